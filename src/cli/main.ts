// The `moontable` command.

import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { collect } from './args.ts';
import type { BotFlags } from './commands/bot.ts';
import type { CoachOptions } from './commands/coach.ts';
import type { ExportFlags } from './commands/export.ts';
import type { ModerateFlags } from './commands/moderate.ts';
import type { CreateFlags, JoinFlags } from './commands/online.ts';
import type { PlayOptions } from './commands/play.ts';
import type { ServeFlags } from './commands/serve.ts';
import type { SimulateOptions } from './commands/simulate.ts';
import type { TournamentOptions } from './commands/tournament.ts';
import type { VerifyFlags } from './commands/verify.ts';
import type { WorkerOptions } from './commands/worker.ts';
import { UsageError } from './errors.ts';

// Every command's code is imported when that command runs: `serve` then loads neither the
// terminal boards nor the coach, tournaments or the engine session, and starts sooner.

// Output piped into a reader that stops early (`moontable coach ... | head`) is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

const program = new Command('moontable')
  .description('Play, simulate and replay Moontable games.')
  .showHelpAfterError('(add --help for usage)')
  .version(
    (
      JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
        version: string;
      }
    ).version,
    '-V, --version',
    'print the version',
  );

program
  .command('games')
  .description('list the games, their player counts and options')
  .option('--json', 'print JSON')
  .action(async (opts) => (await import('./commands/games.ts')).gamesCommand(opts));

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
  .action(async (game: string | undefined, opts: PlayOptions) => {
    process.exitCode = await (await import('./commands/play.ts')).playCommand(game, opts);
  });

program
  .command('simulate <game>')
  .description('play random games and report speed and results by seat')
  .option('--players <n>', 'number of players (default: the most the game takes)')
  .option('--games <n>', 'how many games', '1000')
  .option('--seed <seed>', 'base seed', '1')
  .option('--option <key=value>', 'a game option; repeat for more', collect, [])
  .option('--json', 'print one JSON object')
  .action(async (game: string, opts: SimulateOptions) =>
    (await import('./commands/simulate.ts')).simulateCommand(game, opts),
  );

program
  .command('tournament <game>')
  .description('bots play each other with seats rotated; win rates, scores and Elo ratings')
  .option('--players <n>', 'number of players (default: the most the game takes)')
  .option(
    '--bots <list>',
    'bot specs: random, heuristic, ismcts:easy|normal|hard, ismcts:<iterations>, or cmd:<command> for a program speaking the bot protocol',
    'random,heuristic,ismcts:normal',
  )
  .option('--move-time <ms>', 'time a program bot has for each move; late is a lost game', '10000')
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
  .option(
    '--database-url <url>',
    'play on `moontable worker`s: each game a job in the queue on this PostgreSQL',
  )
  .action(async (game: string, opts: TournamentOptions) =>
    (await import('./commands/tournament.ts')).tournamentCommand(game, opts),
  );

program
  .command('worker')
  .description(
    'play tournament games from the job queue on PostgreSQL until stopped (see tournament --database-url)',
  )
  .option('--database-url <url>', 'the PostgreSQL holding the queue (default: $DATABASE_URL)')
  .option('--concurrency <n>', 'games played at once, one bot thread each', '1')
  .action(async (opts: WorkerOptions) =>
    (await import('./commands/worker.ts')).workerCommand(opts),
  );

program
  .command('replay <record>')
  .description(
    'check a game record move by move; print its log and result (exit 0 only when valid)',
  )
  .option('--json', 'print {ok, result} or {ok: false, error}')
  .option('--quiet', 'print the result only')
  .option('--lang <lang>', 'language of the log lines: en or de', 'en')
  .action(async (file: string, opts: { json?: boolean; quiet?: boolean; lang?: string }) => {
    process.exitCode = (await import('./commands/replay.ts')).replayCommand(file, opts);
  });

