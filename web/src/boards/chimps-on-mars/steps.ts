// The Chimps on Mars board's guided choices, apart from the DOM so tests can run it in Node.
// Each legal move string becomes a path of clicks on the board ("hand:12" then "slot:up" for
// "play c13"); the board highlights the next clicks that some legal path still allows.
// Nothing here decides legality: every path comes from a move in the legal list.

import { powerOf } from '../../../../src/games/chimps-on-mars/data.ts';
import type { CMView } from '../../../../src/games/chimps-on-mars/view.ts';

/**
 * A click target on the board:
 *   hand:<id>           a card in the viewer's hand (0-based id)
 *   mine:<ref>          a card in the viewer's launch area: c<n> (1-based) or down
 *   seat:<s>:<ref>      a card in seat s's launch area (another seat)
 *   slot:up, slot:down  the free place in the viewer's launch area (face up / face down)
 *   discard, pile       the discard pile, the main pile
 *   arrange, end, banana, allow, none   buttons (arrange then asks for the launch cards in
 *                       their new order: "arrange", "mine:c3", "mine:down", ...; the last card
 *                       is the one left, so it needs no click)
 */
export type Step = string;

export interface Path {
  readonly move: string;
  readonly label: string;
  readonly steps: readonly Step[];
}

/** The verbs the board offers itself; the table's side list leaves these out. */
export const BOARD_VERBS: ReadonlySet<string> = new Set([
  'arrange',
  'draw',
  'play',
  'discard',
  'swap',
  'steal',
  'destroy',
  'banana',
  'allow',
  'revenge',
  'meteor',
  'end',
]);

export const boardHandles = (move: string): boolean => BOARD_VERBS.has(move.split(' ', 1)[0] ?? '');

/** `c13` -> 12, anything else (down, none) -> null. */
const idOf = (ref: string): number | null => {
  const m = /^c(\d+)$/.exec(ref);
  return m ? Number(m[1]) - 1 : null;
};

/** `p2:c14` -> seat 1 and its ref, as a board step. */
const seatStep = (target: string): Step | null => {
  const m = /^p(\d):(c\d+|down)$/.exec(target);
  return m ? `seat:${Number(m[1]) - 1}:${m[2]}` : null;
};

/** The click paths for one legal move, one per card that could carry it; [] if none. */
export function pathsFor(v: CMView, move: string, label: string): Path[] {
  // A spectator has no moves; a seat's moves start from its own hand and launch area.
  if (typeof v.viewer !== 'number') return [];
  const hand = v.hands[v.viewer] ?? [];
  const words = move.split(' ');
  const [verb, a, b] = words;
  const one = (...steps: (Step | null)[]): Path[] =>
    steps.every((s) => s !== null) ? [{ move, label, steps: steps as Step[] }] : [];
  /** A power-up move starts at any card of that power in hand (the move does not name it). */
  const fromPower = (power: string, ...rest: (Step | null)[]): Path[] =>
    hand.filter((id) => powerOf(id) === power).flatMap((id) => one(`hand:${id}`, ...rest));
  switch (verb) {
    case 'arrange': {
      const order = (a ?? '').split(',');
      return one('arrange', ...order.slice(0, -1).map((ref) => `mine:${ref}`));
    }
    case 'end':
    case 'allow':
      return one(verb);
    case 'draw':
      return one('pile');
    case 'play': {
      const id = idOf(a ?? '');
      return id !== null && hand.includes(id) ? one(`hand:${id}`, b ? 'slot:down' : 'slot:up') : [];
    }
    case 'discard': {
      const id = idOf(a ?? '');
      if (id !== null && hand.includes(id)) return one(`hand:${id}`, 'discard');
      return a ? one(`mine:${a}`, 'discard') : [];
    }
    case 'swap':
      return a && b ? fromPower('swap', `mine:${a}`, seatStep(b)) : [];
    case 'steal':
    case 'destroy':
      return a ? fromPower(verb, seatStep(a)) : [];
    case 'banana':
      return v.pending[0]?.kind === 'reaction' ? one('banana') : fromPower('banana', 'banana');
    case 'revenge': {
      const p = v.pending[0];
      if (a === 'none') return one('none');
      return p?.kind === 'revenge' && a ? one(`seat:${p.against}:${a}`) : [];
    }
    case 'meteor':
      return a === 'none' ? one('none') : a ? one(`mine:${a}`) : [];
    default:
      return [];
  }
}

export function allPaths(v: CMView, legal: readonly { move: string; label: string }[]): Path[] {
  return legal.flatMap((l) => pathsFor(v, l.move, l.label));
}

const startsWith = (steps: readonly Step[], prefix: readonly Step[]) =>
  prefix.length <= steps.length && prefix.every((s, i) => steps[i] === s);

/** What a click on each step does after the clicks in `chosen`. */
export interface NextSteps {
  /** Steps that finish a move: the move string. */
  readonly complete: ReadonlyMap<Step, string>;
  /** Steps that lead on to a further choice. */
  readonly select: ReadonlySet<Step>;
  /** The paths still open after `chosen`. */
  readonly open: readonly Path[];
}

export function nextSteps(paths: readonly Path[], chosen: readonly Step[]): NextSteps {
  const open = paths.filter((p) => startsWith(p.steps, chosen) && p.steps.length > chosen.length);
  const complete = new Map<Step, string>();
  const select = new Set<Step>();
  for (const p of open) {
    const step = p.steps[chosen.length] as Step;
    if (p.steps.length === chosen.length + 1) {
      if (!complete.has(step)) complete.set(step, p.move);
    } else select.add(step);
  }
  // A step that both ends a move and leads on is a selection; its move is then one click away.
  for (const step of select) complete.delete(step);
  return { complete, select, open };
}

/** The longest prefix of `chosen` that some path still starts with (choices go stale on updates). */
export function keepChosen(paths: readonly Path[], chosen: readonly Step[]): Step[] {
  for (let n = chosen.length; n > 0; n--) {
    const prefix = chosen.slice(0, n);
    if (paths.some((p) => p.steps.length > n && startsWith(p.steps, prefix))) return prefix;
  }
  return [];
}
