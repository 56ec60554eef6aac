// The effect primitives at work: paying and gaining, production, constructing and assimilating,
// triggers, and the task runner that plays a card's steps and stops at each choice (a Decision).
// Everything here mutates the state it is given (the fast path); index.ts clones for `apply`.

import type { Seat } from '../../engine/game.ts';
import { shuffleInPlace } from '../../engine/rng.ts';
import { NONE } from './choices.ts';
import type { Choice } from './choices.ts';
import { evaluate, missingFlags } from './counting.ts';
import type { FlagTable } from './counting.ts';
import type { StructureDef } from './cards.ts';
import type { Library } from './library.ts';
import { isColour } from './library.ts';
import { openHands, takeHand } from './solo.ts';
import type { Decision, MoonMove, MoonState, Task } from './state.ts';
import { FLAGS, RESOURCES } from './vocabulary.ts';
import type {
  Colour,
  Goods,
  Resource,
  Reward,
  SearchPile,
  Step,
  Trigger,
  TriggerKind,
} from './vocabulary.ts';

export const rIndex = (r: Resource): number => RESOURCES.indexOf(r);
const total = (s: MoonState, seat: Seat) => (s.supply[seat] as number[]).reduce((a, b) => a + b, 0);

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
function takeCard(s: MoonState, seat: Seat, card: number): void {
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

// ---- Steps and decisions ---------------------------------------------------------------------

const ownFlippedOthers = (s: MoonState, seat: Seat, except: number) =>
  s.flipped.filter((id) => id !== except && (s.settlements[seat] as number[]).includes(id));

/** The pile a search looks through: a stack index, or -1 for the discard pile. */
function searchPile(s: MoonState, from: SearchPile): number | null {
  if (from === 'discard') return s.discard.length > 0 ? -1 : null;
  const i = from === 'stack' ? s.era - 1 : s.era - 2;
  return i >= 0 && (s.stacks[i] as number[]).length > 0 ? i : null;
}

export const pileCards = (s: MoonState, pile: number): number[] =>
  pile < 0 ? s.discard : (s.stacks[pile] as number[]);

const blueCards = (lib: Library, s: MoonState, seats: Seat[]) =>
  seats.flatMap((seat) =>
    (s.settlements[seat] as number[]).filter((id) => isColour(lib, id, 'blue')),
  );
const others = (s: MoonState, seat: Seat) =>
  Array.from({ length: s.players }, (_, i) => i).filter((i) => i !== seat);
const greyCards = (lib: Library, s: MoonState, seat: Seat, empty: boolean) =>
  (s.settlements[seat] as number[]).filter(
    (id) => lib.structure[id]?.colour === 'grey' && (!empty || s.cardHearts[id] === 0),
  );
const rewardTypes = (lib: Library, card: number): Resource[] =>
  RESOURCES.filter((r) => (lib.structure[card]?.reward[r] ?? 0) > 0);

/** Could `seat` start these steps now? Used to offer flips and Expedition actions. */
export function stepsUsable(
  lib: Library,
  s: MoonState,
  seat: Seat,
  steps: readonly Step[],
  card: number,
): boolean {
  for (const st of steps) if (!stepUsable(lib, s, seat, st, card)) return false;
  return true;
}

function stepUsable(lib: Library, s: MoonState, seat: Seat, st: Step, card: number): boolean {
  const hand = s.hands[seat] as number[];
  switch (st.do) {
    case 'pay':
      return canPay(s, seat, st.goods);
    case 'payAny':
      return total(s, seat) >= st.n;
    case 'exchange':
    case 'convert':
    case 'giveResource':
      return total(s, seat) >= 1;
    case 'spendFor':
      return ((s.supply[seat] as number[])[rIndex(st.resource)] as number) >= 1;
    case 'search':
      return searchPile(s, st.from) !== null;
    case 'takeRewards':
      return s.discard.length > 0;
    case 'revealTwo':
      return (s.stacks[s.era - 1] as number[]).length > 0;
    case 'produceAgain':
      return blueCards(lib, s, st.whose === 'own' ? [seat] : others(s, seat)).length > 0;
    case 'unflip':
      return st.which === 'all' || ownFlippedOthers(s, seat, card).length > 0;
    case 'cycleHand':
      // Discard, then draw the top of the Era stack: with the stack empty there is nothing to
      // draw, and throwing away the last hand card would leave no main action (MN-1).
      return hand.length > 0 && (s.stacks[s.era - 1] as number[]).length > 0;
    case 'swapWithDiscard':
      return hand.length > 0 && s.discard.length > 0;
    case 'recallRover':
      return (s.settlements[seat] as number[]).some((id) => (s.roverOn[id] as number) > 0);
    case 'heartsOnGrey':
      return st.target === 'each' || greyCards(lib, s, seat, st.target === 'empty').length > 0;
    default:
      return true;
  }
}

/** Runs queued steps until a choice is needed or nothing is left. */
export function runTasks(lib: Library, s: MoonState): void {
  while (s.decision === null && s.tasks.length > 0) {
    const task = s.tasks[0] as Task;
    const step = task.steps[task.next++];
    if (!step) {
      s.tasks.shift();
      continue;
    }
    runStep(lib, s, task, step);
    if (s.decision !== null && decisionEmpty(lib, s, s.decision)) s.decision = null;
  }
  retrack(lib, s);
  // Solo: a turn begins with the choice of a face-up hand, once nothing else waits.
  if (s.solo && s.solo.current < 0 && s.decision === null && s.tasks.length === 0 && !s.over) {
    const open = openHands(s.solo);
    if (open.length === 1) takeHand(s, open[0] as number);
    else if (open.length > 1) s.decision = { kind: 'hand', seat: 0 };
  }
}

function runStep(lib: Library, s: MoonState, task: Task, st: Step): void {
  const { seat, card } = task;
  switch (st.do) {
    case 'pay':
      payGoods(s, seat, st.goods);
      return;
    case 'gain':
      gainGoods(s, seat, st.goods);
      return;
    case 'gainPer': {
      const n = st.formula ? evaluate(lib, s, seat, st.formula, card) : 0;
      gainGoods(s, seat, { [st.what]: n });
      return;
    }
    case 'spendFor':
      s.decision = {
        kind: 'spend',
        seat,
        resource: st.resource,
        max: st.max ?? 99,
        each: st.each,
        x: st.x === true,
      };
      return;
    case 'search': {
      const pile = searchPile(s, st.from);
      if (pile !== null) s.decision = { kind: 'search', seat, from: st.from, pile };
      return;
    }
    case 'pickResources':
      s.decision = { kind: 'pick', seat, n: st.n, same: st.same === true };
      return;
    case 'payAny':
      s.decision = { kind: 'payAny', seat, n: st.n };
      return;
    case 'exchange':
      s.decision = { kind: 'exchange', seat };
      return;
    case 'heartsOnThis':
      s.cardHearts[card] =
        (s.cardHearts[card] as number) +
        (st.formula ? evaluate(lib, s, seat, st.formula, card) : (st.n ?? 0));
      return;
    case 'heartsOnGrey':
      if (st.target === 'each') {
        for (const id of greyCards(lib, s, seat, false))
          s.cardHearts[id] = (s.cardHearts[id] as number) + (st.n ?? 1);
      } else s.decision = { kind: 'greyHeart', seat, n: st.n ?? 1, empty: st.target === 'empty' };
      return;
    case 'heartsOnFlag':
      s.decision = { kind: 'flagReward', seat, n: st.n };
      return;
    case 'gatherRovers':
      gatherRovers(lib, s, seat, card);
      return;
    case 'takeRewards':
      s.decision = { kind: 'takeRewards', seat, n: st.n, taken: [] };
      return;
    case 'giveResource':
      s.decision = { kind: 'give', seat };
      return;
    case 'revealTwo': {
      const stack = s.stacks[s.era - 1] as number[];
      const cards = stack.splice(Math.max(0, stack.length - 2)).reverse();
      s.revealed.push(...cards);
      s.decision = { kind: 'reveal', seat, cards };
      return;
    }
    case 'produceAgain':
      s.decision = { kind: 'produce', seat, whose: st.whose };
      return;
    case 'freeConstruct':
      if (st.when === 'next') s.freeNext[seat] = 1;
      else if (s.turn.seat === seat) s.turn.freeConstructs++;
      return;
    case 'convert':
      s.decision = { kind: 'convert', seat, target: null };
      return;
    case 'unflip':
      if (st.which === 'all') {
        const mine = s.settlements[seat] as number[];
        s.flipped = s.flipped.filter((id) => !mine.includes(id));
      } else s.decision = { kind: 'unflip', seat, except: card };
      return;
    case 'cycleHand':
      s.decision = { kind: 'cycle', seat };
      return;
    case 'swapWithDiscard':
      s.decision = { kind: 'swap', seat };
      return;
    case 'recallRover':
      s.decision = { kind: 'recall', seat };
      return;
    case 'produceThis':
      produce(lib, s, seat, card);
      return;
    case 'rewardResource': {
      const types = rewardTypes(lib, card);
      if (types.length === 1) gainGoods(s, seat, { [types[0] as Resource]: 1 });
      else if (types.length > 1) s.decision = { kind: 'rewardResource', seat, types };
      return;
    }
  }
}

const card = (id: number): Choice => ({ type: 'card', card: id });
const resourceChoice = (r: Resource): Choice => ({ type: 'resource', resource: r });

/** The answers open for a decision (Constructs and Assimilates are added by turn.ts). */
export function choiceValues(lib: Library, s: MoonState, d: Decision): Choice[] {
  const sup = s.supply[d.seat] as number[];
  const held = RESOURCES.filter((r) => (sup[rIndex(r)] as number) > 0);
  switch (d.kind) {
    case 'search':
      return [NONE];
    case 'reveal':
      return [];
    case 'spend': {
      const n = Math.min(d.max, sup[rIndex(d.resource)] as number);
      return Array.from({ length: n + 1 }, (_, i) => ({ type: 'amount', n: i }));
    }
    case 'pick':
      return RESOURCES.map(resourceChoice);
    case 'payAny':
      return held.map(resourceChoice);
    case 'exchange':
      return held.flatMap((give) =>
        RESOURCES.filter((get) => get !== give).map((get): Choice => ({
          type: 'exchange',
          give,
          get,
        })),
      );
    case 'takeRewards': {
      // Each card once, though the pile may hold copies; the cards taken already are not open.
      const out: Choice[] = [];
      for (const id of s.discard)
        if (!d.taken.includes(id) && !out.some((c) => c.type === 'card' && c.card === id))
          out.push(card(id));
      return [...out, NONE];
    }
    case 'give':
      return others(s, d.seat).flatMap((to) =>
        held.map((resource): Choice => ({ type: 'gift', to, resource })),
      );
    case 'produce':
      return blueCards(lib, s, d.whose === 'own' ? [d.seat] : others(s, d.seat)).map(card);
    case 'flagReward':
      return FLAGS.map((flag): Choice => ({ type: 'flag', flag }));
    case 'convert':
      if (d.target === null) return RESOURCES.map(resourceChoice);
      return [
        ...held
          .filter((r) => r !== d.target)
          .flatMap((resource) =>
            Array.from({ length: sup[rIndex(resource)] as number }, (_, i): Choice => ({
              type: 'convert',
              resource,
              n: i + 1,
            })),
          ),
        NONE,
      ];
    case 'unflip':
      return ownFlippedOthers(s, d.seat, d.except).map(card);
    case 'cycle':
    case 'swap':
      return (s.hands[d.seat] as number[]).map(card);
    case 'recall':
      return (s.settlements[d.seat] as number[])
        .filter((id) => (s.roverOn[id] as number) > 0)
        .map(card);
    case 'greyHeart':
      return greyCards(lib, s, d.seat, d.empty).map(card);
    case 'rewardResource':
      return d.types.map(resourceChoice);
    case 'hand':
      return s.solo ? openHands(s.solo).map((hand): Choice => ({ type: 'hand', hand })) : [];
  }
}

/**
 * Has the decision no answer open (`choiceValues` empty)? Asked after every step, so it lists
 * nothing: a search may always stop, an amount of 0 is always open, and so on.
 */
function decisionEmpty(lib: Library, s: MoonState, d: Decision): boolean {
  const held = (s.supply[d.seat] as number[]).some((n) => n > 0);
  switch (d.kind) {
    case 'reveal':
      return d.cards.length === 0;
    case 'search':
    case 'spend':
    case 'pick':
    case 'takeRewards':
    case 'flagReward':
    case 'convert':
      return false;
    case 'payAny':
    case 'exchange':
      return !held;
    case 'give':
      return !held || s.players < 2;
    case 'produce':
      return blueCards(lib, s, d.whose === 'own' ? [d.seat] : others(s, d.seat)).length === 0;
    case 'unflip':
      return ownFlippedOthers(s, d.seat, d.except).length === 0;
    case 'cycle':
    case 'swap':
      return (s.hands[d.seat] as number[]).length === 0;
    case 'recall':
      return !(s.settlements[d.seat] as number[]).some((id) => (s.roverOn[id] as number) > 0);
    case 'greyHeart':
      return greyCards(lib, s, d.seat, d.empty).length === 0;
    case 'rewardResource':
      return d.types.length === 0;
    case 'hand':
      return !s.solo || openHands(s.solo).length === 0;
  }
}

/** The card a choice names; the choice is known to be one of the decision's (a card). */
const cardOf = (c: Choice): number => (c.type === 'card' ? c.card : -1);
/** The resource a choice names (a resource choice). */
const resourceOf = (c: Choice): Resource => (c.type === 'resource' ? c.resource : 'E');

/** Applies an answer to the pending decision; the answer is known to be one listed. */
export function resolveChoice(lib: Library, s: MoonState, c: Choice): void {
  const d = s.decision as Decision;
  const seat = d.seat;
  const sup = s.supply[seat] as number[];
  let done = true;
  switch (d.kind) {
    case 'search':
      finishSearch(s, d.pile);
      break;
    case 'reveal':
      break;
    case 'spend': {
      const n = c.type === 'amount' ? c.n : 0;
      payGoods(s, seat, { [d.resource]: n });
      s.hearts[seat] = (s.hearts[seat] as number) + n * d.each * (d.x ? s.x : 1);
      break;
    }
    case 'pick': {
      gainGoods(s, seat, { [resourceOf(c)]: d.same ? d.n : 1 });
      if (!d.same && d.n > 1) {
        d.n--;
        done = false;
      }
      break;
    }
    case 'payAny':
      payGoods(s, seat, { [resourceOf(c)]: 1 });
      if (d.n > 1) {
        d.n--;
        done = false;
      }
      break;
    case 'exchange':
      if (c.type === 'exchange') {
        payGoods(s, seat, { [c.give]: 1 });
        gainGoods(s, seat, { [c.get]: 1 });
      }
      break;
    case 'takeRewards':
      if (c.type === 'card') {
        gainGoods(s, seat, lib.structure[c.card]?.reward ?? {});
        d.taken.push(c.card);
        done = d.taken.length >= d.n;
      }
      break;
    case 'give':
      if (c.type === 'gift') {
        payGoods(s, seat, { [c.resource]: 1 });
        gainGoods(s, c.to, { [c.resource]: 1 });
      }
      break;
    case 'produce':
      produce(lib, s, seat, cardOf(c));
      break;
    case 'flagReward': {
      const f = c.type === 'flag' ? FLAGS.indexOf(c.flag) : -1;
      s.flagHearts[f] = (s.flagHearts[f] as number) + d.n;
      break;
    }
    case 'convert':
      if (d.target === null) {
        d.target = resourceOf(c);
        done = false;
      } else if (c.type === 'convert') {
        sup[rIndex(c.resource)] = (sup[rIndex(c.resource)] as number) - c.n;
        sup[rIndex(d.target)] = (sup[rIndex(d.target)] as number) + c.n;
        done = false;
      }
      break;
    case 'unflip':
      s.flipped = s.flipped.filter((id) => id !== cardOf(c));
      break;
    case 'cycle': {
      const id = cardOf(c);
      takeCard(s, seat, id);
      s.discard.push(id);
      const top = (s.stacks[s.era - 1] as number[]).pop();
      if (top !== undefined) (s.hands[seat] as number[]).push(top);
      break;
    }
    case 'swap': {
      const id = cardOf(c);
      const hand = s.hands[seat] as number[];
      const top = s.discard.pop() as number;
      hand[hand.indexOf(id)] = top;
      s.discard.push(id);
      break;
    }
    case 'recall': {
      const id = cardOf(c);
      s.roverOn[id] = (s.roverOn[id] as number) - 1;
      s.rovers[seat] = (s.rovers[seat] as number) + 1;
      break;
    }
    case 'greyHeart': {
      const id = cardOf(c);
      s.cardHearts[id] = (s.cardHearts[id] as number) + d.n;
      break;
    }
    case 'rewardResource':
      gainGoods(s, seat, { [resourceOf(c)]: 1 });
      break;
    case 'hand':
      if (c.type === 'hand') takeHand(s, c.hand);
      break;
  }
  if (done) s.decision = null;
  else if (decisionEmpty(lib, s, d)) s.decision = null;
  runTasks(lib, s);
}

/** A searched stack is shuffled afterwards; the discard pile keeps its order. */
export function finishSearch(s: MoonState, pile: number): void {
  if (pile >= 0) shuffleInPlace(s.rng, s.stacks[pile] as number[]);
}

/** Science Club: the revealed card not taken goes to the bottom of the stack. */
export function finishReveal(s: MoonState): void {
  (s.stacks[s.era - 1] as number[]).unshift(...s.revealed);
  s.revealed = [];
}
