// Bid turns: what a bid is worth, which bids are legal, and the auction going round (MM-1,
// MM-2, MM-6). Mutating functions work on the state they are given.

import type { RuleError, Seat } from '../../engine/game.ts';
import { ruleError } from '../../engine/game.ts';
import { BID_POINTS_ALLY, BID_POINTS_OWN_TRIBE, MIN_BID, MONKEYS, TRIBE_COUNT } from './data.ts';
import type { Tribe } from './data.ts';
import type { EventSink } from './events.ts';
import { NAMES, tribeLabel as label } from './names.ts';
import { GLOSSARY } from './glossary.ts';
import type { MMTerm } from './glossary.ts';
import { boardMonkeys, returnScorn } from './ships.ts';
import { alliesOf, areAllies } from './state.ts';
import type { MMMove, MMState } from './state.ts';

/** A Monkeys on the Moon term in German, for the German words of a refusal. */
const de = (key: MMTerm): string => GLOSSARY[key].de;
const DE = NAMES.de;

/** Bid points of a coin of `coinTribe` for a monkey of `monkeyTribe`; 0 if it cannot be bid (MM-2). */
export function bidPoints(circle: readonly Tribe[], monkeyTribe: Tribe, coinTribe: Tribe): number {
  if (coinTribe === monkeyTribe) return BID_POINTS_OWN_TRIBE;
  return areAllies(circle, monkeyTribe, coinTribe) ? BID_POINTS_ALLY : 0;
}

export function bidValue(
  circle: readonly Tribe[],
  monkeyTribe: Tribe,
  coins: readonly number[],
): number {
  let v = 0;
  for (let t = 0; t < TRIBE_COUNT; t++)
    v += (coins[t] as number) * bidPoints(circle, monkeyTribe, t);
  return v;
}

/** Every coin combination of the monkey's tribe and its allies that beats the standing bid (MM-2). */
export function bidMoves(s: MMState, seat: Seat): MMMove[] {
  const a = s.auction;
  if (!a) return [];
  const tribe = (MONKEYS[a.monkey] as { tribe: Tribe }).tribe;
  const [a1, a2] = alliesOf(s.circle, tribe);
  const held = s.coins[seat] as number[];
  const floor = Math.max(MIN_BID, a.value + 1);
  const ownMax = held[tribe] as number;
  const allyMax = (held[a1] as number) + (held[a2] as number);
  const moves: MMMove[] = [];
  // Cheapest first, as a player reads them: walk the bid values upwards.
  const top = ownMax * BID_POINTS_OWN_TRIBE + allyMax * BID_POINTS_ALLY;
  for (let value = floor; value <= top; value++) {
    for (let own = 0; own <= ownMax; own++) {
      const rest = value - own * BID_POINTS_OWN_TRIBE;
      if (rest < 0 || rest % BID_POINTS_ALLY !== 0) continue;
      const allies = rest / BID_POINTS_ALLY;
      for (
        let x = Math.max(0, allies - (held[a2] as number));
        x <= Math.min(allies, held[a1] as number);
        x++
      ) {
        const coins = [0, 0, 0, 0, 0, 0];
        coins[tribe] = own;
        coins[a1] = x;
        coins[a2] = allies - x;
        moves.push({ type: 'bid', coins });
      }
    }
  }
  return moves;
}

export function checkBid(s: MMState, seat: Seat, move: MMMove): RuleError | null {
  const a = s.auction as NonNullable<MMState['auction']>;
  if (move.type === 'pass') return null;
  if (move.type !== 'bid')
    return ruleError(
      'auction-running',
      'MM-1',
      'An auction is running: bid or pass.',
      `Eine ${de('auction')} läuft: Biete oder passe.`,
    );
  const tribe = (MONKEYS[a.monkey] as { tribe: Tribe }).tribe;
  const held = s.coins[seat] as number[];
  for (let t = 0; t < TRIBE_COUNT; t++) {
    const n = move.coins[t] as number;
    if (n > 0 && bidPoints(s.circle, tribe, t) === 0) {
      return ruleError(
        'coin-not-allowed',
        'MM-2',
        `${label(t)} coins cannot bid on a ${label(tribe)} monkey: only ${label(tribe)} and its allies count.`,
        `Mit ${DE.tribe(t)}-Münzen kann niemand auf einen Affen der ${de('tribe')} ${DE.tribe(tribe)} bieten: Es zählen nur ${DE.tribe(tribe)} und die Verbündeten dieser ${de('tribe')}.`,
      );
    }
    if (n > (held[t] as number))
      return ruleError(
        'not-enough-coins',
        'MM-2',
        `You do not hold ${n} ${label(t)} coin${n > 1 ? 's' : ''}.`,
        n > 1 ? `Du hast keine ${n} ${DE.tribe(t)}-Münzen.` : `Du hast keine ${DE.tribe(t)}-Münze.`,
      );
  }
  const value = bidValue(s.circle, tribe, move.coins);
  if (value < MIN_BID)
    return ruleError(
      'bid-too-low',
      'MM-1',
      `The minimum bid is ${MIN_BID}.`,
      `Das Mindestgebot ist ${MIN_BID}.`,
    );
  if (value <= a.value)
    return ruleError(
      'bid-too-low',
      'MM-2',
      `A bid of ${value} does not beat the standing bid of ${a.value}.`,
      `Ein ${de('bid')} von ${value} schlägt das ${de('standingBid')} von ${a.value} nicht.`,
    );
  return null;
}

export function continueAuction(s: MMState, sink: EventSink): void {
  const a = s.auction as NonNullable<MMState['auction']>;
  let active = 0;
  for (let seat = 0; seat < s.players; seat++) if (!a.passed[seat]) active++;
  if (a.high >= 0 && active === 1 && !a.passed[a.high]) return awardMonkey(s, sink);
  if (active === 0) {
    // MM-1: a monkey nobody bids on is discarded.
    s.monkeyDiscard.push(a.monkey);
    sink?.push({ e: 'unsold', monkey: a.monkey });
    return closeAuction(s);
  }
  let next = a.bidder;
  do next = (next + 1) % s.players;
  while (a.passed[next]);
  a.bidder = next;
}

/** MM-2: only the winner pays, into the tribes' supplies; MM-6: winning a monkey returns its tribe's scorn. */
export function awardMonkey(s: MMState, sink: EventSink): void {
  const a = s.auction as NonNullable<MMState['auction']>;
  const seat = a.high;
  const coins = s.coins[seat] as number[];
  for (let t = 0; t < TRIBE_COUNT; t++) {
    coins[t] = (coins[t] as number) - (a.bid[t] as number);
    s.supply[t] = (s.supply[t] as number) + (a.bid[t] as number);
  }
  sink?.push({ e: 'won', seat, monkey: a.monkey, coins: a.bid, value: a.value });
  returnScorn(s, seat, (MONKEYS[a.monkey] as { tribe: Tribe }).tribe, sink);
  const monkey = a.monkey;
  closeAuction(s);
  boardMonkeys(s, seat, [monkey], sink);
}

export function closeAuction(s: MMState): void {
  s.auction = null;
  s.phase = 'select';
  s.resume = 'finish-bid-turn';
}
