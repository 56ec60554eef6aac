// The Moon board's words in English and German (chosen with `lang()`), its colours, and small
// formatters for cards, goods and requirements. Facts and numbers only; the wording is our own.

import type { Library } from '../../../../src/games/moon/library.ts';
import type { Decision } from '../../../../src/games/moon/state.ts';
import { RESOURCES } from '../../../../src/games/moon/vocabulary.ts';
import type {
  Colour,
  Flag,
  Goods,
  Requirement,
  Resource,
  Reward,
} from '../../../../src/games/moon/vocabulary.ts';
import { lang } from '../../i18n.ts';

// ---------------------------------------------------------------------------------------------
// Words

export type DecisionKind = Decision['kind'];

const EN = {
  era: 'Era',
  round: 'round',
  flagRewards: 'Flag Rewards',
  reputations: 'Reputation cards',
  bronze: 'bronze',
  silver: 'silver',
  gold: 'gold',
  discard: 'Discard pile',
  stacks: 'Era stacks',
  expeditionDecks: 'Expedition decks',
  you: 'you',
  rovers: 'Rovers',
  parkedHere: 'parked here',
  handCards: 'cards in hand',
  hiddenExpedition: 'an Expedition (hidden)',
  noExpedition: 'no Expedition',
  first: 'First Expedition',
  claimed: 'Reputation',
  flags: 'Flags',
  leads: 'leads',
  draft: 'Draft',
  passLeft: 'hands pass to the left after each round',
  soloDraft: 'solo: a turn with each face-up hand, the Rival after each',
  playingNow: 'playing now',
  stillToPlay: 'still to play this round',
  gameOver: 'game over',
  yourHand: 'Your hand',
  emptyHand: 'Your hand is empty.',
  yourExpedition: 'Your Expedition',
  cost: 'cost',
  free: 'free',
  needs: 'needs',
  produces: 'produces',
  ofOneType: 'of one type',
  assim: 'assimilate',
  flipped: 'flipped',
  pickCard: 'Click a card of your hand to construct or assimilate it.',
  mainDone: 'Your main action is done; end the turn when you are ready.',
  onTable: 'Parking, flipping, Obelisks and Reputations: click the marked cards on the table.',
  options: 'What to do with',
  cannotBuild: 'It cannot be constructed now.',
  parkHint:
    'A Rover parked on another player’s yellow card or Base lends its flags for this turn, one on a blue card produces. Park one, then construct:',
  yourChoice: 'Your choice',
  clickMarked: 'Click a marked card on the table.',
  lentFlags: 'Flags lent by your Rover this turn',
  yourTurn: 'Your turn',
  actions: 'Your moves',
  cancel: 'Cancel',
  spectator: 'You are watching: hands and Expeditions stay hidden.',
  ownDesign: 'Card set: the Moontable project’s own design, not the printed cards.',
  tokens: 'Heart tokens',
  printed: 'printed Hearts',
  formulas: 'card formulas',
  repHearts: 'Reputations',
  total: 'total',
  effect: 'effect',
  onBuild: 'when built',
  flip: 'flip',
  endGame: 'end of game',
  obelisk: 'Obelisk',
  bonusAction: 'bonus action',
  reacts: 'reacts by itself',
  ruleChange: 'changes a rule',
  colour_base: 'Base',
  colour_blue: 'blue',
  colour_yellow: 'yellow',
  colour_grey: 'grey',
  colour_pink: 'pink',
  colour_red: 'red',
  res_E: 'Energy',
  res_W: 'Water',
  res_B: 'Bio',
  res_M: 'Metal',
  flag_Ind: 'Industry',
  flag_Hou: 'Housing',
  flag_Tra: 'Transport',
  flag_Foo: 'Food',
  flag_Sci: 'Science',
  short_Ind: 'Ind',
  short_Hou: 'Hou',
  short_Tra: 'Tra',
  short_Foo: 'Foo',
  short_Sci: 'Sci',
  dec_search: 'Construct one card from the pile you are searching (paying as usual), or take none.',
  dec_spend: 'How many do you spend for Hearts?',
  dec_pick: 'Which resource do you gain?',
  dec_payAny: 'Which resource do you pay?',
  dec_exchange: 'Which resource do you swap, and for what?',
  dec_takeRewards: 'Take the Assimilation reward of which discard-pile card?',
  dec_give: 'Give which resource to whom?',
  dec_reveal: 'Construct or assimilate one of the revealed cards.',
  dec_produce: 'Which blue card produces for you?',
  dec_flagReward: 'Which Flag Reward gets the Hearts?',
  dec_convert: 'Convert into which type, then how much?',
  dec_unflip: 'Which flipped card flips back?',
  dec_cycle: 'Which hand card do you discard to draw the top stack card?',
  dec_swap: 'Which hand card do you swap with the top of the discard pile?',
  dec_recall: 'From which of your cards does a Rover come home?',
  dec_greyHeart: 'Which grey card gets the Heart?',
  dec_rewardResource: 'Which resource of that reward do you take?',
  dec_hand: 'Which face-up hand do you take this turn with?',
  soloTitle: 'Solo against the Rival',
  rival: 'The Rival',
  rivalCards: 'cards',
  soloHands: 'The face-up hands',
  soloRound: 'round',
  handInPlay: 'in play',
  handPlayed: 'played this round',
  handRemoved: 'removed by the Rival',
  handOpen: 'open',
  soloNote:
    'After each of your turns the Rival reveals the top card of the Era stack and scores a Heart per card of that colour it already has (at most X + 1). After round A it removes the hand with the dearest card.',
  decWaiting: 'is choosing',
  repNeeds: 'Reputation cards: what they need',
  firstStep: 'First choose',
  cnt_flags: 'flags',
  cnt_cards: 'cards',
  cnt_roversInSupply: 'Rovers in supply',
  cnt_roversOnMine: 'Rovers parked on your cards',
  cnt_reputations: 'Reputation cards',
  cnt_resources: 'resources',
  cnt_production: 'production',
  cnt_flagTypesWon: 'flag types you would win now',
  cnt_flagTypesWonOnCard: 'flag types of the card you win',
  cnt_flagTypesAtLeast: 'flag types with at least {n} flags',
  cnt_spentThisTurn: 'resources spent this turn',
};
export type Word = keyof typeof EN;

