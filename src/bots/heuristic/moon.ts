// A rule-of-thumb player for Moon, reading its view only. It prices a position in Hearts for
// every seat and plays the legal move whose outcome it prices highest, counting a rival's gain
// against its own:
//   value = mine - rivalWeight * (half the best rival + half the mean rival)
// A seat's price adds its Heart tokens, printed and end-game Hearts, Hearts on its cards (they
// score again at every Era's Scoring phase), Reputations, resources and Rovers (worth less as the
// game nears its end), future production, pink and trigger cards by the Eras left, progress
// towards the Reputations on display, and each flag type's Hearts by its chance to win that
// majority (MN-3: the lead in flags, Rovers break ties; the chance firms up as the Era runs out).
// Thus it:
// - drafts the card that adds most (flags in a contested majority, Hearts, production) and, as
//   the hand passes to the left, also counts what the card would give the next seat (denial);
// - assimilates when a card is worth more as its reward than built;
// - claims a Reputation whenever it can, parks a Rover where the production or the lent flags
//   (MN-2: they count this turn, e.g. to construct a card it lacks a flag for) pay for it, flips
//   pink cards and uses its Expedition when their effects are worth more than they cost;
// - answers choices (searches, picks, conversions, gifts, Flag Rewards) by the same price.

import type { Seat } from '../../engine/game.ts';
import { Rng } from '../../engine/rng.ts';
import type { MoonMove, MoonView } from '../../games/moon/index.ts';
import type { Choice } from '../../games/moon/choices.ts';
import { buildPrice } from '../../games/moon/effects.ts';
import { isColour, libraryOf } from '../../games/moon/library.ts';
import type { Library } from '../../games/moon/library.ts';
import { ERAS, HAND_SIZE, REFILL_HEARTS, SOLO } from '../../games/moon/rules-data.ts';
import { FLAGS, RESOURCES } from '../../games/moon/vocabulary.ts';
import type {
  Count,
  Flag,
  Formula,
  Goods,
  Resource,
  Reward,
  Step,
  TriggerKind,
} from '../../games/moon/vocabulary.ts';
import type { Bot } from '../bot.ts';

/** The bot's prices, in Hearts. */
export interface MoonWeights {
  /** A resource in Eras I and II; in Era III it falls towards `lateResource` by the last turn. */
  readonly resource: number;
  readonly lateResource: number;
  /** A Rover in supply (a park to come, a flag tie-break). */
  readonly rover: number;
  /** How much rivals' prices weigh against the bot's own. */
  readonly rivalWeight: number;
  /** Share of what a card would give the next seat, counted for taking it from the hand. */
  readonly denial: number;
  /** Steepness of the chance to win a flag majority per flag of lead, early and late in an Era. */
  readonly leadEarly: number;
  readonly leadLate: number;
  /** Share of the later Eras' refills counted for a flag lead now (flags stay built). */
  readonly futureFlags: number;
  /** A pink card's flip, per Era it can still be flipped in. */
  readonly flip: number;
  /** A card with an ongoing reaction, per Era left. */
  readonly trigger: number;
  /** An Obelisk in the settlement, per Era left (an extra Construct from a later hand). */
  readonly obelisk: number;
  /** Share of a displayed Reputation's Hearts counted at full progress towards it. */
  readonly progress: number;
  /** A Construct from an unseen stack (search, reveal). */
  readonly blindBuild: number;
  /** Resources a seat may spend per turn left: more than that are worth `surplus` of a resource. */
  readonly spendPerTurn: number;
  readonly surplus: number;
  /** Small price for each resource of a type the hand's cards still need. */
  readonly need: number;
}

export const MOON_WEIGHTS: MoonWeights = {
  resource: 0.45,
  lateResource: 0.1,
  rover: 0.7,
  rivalWeight: 0.8,
  denial: 0.5,
  leadEarly: 1,
  leadLate: 4,
  futureFlags: 0.35,
  flip: 0.8,
  trigger: 0.5,
  obelisk: 1.2,
  progress: 0.7,
  blindBuild: 1.5,
  spendPerTurn: 1.5,
  surplus: 0.3,
  need: 0.15,
};

/** The part of a position the bot prices; copied and changed to try a move. */
export interface Pos {
  settlements: number[][];
  supply: number[][];
  rovers: number[];
  roverOn: number[];
  hearts: number[];
  cardHearts: number[];
  claimed: number[][];
  reputations: number[];
  flagHearts: number[];
  flipped: number[];
  /** Solo: the Rival's cards, a contender for the flags that the bot's moves never change. */
  rival: readonly number[] | null;
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
}

const ri = (r: Resource): number => RESOURCES.indexOf(r);

