// What each seat sees, and the sampler that fills in what it cannot see.
// Hidden from other seats: hands and the face-down launch card (its owner sees it).
// Hidden from everyone: the main pile's order (but for Events known to lie at its bottom), the
// face-down discard pile, the game's generator. Everything is revealed when the game ends,
// but for the piles.

import type { Seat, Viewer } from '../../engine/game.ts';
import { nextU32, shuffleInPlace } from '../../engine/rng.ts';
import type { RngState } from '../../engine/rng.ts';
import { CARD_COUNT, isEvent } from './data.ts';
import { toAct } from './rules.ts';
import { cloneState } from './state.ts';
import type { Action, CMOptions, CMResult, CMState, Pending, Resume } from './state.ts';

export interface CMView {
  readonly viewer: Viewer;
  readonly players: number;
  readonly options: CMOptions;
  readonly turn: Seat;
  readonly turnNumber: number;
  readonly toAct: Seat[];
  readonly actions: Action[];
  readonly fresh: boolean;
  readonly arranged: boolean;
  /** Hands: the viewer's own (everyone's once the game is over), else null. */
  readonly hands: (number[] | null)[];
  readonly handSizes: number[];
  /** Launch areas in order; null stands for a face-down card the viewer may not see. */
  readonly launch: (number | null)[][];
  /** Position of each seat's face-down card in its launch area, -1 for none. */
  readonly faceDownAt: number[];
  readonly pileSize: number;
  /** Events known to lie at the bottom of the main pile, bottom first. */
  readonly pileBottom: number[];
  readonly discardSize: number;
  readonly shielded: boolean[];
  /** Pending choices; their card references never name a face-down card's id. */
  readonly pending: Pending[];
  readonly resume: Resume;
  readonly result: CMResult | null;
}

export function viewOf(s: CMState, viewer: Viewer): CMView {
  return makeView(s, viewer, true);
}

/**
 * The same view sharing the state's lists where it shows them whole, for the observation
 * tensor alone (vector environments encode one per game and step): it is read at once, never
 * kept or changed. The conformance kit holds its tensor to the copied view's.
 */
export function tensorViewOf(s: CMState, viewer: Viewer): CMView {
  return makeView(s, viewer, false);
}

function makeView(s: CMState, viewer: Viewer, copy: boolean): CMView {
  // Which seats' hands and face-down cards the viewer sees (a plain test, not a closure: under
  // tsx a named closure costs a defineProperty at every view).
  const over = s.result !== null;
  // Each list the view shows copied once, the piles not at all: search bots take a view at
  // every playout move, and copying the whole state first was most of their garbage.
  return {
    viewer,
    players: s.players,
    options: s.options,
    turn: s.turn,
    turnNumber: s.turnNumber,
    toAct: toAct(s),
    actions: copy ? s.actions.slice() : s.actions,
    fresh: s.fresh,
    arranged: s.arranged,
    hands: s.hands.map((h, seat) => (over || seat === viewer ? (copy ? h.slice() : h) : null)),
    handSizes: s.hands.map((h) => h.length),
    launch: s.launch.map((area, seat) =>
      area.map((id) => (id === s.faceDown[seat] && !(over || seat === viewer) ? null : id)),
    ),
    faceDownAt: s.launch.map((area, seat) => area.indexOf(s.faceDown[seat] as number)),
    pileSize: s.pile.length,
    pileBottom: s.pile.slice(0, s.pileKnown),
    discardSize: s.discard.length,
    shielded: copy ? s.shielded.slice() : s.shielded,
    pending: copy ? s.pending.map((p) => ({ ...p })) : s.pending,
    resume: s.resume,
    result: s.result,
  };
}

/**
 * A full state that `seat` cannot tell apart from the real one: other hands and face-down cards
 * are drawn from the unseen cards that are not Events (Events never enter a hand or lie face
 * down); the rest, Events included, fill the discard pile and the main pile above its known
 * bottom, in random order.
 */
export function sampleState(v: CMView, seat: Seat, rng: RngState): CMState {
  // A flag per card id: cheaper than a Set, and search bots sample at every iteration.
  const seen = new Uint8Array(CARD_COUNT);
  for (const id of v.pileBottom) seen[id] = 1;
  for (const h of v.hands) if (h) for (const id of h) seen[id] = 1;
  for (const area of v.launch) for (const id of area) if (id !== null) seen[id] = 1;
  for (const p of v.pending) if (p.kind === 'reaction' && p.card >= 0) seen[p.card] = 1;
  const unseen: number[] = [];
  for (let id = 0; id < CARD_COUNT; id++) if (!seen[id]) unseen.push(id);
  const secretCards = shuffleInPlace(
    rng,
    unseen.filter((id) => !isEvent(id)),
  );
  const hands = v.hands.map((h, i) =>
    h ? h.slice() : secretCards.splice(0, v.handSizes[i] as number),
  );
  const faceDown = v.faceDownAt.map(() => -1);
  const launch = v.launch.map((area, i) =>
    area.map((id, at) => {
      const card = id ?? (secretCards.pop() as number);
      if (at === v.faceDownAt[i]) faceDown[i] = card;
      return card;
    }),
  );
  const rest = shuffleInPlace(rng, [...secretCards, ...unseen.filter(isEvent)]);
  const discard = rest.splice(0, v.discardSize);
  void seat;
  return cloneState({
    players: v.players,
    options: v.options,
    rng: [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng)],
    pile: [...v.pileBottom, ...rest],
    pileKnown: v.pileBottom.length,
    discard,
    hands,
    launch,
    faceDown,
    turn: v.turn,
    turnNumber: v.turnNumber,
    actions: v.actions,
    fresh: v.fresh,
    arranged: v.arranged,
    shielded: v.shielded,
    pending: v.pending,
    resume: v.resume,
    result: v.result,
  });
}
