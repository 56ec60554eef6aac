// The string forms of Chimps on Mars moves, and their labels for people.
//   arrange c5,down,c12     put the launch cards in this order, left to right (start of turn, free)
//   draw                    draw the top card of the main pile
//   play c12 [down]         play card c12 from hand into the launch area (face down)
//   discard c12 | down      discard c12 (hand or launch area), or your face-down launch card
//   swap c5 p2:c14          Swap your c5 with player 2's c14 (either side may be "down")
//   steal p2:down           Steal player 2's face-down card
//   destroy p3:c9           Destroy player 3's c9
//   banana                  play a Banana (in your turn, or to answer an attack)
//   allow                   let an attack on you resolve
//   revenge c9 | down | none    the Crocodile's revenge on the attacker's card
//   meteor c5 | down | none     Meteor Shower: discard one of your launch cards
//   end                     end the turn (or pass, with an Event)
// Card ids are 1-based in strings (c1..c52) and 0-based in the state; players are p1..p5.

import type { Lang, Result, Seat } from '../../engine/game.ts';
import { ok, syntaxError as syntax } from '../../engine/game.ts';
import { CARD_COUNT, MAX_PLAYERS } from './data.ts';
import { attackLabel, attackName, cardLabel, cardName, playerLabel } from './names.ts';
import { DOWN, nextSeat } from './state.ts';
import type { CardRef, CMMove, CMState } from './state.ts';

const ref = (r: CardRef): string => (r === DOWN ? 'down' : `c${r + 1}`);

export function encodeMove(m: CMMove): string {
  switch (m.type) {
    case 'arrange':
      return `arrange ${m.order.map(ref).join(',')}`;
    case 'draw':
    case 'banana':
    case 'allow':
    case 'end':
      return m.type;
    case 'play':
      return `play c${m.card + 1}${m.down ? ' down' : ''}`;
    case 'discard':
      return `discard ${ref(m.card)}`;
    case 'swap':
      return `swap ${ref(m.mine)} p${m.target + 1}:${ref(m.theirs)}`;
    case 'steal':
    case 'destroy':
      return `${m.type} p${m.target + 1}:${ref(m.theirs)}`;
    case 'revenge':
    case 'meteor':
      return `${m.type} ${m.card === null ? 'none' : ref(m.card)}`;
  }
}

/** `c12` -> 11, `down` -> DOWN, anything else -> null. */
function parseRef(word: string | undefined, allowDown: boolean): CardRef | null {
  if (allowDown && word === 'down') return DOWN;
  const match = /^c(\d{1,2})$/.exec(word ?? '');
  const n = match ? Number(match[1]) : 0;
  return n >= 1 && n <= CARD_COUNT ? n - 1 : null;
}

/** `p2:c14` -> [1, 13]. */
function parseTarget(word: string | undefined): [Seat, CardRef] | null {
  const match = /^p(\d):(.+)$/.exec(word ?? '');
  if (!match) return null;
  const seat = Number(match[1]) - 1;
  const card = parseRef(match[2], true);
  return seat >= 0 && seat < MAX_PLAYERS && card !== null ? [seat, card] : null;
}

