// Runs every test file under test/ with Node's test runner through tsx.
// Node 20's runner takes no globs, so the files are named explicitly; an empty list is an error,
// never a silent pass. Extra arguments are file filters: `npm run test:unit -- conformance`.
//
// Two lanes run side by side, one file at a time each: the browser tests (test/web, Chromium
// and a server per file) and everything else. Node's own runner would run one file at a time
// on a 2-core machine; the lanes keep both cores busy without crowding Chromium. Each lane's
// lines carry its name; a lane's failures are repeated at the end. `--serial` runs one lane.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : path.endsWith('.test.ts') ? [path] : [];
  });

const args = process.argv.slice(2);
const serial = args.includes('--serial');
const filters = args.filter((a) => a !== '--serial');
const files = walk('test')
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();
if (files.length === 0) {
  console.error('run-tests: no test files matched');
  process.exit(1);
}

const isWeb = (f) => f.startsWith(join('test', 'web') + '/');
const lanes = serial
  ? [['tests', files]]
  : [
      ['web', files.filter(isWeb)],
      ['node', files.filter((f) => !isWeb(f))],
    ].filter(([, list]) => list.length > 0);

/** Runs one lane; resolves to its exit code. Its lines are printed as they come, tagged. */
function runLane([name, list]) {
  const tag = lanes.length > 1 ? `[${name}] ` : '';
  const child = spawn(
    process.execPath,
    // A test that waits for ever fails after 15 minutes (the longest, a whole game in the
    // browser, takes a few) instead of holding the run until CI's own limit.
    [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=1',
      '--test-timeout=900000',
      '--test-reporter=spec',
      ...list,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const failed = [];
  let inFailures = false;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      console.log(tag + line);
      // The spec reporter ends with a "failing tests:" section: kept for the summary.
      if (/^✖ failing tests:/.test(line)) inFailures = true;
      else if (inFailures) failed.push(line);
    });
  }
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ name, code: code ?? 1, failed })),
  );
}

const started = Date.now();
const results = await Promise.all(lanes.map(runLane));
const minutes = ((Date.now() - started) / 60000).toFixed(1);
for (const r of results)
  if (r.code !== 0 && lanes.length > 1) {
    console.log(`\n[${r.name}] failed (exit ${r.code}):`);
    for (const line of r.failed) console.log(`  ${line}`);
  }
const bad = results.filter((r) => r.code !== 0).map((r) => r.name);
console.log(
  `\nrun-tests: ${bad.length ? `failed in ${bad.join(', ')}` : 'all passed'} (${minutes} min)`,
);
process.exit(bad.length ? 1 : 0);
