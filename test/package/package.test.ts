// The npm package as a user gets it: `npm pack`, installed into a scratch project (offline, from
// the tarball and the npm cache that `npm ci` filled), imported by name with plain `node` (no
// tsx), type-checked from a TypeScript project, its `moontable` command and Python client run
// from node_modules.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import type { SpawnSyncOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tempDir } from '../temp.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const scratch = tempDir('moontable-package');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
// Child processes run plain node: nothing of this test runner's loader leaks into them.
const env = { ...process.env, NODE_OPTIONS: '' };

const run = (cmd: string, args: string[], options: SpawnSyncOptions = {}) => {
  const r = spawnSync(cmd, args, { encoding: 'utf8', env, cwd: scratch, ...options });
  return { status: r.status, stdout: String(r.stdout), stderr: String(r.stderr) };
};
const node = (args: string[], input?: string) => run(process.execPath, args, { input });
let files: string[] = [];

before(() => {
  // A fresh build, never a stale one: build when any source is newer than dist/.
  const fresh = run(
    process.execPath,
    ['-e', "import('./bin/fresh.js').then((m) => process.exit(m.distIsFresh('.') ? 0 : 1))"],
    { cwd: ROOT },
  );
  if (fresh.status !== 0) {
    const built = run(process.execPath, ['scripts/build.js'], { cwd: ROOT });
    assert.equal(built.status, 0, built.stderr);
  }
  const packed = run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], {
    cwd: ROOT,
  });
  assert.equal(packed.status, 0, packed.stderr);
  const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
  files = info!.files.map((f) => f.path);
  // A lockfile that pins the tarball and the versions the repository locks, so `npm ci --offline`
  // installs from the cache alone.
  const tarball = readFileSync(join(scratch, info!.filename));
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
  const packages: Record<string, unknown> = {
    '': { name: 'scratch', dependencies: { moontable: `file:${info!.filename}` } },
    'node_modules/moontable': {
      version: pkg.version,
      resolved: `file:${info!.filename}`,
      integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
      license: pkg.license,
      dependencies: pkg.dependencies,
      bin: pkg.bin,
      engines: pkg.engines,
    },
  };
  for (const [path, entry] of Object.entries(lock.packages as Record<string, { dev?: boolean }>))
    if (path && !entry.dev) packages[path] = entry;
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify({
      name: 'scratch',
      private: true,
      type: 'module',
      dependencies: { moontable: `file:${info!.filename}` },
    }),
  );
  writeFileSync(
    join(scratch, 'package-lock.json'),
    JSON.stringify({ name: 'scratch', lockfileVersion: 3, requires: true, packages }),
  );
  const installed = run('npm', [
    'ci',
    '--offline',
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
  ]);
  assert.equal(installed.status, 0, installed.stderr);
});

test('the tarball holds the compiled build, the command and the Python client; no sources or tests', () => {
  for (const path of [
    'package.json',
    'dist/index.js',
    'dist/index.d.ts',
    'dist/engine/index.js',
    'dist/games/moon/index.d.ts',
    'dist/bots/index.js',
    'dist/cli/main.js',
    'bin/moontable.js',
    'python/moontable/__init__.py',
    'python/examples/batch.py',
    'docs/engine-protocol.md',
    'LICENSE',
  ])
    assert.ok(files.includes(path), `${path} is in the package`);
  for (const path of files)
    assert.doesNotMatch(
      path,
      /^(src|test|bench|scripts|python\/tests)\/|__pycache__|\.ts$(?<!\.d\.ts$)/,
    );
  assert.equal(pkg.private, undefined);
});

test('the LICENSE is the MIT licence that package.json names, for Moontable contributors', () => {
  assert.equal(pkg.license, 'MIT');
  const text = readFileSync(join(scratch, 'node_modules/moontable/LICENSE'), 'utf8');
  assert.match(text, /^MIT License\n\nCopyright \(c\) \d{4} Moontable contributors\n/);
  assert.match(
    text,
    /Permission is hereby granted, free of charge, to any person obtaining a copy/,
  );
  assert.match(text, /THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND/);
});

