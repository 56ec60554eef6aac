// The server against bad input, reconnection, leaving, clocks and rematches, on one embedded
// server. Each rejection must carry its typed error and leave the match unharmed.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { RunningServer } from '../../src/server/index.ts';
import { api, autoplay, chooser, Client, createAndJoin, testServer } from './helpers.ts';
import type { Message } from './helpers.ts';

let server: RunningServer;
before(async () => {
  server = await testServer();
});
after(() => server.close());

const MM = 'monkeys-on-the-moon';
const twoHumans = { game: MM, seats: [{ kind: 'human' }, { kind: 'human' }] };

async function seated(request: Record<string, unknown> = twoHumans) {
  const created = await createAndJoin(server.url, request);
  const clients: Client[] = [];
  const welcomes: Message[] = [];
  for (const seat of created.seats) {
    const c = await Client.open(server.url);
    welcomes.push(await c.hello(created.match.id, seat.token));
    clients.push(c);
  }
  // Each seat's secret, the key that opens it once its invite is spent.
  return { id: created.match.id, invites: created.seats, clients, welcomes };
}

const errorAfter = (c: Client, send: unknown) => {
  const from = c.messages.length;
  c.send(send);
  return c.next((m) => m.type === 'error', 5000, from);
};

test('malformed frames, unknown types and moves before hello get typed errors', async () => {
  const c = await Client.open(server.url);
  assert.equal((await errorAfter(c, '{nope')).code, 'bad-json');
  assert.equal((await errorAfter(c, '[1,2]')).code, 'bad-message');
  assert.equal((await errorAfter(c, { type: 'dance' })).code, 'unknown-type');
  // An answer never echoes a whole frame back: a long type is quoted cut short.
  const long = await errorAfter(c, { type: 'x'.repeat(10_000) });
  assert.equal(long.code, 'unknown-type');
  assert.ok(JSON.stringify(long).length < 300, `a short answer (${JSON.stringify(long).length})`);
  assert.equal((await errorAfter(c, { type: 'hello' })).code, 'bad-message');
  assert.equal((await errorAfter(c, { type: 'move', version: 0, move: 'pass' })).code, 'no-hello');
  assert.equal(
    (await errorAfter(c, { type: 'hello', match: 'nosuchmatch1' })).code,
    'unknown-match',
  );
  c.send({ type: 'ping' });
  assert.equal((await c.next((m) => m.type === 'pong')).type, 'pong');
  c.close();
});

test('huge frames: over 16 KB a typed error, over 1 MB the socket closes with 1009', async () => {
  const c = await Client.open(server.url);
  const big = await errorAfter(c, { type: 'ping', pad: 'x'.repeat(20_000) });
  assert.equal(big.code, 'too-large');
  c.send({ type: 'ping', pad: 'x'.repeat(1_100_000) });
  assert.equal(await c.closed, 1009);
});