function copyPos(p: Pos): Pos {
  return {
    settlements: p.settlements.map((s) => s.slice()),
    supply: p.supply.map((s) => s.slice()),
    rovers: p.rovers.slice(),
    roverOn: p.roverOn.slice(),
    hearts: p.hearts.slice(),
    cardHearts: p.cardHearts.slice(),
    claimed: p.claimed.map((c) => c.slice()),
    reputations: p.reputations.slice(),
    flagHearts: p.flagHearts.slice(),
    flipped: p.flipped.slice(),
    rival: p.rival,
  };
}

// ---- Counting, as the rules count (counting.ts), on the bot's position ---------------------------

function flagCount(lib: Library, p: Pos, seat: Seat, flag: Flag): number {
  let n = 0;
  for (const id of p.settlements[seat] as number[])
    for (const f of lib.flags[id] as Flag[]) if (f === flag) n++;
  return n;
}

function roversOnMine(p: Pos, seat: Seat): number {
  let n = 0;
  for (const id of p.settlements[seat] as number[]) n += p.roverOn[id] as number;
  return n;
}

function colourCount(lib: Library, p: Pos, seat: Seat, colour: Count['colour']): number {
  if (!colour) return 0;
  let n = 0;
  for (const id of p.settlements[seat] as number[]) if (isColour(lib, id, colour)) n++;
  return n;
}

/**
 * Counts as the rules count. `t`, the position's flag table, saves recounting flags when a
 * position is priced whole.
 */
function count(ctx: Ctx, p: Pos, seat: Seat, c: Count, card = -1, t?: FlagTable): number {
  const { lib } = ctx;
  const nf = FLAGS.length;
  switch (c.of) {
    case 'flags':
      if (t) {
        if (c.flag) return t.counts[seat * nf + (FLAG_INDEX.get(c.flag) as number)] as number;
        let all = 0;
        for (let f = 0; f < nf; f++) all += t.counts[seat * nf + f] as number;
        return all;
      }
      if (c.flag) return flagCount(lib, p, seat, c.flag);
      return FLAGS.reduce((n, f) => n + flagCount(lib, p, seat, f), 0);
    case 'cards':
      return colourCount(lib, p, seat, c.colour);
    case 'roversInSupply':
      return p.rovers[seat] as number;
    case 'roversOnMine':
      return roversOnMine(p, seat);
    case 'reputations':
      return (p.claimed[seat] as number[]).length;
    case 'resources': {
      const sup = p.supply[seat] as number[];
      if (c.resource) return sup[ri(c.resource)] as number;
      return sup.reduce((a, b) => a + b, 0);
    }
    case 'production': {
      let n = 0;
      for (const id of p.settlements[seat] as number[])
        n += (c.resource && lib.production[id]?.[c.resource]) || 0;
      return n;
    }
    case 'flagTypesWon': {
      const table = t ?? flagTable(lib, p);
      let won = 0;
      for (let f = 0; f < nf; f++) if (tableWinner(table, f) === seat) won++;
      return won;
    }
    case 'flagTypesWonOnCard': {
      const table = t ?? flagTable(lib, p);
      const shown = new Set(card >= 0 ? lib.flags[card] : []);
      return [...shown].filter((f) => tableWinner(table, FLAG_INDEX.get(f) as number) === seat)
        .length;
    }
    case 'flagTypesAtLeast': {
      const table = t ?? flagTable(lib, p);
      let n = 0;
      for (let f = 0; f < nf; f++) if ((table.counts[seat * nf + f] as number) >= (c.n ?? 1)) n++;
      return n;
    }
    case 'spentThisTurn':
      return ctx.view.turn.seat === seat ? ctx.view.turn.spent : 0;
  }
}

function evaluate(ctx: Ctx, p: Pos, seat: Seat, f: Formula, card = -1, t?: FlagTable): number {
  let v = Math.floor((count(ctx, p, seat, f.count, card, t) * f.each) / (f.per ?? 1));
  if (f.x) v *= ctx.view.x;
  return f.max === undefined ? v : Math.min(v, f.max);
}

// ---- Pricing a position ----------------------------------------------------------------------

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** Index of each flag in FLAGS. */
export const FLAG_INDEX = new Map<Flag, number>(FLAGS.map((f, i) => [f, i]));

/** A position's flags by seat (`counts[seat * FLAGS.length + flag]`) and Rovers for ties. */
interface FlagTable {
  readonly counts: number[];
  readonly tie: number[];
}

