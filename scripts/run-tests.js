// Runs every test file under test/ with Node's test runner through tsx.
// Node 20's runner takes no globs, so the files are named explicitly; an empty list is an error,
// never a silent pass. Extra arguments are file filters: `npm run test:unit -- conformance`.
//
// A pool of workers takes one file at a time, the longest first (SLOW below, measured), so the
// last files to start are short ones: `--jobs` at once (default: twice the cores), of them at
// most `--browsers` browser files (Chromium and a server each; default: as many). Twice the
// cores, as a file keeps a core busy only part of the time: a browser file's page waits for the
// server, a decision's checks and its moves' motion (one page of a whole game: half a core, seen
// by CPU seconds against wall seconds), and other files wait on sockets, timers and child
// processes. `--serial` runs one file at a time.
// `--checks` (npm test) runs the type check, lint and format check in the same pool.
// The web client is built once, before the first browser file (the files skip their own build:
// MOONTABLE_WEB_BUILT). A file's lines are printed together when it ends, with its time; the
// failures of every file are repeated at the end, and the slowest files are listed, by wall time
// and by CPU time (user + system of the file's whole process tree, Chromium too: cpu-meter.js):
// the CPU figures hold on a busy machine, the wall ones don't.
import { availableParallelism, loadavg } from 'node:os';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { cpuMeter } from './cpu-meter.js';

/**
 * Seconds a file takes on its own (wall, one browser file at a time on the shared machine at a
 * load of 5-12, 2026-11-28; the conformance files by CPU seconds; only the order uses them): the
 * long files. Others count as 30 s (browser) or 8 s. A whole game's length varies with its random
 * deal (a Chimps on Mars phone game took 25 to 157 decisions), so these are rough.
 */
const SLOW = {
  'test/web/moon.test.ts': 140,
  'test/web/axe.test.ts': 124,
  'test/web/monkey-lab.test.ts': 112,
  'test/web/online.test.ts': 99,
  'test/package/package.test.ts': 90,
  'test/web/chimps-on-mars.test.ts': 85,
  'test/web/monkeys-on-the-moon.test.ts': 75,
  'test/web/learn.test.ts': 73,
  'test/web/moon-solo.test.ts': 67,
  'test/web/screen-reader.test.ts': 52,
  'test/web/review.test.ts': 47,
  'test/server/durability.test.ts': 40,
  'test/web/waiting-room.test.ts': 38,
  'test/web/coach.test.ts': 37,
  'test/games/moon/conformance.test.ts': 35,
  'test/web/shell.test.ts': 34,
  'test/web/offline.test.ts': 34,
  'npm run format:check': 30,
  'npm run lint': 30,
  'test/cli/tournament-workers.test.ts': 31,
  'test/server/networks.test.ts': 31,
  'test/cli/online.test.ts': 29,
  'test/engine/facts.test.ts': 28,
  'test/cli/bot-online.test.ts': 28,
  'test/bots/bots.test.ts': 27,
  'test/server/notify.test.ts': 27,
  'test/server/play.test.ts': 25,
  'test/games/monkey-lab/conformance.test.ts': 24,
  'test/games/chimps-on-mars/conformance.test.ts': 15,
  'test/games/monkeys-on-the-moon/conformance.test.ts': 14,
  'npm run typecheck': 10,
};

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : path.endsWith('.test.ts') ? [path] : [];
  });

/** `--name N` from the arguments, else `fallback`. */
function option(args, name, fallback) {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const n = Number(args[at + 1]);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`run-tests: ${name} takes a whole number of 1 or more`);
    process.exit(2);
  }
  args.splice(at, 2);
  return n;
}

const args = process.argv.slice(2);
const cores = availableParallelism();
const serial = args.includes('--serial');
const checks = args.includes('--checks');
const jobs = serial ? 1 : option(args, '--jobs', 2 * cores);
const browsers = Math.min(jobs, option(args, '--browsers', 2 * cores));
const filters = args.filter((a) => a !== '--serial' && a !== '--checks');
const CHECKS = ['npm run typecheck', 'npm run lint', 'npm run format:check'];
/** A browser file: one of test/web that starts Chromium (through its helpers.ts). */
const browserFiles = new Map();
const isWeb = (f) => {
  if (!browserFiles.has(f))
    browserFiles.set(
      f,
      f.startsWith(join('test', 'web') + '/') &&
        /\b(browserSuite|useBrowser|launch)\(/.test(readFileSync(f, 'utf8')),
    );
  return browserFiles.get(f);
};
const weight = (f) => SLOW[f] ?? (isWeb(f) ? 30 : 8);
// A file renamed or split leaves its SLOW entry behind: said, so the order stays measured.
for (const f of Object.keys(SLOW))
  if (!CHECKS.includes(f) && !existsSync(f)) console.error(`run-tests: SLOW names no file: ${f}`);
const files = [
  ...(checks ? CHECKS : []),
  ...walk('test').filter((f) => filters.length === 0 || filters.some((x) => f.includes(x))),
].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
if (files.length === 0) {
  console.error('run-tests: no test files matched');
  process.exit(1);
}

/** Runs a command to its end; resolves to its exit code, its output printed as it comes. */
const run = (command, argv, env = process.env) =>
  new Promise((resolve) =>
    spawn(command, argv, { stdio: 'inherit', env }).on('close', (code) => resolve(code ?? 1)),
  );

const env = { ...process.env };
let webBuilt = Promise.resolve(0);
if (files.some(isWeb) && env.MOONTABLE_WEB_BUILT !== '1') {
  const vite = join('node_modules', 'vite', 'bin', 'vite.js');
  const argv = [vite, 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'];
  webBuilt = run(process.execPath, argv);
  env.MOONTABLE_WEB_BUILT = '1';
}

const meter = cpuMeter();
/** The files' processes now running (the command each started); `stopping` once signalled. */
const running = new Set();
let stopping = false;
// Stopped by Ctrl-C or a kill: no file starts, the files' processes are stopped (all of them, by
// their cgroups, where the meter has them), and the run ends as failed once they have.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopping = true;
    for (const child of running) child.kill('SIGTERM');
    meter.stop('SIGTERM');
  });

