// Vector environments from Python (issue 30): `python/examples/throughput.py --vector N` steps N
// random games of every game at its most players through `VectorEnv` (`stepMany` with sparse
// masks and, in the second row, sparse observation tensors), and reports steps per second of
// wall time and per second of each process's CPU time (user + system: the engine's from /proc,
// Python's own). Targets, one core each for the engine and for Python: 100,000 steps/s with
// masks and 20,000 steps/s with tensors. On a shared machine the CPU figures are what one core
// gives; wall time counts the waits for other work too. Each row is the best of `--runs` tries.
// Usage: npm run bench:vector [-- --seconds 5] [-- --n 64] [-- --runs 2] [-- --game moon] [-- --json]
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { benchGames, json, option } from './args.ts';

const seconds = Number(option('--seconds')) || 5;
const n = Number(option('--n')) || 64;
const runs = Number(option('--runs')) || 2;
const TARGET = { masks: 100_000, tensors: 20_000 } as const;
const script = join(import.meta.dirname, '../python/examples/throughput.py');

interface Run {
  stepsPerSecond: number;
  gamesPerSecond: number;
  engineCpuStepsPerSecond: number | null;
  pythonCpuStepsPerSecond: number | null;
  load: number;
}

interface Row extends Run {
  game: string;
  players: number;
  what: 'masks' | 'tensors';
  n: number;
  /** Both processes reach the target on a core each. */
  met: boolean;
}

/** One run of the Python script; null when Python cannot run it. */
function once(game: string, tensors: boolean): Run | null {
  const args = [script, '--game', game, '--vector', String(n), '--seconds', String(seconds)];
  const done = spawnSync('python3', [...args, '--json', ...(tensors ? ['--tensor'] : [])], {
    encoding: 'utf8',
    timeout: (seconds + 60) * 1000,
  });
  if (done.status !== 0) {
    console.error(`python3 throughput.py failed for ${game}: ${done.error ?? done.stderr.trim()}`);
    return null;
  }
  return JSON.parse(done.stdout.trim().split('\n').pop() as string) as Run;
}

/** Steps per CPU second of the two processes in lock-step (a step costs both). */
const lockStep = (r: Run): number =>
  r.engineCpuStepsPerSecond && r.pythonCpuStepsPerSecond
    ? 1 / (1 / r.engineCpuStepsPerSecond + 1 / r.pythonCpuStepsPerSecond)
    : 0;

const rows: Row[] = [];
const fmt = (x: number | null) => (x === null ? '?' : Math.round(x).toLocaleString('en'));
if (!json)
  console.log(
    `Vector environments from Python, ${n} games at once, ${seconds} s a run, best of ${runs} (steps/s):`,
  );
for (const game of benchGames) {
  const players = game.maxPlayers;
  for (const what of ['masks', 'tensors'] as const) {
    let best: Run | null = null;
    for (let i = 0; i < runs; i++) {
      const run = once(game.id, what === 'tensors');
      if (run && (!best || lockStep(run) > lockStep(best))) best = run;
    }
    if (!best) continue;
    const target = TARGET[what];
    const met =
      (best.engineCpuStepsPerSecond ?? 0) >= target &&
      (best.pythonCpuStepsPerSecond ?? 0) >= target;
    const row: Row = { game: game.id, players, what, n, ...best, met };
    rows.push(row);
    if (!json)
      console.log(
        `  ${`${game.id} (${players}), ${what}`.padEnd(36)} wall ${fmt(row.stepsPerSecond).padStart(8)}` +
          `  per CPU s: engine ${fmt(row.engineCpuStepsPerSecond).padStart(8)}, Python ${fmt(row.pythonCpuStepsPerSecond).padStart(9)}` +
          `  (load ${row.load.toFixed(1)}) target ${target.toLocaleString('en')}: ${met ? 'met' : 'NOT met'}`,
      );
  }
}
if (json) console.log(JSON.stringify({ n, seconds, runs, load: loadavg()[0], rows }, null, 2));
else
  console.log(
    '  Targets on one core each for the engine and for Python: 100,000 steps/s with masks, 20,000 with tensors.',
  );
