// Scenario helpers for Chimps on Mars rule tests: set up a known position by moving cards in the
// plain-data state (every card stays counted), then play moves by their strings through `apply`.
import assert from 'node:assert/strict';
import { chimpsOnMars as game } from '../../../src/games/chimps-on-mars/index.ts';
import type { CMState } from '../../../src/games/chimps-on-mars/index.ts';
import {
  CARDS,
  isCrew,
  isEvent,
  launchRank,
  partOf,
} from '../../../src/games/chimps-on-mars/data.ts';
import type { CMMove } from '../../../src/games/chimps-on-mars/index.ts';
import { scenario } from '../scenario.ts';

export { game };

/** The id of the nth card matching `name`: a part, power, event, crew kind, or `booster:red-comet`. */
export function card(name: string, nth = 0): number {
  const [what, model] = name.split(':');
  const ids = CARDS.flatMap((c, id) => {
    const key =
      c.kind === 'launch'
        ? c.part
        : c.kind === 'power'
          ? c.power
          : c.kind === 'event'
            ? c.event
            : c.crew;
    const m = c.kind === 'launch' ? c.model : null;
    return key === what && (model === undefined || m === model) ? [id] : [];
  });
  const id = ids[nth];
  assert.ok(id !== undefined, `no card ${name} #${nth}`);
  return id;
}

/** Short 1-based card string for moves: c<id+1>. */
export const c = (id: number): string => `c${id + 1}`;

/** A fresh game at seat 0's first turn, with every hand and launch area empty (cards to the pile). */
export function table(players = 3, eventEffects = false): CMState {
  const s = game.setup({ eventEffects }, players, 'scenario');
  for (const h of s.hands) s.pile.push(...h.splice(0));
  s.turn = 0;
  return s;
}

function take(s: CMState, id: number): void {
  for (const list of [s.pile, s.discard, ...s.hands, ...s.launch]) {
    const i = list.indexOf(id);
    if (i >= 0) {
      list.splice(i, 1);
      s.faceDown = s.faceDown.map((f) => (f === id ? -1 : f));
      return;
    }
  }
  throw new Error(`card ${id} not found`);
}

export function setHand(s: CMState, seat: number, ids: number[]): void {
  s.pile.push(...s.hands[seat]!.splice(0));
  for (const id of ids) take(s, id);
  s.hands[seat] = ids.slice();
}

/** Sets a launch area; `down` names its face-down card. */
export function setLaunch(s: CMState, seat: number, ids: number[], down = -1): void {
  s.pile.push(...s.launch[seat]!.splice(0));
  s.faceDown[seat] = -1;
  for (const id of ids) take(s, id);
  s.launch[seat] = ids.slice();
  s.faceDown[seat] = down;
}

/** Puts cards on top of the main pile, the last one on top. */
export function stackPile(s: CMState, ids: number[]): void {
  for (const id of ids) take(s, id);
  s.pile.push(...ids);
}

export const { play, playAll, refused, legal } = scenario(game);

/** `arrange` naming `seat`'s launch cards in launch order (the face-down one as `down`). */
export function inOrder(s: CMState, seat: number): string {
  const refs = [...s.launch[seat]!]
    .map((id, at) => ({ id, at }))
    .sort((a, b) => launchRank(a.id) - launchRank(b.id) || a.at - b.at)
    .map(({ id }) => (id === s.faceDown[seat] ? 'down' : c(id)));
  return `arrange ${refs.join(',')}`;
}

/** A plain human plan: arrange, collect missing launch parts, clear the rest, draw. */
export function plan(s: CMState, seat: number, m: CMMove): number {
  const area = s.launch[seat]!;
  const parts = new Set(area.map(partOf));
  const hasEvent = area.some(isEvent);
  switch (m.type) {
    case 'arrange':
      return game.encodeMove(m) === inOrder(s, seat) ? 100 : -100;
    case 'banana':
      return s.pending[0]?.kind === 'reaction' || hasEvent ? 90 : -10;
    case 'play': {
      const part = partOf(m.card);
      if (part && !parts.has(part)) return 80;
      return isCrew(m.card) && hasEvent ? 50 : -50;
    }
    case 'discard': {
      if (s.hands[seat]!.includes(m.card) || s.pending[0]) return 20;
      const id = m.card < 0 ? s.faceDown[seat]! : m.card;
      const part = partOf(id);
      const extra = part !== null && area.filter((x) => partOf(x) === part).length > 1;
      return extra || (isCrew(id) && !hasEvent) ? 60 : -100;
    }
    case 'draw':
      return 40;
    default:
      return m.type === 'end' ? 1 : -20;
  }
}
