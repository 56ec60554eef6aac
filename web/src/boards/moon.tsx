// The Moon board: the table as SVG (Era, X, Flag Rewards, Reputation cards, every settlement by
// colour with supplies, Rovers and flags, the draft), and HTML panels for what the viewer acts
// with (the hand with its Expedition, the pending choice). It reads MoonView
// (src/games/moon/view.ts) and offers exactly the legal moves it is given, compared as strings.

import { useEffect, useState } from 'preact/hooks';
import { flagCount, flagWinner } from '../../../src/games/moon/counting.ts';
import { libraryOf } from '../../../src/games/moon/library.ts';
import type { Library } from '../../../src/games/moon/library.ts';
import { FLAG_REWARD_CARDS } from '../../../src/games/moon/rules-data.ts';
import type { Decision, MoonState } from '../../../src/games/moon/state.ts';
import type { MoonView } from '../../../src/games/moon/view.ts';
import { COLOURS, FLAGS, RESOURCES } from '../../../src/games/moon/vocabulary.ts';
import type {
  Colour,
  Flag,
  Goods,
  Requirement,
  Resource,
  Reward,
} from '../../../src/games/moon/vocabulary.ts';
import type { LegalMove } from '../api.ts';
import { lang } from '../i18n.ts';
import type { BoardProps, WebBoard } from './board.ts';
import { cardPlace, isMoonMove, moveCard, sortMoves, twoStepChoices } from './moon-offers.ts';
import type { Offers } from './moon-offers.ts';
import './moon.css';

// ---------------------------------------------------------------------------------------------
// Words

type DecisionKind = Decision['kind'];

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
type Word = keyof typeof EN;

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

const w = (key: Word): string => (lang() === 'de' ? DE[key] : EN[key]);
const decisionText = (kind: DecisionKind) => w(`dec_${kind}`);
const flagShort = (f: Flag) => w(`short_${f}`);
const flagName = (f: Flag) => w(`flag_${f}`);
/** A Reputation card's requirement in words, e.g. `≥ 2 pink cards`, `≤ 0 Rovers in supply`. */
function requirementText(r: Requirement): string {
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
const era = (n: number) => ERA_NUMERALS[n - 1] ?? String(n);

// ---------------------------------------------------------------------------------------------
// Colours and small formatters

type Kind = Colour | 'base';
export const MOON_FILL: Readonly<Record<Kind, string>> = {
  base: '#1f7a70',
  blue: '#2458b3',
  yellow: '#f0c419',
  grey: '#5f6673',
  pink: '#c23b84',
  red: '#b3261e',
};
/** Text on a card of that colour: dark on yellow, white elsewhere (contrast). */
const ink = (k: Kind) => (k === 'yellow' ? '#1c1f26' : '#fff');
const RES_FILL: Readonly<Record<Resource, string>> = {
  E: '#c77700',
  W: '#1c6fb8',
  B: '#2e7d32',
  M: '#555c68',
};

const kindOf = (lib: Library, id: number): Kind => lib.structure[id]?.colour ?? 'base';
const cardName = (lib: Library, id: number) => lib.name[id] ?? '?';
const short = (text: string, n: number) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

/** A bag of goods as short text: `2E 1M 1 Rover 2♥`, Hearts times X as `1♥×X`. */
function goods(g: Reward | Goods | undefined): string {
  if (!g) return '';
  const parts: string[] = [];
  for (const r of RESOURCES) if (g[r]) parts.push(`${g[r]}${r}`);
  if (g.R) parts.push(`${g.R} ${w('rovers')}`);
  if (g.H) parts.push(`${g.H}♥`);
  const hx = (g as Reward).HX;
  if (hx) parts.push(`${hx}♥×X`);
  return parts.join(' ');
}

/** Enter and Space act on an SVG element that plays the button. */
const keys = (act: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    act();
  }
};

// ---------------------------------------------------------------------------------------------
// The legal moves, sorted by where the board offers them

interface Ctx {
  v: MoonView;
  lib: Library;
  names: readonly string[];
  offers: Offers;
  selected: number | null;
  select: (card: number | null) => void;
  onMove: (move: string) => void;
}

