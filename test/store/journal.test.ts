// PGlite's move journal (store/journal.ts) on the real embedded database: a move is durable in
// the journal when acknowledged and reaches the tables after a kill; a line cut short by the kill
// is left out, a damaged one stops the open with words; a move that no longer fits its match is
// set aside in a file, not dropped; a seat change or a take-back between moves is seen by the
// next move's check as on PostgreSQL; and a move the tables would refuse is refused at once.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from '../../src/store/db.ts';
import type { Db } from '../../src/store/db.ts';
import { JOURNAL_FILE } from '../../src/store/journal.ts';
import { MatchStore } from '../../src/store/store.ts';
import type { MatchRow, MovePatch, MoveRow } from '../../src/store/store.ts';
import { takeBack } from '../../src/store/take-back.ts';
import { dataDir as newDataDir } from '../server/helpers.ts';

const dataDir = newDataDir('moontable-journal');
const journal = join(dataDir, JOURNAL_FILE);
let db: Db;
let store: MatchStore;

const open = async () => {
  db = await openDb({ dataDir });
  store = new MatchStore(db);
  await store.migrate();
};
before(open);
after(() => db.close());

let next = 0;
async function newMatch(): Promise<string> {
  const id = `match-${next++}`;
  const row: MatchRow = {
    ...{ id, game: 'monkeys-on-the-moon', options: {}, players: 2, seed: 'seed', seats: [] },
    ...{ settings: { timeControl: null, takeover: null }, status: 'running', version: 0 },
    ...{ seatsVersion: 0, result: null, rematchOf: null, rematch: null, createdAt: 1 },
    ...{ updatedAt: 1, startedAt: 1, botTurn: false, deadline: null },
  };
  await store.create(row);
  return id;
}
const running: MovePatch = { status: 'running', result: null, botTurn: false, deadline: null };
const move = (version: number, text = `move ${version}`): MoveRow => ({
  ...{ version, seat: version % 2, move: text, by: 'player', at: version, clocks: null },
});
const line = (id: string, version: number, seatsVersion = 0) =>
  JSON.stringify({
    id,
    expected: { version, seatsVersion },
    move: move(version + 1),
    patch: running,
  });
const moves = async (id: string) => (await store.moves(id)).map((m) => m.move);

/** Closes the database, lets `change` work on the folder, and opens it again. */
async function reopen(change: () => void): Promise<void> {
  await db.close();
  change();
  await open();
}

/** Runs `fn` while collecting what is written to console.warn. */
async function warnings(fn: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void seen.push(args.join(' '));
  try {
    await fn();
  } finally {
    console.warn = warn;
  }
  return seen;
}

test('killed right after its acks, a server loses no move: the journal holds them and the next open writes them to the tables', async () => {
  const id = await newMatch();
  await db.close();
  const child = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('journal-child.ts', import.meta.url)),
      dataDir,
      id,
      '6',
    ],
    { encoding: 'utf8', timeout: 60_000 },
  );
  assert.equal(child.signal, 'SIGKILL', child.stderr);
  assert.deepEqual(
    child.stdout.trim().split('\n'),
    [1, 2, 3, 4, 5, 6].map((v) => `acked ${v}`),
  );
  // Killed within the journal's wait: its moves are in the file, not yet in the tables.
  assert.ok(statSync(journal).size > 0, 'the acknowledged moves are in the journal');
  await open();
  assert.deepEqual(
    await moves(id),
    [1, 2, 3, 4, 5, 6].map((v) => `move ${v}`),
  );
  assert.equal(
    statSync(journal).size,
    0,
    'the journal is emptied once its moves are in the tables',
  );
  // The match goes on from the tables' version.
  assert.equal(await store.append(id, { version: 6, seatsVersion: 0 }, move(7), running), true);
  assert.equal(
    await store.append(id, { version: 6, seatsVersion: 0 }, move(7, 'again'), running),
    false,
  );
  assert.deepEqual((await moves(id)).slice(-1), ['move 7']);
});

