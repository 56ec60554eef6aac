// Tournaments between bots: fair seating, and the statistics of the results (win rates with
// Wilson 95% intervals, mean scores, Elo ratings fitted to the pairwise results).
//
// Seating: with K bots and N seats, game g seats order[(g + s) mod K] at seat s, so over every K
// consecutive games each bot sits once in each seat. Those K games share one deal (the same
// setup seed), so no bot is luckier with the cards than another. `order` is the bots as listed
// in even blocks of K games and reversed in odd ones, so over 2K games every bot also has every
// other bot on either side (who bids after whom matters). With N > K a bot holds several seats
// in a game; every statistic counts per seat played.

import type { OptionValues } from '../engine/game.ts';
import type { BotGameJob, BotGameSummary } from './match.ts';

export interface TournamentSettings {
  readonly game: string;
  readonly options: OptionValues;
  readonly players: number;
  /** Bot specs, each distinct, e.g. ['random', 'heuristic', 'ismcts:normal']. */
  readonly bots: readonly string[];
  readonly games: number;
  readonly seed: string;
  /** Leaf settings for every IS-MCTS seat (`tunedLeaf`), when tuned. */
  readonly leaf?: Readonly<Record<string, string>>;
}

/** The jobs of a tournament, in order; job g is game g. */
export function tournamentJobs(t: TournamentSettings): BotGameJob[] {
  const k = t.bots.length;
  const reversed = [...t.bots].reverse();
  return Array.from({ length: t.games }, (_, g) => ({
    game: t.game,
    options: t.options,
    players: t.players,
    seats: Array.from(
      { length: t.players },
      (_, s) => (Math.floor(g / k) % 2 === 0 ? t.bots : reversed)[(g + s) % k] as string,
    ),
    seed: `${t.seed}/deal-${Math.floor(g / k)}`,
    botSeed: `${t.seed}/game-${g}`,
    ...(t.leaf ? { leaf: t.leaf } : {}),
  }));
}

export interface BotStanding {
  readonly bot: string;
  /** Seats played over all games. */
  readonly seats: number;
  /** First places; a first place shared by t seats counts 1/t. */
  readonly wins: number;
  readonly winRate: number;
  /** Wilson 95% interval of the win rate. */
  readonly winRateCi: readonly [number, number];
  /** Over the games that ended normally (a fault leaves no scores). */
  readonly meanScore: number;
  /** Half-width of the 95% interval of the mean score (normal approximation). */
  readonly meanScoreCi: number;
  readonly meanPlace: number;
  readonly elo: number;
  readonly decisions: number;
  readonly meanThinkMs: number;
  readonly maxThinkMs: number;
  /** Games lost by the bot's own fault (program bots only): exits, late and illegal answers. */
  readonly faults: { readonly crash: number; readonly timeout: number; readonly illegal: number };
  /**
   * Why, in the program's own words where it gave some: the first few distinct fault messages,
   * e.g. `crash: The program exited (code 1): Traceback ... | NameError: name 'x' is not defined.`
   */
  readonly faultReasons: readonly string[];
}

/** Distinct fault messages kept per bot. */
const FAULT_REASONS = 3;

export interface TournamentReport {
  readonly game: string;
  readonly options: OptionValues;
  readonly players: number;
  readonly games: number;
  readonly seed: string;
  /** Leaf settings the IS-MCTS seats played with, when tuned. */
  readonly leaf?: Readonly<Record<string, string>>;
  /** The win rate of a seat if every bot played alike: 1 / players. */
  readonly fairShare: number;
  /** Games a safety stop ended without a winner (Chimps on Mars: nobody landed). */
  readonly abandoned: number;
  readonly standings: readonly BotStanding[];
}

const Z95 = 1.959964;

