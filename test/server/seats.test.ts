// A seat belongs to whoever took it: an invite link takes its seat once and is spent then; the
// seat's secret, handed out once at the join, alone opens it afterwards (moves, reconnects,
// the private view, the partial record, a rematch). The creator holds their own secret and
// the open seats' invites only. The database keeps hashes, so it opens nothing; the seats
// survive a restart. Against a real server over a real database and real sockets.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { RunningServer } from '../../src/server/index.ts';
import type { MatchRow } from '../../src/store/store.ts';
import { api, autoplay, chooser, Client, tempDir, testServer } from './helpers.ts';

let server: RunningServer;
const data = tempDir('moontable-seats');
before(async () => {
  server = await testServer({ dataDir: data });
});
after(() => server.close());

const MM = 'monkeys-on-the-moon';
const sha256 = (t: string) => createHash('sha256').update(t).digest('hex');

interface Created {
  match: { id: string; status: string };
  seat?: number;
  token?: string;
  invites: { seat: number; token: string; url: string }[];
}
type Refusal = { error: { code: string; message: string; words?: { de: string } } };

const join = (id: string, token: string, name: string) =>
  api<{ seat: number; token: string } & Refusal>(server.url, 'POST', `/api/matches/${id}/join`, {
    token,
    name,
  });