test('forged tokens, spectators, wrong seats, stale versions and illegal moves are refused; the match is unharmed', async () => {
  const { id, clients, welcomes } = await seated();
  const forged = await Client.open(server.url);
  const bad = await forged.hello(id, 'AAAAAAAAAAAAAAAAAAAAAA');
  assert.equal(bad.code, 'bad-token');
  const spectator = await Client.open(server.url);
  await spectator.hello(id, null);
  const version = welcomes[0]!.version as number;
  const toAct = (welcomes[0]!.toAct as number[])[0]!;
  const mover = clients[toAct]!;
  const other = clients[1 - toAct]!;
  const legal = (welcomes[toAct]!.legal as { move: string }[])[0]!.move;

  const spec = await errorAfter(spectator, { type: 'move', version, move: legal });
  assert.equal(spec.code, 'not-a-seat');
  assert.deepEqual(spec.words, { de: 'Zuschauer können nicht ziehen.' });
  // A refused move carries the engine's own code (and its ruling, where one applies).
  const wrongSeat = await errorAfter(other, { type: 'move', version, move: legal, id: 'r1' });
  assert.equal(wrongSeat.code, 'not-your-turn');
  assert.equal(wrongSeat.id, 'r1');
  assert.match(wrongSeat.message as string, /may not move now/);
  assert.doesNotMatch(wrongSeat.message as string, /not-your-turn/, 'the code is a field now');
  // Its German comes along (issue 16): the words the web client shows a German reader.
  assert.match(
    (wrongSeat.words as { de: string }).de,
    /^Spieler \d darf jetzt nicht ziehen: am Zug ist Spieler \d\.$/,
  );
  const unparsable = await errorAfter(mover, { type: 'move', version, move: 'fly to mars' });
  assert.equal(unparsable.code, 'bad-move-syntax');
  assert.match(
    (unparsable.words as { de: string }).de,
    /^Der Zug "fly to mars" ist nicht lesbar: /,
  );
  const future = await errorAfter(mover, { type: 'move', version: version + 5, move: legal });
  assert.equal(future.code, 'future-version');
  assert.match((future.words as { de: string }).de, /Stand/);

  // A real move, then the same (now old) version again.
  const from = mover.messages.length;
  mover.send({ type: 'move', version, move: legal, id: 'ok1' });
  const ack = await mover.next((m) => m.type === 'ack', 5000, from);
  assert.deepEqual([ack.id, ack.version], ['ok1', version + 1]);
  // The ack goes out as soon as the move is stored, before the update for the same version.
  const update = await mover.next(
    (m) => m.type === 'update' && m.version === version + 1,
    5000,
    from,
  );
  const answers = mover.messages.slice(from);
  assert.ok(answers.indexOf(ack) < answers.indexOf(update), answers.map((m) => m.type).join(','));
  const replayed = await errorAfter(mover, { type: 'move', version, move: legal });
  assert.equal(replayed.code, 'stale-version');
  assert.match((replayed.words as { de: string }).de, /Stand/);

  const info = await api<{ match: { version: number; status: string } }>(
    server.url,
    'GET',
    `/api/matches/${id}`,
  );
  assert.equal(info.body.match.version, version + 1);
  assert.equal(info.body.match.status, 'running');
  // The match plays on to the end after all that.
  const ends = clients.map((c, i) => autoplay(c, chooser(11 + i)));
  const [end] = await Promise.all(ends);
  assert.ok(end!.result);
  for (const c of [...clients, forged, spectator]) c.close();
});

test('an illegal move names the ruling it breaks (MM-4: a bid during a civilization turn)', async () => {
  const { clients, welcomes } = await seated();
  const seat = (welcomes[0]!.toAct as number[])[0]!;
  const err = await errorAfter(clients[seat]!, {
    type: 'move',
    version: welcomes[0]!.version,
    move: 'bid purple:1,brown:1',
  });
  assert.equal(err.code, 'civilization-turn');
  assert.equal(err.rule, 'MM-4');
  assert.match(err.message as string, /civilization/);
  // The German of the refusal, in the glossary's words (MM-4).
  assert.deepEqual(err.words, {
    de: 'Es ist ein Zivilisationszug: Spiele eine Zivilisationskarte.',
  });
  for (const c of clients) c.close();
});

test('HTTP: bad bodies, unknown games, bad seats and huge bodies get typed errors', async () => {
  const post = (body: unknown) =>
    api<{ error: { code: string } }>(server.url, 'POST', '/api/matches', body);
  assert.equal((await post('{oops')).body.error.code, 'bad-request');
  assert.equal((await post({ game: 'chess', seats: [] })).body.error.code, 'unknown-game');
  assert.equal(
    (await post({ game: MM, seats: [{ kind: 'human' }] })).body.error.code,
    'bad-player-count',
  );
  assert.equal(
    (await post({ game: MM, seats: [{ kind: 'alien' }, { kind: 'human' }] })).status,
    400,
  );
  assert.equal(
    (await post({ game: MM, seats: [{ kind: 'bot', bot: 'god' }, { kind: 'human' }] })).status,
    400,
  );
  assert.equal(
    (await post({ ...twoHumans, options: { warp: true } })).body.error.code,
    'unknown-option',
  );
  const huge = await post({ ...twoHumans, pad: 'x'.repeat(100_000) });
  assert.equal(huge.status, 413);
  assert.equal(huge.body.error.code, 'too-large');
  const join = await api<{ error: { code: string } }>(
    server.url,
    'POST',
    '/api/matches/nosuchmatch1/join',
    {
      token: 'AAAAAAAAAAAAAAAAAAAAAA',
      name: 'Eve',
    },
  );
  assert.equal(join.status, 404);
  assert.equal((await api(server.url, 'GET', '/healthz')).status, 200);
});

