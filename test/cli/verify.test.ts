// Deals anyone can verify (issue 28): a match publishes the SHA-256 of its seed from its creation
// (the seed itself only once it is over), and `moontable verify` checks a finished match, by its
// link or as a record file, against that commitment: a forged seed or a move that does not
// replay fails (exit 1); a match still running cannot be verified yet (exit 2).

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { RunningServer } from '../../src/server/index.ts';
import { api, tempDir, testServer } from '../server/helpers.ts';
import { runCliAsync } from './run.ts';

interface Info {
  id: string;
  status: string;
  seed: string | null;
  commitment: string;
}

let server: RunningServer;
let created: Info;
let record: { seed: string; moves: { seat: number; move: string }[] };
const dir = tempDir('moontable-verify');

before(async () => {
  server = await testServer();
  const made = await api<{ match: Info }>(server.url, 'POST', '/api/matches', {
    game: 'monkey-lab',
    seats: [
      { kind: 'bot', bot: 'random' },
      { kind: 'bot', bot: 'random' },
    ],
  });
  assert.equal(made.status, 201);
  created = made.body.match;
  for (let i = 0; i < 600; i++) {
    const m = await api<{ match: Info }>(server.url, 'GET', `/api/matches/${created.id}`);
    if (m.body.match.status === 'finished') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const got = await api<typeof record>(server.url, 'GET', `/api/matches/${created.id}/record`);
  record = got.body;
});

after(() => server?.close());

test('the commitment is published at creation, the seed only at the end, and they agree', async () => {
  assert.equal(created.seed, null, 'no seed while the match is open');
  assert.match(created.commitment, /^[0-9a-f]{64}$/);
  const over = await api<{ match: Info }>(server.url, 'GET', `/api/matches/${created.id}`);
  assert.equal(over.body.match.status, 'finished');
  assert.equal(over.body.match.commitment, created.commitment, 'the commitment never changes');
  assert.equal(over.body.match.seed, record.seed);
  assert.equal(createHash('sha256').update(record.seed).digest('hex'), created.commitment);
});

test('moontable verify <link>: verified against the server; the record file with --commitment too', async () => {
  const byLink = await runCliAsync(['verify', `${server.url}/m/${created.id}`]);
  assert.equal(byLink.code, 0, byLink.err);
  assert.match(
    byLink.out,
    new RegExp(`^verified: the seed hashes to the commitment ${created.commitment}`),
  );
  const file = join(dir, 'game.json');
  writeFileSync(file, JSON.stringify(record));
  const byFile = await runCliAsync(['verify', file, '--commitment', created.commitment, '--json']);
  assert.equal(byFile.code, 0, byFile.err);
  const verdict = JSON.parse(byFile.out) as { ok: boolean; moves: number };
  assert.equal(verdict.ok, true);
  assert.equal(verdict.moves, record.moves.length);
});

test('a forged seed, a changed move, no commitment, a running match: each refused clearly', async () => {
  const forged = join(dir, 'forged.json');
  writeFileSync(forged, JSON.stringify({ ...record, seed: 'a seed the players never agreed to' }));
  const seed = await runCliAsync(['verify', forged, '--commitment', created.commitment]);
  assert.equal(seed.code, 1);
  assert.match(seed.err, /not to the commitment .* published at creation/);
  const de = await runCliAsync([
    'verify',
    forged,
    '--commitment',
    created.commitment,
    '--lang',
    'de',
  ]);
  assert.match(de.err, /nicht die bei der Erstellung veröffentlichte Festlegung/);

  const moves = [...record.moves];
  moves[0] = { seat: moves[0]!.seat, move: 'pass' };
  const changed = join(dir, 'changed.json');
  writeFileSync(changed, JSON.stringify({ ...record, moves }));
  const move = await runCliAsync(['verify', changed, '--commitment', created.commitment]);
  assert.equal(move.code, 1);
  assert.match(move.err, /move 0 does not replay from the seed/);

  const bare = await runCliAsync(['verify', changed]);
  assert.equal(bare.code, 2);
  assert.match(bare.err, /needs --commitment/);
  const badHex = await runCliAsync(['verify', changed, '--commitment', 'XYZ']);
  assert.equal(badHex.code, 2);

  const open = await api<{ match: Info }>(server.url, 'POST', '/api/matches', {
    game: 'moon',
    seats: [{ kind: 'human' }],
  });
  const running = await runCliAsync(['verify', `${server.url}/m/${open.body.match.id}`]);
  assert.equal(running.code, 2);
  assert.match(running.err, /not over yet/);
});