/** One pass over every settlement; in the solo game the Rival is one more row, after the seats. */
export function flagTable(lib: Library, p: Pos): FlagTable {
  const n = p.settlements.length;
  const nf = FLAGS.length;
  const rows = p.rival ? n + 1 : n;
  const counts = new Array<number>(rows * nf).fill(0);
  const tie = new Array<number>(rows);
  if (p.rival) {
    for (const id of p.rival)
      for (const flag of lib.flags[id] as Flag[]) {
        const at = n * nf + (FLAG_INDEX.get(flag) as number);
        counts[at] = (counts[at] as number) + 1;
      }
    tie[n] = SOLO.tieRovers;
  }
  for (let s = 0; s < n; s++) {
    let rovers = p.rovers[s] as number;
    for (const id of p.settlements[s] as number[]) {
      rovers += p.roverOn[id] as number;
      for (const flag of lib.flags[id] as Flag[]) {
        const at = s * nf + (FLAG_INDEX.get(flag) as number);
        counts[at] = (counts[at] as number) + 1;
      }
    }
    tie[s] = rovers;
  }
  return { counts, tie };
}

/** The seat that wins flag number `f` in table `t` (MN-3), or -1: most flags, a tie broken by Rovers. */
export function tableWinner(t: FlagTable, f: number): Seat {
  const nf = FLAGS.length;
  const n = t.tie.length;
  let best = 0;
  let first: Seat = -1;
  let tied = 0;
  for (let s = 0; s < n; s++) {
    const c = t.counts[s * nf + f] as number;
    if (c > best) {
      best = c;
      first = s;
      tied = 1;
    } else if (c === best && c > 0) tied++;
  }
  if (tied <= 1) return first;
  let top = -1;
  let winner: Seat = -1;
  for (let s = 0; s < n; s++) {
    if (t.counts[s * nf + f] !== best) continue;
    const r = t.tie[s] as number;
    if (r > top) {
      top = r;
      winner = s;
    } else if (r === top) winner = -1;
  }
  return winner;
}

/** Hearts the flag majorities are worth to each seat, by its chance to win each (MN-3). */
export function flagValues(ctx: Ctx, p: Pos, t: FlagTable = flagTable(ctx.lib, p)): number[] {
  const { w } = ctx;
  const n = t.tie.length; // the seats, and the solo Rival after them
  const nf = FLAGS.length;
  const out = new Array<number>(n).fill(0);
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
  for (const id of p.settlements[seat] as number[]) {
    v += (p.cardHearts[id] as number) * ctx.scorings;
    const prod = lib.production[id] ?? {};
    for (const r of RESOURCES) v += (prod[r] ?? 0) * ctx.futureRv * ctx.productions;
    v += (prod.R ?? 0) * w.rover * ctx.productions;
    const def = lib.structure[id];
    if (!def) continue;
    v += def.hearts ?? 0;
    for (const f of def.endGame ?? []) v += evaluate(ctx, p, seat, f, -1, t);
    if (def.productionChoice) v += def.productionChoice.n * ctx.futureRv * ctx.productions;
    if (def.flip) v += w.flip * (erasLeft + (p.flipped.includes(id) ? 0 : 1 - ctx.progress));
    if (def.triggers) v += w.trigger * (erasLeft + 1 - ctx.progress);
    if (def.obelisk) v += w.obelisk * (erasLeft + 1 - ctx.progress);
  }
  for (const id of p.claimed[seat] as number[]) {
    const rep = lib.reputation[id];
    v += (rep?.hearts ?? 0) + (p.cardHearts[id] as number) * ctx.scorings;
    if (rep?.modifiers || rep?.triggers) v += w.trigger * (erasLeft + 1 - ctx.progress);
  }
  const held = sum(p.supply[seat] as number[]);
  v += (Math.min(held, ctx.spendable) + w.surplus * Math.max(0, held - ctx.spendable)) * ctx.rv;
  v += (p.rovers[seat] as number) * w.rover;
  for (const id of p.reputations) {
    const rep = lib.reputation[id];
    if (!rep) continue;
    let frac = 1;
    for (const r of rep.requires)
      if (r.atLeast !== undefined && r.count.of !== 'spentThisTurn')
        frac = Math.min(frac, count(ctx, p, seat, r.count, -1, t) / r.atLeast);
      else if (r.atLeast !== undefined) frac = 0;
    v += rep.hearts * w.progress * Math.min(1, frac) ** 2;
  }
  return v;
}

/** The bot's price of a position: its own worth against its rivals'. */
export function price(ctx: Ctx, p: Pos): number {
  const t = flagTable(ctx.lib, p);
  const flags = flagValues(ctx, p, t);
  const vals = Array.from(
    { length: ctx.players },
    (_, s) => seatValue(ctx, p, s, t) + (flags[s] as number),
  );
  const rivals = vals.filter((_, s) => s !== ctx.me);
  if (rivals.length === 0) return vals[ctx.me] as number; // solo: the Rival is in the flags
  const rival = 0.5 * Math.max(...rivals) + (0.5 * sum(rivals)) / rivals.length;
  return (vals[ctx.me] as number) - ctx.w.rivalWeight * rival;
}

