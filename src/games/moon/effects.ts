// The effect primitives at work: paying and gaining, production, constructing and assimilating,
// and triggers (decisions.ts runs a card's steps and stops at each choice). Everything here
// mutates the state it is given (the fast path); index.ts clones for `apply`.

import type { Seat } from '../../engine/game.ts';
import { evaluate, missingFlags } from './counting.ts';
import type { FlagTable } from './counting.ts';
import type { StructureDef } from './cards.ts';
import type { Library } from './library.ts';
import type { MoonMove, MoonState } from './state.ts';
import { RESOURCES } from './vocabulary.ts';
import type { Colour, Goods, Resource, Reward, Step, Trigger, TriggerKind } from './vocabulary.ts';

export const rIndex = (r: Resource): number => RESOURCES.indexOf(r);

/** What gaining and paying change: a game state, or a bot's trial position. */
export interface Holdings {
  /** Resources by seat, in RESOURCES order. */
  readonly supply: readonly number[][];
  readonly rovers: number[];
  readonly hearts: number[];
  /** Hearts on X now (an HX reward gives that many Hearts). */
  readonly x: number;
}

export function gainGoods(h: Holdings, seat: Seat, g: Reward, times = 1): void {
  const sup = h.supply[seat] as number[];
  for (const r of RESOURCES) if (g[r]) sup[rIndex(r)] = (sup[rIndex(r)] as number) + g[r] * times;
  if (g.R) h.rovers[seat] = (h.rovers[seat] as number) + g.R * times;
  if (g.H) h.hearts[seat] = (h.hearts[seat] as number) + g.H * times;
  if (g.HX) h.hearts[seat] = (h.hearts[seat] as number) + g.HX * h.x * times;
}

export function canPay(
  h: { readonly supply: readonly (readonly number[])[] },
  seat: Seat,
  g: Goods,
): boolean {
  const sup = h.supply[seat] as number[];
  return (
    (sup[0] as number) >= (g.E ?? 0) &&
    (sup[1] as number) >= (g.W ?? 0) &&
    (sup[2] as number) >= (g.B ?? 0) &&
    (sup[3] as number) >= (g.M ?? 0)
  );
}

/** Takes resources from a seat's supply to the general supply; returns how many. */
export function takeResources(h: Holdings, seat: Seat, g: Goods): number {
  const sup = h.supply[seat] as number[];
  let n = 0;
  for (const r of RESOURCES) {
    const k = g[r] ?? 0;
    sup[rIndex(r)] = (sup[rIndex(r)] as number) - k;
    n += k;
  }
  return n;
}

/** Pays resources to the general supply, counting them as spent this turn (Capable). */
export function payGoods(s: MoonState, seat: Seat, g: Goods): number {
  const n = takeResources(s, seat, g);
  if (seat === s.turn.seat) s.turn.spent += n;
  return n;
}

/** Every own Rover, in supply or parked on the seat's cards, onto `card`: +1 Heart each. */
export function gatherRovers(
  lib: Library,
  h: Holdings & { readonly settlements: readonly (readonly number[])[]; roverOn: number[] },
  seat: Seat,
  card: number,
): void {
  let moved = h.rovers[seat] as number;
  h.rovers[seat] = 0;
  for (const id of h.settlements[seat] as number[])
    if (lib.parkable[id]) {
      moved += h.roverOn[id] as number;
      h.roverOn[id] = 0;
    }
  h.roverOn[card] = (h.roverOn[card] as number) + moved;
  h.hearts[seat] = (h.hearts[seat] as number) + moved;
}

/** Queues `steps` of `card` to run for `seat` after the steps already waiting. */
export function queueSteps(s: MoonState, seat: Seat, card: number, steps: readonly Step[]): void {
  s.tasks.push({ seat, card, steps, next: 0 });
}

/** `card` produces for `seat` (its owner, a parking Rover's owner, Engineering...). */
export function produce(lib: Library, s: MoonState, seat: Seat, card: number): void {
  gainGoods(s, seat, lib.production[card] ?? {});
  const choice = lib.structure[card]?.productionChoice;
  if (choice) queueSteps(s, seat, card, [{ do: 'pickResources', n: choice.n, same: true }]);
}

/** The Expedition `seat` may still use this turn, or -1. */
export function usableExpedition(s: MoonState, seat: Seat): number {
  if (s.turn.seat !== seat || s.turn.expeditionUsed || s.over) return -1;
  return s.handExpedition[seat] as number;
}

/** Does trigger `t` react to event `on` about `card` (`built`: its Structure, if it is one)? */
export function triggerMatches(
  lib: Library,
  t: Trigger,
  on: TriggerKind,
  built: StructureDef | undefined,
  card: number,
): boolean {
  return (
    t.on === on &&
    (!t.colours || (built !== undefined && t.colours.includes(built.colour))) &&
    (!t.flag || (lib.flags[card] ?? []).includes(t.flag))
  );
}

