// Table chat (issue 28) on a real server over real sockets: players' and spectators' channels,
// the bad lines (1 MB, 16 KB, 501 characters, control characters, HTML), a flood, mutes,
// reports that reach `moontable moderate`, and bans of a person and of an address block.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { RunningServer } from '../../src/server/index.ts';
import { CLOSE } from '../../src/protocol/wire.ts';
import { runCliAsync } from '../cli/run.ts';
import { Client, dataDir, testServer } from './helpers.ts';
import { Browser } from './identity-helpers.ts';
import { errorAfter, heard, said, socketOf, table } from './chat-helpers.ts';

let server: RunningServer;
before(async () => {
  // The default burst (5 lines), refilled slowly enough that no test's pace can earn a line.
  server = await testServer({ limits: { chatRate: [0.01, 5] } });
});
after(() => server.close());

const stored = async (match: string): Promise<string[]> =>
  (
    await server.hub.store.db.query<{ text: string | null; phrase: string | null }>(
      'select text, phrase from chat_messages where match_id = $1 order by id',
      [match],
    )
  ).map((r) => r.text ?? r.phrase ?? '');

const moderate = (...args: string[]) =>
  runCliAsync(['moderate', ...args, '--server', server.url], { timeout: 60_000 });

test("players' lines reach everyone; spectators' only spectators; history per channel", async () => {
  const t = await table(server.url);
  const { ada, bob, eve } = await t.sockets(server.url);
  ada.send({ type: 'chat', text: '  Good luck, Bob  ' });
  const line = await heard(bob, 'Good luck, Bob');
  assert.equal(line.seat, 0);
  assert.equal(line.name, 'Ada');
  assert.equal(line.channel, 'players');
  await heard(eve, 'Good luck, Bob');
  await heard(ada, 'Good luck, Bob');
  // A kibitzer's hint: Eve hears it back, the players never do.
  eve.send({ type: 'chat', text: 'Bob should take the purple monkey' });
  const hint = await heard(eve, 'Bob should take the purple monkey');
  assert.equal(hint.channel, 'spectators');
  assert.equal(hint.seat, null);
  bob.send({ type: 'chat', phrase: 'thanks' });
  await heard(ada, 'thanks');
  await heard(eve, 'thanks');
  assert.deepEqual(said(ada), ['Good luck, Bob', 'thanks']);
  assert.deepEqual(said(bob), ['Good luck, Bob', 'thanks']);
  // History: a spectator's new tab gets both channels; a player's, the players' only, even
  // through the spectators' link (a player is no kibitzer).
  const watching = await socketOf(server.url, t.eve, t.match, null);
  const both = watching.messages.find((m) => m.type === 'chat-history')!;
  assert.equal((both.lines as unknown[]).length, 3);
  const again = await socketOf(server.url, t.bob, t.match, null);
  const spectated = again.messages.find((m) => m.type === 'chat-history')!;
  assert.deepEqual(
    (spectated.lines as { channel: string }[]).map((l) => l.channel),
    ['players', 'players'],
  );
  again.send({ type: 'chat', text: 'from my other tab' });
  assert.equal((await heard(ada, 'from my other tab')).seat, 1);
  const c = await Client.open(server.url, '127.0.0.12', {
    cookie: `mt_session=${t.bob.browser.cookie}`,
  });
  // Bob's seat from a fresh socket (his secret is his; the seat's person is his).
  const made = await t.bob.browser.post<{ token: string }>(`/api/matches/${t.match}/seat`, {});
  assert.equal(made.status, 200);
  await c.hello(t.match, made.body.token);
  const history = await c.next((m) => m.type === 'chat-history', 10_000, 0);
  const texts = (history.lines as { text: string | null; phrase: string | null }[]).map(
    (l) => l.text ?? l.phrase,
  );
  assert.deepEqual(texts, ['Good luck, Bob', 'thanks', 'from my other tab']);
  assert.equal(history.canWrite, true);
  for (const s of [ada, bob, eve, watching, again, c]) s.close();
});

