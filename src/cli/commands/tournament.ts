// `moontable tournament`: bots play each other over many games across worker threads, seats
// rotated fairly (src/bots/tournament.ts), and the standings are printed: win rates with 95%
// intervals, mean scores, Elo ratings and thinking time. The same seed gives the same table,
// whatever the thread count. With `--database-url` the games go to the job queue instead and
// `moontable worker`s on any number of machines play them (tournament-queue.ts): the same seeds
// give the same table there too.

import { availableParallelism } from 'node:os';
import cliProgress from 'cli-progress';
import { tournamentJobs, tournamentReport } from '../../bots/tournament.ts';
import type { BotStanding, TournamentReport } from '../../bots/tournament.ts';
import type { BotGameSummary } from '../../bots/match.ts';
import type { BotGameJob } from '../../bots/match.ts';
import {
  isProgramSpec,
  PROGRAM_PREFIX,
  programCommand,
  ProgramFault,
  ProgramPool,
} from '../../bots/node/program.ts';
import type { OptionValues } from '../../engine/game.ts';
import {
  requireBot,
  requireGame,
  requireInt,
  requireLeaf,
  requireOptions,
  requirePlayers,
} from '../args.ts';
import { UsageError } from '../errors.ts';
import { parseBotSpec } from '../../bots/spec.ts';
import { createGameRunner } from '../tournament-games.ts';
import { playOnWorkers } from '../tournament-queue.ts';

/** Time a program has to start and answer its first `start` (at least): 30 s. */
const START_CHECK_MS = 30_000;

export interface TournamentOptions {
  players?: string;
  bots: string;
  games: string;
  threads: string;
  seed: string;
  option: string[];
  leaf: string[];
  moveTime: string;
  json?: boolean;
  /** Play on `moontable worker`s through the job queue on this PostgreSQL. */
  databaseUrl?: string;
}

/**
 * `--bots` words: built-in specs, and programs as `cmd:<command>`. A command may hold commas:
 * a piece after a `cmd:` entry that is neither a spec nor another `cmd:` belongs to that command.
 */
export function splitBots(text: string): string[] {
  const out: string[] = [];
  for (const piece of text.split(',')) {
    const word = piece.trim();
    const last = out[out.length - 1];
    if (
      last !== undefined &&
      isProgramSpec(last) &&
      !word.startsWith(PROGRAM_PREFIX) &&
      !parseBotSpec(word).ok
    )
      out[out.length - 1] = `${last},${piece}`;
    else out.push(word);
  }
  return out;
}

export async function tournamentCommand(gameId: string, opts: TournamentOptions): Promise<void> {
  const game = requireGame(gameId);
  const players = requirePlayers(game, opts.players);
  const games = requireInt(opts.games, '--games', 1);
  const asked = requireInt(opts.threads, '--threads', 1);
  // More threads than cores only make the games fight for them (and each costs memory).
  const threads = Math.min(asked, availableParallelism());
  if (threads < asked)
    console.error(
      `moontable: --threads ${asked} is more than this machine's ${threads} cores; using ${threads}.`,
    );
  const { values } = requireOptions(game, opts.option);
  const bots = splitBots(opts.bots).map((word) => {
    if (!isProgramSpec(word)) return requireBot(game, word);
    if (!programCommand(word)) throw new UsageError('--bots: "cmd:" needs a command after it');
    return word;
  });
  if (new Set(bots).size !== bots.length)
    throw new UsageError(`--bots names a bot twice: ${bots.join(', ')}`);
  const leaf = requireLeaf(game, opts.leaf);
  const withPrograms = bots.some(isProgramSpec);
  if (withPrograms && leaf)
    throw new UsageError('--leaf tunes games of built-in bots only, not games with a program bot');
  const moveMs = requireInt(opts.moveTime, '--move-time', 1);
  const settings = {
    game: game.id,
    options: values,
    players,
    bots,
    games,
    seed: opts.seed,
    ...(leaf ? { leaf } : {}),
  };
  const jobs = tournamentJobs(settings);
  // On workers the programs start on the workers' machines: whether they can is seen there.
  if (withPrograms && !opts.databaseUrl)
    await checkProgramsStart(game.id, values, players, bots, moveMs);
  const bar =
    process.stderr.isTTY && !opts.json
      ? new cliProgress.SingleBar(
          { stream: process.stderr, format: '{bar} {value}/{total} games  {eta}s left' },
          cliProgress.Presets.shades_classic,
        )
      : null;
  bar?.start(games, 0);
  let results: BotGameSummary[];
  try {
    results = opts.databaseUrl
      ? await playOnWorkers(opts.databaseUrl, jobs, moveMs, (done) => bar?.update(done))
      : await playHere(jobs, threads, moveMs, withPrograms, () => bar?.increment());
  } finally {
    bar?.stop();
  }
  const report = tournamentReport(settings, jobs, results);
  if (opts.json) console.log(JSON.stringify(report, null, 2));
  else
    printReport(
      game.name,
      report,
      bots.length,
      opts.databaseUrl ? 'on workers' : `${threads} thread${threads > 1 ? 's' : ''}`,
    );
  if (opts.databaseUrl) neverStarted(jobs, results);
}

