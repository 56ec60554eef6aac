// The part of a Moon position the bot prices, read from its view (`read`), and the context of
// its prices: how far the game is, what a resource is worth now, what the hand still needs.
// A position is a `Tally` and `Holdings` of the rules, so the rules count and pay on it.

import type { Seat } from '../../../engine/game.ts';
import { tableCode } from '../../../games/moon/counting.ts';
import type { FlagTable, Tally } from '../../../games/moon/counting.ts';
import type { Holdings } from '../../../games/moon/effects.ts';
import type { MoonView } from '../../../games/moon/index.ts';
import { libraryOf } from '../../../games/moon/library.ts';
import type { Library } from '../../../games/moon/library.ts';
import { ERAS, HAND_SIZE, REFILL_HEARTS } from '../../../games/moon/rules-data.ts';
import { RESOURCES } from '../../../games/moon/vocabulary.ts';
import type { Count, Formula, Resource, Reward } from '../../../games/moon/vocabulary.ts';
import type { MoonWeights } from './weights.ts';

/** The part of a position the bot prices; copied and changed to try a move. */
export interface Pos extends Tally, Holdings {
  settlements: number[][];
  supply: number[][];
  rovers: number[];
  roverOn: number[];
  hearts: number[];
  /** Hearts and Rovers on each card, by card id: read freely, written through `cardHeartsOf` and `roverOnOf`. */
  cardHearts: number[];
  claimed: number[][];
  reputations: number[];
  flagHearts: number[];
  flipped: number[];
  /**
   * Are `cardHearts` and `roverOn` this position's own? A copy shares them with the position it
   * came from until it first writes one: they are as long as the card set, and most tried moves
   * change neither.
   */
  ownHearts: boolean;
  ownRoverOn: boolean;
}

/** `p.cardHearts`, to be written: copied first while shared. */
export function cardHeartsOf(p: Pos): number[] {
  if (!p.ownHearts) {
    p.cardHearts = p.cardHearts.slice();
    p.ownHearts = true;
  }
  return p.cardHearts;
}

/** `p.roverOn`, to be written: copied first while shared. */
export function roverOnOf(p: Pos): number[] {
  if (!p.ownRoverOn) {
    p.roverOn = p.roverOn.slice();
    p.ownRoverOn = true;
  }
  return p.roverOn;
}

/**
 * A requirement of a Reputation the bot measures progress towards: what it counts (`code` from
 * the rules' `tableCode`, -1 when only `count` reads it) and how many it needs. `spent`: what was
 * spent this turn, which the bot does not plan towards.
 */
export interface Need {
  readonly count: Count;
  readonly code: number;
  readonly atLeast: number;
  readonly spent: boolean;
}

const needsByLibrary = new WeakMap<Library, readonly (readonly Need[])[]>();

/** Each Reputation's `Need`s by card id, compiled once per card set. */
function needsOf(lib: Library): readonly (readonly Need[])[] {
  let needs = needsByLibrary.get(lib);
  if (!needs) {
    needs = lib.reputation.map((rep) =>
      (rep?.requires ?? []).flatMap((r) =>
        r.atLeast === undefined
          ? []
          : [
              {
                count: r.count,
                code: tableCode(r.count),
                atLeast: r.atLeast,
                spent: r.count.of === 'spentThisTurn',
              },
            ],
      ),
    );
    needsByLibrary.set(lib, needs);
  }
  return needs;
}

/**
 * What the bot's price reads of a card, by card id, in one shape for every card (the card data's
 * own objects differ in which fields they have, which makes reading them in a hot loop slow).
 * Absent numbers are 0.
 */
export interface CardFacts {
  /** Production (Bases and blue cards). */
  readonly E: number;
  readonly W: number;
  readonly B: number;
  readonly M: number;
  readonly R: number;
  /** A Structure (the fields below are a Structure's). */
  readonly structure: boolean;
  readonly hearts: number;
  readonly endGame: readonly Formula[] | null;
  /** Has a production choice, of `choiceN` resources. */
  readonly choice: boolean;
  readonly choiceN: number;
  readonly flip: boolean;
  readonly triggers: boolean;
  readonly obelisk: boolean;
  /** A Reputation's Hearts, and whether it has ongoing modifiers or reactions. */
  readonly repHearts: number;
  readonly repOngoing: boolean;
}

