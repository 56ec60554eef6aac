// The Monkeys on the Moon board's words in English and German: headings, the action bar's
// sentences and every tooltip. Concepts and names come from the game's glossary and names
// (src/games/monkeys-on-the-moon/glossary.ts, names.ts), so the board, the log and the terminal
// say the same thing; only the sentences around them live here.

import type { Lang } from '../../../../src/engine/game.ts';
import { capitalised } from '../../../../src/engine/glossary.ts';
import {
  ADVANCE_COINS,
  ADVANCE_COINS_WITH_SCORN,
  BID_POINTS_ALLY,
  BID_POINTS_OWN_TRIBE,
  CIVILIZATION_CARDS,
  MONKEYS,
  SCORN_PENALTY,
  SHIPS,
  TRACK_LAST_SPACE,
  WHITE_DOT_SPACE,
} from '../../../../src/games/monkeys-on-the-moon/data.ts';
import { GLOSSARY } from '../../../../src/games/monkeys-on-the-moon/glossary.ts';
import type { MMTerm } from '../../../../src/games/monkeys-on-the-moon/glossary.ts';
import { NAMES } from '../../../../src/games/monkeys-on-the-moon/names.ts';
import { alliesOf, rivalOf } from '../../../../src/games/monkeys-on-the-moon/state.ts';
import { lang } from '../../i18n.ts';

/** A glossary term in the page's language; `G` capitalises it for a heading. */
export const g = (key: MMTerm): string => GLOSSARY[key][lang()];
export const G = (key: MMTerm): string => capitalised(g(key));
export const names = () => NAMES[lang()];
export const tribe = (t: number): string => NAMES[lang()].tribe(t);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface Words {
  round: (n: number, of: number) => string;
  by: (name: string) => string;
  allies: (a: string, b: string, rival: string) => string;
  circleHint: string;
  deckLeft: (n: number) => string;
  place: (n: number) => string;
  atStart: string;
  spaceOf: (n: number) => string;
  finished: (place: number) => string;
  coinsN: (n: number) => string;
  cardsN: (n: number) => string;
  /** What a civilization card moves: "moves 3". */
  moves: (n: number) => string;
  monkeysN: (n: number) => string;
  fullShipsN: (n: number) => string;
  points: (n: number) => string;
  inCentre: string;
  heldBy: (name: string) => string;
  noShip: string;
  free: string;
  you: string;
  yourThings: string;
  handSummary: (cards: number, coins: number) => string;
  noCards: string;
  // Tooltips.
  tribeTip: (
    t: number,
    circle: readonly number[],
    where: string,
    supply: number,
    scorn: string,
  ) => string;
  stoneTip: (t: number, where: string) => string;
  whiteDotTip: string;
  monkeyTip: (m: number, circle: readonly number[]) => string;
  shipTip: (s: number, aboard: number) => string;
  civTip: (c: number, circle: readonly number[]) => string;
  coinTip: (t: number, n: number, circle: readonly number[]) => string;
  scornTip: (t: number, holder: string | null) => string;
  moonstoneTip: (name: string) => string;
  playerTip: (name: string, monkeys: number, ships: number, cards: number) => string;
  deckTip: (what: string, n: number) => string;
  holdingTip: string;
  // The action bar.
  waitCiv: (name: string) => string;
  waitSelect: (name: string) => string;
  waitBid: (name: string, monkey: string) => string;
  waitShip: (name: string) => string;
  waitLeave: (name: string) => string;
  chooseCard: string;
  chooseTribe: (card: string) => string;
  advance: (t: string, n: number) => string;
  thenPay: (t: string) => string;
  thenScorn: (t: string) => string;
  chainAsk: (rival: string) => string;
  chainPay: (t: string) => string;
  chainScorn: (t: string) => string;
  chooseMonkey: string;
  bidAsk: (monkey: string, min: number) => string;
  bidBuilt: (value: number) => string;
  noBeat: (value: number) => string;
  bidButton: (value: number) => string;
  clear: string;
  cancel: string;
  chooseShip: string;
  chooseLeave: string;
  standing: (value: number, name: string, coins: string) => string;
  noBid: string;
  toBid: (name: string) => string;
  passedList: (names: string) => string;
  titleLine: (place: number, leader: number, under: number) => string;
  nobody: string;
}

