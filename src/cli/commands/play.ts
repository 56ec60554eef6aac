// `moontable play`: a whole game in the terminal, any mix of humans and bots. With two or more
// humans (hot-seat) the screen and its scrollback are cleared and handed over between turns, so
// nobody sees another player's coins or hand. At a human's turn: the rules, a hint from the
// coach, and `save <file>`; `--resume <file>` plays on from a saved record.

import type { AnyGame, Lang, Seat, Viewer } from '../../engine/game.ts';
import { makeRecord, replay } from '../../engine/record.ts';
import type { RecordedMove } from '../../engine/record.ts';
import { adviseAt } from '../../bots/coach.ts';
import { ISMCTS_LEVELS } from '../../bots/ismcts.ts';
import { makeBot } from '../../bots/spec.ts';
import { levelName } from '../../bots/levels.ts';
import { playWords } from '../play-words.ts';
import {
  requireGame,
  requireLang,
  requireOptions,
  requirePlayers,
  requireSeats,
  seedOrRandom,
} from '../args.ts';
import type { SeatKind } from '../args.ts';
import { boardFor } from '../boards/index.ts';
import { adviceLines, unsure, unsureLines } from '../coach-text.ts';
import { formatRuleError, UsageError } from '../errors.ts';
import type { LineInput } from '../input.ts';
import { stdinLines } from '../input.ts';
import { requireRecord, writeRecordFile } from '../records.ts';
import { printResult } from '../result.ts';
import { rulesLines } from '../rules-text.ts';
import { fitted, movePage, screenOf } from '../screen.ts';
import { styleFor } from '../style.ts';

export interface PlayOptions {
  players?: string;
  seats?: string;
  seed?: string;
  option: string[];
  bot: string;
  save?: string;
  /** A saved record to play on from (game, players, options and seed come from it). */
  resume?: string;
  maxListed: string;
  /** Language of move labels and log lines: en (default) or de. */
  lang?: string;
}

/** Clears the screen and, on terminals that keep one, the scrollback too. */
const CLEAR_ALL = '\x1b[H\x1b[2J\x1b[3J';

/** The table to play at: a new game from the options, or a saved one from `--resume`. */
function setTable(gameId: string | undefined, opts: PlayOptions) {
  if (!opts.resume) {
    if (gameId === undefined) throw new UsageError('name a game to play, or --resume <file>');
    const game = requireGame(gameId);
    const players = requirePlayers(game, opts.players);
    const { values, options } = requireOptions(game, opts.option);
    const seed = seedOrRandom(opts.seed);
    return {
      game,
      players,
      values,
      seed,
      seats: requireSeats(game, opts.seats, players, opts.bot),
      state: game.setup(options, players, seed),
      moves: [] as RecordedMove[],
    };
  }
  const file = opts.resume;
  if (opts.players !== undefined || opts.seed !== undefined || opts.option.length > 0)
    throw new UsageError('--players, --seed and --option come from the record when resuming');
  const { record, game, data } = requireRecord(file, requireLang(opts.lang));
  if (gameId !== undefined && gameId !== game.id)
    throw new UsageError(`${file} is a game of ${game.id}, not ${gameId}`);
  const out = replay(game, record);
  if (!out.ok)
    throw new UsageError(
      `${file}: move ${out.moveIndex} is refused: ${formatRuleError(out.error)}`,
    );
  if (game.toAct(out.state).length === 0)
    throw new UsageError(`${file}: that game is over; replay it with moontable replay ${file}`);
  // The seats saved with the record, unless --seats names others.
  const saved =
    Array.isArray(data.seats) && data.seats.every((x) => typeof x === 'string')
      ? (data.seats as string[]).join(',')
      : undefined;
  return {
    game,
    players: record.players,
    values: record.options,
    seed: record.seed,
    seats: requireSeats(game, opts.seats ?? saved, record.players, opts.bot),
    state: out.state,
    moves: [...record.moves],
  };
}

/** A seat's name at the terminal table: "Player 2 (Casual bot)", "Spieler 1 (du)". */
function seatName(s: SeatKind, seat: Seat, you: boolean, lang: Lang): string {
  const w = playWords(lang);
  const who = `${w.player} ${seat + 1}`;
  if (s.kind === 'bot') return w.bot(who, levelName(s.bot, lang));
  return you ? `${who} (${w.you})` : who;
}

