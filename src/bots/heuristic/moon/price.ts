// How the bot prices a Moon position in Hearts: each seat's worth (tokens, cards, production,
// resources, Rovers, progress towards the Reputations on display) and each flag majority by the
// chance to win it (MN-3); a position's price is the bot's worth against its rivals'.

import type { Seat } from '../../../engine/game.ts';
import {
  count,
  countFromTable,
  evaluate,
  filled,
  flagTable,
  flagTableRovers,
  flagTableWith,
  tableWinner,
} from '../../../games/moon/counting.ts';
import type { FlagTable } from '../../../games/moon/counting.ts';
import { ERAS } from '../../../games/moon/rules-data.ts';
import { FLAGS } from '../../../games/moon/vocabulary.ts';
import type { CardFacts, Ctx, Need, Pos } from './position.ts';

/** Hearts the flag majorities are worth to each seat, by its chance to win each (MN-3). */
export function flagValues(ctx: Ctx, p: Pos, t: FlagTable = flagTable(ctx.lib, p)): number[] {
  const { w } = ctx;
  const n = t.tie.length; // the seats, and the solo Rival after them
  const nf = FLAGS.length;
  const out = filled(n, 0);
  const k = w.leadEarly + (w.leadLate - w.leadEarly) * ctx.progress;
  const { counts, tie } = t;
  for (let f = 0; f < nf; f++) {
    const prize = (p.flagHearts[f] as number) + w.futureFlags * ctx.refills;
    for (let s = 0; s < n; s++) {
      const m = counts[s * nf + f] as number;
      if (m === 0) continue;
      let rival = 0;
      let rivalTie = -1;
      for (let o = 0; o < t.tie.length; o++)
        if (o !== s) {
          const c = counts[o * nf + f] as number;
          if (c > rival) {
            rival = c;
            rivalTie = tie[o] as number;
          } else if (c === rival) rivalTie = Math.max(rivalTie, tie[o] as number);
        }
      let lead = m - rival;
      if (lead === 0) lead = (tie[s] as number) > rivalTie ? 0.4 : -0.4;
      out[s] = (out[s] as number) + prize / (1 + Math.exp(-k * lead));
    }
  }
  return out;
}

/** What `seat`'s position is worth in Hearts, flags apart. */
export function seatValue(ctx: Ctx, p: Pos, seat: Seat, t?: FlagTable): number {
  const { lib, w } = ctx;
  let v = p.hearts[seat] as number;
  const erasLeft = ERAS - ctx.era;
  const facts = ctx.facts;
  for (const id of p.settlements[seat] as number[]) {
    v += (p.cardHearts[id] as number) * ctx.scorings;
    // Only what the card produces: adding a zero would change nothing.
    const c = facts[id] as CardFacts;
    if (c.E) v += c.E * ctx.futureRv * ctx.productions;
    if (c.W) v += c.W * ctx.futureRv * ctx.productions;
    if (c.B) v += c.B * ctx.futureRv * ctx.productions;
    if (c.M) v += c.M * ctx.futureRv * ctx.productions;
    if (c.R) v += c.R * w.rover * ctx.productions;
    if (!c.structure) continue;
    if (c.hearts) v += c.hearts;
    if (c.endGame) for (const f of c.endGame) v += evaluate(lib, p, seat, f, -1, t);
    if (c.choice) v += c.choiceN * ctx.futureRv * ctx.productions;
    if (c.flip) v += w.flip * (erasLeft + (p.flipped.includes(id) ? 0 : 1 - ctx.progress));
    if (c.triggers) v += w.trigger * (erasLeft + 1 - ctx.progress);
    if (c.obelisk) v += w.obelisk * (erasLeft + 1 - ctx.progress);
  }
  for (const id of p.claimed[seat] as number[]) {
    const c = facts[id] as CardFacts;
    v += c.repHearts + (p.cardHearts[id] as number) * ctx.scorings;
    if (c.repOngoing) v += w.trigger * (erasLeft + 1 - ctx.progress);
  }
  const sup = p.supply[seat] as number[];
  let held = 0;
  for (let i = 0; i < sup.length; i++) held += sup[i] as number;
  v += (Math.min(held, ctx.spendable) + w.surplus * Math.max(0, held - ctx.spendable)) * ctx.rv;
  v += (p.rovers[seat] as number) * w.rover;
  for (const id of p.reputations) {
    const rep = lib.reputation[id];
    if (!rep) continue;
    let frac = 1;
    for (const need of ctx.needs[id] as readonly Need[])
      if (need.spent) frac = 0;
      else {
        const n =
          t && need.code >= 0
            ? countFromTable(p, seat, need.code, t)
            : count(lib, p, seat, need.count, -1, t);
        frac = Math.min(frac, n / need.atLeast);
      }
    v += rep.hearts * w.progress * Math.min(1, frac) ** 2;
  }
  return v;
}

/** Do `a` and `b` have the same settlements and solo tableau (the flags of `flagTable`)? */
function sameSettlements(a: Pos, b: Pos): boolean {
  if (a.solo !== b.solo) return false;
  for (let s = 0; s < a.settlements.length; s++) {
    const x = a.settlements[s] as number[];
    const y = b.settlements[s] as number[];
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  }
  return true;
}

/** Do `a` and `b` have the same Rovers in supply and parked (the tie-breakers of `flagTable`)? */
function sameRovers(a: Pos, b: Pos): boolean {
  if (a.roverOn !== b.roverOn) return false;
  for (let s = 0; s < a.rovers.length; s++) if (a.rovers[s] !== b.rovers[s]) return false;
  return true;
}

/**
 * `p`'s flag table. Most moves the bot tries change no settlement or Rover (an answer to a
 * choice, an Assimilate): those read the table of the position now, counted once. A park or a
 * recall moves Rovers only: the table of now with its tie-breakers counted again.
 */
