// Ratings through a real server (PGlite, HTTP): a rated table is created with anchored bots
// only; a rated match that a bot finishes for a player who left is rated through the hub's
// hook with the player last; the profile and the leaderboard answer, and bad input gets a
// clear error (unknown player 404, unknown game 400, huge pages held to the bound).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, testServer } from '../server/helpers.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { readLeaderboardAnswer, readProfileAnswer } from '../../src/protocol/ratings.ts';
import { PAGE_MAX, PAGES_MAX } from '../../src/server/rating-api.ts';
import { addPerson, matchRow, storeMatch } from './fixtures.ts';

let server: RunningServer;
before(async () => {
  server = await testServer();
  const db = server.hub.store.db;
  for (const name of ['Ada', 'Bo', 'Cy', 'Di', 'Eve', 'Fay', 'Gus'])
    await addPerson(db, `p_${name}`, name);
  await addPerson(db, 'p_guest', 'Guest', 'guest');
});
after(() => server.close());

type Body = Record<string, unknown> & {
  error?: { code: string; message: string; words?: { de: string } };
};
const get = (path: string) => api<Body>(server.url, 'GET', path);

test('a rated table: created with anchored bots; refused with an unanchored bot, solo, or a non-boolean', async () => {
  const ok = await api<{ match: { settings: { rated: boolean } } }>(
    server.url,
    'POST',
    '/api/matches',
    {
      game: 'monkeys-on-the-moon',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'ismcts:hard' }],
      rated: true,
    },
  );
  assert.equal(ok.status, 201, JSON.stringify(ok.body));
  assert.equal(ok.body.match.settings.rated, true);
  const plain = await api<{ match: { settings: { rated: boolean } } }>(
    server.url,
    'POST',
    '/api/matches',
    {
      game: 'monkeys-on-the-moon',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    },
  );
  assert.equal(plain.body.match.settings.rated, false);
  const cases: [unknown, string, RegExp][] = [
    [
      { seats: [{ kind: 'human' }, { kind: 'bot', bot: 'ismcts:77' }], rated: true },
      'unrated-bot',
      /no fixed rating/,
    ],
    [
      { seats: [{ kind: 'human' }, { kind: 'human' }], rated: 'yes' },
      'bad-request',
      /"rated" must be true or false/,
    ],
  ];
  for (const [body, code, message] of cases) {
    const r = await api<Body>(server.url, 'POST', '/api/matches', {
      game: 'monkeys-on-the-moon',
      ...(body as object),
    });
    assert.equal(r.status, 400);
    assert.equal(r.body.error!.code, code);
    assert.match(r.body.error!.message, message);
  }
  const solo = await api<Body>(server.url, 'POST', '/api/matches', {
    game: 'moon',
    seats: [{ kind: 'human' }],
    rated: true,
  });
  assert.equal(solo.status, 400);
  assert.equal(solo.body.error!.code, 'unrated-table');
  assert.match(solo.body.error!.words!.de, /mindestens zwei/);
});

test('a rated match a bot finishes for a player who left: the hub rates it, the player last', async () => {
  const now = Date.now();
  // Ada left at once; the takeover bot plays her seat against the heuristic bot to the end.
  const row = matchRow([{ person: 'p_Ada', left: true }, { bot: 'heuristic' }], [0, 0], {
    status: 'running',
    result: null,
    botTurn: true,
    settings: {
      timeControl: null,
      takeover: { bot: 'random', graceMs: 0 },
      hints: false,
      rated: true,
    },
    updatedAt: now - 60_000,
    startedAt: now - 60_000,
  });
  const id = await storeMatch(server.hub.store, row);
  let events: Record<string, unknown>[] = [];
  for (let i = 0; i < 600 && events.length === 0; i++) {
    await new Promise((r) => setTimeout(r, 100));
    events = await server.hub.store.db.query('select * from rating_events where match_id = $1', [
      id,
    ]);
  }
  const finished = await server.hub.store.get(id);
  assert.equal(finished!.status, 'finished');
  assert.equal(events.length, 1, 'rated once, for the one person');
  assert.equal(Number(events[0]!.place), 2, 'left the table: last place');
  const profile = await get('/api/players/ada');
  const mm = (
    profile.body.ratings as Record<
      string,
      { mu: number; games: number; provisional: boolean; history: unknown[] }
    >
  )['monkeys-on-the-moon']!;
  assert.ok(mm.mu < 25);
  assert.equal(mm.games, 1);
  assert.equal(mm.provisional, true);
  assert.equal(mm.history.length, 1);
});

