// The fair bot scheduler's order and budgets, with a runner that answers when the test says so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BotQueue } from '../../src/server/bot-queue.ts';
import type { BotRequest, BotRunner } from '../../src/server/bots.ts';
import { findGame } from '../../src/games/index.ts';

/** A runner with one thread that records each request and answers on `finish()`. */
function heldRunner() {
  const started: BotRequest[] = [];
  const answers: (() => void)[] = [];
  const runner: BotRunner = {
    slots: 1,
    choose: (req) =>
      new Promise((resolve) => {
        started.push(req);
        answers.push(() => resolve(req.seed));
      }),
    close: async () => {},
  };
  const finish = async () => {
    answers.shift()!();
    await new Promise((r) => setImmediate(r));
  };
  return { runner, started, finish };
}

const request = (seed: string) => ({
  game: findGame('monkeys-on-the-moon')!,
  seat: 0,
  view: null,
  legal: ['pass'],
  bot: 'ismcts:hard',
  seed,
});

const SETTINGS = { slots: 1, maxBudgetMs: 900, minBudgetMs: 50, targetWaitMs: 2000 };

test('tables take turns, and a table with a person goes before all-bot tables', async () => {
  const { runner, started, finish } = heldRunner();
  const queue = new BotQueue(runner, SETTINGS);
  // Table A queues three decisions, B one, then a person's table P one.
  for (const seed of ['a1', 'a2', 'a3']) void queue.choose('A', 'bots', request(seed));
  void queue.choose('B', 'bots', request('b1'));
  void queue.choose('P', 'person', request('p1'));
  assert.equal(queue.waiting, 4, 'a1 runs, the rest wait');
  for (let i = 0; i < 4; i++) await finish();
  assert.deepEqual(
    started.map((r) => r.seed),
    ['a1', 'p1', 'a2', 'b1', 'a3'],
  );
});

test('budgets shrink as decisions queue up, within their floor and ceiling', async () => {
  const { runner, started, finish } = heldRunner();
  const queue = new BotQueue(runner, SETTINGS);
  void queue.choose('A', 'bots', request('alone'));
  for (let i = 0; i < 9; i++) void queue.choose(`T${i}`, 'bots', request(`t${i}`));
  await finish();
  for (let i = 0; i < 100; i++) void queue.choose(`U${i}`, 'bots', request(`u${i}`));
  await finish();
  assert.deepEqual(
    started.slice(0, 3).map((r) => r.budgetMs),
    [900, 222, 50],
    'alone: the ceiling; nine queued: 2 s shared by nine; a hundred more: the floor',
  );
});

test('networks take turns: one network with many tables does not push back another', async () => {
  const { runner, started, finish } = heldRunner();
  const queue = new BotQueue(runner, SETTINGS);
  // Network X runs five tables, network Y one; X's first decision takes the thread.
  for (let t = 0; t < 5; t++) void queue.choose(`X${t}`, 'person', request(`x${t}`), 'x-net');
  void queue.choose('Y0', 'person', request('y0'), 'y-net');
  for (let i = 0; i < 5; i++) await finish();
  assert.deepEqual(
    started.map((r) => r.seed),
    ['x0', 'y0', 'x1', 'x2', 'x3', 'x4'],
    "Y's table goes second, not sixth",
  );
});
