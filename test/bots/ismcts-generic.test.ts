// IS-MCTS knows no game: it runs on any Game through the view facade, including a game where
// several seats act at once and what they played stays hidden until all have played (the toy
// high-card game of toy-game.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ismctsBot, viewGame } from '../../src/bots/index.ts';
import { randomInt, seedRng } from '../../src/engine/index.ts';
import type { Seat } from '../../src/engine/index.ts';
import { CARDS, toy } from './toy-game.ts';

test('IS-MCTS plays a game it was never written for, with several seats to act at once', () => {
  const facade = viewGame(toy);
  for (let deal = 0; deal < 20; deal++) {
    const players = 2 + (deal % 2);
    const state = toy.setup({}, players, `deal-${deal}`);
    // Another seat may already have played, hidden: seat 0 still acts alongside the others.
    if (deal % 4 === 1)
      toy.play(state, 1, toy.legalMoves(state, 1)[randomInt(seedRng(`${deal}`), 3)]!);
    const seat: Seat = 0;
    assert.ok(toy.toAct(state).length > 1);
    const bot = ismctsBot(facade, `toy-${deal}`, { iterations: 300 });
    const move = bot.choose(toy.view(state, seat), toy.legalMoves(state, seat), seat);
    // The highest card, or one that beats exactly the same cards (none of the others lies between).
    const hand = state.hands[seat] as number[];
    const best = Math.max(...hand);
    const between = CARDS.filter((c) => c > move && c < best && !hand.includes(c));
    assert.deepEqual(between, [], `deal ${deal}: played ${move} from ${hand.join(',')}`);
  }
});