test('plain node imports moontable, moontable/engine, moontable/games/<id> and moontable/bots by name and plays a game', () => {
  writeFileSync(
    join(scratch, 'play.mjs'),
    `import { games, getGame, Rng } from 'moontable';
import { replay, parseRecord, makeRecord } from 'moontable/engine';
import { moon } from 'moontable/games/moon';
import { monkeysOnTheMoon } from 'moontable/games/monkeys-on-the-moon';
import { monkeyLab } from 'moontable/games/monkey-lab';
import { chimpsOnMars } from 'moontable/games/chimps-on-mars';
import { makeBot } from 'moontable/bots';
const options = moon.parseOptions({});
let state = moon.setup(options.value, 3, 'pkg');
const bots = [0, 1, 2].map((s) => makeBot(s ? 'random' : 'heuristic', getGame('moon'), 'b' + s));
const moves = [];
while (moon.toAct(state).length) {
  const [seat] = moon.toAct(state);
  const move = bots[seat].choose(moon.view(state, seat), moon.legalMoves(state, seat), seat);
  moves.push({ seat, move: moon.encodeMove(move) });
  const next = moon.apply(state, seat, move);
  state = next.value;
}
const record = parseRecord(makeRecord(moon.id, {}, 3, 'pkg', moves), getGame);
const replayed = replay(moon, record.value);
console.log(JSON.stringify({
  games: games.map((g) => g.id),
  same: getGame('monkey-lab') === monkeyLab && getGame('chimps-on-mars') === chimpsOnMars && getGame('monkeys-on-the-moon') === monkeysOnTheMoon,
  rng: typeof new Rng('x').int(6),
  ranking: moon.result(state).ranking,
  replayed: replayed.ok && JSON.stringify(moon.result(replayed.state)) === JSON.stringify(moon.result(state)),
}));
`,
  );
  const r = node(['play.mjs']);
  assert.equal(r.status, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  assert.deepEqual(out.games, ['monkeys-on-the-moon', 'moon', 'monkey-lab', 'chimps-on-mars']);
  assert.equal(out.same, true);
  assert.equal(out.rng, 'number');
  assert.equal(out.ranking.length, 3);
  assert.equal(out.replayed, true);
  // Only what `exports` names can be imported: internals stay private.
  writeFileSync(join(scratch, 'deep.mjs'), "await import('moontable/dist/engine/rng.js');");
  assert.match(node(['deep.mjs']).stderr, /ERR_PACKAGE_PATH_NOT_EXPORTED/);
});

test('a TypeScript project type-checks against the package types (the README example too), and a type error is caught', () => {
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
  writeFileSync(
    join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      files: ['use.ts', 'readme.ts'],
    }),
  );
  // The README's library example, as it stands.
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const example = /## As a library[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  assert.ok(example?.includes("from 'moontable/games/"), 'the README example imports by name');
  writeFileSync(join(scratch, 'readme.ts'), `${example}\nexport {};\n`);
  const good = `import { games, getGame, type GameResult, type Outcome, type Result, type Seat } from 'moontable';
import { moon, type MoonState, type MoonMove } from 'moontable/games/moon';
import { makeBot, type Bot } from 'moontable/bots';
import { replay } from 'moontable/engine';
const options = moon.parseOptions({});
if (options.ok) {
  const state: MoonState = moon.setup(options.value, 3, 'x');
  const moves: MoonMove[] = moon.legalMoves(state, 0);
  const result: GameResult | null = moon.result(state);
  const seat: Seat = moon.toAct(state)[0] ?? 0;
  console.log(moves.length, result, seat);
}
const bot: Bot<unknown, unknown> = makeBot('random', getGame('moon')!, 'seed');
const outcome: Result<number> = { ok: true, value: games.length };
// The old name stays, deprecated, for code written against it.
const old: Outcome<number> = outcome;
console.log(bot.name, outcome, old, typeof replay);
`;
  writeFileSync(join(scratch, 'use.ts'), good);
  const ok = run(process.execPath, [tsc, '-p', '.']);
  assert.equal(ok.status, 0, ok.stdout + ok.stderr);
  writeFileSync(join(scratch, 'use.ts'), `${good}\nconst wrong: number = moon.id;\n`);
  const bad = run(process.execPath, [tsc, '-p', '.']);
  assert.notEqual(bad.status, 0);
  assert.match(bad.stdout, /use\.ts.*TS2322: Type 'string' is not assignable to type 'number'/);
});

