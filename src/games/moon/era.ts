// Moon's Era flow: setup for 1-5 players (solo.ts for the solo game's hands and Rival), the Production phase, dealing hands with their
// Expeditions, rounds that pass hands to the left, the end of the Construction phase, the
// Scoring phase (flag rewards with Rover tie-breaks, X going down, Hearts on cards, refills)
// and final scoring.

import type { Seat } from '../../engine/game.ts';
import { randomInt, seedRng, shuffleInPlace } from '../../engine/rng.ts';
import { evaluate, filled, flagTable, tableWinner } from './counting.ts';
import { runTasks } from './decisions.ts';
import { produce, queueSteps } from './effects.ts';
import type { Library } from './library.ts';
import { isColour, libraryOf } from './library.ts';
import {
  ERAS,
  HAND_SIZE,
  REFILL_HEARTS,
  SETUP_FLAG_HEARTS,
  SETUP_X,
  STARTING_ROVERS,
  reputationsPerLevel,
} from './rules-data.ts';
import {
  clearSolo,
  dealSolo,
  openHands,
  returnHand,
  RIVAL_NAME,
  rivalRemoves,
  rivalTurn,
} from './solo.ts';
import type { MoonOptions, MoonResult, MoonState, TurnState } from './state.ts';
import { FLAGS, RESOURCES } from './vocabulary.ts';
import { LEVELS } from './cards.ts';

export const freshTurn = (seat: Seat): TurnState => ({
  seat,
  mainDone: false,
  extraConstructs: 0,
  parked: false,
  flips: 0,
  expeditionUsed: false,
  claimed: false,
  freeConstructs: 0,
  spent: 0,
  lentFlags: [],
});

export function setupState(options: MoonOptions, players: number, seed: string): MoonState {
  const lib = libraryOf(options.cardSet);
  const rng = seedRng(seed);
  const n = lib.cards.length;
  // Cards marked 3+ are left out of two-player games only (solo plays with them).
  const usable = (id: number) =>
    (players !== 2 || !lib.cards[id]?.marked) &&
    (options.psychic || !lib.expedition[id]?.stretchGoal);
  const boxed: number[] = [];
  const take = (all: readonly number[]): number[] => {
    const kept: number[] = [];
    for (const id of all) (usable(id) ? kept : boxed).push(id);
    return shuffleInPlace(rng, kept);
  };

  const bases = take(lib.bases);
  const stacks = [1, 2, 3].map((era) => take(lib.structuresOfEra[era] as number[]));
  const firsts = lib.expeditionsOfEra[0] as number[];
  // Solo deals an Era Expedition with every hand and has no First Expedition (-1).
  const first = firsts.find((id) => lib.expedition[id]?.players?.includes(players)) ?? -1;
  for (const id of firsts) if (id !== first) boxed.push(id);
  const expeditionDecks = [1, 2, 3].map((era) => take(lib.expeditionsOfEra[era] as number[]));
  const reputations: number[] = [];
  const reputationBox: number[] = [];
  for (const level of LEVELS) {
    const all = shuffleInPlace(rng, [...lib.reputationsOfLevel[level]]);
    reputations.push(...all.slice(0, reputationsPerLevel(players)));
    reputationBox.push(...all.slice(reputationsPerLevel(players)));
  }
  const settlements = Array.from({ length: players }, () => [bases.pop() as number]);
  boxed.push(...bases);
  const starter = randomInt(rng, players);

  const s: MoonState = {
    players,
    options,
    rng,
    era: 0,
    round: 0,
    over: false,
    x: SETUP_X,
    flagHearts: FLAGS.map(() => SETUP_FLAG_HEARTS),
    stacks,
    discard: [],
    expeditionDecks,
    boxed,
    reputationBox,
    reputations,
    hands: Array.from({ length: players }, () => []),
    handExpedition: Array.from({ length: players }, () => -1),
    firstExpedition: first,
    eraStarter: starter,
    firstHolder: starter,
    order: [],
    turn: freshTurn(starter),
    settlements,
    claimed: Array.from({ length: players }, () => []),
    supply: Array.from({ length: players }, () => RESOURCES.map(() => 0)),
    rovers: Array.from({ length: players }, () => STARTING_ROVERS),
    hearts: Array.from({ length: players }, () => 0),
    cardHearts: filled(n, 0),
    roverOn: filled(n, 0),
    flipped: [],
    builtTurn: filled(n, -1),
    turnCount: 0,
    solo:
      players === 1
        ? {
            hands: [],
            expeditions: [],
            played: [],
            current: -1,
            removed: -1,
            tableau: [],
            hearts: 0,
          }
        : null,
    freeNext: Array.from({ length: players }, () => 0),
    revealed: [],
    decision: null,
    tasks: [],
    result: null,
  };
  startEra(lib, s, 1);
  return s;
}