/** Plays the games on this machine, on `threads` bot threads. */
async function playHere(
  jobs: readonly BotGameJob[],
  threads: number,
  moveMs: number,
  withPrograms: boolean,
  onGame: () => void,
): Promise<BotGameSummary[]> {
  const runner = createGameRunner({ threads });
  const results: BotGameSummary[] = [];
  // Games with a program run `threads` at a time (their built-in seats still think on the
  // threads); games of built-in bots all queue for the threads at once.
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const g = next++;
      results[g] = await runner.play(jobs[g]!, moveMs);
      onGame();
    }
  };
  try {
    await Promise.all(Array.from({ length: withPrograms ? threads : jobs.length }, lane));
  } finally {
    await runner.close();
  }
  return results;
}

/**
 * A program that could not start on the workers in any of its games is bad usage, as on one
 * machine (exit 2), said after the table that shows its crashes and their reason.
 */
function neverStarted(jobs: readonly BotGameJob[], results: readonly BotGameSummary[]): void {
  const atStart = (r: BotGameSummary) => r.fault?.message.startsWith('at start: ') === true;
  for (const spec of new Set(jobs.flatMap((j) => j.seats).filter(isProgramSpec))) {
    const games = jobs.flatMap((j, g) => (j.seats.includes(spec) ? [g] : []));
    const own = games.find(
      (g) => atStart(results[g]!) && jobs[g]!.seats[results[g]!.fault!.seat] === spec,
    );
    if (own !== undefined && games.every((g) => atStart(results[g]!)))
      throw new UsageError(
        `--bots: ${spec} cannot start on the workers: ${results[own]!.fault!.message}`,
      );
  }
}

/**
 * Each program is started once before the first game and must answer `start`: a command that
 * cannot start (not found, exits at once) is a usage error, not games lost by a fault.
 */
async function checkProgramsStart(
  game: string,
  options: Record<string, unknown>,
  players: number,
  bots: readonly string[],
  moveMs: number,
): Promise<void> {
  const programs = new ProgramPool();
  try {
    for (const spec of bots.filter(isProgramSpec)) {
      const bot = programs.acquire(programCommand(spec));
      try {
        await bot.start(
          { game, players, options: options as OptionValues, seat: 0 },
          Math.max(moveMs, START_CHECK_MS),
        );
      } catch (e) {
        if (!(e instanceof ProgramFault)) throw e;
        throw new UsageError(`--bots: ${spec} cannot start: ${e.message}`);
      }
    }
  } finally {
    await programs.close();
  }
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function printReport(name: string, r: TournamentReport, bots: number, where: string): void {
  const options = Object.entries(r.options).map(([k, v]) => `${k}=${v}`);
  const leaf = Object.entries(r.leaf ?? {}).map(([k, v]) => `${k}=${v}`);
  console.log(
    `${name}, ${r.players} player${r.players === 1 ? '' : 's'}, ${r.games} games${options.length ? ` (${options.join(', ')})` : ''}, seed ${r.seed}, ${where}${leaf.length ? `, IS-MCTS leaf ${leaf.join(' ')}` : ''}`,
  );
  // Program bots can lose games by their own fault; the column shows only when one is seated.
  const faultColumn = r.standings.some((s) => isProgramSpec(s.bot));
  const faults = ({ crash, timeout, illegal }: BotStanding['faults']) =>
    [
      crash ? `${crash} crash${crash > 1 ? 'es' : ''}` : '',
      timeout ? `${timeout} timeout${timeout > 1 ? 's' : ''}` : '',
      illegal ? `${illegal} illegal` : '',
    ]
      .filter(Boolean)
      .join(', ') || '-';
  const rows = [
    [
      'bot',
      'seats',
      'wins',
      'win rate',
      '95% CI',
      'mean score',
      'mean place',
      'Elo',
      'ms/move',
      ...(faultColumn ? ['lost by fault'] : []),
    ],
    ...r.standings.map((s) => [
      s.bot,
      String(s.seats),
      String(Math.round(s.wins * 100) / 100),
      pct(s.winRate),
      `${pct(s.winRateCi[0])}-${pct(s.winRateCi[1])}`,
      `${s.meanScore.toFixed(2)} ± ${s.meanScoreCi.toFixed(2)}`,
      s.meanPlace.toFixed(2),
      s.elo.toFixed(0),
      `${s.meanThinkMs.toFixed(1)} (max ${s.maxThinkMs.toFixed(0)})`,
      ...(faultColumn ? [faults(s.faults)] : []),
    ]),
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
        .join('  '),
    );
  if (r.players === 1)
    console.log(
      "Solo: a win is a game won against the game's own opponent (Moon: the Rival); a tie counts as a win.",
    );
  else
    console.log(
      `Fair share of wins: ${pct(r.fairShare)} per seat. A shared first place counts as a fraction of a win.`,
    );
  console.log(
    `Games with a winner: ${pct((r.games - r.abandoned) / r.games)}; abandoned by a safety stop (no winner): ${r.abandoned} of ${r.games}.`,
  );
  for (const s of r.standings)
    for (const reason of s.faultReasons) console.log(`Fault of ${s.bot}: ${reason}`);
  if (r.games % (2 * bots) !== 0)
    console.log(`Note: seating is fully balanced when --games is a multiple of ${2 * bots}.`);
}
