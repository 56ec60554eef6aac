// Rating a finished rated match on both real databases (PGlite, and a PostgreSQL cluster of our
// own): one transaction writes every person's rating and event, and a match is rated exactly
// once when its finish is processed twice, by one node or by two nodes racing.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openDb } from '../../src/store/db.ts';
import type { Db } from '../../src/store/db.ts';
import { PeopleStore } from '../../src/store/people.ts';
import { MatchStore } from '../../src/store/store.ts';
import { RatingHook } from '../../src/server/rating-hook.ts';
import { NEWCOMER } from '../../src/ratings/index.ts';
import { dataDir as newDataDir, startPostgres } from '../server/helpers.ts';
import { addPerson, matchRow, storeMatch } from './fixtures.ts';

for (const kind of ['pglite', 'postgres'] as const)
  describe(kind, () => {
    let pg: { url: string; stop: () => void } | null = null;
    const dbs: Db[] = [];
    let store: MatchStore;
    let hook: RatingHook;
    /** A second node: its own connection and hook, on the same database (PostgreSQL only). */
    let other: RatingHook;

    before(async () => {
      if (kind === 'postgres') pg = await startPostgres();
      const dataDir = newDataDir('moontable-ratings');
      const db = await openDb({ dataDir, databaseUrl: pg?.url });
      dbs.push(db);
      store = new MatchStore(db);
      await store.migrate();
      await new PeopleStore(db).migrate();
      hook = new RatingHook(store, () => 5000);
      if (pg) {
        const db2 = await openDb({ dataDir, databaseUrl: pg.url });
        dbs.push(db2);
        other = new RatingHook(new MatchStore(db2), () => 5000);
      } else other = new RatingHook(store, () => 5000);
      for (const name of ['Ada', 'Bo', 'Cy', 'Di', 'Ed']) await addPerson(db, `p_${name}`, name);
    });
    after(async () => {
      for (const db of dbs) await db.close();
      pg?.stop();
    });

    const events = async (matchId: string) =>
      (
        await store.db.query(
          'select person_id, place from rating_events where match_id = $1 order by person_id',
          [matchId],
        )
      ).map((r) => `${r.person_id}:${r.place}`);
    const rating = async (person: string, game = 'monkeys-on-the-moon') =>
      (await hook.store.ratingsOf(person)).get(game);

    test('a five-seat rated match writes a rating and an event per person, in place order', async () => {
      const names = ['Ada', 'Bo', 'Cy', 'Di', 'Ed'];
      const id = await storeMatch(
        store,
        matchRow(
          names.map((n) => ({ person: `p_${n}` })),
          [2, 1, 3, 3, 5],
          {},
          'chimps-on-mars',
        ),
      );
      assert.equal(await hook.rate(id), 'rated');
      assert.deepEqual(await events(id), ['p_Ada:2', 'p_Bo:1', 'p_Cy:3', 'p_Di:3', 'p_Ed:5']);
      const mu = async (n: string) => (await rating(`p_${n}`, 'chimps-on-mars'))!.mu;
      assert.ok((await mu('Bo')) > (await mu('Ada')));
      assert.ok(Math.abs((await mu('Cy')) - (await mu('Di'))) < 1e-9, 'a tie moves both alike');
      assert.equal((await rating('p_Ed', 'chimps-on-mars'))!.games, 1);
    });

    test('processed twice by one node: rated once', async () => {
      const id = await storeMatch(
        store,
        matchRow([{ person: 'p_Ada' }, { person: 'p_Bo' }], [1, 2]),
      );
      const before = (await rating('p_Ada'))?.games ?? 0;
      assert.equal(await hook.rate(id), 'rated');
      assert.equal(await hook.rate(id), 'already');
      assert.equal((await rating('p_Ada'))!.games, before + 1);
      assert.deepEqual(await events(id), ['p_Ada:1', 'p_Bo:2']);
    });

    test('two nodes racing on one finish: rated exactly once', async () => {
      for (let round = 0; round < 5; round++) {
        const id = await storeMatch(
          store,
          matchRow([{ person: 'p_Cy' }, { person: 'p_Di' }], [1, 2]),
        );
        const gamesBefore = (await rating('p_Cy'))?.games ?? 0;
        const outcomes = await Promise.all([hook.rate(id), other.rate(id), hook.rate(id)]);
        assert.equal(outcomes.filter((o) => o === 'rated').length, 1, outcomes.join());
        assert.equal((await rating('p_Cy'))!.games, gamesBefore + 1);
        assert.equal((await events(id)).length, 2);
      }
    });

    test('two matches of one new person rated at once on two nodes: both count', async () => {
      for (let round = 0; round < 3; round++) {
        const fresh = `p_new${round}`;
        await addPerson(store.db, fresh, `New${round}`);
        const a = await storeMatch(
          store,
          matchRow([{ person: fresh }, { person: 'p_Ada' }], [1, 2]),
        );
        const b = await storeMatch(
          store,
          matchRow([{ person: fresh }, { person: 'p_Bo' }], [1, 2]),
        );
        assert.deepEqual(await Promise.all([hook.rate(a), other.rate(b)]), ['rated', 'rated']);
        const r = await rating(fresh);
        assert.equal(r!.games, 2, 'neither rating overwrote the other');
        // Two wins from a newcomer's rating, one after the other: more than one win's worth.
        const once = await hook.store.historyOf(fresh, 10);
        const history = once.get('monkeys-on-the-moon')!;
        assert.equal(history.length, 2);
        assert.ok(r!.mu > Math.min(...history.map((e) => e.mu)));
      }
    });

    test('a bot seat plays at its anchor; an abandoned seat is last; the sweep finds unrated matches', async () => {
      // Ed led the game's ranking but left: a bot finished for him, so he is rated last, behind
      // the bot and Bo, who keep their order.
      const id = await storeMatch(
        store,
        matchRow(
          [{ person: 'p_Ed', left: true }, { bot: 'ismcts:hard' }, { person: 'p_Bo' }],
          [1, 2, 3],
        ),
      );
      const edBefore = (await rating('p_Ed'))?.mu ?? NEWCOMER.mu;
      await hook.sweep();
      assert.deepEqual(await events(id), ['p_Bo:2', 'p_Ed:3']);
      assert.ok((await rating('p_Ed'))!.mu < edBefore);
      assert.deepEqual(await hook.store.unrated(), []);
      // No rows for bots, ever.
      const botRows = await store.db.query(
        `select count(*) as n from ratings where person_id like '%bot%'`,
      );
      assert.equal(Number(botRows[0]!.n), 0);
    });

    test('a loss on time is last place too', async () => {
      const id = await storeMatch(
        store,
        matchRow([{ person: 'p_Ada' }, { person: 'p_Cy' }, { person: 'p_Di' }], [1, 1, 3], {
          result: {
            scores: null,
            ranking: [1, 3, 1],
            tieBreaks: ['Seat 1 lost on time.'],
            forfeit: 1,
          },
        }),
      );
      assert.equal(await hook.rate(id), 'rated');
      assert.deepEqual(await events(id), ['p_Ada:1', 'p_Cy:3', 'p_Di:1']);
    });

    test('not rated: an unrated table, a seat without a person, a bot level without an anchor', async () => {
      const unrated = matchRow([{ person: 'p_Ada' }, { person: 'p_Bo' }], [1, 2]);
      const a = await storeMatch(store, {
        ...unrated,
        settings: { ...unrated.settings, rated: false },
      });
      assert.equal(await hook.rate(a), 'skipped');
      const b = await storeMatch(store, matchRow([{ person: 'p_Ada' }, { person: '' }], [1, 2]));
      assert.equal(await hook.rate(b), 'skipped');
      const c = await storeMatch(
        store,
        matchRow([{ person: 'p_Ada' }, { bot: 'ismcts:77' }], [1, 2]),
      );
      assert.equal(await hook.rate(c), 'skipped');
      for (const id of [a, b, c]) assert.deepEqual(await events(id), []);
      // Running matches are not rated before they end.
      const d = await storeMatch(
        store,
        matchRow([{ person: 'p_Ada' }, { person: 'p_Bo' }], [1, 2], {
          status: 'running',
          result: null,
        }),
      );
      assert.equal(await hook.rate(d), 'skipped');
      assert.deepEqual(await events(d), []);
    });
  });