/** Queues the reactions of `seat`'s cards (and unused Expedition) to an event. */
export function fireTriggers(
  lib: Library,
  s: MoonState,
  seat: Seat,
  on: TriggerKind,
  card: number,
  times = 1,
): void {
  const built = card >= 0 ? lib.structure[card] : undefined;
  for (const id of s.settlements[seat] as number[]) {
    const triggers = lib.structure[id]?.triggers;
    if (triggers)
      for (const t of triggers)
        if (triggerMatches(lib, t, on, built, card))
          for (let i = 0; i < times; i++) queueSteps(s, seat, id, t.then);
  }
  for (const id of s.claimed[seat] as number[]) {
    const triggers = lib.reputation[id]?.triggers;
    if (triggers)
      for (const t of triggers)
        if (triggerMatches(lib, t, on, built, card))
          for (let i = 0; i < times; i++) queueSteps(s, seat, id, t.then);
  }
  const exp = usableExpedition(s, seat);
  if (exp >= 0) {
    const triggers = lib.expedition[exp]?.triggers;
    const t = triggers?.find((tr) => triggerMatches(lib, tr, on, built, card));
    if (t) {
      s.turn.expeditionUsed = true;
      for (let i = 0; i < times; i++) queueSteps(s, seat, card, t.then);
    }
  }
}

/** Hearts on cards that track a quantity are recomputed after every change (MN-4). */
export function retrack(lib: Library, s: MoonState): void {
  for (let seat = 0; seat < s.players; seat++)
    for (const id of s.settlements[seat] as number[]) {
      const f = lib.structure[id]?.tracks;
      if (f) s.cardHearts[id] = evaluate(lib, s, seat, f);
    }
}

// ---- Constructing ----------------------------------------------------------------------------

/** Resources a discount of `d` waives on a Construct of colour `colour` (0 when it does not apply). */
function discountFor(
  d: { readonly n: number; readonly colours?: readonly Colour[] } | undefined,
  colour: Colour | undefined,
): number {
  return d && (!d.colours || (colour !== undefined && d.colours.includes(colour))) ? d.n : 0;
}

/** The discount `seat`'s Reputations give on a Construct of `card`. */
function reputationDiscount(lib: Library, s: MoonState, seat: Seat, card: number): number {
  const colour = lib.structure[card]?.colour;
  let rep = 0;
  for (const id of s.claimed[seat] as number[])
    rep += discountFor(lib.reputation[id]?.modifiers?.discount, colour);
  return rep;
}

/** The discount `seat`'s unused Expedition gives on a Construct of `card`. */
function expeditionDiscount(lib: Library, s: MoonState, seat: Seat, card: number): number {
  const exp = usableExpedition(s, seat);
  if (exp < 0) return 0;
  return discountFor(lib.expedition[exp]?.modifiers?.discount, lib.structure[card]?.colour);
}

/**
 * Every multiset of at most `k` resources drawn from `left` (k <= 2 in practice), added to
 * `out` after `prefix`, in RESOURCES order: [], [E], [E, E], [E, W], ...
 */
function subBags(left: Goods, k: number, prefix: Resource[], from: number, out: Resource[][]) {
  if (prefix.length >= k) return;
  for (let i = from; i < RESOURCES.length; i++) {
    const r = RESOURCES[i] as Resource;
    if ((left[r] ?? 0) > 0) {
      const next = [...prefix, r];
      out.push(next);
      subBags({ ...left, [r]: (left[r] ?? 0) - 1 }, k, next, i, out);
    }
  }
}

const bagsOf = (bag: Goods, k: number): Resource[][] => {
  const out: Resource[][] = [[]];
  if (k > 0) subBags(bag, k, [], 0, out);
  return out;
};

const ANY_RESOURCES: Goods = { E: 9, W: 9, B: 9, M: 9 };

/** What a Construct of `card` with these choices costs. */
export function buildPrice(lib: Library, card: number, m: MoonMove & { type: 'build' }): Goods {
  const cost = lib.structure[card]?.cost ?? {};
  const price: Goods = {};
  if (!m.free) for (const r of RESOURCES) price[r] = cost[r] ?? 0;
  for (const r of m.waive) price[r] = (price[r] ?? 0) - 1;
  for (const r of m.ignore) price[r] = (price[r] ?? 0) + 1;
  return price;
}

