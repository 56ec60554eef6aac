// What one match in play holds in a server's memory, by game and player count: the engine
// state, the moves and each move's facts (LiveMatch), after a whole game of random moves. A
// server keeps this for every match being played or watched, so it sets how many tables fit in
// memory. Also what a whole log costs to word from its facts for one viewer (a join or a record).
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
  /** Milliseconds to word a whole finished game's log from its facts for one viewer (median). */
  wholeLogMs: number;
  /**
   * Microseconds of CPU a move costs the live match when it is applied and then sent to every
   * seat and a spectator in English (the rules' check, the facts, the words), mean.
   */
  usPerMove: number;
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
  let cpu = 0;
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
      const t0 = process.cpuUsage();
      const applied = live.applyLogged({
        version: live.version + 1,
        seat,
        move,
        by: 'player',
        at: 0,
        clocks: null,
      });
      if (!applied.ok) throw new Error(applied.error.message);
      for (let v = 0; v <= players; v++)
        live.events(v === players ? 'spectator' : v, live.version - 1, 'en');
      const t = process.cpuUsage(t0);
      cpu += t.user + t.system;
      moves++;
    }
    kept.push(live);
  }
  gc();
  const bytes = process.memoryUsage().heapUsed - before;
  const times = kept.map((live) => {
    const t0 = performance.now();
    live.events('spectator', 0);
    return performance.now() - t0;
  });
  times.sort((a, b) => a - b);
  return {
    game: gameId,
    players,
    moves: Math.round(moves / MATCHES),
    kbPerMatch: Math.round(bytes / MATCHES / 1024),
    wholeLogMs: Math.round(times[Math.floor(times.length / 2)]! * 10) / 10,
    usPerMove: Math.round((cpu / moves) * 10) / 10,
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
  console.log(
    'game                  players   moves   KB per match   whole log (ms)   µs CPU per move',
  );
  for (const r of rows)
    console.log(
      `${r.game.padEnd(22)}${String(r.players).padStart(7)}${String(r.moves).padStart(8)}${String(r.kbPerMatch).padStart(15)}${String(r.wholeLogMs).padStart(17)}${String(r.usPerMove).padStart(18)}`,
    );
}
