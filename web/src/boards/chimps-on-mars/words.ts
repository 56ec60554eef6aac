// The Chimps on Mars board's words in English and German (our own wording), and card names.
// Soft hyphens (\u00ad) mark where a long German name may break on a card.

import { CARDS } from '../../../../src/games/chimps-on-mars/data.ts';
import { wordIn } from '../../../../src/games/chimps-on-mars/names.ts';
import { lang } from '../../i18n.ts';

/** Characters of a card name that fit a card's width at its font size; longer lines are squeezed. */
export const FITS = 8;

export const EN = {
  kind_launch: 'launch part',
  kind_power: 'power-up',
  kind_event: 'Event',
  kind_crew: 'crew',
  mainPile: 'Main pile',
  discardPile: 'Discard pile',
  inPlay: 'In play',
  round: 'Round',
  turn: 'turn',
  toPlay: 'to play',
  actions: 'Actions this turn',
  noneYet: 'none yet',
  order: 'Landing order',
  underPile: 'Under the main pile',
  hand: 'in hand',
  you: 'you',
  protected: 'Banana: protected',
  faceDown: 'face down',
  faceUp: 'play here',
  playDown: 'face down',
  emptyArea: 'no launch cards',
  yourHand: 'Your hand',
  handLimit: 'hand limit',
  emptyHand: 'Your hand is empty.',
  yourTurn: 'Your turn',
  pickStart: 'Click a card in your hand or in your launch area, or the main pile to draw.',
  next: 'Next, click',
  nextHand: 'a card in your hand',
  nextSlot: 'a free place in your launch area (face up or face down)',
  nextDiscard: 'the discard pile',
  nextMine: 'one of your launch cards',
  nextSeat: 'a card of another player',
  nextButton: 'a button below',
  nextPile: 'the main pile',
  cancel: 'Cancel',
  selected: 'Chosen',
  attackOnYou: 'attacks you with',
  attacks: 'attacks',
  with: 'with',
  gives: 'offering',
  takes: 'aimed at',
  yourCard: 'your',
  answerHint: 'Answer with a Banana to cancel it, or let it happen.',
  waitingFor: 'Waiting for the answer of',
  revengeYou: 'Your Crocodile left: you may discard a card of',
  revengeOther: 'may take the Crocodile’s revenge on',
  revengeHint: 'Click one of their launch cards, or decline.',
  meteorYou: 'Meteor Shower: discard one of your launch cards.',
  meteorOther: 'loses a launch card to the Meteor Shower.',
  meteorHint: 'Click one of your launch cards.',
  trimYou: 'Discard down to the hand limit: pick a card, then the discard pile.',
  trimOther: 'discards down to the hand limit.',
  thenQueue: 'Then',
  faceDownCard: 'face-down card',
  landed: 'landed with',
  noLanding: 'Abandoned: nobody landed within the round limit, so nobody wins.',
  rearrange: 'Rearrange your launch area (free)',
  rearrangeHint: 'Click your launch cards in their new order, left to right.',
  crocRevenge: 'the Crocodile’s revenge',
  launchArea: 'Launch area',
  finalHand: 'Hand',
  question: 'Open question',
  yourChoice: 'Your choice',
  act_draw: 'draw',
  act_play: 'play',
  act_discard: 'discard',
} as const;

export type Word = keyof typeof EN;