function tableOf(ctx: Ctx, p: Pos): FlagTable {
  const now = ctx.pos;
  if (p === now) return tableNow(ctx);
  if (sameSettlements(now, p)) {
    const table = tableNow(ctx);
    return sameRovers(now, p) ? table : flagTableRovers(table, p);
  }
  // A Construct of the bot's own: the table of now with one more card in its row.
  const card = addedCard(now, p, ctx.me);
  if (card >= 0)
    return flagTableWith(tableNow(ctx), ctx.lib, ctx.me, card, p.roverOn[card] as number);
  return flagTable(ctx.lib, p);
}

/** The flag table of the position now, counted once per decision. */
const tableNow = (ctx: Ctx): FlagTable => (ctx.table.now ??= flagTable(ctx.lib, ctx.pos));

/**
 * The card `p` adds at the end of `seat`'s settlement when that is all it changes of the flag
 * table's inputs (the other settlements, Rovers and parked Rovers as in `now`); -1 otherwise.
 */
function addedCard(now: Pos, p: Pos, seat: Seat): number {
  if (now.roverOn !== p.roverOn || now.solo !== p.solo) return -1;
  for (let s = 0; s < now.rovers.length; s++) if (now.rovers[s] !== p.rovers[s]) return -1;
  for (let s = 0; s < now.settlements.length; s++) {
    const x = now.settlements[s] as number[];
    const y = p.settlements[s] as number[];
    const extra = s === seat ? 1 : 0;
    if (y.length !== x.length + extra) return -1;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return -1;
  }
  return (p.settlements[seat] as number[])[(now.settlements[seat] as number[]).length] as number;
}

const sameList = (x: readonly number[], y: readonly number[]): boolean => {
  if (x === y) return true;
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
};

/**
 * Is every input of seat `s`'s `seatValue` in `p` what it is in the position now, given that
 * `p` shows the same Reputations and flipped cards and `s` wins as many flag types in both?
 * Its settlement the same, so are its rows of the flag table; Rovers parked and Hearts on cards
 * are read on its own cards only. What was spent this turn counts for the seat whose turn it is
 * only.
 */
function sameWorth(now: Pos, p: Pos, s: Seat): boolean {
  if (p.hearts[s] !== now.hearts[s] || p.rovers[s] !== now.rovers[s] || now.turn.seat === s)
    return false;
  const row = now.settlements[s] as number[];
  const claimed = now.claimed[s] as number[];
  if (
    !sameList(p.settlements[s] as number[], row) ||
    !sameList(p.supply[s] as number[], now.supply[s] as number[]) ||
    !sameList(p.claimed[s] as number[], claimed)
  )
    return false;
  if (p.roverOn !== now.roverOn)
    for (let i = 0; i < row.length; i++)
      if (p.roverOn[row[i] as number] !== now.roverOn[row[i] as number]) return false;
  if (p.cardHearts !== now.cardHearts) {
    for (let i = 0; i < row.length; i++)
      if (p.cardHearts[row[i] as number] !== now.cardHearts[row[i] as number]) return false;
    for (let i = 0; i < claimed.length; i++)
      if (p.cardHearts[claimed[i] as number] !== now.cardHearts[claimed[i] as number]) return false;
  }
  return true;
}

/** How many flag types each row of `table` wins (MN-3), `seatValue`'s only read across seats. */
function wonBy(table: FlagTable): number[] {
  const won = filled(table.tie.length, 0);
  for (let f = 0; f < FLAGS.length; f++) {
    const s = tableWinner(table, f);
    if (s >= 0) won[s] = (won[s] as number) + 1;
  }
  return won;
}

/**
 * The bot's price of a position: its own worth against its rivals'. A seat whose worth the
 * tried move cannot have changed (the same Reputations on display and flipped cards, as many
 * flag types won, and holdings of its own) keeps its worth in the position now, computed once
 * per decision: most tried moves change the bot's own seat only.
 */
export function price(ctx: Ctx, p: Pos): number {
  const now = ctx.pos;
  const t = tableOf(ctx, p);
  const memo = ctx.table;
  const isNow = t === memo.now;
  const sameDisplay = sameList(p.reputations, now.reputations) && sameList(p.flipped, now.flipped);
  // Another table (a Construct, a park) still counts the same for a seat whose own settlement
  // is unchanged, as long as it wins as many flag types.
  const won = sameDisplay && !isNow ? wonBy(t) : null;
  const wonNow = won ? (memo.won ??= wonBy(tableNow(ctx))) : null;
  const flags =
    isNow && sameList(p.flagHearts, now.flagHearts)
      ? (memo.flags ??= flagValues(ctx, now, t))
      : flagValues(ctx, p, t);
  // One pass, no arrays: this runs for every move the bot tries.
  let mine = 0;
  let best = -Infinity;
  let total = 0;
  let rivals = 0;
  for (let s = 0; s < ctx.players; s++) {
    let worth: number;
    if (
      sameDisplay &&
      (won === null || won[s] === (wonNow as number[])[s]) &&
      sameWorth(now, p, s)
    ) {
      worth = memo.worth[s] as number;
      if (Number.isNaN(worth)) memo.worth[s] = worth = seatValue(ctx, now, s, tableNow(ctx));
    } else worth = seatValue(ctx, p, s, t);
    const v = worth + (flags[s] as number);
    if (s === ctx.me) mine = v;
    else {
      if (v > best) best = v;
      total += v;
      rivals++;
    }
  }
  if (rivals === 0) return mine; // solo: the Rival is in the flags
  const rival = 0.5 * best + (0.5 * total) / rivals;
  return mine - ctx.w.rivalWeight * rival;
}
