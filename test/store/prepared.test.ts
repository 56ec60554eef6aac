// Statements with parameters are prepared once: per connection on PostgreSQL (store/db.ts), once
// on PGlite (store/pglite-prepared.ts). What a prepared statement must still do, on both: answer
// with the values bound each time, keep answering when the table changes under it (another node
// migrating while this one runs), fail with PostgreSQL's own error and go on answering after it,
// deliver its NOTIFY, and leave transactions as they were.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openDb } from '../../src/store/db.ts';
import type { Db } from '../../src/store/db.ts';
import { dataDir, startPostgres } from '../server/helpers.ts';

for (const kind of ['postgres', 'pglite'] as const)
  describe(kind, () => {
    let pg: { url: string; stop: () => void } | undefined;
    let db: Db;
    /** Another node's connection on PostgreSQL; PGlite has one connection, its own. */
    let other: Db;
    before(async () => {
      if (kind === 'postgres') {
        pg = await startPostgres();
        db = await openDb({ dataDir: dataDir('moontable-prepared'), databaseUrl: pg.url });
        other = await openDb({ dataDir: dataDir('moontable-prepared'), databaseUrl: pg.url });
      } else {
        db = await openDb({ dataDir: dataDir('moontable-prepared') });
        other = db;
      }
      await db.query('create table items (id text primary key, n integer not null, tags jsonb)');
    });
    after(async () => {
      await db.close();
      if (other !== db) await other.close();
      pg?.stop();
    });
    cases(() => ({ db, other }));
  });

function cases(dbs: () => { db: Db; other: Db }): void {
  test('a prepared statement answers with the values bound each time, nulls and JSON included', async () => {
    const { db } = dbs();
    const insert =
      'insert into items (id, n, tags) values ($1, $2, $3::jsonb) returning id, n, tags';
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
    // Big numbers, booleans and arrays go in and come back as the unprepared statement gives them.
    const kinds = 'select $1::bigint as big, $2::boolean as yes, $3::text[] as list';
    for (const values of [
      [1_732_700_000_000, true, ['a', 'b,c']],
      [null, false, []],
    ])
      assert.deepEqual(
        (await db.query(kinds, values)).map((r) => ({ ...r, big: r.big && Number(r.big) })),
        [{ big: values[0], yes: values[1], list: values[2] }],
      ); // postgres.js gives a bigint as a string (the store reads it with Number)
  });

  test("a failing prepared statement throws PostgreSQL's error, and it and others answer after", async () => {
    const { db } = dbs();
    const insert = 'insert into items (id, n) values ($1, $2) returning id';
    await assert.rejects(db.query(insert, ['i1', 1]), { code: '23505' }); // i1 is there
    await assert.rejects(db.query(insert, ['x1', null]), { code: '23502' }); // n is not null
    assert.deepEqual([...(await db.query(insert, ['x1', 1]))], [{ id: 'x1' }]);
    await assert.rejects(db.query('select nope from items where id = $1', ['x1']), {
      code: '42703',
    });
    assert.deepEqual(
      [...(await db.query('select n from items where id = $1', ['x1']))],
      [{ n: 1 }],
    );
    await db.query('delete from items where id = $1', ['x1']);
  });

  test('a NOTIFY sent by a prepared statement reaches the listener', async () => {
    const { db } = dbs();
    const heard: string[] = [];
    await db.listen('prepared_test', (payload) => heard.push(payload));
    for (const word of ['one', 'two'])
      await db.query('select pg_notify($1, $2)', ['prepared_test', word]);
    for (let i = 0; i < 100 && heard.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(heard, ['one', 'two']);
  });

  test(
    'a table changed by another connection after its statements ran still answers them',
    { timeout: 30_000 },
    async () => {
      const { db, other } = dbs();
      // A prepared statement's plan is made again after the change; a `select *` (whose columns
      // change) is never prepared: a prepared one would get no answer at all.
      const all = 'select * from items where id = $1';
      const some = 'select id, n from items where id = $1';
      const twelve = (text: string) =>
        Promise.all(Array.from({ length: 12 }, () => db.query(text, ['i3'])));
      await twelve(all);
      await twelve(some);
      if (db.kind === 'pglite') {
        // One connection: its prepared statements are there to see.
        const names = await db.query<{ statement: string }>(
          'select statement from pg_prepared_statements where statement = any($1::text[])',
          [[all, some]],
        );
        assert.deepEqual(
          names.map((r) => r.statement),
          [some],
        );
      }
      await other.query('alter table items add column note text');
      await other.query(`update items set note = 'x' where id = $1`, ['i3']);
      for (const [row] of await twelve(all))
        assert.deepEqual(row, { id: 'i3', n: 3, tags: null, note: 'x' });
      for (const [row] of await twelve(some)) assert.deepEqual(row, { id: 'i3', n: 3 });
    },
  );

  test('statements inside a transaction commit, or roll back, together', async () => {
    const { db } = dbs();
    const add = 'update items set n = n + $2 where id = $1';
    await db.transaction(async (tx) => {
      await tx.query(add, ['i1', 100]);
      await tx.query(add, ['i2', 100]);
    });
    // A prepared statement outside waits for the transaction that runs beside it.
    const [, outside] = await Promise.allSettled([
      db.transaction(async (tx) => {
        await tx.query(add, ['i1', 1000]);
        await tx.query('insert into items (id, n) values ($1, $2)', ['i2', 0]); // duplicate key
      }),
      db.query(add, ['i2', 5]),
    ]);
    assert.equal(outside.status, 'fulfilled');
    const rows = await db.query<{ id: string; n: number }>(
      'select id, n from items where id = any($1::text[]) order by id',
      ['{i1,i2}'],
    );
    assert.deepEqual(
      rows.map((r) => [r.id, r.n]),
      [
        ['i1', 101],
        ['i2', 107],
      ],
    );
  });
}
