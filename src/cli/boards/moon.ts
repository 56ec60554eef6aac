// The Moon board in the terminal, in English or German: Era, X and the Flag Rewards, the
// Reputation cards, each settlement by colour with supplies, Rovers and flags, the viewer's hand,
// and in the solo game the Rival and the face-up hands. Concepts are the glossary's
// (src/games/moon/glossary.ts); resources and flags are short to fit 80 columns, with a legend.

import type { Lang, Seat, Viewer } from '../../engine/game.ts';
import { flagCount, flagWinner } from '../../games/moon/counting.ts';
import { libraryOf } from '../../games/moon/library.ts';
import type { Library } from '../../games/moon/library.ts';
import { FLAG_REWARD_CARDS } from '../../games/moon/rules-data.ts';
import { rivalColours, rivalFlags } from '../../games/moon/solo.ts';
import type { SoloState } from '../../games/moon/state.ts';
import type { MoonView } from '../../games/moon/view.ts';
import { colourName, flagName, moonTerm, resourceName } from '../../games/moon/names.ts';
import { COLOURS, FLAGS, RESOURCES } from '../../games/moon/vocabulary.ts';
import type { Colour, Flag, Goods, Reward } from '../../games/moon/vocabulary.ts';
import type { Style } from '../style.ts';
import { hang, wrap } from '../text.ts';
import type { TerminalBoard } from './board.ts';

const COLOUR_CODES: Record<Colour | 'base', string> = {
  blue: '34',
  yellow: '33',
  grey: '37',
  pink: '35',
  red: '31',
  base: '36',
};
const ERA_NAMES = ['I', 'II', 'III'];
type DecisionKind = NonNullable<MoonView['decision']>['kind'];
const DECISIONS: Readonly<Record<Lang, Record<DecisionKind, string>>> = {
  en: {
    search: 'a card of the pile you search to construct (paying for it), or none',
    spend: 'how many to spend for Hearts',
    pick: 'a resource type to gain',
    payAny: 'a resource to pay',
    exchange: 'a resource to swap for another type',
    takeRewards: 'a discard-pile card whose Assimilation reward you take, or none',
    give: 'a player and the resource you give them',
    reveal: 'construct or assimilate one of the revealed cards',
    produce: 'a blue card to produce with',
    flagReward: 'the Flag Reward that gets the Hearts',
    convert: 'the type to convert into, then what to convert',
    unflip: 'a flipped card to flip back',
    cycle: 'a hand card to discard before drawing',
    swap: 'a hand card to swap with the top of the discard pile',
    recall: 'a card of yours whose Rover comes back to your supply',
    greyHeart: 'a grey card to put the Heart on',
    rewardResource: 'one resource from that reward',
    hand: 'the face-up hand to take this turn with',
  },
  de: {
    search: 'eine Karte des durchsuchten Stapels zum Bauen (bezahlt) oder keine',
    spend: 'wie viele du für Herzen ausgibst',
    pick: 'eine Rohstoffsorte, die du bekommst',
    payAny: 'einen Rohstoff, den du zahlst',
    exchange: 'einen Rohstoff, den du gegen eine andere Sorte tauschst',
    takeRewards: 'eine Karte des Ablagestapels, deren Assimilationsprämie du nimmst, oder keine',
    give: 'einen Spieler und den Rohstoff, den du ihm gibst',
    reveal: 'eine der aufgedeckten Karten bauen oder assimilieren',
    produce: 'eine blaue Karte, die produziert',
    flagReward: 'die Flaggenprämie, die die Herzen bekommt',
    convert: 'die Zielsorte, dann was du umwandelst',
    unflip: 'eine umgedrehte Karte zum Zurückdrehen',
    cycle: 'eine Handkarte zum Ablegen vor dem Ziehen',
    swap: 'eine Handkarte zum Tausch mit der obersten Karte des Ablagestapels',
    recall: 'eine deiner Karten, deren Rover in deinen Vorrat zurückkommt',
    greyHeart: 'eine graue Karte für das Herz',
    rewardResource: 'einen Rohstoff aus dieser Prämie',
    hand: 'die offene Hand für diesen Zug',
  },
};

