// Notifications (issue 29) over real parts: a server with its e-mail going to a local SMTP
// server, a webhook receiver, and an HTTP endpoint standing in for a browser's push service that
// decrypts what it gets (RFC 8291, with the keys a browser would make). Ann is told when it is her
// turn while she is away, on every channel she chose and in her language; not while she has the
// table open; once per event; and when her game ends while she is away.

import assert from 'node:assert/strict';
import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { webcrypto } from 'node:crypto';
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { SMTPServer } from 'smtp-server';
import type { RunningServer } from '../../src/server/index.ts';
import { autoplay, chooser, Client, testServer } from './helpers.ts';
import { Browser, codeOf } from './identity-helpers.ts';

interface Got {
  readonly path: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** A certificate for 127.0.0.1 signed by itself, for the stand-in push service (HTTPS). */
async function selfSigned(): Promise<{ cert: string; key: string }> {
  x509.cryptoProvider.set(webcrypto as Crypto);
  const alg = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
  const keys = await webcrypto.subtle.generateKey(alg, true, ['sign', 'verify']);
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: 'CN=127.0.0.1',
    notBefore: new Date(Date.now() - 86_400_000),
    notAfter: new Date(Date.now() + 86_400_000),
    signingAlgorithm: alg,
    keys,
    extensions: [new x509.SubjectAlternativeNameExtension([{ type: 'ip', value: '127.0.0.1' }])],
  });
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
  const key = `-----BEGIN PRIVATE KEY-----\n${pkcs8.toString('base64').replace(/(.{64})/g, '$1\n')}\n-----END PRIVATE KEY-----\n`;
  return { cert: cert.toString('pem'), key };
}

/** An HTTP (or, with a certificate, HTTPS) server on 127.0.0.1 keeping every request it gets. */
async function receiver(tls?: {
  cert: string;
  key: string;
}): Promise<{ url: string; got: Got[]; close: () => Promise<void> }> {
  const got: Got[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const parts: Buffer[] = [];
    req.on('data', (d: Buffer) => parts.push(d));
    req.on('end', () => {
      got.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(parts) });
      res.writeHead(201).end();
    });
  };
  const server = tls ? createHttpsServer(tls, handle) : createServer(handle);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    got,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** A browser's push keys, and the decryption of what a push service passes on (aes128gcm). */
function pushKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  const decrypt = (body: Buffer): string => {
    const salt = body.subarray(0, 16);
    const idlen = body[20]!;
    const serverKey = body.subarray(21, 21 + idlen);
    const data = body.subarray(21 + idlen);
    const shared = ecdh.computeSecret(serverKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
    const cek = Buffer.from(
      hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
    );
    const nonce = Buffer.from(
      hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
    );
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([
      decipher.update(data.subarray(0, data.length - 16)),
      decipher.final(),
    ]);
    let end = plain.length - 1;
    while (end > 0 && plain[end] === 0) end--;
    assert.equal(plain[end], 2, 'the last record ends with its delimiter');
    return plain.subarray(0, end).toString('utf8');
  };
  return {
    p256dh: publicKey.toString('base64url'),
    auth: auth.toString('base64url'),
    decrypt,
  };
}

let server: RunningServer;
let push: Awaited<ReturnType<typeof receiver>>;
let hook: Awaited<ReturnType<typeof receiver>>;
let smtp: SMTPServer;
const mails: { to: string; text: string }[] = [];

before(async () => {
  const tls = await selfSigned();
  push = await receiver(tls);
  hook = await receiver();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let text = '';
      stream.on('data', (d: Buffer) => (text += d.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), text });
        done();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  server = await testServer({
    notify: {
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      allowPrivateTargets: true,
      digestMs: 300,
      caCert: tls.cert,
    },
  });
});

after(async () => {
  await server?.close();
  await push?.close();
  await hook?.close();
  await new Promise<void>((r) => smtp?.close(() => r()));
});

