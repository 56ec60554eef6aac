// The bot's reading of a card's steps, on its own trial position: gains, payments and counts
// are played out by the rules' own functions (effects.ts, counting.ts); a choice still to come
// (a search, a pick, a gift...) is priced instead, as the bot would answer it.

import type { Seat } from '../../../engine/game.ts';
import type { MoonMove } from '../../../games/moon/index.ts';
import { evaluate, flagTable, flagTableWith, missingFlags } from '../../../games/moon/counting.ts';
import type { FlagTable } from '../../../games/moon/counting.ts';
import {
  buildPrice,
  canPay,
  gainGoods,
  gatherRovers,
  takeResources,
  triggerMatches,
} from '../../../games/moon/effects.ts';
import { isColour } from '../../../games/moon/library.ts';
import { RESOURCES } from '../../../games/moon/vocabulary.ts';
import type { Flag, Step, TriggerKind } from '../../../games/moon/vocabulary.ts';
import {
  bestType,
  cardHeartsOf,
  cheapestHeld,
  copyPos,
  otherSeats,
  rewardWorth,
  ri,
  roverOnOf,
  sum,
} from './position.ts';
import type { Ctx, Pos } from './position.ts';
import { flagValues, price, seatValue } from './price.ts';

/**
 * Plays `steps` for the bot on `p` where they are plain gains and payments, and returns a price
 * for the parts it cannot play out (choices to come, searches of unseen piles).
 */