/**
 * What clicking a card on the table does: play its one move, or select it when several moves
 * name it (the options then appear in the action panel). Null when the card offers nothing.
 */
function cardClick(ctx: Ctx, id: number): { move?: string; act: () => void } | null {
  const moves = ctx.offers.byCard.get(id) ?? [];
  if (moves.length === 0) return null;
  if (moves.length === 1) {
    const move = (moves[0] as LegalMove).move;
    return { move, act: () => ctx.onMove(move) };
  }
  return { act: () => ctx.select(ctx.selected === id ? null : id) };
}

// ---------------------------------------------------------------------------------------------
// SVG: the table

/** The table's geometry: wide for desktops, compact (two rows of colour columns) for phones. */
interface Layout {
  readonly w: number;
  readonly compact: boolean;
  /** Colour columns in each row of a settlement. */
  readonly rows: readonly (readonly Kind[])[];
}
const KINDS: readonly Kind[] = ['base', ...COLOURS];
const WIDE: Layout = { w: 960, compact: false, rows: [KINDS] };
const COMPACT: Layout = { w: 480, compact: true, rows: [KINDS.slice(0, 3), KINDS.slice(3)] };
const COL_W = 156;
const CARD_W = 148;
const CARD_H = 30;
const REP_ROW = 32;

/** Follows the phone breakpoint, so the SVG is redrawn for narrow screens. */
function useCompact(): boolean {
  const query = '(max-width: 600px)';
  const [compact, setCompact] = useState(() => globalThis.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const m = globalThis.matchMedia?.(query);
    if (!m) return undefined;
    const follow = () => setCompact(m.matches);
    m.addEventListener('change', follow);
    follow();
    return () => m.removeEventListener('change', follow);
  }, []);
  return compact;
}

function TableCard({ ctx, id, x, y }: { ctx: Ctx; id: number; x: number; y: number }) {
  const { v, lib } = ctx;
  const kind = kindOf(lib, id);
  const click = cardClick(ctx, id);
  const rovers = v.roverOn[id] ?? 0;
  const hearts = v.cardHearts[id] ?? 0;
  const flipped = v.flipped.includes(id);
  const selected = ctx.selected === id;
  return (
    <g
      class={click ? 'moon-card-svg clickable' : 'moon-card-svg'}
      transform={`translate(${x} ${y})`}
      data-card={`c${id + 1}`}
      data-move={click?.move}
      role={click ? 'button' : undefined}
      tabindex={click ? 0 : undefined}
      aria-label={click ? (ctx.offers.byCard.get(id)?.[0]?.label ?? cardName(lib, id)) : undefined}
      onClick={click?.act}
      onKeyDown={click ? keys(click.act) : undefined}
    >
      <title>{cardName(lib, id)}</title>
      <rect
        width={CARD_W}
        height={CARD_H}
        rx={5}
        fill={MOON_FILL[kind]}
        opacity={flipped ? 0.55 : 1}
        stroke={selected ? '#ff6f00' : click ? '#ffb300' : '#fff'}
        stroke-width={selected || click ? 4 : 1}
      />
      <text x={7} y={19} fill={ink(kind)} class="moon-svg-card-name">
        {short(cardName(lib, id), rovers || hearts ? 14 : 19)}
        {flipped ? ' ↺' : ''}
      </text>
      {rovers > 0 ? (
        <g transform={`translate(${CARD_W - (hearts ? 50 : 20)} 15)`}>
          <circle r={9} fill="#fff" stroke="#1c1f26" stroke-width={1.5} />
          <text y={4} text-anchor="middle" class="moon-svg-mark">
            {rovers > 1 ? `R${rovers}` : 'R'}
          </text>
        </g>
      ) : null}
      {hearts > 0 ? (
        <g transform={`translate(${CARD_W - 18} 15)`}>
          <circle r={10} fill="#fff" stroke="#b3261e" stroke-width={1.5} />
          <text y={4} text-anchor="middle" class="moon-svg-mark heart">
            {hearts}♥
          </text>
        </g>
      ) : null}
    </g>
  );
}

