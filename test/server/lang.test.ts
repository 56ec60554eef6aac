// Each client's language: a hello may ask for `lang` (en or de, else a typed error), and the
// server then words that client's legal moves and log lines in it. Two players of one match in
// two languages, a late German viewer whose lines are built by replaying the log, and every
// line and label compared with the engine's for that viewer, language and version.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AnyGame, Lang, Viewer } from '../../src/engine/game.ts';
import { parseRecord, replay } from '../../src/engine/record.ts';
import { findGame } from '../../src/games/index.ts';
import type { RunningServer } from '../../src/server/index.ts';
import {
  api,
  assertViewsMatchEngine,
  autoplay,
  chooser,
  Client,
  createAndJoin,
  testServer,
} from './helpers.ts';
import type { Message } from './helpers.ts';

let server: RunningServer;
before(async () => {
  server = await testServer();
});
after(() => server.close());

const twoHumans = {
  game: 'monkeys-on-the-moon',
  seats: [{ kind: 'human' }, { kind: 'human' }],
};

async function hello(
  c: Client,
  match: string,
  token: string | null,
  lang?: unknown,
): Promise<Message> {
  const from = c.messages.length;
  c.send({ type: 'hello', match, token, ...(lang === undefined ? {} : { lang }) });
  return c.next((m) => m.type === 'welcome' || m.type === 'error', 10_000, from);
}

interface LogEventMsg {
  version: number;
  seat: number;
  lines: string[];
}

/**
 * Replays the finished match and checks every log line and move label `client` received
 * against the engine's own for `viewer` in `lang`. Returns how many lines it compared.
 */
async function assertWordedIn(
  id: string,
  clients: { client: Client; viewer: Viewer; lang: Lang }[],
): Promise<void> {
  const rec = await api(server.url, 'GET', `/api/matches/${id}/record`);
  assert.equal(rec.status, 200);
  const record = parseRecord(rec.body, findGame);
  assert.ok(record.ok);
  if (!record.ok) return;
  const game = findGame(record.value.game) as AnyGame;
  const states: unknown[] = [];
  const moves: { seat: number; move: unknown }[] = [];
  const out = replay(game, record.value, (before, seat, move, after) => {
    if (states.length === 0) states.push(before);
    states.push(after);
    moves.push({ seat, move });
  });
  assert.ok(out.ok);
  for (const { client, viewer, lang } of clients) {
    let lines = 0;
    let labels = 0;
    const check = (e: LogEventMsg) => {
      const played = moves[e.version - 1]!;
      const before = states[e.version - 1];
      const after = states[e.version];
      assert.deepEqual(
        e.lines,
        game.describe(before, played.seat, played.move, after, viewer, lang),
        `lines of ${viewer} (${lang}) at ${e.version}`,
      );
      if (lang !== 'en')
        assert.notDeepEqual(
          e.lines,
          game.describe(before, played.seat, played.move, after, viewer, 'en'),
        );
      lines++;
    };
    for (const m of client.messages) {
      if (m.type === 'welcome') for (const e of (m.events ?? []) as LogEventMsg[]) check(e);
      if (m.type === 'update') check(m.event as LogEventMsg);
      if (m.type !== 'welcome' && m.type !== 'update' && m.type !== 'match') continue;
      const legal = m.legal as { move: string; label: string }[];
      if (legal.length === 0) continue;
      const state = states[m.version as number];
      assert.deepEqual(
        legal.map((l) => l.label),
        game
          .legalMoves(state, viewer as number)
          .map((mv) => game.moveLabel(state, viewer as number, mv, lang)),
        `labels of ${viewer} (${lang}) at ${String(m.version)}`,
      );
      labels += legal.length;
    }
    assert.ok(lines > 10, `${lines} lines for ${viewer} in ${lang}`);
    if (viewer !== 'spectator' && client.messages.some((m) => m.type === 'update'))
      assert.ok(labels > 0, `labels for ${viewer} in ${lang}`);
  }
}

test('a hello with an unknown language gets a typed error and binds nothing', async () => {
  const created = await createAndJoin(server.url, twoHumans);
  const c = await Client.open(server.url);
  for (const lang of ['fr', 'DE', 7, '']) {
    const answer = await hello(c, created.match.id, null, lang);
    assert.equal(answer.type, 'error');
    assert.equal(answer.code, 'bad-message');
    assert.match(String(answer.message), /"lang" must be one of en, de/);
  }
  // The socket is still free to say a good hello; null means the default, English.
  const welcome = await hello(c, created.match.id, null, null);
  assert.equal(welcome.type, 'welcome');
  c.close();
});

