// Program bots (`cmd:<command>`): a program gets its seat's view and legal moves, nothing more;
// a tournament with a working program, a crashing one, a slow one and one that answers nonsense
// plays every game, and each fault loses that game and is counted in the table.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../cli/run.ts';
import { tempDir } from '../temp.ts';
import { createBotPool } from '../../src/bots/node/pool.ts';
import type { BotPool } from '../../src/bots/node/pool.ts';
import { playProgramGame } from '../../src/bots/node/program-game.ts';
import { ProgramPool } from '../../src/bots/node/program.ts';
import type { TournamentReport } from '../../src/bots/tournament.ts';
import { deepEqual } from '../../src/engine/conformance.ts';
import { findGame } from '../../src/games/index.ts';
import { optionsOrThrow } from '../../src/engine/playout.ts';

const dir = tempDir('moontable-programs');

/** A bot program in plain Node: `answer(params)` is the body of its move handler. */
function program(name: string, answer: string, onStart = ''): string {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(
    file,
    `import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
const log = process.env.LOG;
for await (const line of createInterface({ input: process.stdin })) {
  if (log) appendFileSync(log, line + '\\n');
  const m = JSON.parse(line);
  if (m.id === undefined) continue;
  const reply = (result) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: m.id, result }) + '\\n');
  if (m.method === 'start') { ${onStart} reply(null); continue; }
  const params = m.params;
  ${answer}
}
`,
  );
  return `${process.execPath} ${file}`;
}

const first = program('first', 'reply(params.legal[0].move);');
const crash = program(
  'crash',
  "process.stderr.write('Traceback: the strategy broke down\\n'); process.exit(3);",
);
const slow = program(
  'slow',
  'await new Promise((r) => setTimeout(r, 60_000)); reply(params.legal[0].move);',
);
const nonsense = program('nonsense', "reply('fly to the moon');");

let pool: BotPool;
before(() => {
  pool = createBotPool({ threads: 1 });
});
after(() => pool.close());

test('a program receives its seat view and legal moves only, checked against a replay of the game', async () => {
  const log = join(dir, 'seen.jsonl');
  const programs = new ProgramPool();
  process.env.LOG = log;
  const job = {
    game: 'monkeys-on-the-moon',
    options: {},
    players: 3,
    seats: ['random', `cmd:${first}`, 'heuristic'],
    seed: 'seen-1',
    botSeed: 'seen-bots',
  };
  let summary;
  try {
    summary = await playProgramGame(job, findGame, { pool, programs, moveMs: 20_000 });
  } finally {
    delete process.env.LOG;
    await programs.close();
  }
  assert.equal(summary.fault, undefined);
  const messages = readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { method: string; params: Record<string, unknown> });
  assert.equal(messages[0]!.method, 'start');
  assert.deepEqual(messages[0]!.params, {
    game: 'monkeys-on-the-moon',
    players: 3,
    options: {},
    seat: 1,
  });
  assert.equal(messages.at(-1)!.method, 'end');
  const end = messages.at(-1)!.params.result as { scores: number[]; ranking: number[] };
  assert.deepEqual([end.scores, end.ranking], [summary.scores, summary.ranking]);

  // Replay the game: before each of seat 1's moves, the request held exactly its view and moves.
  const game = findGame(job.game)!;
  const state = game.setup(optionsOrThrow(game, {}), 3, job.seed);
  const requests = messages.filter((m) => m.method === 'move');
  let asked = 0;
  for (const { seat, move } of summary.record) {
    if (seat === 1) {
      const params = requests[asked++]!.params;
      assert.deepEqual(Object.keys(params).sort(), [
        'game',
        'legal',
        'options',
        'players',
        'seat',
        'timeMs',
        'view',
      ]);
      assert.ok(deepEqual(params.view, game.view(state, 1)), `the view before move ${asked}`);
      assert.deepEqual(
        (params.legal as { move: string }[]).map((l) => l.move),
        game.legalMoves(state, 1).map((m) => game.encodeMove(m)),
      );
    }
    const parsed = game.parseMove(move);
    assert.ok(parsed.ok);
    game.play(state, seat, parsed.value);
  }
  assert.equal(asked, requests.length);
  assert.ok(asked > 5);
  // What the full state holds that seat 1 may not see never reached it: other seats' hands.
  const full = JSON.stringify(game.setup(optionsOrThrow(game, {}), 3, job.seed));
  assert.notEqual(JSON.stringify(requests[0]!.params.view), full);
});

/** `moontable tournament monkey-lab` for two players with these bots, as a user runs it. */
const tournament = (bots: string, ...args: string[]) =>
  runCli(['tournament', 'monkey-lab', '--players', '2', '--bots', bots, ...args]);

