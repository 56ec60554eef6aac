// Random-playout throughput for every game and player count, on one core: the legal moves are
// listed at every step and one is played through the game's fast path (`play`).
// Usage: npm run bench [-- --seconds 2] [-- --json]
import { optionsOrThrow, randomPlayout } from '../src/engine/index.ts';
import { GAMES } from '../src/games/index.ts';

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 2;
const json = args.includes('--json');

interface Row {
  game: string;
  players: number;
  games: number;
  moves: number;
  seconds: number;
  gamesPerSecond: number;
  movesPerSecond: number;
  meanMoves: number;
}

function measure(gameIndex: number, players: number): Row {
  const game = GAMES[gameIndex]!;
  const options = optionsOrThrow(game, {});
  for (let i = 0; i < 50; i++) randomPlayout(game, options, players, `warm-${i}`); // let the JIT settle
  let games = 0;
  let moves = 0;
  const start = performance.now();
  const budget = seconds * 1000;
  while (performance.now() - start < budget) {
    moves += randomPlayout(game, options, players, `bench-${games}`).moves;
    games++;
  }
  const elapsed = (performance.now() - start) / 1000;
  return {
    game: game.id,
    players,
    games,
    moves,
    seconds: elapsed,
    gamesPerSecond: games / elapsed,
    movesPerSecond: moves / elapsed,
    meanMoves: moves / games,
  };
}

const rows: Row[] = [];
for (const [i, game] of GAMES.entries()) {
  for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
    const row = measure(i, players);
    rows.push(row);
    if (!json) {
      console.log(
        `${row.game.padEnd(22)} ${players}p  ${row.gamesPerSecond.toFixed(0).padStart(7)} games/s  ${row.movesPerSecond.toFixed(0).padStart(9)} moves/s  ${row.meanMoves.toFixed(1).padStart(6)} moves/game`,
      );
    }
  }
}
if (json) console.log(JSON.stringify({ node: process.version, seconds, rows }, null, 2));