const DE: Record<Word, string> = {
  kind_launch: 'Startteil',
  kind_power: 'Aktion',
  kind_event: 'Ereignis',
  kind_crew: 'Crew',
  mainPile: 'Nachziehstapel',
  discardPile: 'Ablagestapel',
  inPlay: 'Im Spiel',
  round: 'Runde',
  turn: 'Zug',
  toPlay: 'ist dran',
  actions: 'Aktionen in diesem Zug',
  noneYet: 'noch keine',
  order: 'Startreihenfolge',
  underPile: 'Unter dem Nachziehstapel',
  hand: 'auf der Hand',
  you: 'du',
  protected: 'Banane: geschützt',
  faceDown: 'verdeckt',
  faceUp: 'hierhin',
  playDown: 'verdeckt',
  emptyArea: 'keine Startkarten',
  yourHand: 'Deine Hand',
  handLimit: 'Handlimit',
  emptyHand: 'Deine Hand ist leer.',
  yourTurn: 'Du bist dran',
  pickStart:
    'Klicke eine Karte auf deiner Hand oder in deinem Startbereich an, oder den Nachziehstapel zum Ziehen.',
  next: 'Als Nächstes klicke',
  nextHand: 'eine Karte auf deiner Hand',
  nextSlot: 'einen freien Platz in deinem Startbereich (offen oder verdeckt)',
  nextDiscard: 'den Ablagestapel',
  nextMine: 'eine deiner Startkarten',
  nextSeat: 'eine Karte eines anderen Spielers',
  nextButton: 'eine Schaltfläche unten',
  nextPile: 'den Nachziehstapel',
  cancel: 'Abbrechen',
  selected: 'Gewählt',
  attackOnYou: 'greift dich an mit',
  attacks: 'greift an:',
  with: 'mit',
  gives: 'bietet',
  takes: 'gegen',
  yourCard: 'dein(e)',
  answerHint: 'Antworte mit einer Banane, um es abzuwehren, oder lass es geschehen.',
  waitingFor: 'Wartet auf die Antwort von',
  revengeYou: 'Dein Krokodil ist gegangen: du darfst eine Karte abwerfen von',
  revengeOther: 'darf die Rache des Krokodils nehmen an',
  revengeHint: 'Klicke eine ihrer Startkarten an, oder verzichte.',
  meteorYou: 'Meteorschauer: wirf eine deiner Startkarten ab.',
  meteorOther: 'verliert eine Startkarte durch den Meteorschauer.',
  meteorHint: 'Klicke eine deiner Startkarten an.',
  trimYou: 'Wirf auf das Handlimit ab: wähle eine Karte, dann den Ablagestapel.',
  trimOther: 'wirft auf das Handlimit ab.',
  thenQueue: 'Danach',
  faceDownCard: 'verdeckte Karte',
  landed: 'ist gelandet mit',
  noLanding: 'Abgebrochen: niemand ist innerhalb des Rundenlimits gelandet, also gewinnt niemand.',
  rearrange: 'Startbereich umordnen (kostenlos)',
  rearrangeHint: 'Klicke deine Startkarten in ihrer neuen Reihenfolge an, von links nach rechts.',
  crocRevenge: 'der Rache des Krokodils',
  launchArea: 'Startbereich',
  finalHand: 'Hand',
  question: 'Offene Frage',
  yourChoice: 'Deine Wahl',
  act_draw: 'ziehen',
  act_play: 'ausspielen',
  act_discard: 'abwerfen',
};

export const w = (key: Word): string => (lang() === 'de' ? DE[key] : EN[key]);
/** Where a long German card name may break on a card (the names are the game's own). */
const BREAKS: Readonly<Record<string, string>> = {
  Schimpanse: 'Schim\u00adpanse',
  Raumkapsel: 'Raum\u00adkapsel',
  Landeticket: 'Lande\u00adticket',
  Silberorbit: 'Silber\u00adorbit',
  Diebstahl: 'Dieb\u00adstahl',
  Zerstörung: 'Zer\u00adstörung',
  Sonneneruption: 'Sonnen\u00aderuption',
  Meteorschauer: 'Meteor\u00adschauer',
  Triebwerksausfall: 'Triebwerks\u00adausfall',
  Schildkröte: 'Schild\u00adkröte',
  Krokodil: 'Kroko\u00addil',
};

/** A board word, else a card word in the game's own naming (as in the log and move labels). */
export const word = (key: string): string => {
  if (key in EN) return w(key as Word);
  const name = wordIn(key, lang());
  return BREAKS[name] ?? name;
};

/** Name, and a second line (model or kind), in the page's language. */
export function cardWords(id: number): [string, string] {
  const c = CARDS[id];
  if (!c) return ['?', ''];
  switch (c.kind) {
    case 'launch':
      return [word(c.part), c.model ? word(c.model) : w('kind_launch')];
    case 'power':
      return [word(c.power), w('kind_power')];
    case 'event':
      return [word(c.event), w('kind_event')];
    case 'crew':
      return [word(c.crew), w('kind_crew')];
  }
}

export const cardName = (id: number): string => {
  const c = CARDS[id];
  const [name, second] = cardWords(id);
  return c?.kind === 'launch' && c.model ? `${name} (${second})` : name;
};

/** Splits a name over two lines when it is long ("Landing / Ticket"). */
/** Splits a long name over two lines at a space or a soft hyphen ("Landing / Ticket", "Lande- / ticket"). */
export function nameLines(name: string): string[] {
  const plain = name.replace(/\u00ad/g, '');
  if (plain.length <= FITS) return [plain];
  const space = name.indexOf(' ');
  if (space > 0)
    return [name.slice(0, space), name.slice(space + 1)].map((l) => l.replace(/\u00ad/g, ''));
  const hyphen = name.indexOf('\u00ad');
  if (hyphen > 0)
    return [`${name.slice(0, hyphen)}-`, name.slice(hyphen + 1).replace(/\u00ad/g, '')];
  return [plain];
}