// ---- Trying moves ----------------------------------------------------------------------------

function gain(p: Pos, seat: Seat, g: Reward, x: number, times = 1): void {
  const sup = p.supply[seat] as number[];
  for (const r of RESOURCES) if (g[r]) sup[ri(r)] = (sup[ri(r)] as number) + (g[r] ?? 0) * times;
  if (g.R) p.rovers[seat] = (p.rovers[seat] as number) + g.R * times;
  if (g.H) p.hearts[seat] = (p.hearts[seat] as number) + g.H * times;
  if (g.HX) p.hearts[seat] = (p.hearts[seat] as number) + g.HX * x * times;
}

function pay(p: Pos, seat: Seat, g: Goods): void {
  const sup = p.supply[seat] as number[];
  for (const r of RESOURCES) if (g[r]) sup[ri(r)] = (sup[ri(r)] as number) - (g[r] ?? 0);
}

/** Value of a resource type to the bot beyond its price: how much its hand still needs it. */
const needOf = (ctx: Ctx, r: Resource): number => ctx.w.need * Math.min(2, ctx.need[ri(r)] ?? 0);

/** Of `types`, the one the bot's hand needs most (the first of them on a tie). */
function bestType(ctx: Ctx, types: readonly Resource[]): Resource {
  let best = types[0] as Resource;
  for (const r of types) if (needOf(ctx, r) > needOf(ctx, best)) best = r;
  return best;
}

/** The held resource the bot misses least: least needed, then most plentiful. */
function cheapestHeld(ctx: Ctx, p: Pos): Resource | null {
  const sup = p.supply[ctx.me] as number[];
  let best: Resource | null = null;
  for (const r of RESOURCES)
    if ((sup[ri(r)] as number) > 0) {
      const score = needOf(ctx, r) - 0.01 * (sup[ri(r)] as number);
      if (best === null || score < needOf(ctx, best) - 0.01 * (sup[ri(best)] as number)) best = r;
    }
  return best;
}

/**
 * Plays `steps` for the bot on `p` where they are plain gains and payments, and returns a price
 * for the parts it cannot play out (choices to come, searches of unseen piles).
 */
function runSteps(ctx: Ctx, p: Pos, steps: readonly Step[], card: number): number {
  const { lib, w, me } = ctx;
  const x = ctx.view.x;
  let extra = 0;
  for (const st of steps) {
    switch (st.do) {
      case 'pay':
        pay(p, me, st.goods);
        break;
      case 'gain':
        gain(p, me, st.goods, x);
        break;
      case 'gainPer': {
        const n = st.formula ? evaluate(ctx, p, me, st.formula, card) : 0;
        gain(p, me, { [st.what]: n }, x);
        break;
      }
      case 'spendFor': {
        const r = st.resource;
        const sup = p.supply[me] as number[];
        const each = st.each * (st.x ? x : 1);
        if (each > ctx.rv) {
          const n = Math.min(st.max ?? 99, sup[ri(r)] as number);
          sup[ri(r)] = (sup[ri(r)] as number) - n;
          p.hearts[me] = (p.hearts[me] as number) + n * each;
        }
        break;
      }
      case 'search':
        extra += st.from === 'discard' ? bestDiscardBuild(ctx, p) : w.blindBuild * 0.7;
        break;
      case 'revealTwo':
        extra += w.blindBuild;
        break;
      case 'pickResources':
        gain(p, me, { [bestType(ctx, RESOURCES)]: st.n }, x);
        break;
      case 'payAny':
        for (let i = 0; i < st.n; i++) {
          const r = cheapestHeld(ctx, p);
          if (r) pay(p, me, { [r]: 1 });
        }
        break;
      case 'exchange':
      case 'convert':
        extra += 0.1;
        break;
      case 'heartsOnThis':
        p.cardHearts[card] =
          (p.cardHearts[card] as number) +
          (st.formula ? evaluate(ctx, p, me, st.formula, card) : (st.n ?? 0));
        break;
      case 'heartsOnGrey': {
        const greys = (p.settlements[me] as number[]).filter(
          (id) => lib.structure[id]?.colour === 'grey',
        );
        const targets = st.target === 'each' ? greys : greys.slice(0, 1);
        for (const id of targets) p.cardHearts[id] = (p.cardHearts[id] as number) + (st.n ?? 1);
        break;
      }
      case 'heartsOnFlag':
        extra += st.n * 0.5;
        break;
      case 'gatherRovers': {
        let moved = p.rovers[me] as number;
        p.rovers[me] = 0;
        for (const id of p.settlements[me] as number[])
          if (lib.parkable[id]) {
            moved += p.roverOn[id] as number;
            p.roverOn[id] = 0;
          }
        p.roverOn[card] = (p.roverOn[card] as number) + moved;
        p.hearts[me] = (p.hearts[me] as number) + moved;
        break;
      }
      case 'takeRewards': {
        const rewards = [...new Set(ctx.view.discard)]
          .map((id) => rewardWorth(ctx, lib.structure[id]?.reward ?? {}))
          .sort((a, b) => b - a);
        extra += sum(rewards.slice(0, st.n));
        break;
      }
      case 'giveResource': {
        const r = cheapestHeld(ctx, p);
        if (r) pay(p, me, { [r]: 1 });
        extra += ctx.w.rivalWeight * ctx.rv * 0.5;
        break;
      }
      case 'produceAgain': {
        const seats = st.whose === 'own' ? [me] : otherSeats(ctx);
        let best = 0;
        for (const s of seats)
          for (const id of p.settlements[s] as number[])
            if (isColour(lib, id, 'blue'))
              best = Math.max(best, rewardWorth(ctx, lib.production[id] ?? {}));
        extra += best;
        break;
      }
      case 'freeConstruct':
        extra += 2 * ctx.rv;
        break;
      case 'unflip':
        extra += st.which === 'all' ? w.flip * 2 : w.flip;
        break;
      case 'cycleHand':
      case 'swapWithDiscard':
        extra += 0.2;
        break;
      case 'recallRover':
        extra += w.rover * 0.5;
        break;
      case 'produceThis':
        gain(p, me, lib.production[card] ?? {}, x);
        break;
      case 'rewardResource':
        extra += ctx.rv;
        break;
    }
  }
  return extra;
}