test('bad lines: 1 MB closes the socket, 16 KB and 501 characters are refused, nothing stored', async () => {
  const t = await table(server.url);
  const { ada, bob, eve } = await t.sockets(server.url);
  // Over the socket's hard cap: closed with 1009 before anything is read.
  ada.send({ type: 'chat', text: 'x'.repeat(1024 * 1024) });
  assert.equal(await ada.closed, CLOSE.tooBig);
  // Over the frame limit: `too-large`.
  let from = bob.messages.length;
  bob.send({ type: 'chat', text: 'y'.repeat(20_000) });
  assert.equal((await errorAfter(bob, from)).code, 'too-large');
  // 501 characters after trimming: refused in English and German; 500 are fine.
  from = bob.messages.length;
  bob.send({ type: 'chat', text: ` ${'z'.repeat(501)} `, id: 'long' });
  const long = await errorAfter(bob, from);
  assert.equal(long.code, 'bad-chat');
  assert.equal(long.id, 'long');
  assert.match(long.message as string, /longer than 500/);
  assert.match((long.words as { de: string }).de, /länger als 500/);
  // Control characters (a line break, ESC, a direction override) and empty lines: refused.
  for (const text of ['two\nlines', 'esc\u001b[2J', 'rtl\u202eevil', '   ', '\ud800']) {
    from = bob.messages.length;
    bob.send({ type: 'chat', text });
    assert.equal((await errorAfter(bob, from)).code, 'bad-chat', JSON.stringify(text));
  }
  // Malformed frames: both text and phrase, an unknown phrase, no text.
  for (const frame of [
    { type: 'chat', text: 'a', phrase: 'thanks' },
    { type: 'chat', phrase: 'gg-noob' },
    { type: 'chat' },
    { type: 'chat-report', message: 'one' },
    { type: 'chat-mute', author: '<b>' },
  ]) {
    from = bob.messages.length;
    bob.send(frame);
    assert.equal((await errorAfter(bob, from)).code, 'bad-message', JSON.stringify(frame));
  }
  assert.deepEqual(await stored(t.match), []);
  // HTML is text: stored and sent exactly as typed (clients show it as text).
  const html = '<img src=x onerror=alert(1)> <b>bold</b> &amp;';
  bob.send({ type: 'chat', text: html });
  assert.equal((await heard(eve, html)).text, html);
  bob.send({ type: 'chat', text: 'z'.repeat(500) });
  await heard(eve, 'z'.repeat(500));
  assert.deepEqual(await stored(t.match), [html, 'z'.repeat(500)]);
  for (const s of [bob, eve]) s.close();
});

test('a flood is rate-limited per person: five lines, then rate-limited with retryAfter', async () => {
  const t = await table(server.url);
  const { ada, bob, eve } = await t.sockets(server.url);
  const from = bob.messages.length;
  for (let i = 0; i < 12; i++) bob.send({ type: 'chat', text: `spam ${i}`, id: `s${i}` });
  const refused = await errorAfter(bob, from);
  assert.equal(refused.code, 'rate-limited');
  assert.ok((refused.retryAfter as number) >= 1);
  await bob.next((m) => m.id === 's11', 10_000, 0);
  assert.equal((await stored(t.match)).length, 5);
  // A second socket of the same person shares the budget.
  const again = await socketOf(server.url, t.bob, t.match, null);
  const at = again.messages.length;
  again.send({ type: 'chat', text: 'from the other tab' });
  assert.equal((await errorAfter(again, at)).code, 'rate-limited');
  // Ada's budget is her own.
  ada.send({ type: 'chat', phrase: 'one-moment' });
  await heard(eve, 'one-moment');
  for (const s of [ada, bob, eve, again]) s.close();
});

test('a mute is kept per person on the server; unknown authors are refused', async () => {
  const t = await table(server.url);
  const { ada, bob, eve } = await t.sockets(server.url);
  bob.send({ type: 'chat', text: 'annoying' });
  const line = await heard(ada, 'annoying');
  let from = ada.messages.length;
  ada.send({ type: 'chat-mute', author: line.author, mute: true });
  const muted = await ada.next((m) => m.type === 'chat-muted', 10_000, from);
  assert.deepEqual(muted.muted, [line.author]);
  // A new tab of Ada's is told too, with the history.
  const tab = await socketOf(server.url, t.ada, t.match, null);
  assert.deepEqual(tab.messages.find((m) => m.type === 'chat-history')!.muted, [line.author]);
  const rows = await server.hub.store.db.query(
    'select muted_person_id from chat_mutes where person_id = $1',
    [t.ada.id],
  );
  assert.deepEqual(
    rows.map((r) => r.muted_person_id),
    [t.bob.id],
  );
  // Muting nobody, or oneself.
  from = ada.messages.length;
  ada.send({ type: 'chat-mute', author: 'nobodyhere12', mute: true });
  assert.equal((await errorAfter(ada, from)).code, 'unknown-message');
  // Unmuted again.
  from = ada.messages.length;
  ada.send({ type: 'chat-mute', author: line.author, mute: false });
  assert.deepEqual((await ada.next((m) => m.type === 'chat-muted', 10_000, from)).muted, []);
  for (const s of [ada, bob, eve, tab]) s.close();
});

