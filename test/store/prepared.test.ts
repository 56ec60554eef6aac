// PostgreSQL statements with parameters are prepared once per connection (store/db.ts). What a
// prepared statement must still do: answer with the values bound each time, keep answering
// when another connection changes the table under it (a node that migrates while this one
// runs), and leave transactions as they were.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openDb } from '../../src/store/db.ts';
import type { Db } from '../../src/store/db.ts';
import { dataDir, startPostgres } from '../server/helpers.ts';

let pg: { url: string; stop: () => void };
let db: Db;
let other: Db;
before(async () => {
  pg = await startPostgres();
  db = await openDb({ dataDir: dataDir('moontable-prepared'), databaseUrl: pg.url });
  other = await openDb({ dataDir: dataDir('moontable-prepared'), databaseUrl: pg.url });
  await db.query('create table items (id text primary key, n integer not null, tags jsonb)');
});
after(async () => {
  await db.close();
  await other.close();
  pg.stop();
});

test('a prepared statement answers with the values bound each time, nulls and JSON included', async () => {
  const insert = 'insert into items (id, n, tags) values ($1, $2, $3::jsonb) returning id, n, tags';
  // More calls than connections in the pool, at once: every connection prepares it once.
  const rows = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      db.query(insert, [`i${i}`, i, i % 2 ? null : { i, tags: ['a', 'b'] }]),
    ),
  );
  for (const [i, [row]] of rows.entries())
    assert.deepEqual(row, { id: `i${i}`, n: i, tags: i % 2 ? null : { i, tags: ['a', 'b'] } });
  const read = 'select * from items where id = $1';
  for (let i = 0; i < 40; i += 7) assert.equal((await db.query(read, [`i${i}`]))[0]!.n, i);
});

test(
  'a table changed by another connection after its statements ran still answers them',
  { timeout: 30_000 },
  async () => {
    // A prepared statement's plan is made again after the change; a `select *` (whose columns
    // change) is never prepared: a prepared one would get no answer at all.
    const all = 'select * from items where id = $1';
    const some = 'select id, n from items where id = $1';
    const twelve = (text: string) =>
      Promise.all(Array.from({ length: 12 }, () => db.query(text, ['i3'])));
    await twelve(all);
    await twelve(some);
    await other.query('alter table items add column note text');
    await other.query(`update items set note = 'x' where id = $1`, ['i3']);
    for (const [row] of await twelve(all))
      assert.deepEqual(row, { id: 'i3', n: 3, tags: null, note: 'x' });
    for (const [row] of await twelve(some)) assert.deepEqual(row, { id: 'i3', n: 3 });
  },
);

test('statements inside a transaction commit, or roll back, together', async () => {
  await db.transaction(async (tx) => {
    await tx.query('update items set n = n + $2 where id = $1', ['i1', 100]);
    await tx.query('update items set n = n + $2 where id = $1', ['i2', 100]);
  });
  await assert.rejects(
    db.transaction(async (tx) => {
      await tx.query('update items set n = n + $2 where id = $1', ['i1', 1000]);
      await tx.query('insert into items (id, n) values ($1, $2)', ['i2', 0]); // duplicate key
    }),
  );
  const rows = await db.query<{ id: string; n: number }>(
    'select id, n from items where id = any($1::text[]) order by id',
    ['{i1,i2}'],
  );
  assert.deepEqual(
    rows.map((r) => [r.id, r.n]),
    [
      ['i1', 101],
      ['i2', 102],
    ],
  );
});
