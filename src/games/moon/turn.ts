// A Moon turn (MN-1): the compulsory main action (Construct or Assimilate one Structure from the
// hand) and the optional actions of the Rule of One (park one Rover, flip one pink card, use the
// Expedition once, claim one Reputation), in any order, plus Obelisks and pending choices.

import type { RuleError, Seat } from '../../engine/game.ts';
import { ruleError } from '../../engine/game.ts';
import { flagTable, meets } from './counting.ts';
import {
  choiceValues,
  finishReveal,
  finishSearch,
  pileCards,
  resolveChoice,
  runTasks,
  stepsUsable,
} from './decisions.ts';
import {
  addBuildOptions,
  assimilateCard,
  constructCard,
  fireTriggers,
  produce,
  queueSteps,
  usableExpedition,
} from './effects.ts';
import { advanceTurn } from './era.ts';
import type { Library } from './library.ts';
import { isColour, libraryOf } from './library.ts';
import { FLIPS_PER_TURN } from './rules-data.ts';
import type { MoonMove, MoonState } from './state.ts';
import { encodeMove } from './notation.ts';
import { GLOSSARY } from './glossary.ts';
import type { MoonTerm } from './glossary.ts';

/** A Moon term in German, for the German words of a refusal. */
const de = (key: MoonTerm): string => GLOSSARY[key].de;

export const lib = (s: MoonState): Library => libraryOf(s.options.cardSet);

export function toAct(s: MoonState): Seat[] {
  if (s.over) return [];
  if (s.decision) return [s.decision.seat];
  return [s.turn.seat];
}

function flipLimit(l: Library, s: MoonState, seat: Seat): number {
  let limit = FLIPS_PER_TURN;
  for (const id of s.claimed[seat] as number[])
    limit = Math.max(limit, l.reputation[id]?.modifiers?.flipsPerTurn ?? 0);
  return limit;
}

/** Is a move of `type` (about `card`, -1 for any) wanted, when only moves like `only` are? */
const wanted = (only: MoonMove | undefined, type: MoonMove['type'], card = -1): boolean =>
  !only || (only.type === type && (card < 0 || !('card' in only) || only.card === card));

/**
 * Every legal move of `seat`. With `only`, moves of other kinds or cards are skipped: a quick
 * way to check one move.
 */
export function legalMoves(s: MoonState, seat: Seat, only?: MoonMove): MoonMove[] {
  if (s.over) return [];
  const l = lib(s);
  const d = s.decision;
  if (d) {
    if (d.seat !== seat) return [];
    const out: MoonMove[] = [];
    if (d.kind === 'search')
      for (const id of pileCards(s, d.pile))
        if (wanted(only, 'build', id)) addBuildOptions(l, s, seat, id, out);
    if (d.kind === 'reveal')
      for (const id of d.cards) {
        if (wanted(only, 'build', id)) addBuildOptions(l, s, seat, id, out);
        out.push({ type: 'assimilate', card: id });
      }
    if (wanted(only, 'choose'))
      for (const choice of choiceValues(l, s, d)) out.push({ type: 'choose', choice });
    return out;
  }
  if (seat !== s.turn.seat) return [];
  const t = s.turn;
  const out: MoonMove[] = [];
  const hand = s.hands[seat] as number[];
  const mine = s.settlements[seat] as number[];
  const exp = usableExpedition(s, seat);
  const expDef = exp >= 0 ? l.expedition[exp] : undefined;
  const builds = (!t.mainDone || t.extraConstructs > 0) && hand.length > 0;
  // Flags are counted once for the hand's Constructs, the Expedition and every Reputation.
  const table = builds || !t.claimed || expDef?.requires ? flagTable(l, s) : undefined;
  if (builds)
    for (const id of hand)
      if (wanted(only, 'build', id)) addBuildOptions(l, s, seat, id, out, table);
  if (!t.mainDone) for (const id of hand) out.push({ type: 'assimilate', card: id });
  if (!t.parked && (s.rovers[seat] as number) > 0 && wanted(only, 'park')) {
    for (let other = 0; other < s.players; other++) {
      if (other === seat) continue;
      for (const id of s.settlements[other] as number[]) {
        if (!l.parkable[id]) continue;
        if (s.roverOn[id] === 0) out.push({ type: 'park', card: id, reckless: false });
        else if (expDef?.modifiers?.reckless) out.push({ type: 'park', card: id, reckless: true });
      }
    }
  }
  if (t.flips < flipLimit(l, s, seat) && wanted(only, 'flip'))
    for (const id of mine) {
      const flip = l.structure[id]?.flip;
      if (flip && !s.flipped.includes(id) && stepsUsable(l, s, seat, flip, id))
        out.push({ type: 'flip', card: id });
    }
  for (const id of mine)
    if (l.structure[id]?.obelisk && (s.builtTurn[id] as number) < s.turnCount)
      out.push({ type: 'obelisk', card: id });
  if (
    expDef?.action &&
    meets(l, s, seat, expDef.requires, table) &&
    stepsUsable(l, s, seat, expDef.action, exp)
  )
    out.push({ type: 'expedition' });
  if (!t.claimed && wanted(only, 'claim'))
    for (const id of s.reputations)
      if (meets(l, s, seat, l.reputation[id]?.requires, table))
        out.push({ type: 'claim', card: id });
  if (t.mainDone) out.push({ type: 'end' });
  return out;
}

