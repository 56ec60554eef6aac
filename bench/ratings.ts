// How well ratings predict: a population of players with known strengths plays rated tables of
// 2 to 5 seats, the finishing order drawn from the strengths (each seat's performance is its
// strength plus Gumbel noise, which makes the order exactly Plackett-Luce), and two rating
// systems learn from the first 80% of the games: OpenSkill Plackett-Luce (src/ratings, as the
// server rates) and plain Elo (a multiplayer table as every pair of seats, K split over the
// pairs). Frozen, each then predicts the winners of the held-out 20%: accuracy (the favourite
// won) and log-loss (minus the log of the chance it gave the actual winner; lower is better).
// Two populations: many games per player, and few (about a dozen each), where a rating's own
// uncertainty should matter most. The oracle predicts from the true strengths: the best possible.
// Usage: npm run bench:ratings [-- --json] (also run by `npm run bench`)
import { loadRatingModel, MODEL, NEWCOMER, rateMatch, winChances } from '../src/ratings/index.ts';
import type { PersonRating } from '../src/ratings/index.ts';
import { json } from './args.ts';

/** A small seeded generator (mulberry32): the same population and games every run. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Table {
  readonly seats: number[];
  /** Place per seat, 1 = first (no ties: performances are continuous). */
  readonly places: number[];
}

interface Scenario {
  readonly name: string;
  readonly players: number;
  readonly games: number;
  readonly seed: number;
  /** Populations drawn (seeds seed, seed + 1, ...), their held-out games pooled. */
  readonly repeats: number;
}

const SCENARIOS: Scenario[] = [
  { name: 'many games each', players: 200, games: 15_000, seed: 1, repeats: 1 },
  { name: 'few games each', players: 500, games: 1_700, seed: 100, repeats: 10 },
];

/** Strengths in units of the noise's scale: a spread of 1 is a clear but beatable edge. */
const STRENGTH_SD = 1;
const TRAIN_SHARE = 0.8;
/** Elo's K for a two-player game; a table of n seats gives each of its pairs K / (n - 1). */
const ELO_K = 24;

