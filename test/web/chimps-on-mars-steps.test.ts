// The Chimps on Mars board's steps (web/src/boards/chimps-on-mars/steps.ts) without a browser: in
// every position of seeded games, every legal move is reachable by the board's clicks (a card,
// then where it goes; a launch card; the answers of an open question; rearranging by tapping the
// launch cards in their new order, CM-3), and nothing the board offers is illegal. And what a
// move touched (moves.ts) names what it moved, never a face-down card another seat cannot see.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { randomInt, seedRng } from '../../src/engine/rng.ts';
import { chimpsOnMars as game } from '../../src/games/chimps-on-mars/index.ts';
import type { CMState, CMView } from '../../src/games/chimps-on-mars/index.ts';
import { KEY, touched } from '../../web/src/boards/chimps-on-mars/moves.ts';
import { decide } from '../../web/src/boards/chimps-on-mars/steps.ts';
import { turnAndRound } from '../../web/src/boards/chimps-on-mars/words.ts';
import type { DecisionWords, Step } from '../../web/src/boards/chimps-on-mars/steps.ts';
import { legalWords } from './legal-words.ts';

const NAMES = ['Ada', 'Ben', 'Cy', 'Dee', 'Eve'];

/** Plain words: the steps' sentences matter here only for names. */
const WORDS: DecisionWords = {
  card: (id) => `card ${id}`,
  ref: (ref) => ref,
  name: (s) => NAMES[s] ?? '?',
  threat: (a) => a,
  t: new Proxy({} as DecisionWords['t'], {
    get: (_, key) =>
      typeof key === 'string' && /^(wait|attack|revenge|choose|chosen|arrange)/.test(key)
        ? (...a: unknown[]) => `${key} ${a.join(' ')}`
        : String(key),
  }),
};

type Legal = { move: string; label: string }[];

/** Every move the board can play from `chosen` on, following its buttons and board offers. */
function reachable(v: CMView, legal: Legal, chosen: readonly Step[], out: Set<string>): void {
  const d = decide(v, legal, chosen, WORDS);
  assert.ok(d, 'a decision while moves are legal');
  for (const b of d.buttons) {
    if (b.disabled) continue;
    if (b.action.kind === 'move') out.add(b.action.move);
    if (b.action.kind === 'step' && chosen.length === 0) reachable(v, legal, [b.action.step], out);
  }
  for (const offer of d.offers.values()) {
    if ('move' in offer) out.add(offer.move);
    else if (offer.pressed) continue;
    else if (offer.restart) {
      if (chosen.length === 0) reachable(v, legal, [offer.step], out);
    } else reachable(v, legal, [...chosen, offer.step], out);
  }
}

const legalOf = (s: CMState, seat: number): Legal => legalWords(game, s, seat);

test('every legal move is reachable by the board’s steps, rearranging included, and it offers nothing else', () => {
  const kinds = new Set<string>();
  let positions = 0;
  for (const [players, eventEffects, seed] of [
    [3, false, 'paths-1'],
    [4, true, 'paths-2'],
    [5, true, 'paths-3'],
  ] as const) {
    let s = game.setup({ eventEffects }, players, seed);
    const rng = seedRng(seed);
    for (let step = 0; step < 600 && !game.result(s); step++) {
      const seat = game.toAct(s)[0] as number;
      const legal = legalOf(s, seat);
      const v = game.view(s, seat);
      const offered = new Set<string>();
      reachable(v, legal, [], offered);
      assert.deepEqual(
        [...offered].sort(),
        legal.map((l) => l.move).sort(),
        `position ${positions}`,
      );
      for (const l of legal) kinds.add(l.move.split(' ')[0] as string);
      // Others see what is going on, in a sentence naming who acts; they are offered nothing.
      const other = (seat + 1) % players;
      const waiting = decide(game.view(s, other), [], [], WORDS);
      assert.ok(waiting && waiting.prompt.includes(NAMES[seat] as string), waiting?.prompt);
      assert.equal(waiting.buttons.length + waiting.offers.size, 0);
      // A kind of move first, then one of that kind: the many orders of a rearranging would
      // otherwise crowd out the rarer moves (revenge, meteor) the walk must reach.
      const verbs = [...new Set(legal.map((l) => l.move.split(' ')[0]))];
      const verb = verbs[randomInt(rng, verbs.length)];
      const ofVerb = game.legalMoves(s, seat).filter((m) => m.type === verb);
      const applied = game.apply(s, seat, ofVerb[randomInt(rng, ofVerb.length)] as never);
      assert.ok(applied.ok);
      s = applied.value;
      positions++;
    }
  }
  assert.ok(positions > 600, `${positions} positions`);
  for (const verb of [
    'arrange',
    'draw',
    'play',
    'discard',
    'swap',
    'steal',
    'destroy',
    'banana',
    'allow',
    'revenge',
    'meteor',
    'end',
  ])
    assert.ok(kinds.has(verb), `the walk reached "${verb}"`);
});

