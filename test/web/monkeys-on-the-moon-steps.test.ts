// The Monkeys on the Moon board's steps (web/src/boards/monkeys-on-the-moon/steps.ts) without a
// browser: in every position of seeded games, every legal move is reachable by the board's
// clicks (card -> tribe -> scorn-chain answer, coins -> bid, a monkey, a ship, a button), and
// nothing the board offers is illegal. And what a move touched (moves.ts) names what it moved.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '../../src/engine/rng.ts';
import { monkeysOnTheMoon as game } from '../../src/games/monkeys-on-the-moon/index.ts';
import type { MMState, MMView } from '../../src/games/monkeys-on-the-moon/index.ts';
import { decide, NO_SELECTION } from '../../web/src/boards/monkeys-on-the-moon/steps.ts';
import type { Decision, Selection } from '../../web/src/boards/monkeys-on-the-moon/steps.ts';
import { coinsOf, KEY, playOf, touched } from '../../web/src/boards/monkeys-on-the-moon/moves.ts';
import { legalWords } from './legal-words.ts';

const NAMES = ['Ada', 'Ben', 'Cy', 'Dee'];

/** Every move the board can play from `sel` on, following its steps. */
function reachable(
  v: MMView,
  legal: { move: string; label: string }[],
  sel: Selection,
): Set<string> {
  const out = new Set<string>();
  const d = decide(v, legal, sel, NAMES) as Decision;
  for (const b of d.buttons) {
    if (b.action.kind === 'move' && !b.disabled) out.add(b.action.move);
    if (b.action.kind === 'tribe')
      for (const m of reachable(v, legal, { ...sel, tribe: b.action.tribe })) out.add(m);
  }
  if (sel.card === null)
    for (const c of d.cards) for (const m of reachable(v, legal, { ...sel, card: c })) out.add(m);
  for (const l of d.monkeys.values()) out.add(l.move);
  for (const l of d.ships.values()) out.add(l.move);
  return out;
}

/** Builds each legal bid coin by coin, as a player taps them; the board must allow every tap. */
function bidsByCoins(v: MMView, legal: { move: string; label: string }[]): Set<string> {
  const out = new Set<string>();
  for (const l of legal) {
    const coins = coinsOf(l.move);
    if (!coins) continue;
    let sel: Selection = NO_SELECTION;
    coins.forEach((n, t) => {
      for (let i = 0; i < n; i++) {
        const d = decide(v, legal, sel, NAMES) as Decision;
        assert.ok(d.coins[t], `coin ${t} can be tapped towards ${l.move}`);
        sel = { ...sel, bid: sel.bid.map((x, j) => (j === t ? x + 1 : x)) };
      }
    });
    const bid = (decide(v, legal, sel, NAMES) as Decision).buttons[0];
    assert.ok(bid && bid.action.kind === 'move' && !bid.disabled, `the bid button plays ${l.move}`);
    out.add(bid.action.move);
  }
  return out;
}

test('every legal move is reachable by the board’s steps, and it offers nothing else', () => {
  for (const players of [2, 3, 4]) {
    for (const options of [{}, { treachery: true, maximumScorn: true }] as Record<
      string,
      boolean
    >[]) {
      const parsed = game.parseOptions(options);
      assert.ok(parsed.ok);
      const seed = `steps/${players}/${JSON.stringify(options)}`;
      const rng = new Rng(seed);
      const state: MMState = game.setup(parsed.value, players, seed);
      let positions = 0;
      while (game.toAct(state).length > 0) {
        const seat = game.toAct(state)[0] as number;
        const moves = game.legalMoves(state, seat);
        const legal = legalWords(game, state, seat, moves);
        const v = game.view(state, seat);
        const offered = reachable(v, legal, NO_SELECTION);
        for (const m of bidsByCoins(v, legal)) offered.add(m);
        assert.deepEqual(
          [...offered].sort(),
          legal.map((l) => l.move).sort(),
          `position ${positions}`,
        );
        // Others see what is going on, in a sentence.
        const other = (seat + 1) % players;
        const waiting = decide(game.view(state, other), [], NO_SELECTION, NAMES);
        assert.ok(waiting && waiting.prompt.includes(NAMES[seat] as string), waiting?.prompt);
        game.play(state, seat, rng.pick(moves));
        positions++;
      }
      assert.ok(positions > 30);
    }
  }
});

test('a move touches what it moved: the stone, the coins, the monkey, the ship', () => {
  const parsed = game.parseOptions({});
  assert.ok(parsed.ok);
  const state = game.setup(parsed.value, 3, 'touched-1');
  const seat = game.toAct(state)[0] as number;
  const play = game.legalMoves(state, seat).find((m) => m.type === 'play' && !m.chain);
  assert.ok(play && play.type === 'play');
  const before = game.view(state, seat);
  const next = game.apply(state, seat, play);
  assert.ok(next.ok);
  const keys = touched(before, game.view(next.value, seat));
  assert.ok(keys.includes(KEY.stone(play.tribe)), keys.join(' '));
  assert.ok(keys.includes(KEY.coin(play.tribe)), 'the viewer took coins');
  assert.ok(keys.includes(KEY.player(seat)), 'the hand shrank');
  // Seen by another seat, the viewer's own coins are not among the keys.
  const other = (seat + 1) % 3;
  const theirs = touched(game.view(state, other), game.view(next.value, other));
  assert.ok(!theirs.some((k) => k.startsWith('coin-')), theirs.join(' '));
  assert.equal(playOf({ move: game.encodeMove(play), label: '' })?.card, play.card);
});