/** Why a move is not legal now, as a RuleError; null when it is. */
export function checkMove(s: MoonState, seat: Seat, move: MoonMove): RuleError | null {
  if (s.over) return ruleError('game-over', null, 'The game is over.', 'Das Spiel ist vorbei.');
  if (!toAct(s).includes(seat))
    return ruleError(
      'not-your-turn',
      'MN-1',
      `It is not seat ${seat + 1}'s turn.`,
      `Spieler ${seat + 1} ist nicht am Zug.`,
    );
  const text = encodeMove(move);
  if (legalMoves(s, seat, move).some((m) => encodeMove(m) === text)) return null;
  return explain(s, seat, move);
}

function explain(s: MoonState, _seat: Seat, move: MoonMove): RuleError {
  const t = s.turn;
  if (s.decision && move.type !== 'choose' && move.type !== 'build' && move.type !== 'assimilate')
    return ruleError(
      'decision-pending',
      'MN-1',
      'First answer the choice in front of you.',
      'Triff zuerst die Entscheidung, die gerade ansteht.',
    );
  switch (move.type) {
    case 'build':
      if (t.mainDone && t.extraConstructs === 0 && !s.decision)
        return ruleError(
          'main-done',
          'MN-1',
          'You have already taken your main action.',
          'Du hast deine Hauptaktion schon ausgeführt.',
        );
      return ruleError(
        'cannot-construct',
        'MN-2',
        'That card is not in reach, or you lack its resources or flags (a parked Rover lends flags this turn only).',
        `Diese Karte ist nicht in Reichweite, oder dir fehlen ihre ${de('resources')} oder ${de('flags')} (ein geparkter ${de('rover')} leiht ${de('flags')} nur in diesem Zug).`,
      );
    case 'assimilate':
      return ruleError(
        'cannot-assimilate',
        'MN-1',
        'Assimilate is the main action only, once a turn, with a card of your hand.',
        `${de('assimilate')} geht nur als Hauptaktion, einmal pro Zug, mit einer Karte aus deiner ${de('hand')}.`,
      );
    case 'park':
      if (t.parked)
        return ruleError(
          'rule-of-one',
          'MN-1',
          'One Rover per turn.',
          `Nur ein ${de('rover')} pro Zug.`,
        );
      return ruleError(
        'cannot-park',
        'MN-2',
        "Park a Rover from your supply on a free space of another player's blue or yellow card.",
        `Parke einen ${de('rover')} aus deinem Vorrat auf einem freien Feld einer blauen oder gelben Karte eines anderen Spielers.`,
      );
    case 'flip':
      return ruleError(
        'cannot-flip',
        'MN-1',
        'Flip one of your own unflipped pink cards whose cost you can meet, once per turn.',
        `Drehe einmal pro Zug eine deiner noch nicht umgedrehten ${de('pink')} Karten um, deren ${de('cost')} du zahlen kannst.`,
      );
    case 'expedition':
      return ruleError(
        'cannot-use-expedition',
        'MN-1',
        'Your Expedition cannot be used now.',
        `Deine ${de('expedition')} kann jetzt nicht genutzt werden.`,
      );
    case 'claim':
      return ruleError(
        'cannot-claim',
        'MN-1',
        'Claim one Reputation card per turn whose requirement you meet.',
        `Beanspruche pro Zug eine ${de('reputation')}, deren Bedingung du erfüllst.`,
      );
    case 'end':
      return ruleError(
        'main-action-first',
        'MN-1',
        'Construct or Assimilate before ending.',
        `Wähle ${de('construct')} oder ${de('assimilate')}, bevor du den Zug beendest.`,
      );
    default:
      return ruleError(
        'illegal-move',
        'MN-1',
        'That move is not open now.',
        'Dieser Zug ist jetzt nicht möglich.',
      );
  }
}

