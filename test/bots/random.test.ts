// The random bot chooses from the legal moves it is given, knowing only its seat's view.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBot } from '../../src/bots/random.ts';
import { monkeysOnTheMoon as game } from '../../src/games/monkeys-on-the-moon/index.ts';
import type { MMMove, MMView } from '../../src/games/monkeys-on-the-moon/index.ts';

function playBots(seed: string): string[] {
  const options = { maximumScorn: false, treachery: false };
  let state = game.setup(options, 4, seed);
  const bots = [0, 1, 2, 3].map((seat) => randomBot<MMView, MMMove>(`${seed}/${seat}`));
  const moves: string[] = [];
  for (let seat = game.toAct(state)[0]; seat !== undefined; seat = game.toAct(state)[0]) {
    const legal = game.legalMoves(state, seat);
    const move = bots[seat]!.choose(game.view(state, seat), legal, seat);
    assert.ok(legal.includes(move), 'the bot picks one of the legal moves it was given');
    const next = game.apply(state, seat, move);
    assert.ok(next.ok);
    if (next.ok) state = next.value;
    moves.push(game.encodeMove(move));
  }
  assert.ok(game.result(state));
  return moves;
}

test('four random bots finish a game, and the same seeds give the same moves', () => {
  const a = playBots('bots-1');
  assert.deepEqual(playBots('bots-1'), a);
  assert.notDeepEqual(playBots('bots-2'), a);
});