/** Can `seat` pay `card`'s cost (none when `free`), less `waive`, plus `ignore`? */
function canPayBuild(
  lib: Library,
  s: MoonState,
  seat: Seat,
  card: number,
  free: boolean,
  waive: readonly Resource[],
  ignore: readonly Resource[],
): boolean {
  const cost = lib.costs[card] as readonly number[];
  const sup = s.supply[seat] as number[];
  for (let i = 0; i < 4; i++) {
    let price = free ? 0 : (cost[i] as number);
    for (const r of waive) if (RESOURCES[i] === r) price--;
    for (const r of ignore) if (RESOURCES[i] === r) price++;
    if ((sup[i] as number) < price) return false;
  }
  return true;
}

/**
 * Adds every legal way for `seat` to Construct `card` now to `out` (costs, flags, discounts,
 * free builds). `table`, the position's flag table if the caller has one, saves counting flags.
 */
export function addBuildOptions(
  lib: Library,
  s: MoonState,
  seat: Seat,
  card: number,
  out: MoonMove[],
  table?: FlagTable,
): void {
  const def = lib.structure[card];
  if (!def) return;
  const lent = s.turn.seat === seat ? s.turn.lentFlags : [];
  const missing = missingFlags(lib, s, seat, def.requires, lent, table);
  if (missing > 1) return;
  const exp = usableExpedition(s, seat);
  const ignoreFor = exp >= 0 ? (lib.expedition[exp]?.modifiers?.ignoreFlagFor ?? 0) : 0;
  if (missing === 1 && ignoreFor === 0) return;
  const rep = reputationDiscount(lib, s, seat, card);
  // The Expedition is used by ignoring a flag, so it cannot also discount.
  const k = rep + (missing === 1 ? 0 : expeditionDiscount(lib, s, seat, card));
  const canFree = (s.turn.seat === seat && s.turn.freeConstructs > 0) || s.freeNext[seat] !== 0;
  const extras: Resource[][] =
    missing === 1 ? bagsOf(ANY_RESOURCES, ignoreFor).filter((b) => b.length === ignoreFor) : [[]];
  for (const ignore of extras) {
    for (const waive of bagsOf(def.cost, k))
      if (canPayBuild(lib, s, seat, card, false, waive, ignore))
        out.push({ type: 'build', card, free: false, waive, ignore });
    if (canFree && canPayBuild(lib, s, seat, card, true, [], ignore))
      out.push({ type: 'build', card, free: true, waive: [], ignore });
  }
}

/** Every legal way for `seat` to Construct `card` now (costs, flags, discounts, free builds). */
export function buildOptions(lib: Library, s: MoonState, seat: Seat, card: number): MoonMove[] {
  const out: MoonMove[] = [];
  addBuildOptions(lib, s, seat, card, out);
  return out;
}

/** Takes `card` out of wherever a Construct or Assimilate may take it from. */
export function takeCard(s: MoonState, seat: Seat, card: number): void {
  for (const list of [s.hands[seat] as number[], s.revealed, s.discard, ...s.stacks]) {
    const i = list.indexOf(card);
    if (i >= 0) {
      list.splice(i, 1);
      return;
    }
  }
  throw new Error(`card ${card} is not where it can be taken from`);
}

export function constructCard(
  lib: Library,
  s: MoonState,
  seat: Seat,
  m: MoonMove & { type: 'build' },
): void {
  const def = lib.structure[m.card];
  if (!def) throw new Error(`card ${m.card} is not a Structure`);
  takeCard(s, seat, m.card);
  const rep = reputationDiscount(lib, s, seat, m.card);
  if (m.free) {
    if (s.turn.seat === seat && s.turn.freeConstructs > 0) s.turn.freeConstructs--;
    else s.freeNext[seat] = 0;
  } else if (s.freeNext[seat] === 1) {
    // Capable is for the very next Construct: met by this one, it is left for this turn only
    // (another Construct this turn may still take it, the rulebook lets the player pick).
    s.freeNext[seat] = 2;
  }
  if (m.ignore.length > 0 || m.waive.length > rep) s.turn.expeditionUsed = true;
  const price = buildPrice(lib, m.card, m);
  payGoods(s, seat, price);
  (s.settlements[seat] as number[]).push(m.card);
  s.builtTurn[m.card] = s.turnCount;
  if (def.onBuild) queueSteps(s, seat, m.card, def.onBuild);
  if (def.colour === 'blue') produce(lib, s, seat, m.card);
  // Hackerspace and the like: one reaction per Metal actually paid.
  if ((price.M ?? 0) > 0) fireTriggers(lib, s, seat, 'metalPaid', m.card, price.M);
  fireTriggers(lib, s, seat, 'construct', m.card);
}

export function assimilateCard(lib: Library, s: MoonState, seat: Seat, card: number): void {
  takeCard(s, seat, card);
  s.discard.push(card);
  gainGoods(s, seat, lib.structure[card]?.reward ?? {});
  fireTriggers(lib, s, seat, 'assimilate', card);
}
