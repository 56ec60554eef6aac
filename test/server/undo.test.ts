// Taking back a move by consent (docs/undo.md) over a real server and real WebSockets: asked and
// accepted (the move is gone from the record, which replays exactly), refused, cancelled by a
// move, refused by the engine once a card was drawn, not the asker's last move, a spectator, and
// a flood of asks.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { replay } from '../../src/engine/record.ts';
import type { GameRecord } from '../../src/engine/record.ts';
import { findGame } from '../../src/games/index.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { api, autoplay, chooser, Client, testServer } from './helpers.ts';
import { acting, askable, latest, play, send, table } from './undo-helpers.ts';
import type { Legal } from './undo-helpers.ts';

let server: RunningServer;
before(async () => {
  server = await testServer();
});
after(() => server.close());

test('an undo asked and accepted: the move is gone, the mover moves again, the record replays', async () => {
  const { id, clients } = await table(server.url, 'monkeys-on-the-moon', 2);
  const { seat, version, legal } = await askable(clients);
  const other = clients[1 - seat]!;
  const asked = await other.next((m) => m.type === 'undo-asked', 10_000, 0);
  assert.deepEqual(asked, { type: 'undo-asked', seat, version, waiting: [1 - seat] });
  const from = clients.map((c) => c.messages.length);
  other.send({ type: 'undo-answer', version, accept: true });
  for (const [i, c] of clients.entries()) {
    const done = await c.next((m) => m.type === 'undone', 10_000, from[i]);
    assert.equal(done.seat, seat);
    assert.equal(done.taken, version);
    assert.equal(done.version, version - 1);
  }
  // The asker is to move again, with the same moves as before.
  assert.deepEqual(latest(clients[seat]!).legal, legal);
  const info = await api<{ match: { version: number } }>(server.url, 'GET', `/api/matches/${id}`);
  assert.equal(info.body.match.version, version - 1);
  // Another move this time, then the match to its end: the record holds what was played.
  await play(clients, seat, legal[legal.length - 1]!.move);
  const ends = clients.map((c, i) => autoplay(c, chooser(3 + i)));
  await Promise.all(ends);
  const rec = await api<GameRecord>(server.url, 'GET', `/api/matches/${id}/record`);
  assert.equal(rec.status, 200);
  assert.equal(rec.body.moves[version - 1]!.move, legal[legal.length - 1]!.move);
  const again = replay(findGame('monkeys-on-the-moon')!, rec.body);
  assert.ok(again.ok, 'the record replays');
  const final = await api<{ match: { version: number } }>(server.url, 'GET', `/api/matches/${id}`);
  assert.equal(rec.body.moves.length, final.body.match.version);
  for (const c of clients) c.close();
});

test('an undo refused: the move stays and everyone hears who refused', async () => {
  const { id, clients, seats } = await table(server.url, 'monkeys-on-the-moon', 2);
  const { seat, version } = await askable(clients);
  await clients[1 - seat]!.next((m) => m.type === 'undo-asked', 10_000, 0);
  // The other player comes back on a new socket (a reload): the open question comes with it.
  clients[1 - seat]!.close();
  const other = await Client.open(server.url);
  clients[1 - seat] = other;
  assert.equal((await other.hello(id, seats[1 - seat]!)).type, 'welcome');
  const again = await other.next((m) => m.type === 'undo-asked', 10_000, 0);
  assert.deepEqual(again, { type: 'undo-asked', seat, version, waiting: [1 - seat] });
  const from = clients[seat]!.messages.length;
  other.send({ type: 'undo-answer', version, accept: false });
  const cancelled = await clients[seat]!.next((m) => m.type === 'undo-cancelled', 10_000, from);
  assert.deepEqual(cancelled, {
    type: 'undo-cancelled',
    seat,
    version,
    why: 'refused',
    by: 1 - seat,
  });
  const info = await api<{ match: { version: number } }>(server.url, 'GET', `/api/matches/${id}`);
  assert.equal(info.body.match.version, version);
  // A second answer finds nothing to answer.
  const late = await send(other, { type: 'undo-answer', version, accept: true });
  assert.equal(late.code, 'no-undo-asked');
  assert.match(String((late.words as { de: string }).de), /Zurücknahme/);
  for (const c of clients) c.close();
});

