// The `moontable` command.

import { Command } from 'commander';
import { collect } from './args.ts';
import { coachCommand } from './commands/coach.ts';
import { gamesCommand } from './commands/games.ts';
import { playCommand } from './commands/play.ts';
import { recordCommand } from './commands/record.ts';
import { replayCommand } from './commands/replay.ts';
import { serveCommand } from './commands/serve.ts';
import { createCommand, joinCommand } from './commands/online.ts';
import { simulateCommand } from './commands/simulate.ts';
import { tournamentCommand } from './commands/tournament.ts';
import { UsageError } from './errors.ts';

// Output piped into a reader that stops early (`moontable coach ... | head`) is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

const program = new Command('moontable')
  .description('Play, simulate and replay Moontable games.')
  .showHelpAfterError('(add --help for usage)');

program
  .command('games')
  .description('list the games, their player counts and options')
  .option('--json', 'print JSON')
  .action(gamesCommand);

program
  .command('play [game]')
  .description('play a whole game in the terminal against bots, or hot-seat with friends')
  .option('--players <n>', 'number of players (default: the most the game takes)')
  .option(
    '--seats <list>',
    'one entry per seat: human, bot, or a bot spec such as heuristic or ismcts:normal (default: human then bots)',
  )
  .option('--seed <seed>', 'seed for a repeatable game (default: random)')
  .option('--option <key=value>', 'a game option; repeat for more', collect, [])
  .option(
    '--bot <spec>',
    'the bot for "bot" seats: random, heuristic, ismcts:easy|normal|hard',
    'random',
  )
  .option('--save <file>', 'write the game record to this file at the end (and on "save")')
  .option('--resume <file>', 'play on from a saved record (its seats unless --seats is given)')
  .option('--max-listed <n>', 'how many moves to list before "...and more"', '40')
  .option('--lang <lang>', 'language of move labels and log lines: en or de', 'en')
  .action(async (game, opts) => {
    process.exitCode = await playCommand(game, opts);
  });

program
  .command('simulate <game>')
  .description('play random games and report speed and results by seat')
  .option('--players <n>', 'number of players (default: the most the game takes)')
  .option('--games <n>', 'how many games', '1000')
  .option('--seed <seed>', 'base seed', '1')
  .option('--option <key=value>', 'a game option; repeat for more', collect, [])
  .option('--json', 'print one JSON object')
  .action(simulateCommand);

program
  .command('tournament <game>')
  .description('bots play each other with seats rotated; win rates, scores and Elo ratings')
  .option('--players <n>', 'number of players (default: the most the game takes)')
  .option(
    '--bots <list>',
    'bot specs: random, heuristic, ismcts:easy|normal|hard or ismcts:<iterations>',
    'random,heuristic,ismcts:normal',
  )
  .option('--games <n>', 'how many games', '60')
  .option('--threads <n>', 'worker threads', '1')
  .option('--seed <seed>', 'base seed', '1')
  .option('--option <key=value>', 'a game option; repeat for more', collect, [])
  .option(
    '--leaf <key=value>',
    'tune the IS-MCTS leaf evaluation, e.g. playoutMoves=8 or winShare=0.5; repeat for more',
    collect,
    [],
  )
  .option('--json', 'print the standings as JSON')
  .action(tournamentCommand);

program
  .command('replay <record>')
  .description(
    'check a game record move by move; print its log and result (exit 0 only when valid)',
  )
  .option('--json', 'print {ok, result} or {ok: false, error}')
  .option('--quiet', 'print the result only')
  .option('--lang <lang>', 'language of the log lines: en or de', 'en')
  .action((file, opts) => {
    process.exitCode = replayCommand(file, opts);
  });

program
  .command('coach <record>')
  .description(
    "advice for a seat at a point of a game record (its best moves, each with the chance to win and a reason), or --review of the seat's whole game",
  )
  .option('--seat <n>', 'the seat to coach, counted from 0 as in records (required)')
  .option('--at <k>', 'advise after the first k moves (default: the end of the record)')
  .option('--review', "review the seat's moves: chance to win after each, and the mistakes")
  .option('--level <level>', 'search strength: easy, normal or hard (default normal)')
  .option('--iterations <n>', 'search iterations per position, instead of --level')
  .option('--ms <n>', 'cap on thinking time per position in ms (then no longer repeatable)')
  .option('--seed <seed>', "the coach's own seed", 'coach')
  .option('--top <n>', 'how many moves to advise', '3')
  .option(
    '--threshold <points>',
    'with --review: a loss of this many points of 100 is a mistake',
    '10',
  )
  .option('--lang <lang>', 'language of labels and reasons: en or de', 'en')
  .option('--json', 'print JSON')
  .action((file, opts) => {
    process.exitCode = coachCommand(file, opts);
  });

program
  .command('record <game>')
  .description("write a random game's record")
  .option('--players <n>', 'number of players (default: the most the game takes)')
  .option('--seed <seed>', 'seed (default: random)')
  .requiredOption('--out <file>', 'where to write the record')
  .option('--option <key=value>', 'a game option; repeat for more', collect, [])
  .action(recordCommand);

program
  .command('serve')
  .description('run the server: HTTP + WebSocket, matches, bots (embedded database by default)')
  .option('--host <host>', 'address to listen on', '127.0.0.1')
  .option('--port <port>', 'port to listen on (0: any free port)', '8080')
  .option('--data <dir>', 'folder of the embedded database', './data')
  .option('--database-url <url>', 'use PostgreSQL instead (default: $DATABASE_URL)')
  .option('--bot-delay <ms>', 'pause before a bot moves, so people can follow', '400')
  .option('--http-rate <n>', 'create/join/rematch requests per second per address', '5')
  .action(serveCommand);

program
  .command('create <game>')
  .description('create a match on a server and print its invite and spectator links')
  .option('--server <url>', 'the server', 'http://127.0.0.1:8080')
  .option('--seats <list>', 'one entry per seat: human or bot[:name]', 'human,human')
  .option('--option <key=value>', 'a game option; repeat for more', collect, [])
  .option('--time-control <min+sec>', 'time bank in minutes plus increment in seconds, e.g. 10+5')
  .option('--takeover <bot>', 'a bot plays for players who leave or run out of time')
  .option('--json', 'print the server answer as JSON')
  .action(createCommand);

program
  .command('join <link>')
  .description('take your seat in an online match (or watch, with a spectator link)')
  .option('--name <name>', 'your name at the table (default: $USER)')
  .option('--lang <lang>', 'language of move labels and log lines: en or de', 'en')
  .action(async (link, opts) => {
    process.exitCode = await joinCommand(link, opts);
  });

try {
  await program.parseAsync();
} catch (e) {
  if (!(e instanceof UsageError)) throw e;
  console.error(`moontable: ${e.message}`);
  process.exitCode = 2;
}
