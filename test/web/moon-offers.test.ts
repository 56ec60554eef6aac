// The Moon board's moves and steps (web/src/boards/moon/moves.ts, steps.ts) without a browser:
// over whole seeded games (solo and 2-5 players), every legal move of the seat to act is reached
// by the board's clicks (a hand card, a group, a settlement, a first part) and nothing else is
// offered; the board's ways to a move (`pathsOf`, which the tutorials and the hint's marks
// follow) lead to it; a card a move names is one that seat's view shows; `touched` names what
// moved.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nextU32, seedRng } from '../../src/engine/rng.ts';
import { moon } from '../../src/games/moon/index.ts';
import type { MoonView } from '../../src/games/moon/view.ts';
import { libraryOf } from '../../src/games/moon/library.ts';
import {
  cardPlace,
  isMoonMove,
  KEY,
  moveCard,
  pathsOf,
  sortMoves,
  touched,
  twoStepChoices,
} from '../../web/src/boards/moon/moves.ts';
import { decide, NO_SELECTION, payLabels } from '../../web/src/boards/moon/steps.ts';
import type { Selection } from '../../web/src/boards/moon/steps.ts';
import { legalWords } from './legal-words.ts';

test('move strings name their card: build, assim, park, flip, obelisk, claim and card choices', () => {
  assert.equal(moveCard('build c12'), 11);
  assert.equal(moveCard('build c12 waive:M ignore:EW'), 11);
  assert.equal(moveCard('park c7 reckless'), 6);
  assert.equal(moveCard('claim c140'), 139);
  assert.equal(moveCard('choose c3'), 2);
  assert.equal(moveCard('choose E'), null);
  assert.equal(moveCard('choose p2:E'), null);
  assert.equal(moveCard('expedition'), null);
  assert.equal(moveCard('end'), null);
  assert.ok(isMoonMove('choose none') && isMoonMove('end') && !isMoonMove('bid purple:1'));
  const offers = sortMoves([
    { move: 'build c5', label: 'a' },
    { move: 'build c5 free', label: 'b' },
    { move: 'assim c5', label: 'c' },
    { move: 'end', label: 'd' },
  ]);
  assert.deepEqual(
    offers.byCard.get(4)?.map((l) => l.move),
    ['build c5', 'build c5 free', 'assim c5'],
  );
  assert.deepEqual(
    offers.loose.map((l) => l.move),
    ['end'],
  );
});

test('every legal move has a place on the board and names a card the seat sees (2-5 players, whole games)', () => {
  const places = { hand: 0, table: 0, panel: 0, loose: 0 };
  randomGames('offers', 'pick', [2, 3, 4, 5], ['a', 'b', 'c'], ({ s, v, moves }) => {
    const spectator = moon.view(s, 'spectator') as MoonView;
    for (const m of moves) {
      const move = moon.encodeMove(m);
      assert.ok(isMoonMove(move), move);
      const card = moveCard(move);
      if (card === null) {
        assert.match(move, /^(expedition|end|choose [^c].*|choose none)$/);
        places.loose++;
        continue;
      }
      const place = cardPlace(v, card);
      places[place]++;
      // A spectator never has a hand to hold it.
      assert.notEqual(cardPlace(spectator, card), 'hand');
      if (place === 'panel') {
        // Off the table: a pile the seat is searching, revealed cards or the discard pile.
        const searched = v.stacks.some((st) => st?.includes(card) ?? false);
        assert.ok(
          searched || v.revealed.includes(card) || v.discard.includes(card),
          `${move}: c${card + 1} is not in the view`,
        );
      }
    }
  });
  // Every kind of place was used, so the test looked at real placements.
  for (const [place, n] of Object.entries(places)) assert.ok(n > 0, `${place}: ${n}`);
});

test('two-part choices are offered in two steps: which resource first, then for what', () => {
  const moves = ['choose E>W', 'choose E>B', 'choose M>E', 'choose none'].map((move) => ({
    move,
    label: move,
  }));
  const { groups, rest } = twoStepChoices(moves);
  assert.deepEqual(
    groups.map((g) => [g.first, g.moves.map((l) => l.move)]),
    [
      ['E', ['choose E>W', 'choose E>B']],
      ['M', ['choose M>E']],
    ],
  );
  assert.deepEqual(
    rest.map((l) => l.move),
    ['choose none'],
  );
  // Giving to one player only: one group is no step at all, the moves stay as they are.
  const give = twoStepChoices([
    { move: 'choose p2:E', label: '' },
    { move: 'choose p2:W', label: '' },
  ]);
  assert.equal(give.groups.length, 0);
  assert.equal(give.rest.length, 2);
});