test('an undo cancelled by a move, and only the last move, the asker’s own, can be asked for', async () => {
  const { clients } = await table(server.url, 'monkeys-on-the-moon', 2);
  const { seat, version } = await askable(clients);
  const other = clients[1 - seat]!;
  await other.next((m) => m.type === 'undo-asked', 10_000, 0);
  // The asker cannot answer its own request.
  assert.equal(
    (await send(clients[seat]!, { type: 'undo-answer', version, accept: true })).code,
    'no-undo-asked',
  );
  // The other seat may not ask for the asker's move.
  assert.equal((await send(other, { type: 'undo-ask', version })).code, 'not-your-last-move');
  const next = acting(clients);
  const from = clients[seat]!.messages.length;
  const v = await play(clients, next);
  const cancelled = await clients[seat]!.next((m) => m.type === 'undo-cancelled', 10_000, from);
  assert.deepEqual(cancelled, { type: 'undo-cancelled', seat, version, why: 'moved', by: next });
  // Once someone moved after it, the move is not the last any more.
  if (next !== seat) {
    const late = await send(clients[seat]!, { type: 'undo-ask', version });
    assert.equal(late.code, 'not-your-last-move');
    assert.match(String((late.words as { de: string }).de), /letzter Zug/);
  }
  assert.ok(v > version);
  for (const c of clients) c.close();
});

test('the engine refuses to take back a drawn card (Chimps on Mars, CM-4), in English and German', async () => {
  const { clients } = await table(server.url, 'chimps-on-mars', 3);
  for (let i = 0; i < 60; i++) {
    const seat = acting(clients);
    const legal = latest(clients[seat]!).legal as Legal;
    const draw = legal.find((l) => l.move === 'draw');
    const version = await play(clients, seat, draw?.move);
    if (!draw) continue;
    const answer = await send(clients[seat]!, { type: 'undo-ask', version });
    assert.equal(answer.type, 'error');
    assert.match(String(answer.code), /^undo-(revealed|chance)$/);
    assert.match(String(answer.message), /cannot be taken back/);
    assert.match(String((answer.words as { de: string }).de), /kann nicht zurückgenommen werden/);
    for (const c of clients) c.close();
    return;
  }
  assert.fail('nobody could draw in 60 moves');
});

test('a spectator cannot ask; a flood of asks is rate-limited', async () => {
  const { id, clients } = await table(server.url, 'monkeys-on-the-moon', 2);
  const spectator = await Client.open(server.url);
  await spectator.hello(id, null);
  const seat = acting(clients);
  const version = await play(clients, seat);
  const watched = await send(spectator, { type: 'undo-ask', version });
  assert.equal(watched.code, 'not-a-seat');
  assert.match(String((watched.words as { de: string }).de), /Zuschauer/);
  const other = 1 - seat;
  const codes: string[] = [];
  for (let i = 0; i < 5; i++)
    codes.push(String((await send(clients[other]!, { type: 'undo-ask', version })).code));
  assert.deepEqual(codes.slice(0, 3), [
    'not-your-last-move',
    'not-your-last-move',
    'not-your-last-move',
  ]);
  assert.deepEqual(codes.slice(3), ['rate-limited', 'rate-limited']);
  for (const c of [...clients, spectator]) c.close();
});

test('while people answer, a bot waits; the asker may withdraw', async () => {
  const { id, clients } = await table(server.url, 'monkeys-on-the-moon', 2);
  const { seat, version } = await askable(clients);
  await clients[1 - seat]!.next((m) => m.type === 'undo-asked', 10_000, 0);
  // A bot's (or takeover bot's) move now is held back, so it cannot end the request unasked.
  const held = await server.hub.submit(id, 1 - seat, version, 'pass', 'takeover');
  assert.ok(!held.ok);
  assert.equal(held.error.code, 'undo-pending');
  assert.match(held.error.words!.de, /Bots warten/);
  // The asker withdraws: everyone hears it, and the move stays.
  const from = clients[1 - seat]!.messages.length;
  clients[seat]!.send({ type: 'undo-answer', version, accept: false });
  const ended = await clients[1 - seat]!.next((m) => m.type === 'undo-cancelled', 10_000, from);
  assert.deepEqual(ended, { type: 'undo-cancelled', seat, version, why: 'refused', by: seat });
  const info = await api<{ match: { version: number } }>(server.url, 'GET', `/api/matches/${id}`);
  assert.equal(info.body.match.version, version);
  for (const c of clients) c.close();
});