test('a rated match lost on time: the clock ends it and the loser is rated last', async () => {
  const now = Date.now();
  const row = matchRow([{ person: 'p_Eve' }, { person: 'p_Fay' }, { person: 'p_Gus' }], [0, 0, 0], {
    status: 'running',
    result: null,
    settings: {
      timeControl: { initialMs: 1000, incrementMs: 0, onTimeout: 'forfeit' },
      takeover: null,
      hints: false,
      rated: true,
    },
    updatedAt: now - 60_000,
    startedAt: now - 60_000,
    deadline: now - 59_000,
  });
  const id = await storeMatch(server.hub.store, row);
  let events: Record<string, unknown>[] = [];
  for (let i = 0; i < 600 && events.length < 3; i++) {
    await new Promise((r) => setTimeout(r, 100));
    events = await server.hub.store.db.query(
      'select person_id, place from rating_events where match_id = $1 order by person_id',
      [id],
    );
  }
  const finished = await server.hub.store.get(id);
  assert.equal(finished!.status, 'finished');
  const loser = finished!.result!.forfeit!;
  const places = Object.fromEntries(events.map((e) => [e.person_id, Number(e.place)]));
  const people = ['p_Eve', 'p_Fay', 'p_Gus'];
  assert.deepEqual(
    people.map((p) => places[p]),
    people.map((_, seat) => (seat === loser ? 3 : 1)),
  );
});

test('profile: name, since, games per game, ratings with history, recent games linking to the replay', async () => {
  // Bo beats Cy six times: Bo's rating is settled, Cy's too; Di plays once.
  for (let i = 0; i < 6; i++) {
    const id = await storeMatch(
      server.hub.store,
      matchRow([{ person: 'p_Bo' }, { person: 'p_Cy' }], [1, 2]),
    );
    assert.equal(await server.hub.ratings.rate(id), 'rated');
  }
  const id = await storeMatch(
    server.hub.store,
    matchRow([{ person: 'p_Di' }, { person: 'p_Cy' }, { bot: 'random' }], [1, 2, 3]),
  );
  await server.hub.ratings.rate(id);
  const r = await get('/api/players/Bo');
  assert.equal(r.status, 200);
  assert.equal(r.body.username, 'bo');
  assert.equal(r.body.name, 'Bo');
  assert.equal(r.body.since, 1_700_000_000_000);
  assert.deepEqual(r.body.games, { 'monkeys-on-the-moon': 6 });
  const rating = (
    r.body.ratings as Record<
      string,
      {
        rating: number;
        provisional: boolean;
        games: number;
        history: { rating: number; match: string }[];
      }
    >
  )['monkeys-on-the-moon']!;
  assert.equal(rating.provisional, false);
  assert.equal(rating.games, 6);
  assert.equal(rating.history.length, 6);
  assert.equal(rating.history.at(-1)!.rating, rating.rating);
  assert.ok(
    rating.history.at(-1)!.rating > rating.history[0]!.rating,
    'six wins: the rating climbs',
  );
  const recent = r.body.recent as { match: string; url: string; place: number; rated: boolean }[];
  assert.equal(recent.length, 6);
  assert.equal(recent[0]!.url, `/m/${recent[0]!.match}`);
  assert.equal(recent[0]!.place, 1);
  assert.equal(recent[0]!.rated, true);
});