const NAMES = ['Ada', 'Ben', 'Cy', 'Dee', 'Eve'];
type Legal = { move: string; label: string }[];

type MoonState = ReturnType<typeof moon.setup>;
type MoonMove = ReturnType<typeof moon.legalMoves>[number];

/** A position of a seeded random game: the seat to act, its view and its legal moves. */
interface At {
  readonly s: MoonState;
  readonly seat: number;
  readonly v: MoonView;
  readonly moves: readonly MoonMove[];
  /** The legal moves in notation, with their words. */
  readonly legal: Legal;
  readonly players: number;
  readonly seed: string;
}

/**
 * Plays Moon to the end for every player count and seed (the deal `moon-${name}-…`, the picks
 * `${pick}-…`, a uniform random legal move each time), calling `visit` at each position before
 * its move and `played` after it.
 */
function randomGames(
  name: string,
  pick: string,
  players: readonly number[],
  seeds: readonly string[],
  visit: (at: At) => void,
  played?: (at: At, move: MoonMove) => void,
): void {
  const options = moon.parseOptions({});
  assert.ok(options.ok);
  for (const n of players)
    for (const seed of seeds) {
      const s = moon.setup(options.value, n, `moon-${name}-${n}-${seed}`);
      const rng = seedRng(`${pick}-${n}-${seed}`);
      while (moon.toAct(s).length > 0) {
        const seat = moon.toAct(s)[0] as number;
        const moves = moon.legalMoves(s, seat);
        const legal = legalWords(moon, s, seat, moves);
        const at = { s, seat, v: moon.view(s, seat) as MoonView, moves, legal, players: n, seed };
        visit(at);
        const m = moves[nextU32(rng) % moves.length];
        assert.ok(m);
        moon.play(s, seat, m);
        played?.(at, m);
      }
    }
}

/** Positions whose bar listed the panel's cards only on request (reachable counts them). */
let listings = 0;

/** Every move the board can play from `sel` on, following its steps (at most a few deep). */
function reachable(v: MoonView, legal: Legal, sel: Selection, depth = 0): Set<string> {
  const out = new Set<string>();
  const d = decide(v, libraryOf(v.options.cardSet), legal, sel, NAMES);
  assert.ok(d, 'a seat with legal moves gets a decision');
  assert.ok(
    depth < 5,
    `steps end: ${JSON.stringify(sel)} ${JSON.stringify(d.buttons.map((b) => b.step ?? b.label))}`,
  );
  const next: Selection[] = [];
  // A card's many ways to pay get a step of their own: beside other choices, at most three.
  const perCard = new Map<number, number>();
  for (const b of d.buttons)
    if (b.action.kind === 'move' && b.action.move.startsWith('build ')) {
      const id = moveCard(b.action.move) ?? -1;
      perCard.set(id, (perCard.get(id) ?? 0) + 1);
    }
  if (
    perCard.size > 1 ||
    d.buttons.some((b) => b.action.kind === 'move' && !b.action.move.startsWith('build '))
  )
    for (const [id, n] of perCard)
      assert.ok(n <= 3, `${n} ways to pay for c${id + 1} among other choices`);
  // The panel's cards (a searched pile, revealed cards) are tapped there; with many, the bar
  // lists them only on request (`list`), and then all of them.
  const listing = d.buttons.find((b) => b.step === 'list');
  if (listing) {
    listings++;
    assert.ok(d.panel.size > 3, `few cards (${d.panel.size}) are listed at once`);
    for (const b of d.buttons) {
      const id = b.action.kind === 'move' ? moveCard(b.action.move) : null;
      assert.ok(id === null || !d.panel.has(id), `${b.label}: tapped in the panel, not listed`);
    }
    assert.ok(listing.action.kind === 'select');
    const all = decide(v, libraryOf(v.options.cardSet), legal, listing.action.sel, NAMES);
    assert.ok(all && !all.buttons.some((b) => b.step === 'list'), 'the list lists them all');
  }
  for (const id of d.panel.keys()) {
    assert.ok(
      v.revealed.includes(id) || v.stacks.some((st) => st?.includes(id)) || v.discard.includes(id),
    );
    assert.ok(d.marked.has(id), `c${id + 1} can be tapped, so it is marked`);
  }
  for (const b of [...d.buttons, ...d.panel.values()]) {
    assert.ok(b.label.length > 0 && !/\bc\d+\b/.test(b.label), `a label for people: ${b.label}`);
    if (b.action.kind === 'move') out.add(b.action.move);
    else if (b.step !== 'back' && b.step !== 'cancel') next.push(b.action.sel);
  }
  if (depth === 0) next.push(...d.hand.values());
  for (const s of next) for (const m of reachable(v, legal, s, depth + 1)) out.add(m);
  return out;
}