test('the installed moontable command runs from the compiled build: games, and the engine protocol', () => {
  const bin = join(scratch, 'node_modules/.bin/moontable');
  const games = run(bin, ['games', '--json']);
  assert.equal(games.status, 0, games.stderr);
  assert.equal(JSON.parse(games.stdout).length, 4);
  const engine = run(bin, ['engine'], {
    input: [
      '{"jsonrpc":"2.0","id":1,"method":"new","params":{"game":"moon","players":2,"seed":"s"}}',
      '{"jsonrpc":"2.0","id":2,"method":"playout","params":{"state":1,"seed":1}}',
      'oops',
    ].join('\n'),
  });
  assert.equal(engine.status, 0, engine.stderr);
  const [created, played, bad] = engine.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.equal(created.result.state, 1);
  assert.equal(played.result.result.ranking.length, 2);
  assert.equal(bad.error.code, -32700);
});

/** A game of another package, in plain JavaScript: a pile of five, take one or two, the last take wins. */
const NIM = `import { defineGame, int, ok, fail, tagged, num, ViewTensor } from 'moontable';
const game = defineGame({
  id: 'pile-of-five', name: 'Pile of Five', minPlayers: 2, maxPlayers: 2, hiddenInformation: false,
  maxMoves: () => 5,
  setup: () => ({ pile: 5, turn: 0, winner: -1 }),
  toAct: (s) => (s.winner >= 0 ? [] : [s.turn]),
  legalMoves: (s, seat) => s.winner >= 0 || seat !== s.turn ? [] :
    [1, 2].filter((n) => n <= s.pile).map((n) => ({ type: 'take', n })),
  moveShape: tagged({ take: { n: int(1, 2) } }),
  check: (s, seat, m) => seat !== s.turn || m.n > s.pile
    ? { code: 'no-take', rule: 'PF-1', message: 'Not now (PF-1).', words: { de: 'Nicht jetzt (PF-1).' } } : null,
  play: (s, seat, m) => { s.pile -= m.n; if (s.pile === 0) s.winner = seat; else s.turn = 1 - seat; },
  clone: (s) => ({ ...s }),
  view: (s) => ({ ...s }),
  sample: (v) => ({ ...v }),
  result: (s) => s.winner < 0 ? null :
    { scores: [0, 1].map((t) => (t === s.winner ? 1 : 0)), ranking: [0, 1].map((t) => (t === s.winner ? 1 : 2)), tieBreaks: [] },
  encodeMove: (m) => 'take ' + m.n,
  parseMove: (t) => /^take [12]$/.test(t) ? ok({ type: 'take', n: Number(t.slice(5)) })
    : fail('bad-move-syntax', null, 'Write take 1 or take 2.', 'Schreibe take 1 oder take 2.'),
  allMoves: () => [1, 2].map((n) => ({ type: 'take', n })),
  observationTensor: () => new ViewTensor([num('pile', 'stones left', (v) => v.pile)]),
});
export default game;
`;