test('rearranging: tapping the launch cards in a new order builds that order, the face-down card as "down"', () => {
  // Play until a seat may rearrange three or more cards with one face down.
  const s = game.setup({ eventEffects: false }, 3, 'arrange-1');
  const rng = seedRng('arrange-1');
  for (let i = 0; i < 3000; i++) {
    const seat = game.toAct(s)[0] as number;
    const moves = game.legalMoves(s, seat);
    if (
      s.faceDown[seat] !== -1 &&
      (s.launch[seat]?.length ?? 0) >= 3 &&
      moves.some((m) => m.type === 'arrange')
    )
      break;
    const down = moves.find((m) => m.type === 'play' && m.down);
    const play = moves.find((m) => m.type === 'play');
    const pick =
      s.faceDown[seat] === -1 && down
        ? down
        : play && randomInt(rng, 3) > 0
          ? play
          : moves[randomInt(rng, moves.length)];
    game.play(s, seat, pick as never);
  }
  const seat = game.toAct(s)[0] as number;
  const v = game.view(s, seat);
  const legal = legalOf(s, seat);
  const refs = v.launch[seat]!.map((id, at) =>
    at === v.faceDownAt[seat] ? 'down' : `c${id! + 1}`,
  );
  assert.ok(refs.includes('down') && refs.length >= 3, refs.join());
  const start = decide(v, legal, [], WORDS)!;
  const arrange = start.buttons.find((b) => b.action.kind === 'step');
  assert.ok(arrange && arrange.action.kind === 'step' && arrange.action.step === 'arrange');
  // Reversed: tap all but the last card; the last one needs no tap.
  const reversed = [...refs].reverse();
  const chosen: Step[] = ['arrange'];
  for (const ref of reversed.slice(0, -1)) {
    const d = decide(v, legal, chosen, WORDS)!;
    assert.deepEqual(
      d.arranging,
      chosen.slice(1).map((x) => x.slice(5)),
    );
    assert.ok(d.offers.has(`mine:${ref}`), `mine:${ref} can be tapped`);
    assert.ok(!d.offers.has(chosen[chosen.length - 1] ?? ''), 'a tapped card is not offered again');
    chosen.push(`mine:${ref}`);
  }
  const done = decide(v, legal, chosen, WORDS)!;
  const confirm = done.buttons.find((b) => b.primary);
  assert.ok(confirm && confirm.action.kind === 'move' && !confirm.disabled);
  assert.equal(confirm.action.move, `arrange ${reversed.join(',')}`);
  // The order they lie in is not a move: confirming it is refused on the board.
  const same: Step[] = ['arrange', ...refs.slice(0, -1).map((r) => `mine:${r}`)];
  const stay = decide(v, legal, same, WORDS)!.buttons.find((b) => b.primary);
  assert.ok(stay?.disabled && stay.action.kind !== 'move');
});

test('a move touches what it moved: the card, the hand, the piles; another seat never sees a face-down card by its key', () => {
  const s = game.setup({ eventEffects: false }, 3, 'touched-1');
  const seat = game.toAct(s)[0] as number;
  const play = game.legalMoves(s, seat).find((m) => m.type === 'play' && m.down);
  assert.ok(play && play.type === 'play');
  const before = game.view(s, seat);
  const next = game.apply(s, seat, play);
  assert.ok(next.ok);
  const keys = touched(before, game.view(next.value, seat));
  assert.ok(keys.includes(KEY.card(play.card)), keys.join(' '));
  assert.ok(keys.includes(KEY.hand(seat)), keys.join(' '));
  const other = (seat + 1) % 3;
  const theirs = touched(game.view(s, other), game.view(next.value, other));
  assert.ok(theirs.includes(KEY.down(seat)), theirs.join(' '));
  assert.ok(!theirs.includes(KEY.card(play.card)), 'the face-down card stays unnamed');
  // A draw: the main pile and the hand.
  const draw = game.legalMoves(next.value, seat).find((m) => m.type === 'draw');
  if (draw) {
    const after = game.apply(next.value, seat, draw);
    assert.ok(after.ok);
    const drawn = touched(game.view(next.value, other), game.view(after.value, other));
    assert.ok(drawn.includes(KEY.pile) && drawn.includes(KEY.hand(seat)), drawn.join(' '));
  }
});

test('the status line counts turns as the log does (issue 31: "Round 4 of 60" beside "Turn 10")', () => {
  let checked = 0;
  for (const players of [3, 5]) {
    let s: CMState = game.setup({ eventEffects: false }, players, `count-${players}`);
    const rng = seedRng(`count-${players}`);
    for (let i = 0; i < 400 && game.toAct(s).length; i++) {
      const seat = game.toAct(s)[0]!;
      const moves = game.legalMoves(s, seat);
      const move = moves[randomInt(rng, moves.length)]!;
      const after = game.apply(s, seat, move);
      assert.ok(after.ok);
      for (const lang of ['en', 'de'] as const) {
        const lines = game.describe(s, seat, move, after.value, 'spectator', lang);
        const turn = lines.map((l) => /^(Turn|Zug) (\d+):/.exec(l)).find(Boolean);
        if (!turn) continue;
        const status = turnAndRound(game.view(after.value, 'spectator').turnNumber, players, lang);
        assert.ok(status.startsWith(`${turn[1]} ${turn[2]} `), `${status} | ${turn[0]}`);
        checked++;
      }
      s = after.value;
    }
  }
  assert.ok(checked > 50);
});