test("the board's clicks reach exactly the legal moves in every position (solo, 2-5 players)", () => {
  let positions = 0;
  let deep = 0;
  let before: MoonView | null = null;
  randomGames(
    'steps',
    'steps',
    [1, 2, 3, 5],
    ['a', 'b'],
    ({ s, v, legal, players, seed }) => {
      const got = reachable(v, legal, NO_SELECTION);
      assert.deepEqual(
        [...got].sort(),
        legal.map((l) => l.move).sort(),
        `${players}p ${seed}: the steps offer exactly the legal moves`,
      );
      if (legal.length > 12) deep++;
      positions++;
      before = moon.view(s, 0) as MoonView;
    },
    ({ s }, m) => {
      // What the move touched is keyed on the board: a card that moved keeps its key, and a
      // card that went to the discard pile marks the pile (its cards are not drawn).
      const after = moon.view(s, 0) as MoonView;
      const keys = touched(before as MoonView, after);
      const move = moon.encodeMove(m);
      const card = moveCard(move);
      if (card !== null && /^(build|assim|claim) /.test(move)) {
        const where = after.discard.includes(card) ? KEY.discard : KEY.card(card);
        assert.ok(keys.includes(where), `${move} touched ${keys.join(' ')}`);
      }
      if (/^(park|flip) /.test(move)) assert.ok(keys.length > 0, `${move} touched something`);
    },
  );
  assert.ok(positions > 500 && deep > 10, `${positions} positions, ${deep} with many moves`);
  assert.ok(listings > 0, 'a panel of many cards to tap was met');
});

/**
 * Follows `pathsOf(move)` through the board's steps as the tutorial's marks do: at each decision
 * the move's own button ends it, else the next step of the path must be on offer (a hand card
 * or a step button) and is chosen. Returns the clicks made, or fails.
 */
function follow(v: MoonView, legal: Legal, move: string): string[] {
  const lib = libraryOf(v.options.cardSet);
  const paths = pathsOf(v, move);
  const path = paths[0] ?? [];
  let sel = NO_SELECTION;
  const clicks: string[] = [];
  for (let i = 0; i <= path.length; i++) {
    const d = decide(v, lib, legal, sel, NAMES);
    assert.ok(d);
    const offered = [...d.buttons, ...d.panel.values()];
    if (offered.some((b) => b.action.kind === 'move' && b.action.move === move)) return clicks;
    // A step the board does not show now (a settlement or colour asked only among many cards)
    // is passed over: the next one on the way must be on offer.
    const onOffer = (step: string) => {
      const button = offered.find((b) => b.step === step);
      const card = [...d.hand.entries()].find(([id]) => KEY.card(id) === step);
      return button?.action.kind === 'select' ? button.action.sel : card?.[1];
    };
    while (i < path.length && !onOffer(path[i] ?? '')) i++;
    const step = path[i];
    assert.ok(step, `${move}: the way ${JSON.stringify(path)} ends before the move is offered`);
    const next = onOffer(step);
    assert.ok(next, `${move}: "${step}" is on offer (${JSON.stringify(path)})`);
    sel = next;
    clicks.push(step);
  }
  assert.fail(`${move}: not reached by ${JSON.stringify(path)}`);
}

test("the board's ways to a move (pathsOf, for the tutorials and hints) reach every legal move", () => {
  const kinds = new Set<string>();
  randomGames('paths', 'paths', [1, 2, 4], ['a', 'b'], ({ v, legal }) => {
    for (const { move } of legal) {
      const clicks = follow(v, legal, move);
      if (clicks.length) kinds.add(clicks.map((c) => c.replace(/\d+$/, 'N')).join('>'));
    }
  });
  // Hand cards, groups and two-part answers were all followed.
  const seen = [...kinds].join(' ');
  assert.match(seen, /(^| )cN( |$)/, seen);
  assert.match(seen, /park>owner-N/, seen);
  assert.match(seen, /first-/, seen);
  assert.match(seen, /cN>pay/, seen);
});