test('leaderboard: accounts only, settled ratings first, paged and bounded', async () => {
  // A guest with a rating is never on the board.
  const g = await storeMatch(
    server.hub.store,
    matchRow([{ person: 'p_guest' }, { person: 'p_Di' }], [1, 2]),
  );
  await server.hub.ratings.rate(g);
  const r = await get('/api/leaderboard/monkeys-on-the-moon');
  assert.equal(r.status, 200);
  const players = r.body.players as {
    username: string;
    provisional: boolean;
    place: number;
    rating: number;
  }[];
  const names = players.map((p) => p.username);
  assert.ok(!names.includes('guest') && names.length === 7, names.join());
  // Bo and Cy have six games each: settled, so above Ada and Di whatever their numbers.
  assert.deepEqual(names.slice(0, 2), ['bo', 'cy']);
  assert.deepEqual(
    players.map((p) => p.provisional),
    [false, false, true, true, true, true, true],
  );
  assert.deepEqual(
    players.map((p) => p.place),
    [1, 2, 3, 4, 5, 6, 7],
  );
  assert.equal(r.body.total, 7);
  const second = await get('/api/leaderboard/monkeys-on-the-moon?page=2&size=3');
  assert.deepEqual(
    (second.body.players as { place: number }[]).map((p) => p.place),
    [4, 5, 6],
  );
  // A page far past the end is held to the deepest page one may ask for: empty, not an error.
  const huge = await get('/api/leaderboard/monkeys-on-the-moon?page=99999999999&size=100000');
  assert.equal(huge.status, 200);
  assert.equal(huge.body.page, PAGES_MAX);
  assert.equal(huge.body.size, PAGE_MAX);
  assert.deepEqual(huge.body.players, []);
  // A game nobody played rated: an empty board.
  const empty = await get('/api/leaderboard/monkey-lab');
  assert.deepEqual(empty.body.players, []);
});

test("the answers read back through the clients' readers; a malformed one is refused", async () => {
  const profile = readProfileAnswer((await get('/api/players/bo')).body);
  assert.ok(profile.ok, JSON.stringify(profile));
  assert.equal(profile.value.ratings['monkeys-on-the-moon']!.history.length, 6);
  const board = readLeaderboardAnswer((await get('/api/leaderboard/monkeys-on-the-moon')).body);
  assert.ok(board.ok, JSON.stringify(board));
  const broken = readLeaderboardAnswer({
    ...(board.ok ? board.value : {}),
    players: [{ place: 1 }],
  });
  assert.equal(broken.ok, false);
  if (!broken.ok) assert.match(broken.error.message, /players\[0\]/);
});

test('bad input: unknown player 404, unknown game 400, bad pages 400, each with German words', async () => {
  const cases: [string, number, string][] = [
    ['/api/players/nobody', 404, 'unknown-player'],
    ['/api/players/guest', 404, 'unknown-player'],
    [`/api/players/${'x'.repeat(80)}`, 404, 'unknown-player'],
    ['/api/players/%00%01', 404, 'unknown-player'],
    ['/api/leaderboard/chess', 400, 'unknown-game'],
    ['/api/leaderboard/monkeys-on-the-moon?page=0', 400, 'bad-request'],
    ['/api/leaderboard/monkeys-on-the-moon?page=-1', 400, 'bad-request'],
    ['/api/leaderboard/monkeys-on-the-moon?page=1.5', 400, 'bad-request'],
    ['/api/leaderboard/monkeys-on-the-moon?size=0', 400, 'bad-request'],
    ['/api/leaderboard/monkeys-on-the-moon?page=1&page=2', 400, 'bad-request'],
  ];
  for (const [path, status, code] of cases) {
    const r = await get(path);
    assert.equal(r.status, status, path);
    assert.equal(r.body.error!.code, code, path);
    assert.ok(r.body.error!.words!.de.length > 0, path);
  }
  // Past the router's bound on a path part, the API's own 404.
  assert.equal((await get(`/api/players/${'x'.repeat(300)}`)).status, 404);
});
