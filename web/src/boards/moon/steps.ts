// A Moon turn as steps, pure functions over the view and the legal moves (no DOM), so a Node
// test can check that the clicks reach exactly the legal moves (test/web/moon-offers.test.ts).
// Choosing happens in places that are always on screen: the hand (in <AtHand>), the action bar,
// and the cards a question is about (a searched pile, revealed cards: one panel of the board).
// A hand card leads to its Construct/Assimilate choices; parking, flipping, Obelisks and
// Reputation cards are groups in the action bar (parking by settlement when there are more than
// a few, then by colour among many); a card effect's question lists its answers, two-part
// answers in two steps, and the cards of its panel are tapped there (the bar lists a few of them
// too on request, for the number keys: a short bar keeps the board in view on a phone).

import type { Library } from '../../../../src/games/moon/library.ts';
import type { MoonView } from '../../../../src/games/moon/view.ts';
import { cardPlace, KEY, moveCard, moveOf, sortMoves, twoStepChoices } from './moves.ts';
import type { FirstPart, LegalMove } from './moves.ts';
import {
  capital,
  cardName,
  cardTip,
  colour,
  decisionText,
  flagName,
  G,
  kindOf,
  resName,
  w,
  wf,
} from './words.ts';

export type Group = 'park' | 'flip' | 'obelisk' | 'claim';
const GROUPS: readonly Group[] = ['park', 'flip', 'obelisk', 'claim'];
/** More park targets than this are chosen settlement first (a phone's bar stays short). */
const PARKS_AT_ONCE = 3;
/**
 * More park targets in one settlement than this are chosen colour first: thirteen cards were
 * five rows of the bar and left the board under half of a phone's screen.
 */
const PARKS_LISTED = 9;
/** More cards to tap in a question's panel than this are not listed in the bar unless asked. */
const CARDS_IN_BAR = 3;
/**
 * More cards to tap than this are never listed in the bar (the number keys reach nine; on a
 * phone a longer list would push the board off the screen): they are tapped in the panel.
 */
const CARDS_LISTED = 9;

export interface Selection {
  /** The hand card chosen. */
  readonly card: number | null;
  /** A group of moves opened in the action bar. */
  readonly group: Group | null;
  /** Parking: the settlement chosen (a seat). */
  readonly owner: number | null;
  /** Parking among many cards of one settlement: the colour chosen (`blue`, `base`). */
  readonly kind: string | null;
  /** A two-part answer: its first part (`E`, `p2`). */
  readonly first: string | null;
  /** The chosen hand card's ways to pay are open (when there are many). */
  readonly pay: boolean;
  /** The cards to tap in the panel are listed in the action bar too. */
  readonly list: boolean;
}
export const NO_SELECTION: Selection = {
  card: null,
  group: null,
  owner: null,
  kind: null,
  first: null,
  pay: false,
  list: false,
};

/** A card with more ways to be constructed than this lists them in a step of their own. */
const PAYS_AT_ONCE = 3;

/**
 * What tells a card's ways to pay apart: the labels without the words they share ("Energy +
 * Water" of "Construct Fragmenter paying Energy + Water to ignore a flag"), and the shared words
 * as a prompt ("Construct Fragmenter paying … to ignore a flag"). The whole labels where the
 * shared words do not leave a short, distinct part for each.
 */
export function payLabels(labels: readonly string[]): { prompt: string | null; short: string[] } {
  const first = labels[0] ?? '';
  const whole = { prompt: null, short: [...labels] };
  if (labels.length < 2) return whole;
  let pre = first.length;
  let suf = first.length;
  for (const l of labels) {
    let i = 0;
    while (i < pre && l[i] === first[i]) i++;
    pre = i;
    let j = 0;
    while (j < suf && l[l.length - 1 - j] === first[first.length - 1 - j]) j++;
    suf = j;
  }
  // Cut at word boundaries: the prefix ends after a space or "(", the suffix starts at one.
  while (pre > 0 && !/[\s(]/.test(first[pre - 1] ?? '')) pre--;
  while (suf > 0 && !/[\s),]/.test(first[first.length - suf] ?? '')) suf--;
  const short = labels.map((l) => l.slice(pre, l.length - suf).trim());
  if (short.some((x) => x.length === 0) || new Set(short).size !== short.length) return whole;
  return { prompt: `${first.slice(0, pre)}…${first.slice(first.length - suf)}`, short };
}

