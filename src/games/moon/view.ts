// What each seat sees (MN-5), and the sampler that fills in what it cannot see.
// Hidden: every hand (its holder sees it, with its Expedition), the Era stacks' order and
// contents (a seat searching a stack sees it), the undealt Expeditions, the Reputation cards
// left in the box. Public: settlements, supplies, Rovers, the discard pile, the Reputation
// display, the Flag Rewards, X, and who holds the First Expedition; in the solo game the
// face-up hands (the one in play too) and the Rival's tableau.

import type { Seat, Viewer } from '../../engine/game.ts';
import { nextU32, shuffleInPlace } from '../../engine/rng.ts';
import type { RngState } from '../../engine/rng.ts';
import { libraryOf } from './library.ts';
import type { Library } from './library.ts';
import { cloneState, copyDecision, copySolo, copyTask, copyTurn, rows } from './state.ts';
import type { MoonState } from './state.ts';
import { toAct } from './turn.ts';

type Hidden = 'rng' | 'stacks' | 'hands' | 'handExpedition' | 'expeditionDecks' | 'reputationBox';

export interface MoonView extends Omit<MoonState, Hidden> {
  readonly viewer: Viewer;
  readonly toAct: Seat[];
  /** The viewer's own hand; null for the others (solo: the hand in play, for everyone). */
  readonly hands: (number[] | null)[];
  readonly handSizes: number[];
  /** Expeditions with the hands: the viewer's own and the First Expedition, else null (-1: none). */
  readonly handExpedition: (number | null)[];
  /** Era stacks: null unless the viewer is searching that stack now. */
  readonly stacks: (number[] | null)[];
  readonly stackSizes: number[];
  readonly expeditionDeckSizes: number[];
  readonly reputationBoxSize: number;
}

export function viewOf(state: MoonState, viewer: Viewer): MoonView {
  return makeView(state, viewer, true);
}

/**
 * The same view sharing the state's lists instead of copying them, for the observation tensor
 * alone (vector environments encode one per game and step): it is read at once, never kept or
 * changed. The conformance kit holds its tensor to the copied view's.
 */
export function tensorViewOf(state: MoonState, viewer: Viewer): MoonView {
  return makeView(state, viewer, false);
}

function makeView(state: MoonState, viewer: Viewer, copy: boolean): MoonView {
  const searching =
    state.decision?.kind === 'search' && state.decision.seat === viewer ? state.decision.pile : -1;
  // Built field by field, each list copied once: search bots take a view of every seat at
  // every leaf, and copying the whole state (its stacks most of all) was most of their time.
  return {
    players: state.players,
    options: state.options,
    era: state.era,
    round: state.round,
    over: state.over,
    x: state.x,
    flagHearts: copy ? state.flagHearts.slice() : state.flagHearts,
    discard: copy ? state.discard.slice() : state.discard,
    boxed: copy ? state.boxed.slice() : state.boxed,
    reputations: copy ? state.reputations.slice() : state.reputations,
    firstExpedition: state.firstExpedition,
    eraStarter: state.eraStarter,
    firstHolder: state.firstHolder,
    order: copy ? state.order.slice() : state.order,
    turn: copy ? copyTurn(state.turn) : state.turn,
    settlements: copy ? rows(state.settlements) : state.settlements,
    claimed: copy ? rows(state.claimed) : state.claimed,
    supply: copy ? rows(state.supply) : state.supply,
    rovers: copy ? state.rovers.slice() : state.rovers,
    hearts: copy ? state.hearts.slice() : state.hearts,
    cardHearts: copy ? state.cardHearts.slice() : state.cardHearts,
    roverOn: copy ? state.roverOn.slice() : state.roverOn,
    flipped: copy ? state.flipped.slice() : state.flipped,
    builtTurn: copy ? state.builtTurn.slice() : state.builtTurn,
    turnCount: state.turnCount,
    freeNext: copy ? state.freeNext.slice() : state.freeNext,
    solo: state.solo && (copy ? copySolo(state.solo) : state.solo),
    revealed: copy ? state.revealed.slice() : state.revealed,
    decision: state.decision && (copy ? copyDecision(state.decision) : state.decision),
    tasks: copy ? state.tasks.map(copyTask) : state.tasks,
    result: state.result,
    viewer,
    toAct: toAct(state),
    hands: state.hands.map((h, seat) =>
      seat === viewer || state.solo ? (copy ? [...h] : h) : null,
    ),
    handSizes: state.hands.map((h) => h.length),
    handExpedition: state.handExpedition.map((e, seat) =>
      seat === viewer || state.solo || e === state.firstExpedition || e < 0 ? e : null,
    ),
    stacks: state.stacks.map((st, i) => (i === searching ? (copy ? [...st] : st) : null)),
    stackSizes: state.stacks.map((st) => st.length),
    expeditionDeckSizes: state.expeditionDecks.map((d) => d.length),
    reputationBoxSize: state.reputationBox.length,
  };
}

let seenScratch = new Uint8Array(0);

/** A zeroed flag per card id, reused from sample to sample (allocating a typed array is slow). */
function seenBuffer(n: number): Uint8Array {
  if (seenScratch.length !== n) seenScratch = new Uint8Array(n);
  else seenScratch.fill(0);
  return seenScratch;
}