test('a tournament with a working program, a crashing, a slow and a nonsense one plays every game and counts each fault', () => {
  const r = tournament(
    `random,cmd:${first},cmd:${crash},cmd:"${slow}",cmd:${nonsense}`,
    '--games',
    '10',
    '--move-time',
    '2000',
    '--json',
  );
  assert.equal(r.code, 0, r.err);
  const report = JSON.parse(r.out) as TournamentReport;
  assert.equal(report.games, 10);
  const by = (prefix: string) => report.standings.find((s) => s.bot.includes(prefix))!.faults;
  assert.deepEqual(by('first.mjs'), { crash: 0, timeout: 0, illegal: 0 });
  assert.deepEqual(by('random'), { crash: 0, timeout: 0, illegal: 0 });
  const crashes = by('crash.mjs');
  const timeouts = by('slow.mjs');
  const illegal = by('nonsense.mjs');
  assert.ok(crashes.crash > 0 && crashes.timeout + crashes.illegal === 0, JSON.stringify(crashes));
  assert.ok(
    timeouts.timeout > 0 && timeouts.crash + timeouts.illegal === 0,
    JSON.stringify(timeouts),
  );
  assert.ok(illegal.illegal > 0 && illegal.crash + illegal.timeout === 0, JSON.stringify(illegal));
  // A fault loses the game: the faulty bots win only games where the other seat faulted first.
  const faulty = report.standings.filter((s) => /crash|slow|nonsense/.test(s.bot));
  for (const s of faulty) {
    const lost = s.faults.crash + s.faults.timeout + s.faults.illegal;
    assert.ok(s.wins <= s.seats - lost, `${s.bot}: ${s.wins} wins, ${lost} faults`);
  }
  // The working program won games against the faulty ones.
  assert.ok(report.standings.find((s) => s.bot.includes('first.mjs'))!.wins > 0);
  assert.equal(
    report.standings.reduce((n, s) => n + s.seats, 0),
    20,
  );

  // Why: the tail of the crashing program's stderr, in --json.
  const reasons = report.standings.find((s) => s.bot.includes('crash.mjs'))!.faultReasons;
  assert.match(
    reasons[0]!,
    /^crash: The program exited \(code 3\): Traceback: the strategy broke down/,
  );
  assert.match(
    report.standings.find((s) => s.bot.includes('slow.mjs'))!.faultReasons[0]!,
    /^timeout: no answer within 2000 ms/,
  );
  assert.deepEqual(report.standings.find((s) => s.bot.includes('first.mjs'))!.faultReasons, []);

  // The table shows the faults and why.
  const table = tournament(`cmd:${first},cmd:${crash}`, '--games', '2');
  assert.equal(table.code, 0, table.err);
  assert.match(table.out, /lost by fault/);
  assert.match(table.out, /2 crashes/);
  assert.match(
    table.out,
    /Fault of cmd:.*crash\.mjs: crash: The program exited \(code 3\): Traceback: the strategy broke down/,
  );
});

test('a command that cannot start is a usage error (exit 2) naming why, not a game lost', () => {
  const missing = tournament('random,cmd:moontable-no-such-bot-program', '--games', '2');
  assert.equal(missing.code, 2, missing.out);
  assert.match(
    missing.err,
    /cmd:moontable-no-such-bot-program cannot start: .*exited \(code 127\).*not found/,
  );
  assert.equal(missing.out, '');
  const dies = program(
    'dies',
    '',
    "process.stderr.write('ImportError: no module named strategy\\n'); process.exit(1);",
  );
  const early = tournament(`random,cmd:${dies}`, '--games', '2');
  assert.equal(early.code, 2);
  assert.match(early.err, /cannot start: .*ImportError: no module named strategy/);
});

test('a program holding two seats that crashes loses with both: it never wins through its other seat', () => {
  const r = runCli([
    'tournament',
    'monkey-lab',
    '--players',
    '4',
    '--bots',
    `random,cmd:${crash}`,
    '--games',
    '4',
    '--json',
  ]);
  assert.equal(r.code, 0, r.err);
  const report = JSON.parse(r.out) as TournamentReport;
  const bot = report.standings.find((s) => s.bot.includes('crash.mjs'))!;
  assert.equal(bot.seats, 8, 'it held two of four seats in every game');
  assert.equal(bot.faults.crash, 4);
  assert.equal(bot.wins, 0);
  assert.equal(bot.meanPlace, 3, 'its two seats share the last two places');
  assert.equal(report.standings.find((s) => s.bot === 'random')!.wins, 4);
});

test('bad program specs are usage errors', () => {
  const empty = tournament('random,cmd:', '--games', '2');
  assert.equal(empty.code, 2);
  assert.match(empty.err, /needs a command/);
  const leaf = tournament(`random,cmd:${first}`, '--leaf', 'playoutMoves=4');
  assert.equal(leaf.code, 2);
  assert.match(leaf.err, /--leaf/);
});
