// The worker-thread bot pool: decisions from plain data off the main thread, refusals as typed
// errors, and results that do not depend on which thread ran them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createBotPool, BotPoolError } from '../../src/bots/node/pool.ts';
import { decide } from '../../src/bots/decide.ts';
import { optionsOrThrow } from '../../src/engine/index.ts';
import { GAMES, findGame } from '../../src/games/index.ts';

const game = GAMES[0]!;
const state = game.setup(optionsOrThrow(game, {}), 4, 'pool');
const seat = game.toAct(state)[0]!;
const view = game.view(state, seat);
const legal = game.legalMoves(state, seat).map((m) => game.encodeMove(m));

test('the pool answers with a legal move string, the same one as an in-process decision', async () => {
  const pool = createBotPool({ threads: 2 });
  try {
    for (const bot of ['random', 'heuristic', 'ismcts:20']) {
      const request = { game: game.id, view, seat, legal, bot, seed: `pool/${bot}` };
      const move = await pool.choose(request);
      assert.ok(legal.includes(move), `${bot}: ${move} is legal`);
      assert.deepEqual(decide(request, findGame), { ok: true, value: move });
      // Without the legal list, the worker lists the moves from a state sampled from the view.
      assert.equal(await pool.choose({ ...request, legal: undefined }), move);
    }
  } finally {
    await pool.close();
  }
});

test('the event loop keeps running while a bot searches', async () => {
  const pool = createBotPool({ threads: 1 });
  try {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const move = await pool.choose({ game: game.id, view, seat, bot: 'ismcts:400', seed: 'loop' });
    clearInterval(timer);
    assert.ok(legal.includes(move));
    assert.ok(ticks > 0, 'timers fired during the search');
  } finally {
    await pool.close();
  }
});

test('bad requests are refused with a code; a closed pool refuses new work', async () => {
  const pool = createBotPool();
  const base = { game: game.id, view, seat, seed: 's' };
  const refused = async (request: Parameters<typeof pool.choose>[0], code: string) => {
    await assert.rejects(pool.choose(request), (e: unknown) => {
      assert.ok(e instanceof BotPoolError);
      assert.equal(e.code, code);
      return true;
    });
  };
  await refused({ ...base, bot: 'genius' }, 'unknown-bot');
  await refused({ ...base, game: 'chess', bot: 'random' }, 'unknown-game');
  await refused({ ...base, bot: 'random', legal: ['dance'] }, 'bad-move-syntax');
  await pool.close();
  await refused({ ...base, bot: 'random' }, 'pool-closed');
});