/** The seats as saved beside a record, e.g. ["human", "ismcts:normal"]. */
const seatWords = (seats: readonly SeatKind[]): string[] =>
  seats.map((s) => (s.kind === 'human' ? 'human' : s.bot));

export async function playCommand(
  gameId: string | undefined,
  opts: PlayOptions,
  input: LineInput = stdinLines(),
): Promise<number> {
  // However the game ends (the end, quit, the input's end), the input is closed: an open
  // terminal or pipe must not keep the command running.
  try {
    return await playTable(gameId, opts, input);
  } finally {
    input.close();
  }
}

async function playTable(
  gameId: string | undefined,
  opts: PlayOptions,
  input: LineInput,
): Promise<number> {
  const lang = requireLang(opts.lang);
  const table = setTable(gameId, opts);
  const { game, players, values, seed, seats, moves } = table;
  const style = styleFor(process.stdout);
  const board = boardFor(game.id);
  const humans = seats.flatMap((s, seat) => (s.kind === 'human' ? [seat] : []));
  const hotSeat = humans.length > 1;
  // The log is worded for the one human, or publicly in hot-seat and bot-only games.
  const logViewer: Viewer = humans.length === 1 ? (humans[0] as Seat) : 'spectator';
  const bots = seats.map((s, seat) =>
    s.kind === 'bot' ? makeBot(s.bot, game, `${seed}/seat-${seat}`) : null,
  );
  const names = seats.map((s, seat) => seatName(s, seat, seat === logViewer, lang));
  const print = (line = '') => console.log(line);
  const w = playWords(lang);
  const log: string[] = [];
  let state = table.state;
  let lastHuman: Seat | null = null;

  /** Writes the record so far, with the seats, to `file`. */
  const saveTo = (file: string) => {
    try {
      const record = makeRecord(game.id, values, players, seed, moves);
      writeRecordFile(file, record, { seats: seatWords(seats) });
      print(w.saved(file));
    } catch (e) {
      print(w.notSaved(file, (e as NodeJS.ErrnoException).code ?? (e as Error).message));
    }
  };
  /** At the end, on quit or when input ends: to --save, else back to the file resumed from. */
  const autosave = () => {
    const file = opts.save ?? opts.resume;
    if (file) saveTo(file);
  };
  /** The `save [file]` command. */
  const save = (file?: string) => {
    const target = file || opts.save || opts.resume;
    if (target) saveTo(target);
    else print(w.saveWhere);
  };

  print(style.bold(`${game.name}: ${names.join(', ')}. ${w.seed} ${seed}.`));
  if (opts.resume) {
    // The log so far, worded for this table's viewer, as if it had been watched.
    const viewer = hotSeat ? 'spectator' : logViewer;
    replay(game, makeRecord(game.id, values, players, seed, moves), (b, by, m, a) => {
      log.push(...game.describe(b, by, m, a, viewer, lang));
    });
    print(w.resumed(opts.resume, moves.length));
  }
  for (const line of fitted(w.help[0] as string, screenOf(process.stdout).columns, '')) print(line);
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
        // Clear the screen and the scrollback on a terminal; a pipe just gets a gap.
        print(process.stdout.isTTY ? CLEAR_ALL : '\n\n');
        const ok = await input.ask(style.bold(w.passTo(names[seat] ?? '')));
        if (ok === null) return endOfInput(autosave, print, lang);
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
        hint: () => hintLines(game, state, seat, moves.length, lang, style),
      });
      if (chosen === 'quit') {
        autosave();
        print(w.quit);
        return 1;
      }
      if (chosen === null) return endOfInput(autosave, print, lang);
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
      for (const shown of fitted(`  ${line}`, screenOf(process.stdout).columns)) print(shown);
    }
    moves.push({ seat, move: game.encodeMove(move) });
    state = next.value;
  }
  print();
  for (const line of board.draw(game.view(state, 'spectator'), 'spectator', style, lang))
    print(line);
  print();
  printResult(game, state, print, names, style, lang);
  autosave();
  return 0;
}

function endOfInput(save: () => void, print: (line: string) => void, lang: Lang): number {
  save();
  print(`\n${playWords(lang).inputEnded}`);
  return 1;
}

interface AskContext {
  style: ReturnType<typeof styleFor>;
  board: ReturnType<typeof boardFor>;
  log: string[];
  maxListed: number;
  names: string[];
  save: (file?: string) => void;
  lang: Lang;
  hint: () => string[];
}

