// `moontable export` (issue 30, datasets): a server plays matches (bots alone, and a person
// against a bot), stops, and the export holds every finished match once and nothing else: each
// line's record replays in the engine to the result the line states, a person is a pseudonym
// (stable with --salt, never the name), and the Python reader replays the same lines.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { parseRecord, replay } from '../../src/engine/record.ts';
import { findGame } from '../../src/games/index.ts';
import type { RunningServer } from '../../src/server/index.ts';
import type { DatasetLine } from '../../src/cli/commands/export.ts';
import {
  api,
  autoplay,
  chooser,
  Client,
  createAndJoin,
  dataDir,
  tempDir,
  testServer,
} from '../server/helpers.ts';
import { Browser } from '../server/identity-helpers.ts';
import { runCliAsync } from './run.ts';

let data: string;
let server: RunningServer | undefined;
let openId: string;
let ratedId: string;

before(async () => {
  data = dataDir('moontable-export');
  server = await testServer({ dataDir: data });
  const base = server.url;
  const finished: Promise<unknown>[] = [];
  for (const [game, players] of [
    ['monkeys-on-the-moon', 2],
    ['monkey-lab', 3],
    ['chimps-on-mars', 3],
  ] as const) {
    const made = await api<{ match: { id: string } }>(base, 'POST', '/api/matches', {
      game,
      seats: Array.from({ length: players }, () => ({ kind: 'bot', bot: 'random' })),
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    finished.push(waitFinished(base, made.body.match.id));
  }
  // A person (Ada) against a bot, played to the end over a real WebSocket.
  const ada = await createAndJoin(base, {
    game: 'monkeys-on-the-moon',
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
  });
  const client = await Client.open(base);
  await client.hello(ada.match.id, ada.seats[0]!.token);
  finished.push(autoplay(client, chooser(3)).finally(() => client.close()));
  // An account (Cy) at a rated table against the random bot: the line carries her rating.
  const cy = new Browser(base, '127.0.0.5');
  await cy.get('/api/me');
  const claimed = await cy.post('/api/auth/password/claim', {
    username: 'cyra',
    password: 'correct horse 9',
  });
  assert.equal(claimed.status, 200, JSON.stringify(claimed.body));
  const rated = await cy.post<{ match: { id: string }; token: string }>('/api/matches', {
    game: 'monkey-lab',
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    join: { seat: 0, name: 'Cy' },
    rated: true,
  });
  assert.equal(rated.status, 201, JSON.stringify(rated.body));
  ratedId = rated.body.match.id;
  const cyClient = await Client.open(base);
  await cyClient.hello(ratedId, rated.body.token);
  finished.push(autoplay(cyClient, chooser(8)).finally(() => cyClient.close()));
  // A match nobody joined: not finished, not exported.
  const open = await api<{ match: { id: string } }>(base, 'POST', '/api/matches', {
    game: 'moon',
    seats: [{ kind: 'human' }],
  });
  openId = open.body.match.id;
  await Promise.all(finished);
  await server.close();
  server = undefined;
});

after(async () => {
  await server?.close();
});

async function waitFinished(base: string, id: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const m = await api<{ match: { status: string } }>(base, 'GET', `/api/matches/${id}`);
    if (m.body.match.status === 'finished') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`match ${id} did not finish`);
}

const linesOf = (text: string): DatasetLine[] =>
  text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as DatasetLine);

test('every finished match once, its record replaying to the stated result; a person only as a pseudonym', async () => {
  const out = join(tempDir('moontable-export-out'), 'games.jsonl');
  const run = await runCliAsync(['export', '--data', data, '--out', out, '--salt', 's3cret']);
  assert.equal(run.code, 0, run.err);
  assert.match(run.err, /exported 5 finished matches/);
  const lines = linesOf(readFileSync(out, 'utf8'));
  assert.equal(lines.length, 5);
  assert.ok(!lines.some((l) => l.match === openId), 'an open match is not exported');
  assert.equal(new Set(lines.map((l) => l.match)).size, 5);
  const ratedLine = lines.find((l) => l.match === ratedId)!;
  const cySeat = ratedLine.seats[0]!;
  assert.ok(cySeat.kind === 'human' && cySeat.rating, 'a rated match carries the rating after it');
  assert.ok(Number.isFinite(cySeat.rating.mu) && cySeat.rating.sigma > 0);
  for (const line of lines) {
    assert.equal(line.format, 'moontable-dataset/1');
    assert.equal(line.timing.length, line.record.moves.length);
    const game = findGame(line.game)!;
    const record = parseRecord(line.record, findGame);
    assert.ok(record.ok, JSON.stringify(record));
    const end = replay(game, record.value);
    assert.ok(end.ok, JSON.stringify(end));
    const result = game.result(end.state);
    assert.ok(result, `${line.match} replays to a finished game`);
    assert.deepEqual(result.ranking, line.result?.ranking);
  }
  const text = readFileSync(out, 'utf8');
  assert.ok(!text.includes('Player 0'), 'the name a person gave is not in the dataset');
  const person = lines
    .filter((l) => l.game === 'monkeys-on-the-moon')
    .flatMap((l) => l.seats)
    .find((s) => s.kind === 'human');
  assert.ok(person && person.kind === 'human' && /^player-[0-9a-f]{12}$/.test(person.player ?? ''));
  // The same salt, the same pseudonym; one game only with --game; standard output with -.
  const again = await runCliAsync([
    'export',
    '--data',
    data,
    '--out',
    '-',
    '--salt',
    's3cret',
    '--game',
    'monkeys-on-the-moon',
  ]);
  assert.equal(again.code, 0, again.err);
  const mm = linesOf(again.out);
  assert.equal(mm.length, 2);
  assert.ok(mm.every((l) => l.game === 'monkeys-on-the-moon'));
  assert.ok(
    mm.flatMap((l) => l.seats).some((s) => s.kind === 'human' && s.player === person.player),
  );
  // The Python reader replays every line with the engine to the same ranking.
  const py = spawnSync(
    'python3',
    [
      '-c',
      `import sys, json
from moontable.dataset import read, replay
n = 0
for line in read(sys.argv[1]):
    state = replay(line)
    assert state.is_terminal(), line["match"]
    n += 1
print(n)`,
      out,
    ],
    { cwd: 'python', encoding: 'utf8', env: { ...process.env, PYTHONPATH: '.' } },
  );
  assert.equal(py.status, 0, py.stderr);
  assert.equal(py.stdout.trim(), '5');
});

test('bad input: an unknown game, a folder with no database, an unwritable file: exit 2 and one clear line', async () => {
  const unknown = await runCliAsync(['export', '--data', data, '--out', '-', '--game', 'chess']);
  assert.equal(unknown.code, 2);
  assert.match(unknown.err, /unknown game "chess"/);
  const empty = await runCliAsync(['export', '--data', tempDir('moontable-nodata'), '--out', '-']);
  assert.equal(empty.code, 2);
  assert.match(empty.err, /no Moontable database in/);
  const unwritable = await runCliAsync(['export', '--data', data, '--out', '/nonexistent/x.jsonl']);
  assert.equal(unwritable.code, 2);
  assert.match(
    unwritable.err,
    /cannot write \/nonexistent\/x\.jsonl: the folder \/nonexistent does not exist/,
  );
});