/** Wilson score interval at 95% for `wins` successes in `n` trials. */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * Elo ratings from pairwise results (Bradley-Terry by Hunter's MM iterations): every two seats of
 * different bots in a game make one pairing, the better place winning and equal places drawing.
 * One virtual draw between every two bots keeps ratings finite; the mean rating is 1500.
 */
export function eloRatings(
  bots: number,
  pairings: readonly { a: number; b: number; scoreA: number }[],
): number[] {
  const wins = new Array<number>(bots).fill(0);
  const n = Array.from({ length: bots }, () => new Array<number>(bots).fill(0));
  const meet = (a: number, b: number, scoreA: number) => {
    wins[a]! += scoreA;
    wins[b]! += 1 - scoreA;
    n[a]![b]! += 1;
    n[b]![a]! += 1;
  };
  for (let a = 0; a < bots; a++) for (let b = a + 1; b < bots; b++) meet(a, b, 0.5);
  for (const p of pairings) meet(p.a, p.b, p.scoreA);
  let gamma = new Array<number>(bots).fill(1);
  for (let it = 0; it < 2000; it++) {
    const next = gamma.map((g, i) => {
      let denom = 0;
      for (let j = 0; j < bots; j++)
        if (j !== i && n[i]![j]! > 0) denom += n[i]![j]! / (g + gamma[j]!);
      return denom > 0 ? wins[i]! / denom : g;
    });
    const logMean = next.reduce((s, g) => s + Math.log(g), 0) / bots;
    gamma = next.map((g) => g / Math.exp(logMean));
  }
  return gamma.map((g) => 1500 + (400 * Math.log(g)) / Math.LN10);
}

/** The standings of a finished tournament; `results[g]` is the summary of `jobs[g]`. */
export function tournamentReport(
  t: TournamentSettings,
  jobs: readonly BotGameJob[],
  results: readonly BotGameSummary[],
): TournamentReport {
  const k = t.bots.length;
  const index = (spec: string) => t.bots.indexOf(spec);
  const job = (g: number) => jobs[g] as BotGameJob;
  const seats = new Array<number>(k).fill(0);
  const wins = new Array<number>(k).fill(0);
  const places = new Array<number>(k).fill(0);
  const scores: number[][] = t.bots.map(() => []);
  const decisions = new Array<number>(k).fill(0);
  const thinkMs = new Array<number>(k).fill(0);
  const maxThinkMs = new Array<number>(k).fill(0);
  const pairings: { a: number; b: number; scoreA: number }[] = [];
  const faults = t.bots.map(() => ({ crash: 0, timeout: 0, illegal: 0 }));
  const reasons: Set<string>[] = t.bots.map(() => new Set());
  results.forEach((r, g) => {
    if (r.fault) {
      const i = index(job(g).seats[r.fault.seat] as string);
      faults[i]![r.fault.kind]++;
      if (reasons[i]!.size < FAULT_REASONS) reasons[i]!.add(`${r.fault.kind}: ${r.fault.message}`);
    }
    const { seats: specs } = job(g);
    const firsts = r.ranking.filter((p) => p === 1).length;
    specs.forEach((spec, s) => {
      const i = index(spec);
      seats[i]!++;
      if (r.ranking[s] === 1) wins[i]! += 1 / firsts;
      places[i]! += r.ranking[s] as number;
      // A game that ended on a fault has no scores: it counts in places and wins only.
      if (!r.fault) scores[i]!.push(r.scores[s] as number);
      decisions[i]! += r.decisions[s] as number;
      thinkMs[i]! += r.thinkMs[s] as number;
      maxThinkMs[i] = Math.max(maxThinkMs[i]!, r.maxThinkMs[s] as number);
      for (let o = s + 1; o < specs.length; o++) {
        const j = index(specs[o] as string);
        if (j === i) continue;
        const [ps, po] = [r.ranking[s] as number, r.ranking[o] as number];
        pairings.push({ a: i, b: j, scoreA: ps < po ? 1 : ps === po ? 0.5 : 0 });
      }
    });
  });
  const elo = eloRatings(k, pairings);
  const standings = t.bots.map((bot, i): BotStanding => {
    const n = seats[i]!;
    const list = scores[i]!;
    const scored = list.length;
    const mean = scored ? list.reduce((a, b) => a + b, 0) / scored : 0;
    const variance = scored > 1 ? list.reduce((a, x) => a + (x - mean) ** 2, 0) / (scored - 1) : 0;
    return {
      bot,
      seats: n,
      wins: wins[i]!,
      winRate: n ? wins[i]! / n : 0,
      winRateCi: wilson(wins[i]!, n),
      meanScore: mean,
      meanScoreCi: scored ? (Z95 * Math.sqrt(variance)) / Math.sqrt(scored) : 0,
      meanPlace: n ? places[i]! / n : 0,
      elo: elo[i]!,
      decisions: decisions[i]!,
      meanThinkMs: decisions[i]! ? thinkMs[i]! / decisions[i]! : 0,
      maxThinkMs: maxThinkMs[i]!,
      faults: faults[i]!,
      faultReasons: [...reasons[i]!],
    };
  });
  return {
    game: t.game,
    options: t.options,
    players: t.players,
    games: results.length,
    seed: t.seed,
    ...(t.leaf ? { leaf: t.leaf } : {}),
    fairShare: 1 / t.players,
    abandoned: results.filter((r) => r.abandoned).length,
    standings,
  };
}
