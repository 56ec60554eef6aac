// The clients' readers (src/protocol/server-messages.ts) against a real server: every frame and
// answer of a whole match reads into the shared types, fields the web's hand copy had lost
// included (`seed`, `startedAt`, a log event's `at`); and what is not the protocol is refused
// with where it is wrong.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  parseServerMessage,
  readCreateAnswer,
  readErrorAnswer,
  readGamesAnswer,
  readJoinAnswer,
  readMatchAnswer,
  readMatchListAnswer,
  readRecordAnswer,
} from '../../src/protocol/server-messages.ts';
import type { ServerMessage } from '../../src/protocol/wire.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { api, autoplay, chooser, Client, testServer } from '../server/helpers.ts';

let server: RunningServer;
before(async () => {
  server = await testServer();
});
after(() => server.close());

/** The value of a reader's Result, or the test fails with its message. */
function value<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) assert.fail(r.error.message);
  return r.value;
}

test('every frame and answer of a whole match reads into the protocol types', async () => {
  const games = value(readGamesAnswer((await api(server.url, 'GET', '/api/games')).body));
  assert.equal(games.protocol, 1);
  assert.ok(games.games.some((g) => g.id === 'monkeys-on-the-moon' && g.options.length > 0));

  const created = await api(server.url, 'POST', '/api/matches', {
    game: 'monkeys-on-the-moon',
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    timeControl: { initialMs: 600_000, incrementMs: 1000 },
  });
  assert.equal(created.status, 201);
  const { match, invites } = value(readCreateAnswer(created.body));
  assert.equal(match.status, 'open');
  assert.equal(match.seed, null, 'no seed before the end');
  assert.equal(match.startedAt, null);
  const token = invites[0]!.token;
  const joined = value(
    readJoinAnswer(
      (await api(server.url, 'POST', `/api/matches/${match.id}/join`, { token, name: 'Ada' })).body,
    ),
  );
  assert.equal(joined.seat, 0);
  assert.equal(joined.match.status, 'running');
  assert.equal(typeof joined.match.startedAt, 'number');

  const client = await Client.open(server.url);
  try {
    // The invite is spent now: the seat's secret the join handed out opens the seat.
    await client.hello(match.id, joined.token);
    await autoplay(client, chooser(7));
    await client.next((m) => m.type === 'match' && m.result !== null, 10_000, 0);
  } finally {
    client.close();
  }
  const frames: ServerMessage[] = client.messages.map((m) => value(parseServerMessage(m)));
  const welcome = frames.find((f) => f.type === 'welcome');
  assert.ok(welcome?.type === 'welcome');
  assert.equal(welcome.match.settings.timeControl?.initialMs, 600_000);
  const updates = frames.flatMap((f) => (f.type === 'update' ? [f] : []));
  assert.ok(updates.length > 10);
  for (const u of updates) {
    assert.equal(typeof u.event.at, 'number', 'a log event says when');
    assert.ok(u.event.lines.length > 0);
  }
  const last = frames.at(-1);
  assert.ok(last?.type === 'match');
  assert.equal(last.match.status, 'finished');
  assert.match(last.match.seed ?? '', /^[0-9a-f]{32}$/, 'the seed once it is over');
  assert.ok(last.result && last.result.ranking.length === 2);

  const info = value(
    readMatchAnswer((await api(server.url, 'GET', `/api/matches/${match.id}`)).body),
  );
  assert.equal(info.match.result?.forfeit, null);
  const list = value(
    readMatchListAnswer((await api(server.url, 'GET', '/api/matches?status=finished')).body),
  );
  assert.ok(list.matches.some((m) => m.id === match.id));
  const record = value(
    readRecordAnswer((await api(server.url, 'GET', `/api/matches/${match.id}/record`)).body),
  );
  assert.equal(record.format, 'moontable-record/1');
  assert.equal(record.moves.length, last.match.version);
  const rematch = value(
    readMatchAnswer(
      (await api(server.url, 'POST', `/api/matches/${match.id}/rematch`, undefined, joined.token))
        .body,
    ),
  );
  assert.notEqual(rematch.match.id, match.id);

  const missing = await api(server.url, 'GET', '/api/matches/nosuchmatch1');
  assert.equal(readErrorAnswer(missing.body)?.code, 'unknown-match');
  assert.equal(readErrorAnswer(missing.body)?.words?.de, 'Es gibt keine Partie nosuchmatch1.');
});

test('a frame that is not the protocol is refused, saying where', () => {
  const bad = (frame: unknown, where: RegExp) => {
    const r = parseServerMessage(typeof frame === 'string' ? frame : JSON.stringify(frame));
    assert.ok(!r.ok, `refused: ${JSON.stringify(frame)}`);
    assert.equal(r.error.code, 'bad-answer');
    assert.match(r.error.message, where);
    assert.ok(r.error.words?.de, 'German words too');
  };
  bad('{nope', /not JSON/);
  bad([1], /the message must be an object/);
  bad({ type: 'ack', version: -1 }, /version must be a whole number/);
  bad({ type: 7 }, /type must be a string/);
  const snapshot = { version: 3, view: {}, toAct: [0], legal: [], result: null, clocks: null };
  bad({ type: 'update', ...snapshot }, /event must be an object/);
  bad(
    { type: 'update', ...snapshot, event: { version: 3, seat: 0, by: 'ghost', at: 1, lines: [] } },
    /event\.by must be one of player, bot, takeover/,
  );
  bad(
    { type: 'update', ...snapshot, legal: [{ move: 'pass' }], event: {} },
    /event\.version|legal\[0\]\.label/,
  );
  bad({ type: 'match', ...snapshot, match: { id: 'x' } }, /match\.game must be a string/);
  bad({ type: 'error', code: 'busy' }, /error\.message must be a string/);
});

test('a frame of a type this client does not know is told apart, to be passed over', () => {
  const r = parseServerMessage(JSON.stringify({ type: 'poll', question: 'hi' }));
  assert.ok(!r.ok);
  assert.equal(r.error.code, 'unknown-type');
  const pong = parseServerMessage({ type: 'pong' });
  assert.deepEqual(pong, { ok: true, value: { type: 'pong' } });
});

test('an error frame keeps its ruling and German words, and drops words not well formed', () => {
  const r = value(
    parseServerMessage({
      type: 'error',
      code: 'bid-too-low',
      rule: 'MM-5',
      message: 'Bid more.',
      words: { de: 'Biete mehr.' },
      id: 'm3',
    }),
  );
  assert.deepEqual(r, {
    type: 'error',
    code: 'bid-too-low',
    rule: 'MM-5',
    message: 'Bid more.',
    words: { de: 'Biete mehr.' },
    id: 'm3',
  });
  const odd = value(
    parseServerMessage({ type: 'error', code: 'x', rule: null, message: 'm', words: { de: 5 } }),
  );
  assert.deepEqual(odd, { type: 'error', code: 'x', rule: null, message: 'm', id: null });
});