/** Production phase, then deal the Expeditions and hands of the Construction phase. */
export function startEra(lib: Library, s: MoonState, era: number): void {
  s.era = era;
  s.round = 1;
  const stack = s.stacks[era - 1] as number[];
  // Production: every Base and blue card, and Production-phase bonuses (Mogul).
  for (let seat = 0; seat < s.players; seat++) {
    for (const id of s.settlements[seat] as number[])
      if (isColour(lib, id, 'blue')) produce(lib, s, seat, id);
    for (const id of s.claimed[seat] as number[]) {
      const picks = lib.reputation[id]?.modifiers?.productionPicks ?? 0;
      if (picks > 0) queueSteps(s, seat, id, [{ do: 'pickResources', n: picks }]);
    }
  }
  const top = stack.pop();
  if (top !== undefined) s.discard.push(top);
  const deck = s.expeditionDecks[era - 1] as number[];
  if (s.solo) {
    // The solo game's hands lie face up; the turn starts with the choice of one (runTasks).
    dealSolo(s, stack, deck);
    s.order = [0];
  } else {
    for (let seat = 0; seat < s.players; seat++) {
      s.handExpedition[seat] = seat === s.firstHolder ? s.firstExpedition : (deck.pop() ?? -1);
      s.hands[seat] = stack.splice(Math.max(0, stack.length - HAND_SIZE(s.players)));
    }
    s.order = roundOrder(s);
  }
  startTurn(s, s.order[0] as Seat);
  runTasks(lib, s);
}

/** Seats in turn order for a round: from the First Expedition's holder, or fixed at two (MN-6). */
export function roundOrder(s: MoonState): Seat[] {
  const holder = s.handExpedition.indexOf(s.firstExpedition);
  const start = s.players === 2 || holder < 0 ? s.eraStarter : holder;
  return Array.from({ length: s.players }, (_, i) => (start + i) % s.players);
}

function startTurn(s: MoonState, seat: Seat): void {
  s.turn = freshTurn(seat);
  s.turnCount++;
}

/** Ends the current turn and moves on: next seat, next round, or the end of the Era. */
export function advanceTurn(lib: Library, s: MoonState): void {
  // Capable: a free Construct claimed this turn waits one turn; any other lapses now.
  const ending = s.turn.seat;
  s.freeNext[ending] = s.freeNext[ending] === 1 ? 2 : 0;
  if (s.solo) return advanceSolo(lib, s);
  s.order.shift();
  for (;;) {
    while (s.order.length > 0 && (s.hands[s.order[0] as Seat] as number[]).length === 0)
      s.order.shift();
    if (s.order.length > 0) {
      startTurn(s, s.order[0] as Seat);
      return;
    }
    if (s.hands.every((h) => h.length === 0)) {
      endConstruction(lib, s);
      return;
    }
    // Every hand, with its Expedition, passes to the left.
    const p = s.players;
    s.hands = s.hands.map((_, i) => s.hands[(i - 1 + p) % p] as number[]);
    s.handExpedition = s.handExpedition.map((_, i) => s.handExpedition[(i - 1 + p) % p] as number);
    s.round++;
    s.order = roundOrder(s);
  }
}

/**
 * Solo: the hand goes back face up and the Rival takes its turn; after round A it removes a
 * hand and round B begins; after round B the Era's Construction phase ends.
 */
function advanceSolo(lib: Library, s: MoonState): void {
  const solo = s.solo as NonNullable<MoonState['solo']>;
  returnHand(s);
  rivalTurn(lib, s);
  if (openHands(solo).length === 0 && s.round === 1) {
    rivalRemoves(lib, s);
    solo.played = solo.played.map(() => false);
    s.round = 2;
  }
  if (openHands(solo).length === 0) {
    clearSolo(s);
    endConstruction(lib, s);
    return;
  }
  startTurn(s, 0);
  runTasks(lib, s);
}