export function parseMove(text: string): Result<CMMove> {
  if (text.length > 100)
    return syntax(text.slice(0, 40) + '...', 'it is too long.', 'er ist zu lang.');
  const words = text.trim().toLowerCase().split(/\s+/);
  const [verb, a, b] = words;
  const n = words.length;
  switch (verb) {
    case 'arrange': {
      const refs = (a ?? '').split(',');
      const order = refs.map((r) => parseRef(r, true));
      const ids = order.filter((r) => r !== DOWN);
      if (
        n !== 2 ||
        refs.length < 2 ||
        order.some((r) => r === null) ||
        new Set(ids).size !== ids.length ||
        order.length - ids.length > 1
      )
        return syntax(
          text,
          'expected "arrange" and every launch card once, in the new order: e.g. "arrange c5,down,c12".',
          'erwartet ist "arrange" und jede Karte im Startbereich einmal, in der neuen Reihenfolge: z. B. "arrange c5,down,c12".',
        );
      return ok({ type: 'arrange', order: order as CardRef[] });
    }
    case 'draw':
    case 'banana':
    case 'allow':
    case 'end':
      return n === 1
        ? ok({ type: verb })
        : syntax(text, `"${verb}" takes nothing after it.`, `nach "${verb}" folgt nichts.`);
    case 'play': {
      const card = parseRef(a, false);
      if (card === null || n > 3 || (n === 3 && b !== 'down'))
        return syntax(
          text,
          `expected "play c<1..${CARD_COUNT}>" or "play c<n> down".`,
          `erwartet ist "play c<1..${CARD_COUNT}>" oder "play c<n> down".`,
        );
      return ok({ type: 'play', card, down: n === 3 });
    }
    case 'discard': {
      const card = parseRef(a, true);
      if (card === null || n !== 2)
        return syntax(
          text,
          'expected "discard c<n>" or "discard down".',
          'erwartet ist "discard c<n>" oder "discard down".',
        );
      return ok({ type: 'discard', card });
    }
    case 'swap': {
      const mine = parseRef(a, true);
      const target = parseTarget(b);
      if (mine === null || target === null || n !== 3)
        return syntax(
          text,
          'expected "swap <c<n>|down> p<seat>:<c<n>|down>", e.g. "swap c5 p2:c14".',
          'erwartet ist "swap <c<n>|down> p<Spieler>:<c<n>|down>", z. B. "swap c5 p2:c14".',
        );
      return ok({ type: 'swap', mine, target: target[0], theirs: target[1] });
    }
    case 'steal':
    case 'destroy': {
      const target = parseTarget(a);
      if (target === null || n !== 2)
        return syntax(
          text,
          `expected "${verb} p<seat>:<c<n>|down>", e.g. "${verb} p2:c14".`,
          `erwartet ist "${verb} p<Spieler>:<c<n>|down>", z. B. "${verb} p2:c14".`,
        );
      return ok({ type: verb, target: target[0], theirs: target[1] });
    }
    case 'revenge':
    case 'meteor': {
      const card = a === 'none' ? null : parseRef(a, true);
      if ((card === null && a !== 'none') || n !== 2)
        return syntax(
          text,
          `expected "${verb} c<n>", "${verb} down" or "${verb} none".`,
          `erwartet ist "${verb} c<n>", "${verb} down" oder "${verb} none".`,
        );
      return ok({ type: verb, card });
    }
    default:
      return syntax(
        text,
        'moves start with arrange, draw, play, discard, swap, steal, destroy, banana, allow, revenge, meteor or end.',
        'ein Zug beginnt mit arrange, draw, play, discard, swap, steal, destroy, banana, allow, revenge, meteor oder end.',
      );
  }
}

/** A sentence for a person choosing among moves, in `lang`. */
export function moveLabel(s: CMState, seat: Seat, m: CMMove, lang: Lang = 'en'): string {
  return LABEL[lang](s, seat, m);
}

