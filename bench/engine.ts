// `moontable engine` over a pipe: request-answer pairs a second, as a client in another process
// sees them. Random games of Monkeys on the Moon are played through `legal` (no labels) and
// `apply`, first in lock-step (one request in flight: the round-trip bound), then with many games
// in flight at once (how a client that pipelines its requests sees it). Target: 50,000 pairs/s.
// Usage: npm run bench:engine [-- --seconds 3] [-- --json]
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { RpcClient } from '../src/bots/node/rpc-client.ts';
import { Rng } from '../src/engine/rng.ts';

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 3;
const json = args.includes('--json');
const GAME = 'monkeys-on-the-moon';

const child = spawn(
  process.execPath,
  [join(import.meta.dirname, '../bin/moontable.js'), 'engine'],
  {
    stdio: ['pipe', 'pipe', 'pipe'],
  },
);
const engine = new RpcClient(child);
const rng = new Rng('bench-engine');

/** Plays random games until `deadline`; returns the request-answer pairs it made. */
async function playGames(deadline: number): Promise<number> {
  let pairs = 0;
  while (performance.now() < deadline) {
    const created = (await engine.request('new', { game: GAME, players: 4, seed: rng.fork() })) as {
      state: number;
    };
    pairs++;
    for (;;) {
      const legal = (await engine.request('legal', { state: created.state, labels: false })) as {
        move: string;
      }[];
      pairs++;
      if (legal.length === 0) break;
      await engine.request('apply', { state: created.state, move: rng.pick(legal).move });
      pairs++;
    }
    await engine.request('free', { state: created.state });
    pairs++;
  }
  return pairs;
}

async function measure(inFlight: number) {
  const start = performance.now();
  const deadline = start + seconds * 1000;
  const counts = await Promise.all(Array.from({ length: inFlight }, () => playGames(deadline)));
  const elapsed = (performance.now() - start) / 1000;
  const pairs = counts.reduce((a, b) => a + b, 0);
  return { inFlight, pairs, seconds: elapsed, pairsPerSecond: pairs / elapsed };
}

await measure(1); // warm up both processes
const rows = [await measure(1), await measure(8), await measure(64)];
engine.close();
if (json) console.log(JSON.stringify({ game: GAME, rows }, null, 2));
else {
  console.log(`moontable engine over a pipe (${GAME}, 4 players, legal + apply, random moves):`);
  for (const r of rows)
    console.log(
      `  ${String(r.inFlight).padStart(3)} in flight: ${Math.round(r.pairsPerSecond).toLocaleString('en')} request-answer pairs/s (${r.pairs.toLocaleString('en')} in ${r.seconds.toFixed(1)} s)`,
    );
  console.log('  Target: 50,000 pairs/s.');
}