const EN: Words = {
  round: (n, of) => `Round ${n} of ${of}`,
  by: (name) => `by ${name}`,
  allies: (a, b, rival) => `allies ${a} and ${b}, rival ${rival}`,
  circleHint: 'Neighbours are allies; the tribe opposite is the rival.',
  deckLeft: (n) => `${n} in the deck`,
  place: (n) => `${n}.`,
  atStart: 'at the start',
  spaceOf: (n) => `on space ${n} of ${TRACK_LAST_SPACE}`,
  finished: (place) => `in the finish, place ${place}`,
  coinsN: (n) => plural(n, 'coin', 'coins'),
  cardsN: (n) => plural(n, 'card', 'cards'),
  moves: (n) => `moves ${n}`,
  monkeysN: (n) => plural(n, 'monkey', 'monkeys'),
  fullShipsN: (n) => plural(n, 'full ship', 'full ships'),
  points: (n) => plural(n, 'point', 'points'),
  inCentre: 'in the centre',
  heldBy: (name) => `held by ${name}`,
  noShip: 'no ship',
  free: 'free seat',
  you: 'you',
  yourThings: 'Your coins and cards',
  handSummary: (cards, coins) =>
    `${plural(cards, 'card', 'cards')} · ${plural(coins, 'coin', 'coins')}`,
  noCards: 'No cards in hand.',
  tribeTip: (t, circle, where, supply, scorn) => {
    const [a, b] = alliesOf(circle, t);
    return `${tribe(t)} tribe: allies ${tribe(a)} and ${tribe(b)}, rival ${tribe(rivalOf(circle, t))}. Its stone is ${where}. Supply: ${plural(supply, 'coin', 'coins')}. Its scorn card is ${scorn}.`;
  },
  stoneTip: (t, where) =>
    `The ${tribe(t)} stone, ${where}. A tribe that reaches space ${TRACK_LAST_SPACE} finishes; finish places decide what its titles are worth.`,
  whiteDotTip: `White dot (Monkey Treachery), space ${WHITE_DOT_SPACE}: the first tribe to reach it swaps places with its clockwise neighbour in the alliance circle.`,
  monkeyTip: (m, circle) => {
    const c = MONKEYS[m];
    if (!c) return '';
    const [a, b] = alliesOf(circle, c.tribe);
    return `${c.name}: ${tribe(c.tribe)} monkey, status ${c.status}. At the end, the status of your launched ${tribe(c.tribe)} monkeys decides the ${tribe(c.tribe)} titles (Supreme Leader, Undersecretary). Bids for it: ${BID_POINTS_OWN_TRIBE} per ${tribe(c.tribe)} coin, ${BID_POINTS_ALLY} per ${tribe(a)} or ${tribe(b)} coin. It will not fly with a ${tribe(rivalOf(circle, c.tribe))} monkey.`;
  },
  shipTip: (s, aboard) => {
    const c = SHIPS[s];
    if (!c) return '';
    const t = tribe(c.colour);
    return `${t} ship for ${c.capacity} monkeys (${aboard} aboard): ${plural(c.vp, 'point', 'points')} if it launches full. A launch brings a ${t} bonus coin (not while you hold the ${t} scorn card) and returns the ${t} scorn card.`;
  },
  civTip: (id, circle) => {
    const c = CIVILIZATION_CARDS[id];
    if (!c) return '';
    const [a, b] = alliesOf(circle, c.tribe);
    return `${NAMES.en.civ(id)}: ${tribe(c.tribe)} civilization card, moves ${c.move}. Play it to advance ${tribe(c.tribe)} or an ally (${tribe(a)}, ${tribe(b)}) ${c.move} spaces: take ${ADVANCE_COINS} coins of that tribe (${ADVANCE_COINS_WITH_SCORN} if you hold its scorn card) and pay 1 coin to its rival.`;
  },
  coinTip: (t, n, circle) => {
    const [a, b] = alliesOf(circle, t);
    return `${plural(n, `${tribe(t)} coin`, `${tribe(t)} coins`)}. In a bid each is worth ${BID_POINTS_OWN_TRIBE} for a ${tribe(t)} monkey and ${BID_POINTS_ALLY} for a ${tribe(a)} or ${tribe(b)} monkey. With none left, paying ${tribe(t)} means taking its scorn card.`;
  },
  scornTip: (t, holder) =>
    `${tribe(t)} scorn card, ${holder ? `held by ${holder}` : 'in the centre'}: ${SCORN_PENALTY} points off at the end; advancing ${tribe(t)} gives ${ADVANCE_COINS_WITH_SCORN} coin instead of ${ADVANCE_COINS}; no ${tribe(t)} bonus coin at a launch. It goes back when its holder advances ${tribe(t)}, wins a ${tribe(t)} monkey or launches a ${tribe(t)} ship.`,
  moonstoneTip: (name) => `Moonstone: ${name} takes the first turn of this round.`,
  playerTip: (name, monkeys, ships, cards) =>
    `${name}: ${plural(monkeys, 'monkey', 'monkeys')} launched, ${plural(ships, 'full ship', 'full ships')}, ${plural(cards, 'card', 'cards')} in hand. Launched monkeys stay hidden in the score pile until the end.`,
  deckTip: (what, n) => `${what}: ${n} left in the deck.`,
  holdingTip:
    'Holding area: no ship was left for these monkeys; they launch at the end as an unfilled ship.',
  waitCiv: (name) => `${name} plays a civilization card.`,
  waitSelect: (name) => `${name} chooses a monkey to put up for bidding.`,
  waitBid: (name, monkey) => `${name} bids for ${monkey} or passes.`,
  waitShip: (name) => `${name} picks a new ship.`,
  waitLeave: (name) => `${name} chooses which monkeys stay behind (Monkey Treachery).`,
  chooseCard: 'Play a civilization card: choose one of yours below.',
  chooseTribe: (card) => `Which tribe does ${card} advance?`,
  advance: (t, n) => `${t} +${n}`,
  thenPay: (t) => `pay 1 ${t}`,
  thenScorn: (t) => `take ${t} scorn card`,
  chainAsk: (rival) =>
    `Scorn chain (MM-5): you cannot pay ${rival} and already hold its scorn card. Pay an ally of ${rival}, or take a scorn card:`,
  chainPay: (t) => `Pay 1 ${t} coin`,
  chainScorn: (t) => `Take the ${t} scorn card`,
  chooseMonkey: 'Choose a monkey from the offer to put up for bidding.',
  bidAsk: (monkey, min) =>
    `Bid for ${monkey}: at least ${min}. Tap your coins below to build a bid, or pass.`,
  bidBuilt: (value) => `Your bid so far: ${value}.`,
  noBeat: (value) => `None of your bids beats ${value}: pass.`,
  bidButton: (value) => (value > 0 ? `Bid ${value}` : 'Bid'),
  clear: 'Clear',
  cancel: 'Cancel',
  chooseShip: 'Pick your new ship from the offer.',
  chooseLeave: 'Monkey Treachery: your ship holds rivals. Which monkeys stay behind?',
  standing: (value, name, coins) => `Standing bid ${value} by ${name} (${coins})`,
  noBid: 'No bid yet',
  toBid: (name) => `To bid: ${name}`,
  passedList: (list) => `Passed: ${list}`,
  titleLine: (place, leader, under) =>
    `${place}. place: Supreme Leader ${plural(leader, 'point', 'points')}, Undersecretary ${plural(under, 'point', 'points')}`,
  nobody: 'nobody',
};

