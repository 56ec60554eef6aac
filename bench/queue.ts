// What "Play online now" costs a node: one look at the queue (`Queue.pass`) with N people
// waiting in one bucket on the embedded database, when nobody fits (every waiter far from every
// other: the plan's worst case, nothing paired) and when everyone fits (N/2 tables written, 16 a
// commit), and the idle look (nobody waiting) every node makes once a second.
// Usage: node --import tsx bench/queue.ts [--waiters 100,500]
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { testServer } from '../test/server/helpers.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--waiters');
const SIZES = (at >= 0 ? args[at + 1]! : '100,500').split(',').map(Number);

let t = Date.UTC(2026, 10, 27, 22, 0);
const server = await testServer({ now: () => t, sweepMs: 0 });
const ms = (since: number) => (performance.now() - since).toFixed(1);

async function fill(n: number, spread: number, game: string): Promise<void> {
  for (let i = 0; i < n; i++)
    await server.queue.store.put(
      {
        id: `q_bench_${game}_${n}_${i}`,
        person: `p_bench_${game}_${n}_${i}`,
        game,
        players: 2,
        name: `Bench ${i}`,
        mu: 25 + i * spread,
        account: false,
        botsAfterMs: null,
        since: t,
        seenAt: t,
      },
      0,
    );
}

// Each pairing commit timed: how long the embedded database is held by one.
const commits: number[] = [];
const store = server.queue.store;
const pair = store.pair.bind(store);
store.pair = (async (...a: Parameters<typeof pair>) => {
  const start = performance.now();
  try {
    return await pair(...a);
  } finally {
    commits.push(performance.now() - start);
  }
}) as typeof store.pair;
const longest = () => {
  const worst = Math.max(...commits);
  const n = commits.length;
  commits.length = 0;
  return `${n} commits, the longest ${worst.toFixed(1)} ms`;
};

try {
  const idle = performance.now();
  for (let i = 0; i < 20; i++) await server.queue.pass();
  commits.length = 0;
  console.log(`idle look (nobody waiting): ${((performance.now() - idle) / 20).toFixed(2)} ms`);
  for (const n of SIZES) {
    await fill(n, 10, 'moon'); // 295 points apart: nobody fits anybody
    let start = performance.now();
    const none = await server.queue.pass();
    console.log(`${n} waiting, nobody fits: ${ms(start)} ms (${none} tables; ${longest()})`);
    await server.queue.store.sweep(t + 1, t + 1);
    await fill(n, 0, 'monkey-lab'); // all alike: n/2 tables
    start = performance.now();
    const all = await server.queue.pass();
    console.log(`${n} waiting, all fit: ${ms(start)} ms (${all} tables written; ${longest()})`);
    t += 60_000;
  }
  console.log(
    `load average: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(', ')}`,
  );
} finally {
  await server.close();
}