test('a game of another package, written with defineGame, joins with registerGame and MOONTABLE_GAMES', () => {
  writeFileSync(join(scratch, 'pile.mjs'), NIM);
  writeFileSync(
    join(scratch, 'register.mjs'),
    `import { getGame, registerGame, conformanceCases } from 'moontable';
import pile from './pile.mjs';
registerGame(pile);
for (const c of conformanceCases(pile)) c.run();
console.log(JSON.stringify({ known: getGame('pile-of-five') === pile }));`,
  );
  const registered = node(['register.mjs']);
  assert.equal(registered.status, 0, registered.stderr);
  assert.deepEqual(JSON.parse(registered.stdout), { known: true });
  // The installed command, with the module named in the variable: listed, and played by bots.
  const bin = join(scratch, 'node_modules/.bin/moontable');
  const withPile = { env: { ...env, MOONTABLE_GAMES: 'pile.mjs' } };
  const games = run(bin, ['games', '--json'], withPile);
  assert.equal(games.status, 0, games.stderr);
  assert.ok(JSON.parse(games.stdout).some((g: { id: string }) => g.id === 'pile-of-five'));
  const simulated = run(bin, ['simulate', 'pile-of-five', '--games', '20', '--json'], withPile);
  assert.equal(simulated.status, 0, simulated.stderr);
  assert.equal(JSON.parse(simulated.stdout).games, 20);
});

test('an unknown command is bad usage (exit 2), with --help too', () => {
  const bin = join(scratch, 'node_modules/.bin/moontable');
  for (const args of [['verfy'], ['verfy', '--help'], ['help', 'verfy']]) {
    const r = run(bin, args);
    assert.equal(r.status, 2, `moontable ${args.join(' ')}: ${r.stdout}${r.stderr}`);
    assert.match(r.stderr, /^moontable: unknown command 'verfy' \(commands: games, play, /);
    assert.equal(r.stdout, '', 'no help printed as if all were well');
  }
  const help = run(bin, ['--help']);
  assert.equal(help.status, 0, help.stderr);
  assert.match(help.stdout, /Usage: moontable/);
  assert.equal(run(bin, ['help', 'games']).status, 0);
});

// A user's project resolves the package's dependency ranges afresh: our lockfile and our own
// `overrides` do not reach it. So this installs the tarball with no lockfile, as `npm install
// moontable` would (from the npm cache where it can, else from the registry), on this Node.
test('a fresh install of the tarball, resolved as a user gets it, warns of no engine', (t) => {
  const fresh = tempDir('moontable-fresh');
  writeFileSync(join(fresh, 'package.json'), JSON.stringify({ name: 'fresh', private: true }));
  const tarball = join(
    scratch,
    readdirSync(scratch).find((f) => f.endsWith('.tgz'))!,
  );
  const r = run(
    'npm',
    [
      'install',
      tarball,
      '--prefer-offline',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--loglevel=warn',
    ],
    { cwd: fresh },
  );
  if (r.status !== 0 && /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ENOTCACHED/.test(r.stderr))
    return t.skip(`the npm registry cannot be reached: ${r.stderr.split('\n')[0]}`);
  assert.equal(r.status, 0, r.stderr);
  assert.doesNotMatch(r.stdout + r.stderr, /EBADENGINE/);
  // What the warning was about: light-my-request past 6.6 needs cookie 2, which needs Node 22.
  const installed = (name: string) =>
    JSON.parse(readFileSync(join(fresh, 'node_modules', name, 'package.json'), 'utf8'));
  assert.equal(installed('light-my-request').version, '6.6.0');
  assert.match(installed('cookie').version, /^1\./);
  assert.equal(pkg.overrides, undefined, 'no overrides: they would only hide the problem here');
});

test('the Python client in the package starts the installed engine', () => {
  const r = run('python3', [
    '-c',
    `import sys; sys.path.insert(0, 'node_modules/moontable/python')
import moontable, random
rng = random.Random(1)
state = moontable.load_game('monkey-lab', players=2).new_initial_state(seed=1)
while not state.is_terminal():
    state.apply_action(rng.choice(state.legal_actions()))
print(moontable.engine_command()[1], state.returns())`,
  ]);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /node_modules\/moontable\/bin\/moontable\.js \[/);
});
