// Monkey Lab's log: a move's facts, read from the states before and after it (engine facts.ts),
// the part of each a viewer may know (a scoring tile's value and the cards drawn are their
// owner's), and their words, one line per fact, in every language.

import { inEveryLang } from '../../engine/facts.ts';
import type { Worded } from '../../engine/facts.ts';
import type { Lang, Seat, Viewer } from '../../engine/game.ts';
import { CAGES } from './data.ts';
import { cardName, itemName, seatName } from './names.ts';
import { moveLabel } from './notation.ts';
import { CARD_OF_MOVE } from './state.ts';
import type { MLMove, MLState } from './state.ts';

/** A tile's value or a card a viewer may not know, in a fact cut down for it. */
export const UNSEEN = -1;

/** What a move did, one log line each, in the order they read. */
export type MLFact =
  /** The move, by its label in every language (labels read the state before it). */
  | { f: 'move'; seat: Seat; label: Worded }
  /** The cage revealed: its monkeys and the items it needs. */
  | { f: 'revealed'; monkeys: number; needs: readonly number[] }
  /** `seat` unlocked a cage of `monkeys`. */
  | { f: 'unlocked'; seat: Seat; monkeys: number }
  /** `seat` received a scoring tile of `value` (UNSEEN for the others). */
  | { f: 'tile'; seat: Seat; value: number }
  /** The turn ended because the mover stopped in the guard's room (ML-2). */
  | { f: 'guard-stop'; seat: Seat }
  /** Cards the mover drew at the end of the turn (each UNSEEN for the others). */
  | { f: 'drew'; seat: Seat; cards: readonly number[] }
  | { f: 'over' };

export function factsOf(before: MLState, seat: Seat, move: MLMove, after: MLState): MLFact[] {
  const room = before.at[seat] as number;
  const facts: MLFact[] = [
    { f: 'move', seat, label: inEveryLang((lang) => moveLabel(before, seat, move, lang)) },
  ];
  if (move.type === 'reveal') {
    const cage = CAGES[after.cage[room] as number] as (typeof CAGES)[number];
    facts.push({ f: 'revealed', monkeys: cage.monkeys, needs: cage.needs });
  }
  if (move.type === 'unlock') {
    const cage = CAGES[before.cage[room] as number] as (typeof CAGES)[number];
    facts.push({ f: 'unlocked', seat, monkeys: cage.monkeys });
    for (let t = 0; t < before.players; t++) {
      const got = (after.tiles[t] as number[]).length - (before.tiles[t] as number[]).length;
      if (got > 0)
        facts.push({ f: 'tile', seat: t, value: (after.tiles[t] as number[]).at(-1) as number });
    }
  }
  if (after.turns > before.turns) {
    if (move.type !== 'end' && after.at[seat] === after.guard)
      facts.push({ f: 'guard-stop', seat });
    const hand = after.hands[seat] as number[];
    const gained =
      hand.length -
      (before.hands[seat] as number[]).length +
      (CARD_OF_MOVE[move.type] >= 0 ? 1 : 0);
    if (gained > 0) facts.push({ f: 'drew', seat, cards: hand.slice(-gained) });
    if (after.result !== null) facts.push({ f: 'over' });
  }
  return facts;
}

/** The part of `fact` that `viewer` may know. */
export function factFor(fact: MLFact, viewer: Viewer): MLFact {
  if (fact.f === 'tile' && viewer !== fact.seat) return { ...fact, value: UNSEEN };
  if (fact.f === 'drew' && viewer !== fact.seat)
    return { ...fact, cards: fact.cards.map(() => UNSEEN) };
  return fact;
}

/** The mover as the table names seats ("Player 1", replaced by the person's name), with the colour. */
const player = (seat: Seat, lang: Lang): string =>
  `${lang === 'de' ? 'Spieler' : 'Player'} ${seat + 1} (${seatName(seat, lang)})`;

function english(f: MLFact, viewer: Viewer): string {
  switch (f.f) {
    case 'move':
      return `${player(f.seat, 'en')}: ${f.label.en}.`;
    case 'revealed':
      return `The cage shows ${f.monkeys} ${f.monkeys === 1 ? 'monkey' : 'monkeys'} and needs ${f.needs.map((i) => itemName(i, 'en')).join(' + ')}.`;
    case 'unlocked':
      return `${player(f.seat, 'en')} scores a cage of ${f.monkeys}.`;
    case 'tile':
      return viewer === f.seat
        ? `You receive a scoring tile of ${f.value}.`
        : `${player(f.seat, 'en')} receives a face-down scoring tile.`;
    case 'guard-stop':
      return `${player(f.seat, 'en')} ends an action in the guard's room: the turn is over (ML-2).`;
    case 'drew':
      return viewer === f.seat
        ? `You draw ${f.cards.map((k) => cardName(k, 'en')).join(' and ')}.`
        : `${player(f.seat, 'en')} draws ${f.cards.length} ${f.cards.length === 1 ? 'card' : 'cards'}.`;
    case 'over':
      return 'The game is over.';
  }
}

function german(f: MLFact, viewer: Viewer): string {
  switch (f.f) {
    case 'move':
      return `${player(f.seat, 'de')}: ${f.label.de}.`;
    case 'revealed':
      return `Der Käfig zeigt ${f.monkeys} Affen und braucht ${f.needs.map((i) => itemName(i, 'de')).join(' + ')}.`;
    case 'unlocked':
      return `${player(f.seat, 'de')} wertet einen Käfig mit ${f.monkeys}.`;
    case 'tile':
      return viewer === f.seat
        ? `Du bekommst ein Wertungsplättchen mit ${f.value}.`
        : `${player(f.seat, 'de')} bekommt ein verdecktes Wertungsplättchen.`;
    case 'guard-stop':
      return `${player(f.seat, 'de')} beendet eine Aktion im Raum des Wächters: der Zug ist vorbei (ML-2).`;
    case 'drew':
      return viewer === f.seat
        ? `Du ziehst ${f.cards.map((k) => cardName(k, 'de')).join(' und ')}.`
        : `${player(f.seat, 'de')} zieht ${f.cards.length} ${f.cards.length === 1 ? 'Karte' : 'Karten'}.`;
    case 'over':
      return 'Das Spiel ist vorbei.';
  }
}

const LINE: Readonly<Record<Lang, (f: MLFact, viewer: Viewer) => string>> = {
  en: english,
  de: german,
};

/** One log line of a fact as `factFor` gave it to `viewer`. */
export const factWords = (f: MLFact, viewer: Viewer, lang: Lang = 'en'): string =>
  LINE[lang](f, viewer);
