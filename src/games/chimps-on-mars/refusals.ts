// Chimps on Mars refusals: why a move is not legal now, naming the ruling it breaks (CM-1 ..
// CM-9), in English (`message`) and German (`words.de`, in the glossary's terms).

import type { RuleError, Seat } from '../../engine/game.ts';
import { ruleError } from '../../engine/game.ts';
import { notYourTurn } from '../../engine/record.ts';
import { isCrew, isEvent, isLaunch, HAND_LIMIT } from './data.ts';
import { powerCard } from './attacks.ts';
import { GLOSSARY } from './glossary.ts';
import type { CMTerm } from './glossary.ts';
import { capacity } from './launch.ts';
import { encodeMove } from './notation.ts';
import { legalMoves, maxActions, toAct } from './rules.ts';
import { DOWN } from './state.ts';
import type { Action, CMMove, CMState } from './state.ts';

/** A Chimps on Mars term in German, for the German words of a refusal. */
const de = (key: CMTerm): string => GLOSSARY[key].de;

/** "Du hast in diesem Zug schon eine Karte ..." for an action taken. */
const DONE_DE: Readonly<Record<Action, string>> = {
  draw: 'gezogen',
  play: 'ausgespielt',
  discard: 'abgeworfen',
};

/** Why `move` is illegal for `seat` now, or null if it is legal. Names the ruling it enforces. */
export function checkMove(s: CMState, seat: Seat, move: CMMove): RuleError | null {
  if (s.result) return ruleError('game-over', null, 'The game is over.', 'Das Spiel ist vorbei.');
  const acting = toAct(s);
  if (!acting.includes(seat)) return notYourTurn(seat, acting, whoActsRule(s));
  const text = encodeMove(move);
  const legal = legalMoves(s, seat);
  if (legal.some((m) => encodeMove(m) === text)) return null;
  const p = s.pending[0];
  if (p) {
    const due = {
      reaction: [
        'reaction-due',
        'CM-8',
        'An attack is aimed at you: answer "banana" or "allow".',
        `Ein Angriff zielt auf dich: Antworte mit einer ${de('banana')} ("banana") oder lass ihn zu ("allow").`,
      ],
      revenge: [
        'revenge-due',
        'CM-7',
        'Your Crocodile left: choose "revenge <card>" or "revenge none".',
        `Dein ${de('crocodile')} ist gegangen: Wähle "revenge <Karte>" oder "revenge none".`,
      ],
      trim: [
        'hand-over-limit',
        'CM-9',
        `Discard down to ${HAND_LIMIT} cards in hand.`,
        `Wirf ab, bis du ${HAND_LIMIT} Karten auf der ${de('hand')} hast.`,
      ],
    };
    if (p.kind === 'meteor')
      return ruleError(
        'meteor-due',
        null,
        'Meteor Shower (event effects): discard one of your launch cards.',
        `${de('meteorShower')} (${de('eventEffects')}): Wirf eine Karte aus deinem ${de('launchArea')} ab.`,
      );
    const [code, rule, message, german] = due[p.kind] as [string, string, string, string];
    return ruleError(code, rule, message, german);
  }
  return whyNot(s, seat, move);
}

/** The ruling that says who acts now: an answer (CM-8, CM-7, CM-9), else the turn order (CM-1). */
function whoActsRule(s: CMState): string {
  const kind = s.pending[0]?.kind;
  return kind === 'reaction'
    ? 'CM-8'
    : kind === 'revenge'
      ? 'CM-7'
      : kind === 'trim'
        ? 'CM-9'
        : 'CM-1';
}

