// Random-playout throughput for every game and player count, on one core: the legal moves are
// listed at every step and one is played through the game's fast path (`play`).
// Usage: npm run bench [-- --seconds 2] [-- --game moon] [-- --json]
import { optionsOrThrow, randomPlayout } from '../src/engine/index.ts';
import type { AnyGame } from '../src/engine/index.ts';
import { benchRows, json, option } from './args.ts';

const seconds = Number(option('--seconds')) || 2;

interface Row {
  game: string;
  players: number;
  games: number;
  moves: number;
  seconds: number;
  gamesPerSecond: number;
  movesPerSecond: number;
  /** Moves per second of the process's CPU time (user + system): a core's rate on a busy machine. */
  cpuMovesPerSecond: number;
  meanMoves: number;
}

function measure(game: AnyGame, players: number): Row {
  const options = optionsOrThrow(game, {});
  for (let i = 0; i < 50; i++) randomPlayout(game, options, players, `warm-${i}`); // let the JIT settle
  let games = 0;
  let moves = 0;
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const budget = seconds * 1000;
  while (performance.now() - start < budget) {
    moves += randomPlayout(game, options, players, `bench-${games}`).moves;
    games++;
  }
  const elapsed = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  return {
    game: game.id,
    players,
    games,
    moves,
    seconds: elapsed,
    gamesPerSecond: games / elapsed,
    movesPerSecond: moves / elapsed,
    cpuMovesPerSecond: moves / ((cpu.user + cpu.system) / 1e6),
    meanMoves: moves / games,
  };
}

const rows = benchRows(
  measure,
  (row) =>
    `${row.game.padEnd(22)} ${row.players}p  ${row.gamesPerSecond.toFixed(0).padStart(7)} games/s  ${row.movesPerSecond.toFixed(0).padStart(9)} moves/s (CPU time: ${row.cpuMovesPerSecond.toFixed(0).padStart(9)})  ${row.meanMoves.toFixed(1).padStart(6)} moves/game`,
  { seconds },
);

// Target (issue 32): Moon's random playouts at least 400,000 moves/s at 4 players, on one core,
// judged by CPU time (what one core gives when other work shares the machine).
const moon4 = rows.find((r) => r.game === 'moon' && r.players === 4);
if (moon4 && !json)
  console.log(
    `Target: Moon at 4 players at least 400,000 moves/s (CPU time): ${moon4.cpuMovesPerSecond.toFixed(0)} (${moon4.cpuMovesPerSecond >= 400_000 ? 'met' : 'not met'})`,
  );
