// The store's group commit on both real databases (PGlite, and a PostgreSQL cluster of our own):
// many matches appending at once share statements, every acknowledged move is stored in order and
// announced once to the nodes that hold its match (to none when no other node does), a stale
// append in a batch is refused alone, and a move the database rejects fails alone.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openDb } from '../../src/store/db.ts';
import type { Db } from '../../src/store/db.ts';
import { MatchStore } from '../../src/store/store.ts';
import type { MatchRow, MovePatch, MoveRow } from '../../src/store/store.ts';
import { dataDir as newDataDir, startPostgres } from '../server/helpers.ts';

for (const kind of ['pglite', 'postgres'] as const)
  describe(kind, () => {
    const dataDir = newDataDir('moontable-store');
    let pg: { url: string; stop: () => void } | null = null;
    const open = () => openDb({ dataDir, databaseUrl: pg?.url });
    let db: Db;
    let store: MatchStore;
    /** How many append statements reached the database. */
    let appendStatements = 0;

    before(async () => {
      if (kind === 'postgres') pg = await startPostgres();
      const real = await open();
      db = {
        ...real,
        query: (text, params) => {
          if (text.includes('jsonb_to_recordset')) appendStatements++;
          return real.query(text, params);
        },
      };
      store = new MatchStore(db);
      await store.migrate();
    });
    after(async () => {
      await db.close();
      pg?.stop();
    });

    let nextId = 0;
    async function newMatch(): Promise<string> {
      const id = `match-${nextId++}`;
      const row: MatchRow = {
        id,
        game: 'monkeys-on-the-moon',
        options: {},
        players: 2,
        seed: 'seed',
        seats: [],
        settings: { timeControl: null, takeover: null },
        status: 'running',
        version: 0,
        seatsVersion: 0,
        result: null,
        rematchOf: null,
        rematch: null,
        createdAt: 1000,
        updatedAt: 1000,
        startedAt: 1000,
        botTurn: false,
        deadline: null,
      };
      await store.create(row);
      return id;
    }

    const running: MovePatch = { status: 'running', result: null, botTurn: false, deadline: null };
    const move = (version: number, text: string): MoveRow => ({
      version,
      seat: version % 2,
      move: text,
      by: 'player',
      at: 1000 + version,
      clocks: null,
    });
    const append = (id: string, version: number, text = `move ${version}`, seatsVersion = 0) =>
      store.append(id, { version, seatsVersion }, move(version + 1, text), running);

    test('many matches moving at once: every move is stored in order, in fewer statements, announced once where another node holds the match', async () => {
      const notified: string[] = [];
      await store.subscribe((id, what) => notified.push(`${id} ${what}`));
      const ids = await Promise.all(Array.from({ length: 40 }, () => newMatch()));
      // Another node holds the first 20 matches, this node the next 10 (and the first 5 too);
      // nobody the last 10.
      const elsewhere = new MatchStore(db);
      for (const id of ids.slice(0, 20)) assert.equal((await elsewhere.hold(id))!.id, id);
      for (const id of ids.slice(5, 30)) assert.equal((await store.hold(id))!.id, id);
      assert.equal(await store.hold('no-such-match'), null);
      const before = appendStatements;
      // Each match plays five moves one after the other (as the hub does); the matches run at once.
      const acked = await Promise.all(
        ids.map(async (id) => {
          const versions: number[] = [];
          for (let v = 0; v < 5; v++) {
            assert.equal(await append(id, v, `${id} move ${v + 1}`), true);
            versions.push(v + 1);
          }
          return versions;
        }),
      );
      assert.deepEqual(
        acked,
        ids.map(() => [1, 2, 3, 4, 5]),
      );
      const statements = appendStatements - before;
      // PGlite's moves go to its journal, whose batches take no statement of this Db's.
      if (kind === 'postgres')
        assert.ok(statements < 40 * 5, `200 appends took ${statements} statements`);
      for (const id of ids) {
        const stored = await store.moves(id);
        assert.deepEqual(
          stored.map((m) => [m.version, m.move]),
          [1, 2, 3, 4, 5].map((v) => [v, `${id} move ${v}`]),
        );
        assert.equal((await store.get(id))!.version, 5);
      }
      // NOTIFY is delivered after commit; give the listener a moment, then every move of a match
      // another node holds was told once, and no other.
      for (let i = 0; i < 50 && notified.length < 100; i++)
        await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 100));
      // PGlite is one server's alone (lock.ts): its moves are announced to no other.
      const expected =
        kind === 'pglite'
          ? []
          : ids.slice(0, 20).flatMap((id) => [1, 2, 3, 4, 5].map((v) => `${id} ${v}`));
      assert.deepEqual(notified.filter((n) => n.startsWith('match-')).sort(), expected.sort());
    });

    test('a match another node released is no longer announced; held again, it is', async () => {
      const notified: string[] = [];
      await store.subscribe((id, what) => notified.push(`${id} ${what}`));
      const id = await newMatch();
      const elsewhere = new MatchStore(db);
      await elsewhere.hold(id);
      assert.equal(await append(id, 0), true);
      await elsewhere.release(id);
      assert.equal(await append(id, 1), true);
      await elsewhere.hold(id);
      await elsewhere.hold(id); // held twice, listed once: one release forgets it
      assert.equal(await append(id, 2), true);
      await elsewhere.release(id);
      assert.equal(await append(id, 3), true);
      // A batch announces as the lone statement does.
      const [a, b] = await Promise.all([newMatch(), newMatch()]);
      await elsewhere.hold(a!);
      assert.deepEqual(await Promise.all([append(a!, 0), append(b!, 0)]), [true, true]);
      for (let i = 0; i < 50 && notified.length < 3; i++)
        await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 100));
      assert.deepEqual(
        notified.filter(
          (n) => n.startsWith(id + ' ') || n.startsWith(a! + ' ') || n.startsWith(b! + ' '),
        ),
        kind === 'pglite' ? [] : [`${id} 1`, `${id} 3`, `${a} 1`],
      );
      // A finished match is read, not held: it takes no more moves, and a hold would be a write.
      const done = await newMatch();
      assert.equal(
        await store.append(done, { version: 0, seatsVersion: 0 }, move(1, 'last'), {
          ...running,
          status: 'finished',
        }),
        true,
      );
      assert.equal((await elsewhere.hold(done))!.status, 'finished');
      const [heldBy] = await db.query('select held_by from matches where id = $1', [done]);
      assert.deepEqual(heldBy!.held_by, []);
    });

    test('in one batch, a stale append is refused while the others are written', async () => {
      const [a, b, c] = await Promise.all([newMatch(), newMatch(), newMatch()]);
      assert.equal(await append(a!, 0), true);
      const before = appendStatements;
      const results = await Promise.all([
        append(a!, 0, 'again at version 0'), // a is at version 1 now
        append(b!, 0),
        append(c!, 0, 'seats changed', 7), // its seats_version is 0, not 7
      ]);
      assert.deepEqual(results, [false, true, false]);
      if (kind === 'postgres')
        assert.equal(appendStatements - before, 1, 'the three appends shared one statement');
      assert.deepEqual(
        (await store.moves(a!)).map((m) => m.move),
        ['move 0'],
      );
      assert.deepEqual(
        (await store.moves(b!)).map((m) => m.move),
        ['move 0'],
      );
      assert.deepEqual(await store.moves(c!), []);
      assert.equal((await store.get(c!))!.version, 0);
    });

    test('a move the database rejects fails alone; the rest of its batch is written', async () => {
      const [d, e, f] = await Promise.all([newMatch(), newMatch(), newMatch()]);
      const settled = await Promise.allSettled([
        append(d!, 0),
        append(e!, 0, 'nul \u0000 is not text in PostgreSQL'),
        append(f!, 0),
      ]);
      assert.deepEqual(
        settled.map((s) => s.status),
        ['fulfilled', 'rejected', 'fulfilled'],
      );
      assert.deepEqual(
        settled.map((s) => (s.status === 'fulfilled' ? s.value : null)),
        [true, null, true],
      );
      assert.equal((await store.moves(d!)).length, 1);
      assert.equal((await store.moves(f!)).length, 1);
      assert.deepEqual(await store.moves(e!), []);
      assert.equal((await store.get(e!))!.version, 0);
    });

    test('a last move finishes its match, alone or in a batch; no move follows it', async () => {
      const end = { scores: [1, 0], ranking: [1, 2], tieBreaks: [], forfeit: null };
      const finish = (id: string) =>
        store.append(id, { version: 0, seatsVersion: 0 }, move(1, 'last'), {
          status: 'finished',
          result: end,
          botTurn: false,
          deadline: 1234,
        });
      const alone = await newMatch();
      assert.equal(await finish(alone), true); // a batch of one: the plain statement
      const [g1, g2] = await Promise.all([newMatch(), newMatch()]);
      assert.deepEqual(await Promise.all([finish(g1!), finish(g2!)]), [true, true]);
      for (const id of [alone, g1!, g2!]) {
        const row = (await store.get(id))!;
        assert.equal(row.status, 'finished');
        assert.deepEqual(row.result, end);
        assert.equal(row.deadline, 1234);
        assert.equal(row.version, 1);
        assert.equal(await append(id, 1), false);
      }
    });

    test('two nodes racing on the same matches: exactly one move per match wins, none lost', async () => {
      // A second store with its own connection (PGlite: the same database, as there is one).
      const other = kind === 'postgres' ? await open() : db;
      try {
        const rival = new MatchStore(other);
        const ids = await Promise.all(Array.from({ length: 20 }, () => newMatch()));
        // Each node sends a batch over all the matches, in opposite orders.
        const [ours, theirs] = await Promise.all([
          Promise.all(ids.map((id) => append(id, 0, 'ours'))),
          Promise.all(
            [...ids]
              .reverse()
              .map((id) =>
                rival.append(id, { version: 0, seatsVersion: 0 }, move(1, 'theirs'), running),
              ),
          ).then((r) => r.reverse()),
        ]);
        for (const [i, id] of ids.entries()) {
          assert.notEqual(ours[i], theirs[i], `exactly one node wins ${id}`);
          const stored = await store.moves(id);
          assert.deepEqual(
            stored.map((m) => m.move),
            [ours[i] ? 'ours' : 'theirs'],
          );
        }
      } finally {
        if (other !== db) await other.close();
      }
    });

    test('acknowledged moves are still there after the database is closed and opened again', async () => {
      const h = await newMatch();
      for (let v = 0; v < 3; v++) assert.equal(await append(h, v), true);
      await db.close();
      const reopened = await open();
      try {
        const again = new MatchStore(reopened);
        assert.deepEqual(
          (await again.moves(h)).map((m) => m.move),
          ['move 0', 'move 1', 'move 2'],
        );
      } finally {
        // The `after` hook closes `db`; point it at the open one.
        db = reopened;
      }
    });
  });