function whyNot(s: CMState, seat: Seat, move: CMMove): RuleError {
  const hand = s.hands[seat] as number[];
  const actionTaken = (a: Action) =>
    s.actions.includes(a)
      ? ruleError(
          'action-used',
          'CM-4',
          `You already took the ${a} action this turn.`,
          `Du hast in diesem Zug schon eine Karte ${DONE_DE[a]}.`,
        )
      : s.actions.length >= maxActions(s, seat)
        ? ruleError(
            'no-actions-left',
            'CM-4',
            'You have no action left this turn.',
            `Dir bleibt in diesem Zug keine ${de('action')} mehr.`,
          )
        : null;
  switch (move.type) {
    case 'arrange':
      return ruleError(
        'arrange-at-start',
        'CM-3',
        s.fresh && !s.arranged
          ? 'Name every card of your launch area once ("down" for the face-down one), in a new order.'
          : 'You may rearrange once, at the start of your turn, before any action.',
        s.fresh && !s.arranged
          ? `Nenne jede Karte in deinem ${de('launchArea')} einmal ("down" für die ${de('faceDown')}e), in neuer Reihenfolge.`
          : `Du darfst nur einmal ${de('rearrange')}: zu Beginn deines Zuges, vor jeder ${de('action')}.`,
      );
    case 'draw':
      return (
        actionTaken('draw') ??
        (hand.length >= HAND_LIMIT
          ? ruleError(
              'hand-full',
              'CM-4',
              `You may not draw holding ${HAND_LIMIT} cards.`,
              `Mit ${HAND_LIMIT} Karten auf der ${de('hand')} darfst du nicht ziehen.`,
            )
          : ruleError(
              'no-cards',
              'CM-4',
              'The main pile and the discard pile are empty.',
              `${de('mainPile')} und ${de('discardPile')} sind leer.`,
            ))
      );
    case 'play':
      if (!hand.includes(move.card))
        return ruleError(
          'not-in-hand',
          'CM-4',
          'That card is not in your hand.',
          `Diese Karte ist nicht auf deiner ${de('hand')}.`,
        );
      return (
        actionTaken('play') ??
        (!isLaunch(move.card) && !isCrew(move.card)
          ? ruleError(
              'not-for-launch',
              'CM-4',
              'Only Launch and crew cards go into the launch area.',
              `Nur Startteile und ${de('crew')}-Karten kommen in den ${de('launchArea')}.`,
            )
          : (s.launch[seat] as number[]).length >= capacity(s, seat)
            ? ruleError(
                'launch-full',
                'CM-4',
                'Your launch area is full (4 cards, 6 with an Event).',
                `Dein ${de('launchArea')} ist voll (4 Karten, 6 mit einem ${de('event')}).`,
              )
            : move.down
              ? ruleError(
                  'one-face-down',
                  'CM-4',
                  'You may have only one card face down.',
                  `Du darfst nur eine Karte ${de('faceDown')} haben.`,
                )
              : ruleError(
                  'engine-failure',
                  null,
                  'Engine Failure: you cannot play Boosters or Spaceships.',
                  `${de('engineFailure')}: Du kannst keine Raketen oder Raumkapseln spielen.`,
                ))
      );
    case 'discard':
      return (
        actionTaken('discard') ??
        (move.card !== DOWN && isEvent(move.card)
          ? ruleError(
              'event-stays',
              'CM-6',
              'An Event leaves only by crew, a matching pair or a Banana.',
              `Ein ${de('event')} geht nur durch ${de('crew')}, ein ${de('matchingPair')} oder eine ${de('banana')}.`,
            )
          : ruleError(
              'no-such-card',
              'CM-4',
              'You hold no such card.',
              'Du hast keine solche Karte.',
            ))
      );
    case 'swap':
    case 'steal':
    case 'destroy':
      if (!s.fresh)
        return ruleError(
          'power-up-instead',
          'CM-4',
          'A power-up is played instead of actions, not after them.',
          `Eine ${de('powerUp')} wird statt der ${de('actions')} gespielt, nicht danach.`,
        );
      if (powerCard(s, seat, move.type) < 0)
        return ruleError(
          'no-power-up',
          'CM-7',
          `You hold no ${move.type} card.`,
          `Du hast keine ${de('powerUp')} ${de(move.type)}.`,
        );
      if (s.shielded[move.target])
        return ruleError(
          'shielded',
          'CM-8',
          'That player is protected by a Banana until their next turn.',
          `Dieser Spieler ist bis zu seinem nächsten Zug durch eine ${de('banana')} geschützt.`,
        );
      return ruleError(
        'bad-target',
        'CM-7',
        'That card cannot be taken by this power-up now.',
        `Diese ${de('powerUp')} kann diese Karte jetzt nicht treffen.`,
      );
    case 'banana':
      return ruleError(
        'no-banana',
        'CM-8',
        'You hold no Banana.',
        `Du hast keine ${de('banana')}.`,
      );
    case 'end':
      return ruleError(
        'take-an-action',
        'CM-4',
        'Take at least one action first (you may pass only with an Event).',
        `Führe zuerst mindestens eine ${de('action')} aus (passen darfst du nur mit einem ${de('event')}).`,
      );
    case 'allow':
      return ruleError(
        'nothing-to-answer',
        'CM-8',
        'No attack is aimed at you now.',
        'Gerade zielt kein Angriff auf dich.',
      );
    case 'revenge':
      return ruleError(
        'nothing-to-answer',
        'CM-7',
        'No Crocodile of yours has just left.',
        `Gerade ist kein ${de('crocodile')} von dir gegangen.`,
      );
    case 'meteor':
      return ruleError(
        'no-meteor-due',
        null,
        'No Meteor Shower has arrived in your area.',
        `In deinem ${de('launchArea')} ist kein ${de('meteorShower')} angekommen.`,
      );
  }
}
