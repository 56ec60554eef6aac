// Priority for people is earned (issue 26, item 4), on a real server: a table's bots go first
// only while a person plays there, and a seat counts as a person once a client is connected as
// it and its moves come at a person's pace (people.ts). A script that answers at once, seated
// beside the bots, gets an all-bot table's turn; one that waits like a person earns the rest.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { RunningServer } from '../../src/server/index.ts';
import { PERSON_PACE_MS } from '../../src/server/people.ts';
import { Client, createAndJoin, testServer } from './helpers.ts';
import type { Message } from './helpers.ts';

let server: RunningServer;
before(async () => {
  server = await testServer();
});
after(() => server.close());

/** Bot decisions started so far for `table`, from the server's own metrics. */
async function decisions(table: 'person' | 'bots'): Promise<number> {
  const text = await server.metrics.registry.getSingleMetricAsString('moontable_bot_wait_seconds');
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`moontable_bot_wait_seconds_count{table="${table}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/**
 * A person's seat against a bot: makes `moves` moves, each `pauseMs` after it is asked, and
 * returns how many bot decisions were counted for a person's table and an all-bot one meanwhile.
 */
async function play(moves: number, pauseMs: number): Promise<{ person: number; bots: number }> {
  const created = await createAndJoin(server.url, {
    game: 'monkeys-on-the-moon',
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
  });
  const c = await Client.open(server.url);
  await c.hello(created.match.id, created.seats[0]!.token);
  const before = { person: await decisions('person'), bots: await decisions('bots') };
  const mine = (m: Message) =>
    (m.type === 'welcome' || m.type === 'update' || m.type === 'match') &&
    !m.result &&
    (m.legal as unknown[]).length > 0;
  for (let n = 0; n < moves; n++) {
    const asked = await c.next(mine, 30_000, 0);
    c.messages.length = 0;
    if (pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
    const id = `m${n}`;
    c.send({
      type: 'move',
      version: asked.version,
      move: (asked.legal as { move: string }[])[0]!.move,
      id,
    });
    const answer = await c.next((m) => m.id === id, 30_000, 0);
    if (answer.type !== 'ack') break; // the game ended, or the bot moved first
  }
  // The bot's answer to the last move.
  await c
    .next((m) => m.type === 'update' && (m.event as { by: string }).by === 'bot', 30_000, 0)
    .catch(() => null);
  c.close();
  return {
    person: (await decisions('person')) - before.person,
    bots: (await decisions('bots')) - before.bots,
  };
}

test("a seat that answers at once is no person: its table's bots wait with the all-bot tables", async () => {
  const counted = await play(8, 0);
  assert.equal(counted.person, 0, 'no decision was counted for a person');
  assert.ok(counted.bots >= 4, `${counted.bots} decisions of an all-bot table`);
});

test("a seat that moves at a person's pace earns a person's priority", async () => {
  const counted = await play(4, PERSON_PACE_MS + 100);
  // Its first moves earn it; the bot's answers after that are a person's table's.
  assert.ok(counted.person >= 1, `person ${counted.person}, bots ${counted.bots}`);
});