function simulate(s: Scenario, seed: number): { strength: number[]; tables: Table[] } {
  const rnd = generator(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
  const gumbel = () => -Math.log(-Math.log(1 - rnd() * (1 - 1e-12)));
  const strength = Array.from({ length: s.players }, () => STRENGTH_SD * normal());
  const tables: Table[] = [];
  for (let g = 0; g < s.games; g++) {
    const n = 2 + Math.floor(rnd() * 4);
    const seats: number[] = [];
    while (seats.length < n) {
      const p = Math.floor(rnd() * s.players);
      if (!seats.includes(p)) seats.push(p);
    }
    const perf = seats.map((p) => strength[p]! + gumbel());
    const places = perf.map((x) => 1 + perf.filter((y) => y > x).length);
    tables.push({ seats, places });
  }
  return { strength, tables };
}

interface Predictor {
  readonly name: string;
  /** Learns from one table. */
  learn(t: Table): void;
  /** The chance of each seat winning. */
  predict(t: Table): number[];
}

function openSkill(players: number): Predictor {
  const r: PersonRating[] = Array.from({ length: players }, () => NEWCOMER);
  return {
    name: 'OpenSkill PL',
    learn: (t) => {
      const changes = rateMatch(
        t.seats.map((p) => ({ kind: 'person', id: String(p), rating: r[p]! })),
        t.places,
      );
      for (const c of changes) r[Number(c.id)] = c.after;
    },
    predict: (t) => winChances(t.seats.map((p) => r[p]!)),
  };
}

function elo(players: number): Predictor {
  const r = new Array<number>(players).fill(1500);
  const expected = (a: number, b: number) => 1 / (1 + 10 ** ((b - a) / 400));
  return {
    name: 'Elo (pairwise)',
    learn: (t) => {
      const k = ELO_K / (t.seats.length - 1);
      const delta = t.seats.map(() => 0);
      for (let i = 0; i < t.seats.length; i++)
        for (let j = i + 1; j < t.seats.length; j++) {
          const score = t.places[i]! < t.places[j]! ? 1 : t.places[i] === t.places[j] ? 0.5 : 0;
          const d = k * (score - expected(r[t.seats[i]!]!, r[t.seats[j]!]!));
          delta[i]! += d;
          delta[j]! -= d;
        }
      t.seats.forEach((p, i) => (r[p]! += delta[i]!));
    },
    // The multiplayer form of Elo's logistic: each seat's share of 10^(R/400).
    predict: (t) => {
      const w = t.seats.map((p) => 10 ** ((r[p]! - 1500) / 400));
      const sum = w.reduce((a, x) => a + x, 0);
      return w.map((x) => x / sum);
    },
  };
}

function oracle(strength: number[]): Predictor {
  return {
    name: 'oracle (true strengths)',
    learn: () => {},
    predict: (t) => {
      const w = t.seats.map((p) => Math.exp(strength[p]!));
      const sum = w.reduce((a, x) => a + x, 0);
      return w.map((x) => x / sum);
    },
  };
}

function uniform(): Predictor {
  return {
    name: 'no rating (1/n)',
    learn: () => {},
    predict: (t) => t.seats.map(() => 1 / t.seats.length),
  };
}

interface Row {
  scenario: string;
  model: string;
  heldOut: number;
  accuracy: number;
  logLoss: number;
  /** Accuracy by table size, 2 to 5 seats. */
  accuracyBySeats: Record<number, number>;
  ms: number;
}

await loadRatingModel();
const rows: Row[] = [];
const MODELS = ['OpenSkill PL', 'Elo (pairwise)', 'oracle (true strengths)', 'no rating (1/n)'];
for (const s of SCENARIOS) {
  const tally = MODELS.map(() => ({
    right: 0,
    loss: 0,
    held: 0,
    ms: 0,
    by: {} as Record<number, [number, number]>,
  }));
  for (let k = 0; k < s.repeats; k++) {
    const { strength, tables } = simulate(s, s.seed + k);
    const cut = Math.floor(tables.length * TRAIN_SHARE);
    const models = [openSkill(s.players), elo(s.players), oracle(strength), uniform()];
    models.forEach((model, m) => {
      const t0 = performance.now();
      const sum = tally[m]!;
      for (const t of tables.slice(0, cut)) model.learn(t);
      for (const t of tables.slice(cut)) {
        const p = model.predict(t);
        const winner = t.places.indexOf(1);
        const hit = p.indexOf(Math.max(...p)) === winner ? 1 : 0;
        sum.right += hit;
        sum.loss -= Math.log(Math.max(p[winner]!, 1e-12));
        sum.held += 1;
        const b = (sum.by[t.seats.length] ??= [0, 0]);
        b[0] += hit;
        b[1] += 1;
      }
      sum.ms += performance.now() - t0;
    });
  }
  MODELS.forEach((model, m) => {
    const sum = tally[m]!;
    rows.push({
      scenario: `${s.name}: ${s.players} players, ${s.games} games${s.repeats > 1 ? `, ${s.repeats} populations` : ''}`,
      model,
      heldOut: sum.held,
      accuracy: sum.right / sum.held,
      logLoss: sum.loss / sum.held,
      accuracyBySeats: Object.fromEntries(Object.entries(sum.by).map(([n, [h, c]]) => [n, h / c])),
      ms: sum.ms,
    });
  });
}

if (json) console.log(JSON.stringify({ node: process.version, model: MODEL, rows }, null, 2));
else {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(6);
  let last = '';
  for (const r of rows) {
    if (r.scenario !== last) {
      console.log(`\nRatings, ${r.scenario} (${r.heldOut} held-out games; winner predicted)`);
      console.log(`${'model'.padEnd(24)} accuracy  log-loss   2 seats 3 seats 4 seats 5 seats`);
      last = r.scenario;
    }
    const by = [2, 3, 4, 5].map((n) => pct(r.accuracyBySeats[n] ?? 0).padStart(7)).join(' ');
    console.log(
      `${r.model.padEnd(24)} ${pct(r.accuracy).padStart(8)}  ${r.logLoss.toFixed(3).padStart(8)}   ${by}`,
    );
  }
}
