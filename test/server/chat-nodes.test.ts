// Table chat across server nodes (issue 28): two nodes over one throwaway PostgreSQL. A line
// written on node A reaches the table's readers on node B (by NOTIFY), the spectators' channel
// stays away from the players on either node, and a ban made by `moontable moderate` on the
// database reaches both running nodes.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { RunningServer } from '../../src/server/index.ts';
import { runCliAsync } from '../cli/run.ts';
import { twoNodes } from './helpers.ts';
import type { TwoNodes } from './helpers.ts';
import { errorAfter, heard, said, socketOf, table } from './chat-helpers.ts';

let nodes: TwoNodes | undefined;
let a: RunningServer;
let b: RunningServer;
before(async () => {
  nodes = await twoNodes();
  ({ a, b } = nodes);
});
after(() => nodes?.stop());

test('PostgreSQL, two nodes: a line sent on A arrives on B; spectators stay apart', async () => {
  assert.equal(a.hub.store.db.kind, 'postgres');
  const t = await table(a.url);
  // Ada and a spectator on A; Bob and Eve (a spectator) on B, with the sessions made on A.
  const onA = await t.sockets(a.url);
  const ada = onA.ada;
  const watcherA = onA.eve;
  onA.bob.close();
  const bob = await socketOf(b.url, t.bob, t.match, null);
  const eve = await socketOf(b.url, t.eve, t.match, null);
  ada.send({ type: 'chat', text: 'Hello from node A' });
  const line = await heard(bob, 'Hello from node A');
  assert.equal(line.name, 'Ada');
  await heard(eve, 'Hello from node A');
  // A spectator on B writes: the spectator on A reads it, Ada does not.
  eve.send({ type: 'chat', text: 'kibitz from B' });
  await heard(watcherA, 'kibitz from B');
  eve.send({ type: 'chat', phrase: 'well-played' });
  await heard(watcherA, 'well-played');
  ada.send({ type: 'chat', phrase: 'good-luck' });
  await heard(eve, 'good-luck');
  await heard(ada, 'good-luck');
  assert.deepEqual(said(ada), ['Hello from node A', 'good-luck']);
  // A ban written on the database by moontable moderate reaches node B: announcements are
  // handled in order, so once B relays Ada's next line it has read the ban.
  const banned = await runCliAsync(
    ['moderate', 'ban-person', t.eve.id, '--database-url', nodes!.url],
    {
      timeout: 60_000,
    },
  );
  assert.equal(banned.code, 0, banned.err);
  ada.send({ type: 'chat', phrase: 'thanks' });
  await heard(eve, 'thanks');
  const from = eve.messages.length;
  eve.send({ type: 'chat', text: 'am I banned?' });
  assert.equal((await errorAfter(eve, from)).code, 'banned');
  const listed = await runCliAsync(['moderate', 'bans', '--database-url', nodes!.url], {
    timeout: 60_000,
  });
  assert.match(listed.out, new RegExp(`person ${t.eve.id}`));
  for (const s of [ada, watcherA, bob, eve]) s.close();
});