const otherSeats = (ctx: Ctx): Seat[] =>
  Array.from({ length: ctx.players }, (_, s) => s).filter((s) => s !== ctx.me);

function rewardWorth(ctx: Ctx, g: Reward): number {
  let v = 0;
  for (const r of RESOURCES) v += (g[r] ?? 0) * ctx.rv;
  return v + (g.R ?? 0) * ctx.w.rover + (g.H ?? 0) + (g.HX ?? 0) * ctx.view.x;
}

/** The reactions of the bot's cards, Reputations and unused Expedition to an event, priced. */
function fire(ctx: Ctx, p: Pos, on: TriggerKind, card: number): number {
  const { lib, me, view } = ctx;
  const built = card >= 0 ? lib.structure[card] : undefined;
  let extra = 0;
  const react = (
    owner: number,
    t: { on: TriggerKind; colours?: readonly string[]; flag?: Flag; then: readonly Step[] },
  ) => {
    if (t.on !== on) return;
    if (t.colours && !(built && t.colours.includes(built.colour))) return;
    if (t.flag && !(lib.flags[card] ?? []).includes(t.flag)) return;
    extra += runSteps(ctx, p, t.then, owner);
  };
  for (const id of p.settlements[me] as number[])
    for (const t of lib.structure[id]?.triggers ?? []) react(id, t);
  for (const id of p.claimed[me] as number[])
    for (const t of lib.reputation[id]?.triggers ?? []) react(id, t);
  const exp = view.turn.seat === me && !view.turn.expeditionUsed ? view.handExpedition[me] : -1;
  if (exp !== null && exp !== undefined && exp >= 0) {
    const t = (lib.expedition[exp]?.triggers ?? []).find(
      (tr) =>
        tr.on === on &&
        (!tr.colours || (built !== undefined && tr.colours.includes(built.colour))) &&
        (!tr.flag || (lib.flags[card] ?? []).includes(tr.flag)),
    );
    if (t) extra += runSteps(ctx, p, t.then, card);
  }
  return extra;
}

/** Builds `card` for the bot on `p`; returns the price of what cannot be played out. */
function build(ctx: Ctx, p: Pos, m: MoonMove & { type: 'build' }): number {
  const { lib, me } = ctx;
  const def = lib.structure[m.card];
  if (!def) return 0;
  const price = buildPrice(lib, m.card, m);
  pay(p, me, price);
  (p.settlements[me] as number[]).push(m.card);
  let extra = 0;
  if (def.onBuild) extra += runSteps(ctx, p, def.onBuild, m.card);
  if (def.colour === 'blue') {
    gain(p, me, lib.production[m.card] ?? {}, ctx.view.x);
    if (def.productionChoice)
      gain(p, me, { [bestType(ctx, RESOURCES)]: def.productionChoice.n }, 0);
  }
  if ((price.M ?? 0) > 0)
    for (let i = 0; i < (price.M ?? 0); i++) extra += fire(ctx, p, 'metalPaid', m.card);
  extra += fire(ctx, p, 'construct', m.card);
  // Tracked Hearts follow their count (MN-4).
  for (const id of p.settlements[me] as number[]) {
    const f = lib.structure[id]?.tracks;
    if (f) p.cardHearts[id] = evaluate(ctx, p, me, f);
  }
  return extra;
}