async function until<T>(what: string, f: () => T | undefined, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = f();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`waited in vain for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('Ann is told of her turn while away, on push, webhook and e-mail, in German; not while she looks', async () => {
  const ann = new Browser(server.url);
  const bob = new Browser(server.url, '127.0.0.2');
  await ann.get('/api/me');
  await bob.get('/api/me');
  const keys = pushKeys();
  const settings = await ann.post<{ vapidKey: string; push: number }>('/api/me/notifications', {
    webhook: { url: `${hook.url}/discord`, kind: 'discord' },
    email: 'ann@example.org',
    lang: 'de',
  });
  assert.equal(settings.status, 200, JSON.stringify(settings.body));
  assert.match(settings.body.vapidKey, /^[A-Za-z0-9_-]{80,}$/);
  const sub = await ann.post<{ push: number }>('/api/me/push', {
    endpoint: `${push.url}/push/ann`,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  });
  assert.equal(sub.body.push, 1);

  // Bob sets up the table and takes seat 0; Ann joins seat 1 and closes the page.
  const made = await bob.post<{
    match: { id: string };
    invites: { token: string }[];
    token: string;
  }>('/api/matches', {
    game: 'monkey-lab',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    join: { seat: 0, name: 'Bob' },
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const id = made.body.match.id;
  const annSeat = await ann.post<{ token: string }>(`/api/matches/${id}/join`, {
    token: made.body.invites[0]!.token,
    name: 'Ann',
  });
  assert.equal(annSeat.status, 200);
  // Bob plays until it is Ann's turn.
  const bobClient = await Client.open(server.url);
  await bobClient.hello(id, made.body.token);
  const pick = chooser(4);
  bobClient.onMessage = (m) => {
    if ((m.type === 'welcome' || m.type === 'update') && !m.result) {
      const legal = m.legal as { move: string }[];
      if (legal.length)
        bobClient.send({ type: 'move', version: m.version, move: legal[pick(legal.length)]!.move });
    }
  };
  for (const m of bobClient.messages) bobClient.onMessage(m);

  const pushed = await until('a push message', () => push.got[0]);
  assert.equal(pushed.path, '/push/ann');
  assert.match(String(pushed.headers.authorization), /^vapid t=.+, k=/);
  assert.equal(pushed.headers['content-encoding'], 'aes128gcm');
  const message = JSON.parse(keys.decrypt(pushed.body)) as {
    title: string;
    body: string;
    url: string;
  };
  assert.equal(message.title, 'Du bist am Zug: Affenlabor');
  assert.equal(message.body, 'Gegen Bob.');
  assert.match(message.url, new RegExp(`/m/${id}$`));

  const hooked = await until('a webhook call', () => hook.got[0]);
  const discord = JSON.parse(hooked.body.toString()) as { content: string; username: string };
  assert.equal(discord.username, 'Moontable');
  assert.match(
    discord.content,
    /^Du bist am Zug: Affenlabor: Gegen Bob\. http:\/\/127\.0\.0\.1:\d+\/m\//,
  );

  const mail = await until('the e-mail digest', () => mails[0]);
  assert.equal(mail.to, 'ann@example.org');
  assert.match(mail.text, /Subject: Moontable: Partien warten auf dich/);
  assert.match(mail.text, /Du bist am Zug: Affenlabor\. Gegen Bob\./);

  // Once per event: nothing more arrives while the turn stays Ann's.
  await new Promise((r) => setTimeout(r, 500));
  assert.equal(push.got.length, 1);
  assert.equal(hook.got.length, 1);

  // Ann opens the table and plays: while she looks, she is told nothing more.
  const annClient = await Client.open(server.url);
  await annClient.hello(id, annSeat.body.token);
  const seen = push.got.length;
  const annDone = autoplay(annClient, chooser(9));
  const bobDone = new Promise<void>((r) => {
    const before = bobClient.onMessage!;
    bobClient.onMessage = (m) => {
      before(m);
      if ((m.type === 'welcome' || m.type === 'update') && m.result) r();
    };
  });
  await Promise.all([annDone, bobDone]);
  await new Promise((r) => setTimeout(r, 500));
  assert.equal(push.got.length, seen, 'no push while Ann had the table open, nor at its end');
  annClient.close();
  bobClient.close();
});

test('the end of a game Ann left is told; bad settings are refused and change nothing', async () => {
  const ann = new Browser(server.url, '127.0.0.3');
  await ann.get('/api/me');
  await ann.post('/api/me/notifications', { webhook: { url: `${hook.url}/ann2` } });
  const made = await ann.post<{ match: { id: string }; token: string }>('/api/matches', {
    game: 'monkey-lab',
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    join: { seat: 0, name: 'Ann' },
    takeover: { bot: 'random', graceMs: 0 },
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  // Ann opens the table and leaves it: the takeover bot plays for her to the end.
  const c = await Client.open(server.url);
  await c.hello(made.body.match.id, made.body.token);
  c.close();
  const ended = await until(
    'the end of the game, told',
    () =>
      hook.got.find(
        (g) =>
          g.path === '/ann2' &&
          (JSON.parse(g.body.toString()) as { event: { kind: string } }).event.kind === 'end',
      ),
    60_000,
  );
  const told = JSON.parse(ended.body.toString()) as { title: string; body: string };
  assert.equal(told.title, 'Monkey Lab is over');
  assert.match(told.body, /^You finished (1st|2nd) of 2\.$/);

  for (const bad of [
    { webhook: { url: 'ftp://example.org/x' } },
    { webhook: { url: 'https://example.org/' + 'x'.repeat(600) } },
    { webhook: { url: 'https://example.org/', kind: 'irc' } },
    { email: 'not an address' },
    { yourTurn: 'yes' },
    { lang: 'fr' },
  ]) {
    const r = await ann.post('/api/me/notifications', bad);
    assert.equal(r.status, 400, JSON.stringify(bad));
    assert.equal(codeOf(r), 'bad-request');
  }
  const kept = await ann.get<{ webhook: { url: string } }>('/api/me/notifications');
  assert.equal(kept.body.webhook.url, `${hook.url}/ann2`, 'nothing changed');
  const badSub = await ann.post('/api/me/push', { endpoint: 'javascript:alert(1)', keys: {} });
  assert.equal(badSub.status, 400);
  const noSession = await new Browser(server.url, '127.0.0.4').post('/api/me/notifications', {});
  assert.equal(noSession.status, 401);
});

test('a turn-based deadline near its end is told once, with the time left', async () => {
  let t = Date.now();
  const timed = await testServer({
    now: () => t,
    notify: { allowPrivateTargets: true, deadlineScanMs: 100 },
  });
  try {
    const ann = new Browser(timed.url, '127.0.0.6');
    const bob = new Browser(timed.url, '127.0.0.7');
    await ann.get('/api/me');
    await bob.get('/api/me');
    await ann.post('/api/me/notifications', { webhook: { url: `${hook.url}/deadline` } });
    const made = await bob.post<{
      match: { id: string };
      invites: { token: string }[];
      token: string;
    }>('/api/matches', {
      game: 'monkey-lab',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      join: { seat: 0, name: 'Bob' },
      turn: { perMoveMs: 3_600_000, onTimeout: 'bot' },
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const id = made.body.match.id;
    const joined = await ann.post(`/api/matches/${id}/join`, {
      token: made.body.invites[0]!.token,
      name: 'Ann',
    });
    assert.equal(joined.status, 200);
    // Bob moves until it is Ann's turn; then 50 of her 60 minutes pass.
    const bobClient = await Client.open(timed.url);
    await bobClient.hello(id, made.body.token);
    const pick = chooser(6);
    const mine = (m: Record<string, unknown>) =>
      (m.type === 'welcome' || m.type === 'update') &&
      !m.result &&
      (m.legal as unknown[]).length > 0;
    bobClient.onMessage = (m) => {
      if (mine(m)) {
        const legal = m.legal as { move: string }[];
        bobClient.send({ type: 'move', version: m.version, move: legal[pick(legal.length)]!.move });
      }
    };
    for (const m of bobClient.messages) bobClient.onMessage(m);
    const deadlines = () =>
      hook.got.filter(
        (g) =>
          g.path === '/deadline' &&
          (JSON.parse(g.body.toString()) as { event: { kind: string } }).event.kind === 'deadline',
      );
    await until("Ann's turn told", () =>
      hook.got.find((g) => g.path === '/deadline') ? true : undefined,
    );
    bobClient.onMessage = null;
    await new Promise((r) => setTimeout(r, 400));
    assert.equal(deadlines().length, 0, 'not yet: most of the hour is left');
    t += 50 * 60_000;
    const near = await until('the deadline told', () => deadlines()[0]);
    const told = JSON.parse(near.body.toString()) as { title: string; body: string };
    assert.equal(told.title, 'Time is running out in Monkey Lab');
    assert.equal(told.body, '10 minutes left for your move.');
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(deadlines().length, 1, 'once per move');
    bobClient.close();
  } finally {
    await timed.close();
  }
});

test('a flood of settings writes is cut off per network (429 with Retry-After); what was kept stays whole', async () => {
  const small = await testServer({ limits: { httpRate: [1, 3] } });
  try {
    const eve = new Browser(small.url, '127.0.0.8');
    await eve.get('/api/me');
    const answers: number[] = [];
    const started = Date.now();
    for (let i = 0; i < 20; i++)
      answers.push((await eve.post('/api/me/notifications', { yourTurn: i % 2 === 0 })).status);
    const seconds = Math.ceil((Date.now() - started) / 1000);
    const kept = answers.filter((s) => s === 200).length;
    assert.ok(
      answers.slice(0, 3).every((s) => s === 200),
      answers.join(','),
    );
    // A burst of 3, then one a second: no more got through.
    assert.ok(kept <= 3 + seconds, `${kept} writes in ${seconds} s: ${answers.join(',')}`);
    assert.ok(
      answers.every((s) => s === 200 || s === 429),
      answers.join(','),
    );
    const lastKept = answers.lastIndexOf(200);
    // Push subscriptions share the budget: a burst of them is cut off too.
    const pushes = [];
    for (let k = 0; k < 5; k++)
      pushes.push(
        await eve.post('/api/me/push', {
          endpoint: `https://push.example.org/${k}`,
          keys: { p256dh: 'AAAA', auth: 'BBBB' },
        }),
      );
    const limited = pushes.find((r) => r.status === 429);
    assert.ok(limited, pushes.map((r) => r.status).join(','));
    assert.ok(Number(limited.headers['retry-after']) >= 1);
    const subscribed = pushes.filter((r) => r.status === 200).length;
    const now = await eve.get<{ yourTurn: boolean; push: number }>('/api/me/notifications');
    assert.equal(
      now.body.yourTurn,
      lastKept % 2 === 0,
      'the last write let through is what is kept',
    );
    assert.equal(now.body.push, subscribed);
  } finally {
    await small.close();
  }
});