export type Action =
  | { readonly kind: 'move'; readonly move: string }
  | { readonly kind: 'select'; readonly sel: Selection };

export interface Button {
  readonly label: string;
  readonly tip?: string;
  readonly primary?: boolean;
  /** `data-step` of a select button. */
  readonly step?: string;
  readonly action: Action;
}

export interface Decision {
  readonly prompt: string;
  readonly buttons: readonly Button[];
  /** Hand cards that can be chosen, with the selection choosing one makes. */
  readonly hand: ReadonlyMap<number, Selection>;
  /** Cards on the table the current step is about (drawn highlighted). */
  readonly marked: ReadonlySet<number>;
  /** A choice waits in the hand (the phone's drawer opens). */
  readonly atHand: boolean;
  /** Cards of the panel (a searched pile, revealed cards) that are tapped there, and how. */
  readonly panel: ReadonlyMap<number, Button>;
}

/**
 * The cards of the panel: revealed cards, else the pile the viewer searches (`-1`: discard), or
 * the discard pile whose Assimilation rewards the viewer takes (each card once).
 */
export function panelCards(v: MoonView): readonly number[] {
  if (v.revealed.length) return v.revealed;
  if (v.decision?.kind === 'takeRewards' && v.decision.seat === v.viewer)
    return [...new Set(v.discard)];
  if (v.decision?.kind !== 'search' || v.decision.seat !== v.viewer) return [];
  const pile = v.decision.pile;
  return (pile < 0 ? v.discard : v.stacks[pile]) ?? [];
}

/** The panel's heading: revealed cards, the pile searched, the discard pile. */
export const panelTitle = (v: MoonView): string =>
  v.revealed.length
    ? w('revealedTitle')
    : v.decision?.kind === 'takeRewards'
      ? capital(G('discardPile'))
      : w('searchTitle');

const NO_PANEL: ReadonlyMap<number, Button> = new Map();

/** A decision in the action bar: no choice waits in the hand, no card of a panel is tapped. */
const inBar = (
  prompt: string,
  buttons: readonly Button[],
  marked: ReadonlySet<number>,
  hand: ReadonlyMap<number, Selection> = new Map(),
): Decision => ({ prompt, buttons, hand, marked, atHand: false, panel: NO_PANEL });

/** More answers in words than this are told apart by what differs (the rest is the prompt). */
const WORDS_AT_ONCE = 2;

/**
 * A question's answers in words (`Spend 3 Energy for Hearts (Charging Station)`, one per
 * number): the buttons keep what tells them apart (`3`), the words they share become the prompt
 * (`Spend … Energy for Hearts (Charging Station)`), so a phone's bar is a row of short buttons.
 * Answers named otherwise (a card, a Flag Reward) keep their names; `prompt` stays when the
 * shared words hold no more than the asking card.
 */
function toldApart(
  buttons: readonly Button[],
  prompt: string,
): { buttons: Button[]; prompt: string } {
  // "Nothing more" is no amount: it keeps its words, and the amounts are told apart without it.
  const worded = buttons.filter(
    (b) => b.action.kind === 'move' && b.label === b.tip && !isNone(b.action.move),
  );
  const { prompt: shared, short } = payLabels(worded.map((b) => b.label));
  const says = (shared ?? '').replace(/\([^)]*\)|…/g, '').trim();
  if (worded.length <= WORDS_AT_ONCE || !shared || !says) return { buttons: [...buttons], prompt };
  const label = new Map(worded.map((b, i) => [b, short[i] ?? b.label]));
  return {
    buttons: buttons.map((b) => ({ ...b, label: label.get(b) ?? b.label })),
    prompt: shared,
  };
}