function FlagRewards({ v, x, y }: { v: MoonView; x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} aria-label={w('flagRewards')}>
      <text class="svg-title" y={0}>
        {w('flagRewards')}
      </text>
      {FLAG_REWARD_CARDS.map((card, i) => (
        <g key={i} transform={`translate(${i * 182} 8)`}>
          <rect width={174} height={58} rx={6} fill="#eef1f5" stroke="#8892a6" />
          {card.map((f, j) => {
            const hearts = f === 'X' ? v.x : (v.flagHearts[FLAGS.indexOf(f)] ?? 0);
            return (
              <g key={f} transform={`translate(${8 + j * 56} 6)`} data-reward={f}>
                <title>{f === 'X' ? 'X' : flagName(f)}</title>
                <rect width={50} height={46} rx={4} fill={f === 'X' ? '#1c2333' : '#fff'} />
                <text
                  x={25}
                  y={18}
                  text-anchor="middle"
                  class={f === 'X' ? 'moon-svg-text light' : 'moon-svg-text'}
                >
                  {f === 'X' ? 'X' : flagShort(f)}
                </text>
                <text x={25} y={38} text-anchor="middle" class="moon-svg-hearts">
                  {hearts}♥
                </text>
              </g>
            );
          })}
        </g>
      ))}
    </g>
  );
}

