// `moontable join` and seats: the invite is spent by the first join; the terminal keeps the
// seat's secret in its seat file, so the same link takes the seat again in a later run, while
// anyone else's terminal is told the seat is taken (in German too). And whatever a server sends
// (names, log lines, refusals) reaches the terminal without its control characters.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { WebSocketServer } from 'ws';
import type { RunningServer } from '../../src/server/index.ts';
import { api, tempDir, testServer } from '../server/helpers.ts';
import type { CreatedMatch } from '../server/helpers.ts';
import { fakeMatch } from './fake-match.ts';
import { runCliAsync } from './run.ts';
import type { CliRun } from './run.ts';

let server: RunningServer;
before(async () => {
  server = await testServer();
});
after(() => server.close());

/** `moontable <args>` with its own seat file folder and stdin at its end. */
const cli = (args: string[], state: string): Promise<CliRun> =>
  runCliAsync(args, { env: { XDG_STATE_HOME: state } });

test('join keeps its seat secret: the same link takes the seat again; in another terminal it is taken', async () => {
  const created = await api<CreatedMatch>(server.url, 'POST', '/api/matches', {
    game: 'monkeys-on-the-moon',
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
  });
  const link = created.body.invites[0]!.url;
  assert.match(link, /#invite=/);
  const mine = tempDir('moontable-state-mine');
  // stdin is at its end: the command leaves at its first move (exit 1), the seat still held.
  const first = await cli(['join', link, '--name', 'Ada'], mine);
  assert.equal(first.code, 1, first.out + first.err);
  assert.match(first.out, /as seat 1\./);
  const file = join(mine, 'moontable', 'seats.json');
  assert.equal(statSync(file).mode & 0o777, 0o600, 'only its owner reads the seat file');
  assert.ok(!readFileSync(file, 'utf8').includes('"name"'));

  const again = await cli(['join', link], mine);
  assert.equal(again.code, 1, again.out + again.err);
  assert.match(again.out, /as seat 1\./);
  const info = await api<{ match: { seats: { name: string }[] } }>(
    server.url,
    'GET',
    `/api/matches/${created.body.match.id}`,
  );
  assert.equal(
    info.body.match.seats[0]!.name,
    'Ada',
    'a second run without --name renames nothing',
  );

  const theirs = tempDir('moontable-state-theirs');
  const taken = await cli(['join', link, '--name', 'Mallory'], theirs);
  assert.equal(taken.code, 2);
  assert.match(taken.err, /^moontable: This seat is taken.*\(seat-taken\)\n$/);
  const german = await cli(['join', link, '--lang', 'de'], theirs);
  assert.equal(german.code, 2);
  assert.match(german.err, /Dieser Platz ist schon besetzt.*\(seat-taken\)/);
  const program = await cli(['bot', link, '--cmd', 'true'], theirs);
  assert.equal(program.code, 2);
  assert.match(program.err, /seat-taken/);
});

test('join prints nothing raw from the network: control characters in names, lines and refusals are replaced', async () => {
  // A hostile server: its names, log lines, refusal and close reason carry terminal commands.
  const evil = '\u001b[2J\u001b]0;owned\u0007\rEve\u009b31m';
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  wss.on('connection', (ws) => {
    ws.on('message', () => {
      const match = fakeMatch({
        game: 'monkeys-on-the-moon',
        seats: [{ name: evil }, { name: 'Bo' }],
      });
      const snapshot = {
        version: 1,
        view: null,
        toAct: [1],
        legal: [],
        result: null,
        clocks: null,
      };
      ws.send(
        JSON.stringify({
          type: 'welcome',
          protocol: 1,
          match,
          seat: null,
          events: [{ version: 1, seat: 0, by: 'player', at: 0, lines: [`${evil} passed.`] }],
          ...snapshot,
        }),
      );
      ws.send(
        JSON.stringify({ type: 'error', code: 'x\u0007', rule: null, message: evil, id: null }),
      );
      ws.send(
        JSON.stringify({
          type: 'match',
          match: {
            ...match,
            status: 'finished',
            result: { scores: null, ranking: [2, 1], tieBreaks: [], forfeit: 0 },
          },
          ...snapshot,
        }),
      );
    });
  });
  await new Promise((resolve) => wss.on('listening', resolve));
  const port = (wss.address() as { port: number }).port;
  try {
    const r = await cli(
      ['join', `http://127.0.0.1:${port}/m/abcdefabcdef`],
      tempDir('moontable-state-x'),
    );
    assert.equal(r.code, 0, r.out + r.err);
    assert.match(r.out, /Eve/);
    assert.match(r.out, /\ufffd/);
    // eslint-disable-next-line no-control-regex
    assert.doesNotMatch(r.out + r.err, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  } finally {
    wss.close();
  }
});