test('a card with many ways to pay lists them in a step of their own, each told apart in a few words', () => {
  const labels = (card: string, ways: string[]) =>
    ways.map((x) => `Construct ${card} paying ${x} to ignore a flag`);
  const en = payLabels(labels('Fragmenter', ['Energy + Energy', 'Energy + Water', 'Bio + Metal']));
  assert.deepEqual(en.short, ['Energy + Energy', 'Energy + Water', 'Bio + Metal']);
  assert.equal(en.prompt, 'Construct Fragmenter paying … to ignore a flag');
  const de = payLabels(
    ['Energie + Energie', 'Wasser + Bio'].map(
      (x) => `Zerkleinerer bauen (${x} bezahlt, um eine Flagge zu übergehen)`,
    ),
  );
  assert.deepEqual(de.short, ['Energie + Energie', 'Wasser + Bio']);
  assert.equal(de.prompt, 'Zerkleinerer bauen (… bezahlt, um eine Flagge zu übergehen)');
  // A plain Construct beside a free one: the card's name stays, the verb is the prompt.
  const free = payLabels(['Construct Garage', 'Construct Garage free (Embassy)']);
  assert.deepEqual(free.short, ['Garage', 'Garage free (Embassy)']);
  assert.equal(free.prompt, 'Construct …');
  // Nothing left to tell two apart: the whole labels, no prompt.
  const same = payLabels(['Construct Garage', 'Construct Garage']);
  assert.deepEqual(same.short, ['Construct Garage', 'Construct Garage']);
  assert.equal(same.prompt, null);
});

test("a question's answers in words are told apart by what differs, the shared words in the prompt (seeded games, 2-5 players)", () => {
  const told = new Map<string, string[]>();
  randomGames('told', 'told', [2, 3, 4, 5], ['a', 'b', 'c'], ({ v, legal }) => {
    const d = v.decision
      ? decide(v, libraryOf(v.options.cardSet), legal, NO_SELECTION, NAMES)
      : null;
    const moves = d?.buttons.filter((b) => b.action.kind === 'move') ?? [];
    // A shortened answer (its tooltip is the move's words, its button less; a Flag Reward is
    // named instead): the prompt with the button's words in its gap is the whole answer, and
    // no other button has the same words.
    const worded = ({ action, tip }: (typeof moves)[number]) =>
      action.kind === 'move' && legal.find((l) => l.move === action.move)?.label === tip;
    // "No more rewards" is said in a few words of its own (its tooltip says all).
    const none = (b: (typeof moves)[number]) =>
      b.action.kind === 'move' && b.action.move === 'choose none';
    const short = moves.filter(
      (b) => worded(b) && b.label !== b.tip && v.decision?.kind !== 'flagReward' && !none(b),
    );
    for (const b of moves.filter(none))
      assert.ok(b.label.length > 0 && b.label.length <= 40, `a short "none": ${b.label}`);
    for (const b of short) {
      assert.ok(d?.prompt.includes('…'), `${b.label}: the prompt has the shared words`);
      assert.equal(d?.prompt.replace('…', b.label), b.tip);
      const kind = v.decision?.kind ?? '';
      told.set(kind, [...(told.get(kind) ?? []), b.label]);
    }
    const labels = short.map((b) => b.label);
    assert.equal(new Set(labels).size, labels.length, `distinct: ${labels.join(' | ')}`);
  });
  // Spending for Hearts: a number a button (`Spend … Energy for Hearts (card)`).
  assert.ok(
    told.get('spend')?.every((l) => /^\d+$/.test(l)),
    JSON.stringify([...told]),
  );
});