/** The longer search of a hint whose first one was too thin: 8x the iterations, 4 s at most. */
const LONGER_ITERATIONS = 4000;
const LONGER_MS = 4000;

/**
 * The coach at the table: the seat's best moves from its view, at normal strength and within a
 * second. Its seed is the move number: never the game's seed, which decides the hidden cards.
 */
function hintLines(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  moveNumber: number,
  lang: Lang,
  style: ReturnType<typeof styleFor>,
): string[] {
  const search = (iterations: number, ms: number) =>
    adviseAt(game, state, seat, {
      seed: `hint/${moveNumber}`,
      iterations,
      ms,
      now: Date.now,
      lang,
    });
  let advice = search(ISMCTS_LEVELS.normal.iterations, 1000);
  // Too few play-outs through the best move to tell the moves apart: search longer, once
  // (issue 31: a first turn's hint listed three moves at 51% from 7 visits each).
  let asked: number = ISMCTS_LEVELS.normal.iterations;
  if (unsure(advice)) {
    asked = LONGER_ITERATIONS;
    advice = search(asked, LONGER_MS);
  }
  const cut =
    advice.iterations < asked
      ? lang === 'de'
        ? ` (nur ${advice.iterations} Durchläufe in seiner Bedenkzeit)`
        : ` (only ${advice.iterations} iterations in the time it had)`
      : '';
  return [
    style.bold(
      (lang === 'de' ? 'Der Coach, aus deiner Sicht' : 'The coach, from what you see') + cut + ':',
    ),
    ...adviceLines(game, state, advice, lang, style),
    ...(unsure(advice) ? unsureLines(advice, lang) : []),
  ];
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
  const w = playWords(ctx.lang);
  const legal = game.legalMoves(state, seat);
  const screen = screenOf(process.stdout);
  const items = legal.map((m) => ({
    label: game.moveLabel(state, seat, m, ctx.lang),
    code: game.encodeMove(m),
  }));
  /** Draws the board; returns the lines it took. */
  const showBoard = (): number => {
    print();
    const lines = ctx.board.draw(game.view(state, seat), seat, ctx.style, ctx.lang);
    for (const line of lines) print(line);
    return lines.length + 1;
  };
  // The moves come in pages that leave the board and the prompt on the screen (issue 31).
  let next = 0;
  const listMoves = (room: number) => {
    const page = movePage(items, next >= items.length ? 0 : next, room, screen.columns, (n) =>
      ctx.style.dim(w.more(n)),
    );
    page.lines.forEach((l) => print(l));
    next = page.next;
  };
  const boardLines = showBoard();
  print(ctx.style.bold(w.yourMove(ctx.names[seat] ?? '')));
  // Beside the board: the rows left after it, the line above the moves and the prompt.
  listMoves(Math.min(screen.rows - boardLines - 2, ctx.maxListed + 1));
  for (;;) {
    const line = await input.ask(`${ctx.names[seat]}> `);
    if (line === null) return null;
    const text = line.trim();
    if (text === '') continue;
    if (text === 'quit' || text === 'exit') return 'quit';
    if (text === 'help')
      w.help.forEach((h) => fitted(h, screen.columns, '  ').forEach((x) => print(x)));
    else if (text === 'log')
      ctx.log.forEach((l) => fitted(`  ${l}`, screen.columns).forEach((x) => print(x)));
    else if (text === 'board') showBoard();
    else if (text === 'moves') listMoves(screen.rows - 1);
    else if (text === 'hint') ctx.hint().forEach((l) => print(l));
    else if (text === 'rules') {
      const lines = rulesLines(game.id, ctx.lang, ctx.style);
      (lines.length ? lines : [w.noRules(game.name)]).forEach((l) => print(l));
    } else if (text === 'save') ctx.save();
    else if (text.startsWith('save ')) ctx.save(text.slice('save '.length).trim());
    else if (/^\d+$/.test(text)) {
      const n = Number(text);
      if (n >= 1 && n <= legal.length) return legal[n - 1];
      print(w.noMove(n, legal.length));
    } else {
      const parsed = game.parseMove(text);
      if (!parsed.ok) {
        print(formatRuleError(parsed.error, ctx.lang));
        continue;
      }
      const applied = game.apply(state, seat, parsed.value);
      if (!applied.ok) print(`${w.notAllowed} ${formatRuleError(applied.error, ctx.lang)}`);
      else return parsed.value;
    }
  }
}