test('a last line cut short is left out with a warning; a damaged line before others stops the open with words', async () => {
  const id = await newMatch();
  const said = await warnings(() =>
    reopen(() => writeFileSync(journal, `${line(id, 0)}\n${line(id, 1).slice(0, 30)}`)),
  );
  assert.deepEqual(await moves(id), ['move 1']);
  assert.ok(
    said.some((w) => w.includes('cut short')),
    said.join('\n'),
  );

  await db.close();
  writeFileSync(journal, `${line(id, 1)}\n{"id": nonsense\n${line(id, 2)}\n`);
  await assert.rejects(openDb({ dataDir }), /move journal .* is damaged at line 2/);
  // Nothing was written, and the folder is not left locked: moved away, it opens.
  writeFileSync(journal, '');
  await open();
  assert.deepEqual(await moves(id), ['move 1']);
});

test('a journaled move that no longer fits its match is set aside in a file with a warning, never dropped', async () => {
  const id = await newMatch();
  const gone = 'match-that-is-not-there';
  const aside = `${journal}.unapplied`;
  const said = await warnings(() =>
    reopen(() => writeFileSync(journal, `${line(id, 0)}\n${line(gone, 0)}\n`)),
  );
  assert.deepEqual(await moves(id), ['move 1']);
  assert.ok(existsSync(aside));
  assert.deepEqual(
    readFileSync(aside, 'utf8')
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { id: string }).id),
    [gone],
  );
  assert.ok(
    said.some((w) => w.includes(gone) && w.includes(aside)),
    said.join('\n'),
  );
});

test('a seat change or a take-back between moves is seen by the next check, as on PostgreSQL', async () => {
  const id = await newMatch();
  assert.equal(await store.append(id, { version: 0, seatsVersion: 0 }, move(1), running), true);
  assert.equal(await store.update(id, { seatsVersion: 0, version: 1 }, { botTurn: true }, 5), true);
  // Based on the seats before the change: refused.
  assert.equal(await store.append(id, { version: 1, seatsVersion: 0 }, move(2), running), false);
  assert.equal(await store.append(id, { version: 1, seatsVersion: 1 }, move(2), running), true);
  assert.equal(await takeBack(store, id, { version: 2, seatsVersion: 1 }, running, 6), true);
  assert.equal(await store.append(id, { version: 2, seatsVersion: 1 }, move(3), running), false);
  assert.equal(
    await store.append(id, { version: 1, seatsVersion: 2 }, move(2, 'instead'), running),
    true,
  );
  assert.deepEqual(await moves(id), ['move 1', 'instead']);
  const row = (await store.get(id))!;
  assert.deepEqual([row.version, row.seatsVersion], [2, 2]);
});

test('a move the tables would refuse is refused before its ack, and nothing of it is kept', async () => {
  const id = await newMatch();
  const bad = [move(1, 'nul \u0000'), move(1, 'half a pair \ud83d'), { ...move(1), seat: 1.5 }];
  for (const m of bad)
    await assert.rejects(store.append(id, { version: 0, seatsVersion: 0 }, m, running));
  await assert.rejects(
    store.append(id, { version: 0, seatsVersion: 0 }, move(1), {
      ...running,
      result: { x: '\u0000' } as never,
    }),
  );
  assert.deepEqual(await moves(id), []);
  assert.equal(await store.append(id, { version: 0, seatsVersion: 0 }, move(1), running), true);
  assert.deepEqual(await moves(id), ['move 1']);
});

test('more moves than one statement takes reach the tables a statement at a time, none lost, with moves made in between', async () => {
  const ids = await Promise.all(Array.from({ length: 300 }, () => newMatch()));
  const first = await Promise.all(
    ids.map((id) => store.append(id, { version: 0, seatsVersion: 0 }, move(1), running)),
  );
  assert.ok(first.every(Boolean));
  // A read writes the journal's 300 moves first, in several statements; the second moves made
  // meanwhile are all kept too.
  const [read, second] = await Promise.all([
    db.query<{ n: string }>('select count(*) as n from moves where match_id = any($1::text[])', [
      `{${ids.join(',')}}`,
    ]),
    Promise.all(
      ids.map((id) => store.append(id, { version: 1, seatsVersion: 0 }, move(2), running)),
    ),
  ]);
  assert.ok(Number(read[0]!.n) >= 300, `the read saw ${read[0]!.n} moves`);
  assert.ok(second.every(Boolean));
  for (const id of ids.slice(0, 20)) assert.deepEqual(await moves(id), ['move 1', 'move 2']);
  const [all] = await db.query<{ n: string }>(
    'select count(*) as n from moves where match_id = any($1::text[])',
    [`{${ids.join(',')}}`],
  );
  assert.equal(Number(all!.n), 600);
});