test('a report reaches moontable moderate; a ban stops a person, a network its guests and tables', async () => {
  const t = await table(server.url);
  const { ada, bob, eve } = await t.sockets(server.url);
  bob.send({ type: 'chat', text: 'you are all idiots' });
  const line = await heard(ada, 'you are all idiots');
  eve.send({ type: 'chat', text: 'players cannot see this' });
  const secret = await heard(eve, 'players cannot see this');
  // Ada cannot report what she cannot read; she reports Bob's line.
  let from = ada.messages.length;
  ada.send({ type: 'chat-report', message: secret.id });
  assert.equal((await errorAfter(ada, from)).code, 'unknown-message');
  from = ada.messages.length;
  ada.send({ type: 'chat-report', message: line.id, reason: 'insults' });
  const reported = await ada.next((m) => m.type === 'chat-reported', 10_000, from);
  assert.equal(reported.message, line.id);
  const listed = await moderate('reports');
  assert.equal(listed.code, 0, listed.err);
  assert.match(listed.out, /you are all idiots/);
  assert.match(listed.out, new RegExp(`${t.bob.id}, seat 1`));
  assert.match(listed.out, /insults/);
  assert.match(listed.out, new RegExp(t.match));
  // Ban Bob: his next line is refused `banned`, in English and German.
  const banned = await moderate('ban-person', t.bob.id, '--reason', 'insults');
  assert.equal(banned.code, 0, banned.err);
  from = bob.messages.length;
  bob.send({ type: 'chat', text: 'still here' });
  const refused = await errorAfter(bob, from);
  assert.equal(refused.code, 'banned');
  assert.ok((refused.words as { de: string }).de);
  // Resolve the report, hiding the line: it is out of the history.
  const report = JSON.parse((await moderate('reports', '--json')).out) as { id: number }[];
  const resolved = await moderate('resolve', String(report[0]!.id), '--hide');
  assert.equal(resolved.code, 0, resolved.err);
  assert.match((await moderate('reports')).out, /no open reports/);
  const tab = await socketOf(server.url, t.ada, t.match, null);
  const history = tab.messages.find((m) => m.type === 'chat-history')!;
  assert.ok(!said(tab).includes('you are all idiots'));
  assert.ok(!(history.lines as { text: string }[]).some((l) => l.text === 'you are all idiots'));
  // Ban a network: 127.0.0.64/26 gets no new guest, no new table and no chat.
  assert.equal((await moderate('ban-network', '127.0.0.64/26')).code, 0);
  const blocked = new Browser(server.url, '127.0.0.70');
  const me = await blocked.get('/api/me');
  assert.equal(me.status, 403);
  assert.equal((me.body as { error: { code: string } }).error.code, 'banned');
  const create = await blocked.post('/api/matches', {
    game: 'monkeys-on-the-moon',
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
  });
  assert.equal(create.status, 403);
  // Eve, whose session is older, chats from the banned block: refused.
  const eveThere = await Client.open(server.url, '127.0.0.70', {
    cookie: `mt_session=${t.eve.browser.cookie}`,
  });
  await eveThere.hello(t.match, null);
  await eveThere.next((m) => m.type === 'chat-history', 10_000, 0);
  from = eveThere.messages.length;
  eveThere.send({ type: 'chat', phrase: 'sorry' });
  assert.equal((await errorAfter(eveThere, from)).code, 'banned');
  // Bad targets are clear usage errors; unbanning lets them back.
  const badCidr = await moderate('ban-network', '10.0.0.0/33');
  assert.equal(badCidr.code, 2);
  assert.match(badCidr.err, /not an address block/);
  assert.equal((await moderate('ban-person', 'p_nobodyatall0000')).code, 2);
  const badReason = await moderate('ban-network', '10.0.0.0/8', '--reason', 'ring\u0007');
  assert.equal(badReason.code, 2);
  assert.match(badReason.err, /control character/);
  assert.doesNotMatch((await moderate('bans')).out, /10\.0\.0\.0/);
  assert.equal((await moderate('unban', '127.0.0.64/26')).code, 0);
  assert.equal((await blocked.get('/api/me')).status, 200);
  assert.equal((await moderate('unban', t.bob.id)).code, 0);
  bob.send({ type: 'chat', text: 'sorry everyone' });
  await heard(ada, 'sorry everyone');
  for (const s of [ada, bob, eve, tab, eveThere]) s.close();
});

