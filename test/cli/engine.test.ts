// The engine protocol (`moontable engine`): every method, and bad input of every kind answered
// with the standard JSON-RPC error while the session carries on. Most checks talk to a session
// in this process; the last ones spawn the real command and talk over its pipes.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startCli } from './run.ts';
import { readFileSync } from 'node:fs';
import { EngineSession, MAX_STATES } from '../../src/cli/engine-session.ts';
import { GAMES, findGame } from '../../src/games/index.ts';
import { monkeysOnTheMoon } from '../../src/games/monkeys-on-the-moon/index.ts';
import { deepEqual } from '../../src/engine/conformance.ts';
import { DOC, transcriptOf } from '../../scripts/protocol-transcript.ts';
import type { MMState } from '../../src/games/monkeys-on-the-moon/index.ts';

type Answer = {
  jsonrpc: string;
  id: unknown;
  result?: unknown;
  error?: { code: number; message: string; data?: Record<string, unknown> };
};

const session = (maxStates?: number) => {
  const s = new EngineSession(maxStates);
  let id = 0;
  const line = (text: string) => {
    const out = s.handleLine(text);
    return out === null ? null : (JSON.parse(out) as Answer | Answer[]);
  };
  const call = (method: string, params?: unknown) =>
    line(JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params })) as Answer;
  /** The result, asserting there is no error. */
  const ok = <T = unknown>(method: string, params?: unknown): T => {
    const a = call(method, params);
    assert.equal(a.error, undefined, `${method}: ${JSON.stringify(a.error)}`);
    return a.result as T;
  };
  /** The error, asserting there is one with this code. */
  const err = (method: string, params: unknown, code: number, reason?: string) => {
    const a = call(method, params);
    assert.ok(a.error, `${method} ${JSON.stringify(params)} should fail`);
    assert.equal(a.error.code, code, JSON.stringify(a.error));
    if (reason) assert.equal(a.error.data?.code, reason, JSON.stringify(a.error));
    assert.equal(a.jsonrpc, '2.0');
    return a.error;
  };
  return { s, line, call, ok, err };
};