/** An answer that takes or does nothing (more): `choose none`. */
const isNone = (move: string) => {
  const m = moveOf(move);
  return m?.type === 'choose' && m.choice.type === 'none';
};

/** The type of the move a string names (`build`, `park`, `end`...), or null. */
const typeOf = (move: string) => moveOf(move)?.type ?? null;
const isBuild = (l: LegalMove) => typeOf(l.move) === 'build';
const moveButton = (l: LegalMove, label = l.label, primary = false): Button => ({
  label,
  tip: l.label,
  primary,
  action: { kind: 'move', move: l.move },
});
const select = (label: string, step: string, sel: Selection, tip?: string): Button => ({
  label,
  step,
  tip,
  action: { kind: 'select', sel },
});

/** Parking that loses the Rover (Reckless). */
const reckless = (move: string) => {
  const m = moveOf(move);
  return m?.type === 'park' && m.reckless;
};

/** The seat whose settlement holds the card, or -1. */
const ownerOf = (v: MoonView, id: number) => v.settlements.findIndex((s) => s.includes(id));

/** The first part of a two-part answer in words: a resource or a player's name. */
function firstLabel(first: FirstPart, names: readonly string[]): string {
  return first.type === 'seat'
    ? (names[first.seat] ?? `p${first.seat + 1}`)
    : resName(first.resource);
}

