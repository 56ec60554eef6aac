// The Chimps on Mars board's words in English and German (our own wording): the sentences of
// the action bar, the tooltips of every card, pile and launch area. Concepts and card names come
// from the game's glossary (src/games/chimps-on-mars/glossary.ts), so the board, the log, the
// move labels and the terminal say the same thing.

import type { Lang } from '../../../../src/engine/game.ts';
import { capitalised } from '../../../../src/engine/glossary.ts';
import {
  CARDS,
  HAND_LIMIT,
  LAUNCH_CAPACITY,
  LAUNCH_CAPACITY_WITH_EVENT,
  LAUNCH_PARTS,
  ROUND_LIMIT,
} from '../../../../src/games/chimps-on-mars/data.ts';
import type { Card } from '../../../../src/games/chimps-on-mars/data.ts';
import { GLOSSARY } from '../../../../src/games/chimps-on-mars/glossary.ts';
import type { CMTerm } from '../../../../src/games/chimps-on-mars/glossary.ts';
import {
  attackName,
  cardName as engineCardName,
  wordIn,
} from '../../../../src/games/chimps-on-mars/names.ts';
import type { Threat } from '../../../../src/games/chimps-on-mars/state.ts';
import { lang } from '../../i18n.ts';

/** A glossary term in the page's language. */
export const G = (key: CMTerm): string => GLOSSARY[key][lang()];
/** A glossary term, capitalised for a heading or the start of a sentence. */
export const Gc = (key: CMTerm): string => capitalised(G(key));

/** A card word (part, model, power, Event, crew) in the page's language. */
export const word = (key: string): string => wordIn(key, lang());

/** "Booster (Red Comet)", "Banana", "Dust Storm (Event)" in the page's language. */
export const cardName = (id: number): string => engineCardName(id, lang());

/** Where a long German word may break on a narrow card (soft hyphens). */
const BREAKS: Readonly<Record<string, string>> = {
  Sonneneruption: 'Sonnen\u00aderuption',
  Meteorschauer: 'Meteor\u00adschauer',
  Triebwerksausfall: 'Triebwerks\u00adausfall',
};

/** A name as drawn on a narrow card: long words may break at their soft hyphens. */
export const onCard = (name: string): string =>
  name
    .split(' ')
    .map((part) => BREAKS[part] ?? part)
    .join(' ');

/** The card's name on its face, and its second line (model or kind). */
export function cardFace(id: number): [string, string] {
  const c = CARDS[id];
  if (!c) return ['?', ''];
  switch (c.kind) {
    case 'launch':
      return [word(c.part), c.model ? word(c.model) : G('launchPart')];
    case 'power':
      return [word(c.power), G('powerUp')];
    case 'event':
      return [word(c.event), G('event')];
    case 'crew':
      return [word(c.crew), G('crew')];
  }
}

const order = (l: Lang) => LAUNCH_PARTS.map((p) => GLOSSARY[p][l]).join(' › ');

