// Turn deadlines across nodes (issue 29): two server nodes over one throwaway PostgreSQL, both
// with their clocks past a missed deadline, look for due jobs at the same moment; exactly one
// takes each job, and the table's rule is played once (one bot move, or one forfeit).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { RunningServer } from '../../src/server/index.ts';
import { twoNodes } from './helpers.ts';
import type { TwoNodes } from './helpers.ts';
import { Browser } from './identity-helpers.ts';

const MM = 'monkeys-on-the-moon';
const DAY = 86_400_000;
let t = Date.UTC(2026, 10, 2, 9, 0);
const now = () => t;
let nodes: TwoNodes | undefined;
let a: RunningServer;
let b: RunningServer;
before(async () => {
  // No pollers: the test asks both nodes at once.
  nodes = await twoNodes({ now, sweepMs: 0 });
  ({ a, b } = nodes);
});
after(() => nodes?.stop());

async function turnTable(onTimeout: 'bot' | 'forfeit'): Promise<string> {
  const ada = new Browser(a.url, '127.0.0.1');
  await ada.get('/api/me');
  const made = await ada.post<{ match: { id: string }; invites: { token: string }[] }>(
    '/api/matches',
    {
      game: MM,
      seats: [{ kind: 'human' }, { kind: 'human' }],
      turn: { perMoveMs: DAY, onTimeout },
      join: { seat: 0, name: 'Ada' },
    },
  );
  assert.equal(made.status, 201);
  // Bob joins on the other node.
  const bob = new Browser(b.url, '127.0.0.2');
  await bob.get('/api/me');
  const joined = await bob.post(`/api/matches/${made.body.match.id}/join`, {
    token: made.body.invites[0]!.token,
    name: 'Bob',
  });
  assert.equal(joined.status, 200);
  return made.body.match.id;
}

test('PostgreSQL, two nodes: a missed deadline is taken by one node and played once', async () => {
  const bot = await turnTable('bot');
  const forfeit = await turnTable('forfeit');
  // A table's first deadline is written just after the join that starts play is answered.
  await b.hub.turns.idle();
  t += DAY + 1;
  const taken = await Promise.all([a.hub.turns.runDue(), b.hub.turns.runDue()]);
  assert.equal(taken[0] + taken[1], 2, `two jobs, each taken once: ${taken.join(' + ')}`);
  const moves = await a.hub.store.moves(bot);
  assert.equal(moves.length, 1, 'one bot move');
  assert.equal(moves[0]!.by, 'takeover');
  const ended = (await b.hub.store.get(forfeit))!;
  assert.equal(ended.status, 'finished');
  assert.equal(ended.result?.forfeit, 0);
  assert.equal((await a.hub.store.moves(forfeit)).length, 0);
  const jobs = await a.hub.store.db.query<{ match_id: string; state: string; taken_by: string }>(
    'select match_id, state, taken_by from turn_deadlines where version = 0 order by match_id',
  );
  assert.deepEqual(jobs.map((j) => j.state).sort(), ['fired', 'fired']);
  assert.deepEqual(
    [...new Set(jobs.map((j) => j.taken_by))].every(
      (n) => n === a.hub.turns.node || n === b.hub.turns.node,
    ),
    true,
  );
  // Asked again, neither node finds anything: the next deadline (after the bot move) is a day on.
  assert.deepEqual(await Promise.all([a.hub.turns.runDue(), b.hub.turns.runDue()]), [0, 0]);
});