/** Marks the card ids of `ids` as seen (nulls and -1 are none). */
function see(seen: Uint8Array, ids: readonly (number | null)[] | null): void {
  if (ids) for (const id of ids) if (id !== null && id >= 0) seen[id] = 1;
}

/**
 * Draws `n` cards from a pool in its shuffled order, those of Era `era` first, then any. Drawn
 * cards are marked (-1) rather than spliced out, so a draw costs one pass.
 */
function drawCards(lib: Library, pool: number[], era: number, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < pool.length && out.length < n; i++) {
    const id = pool[i] as number;
    if (id >= 0 && lib.eras[id] === era) {
      out.push(id);
      pool[i] = -1;
    }
  }
  for (let i = 0; i < pool.length && out.length < n; i++) {
    const id = pool[i] as number;
    if (id >= 0) {
      out.push(id);
      pool[i] = -1;
    }
  }
  return out;
}

/**
 * A full state `seat` cannot tell apart from the real one: the other hands, their Expeditions,
 * the stacks, the Expedition decks and the boxed Reputations are redrawn at random from the
 * cards the view does not show, keeping every size. Cards are put back in a stack of their own
 * Era where they fit.
 */
export function sampleState(v: MoonView, _seat: Seat, rng: RngState): MoonState {
  const lib = libraryOf(v.options.cardSet);
  // Card ids are small integers: a flag per id is much cheaper than a Set. Search bots sample at
  // every iteration, so this is written as plain loops over the lists the view shows.
  const seen = seenBuffer(lib.cards.length + 1);
  see(seen, v.discard);
  see(seen, v.boxed);
  see(seen, v.reputations);
  see(seen, v.revealed);
  if (v.firstExpedition >= 0) seen[v.firstExpedition] = 1;
  for (const list of v.settlements) see(seen, list);
  for (const list of v.claimed) see(seen, list);
  for (const list of v.hands) see(seen, list);
  for (const list of v.stacks) see(seen, list);
  see(seen, v.handExpedition);
  if (v.solo) {
    for (const list of v.solo.hands) see(seen, list);
    see(seen, v.solo.expeditions);
    see(seen, v.solo.tableau);
  }
  const unseen: number[] = [];
  for (const c of lib.cards) if (!seen[c.id]) unseen.push(c.id);
  shuffleInPlace(rng, unseen);
  const structures: number[] = [];
  const expeditions: number[] = [];
  const reputationBox: number[] = [];
  for (const id of unseen) {
    if (lib.structure[id] !== undefined) structures.push(id);
    if (lib.expedition[id] !== undefined) expeditions.push(id);
    if (lib.reputation[id] !== undefined) reputationBox.push(id);
  }

  const stacks: number[][] = v.stacks.map((st) => (st ? [...st] : []));
  const eras = [1, 2, 3].filter((e) => e !== v.era);
  for (const e of eras)
    if (!v.stacks[e - 1])
      stacks[e - 1] = drawCards(lib, structures, e, v.stackSizes[e - 1] as number);
  const hands = v.hands.map((h, i) =>
    h ? [...h] : drawCards(lib, structures, v.era, v.handSizes[i] as number),
  );
  if (!v.stacks[v.era - 1])
    stacks[v.era - 1] = drawCards(lib, structures, v.era, v.stackSizes[v.era - 1] as number);

  const expeditionDecks: number[][] = [[], [], []];
  for (const e of eras)
    expeditionDecks[e - 1] = drawCards(lib, expeditions, e, v.expeditionDeckSizes[e - 1] as number);
  const handExpedition = v.handExpedition.map((e) =>
    e === null ? (drawCards(lib, expeditions, v.era, 1)[0] as number) : e,
  );
  expeditionDecks[v.era - 1] = drawCards(
    lib,
    expeditions,
    v.era,
    v.expeditionDeckSizes[v.era - 1] as number,
  );

  // Field by field, not a copy of the view with its extra fields deleted: a deleted key leaves
  // a slow dictionary-mode object, and every rule would then read the sample slowly.
  const state = cloneState({
    players: v.players,
    options: v.options,
    rng: [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng)],
    era: v.era,
    round: v.round,
    over: v.over,
    x: v.x,
    flagHearts: v.flagHearts,
    stacks: [],
    discard: v.discard,
    expeditionDecks: [],
    boxed: v.boxed,
    reputationBox: [],
    reputations: v.reputations,
    hands: [],
    handExpedition: [],
    firstExpedition: v.firstExpedition,
    eraStarter: v.eraStarter,
    firstHolder: v.firstHolder,
    order: v.order,
    turn: v.turn,
    settlements: v.settlements,
    claimed: v.claimed,
    supply: v.supply,
    rovers: v.rovers,
    hearts: v.hearts,
    cardHearts: v.cardHearts,
    roverOn: v.roverOn,
    flipped: v.flipped,
    builtTurn: v.builtTurn,
    turnCount: v.turnCount,
    freeNext: v.freeNext,
    solo: v.solo,
    revealed: v.revealed,
    decision: v.decision,
    tasks: v.tasks,
    result: v.result,
  });
  // The parts drawn here are new already: they need no second copy.
  state.stacks = stacks;
  state.expeditionDecks = expeditionDecks;
  state.reputationBox = reputationBox;
  state.hands = hands;
  state.handExpedition = handExpedition;
  return state;
}
