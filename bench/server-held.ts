// What one match in play holds in a server's memory, by game and player count: the engine
// state and the log every viewer reads (LiveMatch), after a whole game of random moves. A server
// keeps this for every match being played or watched, so it sets how many tables fit in memory.
// Usage: npm run bench:server -- --held [--matches 100 --json]
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { GAMES } from '../src/games/index.ts';
import { LiveMatch } from '../src/server/live.ts';
import type { MatchRow } from '../src/store/store.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--matches');
const MATCHES = at >= 0 ? Number(args[at + 1]) : 100;
const json = args.includes('--json');

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

interface Held {
  game: string;
  players: number;
  moves: number;
  kbPerMatch: number;
}

function held(gameId: string, players: number): Held {
  const game = GAMES.find((g) => g.id === gameId)!;
  const options = game.parseOptions({});
  if (!options.ok) throw new Error(options.error.message);
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept: LiveMatch[] = [];
  let moves = 0;
  let rnd = 1;
  for (let i = 0; i < MATCHES; i++) {
    const row: MatchRow = {
      id: `m${i}`,
      game: gameId,
      options: {},
      players,
      seed: `held-${i}`,
      seats: [],
      settings: { timeControl: null, takeover: null },
      status: 'running',
      version: 0,
      seatsVersion: 0,
      result: null,
      rematchOf: null,
      rematch: null,
      createdAt: 0,
      updatedAt: 0,
      startedAt: 0,
      botTurn: false,
      deadline: null,
    };
    const live = new LiveMatch(game, options.value, row);
    while (!live.result()) {
      const seat = live.toAct()[0]!;
      const legal = game.legalMoves(live.state, seat);
      rnd = (rnd * 48271) % 2147483647;
      const move = game.encodeMove(legal[rnd % legal.length]!);
      const applied = live.applyLogged({
        version: live.version + 1,
        seat,
        move,
        by: 'player',
        at: 0,
        clocks: null,
      });
      if (!applied.ok) throw new Error(applied.error.message);
      moves++;
    }
    kept.push(live);
  }
  gc();
  const bytes = process.memoryUsage().heapUsed - before;
  if (kept.length !== MATCHES) throw new Error('lost a match'); // keeps `kept` alive until here
  return {
    game: gameId,
    players,
    moves: Math.round(moves / MATCHES),
    kbPerMatch: Math.round(bytes / MATCHES / 1024),
  };
}

const rows = [
  held('monkeys-on-the-moon', 2),
  held('monkeys-on-the-moon', 4),
  held('moon', 5),
  held('monkey-lab', 4),
  held('chimps-on-mars', 5),
];
if (json) console.log(JSON.stringify(rows));
else {
  console.log(`Memory a finished match holds on a server (mean of ${MATCHES} random games):`);
  console.log('game                  players   moves   KB per match');
  for (const r of rows)
    console.log(
      `${r.game.padEnd(22)}${String(r.players).padStart(7)}${String(r.moves).padStart(8)}${String(r.kbPerMatch).padStart(15)}`,
    );
}