/** The board's own words around the glossary's terms. */
const WORDS = {
  en: {
    player: (n: number) => `Player ${n}`,
    you: 'you',
    round: 'round',
    over: 'game over',
    discard: 'discard',
    top: 'top',
    cardSet: 'card set',
    stacks: 'stacks',
    free: 'free',
    cost: 'cost',
    needs: 'needs',
    prod: 'prod',
    ofOneType: 'of one type',
    flags: 'flags',
    assim: 'assim',
    parked: 'parked',
    hand: 'hand',
    expUsed: 'Expedition used',
    flipped: 'flipped',
    revealed: 'Revealed:',
    yourHand: 'Your hand:',
    searching: 'You are searching',
    choice: 'Your choice',
    leads: 'leads',
    rival: 'The Rival',
    cards: 'cards',
    soloRound: (r: string) => `Solo round ${r}: the face-up hands`,
    handN: (n: number) => `hand ${n}`,
    inPlay: 'in play',
    removed: 'removed by the Rival',
    played: 'played this round',
    open: 'open',
    sheet: 'Player     tokens  printed  formulas  reputations',
    beat: (m: number) => `You beat the Rival by ${m} Hearts.`,
    tie: 'A tie with the Rival: you share the first place.',
    lost: (m: number) => `The Rival wins by ${m} Hearts.`,
  },
  de: {
    player: (n: number) => `Spieler ${n}`,
    you: 'du',
    round: 'Runde',
    over: 'Spielende',
    discard: 'Ablagestapel',
    top: 'oben',
    cardSet: 'Kartensatz',
    stacks: 'Stapel',
    free: 'gratis',
    cost: 'Kosten',
    needs: 'braucht',
    prod: 'Prod.',
    ofOneType: 'einer Sorte',
    flags: 'Flaggen',
    assim: 'assim.',
    parked: 'geparkt',
    hand: 'Hand',
    expUsed: 'Expedition genutzt',
    flipped: 'umgedreht',
    revealed: 'Aufgedeckt:',
    yourHand: 'Deine Hand:',
    searching: 'Du durchsuchst',
    choice: 'Deine Wahl',
    leads: 'vorn',
    rival: 'Der Rivale',
    cards: 'Karten',
    soloRound: (r: string) => `Solo-Runde ${r}: die offenen Hände`,
    handN: (n: number) => `Hand ${n}`,
    inPlay: 'im Spiel',
    removed: 'vom Rivalen entfernt',
    played: 'in dieser Runde gespielt',
    open: 'offen',
    sheet: 'Spieler    Marker  gedruckt  Formeln  Ansehen',
    beat: (m: number) => `Du schlägst den Rivalen um ${m} Herzen.`,
    tie: 'Gleichstand mit dem Rivalen: ihr teilt den ersten Platz.',
    lost: (m: number) => `Der Rivale gewinnt mit ${m} Herzen Vorsprung.`,
  },
} as const;
type Words = (typeof WORDS)[Lang];

/** Short flag names for 80 columns, spelled out in the legend under the board. */
const FLAG_SHORT: Readonly<Record<Lang, Readonly<Record<Flag, string>>>> = {
  en: { Ind: 'Ind', Hou: 'Hou', Tra: 'Tra', Foo: 'Foo', Sci: 'Sci' },
  de: { Ind: 'Ind', Hou: 'Woh', Tra: 'Ver', Foo: 'Nah', Sci: 'Wis' },
};

const goods = (g: Reward | Goods, W: Words): string => {
  const parts = Object.entries(g)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([k, n]) => (k === 'HX' ? `${n === 1 ? '' : n}X♥` : `${n}${k === 'H' ? '♥' : k}`));
  return parts.join('+') || W.free;
};