describe('engine protocol methods', () => {
  test('games lists every registered game with its players and options', () => {
    const { ok } = session();
    const games = ok<{ id: string; minPlayers: number; options: unknown[] }[]>('games');
    assert.deepEqual(
      games.map((g) => g.id),
      GAMES.map((g) => g.id),
    );
    const mm = games.find((g) => g.id === 'monkeys-on-the-moon')!;
    assert.equal(mm.minPlayers, 2);
    assert.deepEqual(mm.options, monkeysOnTheMoon.options);
  });

  test('new, toAct, legal, apply, view, result: a whole game played by strings equals the engine played directly', () => {
    const { ok } = session();
    const created = ok<{ state: number; seed: string; toAct: number[] }>('new', {
      game: 'monkeys-on-the-moon',
      players: 3,
      seed: 'proto-1',
      options: { treachery: true },
    });
    assert.equal(created.seed, 'proto-1');
    const options = monkeysOnTheMoon.parseOptions({ treachery: true });
    assert.ok(options.ok);
    let direct: MMState = monkeysOnTheMoon.setup(options.value, 3, 'proto-1');
    assert.deepEqual(created.toAct, monkeysOnTheMoon.toAct(direct));
    let moves = 0;
    for (;;) {
      const toAct = ok<number[]>('toAct', { state: created.state });
      assert.deepEqual(toAct, monkeysOnTheMoon.toAct(direct));
      if (toAct.length === 0) break;
      const seat = toAct[0]!;
      const legal = ok<{ move: string; label: string }[]>('legal', { state: created.state });
      const expected = monkeysOnTheMoon.legalMoves(direct, seat);
      assert.deepEqual(
        legal.map((l) => l.move),
        expected.map((m) => monkeysOnTheMoon.encodeMove(m)),
      );
      assert.equal(legal[0]!.label, monkeysOnTheMoon.moveLabel(direct, seat, expected[0]!));
      const pick = legal[(moves * 7) % legal.length]!.move;
      const applied = ok<{ toAct: number[]; result: unknown }>('apply', {
        state: created.state,
        move: pick,
      });
      const next = monkeysOnTheMoon.apply(direct, seat, expected[(moves * 7) % legal.length]!);
      assert.ok(next.ok);
      direct = next.value;
      assert.deepEqual(applied.toAct, monkeysOnTheMoon.toAct(direct));
      if (moves % 25 === 0)
        for (const viewer of [0, 1, 2, 'spectator'] as const)
          assert.ok(
            deepEqual(
              ok('view', { state: created.state, viewer }),
              monkeysOnTheMoon.view(direct, viewer),
            ),
            `view of ${viewer} after ${moves} moves`,
          );
      moves++;
    }
    assert.deepEqual(ok('result', { state: created.state }), monkeysOnTheMoon.result(direct));
    assert.ok(moves > 20);
  });

  test('legal takes a seat, German labels, or no labels; a seat not to act has none', () => {
    const { ok, err } = session();
    const { state, toAct } = ok<{ state: number; toAct: number[] }>('new', {
      game: 'monkeys-on-the-moon',
      players: 2,
      seed: 'labels',
    });
    const en = ok<{ move: string; label: string }[]>('legal', { state, seat: toAct[0] });
    const de = ok<{ move: string; label: string }[]>('legal', { state, lang: 'de' });
    assert.deepEqual(
      en.map((l) => l.move),
      de.map((l) => l.move),
    );
    assert.ok(
      en.some((l, i) => l.label !== de[i]!.label),
      'German labels differ',
    );
    assert.deepEqual(
      ok('legal', { state, labels: false }),
      en.map((l) => ({ move: l.move })),
    );
    assert.deepEqual(ok('legal', { state, seat: 1 - toAct[0]! }), []);
    err('legal', { state, lang: 'fr' }, -32602, 'bad-params');
    err('legal', { state, seat: 2 }, -32602, 'bad-seat');
  });

  test('apply refuses a move with the engine code and ruling; the state is unchanged', () => {
    const { ok, err } = session();
    const { state } = ok<{ state: number }>('new', {
      game: 'monkeys-on-the-moon',
      players: 2,
      seed: 'refuse',
    });
    const before = ok('view', { state, viewer: 'spectator' });
    const hand = new Set(
      ok<{ move: string }[]>('legal', { state })
        .map((l) => /^play (c\d+)/.exec(l.move)?.[1])
        .filter(Boolean),
    );
    const notHeld = Array.from({ length: 36 }, (_, i) => `c${i + 1}`).find((c) => !hand.has(c));
    const e = err('apply', { state, move: `play ${notHeld} blue` }, -32001);
    assert.equal(e.data?.code, 'card-not-in-hand');
    assert.equal(e.data?.rule, 'MM-4');
    assert.match(e.message, /not in your hand/);
    const syntax = err('apply', { state, move: 'fly to mars' }, -32001);
    assert.equal(syntax.data?.code, 'bad-move-syntax');
    const other = 1 - ok<number[]>('toAct', { state })[0]!;
    assert.equal(
      err('apply', { state, seat: other, move: 'pass' }, -32001).data?.code,
      'not-your-turn',
    );
    assert.deepEqual(ok('view', { state, viewer: 'spectator' }), before);
    err('apply', { state }, -32602, 'bad-params');
    err('apply', { state, move: 42 }, -32602, 'bad-params');
  });

  test('clone branches, free releases, sample draws a state from a seat view', () => {
    const { ok, err, s } = session();
    const { state } = ok<{ state: number }>('new', { game: 'moon', players: 3, seed: 'branch' });
    const copy = ok<{ state: number }>('clone', { state }).state;
    assert.notEqual(copy, state);
    const move = ok<{ move: string }[]>('legal', { state: copy })[0]!.move;
    ok('apply', { state: copy, move });
    assert.notDeepEqual(ok('view', { state: copy, viewer: 0 }), ok('view', { state, viewer: 0 }));

    // Sampling keeps what seat 1 sees and offers it the same moves.
    const seat = ok<number[]>('toAct', { state })[0]!;
    const sampled = ok<{ state: number }>('sample', { state, seat, seed: 3 }).state;
    assert.deepEqual(
      ok('view', { state: sampled, viewer: seat }),
      ok('view', { state, viewer: seat }),
    );
    assert.deepEqual(ok('legal', { state: sampled }), ok('legal', { state }));
    // ...also from a view alone, as a bot program holds it.
    const view = ok('view', { state, viewer: seat });
    const fromView = ok<{ state: number }>('sample', {
      game: 'moon',
      players: 3,
      view,
      seat,
      seed: 'v',
    }).state;
    assert.deepEqual(ok('view', { state: fromView, viewer: seat }), view);
    err('sample', { game: 'moon', players: 3, view: { nonsense: true }, seat }, -32602, 'bad-view');
    err('sample', { game: 'moon', players: 3, view: 'x', seat }, -32602, 'bad-view');
    err('sample', { game: 'moon', view, seat }, -32602, 'bad-player-count');
    err('sample', { state, seat: 9 }, -32602, 'bad-seat');

    const live = s.size;
    assert.equal(ok('free', { state: copy }), true);
    assert.equal(s.size, live - 1);
    err('free', { state: copy }, -32602, 'unknown-state');
    err('view', { state: copy, viewer: 0 }, -32602, 'unknown-state');
  });

  test('playout plays random moves to the end; botMove asks a built-in bot from the seat view', () => {
    const { ok, err } = session();
    for (const game of GAMES) {
      const { state } = ok<{ state: number }>('new', { game: game.id, seed: 'p' });
      const bot = ok<{ move: string; label: string }>('botMove', {
        state,
        bot: 'random',
        seed: 1,
      });
      assert.ok(ok<{ move: string }[]>('legal', { state }).some((l) => l.move === bot.move));
      const end = ok<{ moves: number; result: { ranking: number[] } }>('playout', {
        state,
        seed: 9,
      });
      assert.ok(end.moves > 0);
      assert.equal(end.result.ranking.length, game.maxPlayers);
      assert.deepEqual(ok('toAct', { state }), []);
      assert.deepEqual(ok('result', { state }), end.result);
      err('botMove', { state, bot: 'random' }, -32602, 'bad-seat');
    }
    const { state } = ok<{ state: number }>('new', { game: 'moon', players: 2, seed: 'h' });
    assert.equal(
      typeof ok<{ move: string }>('botMove', { state, bot: 'heuristic' }).move,
      'string',
    );
    err('botMove', { state, bot: 'grandmaster' }, -32602, 'unknown-bot');
    err('botMove', { state }, -32602, 'bad-params');
  });

  test('new refuses unknown games, bad player counts, options and seeds', () => {
    const { ok, err } = session();
    err('new', { game: 'chess' }, -32602, 'unknown-game');
    err('new', {}, -32602, 'unknown-game');
    err('new', { game: 'moon', players: 9 }, -32602, 'bad-player-count');
    err('new', { game: 'moon', players: '3' }, -32602, 'bad-player-count');
    err('new', { game: 'moon', options: { colour: 'red' } }, -32602, 'unknown-option');
    err(
      'new',
      { game: 'monkeys-on-the-moon', options: { treachery: 'yes' } },
      -32602,
      'bad-option',
    );
    err('new', { game: 'moon', options: [] }, -32602, 'bad-params');
    err('new', { game: 'moon', seed: { x: 1 } }, -32602, 'bad-params');
    // Defaults: the most players, a random seed.
    const made = ok<{ seed: string; state: number }>('new', { game: 'moon' });
    assert.match(made.seed, /^[0-9a-f]{16}$/);
    assert.equal(ok<number[]>('toAct', { state: made.state }).length, 1);
    const seats = findGame('moon')!.maxPlayers;
    err('view', { state: made.state, viewer: seats }, -32602, 'bad-seat');
    err('view', { state: made.state, viewer: 'everyone' }, -32602, 'bad-seat');
  });
});

