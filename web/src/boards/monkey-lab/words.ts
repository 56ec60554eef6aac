// The Monkey Lab board's words in English and German: the action bar's sentences, headings and
// every tooltip. Concepts and component names come from the game's glossary and names
// (src/games/monkey-lab/glossary.ts, names.ts), so the board, the log and the terminal agree;
// only the sentences around them live here.

import type { Lang } from '../../../../src/engine/game.ts';
import { capitalised } from '../../../../src/engine/glossary.ts';
import { ACTIONS_PER_TURN, CAGES } from '../../../../src/games/monkey-lab/data.ts';
import { GLOSSARY } from '../../../../src/games/monkey-lab/glossary.ts';
import type { MLTerm } from '../../../../src/games/monkey-lab/glossary.ts';
import { cardName, itemName, roomName, seatName } from '../../../../src/games/monkey-lab/names.ts';
import type { Lab } from '../../../../src/games/monkey-lab/lab.ts';
import { lang } from '../../i18n.ts';

/** A glossary term in the page's language; `G` capitalises it for a heading. */
export const g = (key: MLTerm): string => GLOSSARY[key][lang()];
export const G = (key: MLTerm): string => capitalised(g(key));
export const item = (i: number): string => itemName(i, lang());
export const Item = (i: number): string => capitalised(item(i));
export const card = (kind: number): string => cardName(kind, lang());
export const colour = (seat: number): string => seatName(seat, lang());
export const room = (lab: Lab, r: number): string => roomName(lab, r, lang());

/**
 * Where the German room names may break on a 390 px phone, whose rooms are about 70 px wide:
 * soft hyphens between the words of a compound (Chemie-labor, not Chemiela-bor), and at a
 * syllable only inside a word too long for one line (Chromium hyphenates only with a
 * dictionary, which many installs lack). Names of ten letters or fewer fit without a break.
 */
export const BREAKS_DE: Readonly<Record<string, string>> = {
  Operationssaal: 'Opera·tions·saal',
  Aufwachraum: 'Aufwach·raum',
  Kopierraum: 'Kopier·raum',
  Mikroskopielabor: 'Mikro·skopie·labor',
  Dunkelkammer: 'Dunkel·kammer',
  Vorbereitungsraum: 'Vorberei·tungs·raum',
  Futterstelle: 'Futter·stelle',
  Lagerhalle: 'Lager·halle',
  Vorratskammer: 'Vorrats·kammer',
  Direktorenbüro: 'Direk·toren·büro',
  Pausenraum: 'Pausen·raum',
  Chemielabor: 'Chemie·labor',
  Abzugsraum: 'Abzugs·raum',
  Glaswarenlager: 'Glas·waren·lager',
  Serverraum: 'Server·raum',
  Heizungsraum: 'Heizungs·raum',
  Elektroraum: 'Elektro·raum',
  Eingangshalle: 'Eingangs·halle',
};

/** A room's name as drawn in its narrow cell: long German names carry soft hyphens. */
export const roomLabel = (name: string): string =>
  lang() === 'de' ? (BREAKS_DE[name] ?? name).replaceAll('·', '\u00ad') : name;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface Words {
  /** Whose turn and the actions taken; `name` null for the viewer's own turn. */
  turnOf: (name: string | null, actions: number) => string;
  over: (turns: number) => string;
  stopped: string;
  guardAt: (room: string) => string;
  guardOutside: string;
  you: string;
  yourThings: string;
  summary: (cards: number, carried: string) => string;
  carriesNothing: string;
  fightsWith: (item: string) => string;
  inRoom: (room: string) => string;
  noCards: string;
  players: string;
  supplyLine: (deck: number, discard: number, supply: readonly number[], unused: number) => string;
  cardsN: (n: number) => string;
  cagesLine: (cages: number, monkeys: number) => string;
  tilesOpen: (tiles: readonly number[]) => string;
  tilesHidden: (n: number) => string;
  // The action bar.
  choose: string;
  chooseCard: (card: string) => string;
  itemPick: string;
  itemTo: (item: string, from: string) => string;
  exchangeFirst: string;
  exchangeSecond: (first: string) => string;
  stealWho: string;
  twiceFirst: string;
  twiceSecond: (first: string) => string;
  guardWhere: string;
  combatWhere: (who: string) => string;
  waiting: (name: string) => string;
  cancel: string;
  fight: (who: string) => string;
  /** An item to move and its room, short for phones: "Kabel (Eingangshalle)". */
  itemIn: (item: string, room: string) => string;
  /** The bar's button that lists the items to move there too (they are tapped on the map). */
  itemList: (n: number) => string;
  /** A take button's words, short for phones; its tooltip says what is swapped for what. */
  take: (item: string) => string;
  // Tooltips.
  roomTip: (name: string, doors: string, parts: readonly string[]) => string;
  cageTip: (monkeys: number, needs: string) => string;
  faceDownTip: string;
  monkeyTip: (colour: string, name: string, carried: string, combat: string) => string;
  guardTip: (room: string) => string;
  itemTip: (item: string) => string;
  cardTip: (kind: number) => string;
  cageHeading: string;
}