test("without a session a spectator reads but cannot write; the route is the operator's only", async () => {
  const t = await table(server.url);
  const { ada } = await t.sockets(server.url);
  const anon = await Client.open(server.url, '127.0.0.20');
  await anon.hello(t.match, null);
  const history = await anon.next((m) => m.type === 'chat-history', 10_000, 0);
  assert.equal(history.canWrite, false);
  const from = anon.messages.length;
  anon.send({ type: 'chat', text: 'hi' });
  assert.equal((await errorAfter(anon, from)).code, 'no-session');
  ada.send({ type: 'chat', phrase: 'have-fun' });
  await heard(anon, 'have-fun');
  // Chat before hello: no-hello.
  const early = await Client.open(server.url);
  early.send({ type: 'chat', text: 'hello?' });
  assert.equal((await errorAfter(early, 0)).code, 'no-hello');
  // The moderation route does not exist for other addresses.
  const res = await fetch(`${server.url}/api/moderate/reports`);
  assert.equal(res.status, 200);
  const stranger = await new Browser(server.url, '127.0.0.21').get('/api/moderate/reports');
  assert.equal(stranger.status, 404);
  for (const s of [ada, anon, early]) s.close();
});

test('moderate on an embedded database: refused with a hint while a server holds it, works once it stopped', async () => {
  const dir = dataDir();
  const own = await testServer({ dataDir: dir });
  const run = (...args: string[]) =>
    runCliAsync(['moderate', ...args, '--data', dir], { timeout: 60_000 });
  try {
    const locked = await run('reports');
    assert.equal(locked.code, 2);
    assert.match(locked.err, /--server http:\/\/127\.0\.0\.1:8080/);
  } finally {
    await own.close();
  }
  const banned = await run('ban-network', '127.0.0.80/28', '--reason', 'spam');
  assert.equal(banned.code, 0, banned.err);
  assert.match(banned.out, /banned 127\.0\.0\.80\/28/);
  assert.match((await run('bans')).out, /network 127\.0\.0\.80\/28 .* spam/);
  // The next start reads the ban.
  const again = await testServer({ dataDir: dir });
  try {
    const me = await new Browser(again.url, '127.0.0.81').get('/api/me');
    assert.equal(me.status, 403);
    assert.equal((await new Browser(again.url, '127.0.0.97').get('/api/me')).status, 200);
  } finally {
    await again.close();
  }
});

test('a guest who wrote and then signed in to an account: banning the guest bans the account', async () => {
  const t = await table(server.url);
  const { ada, bob, eve } = await t.sockets(server.url);
  // Ada has an account; Bob, a guest, writes, then signs in to it on his browser.
  const claimed = await t.ada.browser.post('/api/auth/password/claim', {
    username: 'ada_chat',
    password: 'correct horse battery',
  });
  assert.equal(claimed.status, 200, JSON.stringify(claimed.body));
  bob.send({ type: 'chat', text: 'spam from a guest' });
  await heard(ada, 'spam from a guest');
  const signed = await t.bob.browser.post<{ id: string }>('/api/auth/password/login', {
    username: 'ada_chat',
    password: 'correct horse battery',
  });
  assert.equal(signed.status, 200);
  assert.equal(signed.body.id, t.ada.id);
  const banned = await moderate('ban-person', t.bob.id);
  assert.equal(banned.code, 0, banned.err);
  assert.match(banned.out, new RegExp(`now ${t.ada.id}`));
  const from = ada.messages.length;
  ada.send({ type: 'chat', phrase: 'sorry' });
  assert.equal((await errorAfter(ada, from)).code, 'banned');
  // Unbanning the guest lets the account back.
  assert.equal((await moderate('unban', t.bob.id)).code, 0);
  ada.send({ type: 'chat', phrase: 'thanks' });
  await heard(eve, 'thanks');
  for (const s of [ada, bob, eve]) s.close();
});
