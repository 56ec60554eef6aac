// `moontable play`: a whole game in the terminal, any mix of humans and bots. With two or more
// humans (hot-seat) the screen is cleared and handed over between turns, so nobody sees
// another player's coins or hand.

import { writeFileSync } from 'node:fs';
import type { AnyGame, Lang, Seat, Viewer } from '../../engine/game.ts';
import { makeRecord } from '../../engine/record.ts';
import type { RecordedMove } from '../../engine/record.ts';
import { makeBot } from '../../bots/spec.ts';
import {
  requireGame,
  requireLang,
  requireOptions,
  requirePlayers,
  requireSeats,
  seedOrRandom,
} from '../args.ts';
import { boardFor } from '../boards/index.ts';
import { formatRuleError } from '../errors.ts';
import type { LineInput } from '../input.ts';
import { stdinLines } from '../input.ts';
import { printResult } from '../result.ts';
import { styleFor } from '../style.ts';

export interface PlayOptions {
  players?: string;
  seats?: string;
  seed?: string;
  option: string[];
  bot: string;
  save?: string;
  maxListed: string;
  /** Language of move labels and log lines: en (default) or de. */
  lang?: string;
}

const HELP = [
  'Type the number of a move, or the move itself (its short form, shown dim after each label).',
  'Other commands: board (draw the board again), log (the whole log), moves (list every move), save, help, quit.',
];

export async function playCommand(
  gameId: string,
  opts: PlayOptions,
  input: LineInput = stdinLines(),
): Promise<number> {
  const game = requireGame(gameId);
  const players = requirePlayers(game, opts.players);
  const seats = requireSeats(game, opts.seats, players, opts.bot);
  const { values, options } = requireOptions(game, opts.option);
  const seed = seedOrRandom(opts.seed);
  const lang = requireLang(opts.lang);
  const style = styleFor(process.stdout);
  const board = boardFor(game.id);
  const humans = seats.flatMap((s, seat) => (s.kind === 'human' ? [seat] : []));
  const hotSeat = humans.length > 1;
  // The log is worded for the one human, or publicly in hot-seat and bot-only games.
  const logViewer: Viewer = humans.length === 1 ? (humans[0] as Seat) : 'spectator';
  const bots = seats.map((s, seat) =>
    s.kind === 'bot' ? makeBot(s.bot, game, `${seed}/seat-${seat}`) : null,
  );
  const names = seats.map(
    (s, seat) =>
      `Player ${seat + 1}${s.kind === 'bot' ? ` (${s.bot} bot)` : seat === logViewer ? ' (you)' : ''}`,
  );
  const print = (line = '') => console.log(line);
  const log: string[] = [];
  const moves: RecordedMove[] = [];
  let state = game.setup(options, players, seed);
  let lastHuman: Seat | null = null;

  const save = () => {
    if (!opts.save) return;
    writeFileSync(
      opts.save,
      JSON.stringify(makeRecord(game.id, values, players, seed, moves), null, 1) + '\n',
    );
    print(`Record saved to ${opts.save}.`);
  };

  print(style.bold(`${game.name}: ${names.join(', ')}. Seed ${seed}.`));
  print(HELP[0]);
  for (;;) {
    const toAct = game.toAct(state);
    if (toAct.length === 0) break;
    const seat = toAct[0] as Seat;
    const bot = bots[seat];
    let move: unknown;
    if (bot) {
      move = bot.choose(game.view(state, seat), game.legalMoves(state, seat), seat);
    } else {
      if (hotSeat && lastHuman !== seat) {
        print('\x1b[2J\x1b[H'.repeat(style.colour ? 1 : 0) + '\n'.repeat(style.colour ? 0 : 3));
        const ok = await input.ask(
          style.bold(`Pass to ${names[seat]}, then press Enter (the others look away). `),
        );
        if (ok === null) return endOfInput(save, print);
      }
      lastHuman = seat;
      const chosen = await askMove(game, state, seat, input, {
        style,
        board,
        log,
        maxListed: Number(opts.maxListed) || 40,
        names,
        save,
        lang,
      });
      if (chosen === 'quit') {
        save();
        print('Game abandoned.');
        return 1;
      }
      if (chosen === null) return endOfInput(save, print);
      move = chosen;
    }
    const next = game.apply(state, seat, move);
    if (!next.ok)
      throw new Error(
        `a ${bot ? 'bot' : 'checked'} move was refused: ${formatRuleError(next.error)}`,
      );
    const lines = game.describe(
      state,
      seat,
      move,
      next.value,
      hotSeat ? 'spectator' : logViewer,
      lang,
    );
    for (const line of lines) {
      log.push(line);
      print(`  ${line}`);
    }
    moves.push({ seat, move: game.encodeMove(move) });
    state = next.value;
  }
  print();
  for (const line of board.draw(game.view(state, 'spectator'), 'spectator', style, lang))
    print(line);
  print();
  printResult(game, state, print, names, style, lang);
  save();
  input.close();
  return 0;
}

function endOfInput(save: () => void, print: (line: string) => void): number {
  save();
  print('\nInput ended before the game did.');
  return 1;
}

interface AskContext {
  style: ReturnType<typeof styleFor>;
  board: ReturnType<typeof boardFor>;
  log: string[];
  maxListed: number;
  names: string[];
  save: () => void;
  lang: Lang;
}

/** Shows the board and the numbered legal moves, and reads until a legal move (or quit / end). */
async function askMove(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  input: LineInput,
  ctx: AskContext,
): Promise<unknown | 'quit' | null> {
  const print = (line = '') => console.log(line);
  const legal = game.legalMoves(state, seat);
  const showBoard = () => {
    print();
    for (const line of ctx.board.draw(game.view(state, seat), seat, ctx.style, ctx.lang))
      print(line);
  };
  const listMoves = (all: boolean) => {
    const shown = all ? legal.length : Math.min(legal.length, ctx.maxListed);
    for (let i = 0; i < shown; i++) {
      print(
        `  ${String(i + 1).padStart(3)}. ${game.moveLabel(state, seat, legal[i], ctx.lang)}  ${ctx.style.dim(game.encodeMove(legal[i]))}`,
      );
    }
    if (shown < legal.length)
      print(
        ctx.style.dim(
          `  ... and ${legal.length - shown} more (type "moves" to list them all, or type a move)`,
        ),
      );
  };
  showBoard();
  print(ctx.style.bold(`${ctx.names[seat]}, your move:`));
  listMoves(false);
  for (;;) {
    const line = await input.ask(`${ctx.names[seat]}> `);
    if (line === null) return null;
    const text = line.trim();
    if (text === '') continue;
    if (text === 'quit' || text === 'exit') return 'quit';
    if (text === 'help') HELP.forEach((h) => print(h));
    else if (text === 'log') ctx.log.forEach((l) => print(`  ${l}`));
    else if (text === 'board') showBoard();
    else if (text === 'moves') listMoves(true);
    else if (text === 'save') ctx.save();
    else if (/^\d+$/.test(text)) {
      const n = Number(text);
      if (n >= 1 && n <= legal.length) return legal[n - 1];
      print(`There is no move ${n}: choose 1 to ${legal.length}.`);
    } else {
      const parsed = game.parseMove(text);
      if (!parsed.ok) {
        print(formatRuleError(parsed.error));
        continue;
      }
      const applied = game.apply(state, seat, parsed.value);
      if (!applied.ok) print(`Not allowed: ${formatRuleError(applied.error)}`);
      else return parsed.value;
    }
  }
}