/** Spawns a command, its CPU seconds measured where the machine allows (scripts/cpu-meter.js). */
const spawnTimed = (command, argv) =>
  meter.spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], env });

/** Runs one file (or check); resolves to its result once its lines are printed. */
function runFile(file) {
  const started = Date.now();
  const { child, cpu } = CHECKS.includes(file)
    ? spawnTimed('npm', file.split(' ').slice(1))
    : spawnTimed(
        process.execPath,
        // A test that waits for ever fails after 15 minutes (the longest, a whole game in the
        // browser, takes a few) instead of holding the run until CI's own limit.
        ['--import', 'tsx', '--test', '--test-timeout=900000', '--test-reporter=spec', file],
      );
  running.add(child);
  const out = [];
  child.stdout.on('data', (d) => out.push(d));
  child.stderr.on('data', (d) => out.push(d));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      const cpuSeconds = cpu();
      const text = Buffer.concat(out).toString('utf8');
      const used = cpuSeconds === null ? '' : `, ${cpuSeconds.toFixed(0)} s CPU`;
      console.log(`\n── ${file} (${seconds.toFixed(0)} s${used}, exit ${code ?? 'by signal'})`);
      process.stdout.write(text.endsWith('\n') || text === '' ? text : text + '\n');
      // The spec reporter ends with a "failing tests:" section: kept for the summary.
      const at = text.search(/^✖ failing tests:/m);
      const failed = at < 0 ? [] : text.slice(at).split('\n').slice(1);
      resolve({ file, code: code ?? 1, seconds, cpu: cpuSeconds, failed });
    }),
  );
}

const started = Date.now();
const waiting = [...files];
const results = [];
let webRunning = 0;
const sleeping = [];
const wake = () => sleeping.splice(0).forEach((r) => r());

/** One worker: takes the first file it may run (a browser file only while fewer run). */
async function worker() {
  for (;;) {
    if (stopping) return;
    const at = waiting.findIndex((f) => !isWeb(f) || webRunning < browsers);
    if (at < 0) {
      if (waiting.length === 0) return;
      await new Promise((r) => sleeping.push(r)); // only browser files are left: wait for a slot
      continue;
    }
    const [file] = waiting.splice(at, 1);
    if (isWeb(file)) {
      webRunning++;
      const built = await webBuilt;
      results.push(
        built === 0
          ? await runFile(file)
          : { file, code: 1, seconds: 0, cpu: null, failed: ['the web client did not build'] },
      );
      webRunning--;
      wake();
    } else results.push(await runFile(file));
  }
}

await Promise.all(Array.from({ length: Math.min(jobs, files.length) }, worker));
const minutes = ((Date.now() - started) / 60000).toFixed(1);
await meter.close();
const row = (r) =>
  `  ${r.seconds.toFixed(0).padStart(5)} s  ${(r.cpu === null ? '?' : r.cpu.toFixed(1)).padStart(6)} s CPU  ${r.file}`;
console.log('\nrun-tests: the slowest files (wall, then CPU: user + system, child processes too)');
for (const r of [...results].sort((a, b) => b.seconds - a.seconds).slice(0, 12))
  console.log(row(r));
const timed = results.filter((r) => r.cpu !== null);
if (timed.length > 0) {
  const total = timed.reduce((sum, r) => sum + r.cpu, 0);
  console.log('run-tests: the files that use the most CPU');
  for (const r of [...timed].sort((a, b) => b.cpu - a.cpu).slice(0, 12)) console.log(row(r));
  console.log(
    `run-tests: ${(total / 60).toFixed(1)} CPU minutes in ${timed.length} files, by ${meter.how} ` +
      `(at least ${(total / 60 / cores).toFixed(1)} min on ${cores} free cores; ` +
      `load average at the end ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
  );
}
const bad = results.filter((r) => r.code !== 0);
for (const r of bad) {
  console.log(`\n${r.file} failed (exit ${r.code}):`);
  for (const line of r.failed) console.log(`  ${line}`);
}
console.log(
  `\nrun-tests: ${stopping ? 'stopped by a signal; ' : ''}${bad.length ? `${bad.length} of ${results.length} files failed` : `all ${results.length} files passed`} ` +
    `(${minutes} min, ${jobs} at once, at most ${browsers} in a browser)`,
);
process.exit(bad.length || stopping ? 1 : 0);