const CARD_HELP: Readonly<Record<Lang, readonly string[]>> = {
  en: [
    'one action: move one item from your room or a room next to it into one of those rooms',
    'one action: swap all the floor items of two rooms, both your room or next to it',
    'one action: a monkey in your room or next to it drops what it carries in your room',
    'one action: walk through two doorways (the guard stops you in his room)',
    'one action: put the guard in any room',
  ],
  de: [
    'eine Aktion: ein Gegenstand aus deinem Raum oder einem Nachbarraum in einen dieser Räume',
    'eine Aktion: alle Gegenstände am Boden zweier Räume tauschen, dein Raum oder Nachbarräume',
    'eine Aktion: ein Affe in deinem Raum oder nebenan legt ab, was er trägt, in deinem Raum',
    'eine Aktion: durch zwei Durchgänge gehen (im Raum des Wächters hält er dich auf)',
    'eine Aktion: den Wächter in einen beliebigen Raum stellen',
  ],
};

const EN: Words = {
  turnOf: (name, n) =>
    `${name === null ? 'Your turn' : `${name} to play`} · ${n} of ${ACTIONS_PER_TURN} actions taken`,
  over: (turns) => `The game is over after ${turns} turns`,
  stopped: 'stopped by the guard',
  guardAt: (r) => `Guard in the ${r}`,
  guardOutside: 'The guard is still outside the lab',
  you: 'you',
  yourThings: 'Your monkey and cards',
  summary: (n, c) => `${plural(n, 'card', 'cards')} · carries ${c}`,
  carriesNothing: 'nothing',
  fightsWith: (i) => `wins a combat with a ${i}`,
  inRoom: (r) => `in the ${r}`,
  noCards: 'No cards in your hand.',
  players: 'Players',
  supplyLine: (deck, discard, s, unused) =>
    `Deck: ${deck} cards · discard pile: ${discard} · tile supply: ${s[0]} of 1, ${s[1]} of 2, ${s[2]} of 3 · unused cages: ${unused}`,
  cardsN: (n) => plural(n, 'card', 'cards'),
  cagesLine: (c, m) => `${plural(c, 'cage', 'cages')} (${plural(m, 'monkey', 'monkeys')})`,
  tilesOpen: (t) => `scoring tiles: ${t.length ? t.join(' + ') : 'none'}`,
  tilesHidden: (n) => `scoring tiles: ${n} face down`,
  choose: 'Your action: tap a room with a doorway to walk there, a card, or a button here.',
  chooseCard: (c) => `${c}:`,
  itemPick: 'Which item moves? Tap it in its room.',
  itemTo: (i, from) => `Where does the ${i} from the ${from} go? Tap the room.`,
  exchangeFirst: 'Tap the first of the two rooms to swap.',
  exchangeSecond: (r) => `Swap the ${r} with which room? Tap it.`,
  stealWho: 'Whose item falls into your room?',
  twiceFirst: 'Tap the first room to walk into.',
  twiceSecond: (r) => `From the ${r}, tap the second room.`,
  guardWhere: 'Tap the room the guard goes to.',
  combatWhere: (who) => `Into which room does ${who}'s monkey go? Tap it.`,
  waiting: (name) => `${name} is taking their turn.`,
  cancel: 'Cancel',
  fight: (who) => `Combat with ${who} …`,
  itemIn: (i, r) => `${capitalised(i)} (${r})`,
  itemList: (n) => `List all ${n} here`,
  take: (i) => `Take the ${i}`,
  roomTip: (name, doors, parts) => [`${name}. Doorways to: ${doors}.`, ...parts].join(' '),
  cageTip: (m, needs) =>
    `Cage of ${plural(m, 'monkey', 'monkeys')}: reveal it, then unlock it with ${needs} on this room's floor or carried; it scores ${m}, and monkeys in this room or one doorway away get a scoring tile of ${m - 1} (ML-3, ML-4).`,
  faceDownTip:
    'Face-down cage: reveal it from this room to see its monkeys and the items it needs.',
  monkeyTip: (c, name, carried, combat) =>
    `${c} monkey of ${name}: carries ${carried}; wins a combat in its room carrying a ${combat}, unless the other carries its own (ML-6).`,
  guardTip: (r) =>
    `The guard, in the ${r}: a monkey that ends an action in his room ends its turn.`,
  itemTip: (i) => `${capitalised(i)}: pick it up in your room; cages need items to open.`,
  cardTip: (k) => `${cardName(k, 'en')}: ${CARD_HELP.en[k]}.`,
  cageHeading: 'Cage',
};

