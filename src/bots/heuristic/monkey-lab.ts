// A rule-of-thumb player for Monkey Lab, reading its view only. It plays one action at a time,
// pricing each legal action by the position it leads to, in points:
//   value = my points + my reach - rivalWeight * mean over rivals of (points + reach)
// where points are monkeys on unlocked cages plus scoring tiles (ML-8; other seats' hidden tile
// values count at the mean tile value) and a seat's reach prices the locked cages it could unlock
// soon: a cage's monkeys discounted by the actions it still needs (walk there, fetch each
// missing item from the nearest floor and carry it over, unlock; ML-3, ML-5). Thus it:
// - unlocks whenever it can (ML-3), and shares rivals' unlocks only by the points they count
//   (ML-4: a rival in the region of the cage gets a tile);
// - walks to, reveals (priced as the mean of the cages still unseen) and ferries items to the
//   cage it can reach soonest;
// - fights and steals (ML-6, ML-7) when throwing a rival away or making it drop an item costs
//   the rival more reach than it costs itself, and moves items, exchanges rooms and moves the
//   guard (ML-7) by the same sums; each card played costs a little (the hand is worth keeping,
//   and the deck running out ends the game, ML-8);
// - avoids ending an action in the guard's room while it has actions left (ML-2).
// Only its own seat's cards and tiles are read; hidden cages are priced by the unseen mix.

import type { Seat } from '../../engine/game.ts';
import { Rng } from '../../engine/rng.ts';
import { ACTIONS_PER_TURN, CAGES, SCORING_TILES } from '../../games/monkey-lab/data.ts';
import type { MLMove, MLView } from '../../games/monkey-lab/index.ts';
import { labFor, regionOf, ROOM_COUNT } from '../../games/monkey-lab/lab.ts';
import type { Lab } from '../../games/monkey-lab/lab.ts';
import type { Bot } from '../bot.ts';

/** The bot's prices, in points (monkeys). */
export interface MLWeights {
  /** Discount per action still needed to unlock a cage. */
  readonly gamma: number;
  /** Share of the second-best cage in a seat's reach (the best counts fully). */
  readonly second: number;
  /** How much rivals' points weigh against the bot's own. */
  readonly rivalWeight: number;
  /** How much rivals' reach weighs (less than their points: the bot moves first). */
  readonly rivalReach: number;
  /** Cost of playing a card (it leaves the hand; the deck running out ends the game). */
  readonly card: number;
  /** Cost per action lost by ending an action in the guard's room (ML-2). */
  readonly stop: number;
  /** Actions added for an item nobody has left on a floor (it must be won from a monkey). */
  readonly noSource: number;
  /** Extra actions a face-down cage is assumed to need (reveal, fetch items). */
  readonly hiddenActions: number;
  /** Bonus for revealing a cage (what it shows is worth knowing before the rivals act). */
  readonly reveal: number;
  /** Cost per action left unused when the turn is ended early. */
  readonly idle: number;
  /** After this many turns per player, cards are played eagerly so the deck runs out (ML-8). */
  readonly drainAfter: number;
}

export const ML_WEIGHTS: MLWeights = {
  gamma: 0.8,
  second: 0.3,
  rivalWeight: 0.8,
  rivalReach: 0.35,
  card: 0.35,
  stop: 0.4,
  noSource: 6,
  hiddenActions: 5,
  reveal: 0.3,
  idle: 0.05,
  drainAfter: 40,
};

const MEAN_TILE =
  SCORING_TILES.reduce((s, t) => s + t.value * t.count, 0) /
  SCORING_TILES.reduce((s, t) => s + t.count, 0);

/** What the bot tracks of a position: the public lab and each seat's points. */
export interface Pos {
  at: number[];
  carry: number[];
  floor: number[][];
  /** Per room: a face-up locked cage, -2 for a face-down one, -1 for none. */
  cage: number[];
  guard: number;
  points: number[];
}

