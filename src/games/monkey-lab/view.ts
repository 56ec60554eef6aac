// What each seat sees, and the sampler that fills in what it cannot see.
// Hidden from everyone: face-down cages in rooms, the 4 unused cages, the deck order.
// Hidden from other seats: hands, and the values of scoring tiles received (until the end).

import type { GameResult, Seat, Viewer } from '../../engine/game.ts';
import { shuffleInPlace } from '../../engine/rng.ts';
import type { RngState } from '../../engine/rng.ts';
import { CAGES, CARD_KINDS as DECK, DECKS, SCORING_TILES } from './data.ts';
import type { Side } from './lab.ts';
import { cloneState } from './state.ts';
import type { MLOptions, MLState } from './state.ts';

export interface MLView {
  readonly viewer: Viewer;
  readonly players: number;
  readonly options: MLOptions;
  readonly sides: Side[];
  readonly guard: number;
  readonly at: number[];
  readonly carry: number[];
  readonly floor: number[][];
  /** Per room: true when a face-down cage lies there. */
  readonly hidden: boolean[];
  /** Per room: the face-up cage, else -1. */
  readonly cage: number[];
  readonly unusedCount: number;
  readonly cages: number[][];
  /** Scoring tile values: the viewer's own (everyone's once over), else null. */
  readonly tiles: (number[] | null)[];
  readonly tileCounts: number[];
  readonly supply: number[];
  readonly deckSize: number;
  readonly hands: (number[] | null)[];
  readonly handSizes: number[];
  readonly discard: number[];
  readonly turn: Seat;
  readonly actions: number;
  readonly stopped: boolean;
  readonly played: boolean;
  readonly turns: number;
  readonly result: GameResult | null;
}

export function viewOf(state: MLState, viewer: Viewer): MLView {
  return makeView(cloneState(state), viewer);
}

/**
 * The same view sharing the state's lists instead of a copy of the state, for the observation
 * tensor alone (vector environments encode one per game and step): it is read at once, never
 * kept or changed. The conformance kit holds its tensor to the copied view's.
 */
export function tensorViewOf(state: MLState, viewer: Viewer): MLView {
  return makeView(state, viewer);
}

function makeView(s: MLState, viewer: Viewer): MLView {
  const over = s.result !== null;
  const open = (seat: Seat) => seat === viewer || over;
  return {
    viewer,
    players: s.players,
    options: s.options,
    sides: s.sides,
    guard: s.guard,
    at: s.at,
    carry: s.carry,
    floor: s.floor,
    hidden: s.cage.map((c, r) => c >= 0 && !s.revealed[r]),
    cage: s.cage.map((c, r) => (s.revealed[r] ? c : -1)),
    unusedCount: s.unused.length,
    cages: s.cages,
    tiles: s.tiles.map((t, p) => (open(p) ? t : null)),
    tileCounts: s.tiles.map((t) => t.length),
    supply: s.supply,
    deckSize: s.deck.length,
    hands: s.hands.map((h, p) => (open(p) ? h : null)),
    handSizes: s.hands.map((h) => h.length),
    discard: s.discard,
    turn: s.turn,
    actions: s.actions,
    stopped: s.stopped,
    played: s.played,
    turns: s.turns,
    result: s.result,
  };
}

const countsOf = (xs: readonly number[], n: number): number[] => {
  const out = new Array<number>(n).fill(0);
  for (const x of xs) out[x] = (out[x] as number) + 1;
  return out;
};

/** A full state `seat` cannot tell from the real one: every secret is drawn anew. */
export function sampleState(v: MLView, _seat: Seat, rng: RngState): MLState {
  // Cages: the ones never seen face up go to the face-down rooms and the unused pile.
  const seen = new Set([...v.cage.filter((c) => c >= 0), ...v.cages.flat()]);
  const unseen = shuffleInPlace(
    rng,
    CAGES.map((_, i) => i).filter((i) => !seen.has(i)),
  );
  const cage = v.cage.map((c, r) => (v.hidden[r] ? (unseen.pop() as number) : c));
  const revealed = v.cage.map((c) => c >= 0);

  // Scoring tiles: what is neither in the supply nor known goes to the others by count.
  const known = v.tiles.flatMap((t) => t ?? []);
  const left = SCORING_TILES.map(
    (t, i) => t.count - (v.supply[i] as number) - (countsOf(known, 4)[t.value] as number),
  );
  const pool = shuffleInPlace(
    rng,
    SCORING_TILES.flatMap((t, i) => new Array<number>(left[i] as number).fill(t.value)),
  );
  const tiles = v.tiles.map((t, p) => t ?? pool.splice(0, v.tileCounts[p] as number));

  // Cards: the deck and the hidden hands hold whatever the viewer has not seen.
  const shown = countsOf([...v.discard, ...v.hands.flatMap((h) => h ?? [])], DECK.length);
  const deckCounts = DECKS[v.options.deck].map((n, kind) => n - (shown[kind] as number));
  const cards = shuffleInPlace(
    rng,
    deckCounts.flatMap((n, kind) => new Array<number>(n).fill(kind)),
  );
  const hands = v.hands.map((h, p) => h ?? cards.splice(0, v.handSizes[p] as number));

  return cloneState({
    players: v.players,
    options: v.options,
    sides: v.sides,
    guard: v.guard,
    at: v.at,
    carry: v.carry,
    floor: v.floor,
    cage,
    revealed,
    unused: unseen,
    cages: v.cages,
    tiles,
    supply: v.supply,
    deck: cards,
    hands,
    discard: v.discard,
    turn: v.turn,
    actions: v.actions,
    stopped: v.stopped,
    played: v.played,
    turns: v.turns,
    result: v.result,
  });
}