const factsByLibrary = new WeakMap<Library, readonly CardFacts[]>();

function factsOf(lib: Library): readonly CardFacts[] {
  let facts = factsByLibrary.get(lib);
  if (!facts) {
    facts = lib.cards.map((_, id): CardFacts => {
      const prod = lib.production[id] ?? {};
      const def = lib.structure[id];
      const rep = lib.reputation[id];
      return {
        E: prod.E ?? 0,
        W: prod.W ?? 0,
        B: prod.B ?? 0,
        M: prod.M ?? 0,
        R: prod.R ?? 0,
        structure: def !== undefined,
        hearts: def?.hearts ?? 0,
        endGame: def?.endGame || null,
        choice: !!def?.productionChoice,
        choiceN: def?.productionChoice?.n ?? 0,
        flip: !!def?.flip,
        triggers: !!def?.triggers,
        obelisk: !!def?.obelisk,
        repHearts: rep?.hearts ?? 0,
        repOngoing: !!(rep?.modifiers || rep?.triggers),
      };
    });
    factsByLibrary.set(lib, facts);
  }
  return facts;
}

export interface Ctx {
  readonly w: MoonWeights;
  readonly lib: Library;
  readonly view: MoonView;
  readonly me: Seat;
  readonly players: number;
  readonly era: number;
  /** Share of this Era's turns already played, 0..1. */
  readonly progress: number;
  /** Price of one resource now. */
  readonly rv: number;
  /** Price of one resource produced at a later Production phase. */
  readonly futureRv: number;
  /** Production phases still to come. */
  readonly productions: number;
  /** Scoring phases still to come (this Era's included). */
  readonly scorings: number;
  /** Hearts a flag lead is worth beyond the pot: later refills. */
  readonly refills: number;
  /** Resources the hand's cards still need, by type. */
  readonly need: number[];
  /** Resources a seat can still put to use; each one beyond counts `surplus` of a resource. */
  readonly spendable: number;
  /** The position now. */
  readonly pos: Pos;
  /** Progress towards each Reputation: what it requires, by card id (`needsOf`). */
  readonly needs: readonly (readonly Need[])[];
  /** What the price reads of each card, by card id (`factsOf`). */
  readonly facts: readonly CardFacts[];
  /**
   * `gainFor`'s last worth of a seat before the card (with the position it read): the same for
   * every card of a hand, so the bot prices it once per decision.
   */
  readonly before: { pos: Pos | null; seat: Seat; worth: number; table: FlagTable | null };
  /** What each hand card would add to the next seat, by card id (`denial`, position now). */
  readonly denials: Map<number, number>;
  /**
   * What `price` counted of the position now, once per decision: its flag table, the flag
   * majorities' worth per seat, the flag types each row wins, and each seat's worth (NaN: not
   * yet).
   */
  readonly table: {
    now: FlagTable | null;
    flags: number[] | null;
    won: number[] | null;
    worth: number[];
  };
}

export const ri = (r: Resource): number => RESOURCES.indexOf(r);

/** `rows` with `seat`'s row copied and the others shared. */
function rowsFor(rows: number[][], seat: Seat): number[][] {
  const out = rows.slice();
  out[seat] = (rows[seat] as number[]).slice();
  return out;
}

/**
 * A copy of `p` to try a move of `seat`'s on. Its settlement, supply and Reputations are copied;
 * the other seats' rows are shared with `p` (a tried move changes the holdings of the seat that
 * makes it: write another seat's row only after `supplyOf`).
 */
export function copyPos(p: Pos, seat: Seat): Pos {
  return {
    settlements: rowsFor(p.settlements, seat),
    supply: rowsFor(p.supply, seat),
    rovers: p.rovers.slice(),
    roverOn: p.roverOn,
    hearts: p.hearts.slice(),
    cardHearts: p.cardHearts,
    claimed: rowsFor(p.claimed, seat),
    reputations: p.reputations.slice(),
    flagHearts: p.flagHearts.slice(),
    flipped: p.flipped.slice(),
    // Never changed by a move the bot tries: shared.
    x: p.x,
    turn: p.turn,
    solo: p.solo,
    ownHearts: false,
    ownRoverOn: false,
  };
}