export interface Ctx {
  readonly w: MLWeights;
  readonly lab: Lab;
  readonly dist: number[][];
  readonly me: Seat;
  readonly players: number;
  /** Mean monkeys of the cages nobody has seen. */
  readonly hiddenMonkeys: number;
  /** The cages nobody has seen (what a reveal may show). */
  readonly unseen: number[];
  /** Whether the game has run so long that cards should be played to end it. */
  readonly drain: boolean;
}

const dists = new Map<string, number[][]>();

/** Doorway distances between every two rooms of a lab, cached per layout. */
function distances(lab: Lab, key: string): number[][] {
  const cached = dists.get(key);
  if (cached) return cached;
  const out: number[][] = [];
  for (let a = 0; a < ROOM_COUNT; a++) {
    const d = new Array<number>(ROOM_COUNT).fill(Infinity);
    d[a] = 0;
    const queue = [a];
    for (let i = 0; i < queue.length; i++) {
      const r = queue[i] as number;
      for (const n of lab.adjacent[r] as number[])
        if ((d[n] as number) === Infinity) {
          d[n] = (d[r] as number) + 1;
          queue.push(n);
        }
    }
    out.push(d);
  }
  dists.set(key, out);
  return out;
}

/** Actions `seat` still needs to unlock cage `c` in room `r` (ML-3, ML-5), from `pos`. */
export function actionsFor(ctx: Ctx, pos: Pos, seat: Seat, c: number, r: number): number {
  const d = ctx.dist;
  const here = pos.at[seat] as number;
  const floor = (pos.floor[r] as number[]).slice();
  const missing: number[] = [];
  for (const need of (CAGES[c] as (typeof CAGES)[number]).needs) {
    const i = floor.indexOf(need);
    if (i >= 0) floor.splice(i, 1);
    else missing.push(need);
  }
  const guardStop = pos.guard === r && here !== r ? 2 : 0; // he stops the turn there (ML-2)
  const carried = pos.carry[seat] as number;
  const ci = missing.indexOf(carried);
  if (ci >= 0) missing.splice(ci, 1);
  const walk = (d[here] as number[])[r] as number;
  if (missing.length === 0) return walk + guardStop + 1;
  // Carry the held item over and drop it first, if the cage needs it; then fetch each missing
  // item from the nearest floor (the first trip starts at the monkey) and drop it there.
  let cost = guardStop;
  let from = here;
  if (ci >= 0) {
    cost += walk + 1;
    from = r;
  }
  const used = new Array<number>(ROOM_COUNT).fill(0);
  for (let k = 0; k < missing.length; k++) {
    const item = missing[k] as number;
    let best = Infinity;
    let bestRoom = -1;
    for (let s = 0; s < ROOM_COUNT; s++) {
      if (s === r) continue;
      let have = 0;
      for (const x of pos.floor[s] as number[]) if (x === item) have++;
      if (have <= (used[s] as number)) continue;
      const trip = ((d[from] as number[])[s] as number) + ((d[s] as number[])[r] as number);
      if (trip < best) {
        best = trip;
        bestRoom = s;
      }
    }
    if (bestRoom < 0) cost += ctx.w.noSource;
    else {
      used[bestRoom] = (used[bestRoom] as number) + 1;
      cost += best + 1; // walk there and back, take
    }
    if (k < missing.length - 1) cost += 1; // drop it before the next trip
    from = r;
  }
  return cost + 1;
}

/** What `seat` may expect from the locked cages it could reach (best + a share of the second). */
export function reach(ctx: Ctx, pos: Pos, seat: Seat): number {
  let first = 0;
  let second = 0;
  const g = ctx.w.gamma;
  for (let r = 0; r < ROOM_COUNT; r++) {
    const c = pos.cage[r] as number;
    let v: number;
    if (c >= 0)
      v = (CAGES[c] as (typeof CAGES)[number]).monkeys * g ** actionsFor(ctx, pos, seat, c, r);
    else if (c === -2) {
      const a = ((ctx.dist[pos.at[seat] as number] as number[])[r] as number) + ctx.w.hiddenActions;
      v = ctx.hiddenMonkeys * g ** a;
    } else continue;
    if (v > first) {
      second = first;
      first = v;
    } else if (v > second) second = v;
  }
  return first + ctx.w.second * second;
}