/** Plays a legal move in place. */
export function playMove(s: MoonState, seat: Seat, move: MoonMove): void {
  const l = lib(s);
  const t = s.turn;
  const d = s.decision;
  switch (move.type) {
    case 'build':
      if (d && (d.kind === 'search' || d.kind === 'reveal')) {
        s.decision = null;
        constructCard(l, s, seat, move);
        if (d.kind === 'search') finishSearch(s, d.pile);
        else finishReveal(s);
      } else {
        if (!t.mainDone) t.mainDone = true;
        else t.extraConstructs--;
        constructCard(l, s, seat, move);
      }
      break;
    case 'assimilate':
      if (d && d.kind === 'reveal') {
        s.decision = null;
        assimilateCard(l, s, seat, move.card);
        finishReveal(s);
      } else {
        t.mainDone = true;
        assimilateCard(l, s, seat, move.card);
      }
      break;
    case 'park': {
      t.parked = true;
      s.rovers[seat] = (s.rovers[seat] as number) - 1;
      if (move.reckless) t.expeditionUsed = true;
      else s.roverOn[move.card] = (s.roverOn[move.card] as number) + 1;
      if (isColour(l, move.card, 'blue')) produce(l, s, seat, move.card);
      if (isColour(l, move.card, 'yellow')) t.lentFlags.push(...(l.flags[move.card] ?? []));
      fireTriggers(l, s, seat, 'park', move.card);
      break;
    }
    case 'flip':
      t.flips++;
      s.flipped.push(move.card);
      queueSteps(s, seat, move.card, l.structure[move.card]?.flip ?? []);
      break;
    case 'obelisk': {
      const mine = s.settlements[seat] as number[];
      mine.splice(mine.indexOf(move.card), 1);
      (s.hands[seat] as number[]).push(move.card);
      t.extraConstructs++;
      break;
    }
    case 'expedition': {
      const exp = s.handExpedition[seat] as number;
      t.expeditionUsed = true;
      queueSteps(s, seat, exp, l.expedition[exp]?.action ?? []);
      break;
    }
    case 'claim':
      t.claimed = true;
      s.reputations.splice(s.reputations.indexOf(move.card), 1);
      (s.claimed[seat] as number[]).push(move.card);
      queueSteps(s, seat, move.card, l.reputation[move.card]?.claim ?? []);
      fireTriggers(l, s, seat, 'claim', move.card);
      break;
    case 'end':
      advanceTurn(l, s);
      return;
    case 'choose':
      resolveChoice(l, s, move.choice);
      return;
  }
  runTasks(l, s);
}