test('one match, two languages: a German and an English player each read their own', async () => {
  const created = await createAndJoin(server.url, twoHumans);
  const id = created.match.id;
  const german = await Client.open(server.url);
  const english = await Client.open(server.url);
  const gw = await hello(german, id, created.seats[0]!.token, 'de');
  const ew = await hello(english, id, created.seats[1]!.token, 'en');
  assert.equal(gw.type, 'welcome');
  assert.equal(ew.type, 'welcome');
  // Seat 0 starts: its first labels are German ("... spielen: ..."), seat 1 waits.
  const first = gw.legal as { label: string }[];
  assert.ok(first.length > 0 && first.every((l) => / spielen: /.test(l.label)), first[0]?.label);
  await Promise.all([autoplay(german, chooser(3)), autoplay(english, chooser(4))]);
  // A German spectator arriving at the end reads the whole log in German.
  const watcher = await Client.open(server.url);
  await hello(watcher, id, null, 'de');
  const spectatorEn = await Client.open(server.url);
  await hello(spectatorEn, id, null);
  await assertWordedIn(id, [
    { client: german, viewer: 0, lang: 'de' },
    { client: english, viewer: 1, lang: 'en' },
    { client: watcher, viewer: 'spectator', lang: 'de' },
    { client: spectatorEn, viewer: 'spectator', lang: 'en' },
  ]);
  const lastGerman = german.messages.filter((m) => m.type === 'update').at(-1)!;
  const lastEnglish = english.messages.filter((m) => m.type === 'update').at(-1)!;
  assert.deepEqual((lastGerman.event as LogEventMsg).lines.at(-1), 'Das Spiel ist vorbei.');
  assert.deepEqual((lastEnglish.event as LogEventMsg).lines.at(-1), 'The game is over.');
  for (const c of [german, english, watcher, spectatorEn]) c.close();
});

test('clients that share a viewer or a language each get their own view and words', async () => {
  // The server builds each update once per viewer and language and hands the same message to
  // every client with both: a player's two tabs in two languages, and spectators in each.
  const created = await createAndJoin(server.url, twoHumans);
  const id = created.match.id;
  const [tabDe, tabEn, other, specDe1, specDe2, specEn] = await Promise.all(
    Array.from({ length: 6 }, () => Client.open(server.url)),
  );
  await hello(tabDe!, id, created.seats[0]!.token, 'de');
  await hello(tabEn!, id, created.seats[0]!.token, 'en');
  await hello(specDe1!, id, null, 'de');
  await hello(specDe2!, id, null, 'de');
  await hello(specEn!, id, null, 'en');
  await hello(other!, id, created.seats[1]!.token, 'de');
  await Promise.all([autoplay(tabDe!, chooser(8)), autoplay(other!, chooser(9))]);
  const clients = [
    { client: tabDe!, viewer: 0, lang: 'de' },
    { client: tabEn!, viewer: 0, lang: 'en' },
    { client: other!, viewer: 1, lang: 'de' },
    { client: specDe1!, viewer: 'spectator', lang: 'de' },
    { client: specDe2!, viewer: 'spectator', lang: 'de' },
    { client: specEn!, viewer: 'spectator', lang: 'en' },
  ] as const;
  await assertWordedIn(id, [...clients]);
  await assertViewsMatchEngine(server.url, id, [...clients]);
  // The passive tab saw every move of its seat's match, with its labels in English.
  const updates = (c: Client) => c.messages.filter((m) => m.type === 'update').length;
  assert.equal(updates(tabEn!), updates(tabDe!));
  assert.equal(updates(specDe2!), updates(specEn!));
  for (const { client } of clients) client.close();
});

test('German asked for late: the lines are built from the log, private draws stay private', async () => {
  const created = await createAndJoin(server.url, twoHumans);
  const id = created.match.id;
  const a = await Client.open(server.url);
  const b = await Client.open(server.url);
  await hello(a, id, created.seats[0]!.token);
  await hello(b, id, created.seats[1]!.token);
  await Promise.all([autoplay(a, chooser(5)), autoplay(b, chooser(6))]);
  a.close();
  b.close();
  // Nobody asked for German while the match ran; seat 1 now comes back in German.
  const back = await Client.open(server.url);
  const welcome = await hello(back, id, created.seats[1]!.token, 'de');
  const events = welcome.events as LogEventMsg[];
  assert.equal(events.length, welcome.version);
  const text = events.flatMap((e) => e.lines).join('\n');
  assert.match(text, /Du hast .* gezogen\./);
  assert.match(text, /Spieler 1 hat eine Zivilisationskarte gezogen\./);
  await assertWordedIn(id, [{ client: back, viewer: 1, lang: 'de' }]);
  back.close();
});

test("a running match's partial record gives its log in the language asked for", async () => {
  const created = await createAndJoin(server.url, twoHumans);
  const id = created.match.id;
  const c = await Client.open(server.url);
  const welcome = await hello(c, id, created.seats[0]!.token);
  const from = c.messages.length;
  const first = (welcome.legal as { move: string }[])[0]!.move;
  c.send({ type: 'move', version: welcome.version, move: first });
  await c.next((m) => m.type === 'ack', 5000, from);
  const token = created.seats[1]!.token;
  const path = `/api/matches/${id}/record`;
  type Partial = { moves: { seat: number; log: string[] }[] };
  const de = await api<Partial>(server.url, 'GET', `${path}?lang=de`, undefined, token);
  const en = await api<Partial>(server.url, 'GET', path, undefined, token);
  assert.equal(de.status, 200);
  assert.equal(en.status, 200);
  assert.match(de.body.moves[0]!.log.join(' '), /^Spieler 1 hat .* gespielt, um /);
  assert.match(en.body.moves[0]!.log.join(' '), /^Player 1 played /);
  const bad = await api<{ error: { code: string; message: string } }>(
    server.url,
    'GET',
    `${path}?lang=fr`,
  );
  assert.equal(bad.status, 400);
  assert.equal(bad.body.error.code, 'bad-request');
  assert.match(bad.body.error.message, /"lang" must be one of en, de/);
  c.close();
});