const DE: Words = {
  turnOf: (name, n) =>
    `${name === null ? 'Du bist' : `${name} ist`} am Zug · ${n} von ${ACTIONS_PER_TURN} Aktionen gemacht`,
  over: (turns) => `Das Spiel ist nach ${turns} Zügen vorbei`,
  stopped: 'vom Wächter aufgehalten',
  guardAt: (r) => `Wächter im Raum ${r}`,
  guardOutside: 'Der Wächter steht noch vor dem Labor',
  you: 'du',
  yourThings: 'Dein Affe und deine Karten',
  summary: (n, c) => `${plural(n, 'Karte', 'Karten')} · trägt ${c}`,
  carriesNothing: 'nichts',
  fightsWith: (i) => `gewinnt einen Kampf mit: ${i}`,
  inRoom: (r) => `im Raum ${r}`,
  noCards: 'Keine Karten auf der Hand.',
  players: 'Spieler',
  supplyLine: (deck, discard, s, unused) =>
    `Nachziehstapel: ${deck} Karten · Ablagestapel: ${discard} · Plättchenvorrat: ${s[0]} × 1, ${s[1]} × 2, ${s[2]} × 3 · unbenutzte Käfige: ${unused}`,
  cardsN: (n) => plural(n, 'Karte', 'Karten'),
  cagesLine: (c, m) => `${plural(c, 'Käfig', 'Käfige')} (${plural(m, 'Affe', 'Affen')})`,
  tilesOpen: (t) => `Wertungsplättchen: ${t.length ? t.join(' + ') : 'keine'}`,
  tilesHidden: (n) => `Wertungsplättchen: ${n} verdeckt`,
  choose:
    'Deine Aktion: tippe einen Raum mit Durchgang, um hinzugehen, eine Karte oder einen Knopf hier.',
  chooseCard: (c) => `${c}:`,
  itemPick: 'Welcher Gegenstand wird versetzt? Tippe ihn in seinem Raum an.',
  itemTo: (i, from) => `Wohin kommt: ${i} aus dem Raum ${from}? Tippe den Raum.`,
  exchangeFirst: 'Tippe den ersten der zwei Räume zum Tauschen.',
  exchangeSecond: (r) => `Raum ${r} tauschen mit welchem Raum? Tippe ihn.`,
  stealWho: 'Wessen Gegenstand fällt in deinen Raum?',
  twiceFirst: 'Tippe den ersten Raum, in den du gehst.',
  twiceSecond: (r) => `Vom Raum ${r} aus: tippe den zweiten Raum.`,
  guardWhere: 'Tippe den Raum, in den der Wächter geht.',
  combatWhere: (who) => `In welchen Raum kommt der Affe von ${who}? Tippe ihn.`,
  waiting: (name) => `${name} ist am Zug.`,
  cancel: 'Abbrechen',
  fight: (who) => `Kampf gegen ${who} …`,
  itemIn: (i, r) => `${i} (${r})`,
  itemList: (n) => `Alle ${n} hier auflisten`,
  take: (i) => `${i} nehmen`,
  roomTip: (name, doors, parts) => [`${name}. Durchgänge zu: ${doors}.`, ...parts].join(' '),
  cageTip: (m, needs) =>
    `Käfig mit ${plural(m, 'Affe', 'Affen')}: aufdecken, dann mit ${needs} am Boden dieses Raums oder getragen öffnen; bringt ${m}, Affen hier oder einen Durchgang entfernt bekommen ein Wertungsplättchen mit ${m - 1} (ML-3, ML-4).`,
  faceDownTip:
    'Verdeckter Käfig: decke ihn in diesem Raum auf, dann zeigt er seine Affen und die nötigen Gegenstände.',
  monkeyTip: (c, name, carried, combat) =>
    `Affe ${c} von ${name}: trägt ${carried}; gewinnt einen Kampf im eigenen Raum mit: ${combat}, außer der andere trägt seinen eigenen (ML-6).`,
  guardTip: (r) =>
    `Der Wächter, im Raum ${r}: ein Affe, der eine Aktion in seinem Raum beendet, beendet seinen Zug.`,
  itemTip: (i) => `${i}: in deinem Raum aufheben; Käfige brauchen Gegenstände zum Öffnen.`,
  cardTip: (k) => `${cardName(k, 'de')}: ${CARD_HELP.de[k]}.`,
  cageHeading: 'Käfig',
};

export const w = (l: Lang = lang()): Words => (l === 'de' ? DE : EN);

/** "scalpel + box" in the page's language: what a cage needs. */
export const needsOf = (cage: number): string => (CAGES[cage]?.needs ?? []).map(item).join(' + ');
