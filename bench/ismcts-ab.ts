// IS-MCTS speed of the working tree against a git revision, in one process: the revision's src/
// is unpacked to a temp folder and imported beside ours, and the two sides alternate whole passes
// of searches over the same positions (every 8th decision of the IS-MCTS bench's seeded random
// game, as bench/ismcts.ts takes them), each side with its own generator seeded alike. When the
// two decide alike every pass does the same work on both sides, which is checked (the root
// statistics of every pass must match), so their CPU times compare directly even on a loaded
// machine: both suffer the same load. `--base HEAD` on a clean tree compares the code with itself
// and shows the method's error. A row whose two sides decide differently is not timed (exit code 1).
// Usage: npm run bench:ismcts-ab -- --base <git-rev> [--game moon] [--players 4] [--seconds 10]
//        [--iterations 100]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchGames, option } from './args.ts';

type Engine = typeof import('../src/engine/index.ts');
type Bots = typeof import('../src/bots/index.ts');
type Games = typeof import('../src/games/index.ts');

const base = option('--base');
const players = option('--players') === undefined ? undefined : Number(option('--players'));
const seconds = Number(option('--seconds')) || 10;
const iterations = Number(option('--iterations')) || 100;
if (base === undefined || (players !== undefined && !Number.isInteger(players))) {
  console.error(
    'Usage: npm run bench:ismcts-ab -- --base <git-rev> [--game <id>] [--players <n>] [--seconds <n>] [--iterations <n>]',
  );
  process.exit(2);
}

let commit: string;
try {
  commit = execFileSync('git', ['rev-parse', '--verify', `${base}^{commit}`], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
} catch {
  console.error(`"${base}" is not a commit of this repository.`);
  process.exit(2);
}

/** One pass: a search at every position; the root statistics (to compare) and the work done. */
type Pass = () => { stats: unknown[]; iterations: number };

/** The revision's src/ (or ours) loaded, as a pass over one game's positions at `n` players. */
async function side(root: string, id: string, n: number): Promise<Pass | undefined> {
  const E = (await import(pathToFileURL(join(root, 'src/engine/index.ts')).href)) as Engine;
  const B = (await import(pathToFileURL(join(root, 'src/bots/index.ts')).href)) as Bots;
  const { GAMES } = (await import(pathToFileURL(join(root, 'src/games/index.ts')).href)) as Games;
  const game = GAMES.find((g) => g.id === id);
  if (!game || n < game.minPlayers || n > game.maxPlayers) return undefined;
  const walk = new E.Rng('bench-ismcts');
  const state = game.setup(E.optionsOrThrow(game, {}), n, 'bench-ismcts');
  const all: { view: unknown; legal: unknown[]; seat: number }[] = [];
  while (game.toAct(state).length > 0) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalMoves(state, seat);
    if (legal.length > 1) all.push({ view: game.view(state, seat), legal, seat });
    game.play(state, seat, walk.pick(legal));
  }
  const sample = all.filter((_, i) => i % 8 === 0);
  const facade = B.anyViewGame(game);
  const leaf = B.LEAF_EVALUATIONS[game.id];
  const rng = new E.Rng('bench');
  return () => {
    const stats = sample.map((p) =>
      B.ismctsSearch(facade, p.view, p.legal, p.seat, { iterations, leaf }, rng).map((r) => [
        game.encodeMove(r.move),
        r.visits,
        r.meanReward,
        r.winChance,
        r.expectedScore,
      ]),
    );
    return { stats, iterations: sample.length * iterations };
  };
}

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};

/** Alternates passes of the two sides for `seconds`; CPU time of each and the ratio per pass. */
function race(old: Pass, now: Pass, label: string): string {
  const sides = [old, now];
  // Warm-up in pairs too, so both generators stay in step (a pass draws from its side's own).
  for (const warm = performance.now(); performance.now() - warm < 3000;) for (const f of sides) f();
  let cpuOld = 0;
  let cpuNew = 0;
  const ratios: number[] = [];
  let work = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end || ratios.length < 2) {
    const ms = [0, 0];
    const stats: string[] = [];
    // Each side goes first in every other pass, so neither always runs on a warmer cache.
    for (const i of ratios.length % 2 === 0 ? [0, 1] : [1, 0]) {
      const since = process.cpuUsage();
      const pass = sides[i]!();
      ms[i] = cpuMs(since);
      stats[i] = JSON.stringify(pass.stats);
      if (i === 0) work += pass.iterations;
    }
    if (stats[0] !== stats[1]) {
      process.exitCode = 1;
      return `${label}  the two sides decide differently (root statistics differ in pass ${ratios.length + 1}): their speeds do not compare`;
    }
    cpuOld += ms[0]!;
    cpuNew += ms[1]!;
    ratios.push(ms[0]! / ms[1]!);
  }
  ratios.sort((a, b) => a - b);
  const q = (x: number) => ratios[Math.min(ratios.length - 1, Math.floor(x * ratios.length))]!;
  const rate = (ms: number) => ((work / ms) * 1000).toFixed(0).padStart(6);
  return (
    `${label}  base ${rate(cpuOld)} it/s, new ${rate(cpuNew)} it/s (CPU time)  ` +
    `new/base ${(cpuOld / cpuNew).toFixed(3)} (pass median ${q(0.5).toFixed(2)}, ` +
    `quartiles ${q(0.25).toFixed(2)}-${q(0.75).toFixed(2)}, ${ratios.length} passes each, ` +
    `same root statistics)  load ${loadavg()[0]!.toFixed(1)}`
  );
}

const dir = mkdtempSync(join(tmpdir(), 'moontable-ismcts-ab-'));
const cleanUp = () => rmSync(dir, { recursive: true, force: true });
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});
try {
  // With its package.json ("type": "module") and tsconfig.json: without them tsx compiles the
  // copy differently (the same code then read 1.27 times slower than the working tree's).
  execFileSync('git', [
    'archive',
    '-o',
    join(dir, 'src.tar'),
    commit,
    'src',
    'package.json',
    'tsconfig.json',
  ]);
  execFileSync('tar', ['-x', '-f', join(dir, 'src.tar'), '-C', dir]);
  const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src'], { encoding: 'utf8' });
  console.log(
    `IS-MCTS A/B: base ${base} (${commit.slice(0, 10)}) against the working tree` +
      `${dirty ? ' (src/ has uncommitted changes)' : ''}; ${iterations} iterations a search, ` +
      `${seconds} s a row after a 3 s warm-up; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  for (const game of benchGames)
    for (let n = game.minPlayers; n <= game.maxPlayers; n++) {
      if (players !== undefined && n !== players) continue;
      const label = `${game.id.padEnd(20)} ${n}p`;
      const old = await side(dir, game.id, n);
      const now = await side(resolve('.'), game.id, n);
      console.log(old && now ? race(old, now, label) : `${label}  not in the base revision`);
    }
} finally {
  cleanUp();
}
