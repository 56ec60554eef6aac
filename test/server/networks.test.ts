// Budgets key on networks, not addresses (issue 26, item 3): the grouping itself (IPv6 cannot be
// tried on loopback beyond ::1, so its /64 and /48 are checked here as a function), and on real
// servers with clients on several 127/8 addresses: what one network may hold open (matches
// waiting for players, sockets) is bounded, and an IPv4 prefix of 24 makes a /24 one network.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { networkOf } from '../../src/server/networks.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { CLOSE } from '../../src/protocol/wire.ts';
import { Client, httpFrom, withServer } from './helpers.ts';

test('addresses fall into networks: IPv4 /32 or a set prefix, IPv6 /64 within a /48', () => {
  assert.deepEqual(networkOf('203.0.113.7'), { net: '203.0.113.7/32', wide: '203.0.113.7/32' });
  assert.deepEqual(networkOf('203.0.113.7', 24), {
    net: '203.0.113.0/24',
    wide: '203.0.113.0/24',
  });
  // A dual-stack socket reports IPv4 clients as mapped IPv6: the same network.
  assert.deepEqual(networkOf('::ffff:203.0.113.7', 24), networkOf('203.0.113.9', 24));
  // Any two addresses of one /64 are one network, whatever the last 64 bits...
  const a = networkOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
  const b = networkOf('2001:db8:1:2::1');
  assert.deepEqual(a, b);
  assert.equal(a.net, '2001:db8:1:2::/64');
  // ...another /64 of the same /48 is another network in the same wide one.
  const c = networkOf('2001:0db8:0001:ffff::1');
  assert.notEqual(c.net, a.net);
  assert.equal(c.wide, a.wide);
  assert.equal(a.wide, '2001:db8:1::/48');
  assert.notEqual(networkOf('2001:db8:2::1').wide, a.wide);
  assert.equal(networkOf('fe80::1%eth0').net, 'fe80:0:0:0::/64');
  assert.equal(networkOf('::1').net, '0:0:0:0::/64');
});

const openMatch = { game: 'monkeys-on-the-moon', seats: [{ kind: 'human' }, { kind: 'human' }] };
const create = (s: RunningServer, from: string) =>
  httpFrom(s.url, from, 'POST', '/api/matches', { body: openMatch });

test('a network holds at most its share of open matches; others can still open theirs', async () => {
  await withServer({ openPerNet: 3, maxOpenMatches: 1000 }, async (server) => {
    const statuses: number[] = [];
    for (let i = 0; i < 6 && !statuses.includes(429); i++)
      statuses.push((await create(server, '127.0.0.1')).status);
    assert.deepEqual(statuses, [201, 201, 201, 429]);
    const refused = await create(server, '127.0.0.1');
    assert.match(refused.body, /waiting for players/);
    assert.match(refused.body, /"de":/);
    // Another network is not locked out of the lobby.
    assert.equal((await create(server, '127.0.0.2')).status, 201);
    // All-bot matches start at once: they are never held open.
    assert.equal(
      (
        await httpFrom(server.url, '127.0.0.1', 'POST', '/api/matches', {
          body: { game: 'monkeys-on-the-moon', seats: [{ kind: 'bot' }, { kind: 'bot' }] },
        })
      ).status,
      201,
    );
  });
});

test('the last tenth of the open-match cap is kept for networks that hold fewer than two', async () => {
  await withServer({ openPerNet: 100, maxOpenMatches: 10 }, async (server) => {
    const from1: number[] = [];
    for (let i = 0; i < 12 && !from1.includes(503); i++)
      from1.push((await create(server, '127.0.0.1')).status);
    // Nine (90 %) from one network, then it must wait...
    assert.equal(from1.filter((s) => s === 201).length, 9);
    assert.equal(from1.at(-1), 503);
    // ...while a network with none still opens the tenth.
    assert.equal((await create(server, '127.0.0.2')).status, 201);
  });
});

test('with --ipv4-prefix 24, a /24 is one network; sockets per network are bounded', async () => {
  await withServer({ ipv4Prefix: 24, openPerNet: 2, socketsPerAddress: 3 }, async (server) => {
    assert.equal((await create(server, '127.0.0.1')).status, 201);
    assert.equal((await create(server, '127.0.0.2')).status, 201);
    assert.equal((await create(server, '127.0.0.3')).status, 429, 'one /24: two in all');
    assert.equal((await create(server, '127.0.1.1')).status, 201, 'another /24');
    const held: Client[] = [];
    let code: number | null = null;
    for (let i = 0; i < 6 && code === null; i++) {
      const c = await Client.open(server.url, `127.0.0.${10 + i}`);
      const closed = await Promise.race([c.closed, c.hello('nosuchmatch', null).then(() => null)]);
      if (closed === null) held.push(c);
      else code = closed;
    }
    assert.equal(code, CLOSE.tryLater);
    assert.equal(held.length, 3);
    const other = await Client.open(server.url, '127.0.1.10');
    assert.equal((await other.hello('nosuchmatch', null)).code, 'unknown-match');
    for (const c of [...held, other]) c.close();
  });
});