describe('engine protocol: bad input of every kind', () => {
  test('not JSON, not a request, unknown method, bad params shape, bad handles: the standard errors, and the session carries on', () => {
    const { line, ok, err } = session();
    const parse = line('{"jsonrpc": "2.0", "method": ') as Answer;
    assert.equal(parse.error?.code, -32700);
    assert.equal(parse.id, null);
    for (const bad of [
      '42',
      '"games"',
      'null',
      '{"method": "games", "id": 1}',
      '{"jsonrpc": "1.0", "method": "games", "id": 1}',
      '{"jsonrpc": "2.0", "method": 7, "id": 1}',
      '{"jsonrpc": "2.0", "method": "games", "id": {"a": 1}}',
      '{"jsonrpc": "2.0", "method": "games", "params": "x", "id": 1}',
    ]) {
      const a = line(bad) as Answer;
      assert.equal(a.error?.code, -32600, bad);
    }
    // The id comes back when it could be read.
    assert.equal((line('{"jsonrpc": "1.0", "method": "games", "id": "q"}') as Answer).id, 'q');
    const missing = err('fly', {}, -32601);
    assert.ok((missing.data?.methods as string[]).includes('apply'));
    err('toString', {}, -32601);
    err('__proto__', {}, -32601);
    err('games', [1, 2], -32602, 'bad-params');
    for (const handle of [undefined, 0, -1, 1.5, '1', 999, null])
      err('toAct', { state: handle }, -32602, 'unknown-state');
    assert.equal(line(''), null, 'a blank line is skipped');
    assert.ok(Array.isArray(ok('games')), 'the session still answers');
  });

  test('notifications get no answer, even when they fail; batches answer each request in one array', () => {
    const { line, ok } = session();
    assert.equal(line('{"jsonrpc": "2.0", "method": "games"}'), null);
    assert.equal(line('{"jsonrpc": "2.0", "method": "nope"}'), null);
    const { state } = ok<{ state: number }>('new', { game: 'moon', players: 2, seed: 'b' });
    const answers = line(
      JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'toAct', params: { state } },
        { jsonrpc: '2.0', method: 'toAct', params: { state } },
        { jsonrpc: '2.0', id: 'b', method: 'nope' },
        5,
      ]),
    ) as Answer[];
    assert.deepEqual(
      answers.map((a) => [a.id, a.error?.code ?? 'ok']),
      [
        ['a', 'ok'],
        ['b', -32601],
        [null, -32600],
      ],
    );
    assert.equal((line('[]') as Answer).error?.code, -32600);
    assert.equal(line('[{"jsonrpc": "2.0", "method": "games"}]'), null);
  });

  test(`the number of live states is bounded (${MAX_STATES} by default); free makes room again`, () => {
    const { ok, err, s } = session(50);
    const { state } = ok<{ state: number }>('new', { game: 'moon', players: 2, seed: 'm' });
    let last = state;
    while (s.size < 50) last = ok<{ state: number }>('clone', { state }).state;
    const e = err('clone', { state }, -32002);
    assert.equal(e.data?.code, 'too-many-states');
    ok('free', { state: last });
    ok('clone', { state });
  });
});