const EN = {
  // The log's own count ('Turn 10: ...'), with the round the safety stop counts.
  round: (turn: number, round: number) => `Turn ${turn} · round ${round} of ${ROUND_LIMIT}`,
  turnOf: (who: string) => `${who}’s turn`,
  actionsTaken: (list: string) => `Actions this turn: ${list}`,
  act: { draw: 'draw', play: 'play', discard: 'discard' } as Record<string, string>,
  winLine: `Win: exactly ${order('en')}`,
  you: 'you',
  handCount: (n: number) => `${n} in hand`,
  emptyArea: 'No launch cards yet',
  emptyHand: 'Your hand is empty.',
  yourThings: 'Your hand',
  handSummary: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`,
  inPlay: 'In play',
  pileTip: (n: number) =>
    `Main pile: ${n} cards, face down. Drawing is an action; holding ${HAND_LIMIT} cards you may not draw. An Event drawn goes face up into your launch area.`,
  discardTip: (n: number) =>
    `Discard pile: ${n} cards, face down. It is shuffled into a new main pile when the main pile runs out.`,
  bottomTip: (cards: string) => `Known to lie under the main pile: ${cards}.`,
  areaTip: (who: string, n: number, event: boolean) =>
    `${who}’s launch area: ${n} of ${event ? LAUNCH_CAPACITY_WITH_EVENT : LAUNCH_CAPACITY} cards${event ? ' (6 while an Event is there)' : ''}. It lands holding exactly ${order('en')}, in this order, and nothing else.`,
  handTip: (who: string, n: number) =>
    `${who} holds ${n} ${n === 1 ? 'card' : 'cards'} (hand limit ${HAND_LIMIT}).`,
  shieldTip: (who: string) =>
    `${who} played a Banana: no Swap, Steal or Destroy can target this launch area until ${who}’s next turn, and Events drawn meanwhile are discarded.`,
  protected: 'Banana protection',
  downTip: (who: string) =>
    `${who}’s face-down card: only its owner knows it. It counts for the landing; Destroy discards it unseen, Swap and Steal turn it face up.`,
  ownDown: 'Your face-down card (only you see it).',
  faceDownMark: 'face down',
  // Card tooltips.
  launchTip: (name: string, place: number) =>
    `${name}: launch part ${place} of 4. A launch area lands holding exactly ${order('en')}, in this order. Play it into your launch area (an action).`,
  modelTip: (model: string, other: string) =>
    ` Model ${model}: with a ${other} of the same model it is a matching pair, which removes an Event from the launch area.`,
  powerTip: {
    swap: 'Swap (power-up): instead of your actions, exchange one card of your launch area for one of another player’s (Events and face-down cards too; both land face up). They may answer with a Banana.',
    steal:
      'Steal (power-up): instead of your actions, move a card that is not an Event from another player’s launch area into yours (you need a free place). They may answer with a Banana.',
    destroy:
      'Destroy (power-up): instead of your actions, discard a card that is not an Event from another player’s launch area. They may answer with a Banana.',
    banana:
      'Banana (free, any time in your turn, or as the answer to an attack on you): cancels the attack, protects your launch area until your next turn and discards your Event.',
  } as Record<string, string>,
  eventTip: (name: string, effect: string) =>
    `${name} (Event): it comes face up into the launch area of whoever draws it and blocks the landing until two different crew kinds, a matching pair or a Banana remove it. While it is there the area holds 6 cards and its owner may pass.${effect}`,
  effects: {
    'dust-storm': ' Event effects: only one action a turn.',
    'solar-flare':
      ' Event effects: your face-down card turns face up, and no card may be played face down.',
    'meteor-shower': ' Event effects: on arrival you discard one of your launch cards.',
    'engine-failure': ' Event effects: no Boosters or Spaceships may be played.',
  } as Record<string, string>,
  crewTip: (name: string, croc: boolean) =>
    `${name} (crew): two different crew kinds in a launch area remove its Event, and both crew go with it.${croc ? ' When an opponent’s Swap or Steal takes the Crocodile from you, you may discard one card of that player’s launch area (the Crocodile’s revenge).' : ''}`,
  // The action bar.
  yourTurn: 'Choose a card in your hand or your launch area, or draw.',
  yourTurnNoCard: 'Draw a card, or end your turn.',
  chosenHand: (card: string) => `${card}: where does it go?`,
  chooseMine: (card: string) => `${card}: choose the card of your launch area to give.`,
  chooseTarget: (card: string) => `${card}: choose a card of another player’s launch area.`,
  chosenMine: (card: string) => `${card} in your launch area: discard it?`,
  draw: 'Draw a card',
  playUp: 'Play it face up',
  playDown: 'Play it face down',
  discard: 'Discard it',
  playBanana: 'Play the Banana',
  bananaNow: 'Play a Banana',
  rearrange: 'Rearrange…',
  rearrangeTip: 'Put your launch cards in any order (free, at the start of your turn).',
  arrangeAsk: (done: number, all: number) =>
    `Rearrange: tap your launch cards in their new order, left to right (${done} of ${all}).`,
  arrangeDone: (cards: string) => `New order: ${cards}.`,
  arrangeSame: 'That is the order they lie in now: undo and choose another.',
  confirm: 'Confirm',
  undo: 'Undo',
  cancel: 'Cancel',
  attackOnYou: (who: string, what: string, card: string) =>
    `${who} plays ${what} on your ${card}: answer with a Banana, or let it happen.`,
  revengeOnYou: (who: string, card: string) =>
    `${who} takes the Crocodile’s revenge on your ${card}: answer with a Banana, or let it happen.`,
  answerBanana: 'Answer with a Banana',
  allow: 'Let it happen',
  revengeAsk: (who: string) =>
    `Your Crocodile was taken: you may discard one card of ${who}’s launch area.`,
  noRevenge: 'No revenge',
  meteorAsk: 'Meteor Shower: choose one of your launch cards to discard.',
  trimAsk: `Hand limit: choose a card to discard, down to ${HAND_LIMIT}.`,
  // Others at work.
  waitTurn: (who: string) => `${who} is playing their turn.`,
  waitAnswer: (who: string, attacker: string, what: string) =>
    `${attacker} plays ${what} on ${who}: waiting for the answer.`,
  waitRevenge: (who: string, against: string) =>
    `${who} may take the Crocodile’s revenge on ${against}.`,
  waitMeteor: (who: string) => `Meteor Shower: ${who} discards a launch card.`,
  waitTrim: (who: string) => `${who} discards down to the hand limit.`,
  attacked: 'attacked',
  // Results.
  landed: (who: string) => `${who} landed on Mars with`,
  finalHands: 'Hands at the end',
};

type Words = typeof EN;

const DE: Words = {
  round: (turn, round) => `Zug ${turn} · Runde ${round} von ${ROUND_LIMIT}`,
  turnOf: (who) => `${who} ist am Zug`,
  actionsTaken: (list) => `Aktionen in diesem Zug: ${list}`,
  act: { draw: 'ziehen', play: 'ausspielen', discard: 'abwerfen' },
  winLine: `Sieg: genau ${order('de')}`,
  you: 'du',
  handCount: (n) => `${n} auf der Hand`,
  emptyArea: 'Noch keine Startkarten',
  emptyHand: 'Deine Hand ist leer.',
  yourThings: 'Deine Hand',
  handSummary: (n) => `${n} ${n === 1 ? 'Karte' : 'Karten'}`,
  inPlay: 'Im Spiel',
  pileTip: (n) =>
    `Nachziehstapel: ${n} Karten, verdeckt. Ziehen ist eine Aktion; mit ${HAND_LIMIT} Karten auf der Hand darfst du nicht ziehen. Ein gezogenes Ereignis kommt offen in deinen Startbereich.`,
  discardTip: (n) =>
    `Ablagestapel: ${n} Karten, verdeckt. Ist der Nachziehstapel leer, wird er zu einem neuen Nachziehstapel gemischt.`,
  bottomTip: (cards) => `Liegt bekanntermaßen unter dem Nachziehstapel: ${cards}.`,
  areaTip: (who, n, event) =>
    `Startbereich von ${who}: ${n} von ${event ? LAUNCH_CAPACITY_WITH_EVENT : LAUNCH_CAPACITY} Karten${event ? ' (6, solange ein Ereignis dort liegt)' : ''}. Er landet mit genau ${order('de')}, in dieser Reihenfolge, und nichts sonst.`,
  handTip: (who, n) =>
    `${who}: ${n} ${n === 1 ? 'Karte' : 'Karten'} auf der Hand (Handlimit ${HAND_LIMIT}).`,
  shieldTip: (who) =>
    `${who} hat eine Banane gespielt: bis zum nächsten Zug von ${who} kann kein Tausch, Diebstahl und keine Zerstörung diesen Startbereich treffen, und gezogene Ereignisse werden sofort abgeworfen.`,
  protected: 'Bananenschutz',
  downTip: (who) =>
    `Verdeckte Karte von ${who}: nur der Besitzer kennt sie. Sie zählt für die Landung; Zerstörung wirft sie ungesehen ab, Tausch und Diebstahl decken sie auf.`,
  ownDown: 'Deine verdeckte Karte (nur du siehst sie).',
  faceDownMark: 'verdeckt',
  launchTip: (name, place) =>
    `${name}: Startteil ${place} von 4. Ein Startbereich landet mit genau ${order('de')}, in dieser Reihenfolge. Spiele es in deinen Startbereich aus (eine Aktion).`,
  modelTip: (model, other) =>
    ` Modell ${model}: mit einer ${other} desselben Modells ist es ein passendes Paar, das ein Ereignis aus dem Startbereich entfernt.`,
  powerTip: {
    swap: 'Tausch (Sonderkarte): statt deiner Aktionen tauschst du eine Karte deines Startbereichs gegen eine eines anderen Spielers (auch Ereignisse und verdeckte Karten; beide liegen danach offen). Er darf mit einer Banane antworten.',
    steal:
      'Diebstahl (Sonderkarte): statt deiner Aktionen holst du eine Karte, die kein Ereignis ist, aus dem Startbereich eines anderen Spielers in deinen (du brauchst einen freien Platz). Er darf mit einer Banane antworten.',
    destroy:
      'Zerstörung (Sonderkarte): statt deiner Aktionen wirfst du eine Karte, die kein Ereignis ist, aus dem Startbereich eines anderen Spielers ab. Er darf mit einer Banane antworten.',
    banana:
      'Banane (kostenlos, jederzeit in deinem Zug oder als Antwort auf einen Angriff auf dich): wehrt den Angriff ab, schützt deinen Startbereich bis zu deinem nächsten Zug und wirft dein Ereignis ab.',
  },
  eventTip: (name, effect) =>
    `${name} (Ereignis): kommt offen in den Startbereich dessen, der es zieht, und verhindert die Landung, bis zwei verschiedene Crew-Arten, ein passendes Paar oder eine Banane es entfernen. Solange es dort liegt, fasst der Bereich 6 Karten und sein Besitzer darf passen.${effect}`,
  effects: {
    'dust-storm': ' Ereigniseffekte: nur eine Aktion pro Zug.',
    'solar-flare':
      ' Ereigniseffekte: deine verdeckte Karte wird aufgedeckt, und keine Karte darf verdeckt gespielt werden.',
    'meteor-shower': ' Ereigniseffekte: bei der Ankunft wirfst du eine deiner Startkarten ab.',
    'engine-failure': ' Ereigniseffekte: keine Raketen oder Raumkapseln dürfen ausgespielt werden.',
  },
  crewTip: (name, croc) =>
    `${name} (Crew): zwei verschiedene Crew-Arten in einem Startbereich entfernen sein Ereignis, und beide Crew-Karten gehen mit.${croc ? ' Nimmt dir ein Gegner das Krokodil durch Tausch oder Diebstahl, darfst du eine Karte aus seinem Startbereich abwerfen (die Rache des Krokodils).' : ''}`,
  yourTurn: 'Wähle eine Karte auf deiner Hand oder in deinem Startbereich, oder ziehe.',
  yourTurnNoCard: 'Ziehe eine Karte, oder beende deinen Zug.',
  chosenHand: (card) => `${card}: wohin damit?`,
  chooseMine: (card) => `${card}: wähle die Karte deines Startbereichs, die du hergibst.`,
  chooseTarget: (card) => `${card}: wähle eine Karte aus dem Startbereich eines anderen Spielers.`,
  chosenMine: (card) => `${card} in deinem Startbereich: abwerfen?`,
  draw: 'Eine Karte ziehen',
  playUp: 'Offen ausspielen',
  playDown: 'Verdeckt ausspielen',
  discard: 'Abwerfen',
  playBanana: 'Banane spielen',
  bananaNow: 'Eine Banane spielen',
  rearrange: 'Umordnen…',
  rearrangeTip:
    'Lege deine Startkarten in beliebige Reihenfolge (kostenlos, zu Beginn deines Zugs).',
  arrangeAsk: (done, all) =>
    `Umordnen: tippe deine Startkarten in ihrer neuen Reihenfolge an, von links nach rechts (${done} von ${all}).`,
  arrangeDone: (cards) => `Neue Reihenfolge: ${cards}.`,
  arrangeSame: 'So liegen sie jetzt schon: nimm zurück und wähle eine andere.',
  confirm: 'Bestätigen',
  undo: 'Zurück',
  cancel: 'Abbrechen',
  attackOnYou: (who, what, card) =>
    `${who} spielt ${what} gegen deine Karte ${card}: antworte mit einer Banane oder lass es geschehen.`,
  revengeOnYou: (who, card) =>
    `${who} nimmt die Rache des Krokodils an deiner Karte ${card}: antworte mit einer Banane oder lass es geschehen.`,
  answerBanana: 'Mit einer Banane antworten',
  allow: 'Geschehen lassen',
  revengeAsk: (who) =>
    `Dein Krokodil wurde genommen: du darfst eine Karte aus dem Startbereich von ${who} abwerfen.`,
  noRevenge: 'Keine Rache',
  meteorAsk: 'Meteorschauer: wähle eine deiner Startkarten zum Abwerfen.',
  trimAsk: `Handlimit: wähle eine Karte zum Abwerfen, bis du ${HAND_LIMIT} hast.`,
  waitTurn: (who) => `${who} spielt seinen Zug.`,
  waitAnswer: (who, attacker, what) =>
    `${attacker} spielt ${what} gegen ${who}: wartet auf die Antwort.`,
  waitRevenge: (who, against) => `${who} darf die Rache des Krokodils an ${against} nehmen.`,
  waitMeteor: (who) => `Meteorschauer: ${who} wirft eine Startkarte ab.`,
  waitTrim: (who) => `${who} wirft auf das Handlimit ab.`,
  attacked: 'angegriffen',
  landed: (who) => `${who} ist auf dem Mars gelandet mit`,
  finalHands: 'Hände am Ende',
};

export const w = (l: Lang = lang()): Words => (l === 'de' ? DE : EN);

/** The status line's count: the turn as the log numbers it, and the round of every player's turn. */
export const turnAndRound = (turnNumber: number, players: number, l: Lang = lang()): string =>
  w(l).round(turnNumber, Math.ceil(turnNumber / players));

/** An attack's name in the page's language (a power-up, or the Crocodile's revenge). */
export const threatName = (a: Threat): string => attackName(a, lang());

/** A card's tooltip: its name, kind, power and what it does for the landing. */
export function cardTip(id: number, eventEffects = false): string {
  const c: Card | undefined = CARDS[id];
  const W = w();
  if (!c) return '';
  switch (c.kind) {
    case 'launch': {
      const base = W.launchTip(word(c.part), LAUNCH_PARTS.indexOf(c.part) + 1);
      if (!c.model) return base;
      const other = word(c.part === 'booster' ? 'spaceship' : 'booster');
      return base + W.modelTip(word(c.model), other);
    }
    case 'power':
      return W.powerTip[c.power] ?? '';
    case 'event':
      return W.eventTip(word(c.event), eventEffects ? (W.effects[c.event] ?? '') : '');
    case 'crew':
      return W.crewTip(word(c.crew), c.crew === 'crocodile');
  }
}