function Reputations({ ctx, x, y, width }: { ctx: Ctx; x: number; y: number; width: number }) {
  const { v, lib } = ctx;
  const levels = ['bronze', 'silver', 'gold'] as const;
  return (
    <g transform={`translate(${x} ${y})`} aria-label={w('reputations')}>
      <text class="svg-title">{w('reputations')}</text>
      {levels.map((level, row) => {
        const cards = v.reputations.filter((id) => lib.reputation[id]?.level === level);
        const step = Math.min(104, Math.floor((width - 56) / Math.max(1, cards.length)));
        return (
          <g key={level} transform={`translate(0 ${8 + row * REP_ROW})`}>
            <text y={19} class="moon-svg-text">
              {w(level)}
            </text>
            {cards.map((id, i) => {
              const click = cardClick(ctx, id);
              const rep = lib.reputation[id];
              return (
                <g
                  key={id}
                  transform={`translate(${56 + i * step} 0)`}
                  class={click ? 'clickable' : undefined}
                  data-card={`c${id + 1}`}
                  data-move={click?.move}
                  role={click ? 'button' : undefined}
                  tabindex={click ? 0 : undefined}
                  aria-label={click ? ctx.offers.byCard.get(id)?.[0]?.label : undefined}
                  onClick={click?.act}
                  onKeyDown={click ? keys(click.act) : undefined}
                >
                  <title>
                    {cardName(lib, id)} · {rep?.hearts ?? 0}♥ ·{' '}
                    {(rep?.requires ?? []).map(requirementText).join(', ')}
                  </title>
                  <rect
                    width={step - 6}
                    height={REP_ROW - 5}
                    rx={4}
                    class={`moon-rep ${level}`}
                    stroke={click ? '#ffb300' : '#8892a6'}
                    stroke-width={click ? 4 : 1}
                  />
                  <text x={6} y={18} class="moon-svg-text">
                    {short(cardName(lib, id), Math.max(3, Math.floor((step - 40) / 7.5)))}{' '}
                    {rep?.hearts ?? 0}♥
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </g>
  );
}

/** Discard pile, stacks, Expedition decks and the draft, one line each on a phone. */
function Piles({ ctx, y, layout }: { ctx: Ctx; y: number; layout: Layout }) {
  const { v, lib, names } = ctx;
  const top = v.discard.at(-1);
  const name = (seat: number) => names[seat] ?? `#${seat + 1}`;
  const sizes = (list: readonly number[]) => list.map((n, i) => `${era(i + 1)} ${n}`).join(' · ');
  const draft = [
    `${w('passLeft')} (${[...Array.from({ length: v.players }, (_, i) => i), 0]
      .map((seat) => short(name(seat), 10))
      .join(' → ')})`,
    v.over ? '' : `${w('playingNow')}: ${v.order.slice(0, 1).map(name).join(', ')}`,
    v.order.length > 1 ? `${w('stillToPlay')}: ${v.order.slice(1).map(name).join(', ')}` : '',
  ].filter(Boolean);
  const lines: [string, string][] = [
    [`${w('discard')} (${v.discard.length})`, top === undefined ? '–' : cardName(lib, top)],
    [w('stacks'), sizes(v.stackSizes)],
    [w('expeditionDecks'), sizes(v.expeditionDeckSizes)],
  ];
  const rows: [string, string][][] = layout.compact
    ? [...lines.map((l) => [l]), [[w('draft'), draft[0] ?? '']], [['', draft.slice(1).join(' · ')]]]
    : [lines, [[w('draft'), draft.join(' · ')]]];
  return (
    <g transform={`translate(10 ${y})`} data-draft="">
      {rows.map((row, i) => (
        <text key={i} class="moon-svg-text" y={i * 20}>
          {row.map(([label, text], j) => (
            <tspan key={j}>
              {j > 0 ? '  ·  ' : ''}
              {label ? <tspan font-weight={700}>{label}: </tspan> : null}
              {text}
            </tspan>
          ))}
        </text>
      ))}
    </g>
  );
}
const pilesHeight = (layout: Layout) => (layout.compact ? 5 : 2) * 20;

function settlementRows(lib: Library, v: MoonView, seat: number, layout: Layout) {
  const cards = v.settlements[seat] ?? [];
  return layout.rows.map((kinds) => kinds.map((k) => cards.filter((id) => kindOf(lib, id) === k)));
}
const settlementTop = (layout: Layout) => (layout.compact ? 114 : 54);
const rowHeight = (row: readonly number[][]) =>
  16 + Math.max(1, ...row.map((c) => c.length)) * (CARD_H + 4) + 4;
const settlementHeight = (rows: readonly number[][][], layout: Layout) =>
  settlementTop(layout) + rows.reduce((n, row) => n + rowHeight(row), 0) + 12;

function Settlement({
  ctx,
  seat,
  y,
  layout,
}: {
  ctx: Ctx;
  seat: number;
  y: number;
  layout: Layout;
}) {
  const { v, lib, names } = ctx;
  const state = v as unknown as MoonState; // flag counting reads public fields only
  const acting = v.toAct.includes(seat);
  const rows = settlementRows(lib, v, seat, layout);
  const cards = v.settlements[seat] ?? [];
  const onMine = cards.reduce((n, id) => n + (v.roverOn[id] ?? 0), 0);
  const exp = v.handExpedition[seat];
  const expText =
    exp === null || exp === undefined
      ? w('hiddenExpedition')
      : exp < 0
        ? w('noExpedition')
        : cardName(lib, exp);
  const holdsFirst = exp === v.firstExpedition;
  const supply = v.supply[seat] ?? [];
  const claimed = v.claimed[seat] ?? [];
  const height = settlementHeight(rows, layout);
  const c = layout.compact;
  const flags = (
    <>
      {w('flags')}:{' '}
      {FLAGS.map((f) => {
        const n = flagCount(lib, state, seat, f);
        const leads = n > 0 && flagWinner(lib, state, f) === seat;
        return (
          <tspan key={f} font-weight={leads ? 700 : 400} data-flag={f}>
            {flagShort(f)} {n}
            {leads ? '★' : ''}
            {'  '}
          </tspan>
        );
      })}
    </>
  );
  const expedition = `${short(expText, 26)}${holdsFirst ? ` (${w('first')})` : ''}`;
  const reputations = claimed.length
    ? `${w('claimed')}: ${claimed.map((id) => cardName(lib, id)).join(', ')}`
    : '';
  let rowY = settlementTop(layout);
  return (
    <g transform={`translate(0 ${y})`} data-seat={seat} aria-label={names[seat]}>
      <rect
        x={4}
        width={layout.w - 8}
        height={height - 8}
        rx={8}
        fill={acting ? '#fff7d6' : '#f6f7fa'}
        stroke={acting ? '#e0a800' : '#c3c9d4'}
        stroke-width={acting ? 3 : 1}
      />
      <text x={14} y={22} class="svg-title">
        {acting ? '▶ ' : ''}
        {names[seat] ?? `#${seat + 1}`}
        {seat === v.viewer ? ` (${w('you')})` : ''} · {v.hearts[seat] ?? 0}♥
      </text>
      {RESOURCES.map((r, i) => (
        <g
          key={r}
          transform={`translate(${(c ? 14 : 300) + i * 44} ${c ? 30 : 8})`}
          data-resource={r}
        >
          <title>{w(`res_${r}`)}</title>
          <rect width={40} height={20} rx={10} fill={RES_FILL[r]} />
          <text x={20} y={15} text-anchor="middle" class="moon-svg-chip">
            {r} {supply[i] ?? 0}
          </text>
        </g>
      ))}
      <text x={c ? 14 : 486} y={c ? 68 : 22} class="moon-svg-text">
        {w('rovers')} {v.rovers[seat] ?? 0} (+{onMine} {w('parkedHere')}) · {v.handSizes[seat] ?? 0}{' '}
        {w('handCards')}
      </text>
      {c ? (
        <>
          <text x={14} y={86} class="moon-svg-text">
            {flags}
          </text>
          <text x={14} y={104} class="moon-svg-text">
            {expedition}
            {reputations ? ` · ${short(reputations, 36)}` : ''}
          </text>
        </>
      ) : (
        <text x={14} y={44} class="moon-svg-text">
          {flags} · {expedition}
          {reputations ? ` · ${reputations}` : ''}
        </text>
      )}
      {rows.map((row, r) => {
        const at = rowY;
        rowY += rowHeight(row);
        return row.map((col, i) => (
          <g key={`${r}-${i}`} transform={`translate(${12 + i * COL_W} ${at})`}>
            <text y={10} class="moon-svg-small">
              {w(`colour_${layout.rows[r]?.[i] ?? 'base'}`)}
            </text>
            {col.map((id, j) => (
              <TableCard key={id} ctx={ctx} id={id} x={0} y={16 + j * (CARD_H + 4)} />
            ))}
          </g>
        ));
      })}
    </g>
  );
}

function TableSvg({ ctx, layout }: { ctx: Ctx; layout: Layout }) {
  const { v, lib } = ctx;
  // The viewer's own settlement first, then the others in seat order after it.
  const seats = Array.from({ length: v.players }, (_, i) =>
    typeof v.viewer === 'number' ? (v.viewer + i) % v.players : i,
  );
  const heights = seats.map((seat) =>
    settlementHeight(settlementRows(lib, v, seat, layout), layout),
  );
  // Wide: Flag Rewards and Reputations side by side; compact: one under the other.
  const repY = layout.compact ? 138 : 44;
  const pilesY = repY + 8 + 3 * REP_ROW + 18;
  const head = pilesY + pilesHeight(layout);
  const total = head + heights.reduce((a, b) => a + b, 0);
  let y = head;
  return (
    <svg
      viewBox={`0 0 ${layout.w} ${total}`}
      class="moon-svg"
      role="group"
      aria-label="Moon"
      data-layout={layout.compact ? 'compact' : 'wide'}
    >
      <text x={10} y={20} class="svg-title">
        {w('era')} {era(v.era)} · {w('round')} {v.round} · X = {v.x}
        {v.over ? ` · ${w('gameOver')}` : ''}
      </text>
      <FlagRewards v={v} x={10} y={44} />
      <Reputations
        ctx={ctx}
        x={layout.compact ? 10 : 390}
        y={repY}
        width={layout.compact ? layout.w - 20 : layout.w - 400}
      />
      <Piles ctx={ctx} y={pilesY} layout={layout} />
      {seats.map((seat, i) => {
        const at = y;
        y += heights[i] ?? 0;
        return <Settlement key={seat} ctx={ctx} seat={seat} y={at} layout={layout} />;
      })}
    </svg>
  );
}

// ---------------------------------------------------------------------------------------------
// HTML: cards to act with

function CardFace({ lib, id }: { lib: Library; id: number }) {
  const s = lib.structure[id];
  if (!s) return <strong>{cardName(lib, id)}</strong>;
  const tags = [
    s.onBuild ? w('onBuild') : '',
    s.flip ? w('flip') : '',
    s.triggers || s.modifiers ? w('effect') : '',
    s.endGame || s.tracks ? w('endGame') : '',
    s.obelisk ? w('obelisk') : '',
  ].filter(Boolean);
  const gives = [
    goods(s.production),
    s.productionChoice ? `${s.productionChoice.n} ${w('ofOneType')}` : '',
    s.flags.map(flagShort).join(' '),
    s.hearts ? `${s.hearts}♥` : '',
  ].filter(Boolean);
  return (
    <>
      <strong>{cardName(lib, id)}</strong>
      <span>
        {w(`colour_${s.colour}`)} · {era(s.era)} · {w('cost')} {goods(s.cost) || w('free')}
      </span>
      {s.requires.length ? (
        <span>
          {w('needs')} {s.requires.map(flagShort).join(' ')}
        </span>
      ) : null}
      {gives.length ? (
        <span>
          {w('produces')}: {gives.join(' · ')}
        </span>
      ) : null}
      <span>
        {w('assim')}: {goods(s.reward)}
      </span>
      {tags.length ? <span class="moon-tags">{tags.join(' · ')}</span> : null}
    </>
  );
}

function MoveButtons({
  moves,
  onMove,
}: {
  moves: readonly LegalMove[];
  onMove: (m: string) => void;
}) {
  return (
    <div class="moon-choice">
      {moves.map((l) => (
        <button key={l.move} type="button" data-move={l.move} onClick={() => onMove(l.move)}>
          {l.label}
        </button>
      ))}
    </div>
  );
}

/**
 * Choices that name no card. Two-part answers go in two steps: first the resource to swap or
 * convert, or the player to give to; then the second part, from the legal moves with that start.
 */
function Choices({
  moves,
  names,
  onMove,
}: {
  moves: readonly LegalMove[];
  names: readonly string[];
  onMove: (m: string) => void;
}) {
  const [first, setFirst] = useState<string | null>(null);
  const { groups, rest } = twoStepChoices(moves);
  const open = groups.find((g) => g.first === first);
  const firstLabel = (f: string) =>
    /^p\d$/.test(f)
      ? (names[Number(f.slice(1)) - 1] ?? f)
      : RESOURCES.includes(f as Resource)
        ? w(`res_${f as Resource}`)
        : f;
  return (
    <>
      {groups.length ? (
        <div class="moon-choice" role="group" aria-label={w('firstStep')}>
          <span>{w('firstStep')}:</span>
          {groups.map((g) => (
            <button
              key={g.first}
              type="button"
              data-step={g.first}
              aria-pressed={first === g.first}
              class={first === g.first ? 'selected' : undefined}
              onClick={() => setFirst(first === g.first ? null : g.first)}
            >
              {firstLabel(g.first)}
            </button>
          ))}
        </div>
      ) : null}
      {open ? (
        <MoveButtons
          moves={open.moves}
          onMove={(m) => {
            setFirst(null);
            onMove(m);
          }}
        />
      ) : null}
      {rest.length ? <MoveButtons moves={rest} onMove={onMove} /> : null}
    </>
  );
}

function Hand({ ctx }: { ctx: Ctx }) {
  const { v, lib, offers, selected, select, onMove } = ctx;
  const hand = typeof v.viewer === 'number' ? v.hands[v.viewer] : null;
  if (!hand || typeof v.viewer !== 'number') return null;
  const exp = v.handExpedition[v.viewer] ?? -1;
  const expDef = exp >= 0 ? lib.expedition[exp] : undefined;
  const useExp = offers.loose.find((l) => l.move === 'expedition');
  const pick = selected !== null && hand.includes(selected) ? selected : null;
  const options = pick === null ? [] : (offers.byCard.get(pick) ?? []);
  // Parks whose card shows a flag the chosen card needs come first, each with what it lends.
  const needs = pick === null ? [] : (lib.structure[pick]?.requires ?? []);
  const lends = (l: LegalMove) => {
    const id = moveCard(l.move) ?? -1;
    return (lib.flags[id] ?? []).some((f) => needs.includes(f)) ? 0 : 1;
  };
  const parks = [...offers.byCard.values()]
    .flat()
    .filter((l) => l.move.startsWith('park '))
    .sort((a, b) => lends(a) - lends(b))
    .map((l) => {
      const id = moveCard(l.move) ?? -1;
      const gives = [(lib.flags[id] ?? []).map(flagShort).join(' '), goods(lib.production[id])];
      return { ...l, label: `${l.label} → ${gives.filter(Boolean).join(' · ')}` };
    });
  const canBuild = options.some((l) => l.move.startsWith('build '));
  return (
    <section class="panel moon-hand" aria-label={w('yourHand')}>
      <h3>
        {w('yourHand')} ({hand.length})
      </h3>
      {hand.length === 0 ? <p class="muted">{w('emptyHand')}</p> : null}
      <div class="moon-card-row">
        {hand.map((id) => {
          const can = (offers.byCard.get(id) ?? []).length > 0;
          const kind = kindOf(lib, id);
          return (
            <button
              key={id}
              type="button"
              class={`moon-card${pick === id ? ' selected' : ''}`}
              style={{ borderColor: MOON_FILL[kind] }}
              data-card={`c${id + 1}`}
              data-colour={kind}
              aria-pressed={pick === id}
              disabled={!can}
              onClick={() => select(pick === id ? null : id)}
            >
              <span class="moon-stripe" style={{ background: MOON_FILL[kind] }} />
              <CardFace lib={lib} id={id} />
            </button>
          );
        })}
      </div>
      {pick !== null && options.length ? (
        <div class="moon-options" data-options={`c${pick + 1}`}>
          <p>
            <strong>
              {w('options')} {cardName(lib, pick)}?
            </strong>
          </p>
          <MoveButtons moves={options} onMove={onMove} />
          {!canBuild && options.some((l) => l.move.startsWith('assim ')) ? (
            <p class="muted">
              {w('cannotBuild')} {parks.length ? w('parkHint') : ''}
            </p>
          ) : null}
          {!canBuild && parks.length ? <MoveButtons moves={parks} onMove={onMove} /> : null}
          <button type="button" class="moon-cancel" onClick={() => select(null)}>
            {w('cancel')}
          </button>
        </div>
      ) : null}
      <div class="moon-expedition" data-expedition={exp >= 0 ? `c${exp + 1}` : 'none'}>
        <strong>{w('yourExpedition')}:</strong> {exp < 0 ? w('noExpedition') : cardName(lib, exp)}
        {exp >= 0 && exp === v.firstExpedition ? ` (${w('first')})` : ''}
        {expDef ? (
          <span class="muted">
            {' '}
            ·{' '}
            {[
              expDef.action ? w('bonusAction') : '',
              expDef.triggers ? w('reacts') : '',
              expDef.modifiers ? w('ruleChange') : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        ) : null}
        {useExp ? (
          <button type="button" data-move={useExp.move} onClick={() => onMove(useExp.move)}>
            {useExp.label}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** The pending choice, cards not on the table (a searched pile, revealed cards, the discard
 * pile), options of a selected table card, and the moves that name no card. */
function Actions({ ctx }: { ctx: Ctx }) {
  const { v, lib, names, offers, selected, select, onMove } = ctx;
  const viewer = v.viewer;
  const d = v.decision;
  if (d && d.seat !== viewer)
    return (
      <section class="panel moon-actions" aria-label={w('yourChoice')}>
        <p class="muted">
          {names[d.seat] ?? `#${d.seat + 1}`} {w('decWaiting')}: {decisionText(d.kind)}
        </p>
      </section>
    );
  if (typeof viewer !== 'number' || (offers.byCard.size === 0 && offers.loose.length === 0))
    return null;
  const elsewhere = [...offers.byCard.entries()].filter(([id]) => cardPlace(v, id) === 'panel');
  const tableSelected =
    selected !== null && cardPlace(v, selected) === 'table'
      ? (offers.byCard.get(selected) ?? [])
      : [];
  const loose = offers.loose.filter((l) => l.move !== 'expedition');
  const markedOnTable = [...offers.byCard.keys()].some((id) => cardPlace(v, id) === 'table');
  const lent = v.turn.seat === viewer ? v.turn.lentFlags : [];
  const handPlays = [...offers.byCard.keys()].some((id) => cardPlace(v, id) === 'hand');
  return (
    <section class="panel moon-actions" aria-label={w('actions')}>
      <h3>{d ? w('yourChoice') : w('yourTurn')}</h3>
      <p>
        {d ? decisionText(d.kind) : `${handPlays ? w('pickCard') : w('mainDone')} ${w('onTable')}`}
        {d && markedOnTable ? ` ${w('clickMarked')}` : ''}
      </p>
      {lent.length ? (
        <p data-lent={lent.join(' ')}>
          {w('lentFlags')}: {lent.map(flagShort).join(' ')}
        </p>
      ) : null}
      {tableSelected.length && selected !== null ? (
        <div class="moon-options" data-options={`c${selected + 1}`}>
          <p>
            <strong>
              {w('options')} {cardName(lib, selected)}?
            </strong>
          </p>
          <MoveButtons moves={tableSelected} onMove={onMove} />
          <button type="button" class="moon-cancel" onClick={() => select(null)}>
            {w('cancel')}
          </button>
        </div>
      ) : null}
      {elsewhere.length ? (
        <div class="moon-card-row">
          {elsewhere.map(([id, moves]) => (
            <div key={id} class="moon-card tile" data-card={`c${id + 1}`}>
              <span class="moon-stripe" style={{ background: MOON_FILL[kindOf(lib, id)] }} />
              <CardFace lib={lib} id={id} />
              <MoveButtons moves={moves} onMove={onMove} />
            </div>
          ))}
        </div>
      ) : null}
      {loose.length ? <Choices moves={loose} names={names} onMove={onMove} /> : null}
    </section>
  );
}

/** The Reputation cards on display with what each needs, readable on a phone too. */
function ReputationList({ v, lib }: { v: MoonView; lib: Library }) {
  if (v.reputations.length === 0) return null;
  return (
    <details class="panel moon-reps">
      <summary>{w('repNeeds')}</summary>
      <ul>
        {v.reputations.map((id) => {
          const rep = lib.reputation[id];
          return (
            <li key={id} data-card={`c${id + 1}`}>
              <strong>{cardName(lib, id)}</strong> ({rep ? w(rep.level) : ''}, {rep?.hearts ?? 0}
              ♥): {(rep?.requires ?? []).map(requirementText).join(', ')}
            </li>
          );
        })}
      </ul>
    </details>
  );
}

function MoonBoard({ view, viewer, names, legal, onMove }: BoardProps) {
  const v = { ...(view as MoonView), viewer };
  const lib = libraryOf(v.options.cardSet);
  const [selected, select] = useState<number | null>(null);
  const compact = useCompact();
  const offers = sortMoves(legal);
  const ctx: Ctx = {
    v,
    lib,
    names,
    offers,
    selected: selected !== null && offers.byCard.has(selected) ? selected : null,
    select,
    onMove: (move) => {
      // A park keeps the hand card chosen: the Rover's flags are what it waited for.
      if (!move.startsWith('park ')) select(null);
      onMove(move);
    },
  };
  return (
    <div class="moon-board" data-board="moon">
      <TableSvg ctx={ctx} layout={compact ? COMPACT : WIDE} />
      <div class="panels moon-panels">
        <Actions ctx={ctx} />
        <Hand ctx={ctx} />
        <ReputationList v={v} lib={lib} />
        {viewer === 'spectator' ? <p class="muted">{w('spectator')}</p> : null}
      </div>
      <p class="muted moon-note">{w('ownDesign')}</p>
    </div>
  );
}

function MoonResultDetails({ view, names }: { view: unknown; names: readonly string[] }) {
  const r = (view as MoonView).result;
  if (!r) return null;
  return (
    <table class="moon-result" data-testid="moon-result">
      <thead>
        <tr>
          <th />
          <th>{w('tokens')}</th>
          <th>{w('printed')}</th>
          <th>{w('formulas')}</th>
          <th>{w('repHearts')}</th>
          <th>{w('total')}</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name, seat) => (
          <tr key={seat}>
            <td>{name}</td>
            <td>{r.tokens[seat]}</td>
            <td>{r.printed[seat]}</td>
            <td>{r.formulas[seat]}</td>
            <td>{r.reputations[seat]}</td>
            <td>
              <strong>{r.scores[seat]}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const moonWeb: WebBoard = {
  Board: MoonBoard,
  ResultDetails: MoonResultDetails,
  // Every Moon move is offered on the board: cards in hand, on the table, in the action panel
  // (searched piles, revealed cards, choices), and the Expedition and end-of-turn buttons.
  handles: isMoonMove,
};