test('parking among many cards of one settlement asks for the colour first, and every card is still reached', () => {
  const options = moon.parseOptions({});
  assert.ok(options.ok);
  const s = moon.setup(options.value, 2, 'moon-many-parks');
  const lib = libraryOf(s.options.cardSet);
  const rng = seedRng('many-parks');
  const parks = () => moon.legalMoves(s, 0).filter((m) => m.type === 'park');
  // Play until Ada may park, then grow Bot's settlement from the Era stacks to many cards.
  while (!(moon.toAct(s)[0] === 0 && !s.decision && parks().length > 0)) {
    const seat = moon.toAct(s)[0] as number;
    const moves = moon.legalMoves(s, seat);
    moon.play(s, seat, moves[nextU32(rng) % moves.length] as MoonMove);
  }
  for (const stack of s.stacks)
    for (const id of [...stack])
      if (lib.parkable[id] && (s.settlements[1] as number[]).length < 16) {
        stack.splice(stack.indexOf(id), 1);
        (s.settlements[1] as number[]).push(id);
      }
  const legal = legalWords(moon, s, 0);
  const wanted = legal.filter((l) => l.move.startsWith('park ')).map((l) => l.move);
  assert.ok(wanted.length > 9, `${wanted.length} cards to park on`);
  const v = moon.view(s, 0) as MoonView;
  const start = decide(v, lib, legal, NO_SELECTION, NAMES);
  const park = start?.buttons.find((b) => b.step === 'park');
  assert.ok(park?.action.kind === 'select');
  const kinds = decide(v, lib, legal, park.action.sel, NAMES);
  assert.ok(kinds);
  const steps = kinds.buttons.filter((b) => b.step?.startsWith('kind-'));
  assert.ok(steps.length > 1, kinds.buttons.map((b) => b.label).join(' | '));
  assert.ok(kinds.buttons.some((b) => b.step === 'back'));
  const reached: string[] = [];
  for (const b of steps) {
    assert.ok(b.action.kind === 'select');
    const d = decide(v, lib, legal, b.action.sel, NAMES);
    const moves = (d?.buttons ?? []).flatMap((x) =>
      x.action.kind === 'move' ? [x.action.move] : [],
    );
    // The label counts the colour's cards.
    assert.match(b.label, new RegExp(`\\(${moves.length}\\)$`));
    reached.push(...moves);
  }
  assert.deepEqual(reached.sort(), [...wanted].sort());
  // The ways to each (pathsOf) pass the colour too.
  for (const move of wanted) assert.match(follow(v, legal, move).join('>'), /^park>kind-\w+$/);
});

test('a question about many cards of several settlements (which blue card produces) asks for the settlement first, and every card is still reached', () => {
  const options = moon.parseOptions({});
  assert.ok(options.ok);
  const s = moon.setup(options.value, 5, 'moon-many-producers');
  const lib = libraryOf(s.options.cardSet);
  // Blue cards from the Era stacks into the other four settlements, three or four each.
  let moved = 0;
  for (const stack of s.stacks)
    for (const id of [...stack])
      if (lib.structure[id]?.colour === 'blue' && moved < 14) {
        stack.splice(stack.indexOf(id), 1);
        (s.settlements[1 + (moved % 4)] as number[]).push(id);
        moved++;
      }
  s.decision = { kind: 'produce', seat: 0, whose: 'other' };
  const legal = legalWords(moon, s, 0);
  const wanted = legal.map((l) => l.move);
  assert.ok(wanted.length > 9, `${wanted.length} cards to choose`);
  const v = moon.view(s, 0) as MoonView;
  const first = decide(v, lib, legal, NO_SELECTION, NAMES);
  assert.ok(first);
  const owners = first.buttons.filter((b) => b.step?.startsWith('owner-'));
  assert.ok(owners.length > 1, first.buttons.map((b) => b.label).join(' | '));
  const reached = first.buttons.flatMap((b) => (b.action.kind === 'move' ? [b.action.move] : []));
  for (const b of owners) {
    assert.ok(b.action.kind === 'select');
    const d = decide(v, lib, legal, b.action.sel, NAMES);
    const moves = (d?.buttons ?? []).flatMap((x) =>
      x.action.kind === 'move' ? [x.action.move] : [],
    );
    assert.ok(d?.buttons.some((x) => x.step === 'back'));
    // A settlement at a time, a few cards (answers outside any settlement stay offered).
    assert.ok(moves.length <= 9, `${moves.length} in one settlement`);
    reached.push(...moves.filter((m) => !reached.includes(m)));
  }
  assert.deepEqual([...reached].sort(), [...wanted].sort());
  for (const move of wanted) assert.match(follow(v, legal, move).join('>'), /^(owner-\d)?$/);
});
