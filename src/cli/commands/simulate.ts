// `moontable simulate`: random playouts with throughput and per-seat results.

import cliProgress from 'cli-progress';
import { randomPlayout } from '../../engine/playout.ts';
import { requireGame, requireInt, requireOptions, requirePlayers } from '../args.ts';

export interface SimulateOptions {
  players?: string;
  games: string;
  seed: string;
  option: string[];
  json?: boolean;
}

export function simulateCommand(gameId: string, opts: SimulateOptions): void {
  const game = requireGame(gameId);
  const players = requirePlayers(game, opts.players);
  const games = requireInt(opts.games, '--games', 1);
  const { values, options } = requireOptions(game, opts.option);
  const bar =
    process.stderr.isTTY && !opts.json
      ? new cliProgress.SingleBar(
          { stream: process.stderr, format: '{bar} {value}/{total} games  {eta}s left' },
          cliProgress.Presets.shades_classic,
        )
      : null;
  bar?.start(games, 0);
  const wins = new Array<number>(players).fill(0);
  const scoreSums = new Array<number>(players).fill(0);
  let moves = 0;
  let abandoned = 0;
  const start = performance.now();
  for (let i = 0; i < games; i++) {
    const out = randomPlayout(game, options, players, `${opts.seed}/${i}`);
    moves += out.moves;
    if (out.abandoned) abandoned++;
    out.ranking.forEach((place, seat) => {
      if (place === 1) wins[seat]!++;
      scoreSums[seat]! += out.scores[seat] ?? 0;
    });
    if (bar && i % 50 === 0) bar.update(i);
  }
  const seconds = (performance.now() - start) / 1000;
  bar?.update(games);
  bar?.stop();
  const summary = {
    game: game.id,
    players,
    options: values,
    seed: opts.seed,
    games,
    moves,
    seconds,
    gamesPerSecond: games / seconds,
    movesPerSecond: moves / seconds,
    meanMoves: moves / games,
    abandoned,
    winsBySeat: wins,
    meanScoreBySeat: scoreSums.map((s) => s / games),
  };
  if (opts.json) {
    console.log(JSON.stringify(summary));
    return;
  }
  console.log(`${game.name}, ${players} players, ${games} random games (seed ${opts.seed})`);
  console.log(
    `${summary.gamesPerSecond.toFixed(0)} games/s, ${summary.movesPerSecond.toFixed(0)} moves/s, ${summary.meanMoves.toFixed(1)} moves per game, ${seconds.toFixed(2)} s`,
  );
  console.log('seat  wins  win%   mean score');
  for (let seat = 0; seat < players; seat++) {
    const w = wins[seat] ?? 0;
    console.log(
      `${String(seat).padStart(4)}  ${String(w).padStart(4)}  ${((100 * w) / games).toFixed(1).padStart(5)}  ${summary.meanScoreBySeat[seat]!.toFixed(2).padStart(10)}`,
    );
  }
  console.log('(a shared first place counts as a win for each seat in it)');
  if (abandoned > 0)
    console.log(
      `${abandoned} of ${games} games abandoned by a safety stop, with no winner (${((100 * abandoned) / games).toFixed(1)}%).`,
    );
}