const DE: Record<Word, string> = {
  era: 'Ära',
  round: 'Runde',
  flagRewards: 'Flaggenprämien',
  reputations: 'Ansehenskarten',
  bronze: 'Bronze',
  silver: 'Silber',
  gold: 'Gold',
  discard: 'Ablage',
  stacks: 'Ära-Stapel',
  expeditionDecks: 'Expeditionsstapel',
  you: 'du',
  rovers: 'Rover',
  parkedHere: 'hier geparkt',
  handCards: 'Handkarten',
  hiddenExpedition: 'eine Expedition (verdeckt)',
  noExpedition: 'keine Expedition',
  first: 'Erste Expedition',
  claimed: 'Ansehen',
  flags: 'Flaggen',
  leads: 'vorn',
  draft: 'Draft',
  passLeft: 'die Hände wandern nach jeder Runde nach links',
  soloDraft: 'Solo: ein Zug mit jeder offenen Hand, danach jeweils der Rivale',
  playingNow: 'spielt gerade',
  stillToPlay: 'noch dran in dieser Runde',
  gameOver: 'Spielende',
  yourHand: 'Deine Hand',
  emptyHand: 'Deine Hand ist leer.',
  yourExpedition: 'Deine Expedition',
  cost: 'Kosten',
  free: 'gratis',
  needs: 'braucht',
  produces: 'erzeugt',
  ofOneType: 'einer Sorte',
  assim: 'assimilieren',
  flipped: 'umgedreht',
  pickCard: 'Klicke eine Handkarte an, um sie zu bauen oder zu assimilieren.',
  mainDone: 'Deine Hauptaktion ist erledigt; beende den Zug, wenn du so weit bist.',
  onTable:
    'Parken, Umdrehen, Obelisken und Ansehen: klicke die markierten Karten auf dem Tisch an.',
  options: 'Was tun mit',
  cannotBuild: 'Sie kann gerade nicht gebaut werden.',
  parkHint:
    'Ein Rover auf der gelben Karte oder Basis eines anderen leiht dir diesen Zug ihre Flaggen, einer auf einer blauen Karte produziert. Erst parken, dann bauen:',
  yourChoice: 'Deine Wahl',
  clickMarked: 'Klicke eine markierte Karte auf dem Tisch an.',
  lentFlags: 'Von deinem Rover geliehene Flaggen (nur dieser Zug)',
  yourTurn: 'Du bist dran',
  actions: 'Deine Züge',
  cancel: 'Abbrechen',
  spectator: 'Du schaust zu: Hände und Expeditionen bleiben verdeckt.',
  ownDesign: 'Kartensatz: eigener Entwurf des Moontable-Projekts, nicht die gedruckten Karten.',
  tokens: 'Herzmarker',
  printed: 'aufgedruckte Herzen',
  formulas: 'Kartenformeln',
  repHearts: 'Ansehen',
  total: 'gesamt',
  effect: 'Effekt',
  onBuild: 'beim Bauen',
  flip: 'umdrehen',
  endGame: 'Spielende',
  obelisk: 'Obelisk',
  bonusAction: 'Bonusaktion',
  reacts: 'wirkt von selbst',
  ruleChange: 'ändert eine Regel',
  colour_base: 'Basis',
  colour_blue: 'blau',
  colour_yellow: 'gelb',
  colour_grey: 'grau',
  colour_pink: 'rosa',
  colour_red: 'rot',
  res_E: 'Energie',
  res_W: 'Wasser',
  res_B: 'Bio',
  res_M: 'Metall',
  flag_Ind: 'Industrie',
  flag_Hou: 'Wohnen',
  flag_Tra: 'Verkehr',
  flag_Foo: 'Nahrung',
  flag_Sci: 'Wissenschaft',
  short_Ind: 'Ind',
  short_Hou: 'Woh',
  short_Tra: 'Ver',
  short_Foo: 'Nah',
  short_Sci: 'Wis',
  dec_search: 'Baue eine Karte aus dem durchsuchten Stapel (normal bezahlt) oder keine.',
  dec_spend: 'Wie viele gibst du für Herzen aus?',
  dec_pick: 'Welchen Rohstoff bekommst du?',
  dec_payAny: 'Welchen Rohstoff zahlst du?',
  dec_exchange: 'Welchen Rohstoff tauschst du wogegen?',
  dec_takeRewards: 'Die Assimilationsprämie welcher Ablagekarte nimmst du?',
  dec_give: 'Welchen Rohstoff gibst du wem?',
  dec_reveal: 'Baue oder assimiliere eine der aufgedeckten Karten.',
  dec_produce: 'Welche blaue Karte produziert für dich?',
  dec_flagReward: 'Welche Flaggenprämie bekommt die Herzen?',
  dec_convert: 'In welche Sorte umwandeln, dann wie viel?',
  dec_unflip: 'Welche umgedrehte Karte wird zurückgedreht?',
  dec_cycle: 'Welche Handkarte legst du ab, um die oberste Stapelkarte zu ziehen?',
  dec_swap: 'Welche Handkarte tauschst du mit der obersten Ablagekarte?',
  dec_recall: 'Von welcher deiner Karten kommt ein Rover heim?',
  dec_greyHeart: 'Welche graue Karte bekommt das Herz?',
  dec_rewardResource: 'Welchen Rohstoff dieser Prämie nimmst du?',
  dec_hand: 'Mit welcher offenen Hand machst du diesen Zug?',
  soloTitle: 'Solo gegen den Rivalen',
  rival: 'Der Rivale',
  rivalCards: 'Karten',
  soloHands: 'Die offenen Hände',
  soloRound: 'Runde',
  handInPlay: 'im Spiel',
  handPlayed: 'in dieser Runde gespielt',
  handRemoved: 'vom Rivalen entfernt',
  handOpen: 'offen',
  soloNote:
    'Nach jedem deiner Züge deckt der Rivale die oberste Karte des Ärastapels auf und bekommt ein Herz je Karte dieser Farbe, die er schon hat (höchstens X + 1). Nach Runde A entfernt er die Hand mit der teuersten Karte.',
  decWaiting: 'wählt gerade',
  repNeeds: 'Ansehenskarten: was sie verlangen',
  firstStep: 'Wähle zuerst',
  cnt_flags: 'Flaggen',
  cnt_cards: 'Karten',
  cnt_roversInSupply: 'Rover im Vorrat',
  cnt_roversOnMine: 'Rover auf deinen Karten',
  cnt_reputations: 'Ansehenskarten',
  cnt_resources: 'Rohstoffe',
  cnt_production: 'Produktion',
  cnt_flagTypesWon: 'Flaggenarten, die du jetzt gewinnst',
  cnt_flagTypesWonOnCard: 'Flaggenarten der Karte, die du gewinnst',
  cnt_flagTypesAtLeast: 'Flaggenarten mit mindestens {n} Flaggen',
  cnt_spentThisTurn: 'in diesem Zug ausgegebene Rohstoffe',
};