function value(ctx: Ctx, pos: Pos): number {
  let mine = 0;
  let rivals = 0;
  for (let p = 0; p < ctx.players; p++) {
    if (p === ctx.me) mine = (pos.points[p] as number) + reach(ctx, pos, p);
    else
      rivals +=
        ctx.w.rivalWeight * (pos.points[p] as number) + ctx.w.rivalReach * reach(ctx, pos, p);
  }
  return mine - rivals / Math.max(1, ctx.players - 1);
}

function clonePos(p: Pos): Pos {
  return {
    at: p.at.slice(),
    carry: p.carry.slice(),
    floor: p.floor.map((f) => f.slice()),
    cage: p.cage.slice(),
    guard: p.guard,
    points: p.points.slice(),
  };
}

function dropInto(pos: Pos, seat: Seat, room: number): void {
  const item = pos.carry[seat] as number;
  if (item < 0) return;
  (pos.floor[room] as number[]).push(item);
  pos.carry[seat] = -1;
}

function takeFrom(pos: Pos, room: number, item: number): void {
  const f = pos.floor[room] as number[];
  f.splice(f.indexOf(item), 1);
}

/** The position after `move` (a reveal is priced apart, as a mean). */
export function after(ctx: Ctx, pos: Pos, move: MLMove): Pos {
  const me = ctx.me;
  const next = clonePos(pos);
  const here = pos.at[me] as number;
  switch (move.type) {
    case 'move':
      next.at[me] = move.to;
      break;
    case 'twice':
      next.at[me] = move.second ?? move.first;
      break;
    case 'take':
      takeFrom(next, here, move.item);
      dropInto(next, me, here);
      next.carry[me] = move.item;
      break;
    case 'drop':
      dropInto(next, me, here);
      break;
    case 'unlock': {
      const c = pos.cage[here] as number;
      const monkeys = (CAGES[c] as (typeof CAGES)[number]).monkeys;
      next.cage[here] = -1;
      next.points[me] = (next.points[me] as number) + monkeys;
      const region = regionOf(ctx.lab, here);
      for (let t = 0; t < ctx.players; t++)
        // ML-4: sharers get monkeys - 1
        if (t !== me && region.includes(pos.at[t] as number))
          next.points[t] = (next.points[t] as number) + monkeys - 1;
      break;
    }
    case 'combat':
      dropInto(next, move.target, here);
      next.at[move.target] = move.to;
      break;
    case 'steal':
      if (move.target !== null) dropInto(next, move.target, here);
      break;
    case 'item':
      takeFrom(next, move.from, move.item);
      (next.floor[move.to] as number[]).push(move.item);
      break;
    case 'exchange': {
      const a = next.floor[move.a] as number[];
      next.floor[move.a] = next.floor[move.b] as number[];
      next.floor[move.b] = a;
      break;
    }
    case 'guard':
      next.guard = move.to;
      break;
    case 'reveal':
    case 'end':
      break;
  }
  return next;
}

export const CARD_MOVES = new Set<MLMove['type']>(['item', 'exchange', 'steal', 'twice', 'guard']);

