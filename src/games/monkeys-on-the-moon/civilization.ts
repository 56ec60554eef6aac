// Civilization turns: which tribes a card advances, the rival's payment and the scorn chain,
// stones on the track, and the Monkey Treachery variant (MM-4, MM-5, MM-7).

import type { RuleError, Seat } from '../../engine/game.ts';
import { ruleError } from '../../engine/game.ts';
import {
  ADVANCE_COINS,
  ADVANCE_COINS_WITH_SCORN,
  CIVILIZATION_CARDS,
  RIVAL_PAYMENT,
  TRACK_LAST_SPACE,
  WHITE_DOT_SPACE,
} from './data.ts';
import type { Tribe } from './data.ts';
import type { EventSink } from './events.ts';
import { civLabel, tribeLabel as label, NAMES } from './names.ts';
import { GLOSSARY } from './glossary.ts';
import type { MMTerm } from './glossary.ts';
import { rivalPairsAboard } from './ships.ts';
import { alliesOf, clockwise, currentSeat, rivalOf } from './state.ts';
import type { ChainChoice, MMMove, MMState } from './state.ts';

/** A Monkeys on the Moon term in German, for the German words of a refusal. */
const de = (key: MMTerm): string => GLOSSARY[key].de;
const DE = NAMES.de;

/** MM-5: the choices due when the rival cannot be paid and its scorn is already yours; null if none. */
export function chainChoices(s: MMState, seat: Seat, advanced: Tribe): ChainChoice[] | null {
  const rival = rivalOf(s.circle, advanced);
  const coins = s.coins[seat] as number[];
  if ((coins[rival] as number) > 0 || s.scorn[rival] !== seat) return null;
  return alliesOf(s.circle, rival).map((ally) => ({
    kind: (coins[ally] as number) > 0 ? 'pay' : 'scorn',
    tribe: ally,
  }));
}

/** Tribes a civilization card may advance: its own and its two allies (MM-4). */
export const advanceableTribes = (s: MMState, card: number): Tribe[] => {
  const t = (CIVILIZATION_CARDS[card] as { tribe: Tribe }).tribe;
  return [t, ...alliesOf(s.circle, t)];
};

export function checkPlay(s: MMState, seat: Seat, move: MMMove): RuleError | null {
  if (move.type !== 'play')
    return ruleError(
      'civilization-turn',
      'MM-4',
      'It is a civilization turn: play a civilization card.',
      `Es ist ein Zivilisationszug: Spiele eine ${de('civCard')}.`,
    );
  if (!(s.hands[seat] as number[]).includes(move.card)) {
    return ruleError(
      'card-not-in-hand',
      'MM-4',
      `${civLabel(move.card)} is not in your hand.`,
      `${DE.civ(move.card)} ist nicht in deiner ${de('hand')}.`,
    );
  }
  const allowed = advanceableTribes(s, move.card);
  if (!allowed.includes(move.tribe)) {
    return ruleError(
      'tribe-not-allowed',
      'MM-4',
      `${civLabel(move.card)} advances ${allowed.map(label).join(', ')} (its tribe or an ally), not ${label(move.tribe)}.`,
      `${DE.civ(move.card)} bewegt nur ${DE.list(allowed.map(DE.tribe))} (ihre ${de('tribe')} und deren ${de('allies')}), nicht ${DE.tribe(move.tribe)}.`,
    );
  }
  const choices = chainChoices(s, seat, move.tribe);
  const rival = rivalOf(s.circle, move.tribe);
  if (!choices && move.chain) {
    return ruleError(
      'no-chain-choice',
      'MM-5',
      `No scorn-chain choice is due: you pay ${label(rival)} or take its scorn.`,
      `In der ${de('scornChain')} ist keine Wahl fällig: Du zahlst 1 ${DE.tribe(rival)}-Münze an den Rivalen oder nimmst die ${de('scorn')} ${DE.tribe(rival)}.`,
    );
  }
  if (choices) {
    const text = choices.map((c) => `${c.kind} ${label(c.tribe)}`).join(' or ');
    const textDe = choices
      .map((c) =>
        c.kind === 'pay'
          ? `1 ${DE.tribe(c.tribe)}-Münze zahlen`
          : `${de('scorn')} ${DE.tribe(c.tribe)} nehmen`,
      )
      .join(' oder ');
    if (!move.chain) {
      return ruleError(
        'chain-choice-needed',
        'MM-5',
        `You hold the ${label(rival)} scorn and have no ${label(rival)} coin: choose ${text}.`,
        `Du hast die ${de('scorn')} ${DE.tribe(rival)} und keine ${DE.tribe(rival)}-Münze: Wähle ${textDe}.`,
      );
    }
    const chain = move.chain;
    if (!choices.some((c) => c.kind === chain.kind && c.tribe === chain.tribe)) {
      return ruleError(
        'bad-chain-choice',
        'MM-5',
        `The scorn chain allows only ${text}.`,
        `Die ${de('scornChain')} erlaubt nur: ${textDe}.`,
      );
    }
  }
  return null;
}