program
  .command('verify <record-or-link>')
  .description(
    "check that a finished match's deal was fixed at its creation: its seed hashes to the commitment published then, and its record replays from it (exit 0 only then)",
  )
  .option(
    '--commitment <sha256>',
    'the commitment the match page showed (needed for a record file)',
  )
  .option('--json', 'print {ok, commitment, seedHash, moves, problem}')
  .option('--lang <lang>', 'language: en or de', 'en')
  .action(async (target: string, opts: VerifyFlags) => {
    process.exitCode = await (await import('./commands/verify.ts')).verifyCommand(target, opts);
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
    'with --review: a loss of this many points of 100 is a mistake (half of it an inaccuracy, double a blunder)',
    '10',
  )
  .option('--lang <lang>', 'language of labels and reasons: en or de', 'en')
  .option('--json', 'print JSON')
  .action(async (file: string, opts: CoachOptions) => {
    process.exitCode = (await import('./commands/coach.ts')).coachCommand(file, opts);
  });

program
  .command('record <game>')
  .description("write a random game's record")
  .option('--players <n>', 'number of players (default: the most the game takes)')
  .option('--seed <seed>', 'seed (default: random)')
  .requiredOption('--out <file>', 'where to write the record')
  .option('--option <key=value>', 'a game option; repeat for more', collect, [])
  .action(
    async (
      game: string,
      opts: { players?: string; seed?: string; out: string; option: string[] },
    ) => (await import('./commands/record.ts')).recordCommand(game, opts),
  );

program
  .command('export')
  .description("every finished match of a server's database as JSON lines, for research")
  .requiredOption('--out <file>', 'where to write (- for standard output)')
  .option('--data <dir>', 'folder of the embedded database (the server must be stopped)', './data')
  .option('--database-url <url>', 'read PostgreSQL instead (default: $DATABASE_URL)')
  .option('--game <game>', 'only this game')
  .option('--salt <secret>', 'the same secret gives the same pseudonyms in every export')
  .action(async (opts: ExportFlags) => (await import('./commands/export.ts')).exportCommand(opts));

program
  .command('moderate <action> [target]')
  .description(
    'chat moderation: reports, bans, ban-person <id>, ban-network <cidr>, unban <id|cidr>, resolve <report>',
  )
  .option('--data <dir>', 'folder of the embedded database (the server must be stopped)', './data')
  .option('--database-url <url>', 'a PostgreSQL database (default: $DATABASE_URL)')
  .option('--server <url>', "a running server's operator route (from a --metrics-from address)")
  .option('--reason <text>', 'why (kept with the ban)')
  .option('--hide', 'resolve: hide the reported message from the chat history')
  .option('--json', 'JSON output')
  .action(async (action: string, target: string | undefined, opts: ModerateFlags) =>
    (await import('./commands/moderate.ts')).moderateCommand(action, target, opts),
  );

program
  .command('serve')
  .description('run the server: HTTP + WebSocket, matches, bots (embedded database by default)')
  .option('--host <host>', 'address to listen on', '127.0.0.1')
  .option('--port <port>', 'port to listen on (0: any free port)', '8080')
  .option('--data <dir>', 'folder of the embedded database', './data')
  .option('--database-url <url>', 'use PostgreSQL instead (default: $DATABASE_URL)')
  .option('--bot-delay <ms>', 'pause before a bot moves, so people can follow', '400')
  .option(
    '--bot-threads <n>',
    'threads for server bots: their whole CPU budget (default: cores - 1)',
  )
  .option('--http-rate <n>', 'create/join/rematch requests per second per address', '5')
  .option('--create-rate <n>', 'new matches per minute per address', '12')
  .option('--server-create-rate <n>', 'new matches per second on the whole server', '20')
  .option('--open-ttl <hours>', 'delete open matches nobody joined for this long', '24')
  .option('--sockets-per-address <n>', 'open WebSockets per network (see --ipv4-prefix)', '32')
  .option(
    '--ipv4-prefix <bits>',
    'budgets count IPv4 clients per network of this prefix (32: per address, 24: per /24); IPv6 per /64 and /48',
    '32',
  )
  .option('--open-per-network <n>', 'matches waiting for players one network may hold', '20')
  .option(
    '--read-rate <n>',
    'read cost units per second per network (pages, records, spectators)',
    '40',
  )
  .option(
    '--drain-grace <seconds>',
    'on SIGTERM, /readyz answers 503 this long before the listener closes',
    '3',
  )
  .option(
    '--trust-proxy <addresses>',
    'reverse proxies (addresses or CIDR ranges) whose X-Forwarded-* headers count (default: none)',
  )
  .option('--public-url <url>', 'invite links start with this, e.g. https://play.example.org')
  .option('--metrics-from <addresses>', 'who may read /metrics', '127.0.0.1,::1,::ffff:127.0.0.1')
  .option('--busy-lag <ms>', 'answer busy while the event loop runs this late on average', '40')
  .option('--busy-db <ms>', 'answer busy while a move has waited this long for the database', '50')
  .option(
    '--busy-heap <share>',
    'take no new sockets, matches or seats while the heap is fuller than this share of its limit',
    '0.8',
  )
  .option(
    '--no-fsync',
    'embedded database: do not flush commits to disk (faster; an OS crash can lose moves)',
  )
  .option(
    '--smtp-url <url>',
    'send e-mail notification digests through this mail server, e.g. smtp://user:pass@mail.example.org:587 (default: $SMTP_URL; none: no e-mail)',
  )
  .option(
    '--mail-from <address>',
    'the sender of notification e-mails',
    'Moontable <moontable@localhost>',
  )
  .option('--log-level <level>', 'fatal, error, warn, info, debug or silent', 'info')
  .option('--log-format <format>', 'json (default when not a terminal) or text')
  // Loaded only when serving: the server and its database are most of the command's start-up.
  .action(async (opts: ServeFlags) => (await import('./commands/serve.ts')).serveCommand(opts));

program
  .command('create <game>')
  .description('create a match on a server and print its invite and spectator links')
  .option('--server <url>', 'the server', 'http://127.0.0.1:8080')
  .option('--seats <list>', 'one entry per seat: human or bot[:name]', 'human,human')
  .option('--option <key=value>', 'a game option; repeat for more', collect, [])
  .option('--time-control <min+sec>', 'time bank in minutes plus increment in seconds, e.g. 10+5')
  .option('--takeover <bot>', 'a bot plays for players who leave or run out of time')
  .option('--json', 'print the server answer as JSON')
  .action(async (game: string, opts: CreateFlags) =>
    (await import('./commands/online.ts')).createCommand(game, opts),
  );

program
  .command('join <link>')
  .description('take your seat in an online match (or watch, with a spectator link)')
  .option('--name <name>', 'your name at the table (default: $USER)')
  .option('--lang <lang>', 'language of move labels and log lines: en or de', 'en')
  .action(async (link: string, opts: JoinFlags) => {
    process.exitCode = await (await import('./commands/online.ts')).joinCommand(link, opts);
  });

program
  .command('bot <link>')
  .description(
    'a program plays the seat of this invite link to the end of the match (the bot protocol: docs/engine-protocol.md)',
  )
  .requiredOption(
    '--cmd <command>',
    'the command that starts your program, e.g. "python3 my_bot.py"',
  )
  .option('--name <name>', 'the name at the table (default: "program <file>")')
  .option(
    '--move-time <ms>',
    'the most a program may think per move (less when its clock has less)',
    '60000',
  )
  .option('--retries <n>', 'program faults in a row before the seat is given back', '3')
  .action(async (link: string, opts: BotFlags) => {
    process.exitCode = await (await import('./commands/bot.ts')).botCommand(link, opts);
  });

program
  .command('engine')
  .description(
    'speak the engine protocol (JSON-RPC 2.0, one message per line) on stdin and stdout; see docs/engine-protocol.md',
  )
  .action(async () => (await import('./commands/engine.ts')).engineCommand());

// Every failure is one line on stderr: 2 for bad usage or input, 1 for a failure of ours (its
// stack only with MOONTABLE_DEBUG=1).
const fail = (e: unknown): void => {
  if (e instanceof UsageError) {
    console.error(`moontable: ${e.message}`);
    process.exitCode = 2;
    return;
  }
  if (process.env.MOONTABLE_DEBUG) console.error(e);
  else
    console.error(
      `moontable: failed: ${e instanceof Error ? e.message : String(e)} (MOONTABLE_DEBUG=1 shows more)`,
    );
  process.exitCode = 1;
};
process.on('unhandledRejection', (e) => {
  fail(e);
  process.exit();
});

/**
 * The command named in `args` that does not exist, if any (`verfy` in `moontable verfy
 * --help`, or `help verfy`). Commander would print the program's help for the first and exit
 * 0; an unknown command is bad usage whatever follows it.
 */
function unknownCommand(args: readonly string[]): string | null {
  const known = new Set(program.commands.flatMap((c) => [c.name(), ...c.aliases()]));
  const [first, second] = args.filter((a) => !a.startsWith('-'));
  if (first === undefined) return null;
  if (first === 'help') return second === undefined || known.has(second) ? null : second;
  return known.has(first) ? null : first;
}

// Games of other modules (MOONTABLE_GAMES) join the registry before any command reads it.
if (process.env.MOONTABLE_GAMES) {
  try {
    await (await import('../bots/node/game-modules.ts')).loadGameModules();
  } catch (e) {
    fail(new UsageError((e as Error).message));
    process.exit();
  }
}

const unknown = unknownCommand(process.argv.slice(2));
if (unknown !== null) {
  const names = program.commands.map((c) => c.name()).join(', ');
  fail(new UsageError(`unknown command '${unknown}' (commands: ${names}, help)`));
} else {
  try {
    await program.parseAsync();
  } catch (e) {
    fail(e);
  }
}