test('the match starts only when every seat is filled; the lobby lists it', async () => {
  const created = await api<{
    match: { id: string; status: string };
    invites: { token: string }[];
  }>(server.url, 'POST', '/api/matches', {
    game: MM,
    seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'human' }],
  });
  const { id } = created.body.match;
  assert.equal(created.body.match.status, 'open');
  const [first, second] = created.body.invites;
  const joined = await api<{ token: string }>(server.url, 'POST', `/api/matches/${id}/join`, {
    token: first!.token,
    name: 'P0',
  });
  const c = await Client.open(server.url);
  const welcome = await c.hello(id, joined.body.token);
  assert.equal(welcome.type, 'welcome');
  assert.equal(welcome.seat, 0);
  assert.deepEqual(welcome.toAct, []);
  const early = await errorAfter(c, { type: 'move', version: 0, move: 'pass' });
  assert.equal(early.code, 'not-started');
  const open = await api<{ matches: { id: string }[] }>(
    server.url,
    'GET',
    '/api/matches?status=open',
  );
  assert.ok(open.body.matches.some((m) => m.id === id));
  await api(server.url, 'POST', `/api/matches/${id}/join`, { token: second!.token, name: 'P2' });
  const started = await c.next(
    (m) => m.type === 'match' && (m.match as { status: string }).status === 'running',
    30_000,
    0,
  );
  assert.ok(started);
  const running = await api<{ matches: { id: string }[] }>(
    server.url,
    'GET',
    '/api/matches?status=running',
  );
  assert.ok(running.body.matches.some((m) => m.id === id));
  // Seed and tokens never appear in public match data while it runs.
  const text = JSON.stringify(running.body);
  for (const invite of created.body.invites) assert.ok(!text.includes(invite.token));
  assert.ok(!text.includes(joined.body.token));
  assert.ok(!/tokenHash|inviteHash|secretHash/.test(text));
  c.close();
});

// Bots answer between our moves; a loaded machine may take seconds to start their threads.
test('reconnecting with a version gets only the missed moves; a running record hides the seed', async () => {
  const { id, invites, clients, welcomes } = await seated({
    game: MM,
    seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }],
  });
  const c = clients[0]!;
  const seen = welcomes[0]!.version as number;
  // Play three of our own moves (bots answer in between), then drop the connection.
  let last = seen;
  for (let i = 0; i < 3; i++) {
    const m = await c.next(
      (x) =>
        (x.type === 'update' || x.type === 'welcome') &&
        (x.version as number) >= last &&
        (x.legal as unknown[]).length > 0,
      30_000,
      0,
    );
    const from = c.messages.length;
    c.send({ type: 'move', version: m.version, move: (m.legal as { move: string }[])[0]!.move });
    last = (await c.next((x) => x.type === 'ack', 5000, from)).version as number;
  }
  c.close();
  await c.closed;
  await new Promise((r) => setTimeout(r, 200));
  const back = await Client.open(server.url);
  const welcome = await back.hello(id, invites[0]!.token, last);
  const events = welcome.events as { version: number }[];
  assert.ok(Array.isArray(events));
  assert.deepEqual(
    events.map((e) => e.version),
    Array.from({ length: (welcome.version as number) - last }, (_, i) => last + 1 + i),
  );
  const full = await (await Client.open(server.url)).hello(id, invites[0]!.token);
  assert.equal((full.events as unknown[]).length, full.version);

  const partial = await api<Record<string, unknown>>(
    server.url,
    'GET',
    `/api/matches/${id}/record`,
    undefined,
    invites[0]!.token,
  );
  assert.equal(partial.status, 200);
  assert.equal(partial.body.seed, undefined);
  const moves = partial.body.moves as { seat: number; move: string | null; log: string[] }[];
  assert.ok(moves.some((m) => m.seat === 0 && m.move !== null));
  assert.ok(moves.filter((m) => m.seat !== 0).every((m) => m.move === null && m.log.length > 0));
  back.close();
});

test('a player who leaves is taken over by the bot, and gets the seat back on return', async () => {
  const { id, invites, clients } = await seated({
    game: MM,
    seats: [{ kind: 'human' }, { kind: 'human' }],
    takeover: { bot: 'random', graceMs: 100 },
  });
  const [a, b] = clients as [Client, Client];
  // A leaves at once; B closes the connection and is taken over after the grace period.
  a.send({ type: 'leave' });
  b.close();
  const watcher = await Client.open(server.url);
  await watcher.hello(id, null);
  const end = await watcher.next((m) => m.type === 'update' && m.result !== null, 30_000, 0);
  assert.ok(end.result, 'bots finished the match for both players');
  const moves = (
    await api<{ moves: { seat: number }[] }>(server.url, 'GET', `/api/matches/${id}/record`)
  ).body.moves;
  assert.ok(moves.length > 20);
  // Back at the table: the seat is handed back.
  const info = await api<{ match: { seats: { takenOver: boolean }[] } }>(
    server.url,
    'GET',
    `/api/matches/${id}`,
  );
  assert.ok(info.body.match.seats.every((s) => s.takenOver));
  const returning = await Client.open(server.url);
  await returning.hello(id, invites[0]!.token);
  const after = await api<{ match: { seats: { takenOver: boolean }[] } }>(
    server.url,
    'GET',
    `/api/matches/${id}`,
  );
  assert.equal(after.body.match.seats[0]!.takenOver, false);
  for (const c of [a, watcher, returning]) c.close();
});

