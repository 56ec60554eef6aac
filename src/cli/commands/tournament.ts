// `moontable tournament`: bots play each other over many games across worker threads, seats
// rotated fairly (src/bots/tournament.ts), and the standings are printed: win rates with 95%
// intervals, mean scores, Elo ratings and thinking time. The same seed gives the same table,
// whatever the thread count.

import { availableParallelism } from 'node:os';
import cliProgress from 'cli-progress';
import { tournamentJobs, tournamentReport } from '../../bots/tournament.ts';
import type { TournamentReport } from '../../bots/tournament.ts';
import type { BotGameSummary } from '../../bots/match.ts';
import { createBotPool } from '../../bots/node/pool.ts';
import {
  requireBot,
  requireGame,
  requireInt,
  requireLeaf,
  requireOptions,
  requirePlayers,
} from '../args.ts';
import { UsageError } from '../errors.ts';

export interface TournamentOptions {
  players?: string;
  bots: string;
  games: string;
  threads: string;
  seed: string;
  option: string[];
  leaf: string[];
  json?: boolean;
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
  const bots = opts.bots.split(',').map((word) => requireBot(game, word.trim()));
  if (new Set(bots).size !== bots.length)
    throw new UsageError(`--bots names a bot twice: ${bots.join(', ')}`);
  const leaf = requireLeaf(game, opts.leaf);
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
  const bar =
    process.stderr.isTTY && !opts.json
      ? new cliProgress.SingleBar(
          { stream: process.stderr, format: '{bar} {value}/{total} games  {eta}s left' },
          cliProgress.Presets.shades_classic,
        )
      : null;
  bar?.start(games, 0);
  const pool = createBotPool({ threads });
  let done = 0;
  let results: BotGameSummary[];
  try {
    results = await Promise.all(
      jobs.map((job) =>
        pool.playGame(job).then((r) => {
          bar?.update(++done);
          return r;
        }),
      ),
    );
  } finally {
    bar?.stop();
    await pool.close();
  }
  const report = tournamentReport(settings, jobs, results);
  if (opts.json) console.log(JSON.stringify(report, null, 2));
  else printReport(game.name, report, bots.length, threads);
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function printReport(name: string, r: TournamentReport, bots: number, threads: number): void {
  const options = Object.entries(r.options).map(([k, v]) => `${k}=${v}`);
  const leaf = Object.entries(r.leaf ?? {}).map(([k, v]) => `${k}=${v}`);
  console.log(
    `${name}, ${r.players} players, ${r.games} games${options.length ? ` (${options.join(', ')})` : ''}, seed ${r.seed}, ${threads} thread${threads > 1 ? 's' : ''}${leaf.length ? `, IS-MCTS leaf ${leaf.join(' ')}` : ''}`,
  );
  const rows = [
    ['bot', 'seats', 'wins', 'win rate', '95% CI', 'mean score', 'mean place', 'Elo', 'ms/move'],
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
    ]),
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
        .join('  '),
    );
  console.log(
    `Fair share of wins: ${pct(r.fairShare)} per seat. A shared first place counts as a fraction of a win.`,
  );
  if (r.games % (2 * bots) !== 0)
    console.log(`Note: seating is fully balanced when --games is a multiple of ${2 * bots}.`);
}