/** The best Construct from the discard pile the bot could pay for, priced (Particle Beam). */
function bestDiscardBuild(ctx: Ctx, p: Pos): number {
  const base = price(ctx, p);
  let best = 0;
  for (const id of new Set(ctx.view.discard)) {
    const def = ctx.lib.structure[id];
    if (!def || !affordable(ctx, p, ctx.me, id)) continue;
    const q = copyPos(p);
    const extra = build(ctx, q, { type: 'build', card: id, free: false, waive: [], ignore: [] });
    best = Math.max(best, price(ctx, q) + extra - base);
  }
  return best;
}

/** Can `seat` pay for `card` and has it the flags (lent flags aside)? */
function affordable(ctx: Ctx, p: Pos, seat: Seat, card: number, lent: readonly Flag[] = []) {
  const def = ctx.lib.structure[card];
  if (!def) return false;
  const sup = p.supply[seat] as number[];
  if (!RESOURCES.every((r) => (sup[ri(r)] as number) >= (def.cost[r] ?? 0))) return false;
  for (const f of FLAGS) {
    let need = 0;
    for (const r of def.requires) if (r === f) need++;
    if (need === 0) continue;
    let have = flagCount(ctx.lib, p, seat, f);
    for (const l of lent) if (l === f) have++;
    if (have < need) return false;
  }
  return true;
}

/** What `card` would add to seat `seat` (the next to hold this hand) if it built it. */
function gainFor(ctx: Ctx, p: Pos, seat: Seat, card: number): number {
  const def = ctx.lib.structure[card];
  if (!def) return 0;
  if (!affordable(ctx, p, seat, card)) return rewardWorth(ctx, def.reward);
  const t = flagTable(ctx.lib, p);
  const before = seatValue(ctx, p, seat, t) + (flagValues(ctx, p, t)[seat] as number);
  const q = copyPos(p);
  pay(q, seat, def.cost);
  (q.settlements[seat] as number[]).push(card);
  const tq = flagTable(ctx.lib, q);
  const after = seatValue(ctx, q, seat, tq) + (flagValues(ctx, q, tq)[seat] as number);
  return Math.max(after - before, rewardWorth(ctx, def.reward));
}

/**
 * A move tried on a copy of the position: the position after it, the price of what cannot be
 * played out (`extra`, searches and choices to come, the denial included) and the denial alone
 * (what taking the card from the hand keeps from the next seat). Null for `end`.
 */
export interface Tried {
  readonly q: Pos;
  readonly extra: number;
  readonly denial: number;
}

/** Prices one legal move: the change in the bot's price of the position, plus what it foresees. */
export function moveValue(
  ctx: Ctx,
  p: Pos,
  base: number,
  move: MoonMove,
  mainBest: number,
): number {
  const t = tryMove(ctx, p, move, mainBest);
  return t ? price(ctx, t.q) + t.extra - base : 0;
}