/** A question of a card effect to the viewer: its answers, two-part ones in two steps. */
function answer(
  v: MoonView,
  lib: Library,
  legal: readonly LegalMove[],
  sel: Selection,
  names: readonly string[],
): Decision {
  const kind = v.decision?.kind;
  const prompt = kind ? decisionText(kind) : w('pickCard');
  const marked = new Set<number>();
  // Constructing from a searched pile: a card with many ways to pay is chosen first, its ways
  // to pay next (a whole pile's ways at once would be a wall of buttons).
  const builds = new Map<number, LegalMove[]>();
  for (const l of legal) {
    const id = moveCard(l.move);
    if (id !== null && isBuild(l)) builds.set(id, [...(builds.get(id) ?? []), l]);
  }
  const paying = sel.pay && sel.card !== null ? builds.get(sel.card) : undefined;
  if (paying && sel.card !== null) {
    const { prompt: how, short } = payLabels(paying.map((l) => l.label));
    marked.add(sel.card);
    return inBar(
      how ?? prompt,
      [
        ...paying.map((l, i) => moveButton(l, short[i])),
        select(w('back'), 'back', { ...sel, card: null, pay: false }),
      ],
      marked,
    );
  }
  const many = (l: LegalMove) => {
    const id = moveCard(l.move);
    return id !== null && (builds.get(id)?.length ?? 0) > PAYS_AT_ONCE;
  };
  const ways = [...builds.entries()]
    .filter(([, moves]) => moves.length > PAYS_AT_ONCE)
    .map(([id, moves]) => {
      marked.add(id);
      return select(
        wf(kind === 'search' ? 'cardWays' : 'buildWays', {
          card: cardName(lib, id),
          n: moves.length,
        }),
        KEY.card(id),
        { ...sel, card: id, pay: true },
        `${w('buildWaysTip')} ${cardTip(lib, id)}`,
      );
    });
  const { groups, rest } = twoStepChoices(legal.filter((l) => !many(l)));
  const open = groups.find((g) => g.first === sel.first);
  const cardButton = (l: LegalMove) => {
    // A Flag Reward to choose: the prompt asks which, the button names it (its tip says all).
    const m = moveOf(l.move);
    if (m?.type === 'choose' && m.choice.type === 'flag')
      return moveButton(l, flagName(m.choice.flag));
    // Taking no more Assimilation rewards, constructing nothing from a pile: the prompt asks
    // which card, the button says none in a few words (its tip says all), half a row on a phone.
    if (isNone(l.move) && (kind === 'takeRewards' || kind === 'search'))
      return moveButton(l, w(kind === 'search' ? 'constructNothing' : 'noMoreRewards'));
    const id = moveCard(l.move);
    if (id !== null) marked.add(id);
    // Where the prompt says what is done with the card (choose; construct from a searched
    // pile), the button names the card; beside assimilating (revealed cards) it keeps the verb.
    const type = typeOf(l.move);
    const named = type === 'choose' || (kind === 'search' && type === 'build');
    return id !== null && named
      ? { ...moveButton(l, cardName(lib, id)), tip: `${l.label}. ${cardTip(lib, id)}` }
      : moveButton(l);
  };
  if (open) {
    const told = toldApart(open.moves.map(cardButton), prompt);
    return inBar(
      told.prompt,
      [...told.buttons, select(w('back'), 'back', { ...sel, first: null })],
      marked,
    );
  }
  // The panel's cards are tapped there: a card with one move plays it, one with several ways to
  // construct it opens them (the step `pay` above); any other stays in the bar only.
  const panel = new Map<number, Button>();
  const onPanel = new Set(panelCards(v));
  for (const id of onPanel) {
    const moves = legal.filter((l) => moveCard(l.move) === id);
    const one = moves[0];
    if (moves.length === 1 && one) panel.set(id, cardButton(one));
    else if (moves.length > 1 && moves.every(isBuild))
      panel.set(
        id,
        select(cardName(lib, id), KEY.card(id), { ...sel, card: id, pay: true }, cardTip(lib, id)),
      );
  }
  for (const id of panel.keys()) marked.add(id);
  const told = toldApart(rest.map(cardButton), prompt);
  let listed = [...ways, ...told.buttons];
  // Many cards of the settlements (which blue card produces): the settlement is chosen first.
  const ownerOfButton = (b: Button) =>
    b.action.kind === 'move' ? ownerOf(v, moveCard(b.action.move) ?? -1) : -1;
  const settled = listed.filter((b) => ownerOfButton(b) >= 0);
  const owners = [...new Set(settled.map(ownerOfButton))];
  if (settled.length > CARDS_LISTED && owners.length > 1) {
    if (sel.owner === null || !owners.includes(sel.owner))
      return inBar(
        told.prompt,
        [
          ...owners.map((seat) =>
            select(
              `${names[seat] ?? '?'} (${settled.filter((b) => ownerOfButton(b) === seat).length})`,
              `owner-${seat + 1}`,
              { ...sel, owner: seat },
            ),
          ),
          ...listed.filter((b) => ownerOfButton(b) < 0),
        ],
        marked,
      );
    listed = [
      ...listed.filter((b) => [-1, sel.owner].includes(ownerOfButton(b))),
      select(w('back'), 'back', { ...sel, owner: null }),
    ];
  }
  // Many cards, each tapped on the panel: the bar says so and lists them only when asked.
  const tapped = (b: Button) => {
    const id = b.action.kind === 'move' ? moveCard(b.action.move) : b.action.sel.card;
    return id !== null && panel.has(id);
  };
  const short = !sel.list && panel.size > CARDS_IN_BAR;
  const buttons: Button[] = [
    ...groups.map((g) =>
      select(`${w('firstStep')}: ${firstLabel(g.part, names)}`, `first-${g.first}`, {
        ...sel,
        first: g.first,
      }),
    ),
    ...(short
      ? [
          ...listed.filter((b) => !tapped(b)),
          ...(panel.size <= CARDS_LISTED
            ? [select(wf('listCards', { n: panel.size }), 'list', { ...sel, list: true })]
            : []),
        ]
      : listed),
  ];
  return {
    prompt: short ? `${told.prompt} ${wf('tapCard', { title: panelTitle(v) })}` : told.prompt,
    buttons,
    hand: new Map(),
    marked,
    atHand: false,
    panel,
  };
}

