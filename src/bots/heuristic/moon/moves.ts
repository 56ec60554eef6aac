// The bot's moves tried on a copy of its position: each legal move played out as far as the bot
// can see (a choice's answer included) and priced, with what it foresees beyond.

import type { Choice } from '../../../games/moon/choices.ts';
import { gainGoods, takeResources } from '../../../games/moon/effects.ts';
import type { MoonMove } from '../../../games/moon/index.ts';
import { isColour } from '../../../games/moon/library.ts';
import { FLAGS, RESOURCES } from '../../../games/moon/vocabulary.ts';
import { bestType, cardHeartsOf, copyPos, needOf, ri, roverOnOf, supplyOf } from './position.ts';
import type { Ctx, Pos } from './position.ts';
import { price } from './price.ts';
import { affordable, build, fire, gainFor, keepValue, runSteps } from './steps.ts';

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

/**
 * What taking `card` from the hand keeps from the next seat to hold it (a module function, not
 * a closure in `tryMove`: under tsx a named closure costs a defineProperty each time it is made).
 */
function denial(ctx: Ctx, p: Pos, card: number): number {
  const { me, view, w } = ctx;
  const hand = view.hands[me] ?? [];
  const fromHand = !view.decision && hand.includes(card);
  // Solo: the hand stays face up for the player's own later turn; nobody else drafts from it.
  if (!fromHand || hand.length <= 1 || ctx.players === 1) return 0;
  const next = (me + 1) % ctx.players;
  // The same card is tried several times (each way to pay, and Assimilate): priced once.
  if (p !== ctx.pos) return w.denial * ctx.w.rivalWeight * gainFor(ctx, p, next, card);
  let gain = ctx.denials.get(card);
  if (gain === undefined) ctx.denials.set(card, (gain = gainFor(ctx, p, next, card)));
  return w.denial * ctx.w.rivalWeight * gain;
}

export function tryMove(ctx: Ctx, p: Pos, move: MoonMove, mainBest: number): Tried | null {
  const { lib, me, view } = ctx;
  const q = copyPos(p, me);
  let extra = 0;
  let denied = 0;
  const hand = view.hands[me] ?? [];
  switch (move.type) {
    case 'build':
      extra += build(ctx, q, move) + (denied = denial(ctx, p, move.card));
      break;
    case 'assimilate': {
      gainGoods(q, me, lib.structure[move.card]?.reward ?? {});
      extra += fire(ctx, q, 'assimilate', move.card) + (denied = denial(ctx, p, move.card));
      break;
    }
    case 'park': {
      q.rovers[me] = (q.rovers[me] as number) - 1;
      if (!move.reckless) roverOnOf(q)[move.card] = (q.roverOn[move.card] as number) + 1;
      if (isColour(lib, move.card, 'blue')) gainGoods(q, me, lib.production[move.card] ?? {});
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
            const r = copyPos(q, me);
            const e = build(ctx, r, {
              type: 'build',
              card: id,
              free: false,
              waive: [],
              ignore: [],
            });
            opened = Math.max(
              opened,
              price(ctx, r) + e - price(ctx, q) + denial(ctx, p, id) - mainBest,
            );
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
      takeResources(q, me, { [d.resource]: n });
      q.hearts[me] = (q.hearts[me] as number) + n * d.each * (d.x ? view.x : 1);
      return 0;
    }
    case 'pick':
    case 'rewardResource': {
      if (c.type !== 'resource') return 0;
      gainGoods(q, me, { [c.resource]: d.kind === 'pick' && d.same ? d.n : 1 });
      return needOf(ctx, c.resource);
    }
    case 'payAny':
      if (c.type !== 'resource') return 0;
      takeResources(q, me, { [c.resource]: 1 });
      return -needOf(ctx, c.resource) + 0.01 * (sup[ri(c.resource)] as number);
    case 'exchange': {
      if (c.type !== 'exchange') return 0;
      takeResources(q, me, { [c.give]: 1 });
      gainGoods(q, me, { [c.get]: 1 });
      return needOf(ctx, c.get) - needOf(ctx, c.give);
    }
    case 'takeRewards':
      gainGoods(q, me, lib.structure[card]?.reward ?? {});
      return 0;
    case 'give': {
      if (c.type !== 'gift') return 0;
      takeResources(q, me, { [c.resource]: 1 });
      supplyOf(q, c.to);
      gainGoods(q, c.to, { [c.resource]: 1 });
      return -needOf(ctx, c.resource);
    }
    case 'produce':
      gainGoods(q, me, lib.production[card] ?? {});
      if (lib.structure[card]?.productionChoice)
        gainGoods(q, me, {
          [bestType(ctx, RESOURCES)]: lib.structure[card]?.productionChoice?.n ?? 0,
        });
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
      return runSteps(ctx, copyPos(q, me), lib.structure[card]?.flip ?? [], card) * 0.5;
    }
    case 'cycle':
    case 'swap':
      // Let go of the hand card the bot would least like to play.
      return -keepValue(ctx, card);
    case 'recall': {
      roverOnOf(q)[card] = (q.roverOn[card] as number) - 1;
      q.rovers[me] = (q.rovers[me] as number) + 1;
      return 0;
    }
    case 'greyHeart':
      cardHeartsOf(q)[card] = (q.cardHearts[card] as number) + d.n;
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