function painter(lib: Library, style: Style, lang: Lang) {
  const W = WORDS[lang];
  const F = FLAG_SHORT[lang];
  const names = lib.names[lang];
  const colourOf = (id: number): Colour | 'base' => lib.structure[id]?.colour ?? 'base';
  /** A card's name in its colour, without its id (settlements). */
  const short = (id: number) => style.paint(COLOUR_CODES[colourOf(id)], names[id] ?? '?');
  /** With its id, which the moves typed name (`build c12`). */
  const name = (id: number) => `${short(id)} ${style.dim(`c${id + 1}`)}`;
  const detail = (id: number) => {
    const s = lib.structure[id];
    if (!s) return name(id);
    const req = s.requires.length ? ` ${W.needs} ${s.requires.map((f) => F[f]).join('+')}` : '';
    const shows = [
      Object.keys(s.production).length ? `${W.prod} ${goods(s.production, W)}` : '',
      s.productionChoice ? `${W.prod} ${s.productionChoice.n} ${W.ofOneType}` : '',
      s.flags.length ? `${W.flags} ${s.flags.map((f) => F[f]).join('+')}` : '',
      s.hearts ? `${s.hearts}♥` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return `${name(id)} ${style.dim(`[${colourName(s.colour, lang)}, ${W.cost} ${goods(s.cost, W)}${req}${shows ? `; ${shows}` : ''}; ${W.assim} ${goods(s.reward, W)}]`)}`;
  };
  return { name, short, detail, colourOf, names };
}

/** Board width: a 5-player game in a late Era fits an 80x40 terminal (with a few moves listed). */
const WIDTH = 80;

function draw(v: MoonView, viewer: Viewer, style: Style, lang: Lang): string[] {
  const lib = libraryOf(v.options.cardSet);
  const p = painter(lib, style, lang);
  const W = WORDS[lang];
  const F = FLAG_SHORT[lang];
  const T = (key: Parameters<typeof moonTerm>[0]) => moonTerm(key, lang);
  const who = (seat: Seat) =>
    seat === viewer ? `${W.player(seat + 1)} (${W.you})` : W.player(seat + 1);
  const out: string[] = [];
  const top = v.discard.at(-1);
  const title = `Moon · ${T('era')} ${ERA_NAMES[v.era - 1] ?? v.era} · ${W.round} ${v.round}${v.over ? ` · ${W.over}` : ''} · X = ${v.x}`;
  const discard = ` · ${W.discard} ${v.discard.length}${top === undefined ? '' : `, ${W.top} ${p.names[top]}`}`;
  const set = `   ${W.cardSet}: ${lib.set.name}`;
  const room = Math.max(0, WIDTH - title.length - discard.length);
  out.push(style.bold(title) + discard + style.dim(room > 20 ? set.slice(0, room) : ''));
  const reward = (f: string) =>
    f === 'X' ? `X ${v.x}` : `${F[f as Flag]} ${v.flagHearts[FLAGS.indexOf(f as never)]}`;
  out.push(
    `${T('flagRewards')}: ${FLAG_REWARD_CARDS.map((card) => `[${card.map(reward).join(' | ')}]`).join(' ')}   ${style.dim(`${W.stacks} ${v.stackSizes.join('/')}`)}`,
  );
  const levels = (['bronze', 'silver', 'gold'] as const).flatMap((level) => {
    const cards = v.reputations.filter((id) => lib.reputation[id]?.level === level);
    return cards.length
      ? [`${T(level)} ${cards.map((id) => `${p.names[id]} ${style.dim(`c${id + 1}`)}`).join(', ')}`]
      : [];
  });
  out.push(...hang(`${T('reputations')}: ${levels.join(' · ') || '-'}`, WIDTH));

  for (let seat = 0; seat < v.players; seat++) {
    const marker = v.toAct.includes(seat) ? style.bold('> ') : '  ';
    const sup = v.supply[seat] ?? [];
    const onMine = (v.settlements[seat] ?? []).reduce((n, id) => n + (v.roverOn[id] ?? 0), 0);
    // Flags held (none shown for a type at 0), * for the current leader (MN-3).
    const flags = FLAGS.flatMap((f) => {
      const n = flagCount(lib, v, seat, f);
      return n > 0 ? [`${F[f]} ${n}${flagWinner(lib, v, f) === seat ? '*' : ''}`] : [];
    }).join(' ');
    // An Expedition still held face down is the usual case and goes unsaid.
    const exp = v.handExpedition[seat];
    const expText =
      exp === null || exp === undefined ? null : exp < 0 ? W.expUsed : (p.names[exp] ?? '?');
    const claimed = (v.claimed[seat] ?? []).map((id) => p.names[id]).join(', ');
    out.push(
      `${marker}${style.bold(who(seat).padEnd(15))} ${v.hearts[seat]}♥ · ${RESOURCES.map((r, i) => `${r} ${sup[i]}`).join(' ')} · ${T('rovers')} ${v.rovers[seat]} (+${onMine} ${W.parked}) · ${W.hand} ${v.handSizes[seat]}`,
    );
    // Flags, Expedition, Reputations and the settlement by colour, as one wrapped paragraph.
    const parts = [
      `${W.flags} ${flags || '-'}`,
      expText,
      claimed ? `${T('reputations')}: ${claimed}` : null,
    ].flatMap((t) => (t ? [style.dim(t)] : []));
    for (const colour of ['base', ...COLOURS] as const) {
      const cards = (v.settlements[seat] ?? []).filter((id) => p.colourOf(id) === colour);
      if (cards.length === 0) continue;
      const text = cards.map((id) => {
        const marks = [
          v.roverOn[id] ? `${v.roverOn[id]} ${T('rover')}` : '',
          v.cardHearts[id] ? `${v.cardHearts[id]}♥` : '',
          v.flipped.includes(id) ? W.flipped : '',
        ].filter(Boolean);
        return `${p.short(id)}${marks.length ? ` (${marks.join(', ')})` : ''}`;
      });
      parts.push(
        colour === 'base' ? text.join(', ') : `${colourName(colour, lang)}: ${text.join(', ')}`,
      );
    }
    out.push(...wrap(parts.join('; '), WIDTH, '    '));
  }
  if (v.revealed.length) {
    out.push(W.revealed);
    for (const id of v.revealed)
      out.push(...hang(p.detail(id), WIDTH - 2, '    ').map((l) => `  ${l}`));
  }
  if (v.solo) out.push(...soloLines(v, v.solo, lib, p, style, lang));
  if (typeof viewer === 'number') {
    const hand = v.hands[viewer];
    if (hand) {
      out.push(style.bold(W.yourHand));
      for (const id of hand)
        out.push(...hang(p.detail(id), WIDTH - 2, '    ').map((l) => `  ${l}`));
    }
    const searching = v.decision?.kind === 'search' ? v.stacks[v.decision.pile] : null;
    if (searching && v.decision?.seat === viewer)
      out.push(...hang(`${W.searching}: ${searching.map((id) => p.names[id]).join(', ')}`, WIDTH));
    if (v.decision && v.decision.seat === viewer)
      out.push(...hang(`${W.choice}: ${DECISIONS[lang][v.decision.kind]}`, WIDTH).map(style.bold));
  }
  out.push(
    ...hang(
      style.dim(
        `${FLAGS.map((f) => `${F[f]} ${flagName(f, lang)}`).join(', ')}; ${RESOURCES.map((r) => `${r} ${resourceName(r, lang)}`).join(', ')}; ♥ ${T('hearts')}; * ${W.leads}`,
      ),
      WIDTH,
    ),
  );
  return out;
}

/** Solo: the Rival (Hearts, flags, cards by colour) and the face-up hands of the round. */
function soloLines(
  v: MoonView,
  solo: SoloState,
  lib: Library,
  p: ReturnType<typeof painter>,
  style: Style,
  lang: Lang,
): string[] {
  const W = WORDS[lang];
  const F = FLAG_SHORT[lang];
  const flags = FLAGS.map((f) => {
    const n = rivalFlags(lib, solo, f);
    return `${F[f]} ${n}${n > 0 && flagWinner(lib, v, f) === v.players ? '*' : ''}`;
  }).join(' ');
  const colours = Object.entries(rivalColours(lib, solo))
    .map(([c, n]) => `${colourName(c as Colour, lang)} ${n}`)
    .join(', ');
  const out = [
    `  ${style.bold(W.rival.padEnd(16))} ${solo.hearts}♥ · ${flags} · ${W.cards}: ${colours || '-'}`,
    style.bold(W.soloRound(v.round === 1 ? 'A' : 'B')),
  ];
  solo.hands.forEach((hand, i) => {
    const state =
      i === solo.current
        ? W.inPlay
        : i === solo.removed
          ? W.removed
          : solo.played[i]
            ? W.played
            : W.open;
    const exp = solo.expeditions[i] ?? -1;
    const cards = i === solo.current ? (v.hands[0] ?? []) : hand;
    const withExp = i === solo.current ? (v.handExpedition[0] ?? -1) : exp;
    out.push(
      `  ${W.handN(i + 1)} (${state}): ${cards.map(p.name).join(', ') || '-'}${(withExp ?? -1) >= 0 ? ` + ${p.names[withExp as number]}` : ''}`,
    );
  });
  return out;
}

function resultDetails(v: MoonView, lang: Lang): string[] {
  const r = v.result;
  if (!r) return [];
  const W = WORDS[lang];
  const out: string[] = [W.sheet];
  for (let seat = 0; seat < v.players; seat++)
    out.push(
      `${W.player(seat + 1).padEnd(10)} ${String(r.tokens[seat]).padStart(6)} ${String(r.printed[seat]).padStart(8)} ${String(r.formulas[seat]).padStart(9)} ${String(r.reputations[seat]).padStart(12)}`,
    );
  if (r.opponent) {
    const margin = (r.scores[0] ?? 0) - r.opponent.score;
    out.push(margin > 0 ? W.beat(margin) : margin === 0 ? W.tie : W.lost(-margin));
  }
  return out;
}

export const moonBoard: TerminalBoard = {
  draw: (view, viewer, style, lang = 'en') => draw(view as MoonView, viewer, style, lang),
  resultDetails: (view, _style, lang = 'en') => resultDetails(view as MoonView, lang),
};