function endConstruction(lib: Library, s: MoonState): void {
  // The First Expedition passes to the next player, who starts the next Era; with two players
  // the first player simply changes (MN-6), wherever the First Expedition went.
  const holder = s.handExpedition.indexOf(s.firstExpedition);
  s.firstHolder = ((holder < 0 ? s.firstHolder : holder) + 1) % s.players;
  s.eraStarter = s.players === 2 ? (s.eraStarter + 1) % s.players : s.firstHolder;
  for (const id of s.handExpedition) if (id >= 0 && id !== s.firstExpedition) s.boxed.push(id);
  s.handExpedition = s.handExpedition.map(() => -1);
  // Rovers on cards go to the cards' owners; flipped cards flip back.
  for (let seat = 0; seat < s.players; seat++)
    for (const id of s.settlements[seat] as number[]) {
      s.rovers[seat] = (s.rovers[seat] as number) + (s.roverOn[id] as number);
      s.roverOn[id] = 0;
    }
  s.flipped = [];
  const stack = s.stacks[s.era - 1] as number[];
  stack.push(...s.discard);
  s.discard = [];
  shuffleInPlace(s.rng, stack);
  scoreEra(lib, s);
  if (s.era < ERAS) startEra(lib, s, s.era + 1);
  else finish(lib, s);
}

/** The Scoring phase of an Era. */
export function scoreEra(lib: Library, s: MoonState): void {
  // Scoring moves Hearts only, so one flag table serves every flag type.
  const table = flagTable(lib, s);
  FLAGS.forEach((_, f) => {
    const winner = tableWinner(table, f);
    if (winner < 0) return;
    // The solo Rival (index `players`) wins flags too.
    if (winner < s.players)
      s.hearts[winner] = (s.hearts[winner] as number) + (s.flagHearts[f] as number);
    else if (s.solo) s.solo.hearts += s.flagHearts[f] as number;
    s.flagHearts[f] = 0;
  });
  s.x = Math.max(0, s.x - 1);
  for (let seat = 0; seat < s.players; seat++) {
    let n = 0;
    for (const id of [...(s.settlements[seat] as number[]), ...(s.claimed[seat] as number[])])
      n += s.cardHearts[id] as number;
    s.hearts[seat] = (s.hearts[seat] as number) + n;
  }
  const refill = REFILL_HEARTS[s.era - 1] ?? 0;
  s.flagHearts = s.flagHearts.map((h) => h + refill);
}

/** Final scoring: Heart tokens, printed Hearts, formula Hearts and Reputation Hearts. */
export function finalScores(lib: Library, s: MoonState): MoonResult {
  const seats = Array.from({ length: s.players }, (_, i) => i);
  const tokens = [...s.hearts];
  const printed = seats.map((seat) =>
    (s.settlements[seat] as number[]).reduce((n, id) => n + (lib.structure[id]?.hearts ?? 0), 0),
  );
  const formulas = seats.map((seat) =>
    (s.settlements[seat] as number[]).reduce(
      (n, id) =>
        n + (lib.structure[id]?.endGame ?? []).reduce((m, f) => m + evaluate(lib, s, seat, f), 0),
      0,
    ),
  );
  const reputations = seats.map((seat) =>
    (s.claimed[seat] as number[]).reduce((n, id) => n + (lib.reputation[id]?.hearts ?? 0), 0),
  );
  const scores = seats.map(
    (i) =>
      (tokens[i] as number) +
      (printed[i] as number) +
      (formulas[i] as number) +
      (reputations[i] as number),
  );
  // Solo: the Rival takes a place by its Hearts (a tie shares the first place).
  const rival = s.solo ? s.solo.hearts : null;
  const ranking = scores.map(
    (x) => 1 + scores.filter((y) => y > x).length + (rival !== null && rival > x ? 1 : 0),
  );
  const tieBreaks: string[] = [];
  const result = { scores, ranking, tieBreaks, tokens, printed, formulas, reputations };
  return rival === null ? result : { ...result, opponent: { name: RIVAL_NAME, score: rival } };
}

function finish(lib: Library, s: MoonState): void {
  s.over = true;
  s.order = [];
  s.result = finalScores(lib, s);
}