export function moveValue(ctx: Ctx, pos: Pos, v: MLView, move: MLMove): number {
  const me = ctx.me;
  if (move.type === 'end')
    return value(ctx, pos) - ctx.w.idle * (ACTIONS_PER_TURN - v.actions) - (ctx.drain ? 1 : 0);
  let val: number;
  if (move.type === 'reveal') {
    // The mean over the cages nobody has seen (ML-3: it must be revealed before unlocking).
    const here = pos.at[me] as number;
    const next = clonePos(pos);
    let sum = 0;
    for (const c of ctx.unseen) {
      next.cage[here] = c;
      sum += value(ctx, next);
    }
    val = (ctx.unseen.length > 0 ? sum / ctx.unseen.length : value(ctx, pos)) + ctx.w.reveal;
  } else val = value(ctx, after(ctx, pos, move));
  // A card costs a little, unless the game has run long: then the deck should run out (ML-8).
  if (CARD_MOVES.has(move.type)) val += ctx.drain ? 1 : -ctx.w.card;
  // ML-2: ending an action in the guard's room loses the actions left this turn.
  if (endsWithGuard(pos, me, move))
    val -= ctx.w.stop * Math.max(0, ACTIONS_PER_TURN - v.actions - 1);
  return val;
}

/** Whether `me` ends `move` in the room where the guard then stands (ML-2). */
export function endsWithGuard(pos: Pos, me: Seat, move: MLMove): boolean {
  const ends =
    move.type === 'move'
      ? move.to
      : move.type === 'twice'
        ? (move.second ?? move.first)
        : (pos.at[me] as number);
  return ends === (move.type === 'guard' ? move.to : pos.guard);
}

export function read(w: MLWeights, v: MLView, me: Seat): { ctx: Ctx; pos: Pos } {
  const lab = labFor(v.sides);
  const seen = new Set<number>([...v.cage.filter((c) => c >= 0), ...v.cages.flat()]);
  const unseen: number[] = [];
  for (let c = 0; c < CAGES.length; c++) if (!seen.has(c)) unseen.push(c);
  const hiddenMonkeys =
    unseen.length > 0
      ? unseen.reduce((s, c) => s + (CAGES[c] as (typeof CAGES)[number]).monkeys, 0) / unseen.length
      : 0;
  const ctx: Ctx = {
    w,
    lab,
    dist: distances(lab, v.sides.join('')),
    me,
    players: v.players,
    hiddenMonkeys,
    unseen,
    drain: v.turns > w.drainAfter * v.players,
  };
  const points = Array.from({ length: v.players }, (_, p) => {
    const cages = (v.cages[p] as number[]).reduce(
      (s, c) => s + (CAGES[c] as (typeof CAGES)[number]).monkeys,
      0,
    );
    const tiles = v.tiles[p];
    return (
      cages + (tiles ? tiles.reduce((s, t) => s + t, 0) : (v.tileCounts[p] as number) * MEAN_TILE)
    );
  });
  const pos: Pos = {
    at: v.at.slice(),
    carry: v.carry.slice(),
    floor: v.floor.map((f) => f.slice()),
    cage: v.cage.map((c, r) => (c >= 0 ? c : v.hidden[r] ? -2 : -1)),
    guard: v.guard,
    points,
  };
  return { ctx, pos };
}

/**
 * A seat's prospects from its own view, in points: what it has scored plus the reach of the
 * locked cages it could unlock soon. IS-MCTS scores the positions where it cuts a playout short
 * with it (`src/bots/leaf.ts`).
 */
export function monkeyLabProspects(view: MLView, seat: Seat, weights = ML_WEIGHTS): number {
  const { ctx, pos } = read(weights, view, seat);
  return (pos.points[seat] as number) + reach(ctx, pos, seat);
}

export function monkeyLabHeuristic(
  seed: string,
  weights: MLWeights = ML_WEIGHTS,
): Bot<MLView, MLMove> {
  const rng = new Rng(`ml-heuristic/${seed}`);
  return {
    name: 'heuristic',
    choose(view, legal, seat) {
      if (legal.length === 1) return legal[0] as MLMove;
      const { ctx, pos } = read(weights, view, seat);
      let best: MLMove[] = [];
      let bestValue = -Infinity;
      for (const move of legal) {
        const val = moveValue(ctx, pos, view, move);
        if (val > bestValue + 1e-9) {
          bestValue = val;
          best = [move];
        } else if (val > bestValue - 1e-9) best.push(move);
      }
      return rng.pick(best);
    },
  };
}