describe('moontable engine over its pipes', () => {
  test('pipelined requests, bad lines, an overlong line and a batch; it ends with its input', async () => {
    const child = startCli(['engine']);
    child.stderr.pipe(process.stderr);
    const lines: string[] = [];
    let wake: (() => void) | null = null;
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      const parts = (pending + text).split('\n');
      pending = parts.pop()!;
      lines.push(...parts);
      wake?.();
    });
    /** The next `n` answer lines, parsed. */
    const read = async (n: number) => {
      while (lines.length < n) await new Promise<void>((r) => (wake = r));
      return lines.splice(0, n).map((l) => JSON.parse(l) as Answer | Answer[]);
    };
    const send = (x: unknown) =>
      child.stdin.write(`${typeof x === 'string' ? x : JSON.stringify(x)}\n`);

    send({
      jsonrpc: '2.0',
      id: 0,
      method: 'new',
      params: { game: 'monkey-lab', players: 2, seed: 'pipe' },
    });
    const [created] = (await read(1)) as Answer[];
    const { state } = created!.result as { state: number };
    // 200 requests in one write: 200 answers, in order.
    child.stdin.write(
      Array.from({ length: 200 }, (_, i) =>
        JSON.stringify({ jsonrpc: '2.0', id: i + 1, method: 'toAct', params: { state } }),
      ).join('\n') + '\n',
    );
    const answers = (await read(200)) as Answer[];
    assert.deepEqual(
      answers.map((a) => a.id),
      Array.from({ length: 200 }, (_, i) => i + 1),
    );
    send('not json');
    send(
      `{"jsonrpc":"2.0","id":"long","method":"games","params":{"x":"${'y'.repeat(17 * 1024 * 1024)}"}}`,
    );
    send(
      '[{"jsonrpc":"2.0","id":"b1","method":"games"},{"jsonrpc":"2.0","id":"b2","method":"nope"}]\r',
    );
    send({ jsonrpc: '2.0', method: 'toAct', params: { state } });
    send({ jsonrpc: '2.0', id: 'last', method: 'legal', params: { state } });
    const [notJson, long, batch, last] = await read(4);
    assert.equal((notJson as Answer).error?.code, -32700);
    assert.equal((long as Answer).error?.code, -32600);
    assert.match((long as Answer).error!.message, /characters at most/);
    assert.deepEqual(
      (batch as Answer[]).map((a) => [a.id, a.error?.code ?? 'ok']),
      [
        ['b1', 'ok'],
        ['b2', -32601],
      ],
    );
    assert.equal((last as Answer).id, 'last', 'the notification got no answer');
    assert.ok(Array.isArray((last as Answer).result), 'still answering');
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.stdin.end();
    assert.equal(await exited, 0);
  });
});

test('the transcript in docs/engine-protocol.md is exactly what the engine answers, line by line (scripts/protocol-transcript.ts writes it)', () => {
  const doc = readFileSync(DOC, 'utf8');
  const { block, fresh } = transcriptOf(doc);
  const rows = block.trim().split('\n');
  const want = transcriptOf(fresh).block.trim().split('\n');
  assert.ok(rows.length >= 40, `${rows.length} lines`);
  for (let i = 0; i < Math.max(rows.length, want.length); i++)
    assert.equal(rows[i], want[i], `line ${i + 1} of the transcript`);
  assert.equal(doc, fresh);
});