export const w = (key: Word): string => (lang() === 'de' ? DE[key] : EN[key]);
export const decisionText = (kind: DecisionKind) => w(`dec_${kind}`);
export const flagShort = (f: Flag) => w(`short_${f}`);
export const flagName = (f: Flag) => w(`flag_${f}`);
/** A Reputation card's requirement in words, e.g. `≥ 2 pink cards`, `≤ 0 Rovers in supply`. */
export function requirementText(r: Requirement): string {
  const c = r.count;
  const bound = [
    r.atLeast !== undefined ? `≥ ${r.atLeast}` : '',
    r.atMost !== undefined ? `≤ ${r.atMost}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const what = [
    c.flag ? flagShort(c.flag) : '',
    c.colour ? w(`colour_${c.colour}`) : '',
    c.resource && c.of !== 'production' ? w(`res_${c.resource}`) : '',
    w(`cnt_${c.of}`).replace('{n}', String(c.n ?? 1)),
    c.of === 'production' && c.resource ? c.resource : '',
  ].filter(Boolean);
  return `${bound} ${what.join(' ')}`;
}

const ERA_NUMERALS = ['I', 'II', 'III'];
export const era = (n: number) => ERA_NUMERALS[n - 1] ?? String(n);

// ---------------------------------------------------------------------------------------------
// Colours and small formatters

export type Kind = Colour | 'base';
export const MOON_FILL: Readonly<Record<Kind, string>> = {
  base: '#1f7a70',
  blue: '#2458b3',
  yellow: '#f0c419',
  grey: '#5f6673',
  pink: '#c23b84',
  red: '#b3261e',
};
/** Text on a card of that colour: dark on yellow, white elsewhere (contrast). */
export const ink = (k: Kind) => (k === 'yellow' ? '#1c1f26' : '#fff');
export const RES_FILL: Readonly<Record<Resource, string>> = {
  E: '#c77700',
  W: '#1c6fb8',
  B: '#2e7d32',
  M: '#555c68',
};

export const kindOf = (lib: Library, id: number): Kind => lib.structure[id]?.colour ?? 'base';
export const cardName = (lib: Library, id: number) => lib.name[id] ?? '?';
export const short = (text: string, n: number) =>
  text.length > n ? `${text.slice(0, n - 1)}…` : text;

/** A bag of goods as short text: `2E 1M 1 Rover 2♥`, Hearts times X as `1♥×X`. */
export function goods(g: Reward | Goods | undefined): string {
  if (!g) return '';
  const parts: string[] = [];
  for (const r of RESOURCES) if (g[r]) parts.push(`${g[r]}${r}`);
  if (g.R) parts.push(`${g.R} ${w('rovers')}`);
  if (g.H) parts.push(`${g.H}♥`);
  const hx = (g as Reward).HX;
  if (hx) parts.push(`${hx}♥×X`);
  return parts.join(' ');
}