test('an invite is spent when its seat is taken: only the seat secret opens the seat from then on', async () => {
  const created = await api<Created>(server.url, 'POST', '/api/matches', {
    game: MM,
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  assert.equal(created.status, 201);
  const id = created.body.match.id;
  const [first, second] = created.body.invites;
  assert.match(first!.url, new RegExp(`/m/${id}#invite=${first!.token}$`));

  // Before its seat is taken, an invite watches: the welcome names the seat, with no hand.
  const early = await Client.open(server.url);
  const watching = await early.hello(id, first!.token);
  assert.equal(watching.type, 'welcome');
  assert.equal(watching.seat, null);
  assert.equal(watching.invite, 0);
  early.close();

  const ada = await join(id, first!.token, 'Ada');
  assert.equal(ada.status, 200);
  assert.equal(ada.body.seat, 0);
  assert.notEqual(ada.body.token, first!.token, 'the secret is a new key, not the invite');
  const bo = await join(id, second!.token, 'Bo');
  assert.equal(bo.status, 200);

  // The spent invite, in anyone's hands: a clear refusal in English and German, never the seat.
  const again = await join(id, first!.token, 'Mallory');
  assert.equal(again.status, 403);
  assert.equal(again.body.error.code, 'seat-taken');
  assert.match(again.body.error.message, /seat is taken/);
  assert.match(again.body.error.words!.de, /Platz ist schon besetzt/);
  const thief = await Client.open(server.url);
  const refused = await thief.hello(id, first!.token);
  assert.equal(refused.type, 'error');
  assert.equal(refused.code, 'seat-taken');
  assert.ok(!thief.messages.some((m) => m.type === 'welcome'), 'no view for a spent invite');
  const move = thief.messages.length;
  thief.send({ type: 'move', version: 0, move: 'pass' });
  assert.equal((await thief.next((m) => m.type === 'error', 10_000, move)).code, 'no-hello');
  const record = await api<Refusal>(
    server.url,
    'GET',
    `/api/matches/${id}/record`,
    undefined,
    first!.token,
  );
  assert.equal(record.status, 403);
  assert.equal(record.body.error.code, 'seat-taken');
  thief.close();

  // The secret opens the seat, renames it, and plays it to the end; the rematch keeps it.
  const rename = await join(id, ada.body.token, 'Ada L.');
  assert.equal(rename.status, 200);
  assert.equal(rename.body.token, ada.body.token);
  const a = await Client.open(server.url);
  const b = await Client.open(server.url);
  const wa = await a.hello(id, ada.body.token);
  assert.equal(wa.seat, 0);
  assert.equal(
    ((wa.match as { seats: { name: string }[] }).seats[0] as { name: string }).name,
    'Ada L.',
  );
  assert.equal((await b.hello(id, bo.body.token)).seat, 1);
  await Promise.all([autoplay(a, chooser(1)), autoplay(b, chooser(2))]);
  const spentRematch = await api<Refusal>(
    server.url,
    'POST',
    `/api/matches/${id}/rematch`,
    undefined,
    second!.token,
  );
  assert.equal(spentRematch.body.error.code, 'seat-taken');
  const rematch = await api<{ match: { id: string } }>(
    server.url,
    'POST',
    `/api/matches/${id}/rematch`,
    undefined,
    bo.body.token,
  );
  assert.equal(rematch.status, 200);
  const next = rematch.body.match.id;
  const c = await Client.open(server.url);
  assert.equal((await c.hello(next, bo.body.token)).seat, 1);
  const d = await Client.open(server.url);
  assert.equal((await d.hello(next, second!.token)).code, 'seat-taken');
  for (const x of [a, b, c, d]) x.close();
});

test('the creator gets their own seat secret and the open seats invites, nothing more', async () => {
  const created = await api<Created>(server.url, 'POST', '/api/matches', {
    game: MM,
    seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'human' }],
    join: { seat: 0, name: 'Host' },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.match.id;
  assert.equal(created.body.seat, 0);
  assert.deepEqual(
    created.body.invites.map((i) => i.seat),
    [2],
    'no invite for the creator own seat nor for a bot',
  );
  const host = created.body.token!;
  const guest = created.body.invites[0]!;
  const bo = await join(id, guest.token, 'Guest');
  assert.equal(bo.status, 200);
  assert.equal((bo.body as unknown as { match: { status: string } }).match.status, 'running');

  // The creator still holds seat 2's invite: it opens nothing now, neither view nor moves.
  const snoop = await Client.open(server.url);
  assert.equal((await snoop.hello(id, guest.token)).code, 'seat-taken');
  const own = await Client.open(server.url);
  const welcome = await own.hello(id, host);
  assert.equal(welcome.seat, 0);

  // The database holds hashes: reading it gives no key to any seat.
  const row = (await server.hub.store.get(id)) as MatchRow;
  const text = JSON.stringify(row);
  for (const key of [host, guest.token, bo.body.token]) assert.ok(!text.includes(key));
  const human = row.seats[2] as Extract<MatchRow['seats'][number], { kind: 'human' }>;
  assert.equal(human.inviteHash, sha256(guest.token));
  assert.equal(human.secretHash, sha256(bo.body.token));
  snoop.close();
  own.close();
});

test('the waiting room reads the host and the seats from the public match, and no key or seed from it', async () => {
  const created = await api<Created>(server.url, 'POST', '/api/matches', {
    game: MM,
    seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot' }, { kind: 'human' }],
    join: { seat: 1, name: 'Hostess' },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.match.id;
  const [first, last] = created.body.invites;
  const seed = ((await server.hub.store.get(id)) as MatchRow).seed;
  const keys = [created.body.token!, first!.token, last!.token, seed];
  const publicOnly = (what: string, x: unknown) => {
    const text = JSON.stringify(x);
    for (const key of keys) assert.ok(!text.includes(key), `${what} holds a key or the seed`);
    assert.doesNotMatch(text, /inviteHash|secretHash|creatorNet|"person"/, what);
  };
  // What anyone reads (the lobby's route) and what an invitee's browser is welcomed with.
  const info = await api<{ match: { host: number | null; seats: { name: string | null }[] } }>(
    server.url,
    'GET',
    `/api/matches/${id}`,
  );
  assert.equal(info.body.match.host, 1);
  assert.deepEqual(
    info.body.match.seats.map((s) => s.name),
    [null, 'Hostess', 'random bot', null],
  );
  publicOnly('GET /api/matches/:id', info.body);
  const invitee = await Client.open(server.url);
  const welcome = await invitee.hello(id, last!.token);
  assert.equal(welcome.invite, 3);
  assert.equal((welcome.match as { host: number }).host, 1);
  publicOnly('the welcome of an invite', welcome);
  // A join is told to everyone watching (the room updates live), still without a key.
  const told = invitee.next((m) => m.type === 'match');
  assert.equal((await join(id, first!.token, 'Zed')).status, 200);
  const update = await told;
  const seats = (update.match as { seats: { name: string | null }[] }).seats;
  assert.equal(seats[0]!.name, 'Zed');
  publicOnly('the match frame after a join', update);
  // A table set up by someone who sits nowhere has no host.
  const hostless = await api<Created & { match: { host: number | null } }>(
    server.url,
    'POST',
    '/api/matches',
    { game: MM, seats: [{ kind: 'human' }, { kind: 'human' }] },
  );
  assert.equal(hostless.body.match.host, null);
  invitee.close();
});

test('two people with one invite at once: exactly one takes the seat', async () => {
  const created = await api<Created>(server.url, 'POST', '/api/matches', {
    game: MM,
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const id = created.body.match.id;
  const invite = created.body.invites[0]!.token;
  const answers = await Promise.all(['A', 'B', 'C', 'D'].map((name) => join(id, invite, name)));
  assert.deepEqual(answers.map((a) => a.status).sort(), [200, 403, 403, 403]);
  for (const a of answers.filter((x) => x.status === 403))
    assert.equal(a.body.error.code, 'seat-taken');
});

test('bad names and bad creator seats are refused with words in English and German', async () => {
  const created = await api<Created>(server.url, 'POST', '/api/matches', {
    game: MM,
    seats: [{ kind: 'human' }, { kind: 'bot' }],
  });
  const id = created.body.match.id;
  const invite = created.body.invites[0]!.token;
  const bad = [
    'Eve\u001b[2J',
    'Bell\u0007',
    'Line\rfeed',
    'Nul\u0000',
    'Del\u007f',
    'Csi\u009b31m',
    'Half\ud800',
    '\udc00',
    'Flip\u202e',
    'x'.repeat(41),
    '   ',
    '',
  ];
  for (const name of bad) {
    const res = await join(id, invite, name);
    assert.equal(res.status, 400, JSON.stringify(name));
    assert.equal(res.body.error.code, 'bad-name', JSON.stringify(name));
    assert.match(res.body.error.words!.de, /Name/);
  }
  const emoji = await join(id, invite, '🐒'.repeat(40));
  assert.equal(emoji.status, 200, 'forty characters are forty, whatever their UTF-16 length');
  for (const join of [
    { seat: 1, name: 'Bot seat' },
    { seat: 7, name: 'Nowhere' },
    { seat: 0, name: 'Esc\u001b' },
  ]) {
    const res = await api<Refusal>(server.url, 'POST', '/api/matches', {
      game: MM,
      seats: [{ kind: 'human' }, { kind: 'bot' }],
      join,
    });
    assert.equal(res.status, 400, JSON.stringify(join));
  }
});

test('seats outlive the server: after a restart the secret opens its seat and the invite stays spent', async () => {
  const created = await api<Created>(server.url, 'POST', '/api/matches', {
    game: MM,
    seats: [{ kind: 'human' }, { kind: 'human' }],
    join: { name: 'Host' },
  });
  const id = created.body.match.id;
  const guest = created.body.invites[0]!;
  assert.equal(guest.seat, 1);
  const bo = await join(id, guest.token, 'Bo');
  await server.close();
  server = await testServer({ dataDir: data });
  const c = await Client.open(server.url);
  assert.equal((await c.hello(id, bo.body.token)).seat, 1);
  const d = await Client.open(server.url);
  assert.equal((await d.hello(id, guest.token)).code, 'seat-taken');
  const e = await Client.open(server.url);
  assert.equal((await e.hello(id, created.body.token!)).seat, 0);
  for (const x of [c, d, e]) x.close();
});

test('a match written before seat secrets: a joined seat keeps its token as its secret', async () => {
  const legacyOpen = 'LegacyOpenInvite000001';
  const legacyTaken = 'LegacyTakenToken000001';
  const row = {
    id: 'legacy-seats1',
    game: MM,
    options: {},
    players: 2,
    seed: '00112233445566778899aabbccddeeff',
    seats: [
      {
        kind: 'human',
        name: 'Old',
        tokenHash: sha256(legacyTaken),
        takenOver: false,
        awaySince: null,
      },
      {
        kind: 'human',
        name: null,
        tokenHash: sha256(legacyOpen),
        takenOver: false,
        awaySince: null,
      },
    ],
    settings: { timeControl: null, takeover: null },
    status: 'open',
    version: 0,
    seatsVersion: 0,
    result: null,
    rematchOf: null,
    rematch: null,
    createdAt: Date.now(),
    updatedAt: Date.now(),
    startedAt: null,
    botTurn: false,
    deadline: null,
  } as unknown as MatchRow;
  await server.hub.store.create(row);
  const old = await Client.open(server.url);
  assert.equal((await old.hello(row.id, legacyTaken)).seat, 0);
  const joined = await join(row.id, legacyOpen, 'New');
  assert.equal(joined.status, 200);
  assert.equal((await join(row.id, legacyOpen, 'Thief')).body.error.code, 'seat-taken');
  const fresh = await Client.open(server.url);
  assert.equal((await fresh.hello(row.id, joined.body.token)).seat, 1);
  old.close();
  fresh.close();
});