/** MM-4: take coins, pay the rival (MM-5 scorn chain), move the stone; the scorn return waits in `settle`. */
export function playCivilization(
  s: MMState,
  seat: Seat,
  card: number,
  tribe: Tribe,
  chain: ChainChoice | null,
  sink: EventSink,
): void {
  const hand = s.hands[seat] as number[];
  hand.splice(hand.indexOf(card), 1);
  s.civDiscard.push(card);
  sink?.push({ e: 'play', seat, card, tribe });
  const coins = s.coins[seat] as number[];
  const wanted = s.scorn[tribe] === seat ? ADVANCE_COINS_WITH_SCORN : ADVANCE_COINS;
  const taken = Math.min(wanted, s.supply[tribe] as number);
  coins[tribe] = (coins[tribe] as number) + taken;
  s.supply[tribe] = (s.supply[tribe] as number) - taken;
  sink?.push({ e: 'coins-taken', seat, tribe, count: taken });

  const rival = rivalOf(s.circle, tribe);
  if ((coins[rival] as number) >= RIVAL_PAYMENT) pay(s, seat, rival, 'rival', sink);
  else if (s.scorn[rival] !== seat) takeScorn(s, seat, rival, sink);
  else if (chain?.kind === 'pay') pay(s, seat, chain.tribe, 'ally', sink);
  else if (chain) takeScorn(s, seat, chain.tribe, sink);

  moveStone(s, tribe, (CIVILIZATION_CARDS[card] as { move: number }).move, sink);
  s.advancing = tribe;
  s.resume = 'finish-civilization-turn';
}

export function pay(
  s: MMState,
  seat: Seat,
  tribe: Tribe,
  to: 'rival' | 'ally',
  sink: EventSink,
): void {
  const coins = s.coins[seat] as number[];
  coins[tribe] = (coins[tribe] as number) - RIVAL_PAYMENT;
  s.supply[tribe] = (s.supply[tribe] as number) + RIVAL_PAYMENT;
  sink?.push({ e: 'pay', seat, tribe, to });
}

/** MM-5: take a tribe's scorn from the centre or its holder; if already yours, nothing more happens. */
export function takeScorn(s: MMState, seat: Seat, tribe: Tribe, sink: EventSink): void {
  const from = s.scorn[tribe] as Seat;
  if (from === seat) {
    sink?.push({ e: 'scorn-kept', seat, tribe });
    return;
  }
  s.scorn[tribe] = seat;
  sink?.push({ e: 'scorn-taken', seat, tribe, from });
}

/** Moves a stone; MM-7: a finished stone stays, and reaching the white dot may trigger Treachery. */
export function moveStone(s: MMState, tribe: Tribe, spaces: number, sink: EventSink): void {
  if (s.finished.includes(tribe)) {
    sink?.push({ e: 'stone-stays', tribe });
    return;
  }
  const from = s.track[tribe] as number;
  const to = Math.min(from + spaces, TRACK_LAST_SPACE);
  s.track[tribe] = to;
  sink?.push({ e: 'stone', tribe, from, to });
  if (to >= TRACK_LAST_SPACE) {
    s.finished.push(tribe);
    sink?.push({ e: 'finish', tribe, place: s.finished.length });
  }
  if (s.options.treachery && !s.treacheryDone && from < WHITE_DOT_SPACE && to >= WHITE_DOT_SPACE) {
    treachery(s, tribe, sink);
  }
}

/** Monkey Treachery: swap with the clockwise neighbour; every ship now carrying rivals must launch. */
export function treachery(s: MMState, tribe: Tribe, sink: EventSink): void {
  s.treacheryDone = true;
  const other = clockwise(s.circle, tribe);
  const i = s.circle.indexOf(tribe);
  const j = s.circle.indexOf(other);
  s.circle[i] = other;
  s.circle[j] = tribe;
  sink?.push({ e: 'treachery', tribe, other });
  const first = currentSeat(s);
  for (let k = 0; k < s.players; k++) {
    const seat = (first + k) % s.players;
    if (rivalPairsAboard(s, seat).length > 0) s.pending.push({ kind: 'leave', seat });
  }
}