/**
 * What the viewer can do now, and how: the action bar's sentence and buttons, the hand cards
 * to choose. Null when the viewer has nothing to choose (the table says whose turn it is).
 */
export function decide(
  v: MoonView,
  lib: Library,
  legal: readonly LegalMove[],
  sel: Selection,
  names: readonly string[],
): Decision | null {
  if (typeof v.viewer !== 'number' || legal.length === 0) return null;
  if (v.decision) return answer(v, lib, legal, sel, names);
  const offers = sortMoves(legal);
  const hand = new Map<number, Selection>();
  const byGroup = new Map<Group, LegalMove[]>();
  const direct: LegalMove[] = [];
  for (const l of legal) {
    const id = moveCard(l.move);
    const type = typeOf(l.move);
    const g = type as Group;
    if (id !== null && cardPlace(v, id) === 'hand' && (type === 'build' || type === 'assimilate'))
      hand.set(id, { ...NO_SELECTION, card: id });
    else if (GROUPS.includes(g)) byGroup.set(g, [...(byGroup.get(g) ?? []), l]);
    else direct.push(l);
  }
  const parks = byGroup.get('park') ?? [];
  const marked = new Set<number>();

  // A hand card chosen: its choices, and parking first when it cannot be constructed yet.
  const card = sel.card !== null && hand.has(sel.card) ? sel.card : null;
  if (card !== null && sel.group === null) {
    const moves = offers.byCard.get(card) ?? [];
    const builds = moves.filter(isBuild);
    const canBuild = builds.length > 0;
    const payStep = builds.length > PAYS_AT_ONCE;
    if (payStep && sel.pay) {
      // The ways to pay, told apart in a few words each: a phone's bar stays short.
      const { prompt, short } = payLabels(builds.map((l) => l.label));
      return inBar(
        prompt ?? wf('whatWith', { card: cardName(lib, card) }),
        [
          ...builds.map((l, i) => moveButton(l, short[i], i === 0)),
          select(w('back'), 'back', { ...sel, pay: false }),
        ],
        marked,
      );
    }
    const buttons: Button[] = payStep
      ? [
          select(
            wf('buildWays', { card: cardName(lib, card), n: builds.length }),
            'pay',
            { ...sel, pay: true },
            w('buildWaysTip'),
          ),
          ...moves.filter((l) => !isBuild(l)).map((l) => moveButton(l)),
        ]
      : moves.map((l, i) => moveButton(l, l.label, i === 0));
    if (!canBuild && parks.length)
      buttons.push(
        select(w('parkFirst'), 'park-first', { ...sel, group: 'park' }, w('parkFirstTip')),
      );
    buttons.push(select(w('cancel'), 'cancel', NO_SELECTION));
    const prompt = [
      wf('whatWith', { card: cardName(lib, card) }),
      canBuild ? '' : wf('cannotBuild', { card: cardName(lib, card) }),
    ]
      .filter(Boolean)
      .join(' ');
    return inBar(prompt, buttons, marked, hand);
  }

  // A group opened: its cards (parking: by settlement first when there are many).
  const group = sel.group && byGroup.has(sel.group) ? sel.group : null;
  if (group) {
    const moves = byGroup.get(group) ?? [];
    const back = select(w('back'), 'back', { ...NO_SELECTION, card });
    const owners = [...new Set(moves.map((l) => ownerOf(v, moveCard(l.move) ?? -1)))];
    if (group === 'park' && moves.length > PARKS_AT_ONCE && owners.length > 1 && sel.owner === null)
      return inBar(
        w('pickParkOwner'),
        [
          ...owners.map((seat) =>
            select(names[seat] ?? '?', `owner-${seat + 1}`, { ...sel, owner: seat }),
          ),
          back,
        ],
        marked,
        hand,
      );
    const inSettlement =
      group === 'park' && sel.owner !== null
        ? moves.filter((l) => ownerOf(v, moveCard(l.move) ?? -1) === sel.owner)
        : moves;
    // Back from one settlement's cards goes to the settlements, else out of the group.
    const toSettlements: Button =
      sel.owner !== null
        ? { ...back, action: { kind: 'select', sel: { ...sel, owner: null } } }
        : back;
    const kindOfMove = (l: LegalMove) => kindOf(lib, moveCard(l.move) ?? -1);
    const byKind = group === 'park' && inSettlement.length > PARKS_LISTED;
    const parkOwner = ownerOf(v, moveCard(inSettlement[0]?.move ?? '') ?? -1);
    if (byKind && sel.kind === null) {
      const kinds = [...new Set(inSettlement.map(kindOfMove))];
      for (const l of inSettlement) marked.add(moveCard(l.move) ?? -1);
      return inBar(
        wf('pickParkKind', { name: names[parkOwner] ?? '?' }),
        [
          ...kinds.map((k) =>
            select(
              `${capital(colour(k))} (${inSettlement.filter((l) => kindOfMove(l) === k).length})`,
              `kind-${k}`,
              { ...sel, kind: k },
            ),
          ),
          toSettlements,
        ],
        marked,
        hand,
      );
    }
    const shown = byKind ? inSettlement.filter((l) => kindOfMove(l) === sel.kind) : inSettlement;
    // Parking in one settlement only: its owner is named once, in the prompt (a phone's bar
    // then holds two or three cards a row).
    const shownOwners = new Set(shown.map((l) => ownerOf(v, moveCard(l.move) ?? -1)));
    const oneOwner = group === 'park' && shownOwners.size === 1 ? [...shownOwners][0] : undefined;
    const buttons = shown.map((l) => {
      const id = moveCard(l.move) ?? -1;
      marked.add(id);
      const owner = oneOwner === undefined ? names[ownerOf(v, id)] : undefined;
      const label =
        group === 'park'
          ? `${owner ? `${owner}: ` : ''}${cardName(lib, id)}${reckless(l.move) ? ' ⚠' : ''}`
          : l.label;
      return { ...moveButton(l, label), tip: `${l.label}. ${cardTip(lib, id)}` };
    });
    const prompt = {
      park:
        oneOwner !== undefined && names[oneOwner]
          ? wf('pickParkAt', { name: names[oneOwner] ?? '' })
          : w('pickPark'),
      flip: w('pickFlip'),
      obelisk: w('pickObelisk'),
      claim: w('pickClaim'),
    }[group];
    return inBar(
      prompt,
      [
        ...buttons,
        sel.kind !== null && byKind
          ? { ...back, action: { kind: 'select', sel: { ...sel, kind: null } } }
          : toSettlements,
      ],
      marked,
      hand,
    );
  }

  // The turn's start: hand cards in the hand, the other actions in the action bar.
  const buttons: Button[] = [];
  for (const g of GROUPS) {
    const moves = byGroup.get(g) ?? [];
    const one = moves[0];
    if (moves.length === 1 && one)
      // An Obelisk's move in words is long (a row of its own on a phone): a few words, its tip all.
      buttons.push(
        g === 'obelisk'
          ? moveButton(one, wf('obeliskShort', { card: cardName(lib, moveCard(one.move) ?? -1) }))
          : moveButton(one),
      );
    else if (moves.length > 1) {
      buttons.push(select(w(g === 'flip' ? 'flipCard' : g), g, { ...NO_SELECTION, group: g }));
      for (const l of moves) marked.add(moveCard(l.move) ?? -1);
    }
  }
  const mainDone = hand.size === 0;
  for (const l of direct)
    buttons.push(moveButton(l, l.label, mainDone && typeOf(l.move) === 'end'));
  return {
    prompt: mainDone ? w('mainDone') : w('pickCard'),
    buttons,
    hand,
    marked,
    atHand: hand.size > 0,
    panel: NO_PANEL,
  };
}