export function tryMove(ctx: Ctx, p: Pos, move: MoonMove, mainBest: number): Tried | null {
  const { lib, me, view, w } = ctx;
  const q = copyPos(p);
  let extra = 0;
  let denied = 0;
  const hand = view.hands[me] ?? [];
  const fromHand = (card: number) => !view.decision && hand.includes(card);
  const denial = (card: number) => {
    // Solo: the hand stays face up for the player's own later turn; nobody else drafts from it.
    if (!fromHand(card) || hand.length <= 1 || ctx.players === 1) return 0;
    const next = (me + 1) % ctx.players;
    return w.denial * ctx.w.rivalWeight * gainFor(ctx, p, next, card);
  };
  switch (move.type) {
    case 'build':
      extra += build(ctx, q, move) + (denied = denial(move.card));
      break;
    case 'assimilate': {
      gain(q, me, lib.structure[move.card]?.reward ?? {}, view.x);
      extra += fire(ctx, q, 'assimilate', move.card) + (denied = denial(move.card));
      break;
    }
    case 'park': {
      q.rovers[me] = (q.rovers[me] as number) - 1;
      if (!move.reckless) q.roverOn[move.card] = (q.roverOn[move.card] as number) + 1;
      if (isColour(lib, move.card, 'blue')) gain(q, me, lib.production[move.card] ?? {}, view.x);
      extra += fire(ctx, q, 'park', move.card);
      // Lent flags (MN-2): what a Construct they open is worth over the best main action now.
      if (!view.turn.mainDone && isColour(lib, move.card, 'yellow')) {
        const lent = [...view.turn.lentFlags, ...(lib.flags[move.card] ?? [])];
        let opened = 0;
        for (const id of hand)
          if (
            !affordable(ctx, p, me, id, view.turn.lentFlags) &&
            affordable(ctx, q, me, id, lent)
          ) {
            const r = copyPos(q);
            const e = build(ctx, r, {
              type: 'build',
              card: id,
              free: false,
              waive: [],
              ignore: [],
            });
            opened = Math.max(opened, price(ctx, r) + e - price(ctx, q) + denial(id) - mainBest);
          }
        extra += Math.max(0, opened);
      }
      break;
    }
    case 'claim': {
      q.reputations.splice(q.reputations.indexOf(move.card), 1);
      (q.claimed[me] as number[]).push(move.card);
      extra += runSteps(ctx, q, lib.reputation[move.card]?.claim ?? [], move.card);
      extra += fire(ctx, q, 'claim', move.card);
      break;
    }
    case 'flip': {
      q.flipped.push(move.card);
      extra += runSteps(ctx, q, lib.structure[move.card]?.flip ?? [], move.card);
      // A flip saved for later in the Era may be worth more; spend it freely near the end.
      extra -= 0.3 * (1 - ctx.progress);
      break;
    }
    case 'expedition': {
      const exp = view.handExpedition[me];
      if (exp !== null && exp !== undefined && exp >= 0)
        extra += runSteps(ctx, q, lib.expedition[exp]?.action ?? [], exp);
      break;
    }
    case 'obelisk': {
      // The Obelisk goes into the hand (and on to the left) for one extra Construct from it:
      // worth the hand card built besides the main action.
      const mine = q.settlements[me] as number[];
      mine.splice(mine.indexOf(move.card), 1);
      const builds = hand
        .filter((id) => affordable(ctx, p, me, id, view.turn.lentFlags))
        .map((id) => keepValue(ctx, id))
        .sort((a, b) => b - a);
      extra += (view.turn.mainDone ? (builds[0] ?? 0) : (builds[1] ?? 0)) - 0.5;
      break;
    }
    case 'end':
      return null;
    case 'choose':
      extra += choose(ctx, q, move.choice);
      break;
  }
  return { q, extra, denial: denied };
}

/** Plays the answer `c` to the pending choice on `q`; returns a price for the rest. */
function choose(ctx: Ctx, q: Pos, c: Choice): number {
  const { lib, me, view } = ctx;
  const d = view.decision;
  if (!d || c.type === 'none') return 0;
  const card = c.type === 'card' ? c.card : -1;
  const sup = q.supply[me] as number[];
  switch (d.kind) {
    case 'spend': {
      const n = c.type === 'amount' ? c.n : 0;
      pay(q, me, { [d.resource]: n });
      q.hearts[me] = (q.hearts[me] as number) + n * d.each * (d.x ? view.x : 1);
      return 0;
    }
    case 'pick':
    case 'rewardResource': {
      if (c.type !== 'resource') return 0;
      gain(q, me, { [c.resource]: d.kind === 'pick' && d.same ? d.n : 1 }, 0);
      return needOf(ctx, c.resource);
    }
    case 'payAny':
      if (c.type !== 'resource') return 0;
      pay(q, me, { [c.resource]: 1 });
      return -needOf(ctx, c.resource) + 0.01 * (sup[ri(c.resource)] as number);
    case 'exchange': {
      if (c.type !== 'exchange') return 0;
      pay(q, me, { [c.give]: 1 });
      gain(q, me, { [c.get]: 1 }, 0);
      return needOf(ctx, c.get) - needOf(ctx, c.give);
    }
    case 'takeRewards':
      gain(q, me, lib.structure[card]?.reward ?? {}, view.x);
      return 0;
    case 'give': {
      if (c.type !== 'gift') return 0;
      pay(q, me, { [c.resource]: 1 });
      gain(q, c.to, { [c.resource]: 1 }, 0);
      return -needOf(ctx, c.resource);
    }
    case 'produce':
      gain(q, me, lib.production[card] ?? {}, view.x);
      if (lib.structure[card]?.productionChoice)
        gain(
          q,
          me,
          { [bestType(ctx, RESOURCES)]: lib.structure[card]?.productionChoice?.n ?? 0 },
          0,
        );
      return 0;
    case 'flagReward': {
      if (c.type !== 'flag') return 0;
      const f = FLAGS.indexOf(c.flag);
      q.flagHearts[f] = (q.flagHearts[f] as number) + d.n;
      return 0;
    }
    case 'convert': {
      if (d.target === null) return c.type === 'resource' ? needOf(ctx, c.resource) : 0;
      if (c.type !== 'convert') return 0;
      // Convert only a surplus into what the hand needs.
      return (
        Math.min(c.n, ctx.need[ri(d.target)] ?? 0) * 0.1 - needOf(ctx, c.resource) - 0.05 * c.n
      );
    }
    case 'unflip': {
      q.flipped = q.flipped.filter((id) => id !== card);
      return runSteps(ctx, copyPos(q), lib.structure[card]?.flip ?? [], card) * 0.5;
    }
    case 'cycle':
    case 'swap':
      // Let go of the hand card the bot would least like to play.
      return -keepValue(ctx, card);
    case 'recall': {
      q.roverOn[card] = (q.roverOn[card] as number) - 1;
      q.rovers[me] = (q.rovers[me] as number) + 1;
      return 0;
    }
    case 'greyHeart':
      q.cardHearts[card] = (q.cardHearts[card] as number) + d.n;
      return 0;
    case 'search':
    case 'reveal':
      return 0;
    case 'hand': {
      // Solo: the face-up hand whose best card is worth most now.
      const cards = c.type === 'hand' ? (view.solo?.hands[c.hand] ?? []) : [];
      return cards.reduce((best, id) => Math.max(best, keepValue(ctx, id)), 0);
    }
  }
}