test('a player out of time forfeits when the match is set so', async () => {
  const { id, clients } = await seated({
    game: MM,
    seats: [{ kind: 'human' }, { kind: 'human' }],
    timeControl: { initialMs: 1000, incrementMs: 0, onTimeout: 'forfeit' },
  });
  const over = await clients[0]!.next(
    (m) => m.type === 'match' && (m.match as { status: string }).status === 'finished',
    8000,
    0,
  );
  const result = (over.match as { result: { forfeit: number; ranking: number[] } }).result;
  assert.equal(result.forfeit, 0, 'seat 0 was to act and ran out');
  assert.deepEqual(result.ranking, [2, 1]);
  const info = await api<{ match: { seed: string | null } }>(
    server.url,
    'GET',
    `/api/matches/${id}`,
  );
  assert.ok(info.body.match.seed, 'the seed is public once the match is over');
  for (const c of clients) c.close();
});

test('a player out of time is played by the takeover bot when the match is set so', async () => {
  const { id, clients } = await seated({
    game: MM,
    seats: [{ kind: 'human' }, { kind: 'human' }],
    timeControl: { initialMs: 1000, incrementMs: 500, onTimeout: 'takeover' },
    takeover: { bot: 'random', graceMs: 60_000 },
  });
  const taken = await clients[0]!.next(
    (m) =>
      m.type === 'match' && (m.match as { seats: { takenOver: boolean }[] }).seats[0]!.takenOver,
    8000,
    0,
  );
  assert.ok(taken);
  const moved = await clients[1]!.next(
    (m) => m.type === 'update' && (m.event as { by: string }).by === 'takeover',
    8000,
    0,
  );
  assert.equal((moved.event as { seat: number }).seat, 0);
  const info = await api<{ match: { status: string } }>(server.url, 'GET', `/api/matches/${id}`);
  assert.equal(info.body.match.status, 'running');
  for (const c of clients) c.close();
});

test('rematch: a new match with the same table and the same seat tokens', async () => {
  const { id, invites, clients } = await seated();
  await Promise.all(clients.map((c, i) => autoplay(c, chooser(3 + i))));
  const early = await api<{ error: { code: string } }>(
    server.url,
    'POST',
    `/api/matches/${id}/rematch`,
  );
  assert.equal(early.body.error.code, 'bad-token');
  const first = await api<{ match: { id: string; status: string; rematchOf: string } }>(
    server.url,
    'POST',
    `/api/matches/${id}/rematch`,
    undefined,
    invites[1]!.token,
  );
  assert.equal(first.status, 200);
  assert.equal(first.body.match.rematchOf, id);
  assert.equal(first.body.match.status, 'running');
  const again = await api<{ match: { id: string } }>(
    server.url,
    'POST',
    `/api/matches/${id}/rematch`,
    undefined,
    invites[0]!.token,
  );
  assert.equal(again.body.match.id, first.body.match.id, 'one rematch per match');
  const c = await Client.open(server.url);
  const welcome = await c.hello(first.body.match.id, invites[0]!.token);
  assert.equal(welcome.seat, 0);
  for (const x of [...clients, c]) x.close();
});

test('a finished match nobody watches leaves memory and is rebuilt from the log on demand', async () => {
  const created = await api<{ match: { id: string } }>(server.url, 'POST', '/api/matches', {
    game: MM,
    seats: [{ kind: 'bot' }, { kind: 'bot' }],
  });
  const id = created.body.match.id;
  const watcher = await Client.open(server.url);
  await watcher.hello(id, null);
  const end = await watcher.next((m) => m.type === 'update' && m.result !== null, 30_000, 0);
  watcher.close();
  await watcher.closed;
  const before = server.hub.loaded;
  for (let i = 0; i < 50 && server.hub.loaded >= before; i++)
    await new Promise((r) => setTimeout(r, 100));
  assert.ok(server.hub.loaded < before, 'the finished match was evicted');
  const info = await api<{ match: { status: string; version: number } }>(
    server.url,
    'GET',
    `/api/matches/${id}`,
  );
  assert.equal(info.body.match.status, 'finished');
  assert.equal(info.body.match.version, end.version);
});