function english(s: CMState, seat: Seat, m: CMMove): string {
  const own = (r: CardRef) =>
    r === DOWN ? `your face-down ${cardLabel(s.faceDown[seat] as number)}` : cardLabel(r);
  const theirs = (target: Seat, r: CardRef) =>
    `${playerLabel(target)}'s ${r === DOWN ? 'face-down card' : cardLabel(r)}`;
  switch (m.type) {
    case 'arrange':
      return `Rearrange your launch area (free): ${m.order.map(own).join(', ')}`;
    case 'draw':
      return 'Draw a card';
    case 'play':
      return `Play ${cardLabel(m.card)} into your launch area${m.down ? ' face down' : ''}`;
    case 'discard': {
      if (s.pending[0]?.kind === 'trim') return `Discard ${cardLabel(m.card)} (hand limit)`;
      const inHand = m.card !== DOWN && (s.hands[seat] as number[]).includes(m.card);
      return `Discard ${own(m.card)} from your ${inHand ? 'hand' : 'launch area'}`;
    }
    case 'swap':
      return `${attackLabel('swap')}: your ${own(m.mine)} for ${theirs(m.target, m.theirs)}`;
    case 'steal':
    case 'destroy':
      return `${attackLabel(m.type)} ${theirs(m.target, m.theirs)}`;
    case 'banana':
      return s.pending[0]?.kind === 'reaction'
        ? 'Answer with a Banana: cancel the attack'
        : 'Play a Banana (free): protection, and your Event is discarded';
    case 'allow': {
      const p = s.pending[0];
      return p?.kind === 'reaction'
        ? `Let ${playerLabel(p.attacker)}'s ${attackLabel(p.attack)} resolve`
        : 'Let the attack resolve';
    }
    case 'revenge': {
      const p = s.pending[0];
      const against = p?.kind === 'revenge' ? p.against : nextSeat(s, seat);
      return m.card === null
        ? 'No revenge'
        : `Crocodile's revenge: discard ${theirs(against, m.card)}`;
    }
    case 'meteor':
      return m.card === null
        ? 'Meteor Shower: you have no launch card to lose'
        : `Meteor Shower: discard ${own(m.card)}`;
    case 'end':
      return s.actions.length === 0 ? 'Pass (end your turn without an action)' : 'End your turn';
  }
}

function german(s: CMState, seat: Seat, m: CMMove): string {
  const card = (id: number): string => cardName(id, 'de');
  const own = (r: CardRef) =>
    r === DOWN ? `deine verdeckte Karte (${card(s.faceDown[seat] as number)})` : card(r);
  const theirs = (target: Seat, r: CardRef) =>
    `${r === DOWN ? 'eine verdeckte Karte' : card(r)} von Spieler ${target + 1}`;
  switch (m.type) {
    case 'arrange':
      return `Startbereich umordnen (kostenlos): ${m.order.map(own).join(', ')}`;
    case 'draw':
      return 'Eine Karte ziehen';
    case 'play':
      return `${card(m.card)} in den Startbereich spielen${m.down ? ' (verdeckt)' : ''}`;
    case 'discard': {
      if (s.pending[0]?.kind === 'trim') return `${card(m.card)} abwerfen (Handlimit)`;
      const inHand = m.card !== DOWN && (s.hands[seat] as number[]).includes(m.card);
      return `${own(m.card)} aus ${inHand ? 'der Hand' : 'dem Startbereich'} abwerfen`;
    }
    case 'swap':
      return `${attackName('swap', 'de')}: ${own(m.mine)} gegen ${theirs(m.target, m.theirs)}`;
    case 'steal':
    case 'destroy':
      return `${attackName(m.type, 'de')}: ${theirs(m.target, m.theirs)}`;
    case 'banana':
      return s.pending[0]?.kind === 'reaction'
        ? 'Mit einer Banane antworten: der Angriff fällt aus'
        : 'Banane spielen (kostenlos): Schutz, und dein Ereignis wird abgeworfen';
    case 'allow': {
      const p = s.pending[0];
      return p?.kind === 'reaction'
        ? `Den Angriff (${attackName(p.attack, 'de')}) von Spieler ${p.attacker + 1} zulassen`
        : 'Den Angriff zulassen';
    }
    case 'revenge': {
      const p = s.pending[0];
      const against = p?.kind === 'revenge' ? p.against : nextSeat(s, seat);
      return m.card === null
        ? 'Keine Rache'
        : `Rache des Krokodils: ${theirs(against, m.card)} abwerfen`;
    }
    case 'meteor':
      return m.card === null
        ? 'Meteorschauer: du hast keine Startkarte zu verlieren'
        : `Meteorschauer: ${own(m.card)} abwerfen`;
    case 'end':
      return s.actions.length === 0 ? 'Passen (Zug ohne Aktion beenden)' : 'Zug beenden';
  }
}

const LABEL: Readonly<Record<Lang, (s: CMState, seat: Seat, m: CMMove) => string>> = {
  en: english,
  de: german,
};