/** What a hand card is worth to the bot: its reward, or built if it can pay for it. */
function keepValue(ctx: Ctx, card: number): number {
  const def = ctx.lib.structure[card];
  if (!def) return 0;
  const p = ctx.pos;
  if (!affordable(ctx, p, ctx.me, card)) return rewardWorth(ctx, def.reward);
  const q = copyPos(p);
  const e = build(ctx, q, { type: 'build', card, free: false, waive: [], ignore: [] });
  return Math.max(rewardWorth(ctx, def.reward), price(ctx, q) + e - price(ctx, p));
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
    rival: view.solo ? view.solo.tableau : null,
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
  };
}

/**
 * What `seat`'s position is worth in Hearts, read from its own view, by the bot's prices: its
 * worth (flags included) as the bot counts it for every seat, rivals not subtracted. IS-MCTS
 * scores its leaves with it (`leaf.ts`).
 */
export function moonProspects(
  view: MoonView,
  seat: Seat,
  weights: MoonWeights = MOON_WEIGHTS,
): number {
  const ctx = read(weights, view, seat);
  const t = flagTable(ctx.lib, ctx.pos);
  return seatValue(ctx, ctx.pos, seat, t) + (flagValues(ctx, ctx.pos, t)[seat] as number);
}

/**
 * Solo: the Rival's prospects on the same scale as `moonProspects`: its Hearts, the flags it is
 * likely to win, and what its reveals should still bring (a Heart or so per card it already has
 * of a colour, up to its cap, for each of the turns left).
 */
export function moonRivalProspects(view: MoonView, weights: MoonWeights = MOON_WEIGHTS): number {
  const solo = view.solo;
  if (!solo) return 0;
  const ctx = read(weights, view, 0);
  const flags = flagValues(ctx, ctx.pos, flagTable(ctx.lib, ctx.pos))[view.players] ?? 0;
  const perEra = 2 * SOLO.hands - 1;
  const played = (view.round - 1) * SOLO.hands + solo.played.filter(Boolean).length;
  let future = 0;
  for (let era = view.era; era <= ERAS; era++) {
    const turns = era === view.era ? Math.max(0, perEra - played) : perEra;
    const cap = ERAS - era + 1 + SOLO.capOverX;
    future += turns * Math.min(cap, (solo.tableau.length + 2 * perEra * (era - view.era)) / 4);
  }
  return solo.hearts + flags + future;
}

export function moonHeuristic(
  seed: string,
  weights: MoonWeights = MOON_WEIGHTS,
): Bot<MoonView, MoonMove> {
  const rng = new Rng(`moon-heuristic/${seed}`);
  return {
    name: 'heuristic',
    choose(view, legal, seat) {
      if (legal.length === 1) return legal[0] as MoonMove;
      const ctx = read(weights, view, seat);
      const base = price(ctx, ctx.pos);
      // The best main action first: parks and Obelisks are priced against it.
      let mainBest = -Infinity;
      const values = new Map<MoonMove, number>();
      for (const move of legal)
        if (move.type === 'build' || move.type === 'assimilate') {
          const v = moveValue(ctx, ctx.pos, base, move, 0);
          values.set(move, v);
          mainBest = Math.max(mainBest, v);
        }
      if (mainBest === -Infinity) mainBest = 0;
      let best: MoonMove[] = [];
      let bestValue = -Infinity;
      for (const move of legal) {
        const val = values.get(move) ?? moveValue(ctx, ctx.pos, base, move, mainBest);
        if (val > bestValue + 1e-9) {
          bestValue = val;
          best = [move];
        } else if (val > bestValue - 1e-9) best.push(move);
      }
      return rng.pick(best);
    },
  };
}