/** `seat`'s supply row of `p`, to be written: copied first (copyPos shares other seats' rows). */
export function supplyOf(p: Pos, seat: Seat): number[] {
  const row = (p.supply[seat] as number[]).slice();
  p.supply[seat] = row;
  return row;
}

export const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** Value of a resource type to the bot beyond its price: how much its hand still needs it. */
export const needOf = (ctx: Ctx, r: Resource): number =>
  ctx.w.need * Math.min(2, ctx.need[ri(r)] ?? 0);

/** Of `types`, the one the bot's hand needs most (the first of them on a tie). */
export function bestType(ctx: Ctx, types: readonly Resource[]): Resource {
  let best = types[0] as Resource;
  for (const r of types) if (needOf(ctx, r) > needOf(ctx, best)) best = r;
  return best;
}

/** The held resource the bot misses least: least needed, then most plentiful. */
export function cheapestHeld(ctx: Ctx, p: Pos): Resource | null {
  const sup = p.supply[ctx.me] as number[];
  let best: Resource | null = null;
  for (const r of RESOURCES)
    if ((sup[ri(r)] as number) > 0) {
      const score = needOf(ctx, r) - 0.01 * (sup[ri(r)] as number);
      if (best === null || score < needOf(ctx, best) - 0.01 * (sup[ri(best)] as number)) best = r;
    }
  return best;
}

export const otherSeats = (ctx: Ctx): Seat[] =>
  Array.from({ length: ctx.players }, (_, s) => s).filter((s) => s !== ctx.me);

export function rewardWorth(ctx: Ctx, g: Reward): number {
  let v = 0;
  for (const r of RESOURCES) v += (g[r] ?? 0) * ctx.rv;
  return v + (g.R ?? 0) * ctx.w.rover + (g.H ?? 0) + (g.HX ?? 0) * ctx.view.x;
}

/** Reads the view into the bot's position and prices. */
export function read(w: MoonWeights, view: MoonView, me: Seat): Ctx {
  const lib = libraryOf(view.options.cardSet);
  const era = Math.min(ERAS, Math.max(1, view.era));
  const progress = Math.min(1, Math.max(0, (view.round - 1) / HAND_SIZE(view.players)));
  const rv =
    era < ERAS ? w.resource : w.lateResource + (w.resource - w.lateResource) * (1 - progress);
  // The view's own lists, not copies: the position now is only read; a move is tried on a copy.
  const pos: Pos = {
    settlements: view.settlements,
    supply: view.supply,
    rovers: view.rovers,
    roverOn: view.roverOn,
    hearts: view.hearts,
    cardHearts: view.cardHearts,
    claimed: view.claimed,
    reputations: view.reputations,
    flagHearts: view.flagHearts,
    flipped: view.flipped,
    x: view.x,
    turn: view.turn,
    solo: view.solo,
    // The view's lists: never written (a move is tried on a copy).
    ownHearts: false,
    ownRoverOn: false,
  };
  const need = RESOURCES.map(() => 0);
  const sup = view.supply[me] as number[];
  for (const id of view.hands[me] ?? []) {
    const def = lib.structure[id];
    if (!def) continue;
    RESOURCES.forEach((r, i) => {
      need[i] = (need[i] as number) + Math.max(0, (def.cost[r] ?? 0) - (sup[i] as number));
    });
  }
  return {
    w,
    lib,
    view,
    me,
    players: view.players,
    era,
    progress,
    rv,
    futureRv: w.resource,
    productions: ERAS - era,
    scorings: ERAS - era + 1,
    refills: sum(REFILL_HEARTS.slice(era - 1)),
    spendable:
      w.spendPerTurn * (HAND_SIZE(view.players) * (ERAS - era + 1) - Math.max(0, view.round - 1)),
    need,
    pos,
    needs: needsOf(lib),
    facts: factsOf(lib),
    before: { pos: null, seat: -1, worth: 0, table: null },
    denials: new Map(),
    table: { now: null, flags: null, won: null, worth: view.settlements.map(() => NaN) },
  };
}
