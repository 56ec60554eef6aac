// May the last move be taken back fairly? Taking a move back means going back to the state
// before it (the record replayed without the move), so the only unfairness it can bring is what
// the move showed: whoever saw a card drawn, a tile turned or a die rolled keeps that knowledge
// after the move is gone. The rule, for every game:
//
//   A move may be taken back iff it drew nothing from the game's generator (the state's `rng`
//   is unchanged) and it showed no seat anything hidden from it: for every seat, in states
//   drawn from that seat's view (`game.sample`), the move is allowed and gives the seat the same
//   view as it did.
//
// So nobody, the mover included, learns anything from the move: not a card drawn from a deck, a
// face-down tile turned, another seat's hand shown, the result of a chance event, nor the
// mover's own secrets (coins bid from a hidden purse). A game may decide for itself
// (`Game.undoable`), e.g. where its sampler cannot tell apart what a move shows; the chance rule
// holds either way and the conformance kit holds the decision to the same rule.
//
// The sampled test is deterministic (a fixed seed per position and move), so every server node
// decides alike; a move it lets through showed nothing in any of its samples.

import { ruleError } from './game.ts';
import type { Game, RuleError, Seat } from './game.ts';
import { Rng } from './rng.ts';

/** States drawn per seat's view: a move that shows a seat something differs in some of them. */
export const UNDO_SAMPLES = 32;

/** The generator of a state, where the game keeps it (at `rng`, four numbers), else null. */
export function stateRng(state: unknown): readonly number[] | null {
  const rng = (state as { rng?: unknown } | null)?.rng;
  return Array.isArray(rng) && rng.length === 4 && rng.every((x) => typeof x === 'number')
    ? rng
    : null;
}

/** True when the move from `before` to `after` drew from the state's generator. */
export function drewChance(before: unknown, after: unknown): boolean {
  const a = stateRng(before);
  const b = stateRng(after);
  return a !== null && (b === null || a.some((x, i) => x !== b[i]));
}

export const undoChance = (): RuleError =>
  ruleError(
    'undo-chance',
    null,
    'That move cannot be taken back: chance decided something in it (a card drawn or a deck shuffled).',
    'Dieser Zug kann nicht zurückgenommen werden: In ihm hat der Zufall entschieden (eine Karte gezogen oder ein Stapel gemischt).',
  );

export const undoRevealed = (): RuleError =>
  ruleError(
    'undo-revealed',
    null,
    'That move cannot be taken back: it showed something that was hidden before (a card drawn, a tile turned over).',
    'Dieser Zug kann nicht zurückgenommen werden: Er hat etwas Verdecktes aufgedeckt (eine Karte gezogen, ein Plättchen umgedreht).',
  );

/**
 * Whether the generic rule finds that `move` of `seat` (from `before`, giving `after`) showed
 * no seat anything hidden from it: for every seat, in states drawn from that seat's own view,
 * the move must be allowed and give that seat the same view as it did. (A state where the move
 * is not allowed, or leads elsewhere, is one the seat could not tell from the real one before,
 * and can after: the move told it something.) The spectator sees no more than any seat.
 * `samples` states are drawn per seat.
 */
export function showsNothingHidden<S, M, V, O>(
  game: Game<S, M, V, O>,
  players: number,
  before: S,
  seat: Seat,
  move: M,
  after: S,
  samples = UNDO_SAMPLES,
): boolean {
  if (!game.hiddenInformation) return true;
  const rng = new Rng(`undo/${JSON.stringify(stateRng(before) ?? [])}/${game.encodeMove(move)}`);
  for (let v = 0; v < players; v++) {
    const view = game.view(before, v);
    const seen = game.view(after, v);
    for (let i = 0; i < samples; i++) {
      const next = game.apply(game.sample(view, v, new Rng(rng.fork()).state), seat, move);
      if (!next.ok || viewChange(game.view(next.value, v), seen) !== '') return false;
    }
  }
  return true;
}

/**
 * What changed from one view to the next, as text: each path that differs with its new value
 * (lists by index, so a list that shrinks lists its shifted tail too).
 */
export function viewChange(a: unknown, b: unknown): string {
  const out: string[] = [];
  const walk = (x: unknown, y: unknown, path: string): void => {
    if (x === y) return;
    const objects =
      typeof x === 'object' &&
      typeof y === 'object' &&
      x !== null &&
      y !== null &&
      Array.isArray(x) === Array.isArray(y);
    if (!objects) {
      out.push(`${path}=${JSON.stringify(y) ?? 'gone'}`);
      return;
    }
    const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
    for (const k of keys)
      walk((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k], `${path}.${k}`);
  };
  walk(a, b, '$');
  return out.join(' ');
}

/**
 * Why the last move (`seat` played `move` from `before`, giving `after`) may not be taken back,
 * or null when it may. A game's own `undoable` replaces the sampled test, never the chance test.
 */
export function undoRefusal<S, M, V, O>(
  game: Game<S, M, V, O>,
  players: number,
  before: S,
  seat: Seat,
  move: M,
  after: S,
): RuleError | null {
  if (drewChance(before, after)) return undoChance();
  const fair = game.undoable
    ? game.undoable(before, seat, move, after)
    : showsNothingHidden(game, players, before, seat, move, after);
  return fair ? null : undoRevealed();
}