export function runSteps(ctx: Ctx, p: Pos, steps: readonly Step[], card: number): number {
  const { lib, w, me } = ctx;
  const x = ctx.view.x;
  let extra = 0;
  for (const st of steps) {
    switch (st.do) {
      case 'pay':
        takeResources(p, me, st.goods);
        break;
      case 'gain':
        gainGoods(p, me, st.goods);
        break;
      case 'gainPer': {
        const n = st.formula ? evaluate(lib, p, me, st.formula, card) : 0;
        gainGoods(p, me, { [st.what]: n });
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
        gainGoods(p, me, { [bestType(ctx, RESOURCES)]: st.n });
        break;
      case 'payAny':
        for (let i = 0; i < st.n; i++) {
          const r = cheapestHeld(ctx, p);
          if (r) takeResources(p, me, { [r]: 1 });
        }
        break;
      case 'exchange':
      case 'convert':
        extra += 0.1;
        break;
      case 'heartsOnThis':
        cardHeartsOf(p)[card] =
          (p.cardHearts[card] as number) +
          (st.formula ? evaluate(lib, p, me, st.formula, card) : (st.n ?? 0));
        break;
      case 'heartsOnGrey': {
        const greys = (p.settlements[me] as number[]).filter(
          (id) => lib.structure[id]?.colour === 'grey',
        );
        const targets = st.target === 'each' ? greys : greys.slice(0, 1);
        for (const id of targets) cardHeartsOf(p)[id] = (p.cardHearts[id] as number) + (st.n ?? 1);
        break;
      }
      case 'heartsOnFlag':
        extra += st.n * 0.5;
        break;
      case 'gatherRovers':
        roverOnOf(p);
        gatherRovers(lib, p, me, card);
        break;
      case 'takeRewards': {
        const rewards = [...new Set(ctx.view.discard)]
          .map((id) => rewardWorth(ctx, lib.structure[id]?.reward ?? {}))
          .sort((a, b) => b - a);
        extra += sum(rewards.slice(0, st.n));
        break;
      }
      case 'giveResource': {
        const r = cheapestHeld(ctx, p);
        if (r) takeResources(p, me, { [r]: 1 });
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
        gainGoods(p, me, lib.production[card] ?? {});
        break;
      case 'rewardResource':
        extra += ctx.rv;
        break;
    }
  }
  return extra;
}

/** The reactions of the bot's cards, Reputations and unused Expedition to an event, priced. */
export function fire(ctx: Ctx, p: Pos, on: TriggerKind, card: number): number {
  const { lib, me, view } = ctx;
  const built = card >= 0 ? lib.structure[card] : undefined;
  let extra = 0;
  for (const id of p.settlements[me] as number[])
    for (const t of lib.structure[id]?.triggers ?? [])
      if (triggerMatches(lib, t, on, built, card)) extra += runSteps(ctx, p, t.then, id);
  for (const id of p.claimed[me] as number[])
    for (const t of lib.reputation[id]?.triggers ?? [])
      if (triggerMatches(lib, t, on, built, card)) extra += runSteps(ctx, p, t.then, id);
  const exp = view.turn.seat === me && !view.turn.expeditionUsed ? view.handExpedition[me] : -1;
  if (exp !== null && exp !== undefined && exp >= 0) {
    const t = (lib.expedition[exp]?.triggers ?? []).find((tr) =>
      triggerMatches(lib, tr, on, built, card),
    );
    if (t) extra += runSteps(ctx, p, t.then, card);
  }
  return extra;
}

/** Builds `card` for the bot on `p`; returns the price of what cannot be played out. */
export function build(ctx: Ctx, p: Pos, m: MoonMove & { type: 'build' }): number {
  const { lib, me } = ctx;
  const def = lib.structure[m.card];
  if (!def) return 0;
  const price = buildPrice(lib, m.card, m);
  takeResources(p, me, price);
  (p.settlements[me] as number[]).push(m.card);
  let extra = 0;
  if (def.onBuild) extra += runSteps(ctx, p, def.onBuild, m.card);
  if (def.colour === 'blue') {
    gainGoods(p, me, lib.production[m.card] ?? {});
    if (def.productionChoice)
      gainGoods(p, me, { [bestType(ctx, RESOURCES)]: def.productionChoice.n });
  }
  if ((price.M ?? 0) > 0)
    for (let i = 0; i < (price.M ?? 0); i++) extra += fire(ctx, p, 'metalPaid', m.card);
  extra += fire(ctx, p, 'construct', m.card);
  // Tracked Hearts follow their count (MN-4).
  for (const id of p.settlements[me] as number[]) {
    const f = lib.structure[id]?.tracks;
    if (f) cardHeartsOf(p)[id] = evaluate(lib, p, me, f);
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
    const q = copyPos(p, ctx.me);
    const extra = build(ctx, q, { type: 'build', card: id, free: false, waive: [], ignore: [] });
    best = Math.max(best, price(ctx, q) + extra - base);
  }
  return best;
}

/** Can `seat` pay for `card` and has it the flags (`lent` by a parked Rover besides)? */
export function affordable(
  ctx: Ctx,
  p: Pos,
  seat: Seat,
  card: number,
  lent: readonly Flag[] = [],
): boolean {
  const def = ctx.lib.structure[card];
  return (
    def !== undefined &&
    canPay(p, seat, def.cost) &&
    missingFlags(ctx.lib, p, seat, def.requires, lent) === 0
  );
}

/** What `card` would add to seat `seat` (the next to hold this hand) if it built it. */
export function gainFor(ctx: Ctx, p: Pos, seat: Seat, card: number): number {
  const def = ctx.lib.structure[card];
  if (!def) return 0;
  if (!affordable(ctx, p, seat, card)) return rewardWorth(ctx, def.reward);
  // The worth before is the same for every card `seat` might take from this hand.
  const memo = ctx.before;
  if (memo.pos !== p || memo.seat !== seat) {
    const t = flagTable(ctx.lib, p);
    memo.worth = seatValue(ctx, p, seat, t) + (flagValues(ctx, p, t)[seat] as number);
    memo.table = t;
    memo.pos = p;
    memo.seat = seat;
  }
  const before = memo.worth;
  const q = copyPos(p, seat);
  takeResources(q, seat, def.cost);
  (q.settlements[seat] as number[]).push(card);
  // Paying changes no flag: the table is the one before with the card in `seat`'s row.
  const tq = flagTableWith(memo.table as FlagTable, ctx.lib, seat, card, q.roverOn[card] as number);
  const after = seatValue(ctx, q, seat, tq) + (flagValues(ctx, q, tq)[seat] as number);
  return Math.max(after - before, rewardWorth(ctx, def.reward));
}

/** What a hand card is worth to the bot: its reward, or built if it can pay for it. */
export function keepValue(ctx: Ctx, card: number): number {
  const def = ctx.lib.structure[card];
  if (!def) return 0;
  const p = ctx.pos;
  if (!affordable(ctx, p, ctx.me, card)) return rewardWorth(ctx, def.reward);
  const q = copyPos(p, ctx.me);
  const e = build(ctx, q, { type: 'build', card, free: false, waive: [], ignore: [] });
  return Math.max(rewardWorth(ctx, def.reward), price(ctx, q) + e - price(ctx, p));
}