const DE: Words = {
  round: (n, of) => `Runde ${n} von ${of}`,
  by: (name) => `von ${name}`,
  allies: (a, b, rival) => `Verbündete ${a} und ${b}, Rivale ${rival}`,
  circleHint: 'Nachbarn sind Verbündete; die gegenüberliegende Sippe ist der Rivale.',
  deckLeft: (n) => `${n} im Stapel`,
  place: (n) => `${n}.`,
  atStart: 'am Start',
  spaceOf: (n) => `auf Feld ${n} von ${TRACK_LAST_SPACE}`,
  finished: (place) => `im Ziel auf Platz ${place}`,
  coinsN: (n) => plural(n, 'Münze', 'Münzen'),
  cardsN: (n) => plural(n, 'Karte', 'Karten'),
  moves: (n) => `zieht ${n}`,
  monkeysN: (n) => plural(n, 'Affe', 'Affen'),
  fullShipsN: (n) => plural(n, 'volles Raumschiff', 'volle Raumschiffe'),
  points: (n) => plural(n, 'Punkt', 'Punkte'),
  inCentre: 'in der Mitte',
  heldBy: (name) => `bei ${name}`,
  noShip: 'kein Raumschiff',
  free: 'freier Platz',
  you: 'du',
  yourThings: 'Deine Münzen und Karten',
  handSummary: (cards, coins) =>
    `${plural(cards, 'Karte', 'Karten')} · ${plural(coins, 'Münze', 'Münzen')}`,
  noCards: 'Keine Karten auf der Hand.',
  tribeTip: (t, circle, where, supply, scorn) => {
    const [a, b] = alliesOf(circle, t);
    return `Sippe ${tribe(t)}: Verbündete ${tribe(a)} und ${tribe(b)}, Rivale ${tribe(rivalOf(circle, t))}. Ihr Stein steht ${where}. Vorrat: ${plural(supply, 'Münze', 'Münzen')}. Ihre Spottkarte liegt ${scorn}.`;
  },
  stoneTip: (t, where) =>
    `Der Stein der Sippe ${tribe(t)}, ${where}. Eine Sippe, die Feld ${TRACK_LAST_SPACE} erreicht, ist im Ziel; der Zielplatz bestimmt, was ihre Titel wert sind.`,
  whiteDotTip: `Weißer Punkt (Affenverrat), Feld ${WHITE_DOT_SPACE}: Die erste Sippe, die ihn erreicht, tauscht im Bündniskreis den Platz mit ihrem Nachbarn im Uhrzeigersinn.`,
  monkeyTip: (m, circle) => {
    const c = MONKEYS[m];
    if (!c) return '';
    const [a, b] = alliesOf(circle, c.tribe);
    return `${c.name}: Affe der Sippe ${tribe(c.tribe)}, Status ${c.status}. Am Ende entscheidet der Status deiner gestarteten Affen der Sippe ${tribe(c.tribe)} über ihre Titel (Häuptling, Stellvertreter). Gebote für ihn: ${BID_POINTS_OWN_TRIBE} je ${tribe(c.tribe)}-Münze, ${BID_POINTS_ALLY} je ${tribe(a)}- oder ${tribe(b)}-Münze. Er fliegt nicht mit einem Affen der Sippe ${tribe(rivalOf(circle, c.tribe))}.`;
  },
  shipTip: (s, aboard) => {
    const c = SHIPS[s];
    if (!c) return '';
    const t = tribe(c.colour);
    return `Raumschiff ${t} für ${c.capacity} Affen (${aboard} an Bord): ${plural(c.vp, 'Punkt', 'Punkte')}, wenn es voll startet. Ein Start bringt eine ${t}-Bonusmünze (nicht, solange du die Spottkarte ${t} hast) und gibt die Spottkarte ${t} zurück.`;
  },
  civTip: (id, circle) => {
    const c = CIVILIZATION_CARDS[id];
    if (!c) return '';
    const [a, b] = alliesOf(circle, c.tribe);
    return `${NAMES.de.civ(id)}: Zivilisationskarte ${tribe(c.tribe)}, zieht ${c.move}. Spiele sie, um ${tribe(c.tribe)} oder einen Verbündeten (${tribe(a)}, ${tribe(b)}) ${c.move} Felder vorzurücken: Nimm ${ADVANCE_COINS} Münzen dieser Sippe (${ADVANCE_COINS_WITH_SCORN}, wenn du ihre Spottkarte hast) und zahle 1 Münze an ihren Rivalen.`;
  },
  coinTip: (t, n, circle) => {
    const [a, b] = alliesOf(circle, t);
    return `${plural(n, `${tribe(t)}-Münze`, `${tribe(t)}-Münzen`)}. Im Gebot zählt jede ${BID_POINTS_OWN_TRIBE} für einen Affen der Sippe ${tribe(t)} und ${BID_POINTS_ALLY} für einen Affen der Sippen ${tribe(a)} oder ${tribe(b)}. Ohne ${tribe(t)}-Münze heißt ${tribe(t)} bezahlen: ihre Spottkarte nehmen.`;
  },
  scornTip: (t, holder) =>
    `Spottkarte ${tribe(t)}, ${holder ? `bei ${holder}` : 'in der Mitte'}: am Ende ${SCORN_PENALTY} Punkte Abzug; wer ${tribe(t)} vorrückt, bekommt ${ADVANCE_COINS_WITH_SCORN} Münze statt ${ADVANCE_COINS}; keine ${tribe(t)}-Bonusmünze beim Start. Sie geht zurück, wenn ihr Besitzer ${tribe(t)} vorrückt, einen Affen der Sippe ${tribe(t)} gewinnt oder ein ${tribe(t)}-Raumschiff startet.`,
  moonstoneTip: (name) => `Mondstein: ${name} hat den ersten Zug dieser Runde.`,
  playerTip: (name, monkeys, ships, cards) =>
    `${name}: ${plural(monkeys, 'Affe', 'Affen')} gestartet, ${plural(ships, 'volles Raumschiff', 'volle Raumschiffe')}, ${plural(cards, 'Karte', 'Karten')} auf der Hand. Gestartete Affen bleiben bis zum Ende verdeckt im Zählstapel.`,
  deckTip: (what, n) => `${what}: noch ${n} im Stapel.`,
  holdingTip:
    'Wartebereich: Für diese Affen war kein Raumschiff mehr da; sie starten am Ende als nicht volles Raumschiff.',
  waitCiv: (name) => `${name} spielt eine Zivilisationskarte.`,
  waitSelect: (name) => `${name} wählt einen Affen zur Versteigerung.`,
  waitBid: (name, monkey) => `${name} bietet für ${monkey} oder passt.`,
  waitShip: (name) => `${name} wählt ein neues Raumschiff.`,
  waitLeave: (name) => `${name} wählt, welche Affen zurückbleiben (Affenverrat).`,
  chooseCard: 'Spiele eine Zivilisationskarte: Wähle unten eine deiner Karten.',
  chooseTribe: (card) => `Welche Sippe rückt ${card} vor?`,
  advance: (t, n) => `${t} +${n}`,
  thenPay: (t) => `1 ${t} zahlen`,
  thenScorn: (t) => `Spottkarte ${t} nehmen`,
  chainAsk: (rival) =>
    `Spottkette (MM-5): Du kannst ${rival} nicht zahlen und hast schon ihre Spottkarte. Zahle einen Verbündeten von ${rival} oder nimm eine Spottkarte:`,
  chainPay: (t) => `1 ${t}-Münze zahlen`,
  chainScorn: (t) => `Die Spottkarte ${t} nehmen`,
  chooseMonkey: 'Wähle einen Affen aus der Auslage zur Versteigerung.',
  bidAsk: (monkey, min) =>
    `Biete für ${monkey}: mindestens ${min}. Tippe unten deine Münzen an, um ein Gebot zu bauen, oder passe.`,
  bidBuilt: (value) => `Dein Gebot bisher: ${value}.`,
  noBeat: (value) => `Keines deiner Gebote schlägt ${value}: passe.`,
  bidButton: (value) => (value > 0 ? `${value} bieten` : 'Bieten'),
  clear: 'Leeren',
  cancel: 'Abbrechen',
  chooseShip: 'Wähle dein neues Raumschiff aus der Auslage.',
  chooseLeave: 'Affenverrat: In deinem Raumschiff sitzen Rivalen. Welche Affen bleiben zurück?',
  standing: (value, name, coins) => `Höchstgebot ${value} von ${name} (${coins})`,
  noBid: 'Noch kein Gebot',
  toBid: (name) => `Es bietet: ${name}`,
  passedList: (list) => `Gepasst: ${list}`,
  titleLine: (place, leader, under) =>
    `${place}. Platz: Häuptling ${plural(leader, 'Punkt', 'Punkte')}, Stellvertreter ${plural(under, 'Punkt', 'Punkte')}`,
  nobody: 'niemand',
};

export const w = (): Words => (lang() === 'de' ? DE : EN);
export const wordsIn = (l: Lang): Words => (l === 'de' ? DE : EN);
