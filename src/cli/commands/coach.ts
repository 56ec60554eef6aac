// `moontable coach`: advice for one seat at a point of a game record (by default its end), or
// with `--review` the seat's whole game: its chance to win after each of its moves and its
// mistakes. The coach sees the seat's view only; its seed never comes from the record's.

import cliProgress from 'cli-progress';
import type { AnyGame, Lang, Seat } from '../../engine/game.ts';
import { replay } from '../../engine/record.ts';
import type { GameRecord } from '../../engine/record.ts';
import { adviseAt } from '../../bots/coach.ts';
import { ISMCTS_LEVELS } from '../../bots/ismcts.ts';
import type { IsmctsLevel } from '../../bots/ismcts.ts';
import { reviewRecord } from '../../bots/review.ts';
import { requireInt, requireLang } from '../args.ts';
import { adviceLines, reviewLines, seatName } from '../coach-text.ts';
import { formatRuleError, UsageError } from '../errors.ts';
import { requireRecord } from '../records.ts';
import { styleFor } from '../style.ts';

export interface CoachOptions {
  seat?: string;
  at?: string;
  review?: boolean;
  json?: boolean;
  level?: string;
  iterations?: string;
  ms?: string;
  seed: string;
  top: string;
  threshold: string;
  lang?: string;
}

/** IS-MCTS iterations from `--level` or `--iterations` (not both). */
export function requireIterations(opts: { level?: string; iterations?: string }): number {
  if (opts.level !== undefined && opts.iterations !== undefined)
    throw new UsageError('give --level or --iterations, not both');
  if (opts.iterations !== undefined) return requireInt(opts.iterations, '--iterations', 1);
  const level = opts.level ?? 'normal';
  if (!Object.hasOwn(ISMCTS_LEVELS, level))
    throw new UsageError(
      `--level must be one of ${Object.keys(ISMCTS_LEVELS).join(', ')}, not "${level}"`,
    );
  return ISMCTS_LEVELS[level as IsmctsLevel].iterations;
}

function requireSeat(text: string | undefined, record: GameRecord): Seat {
  if (text === undefined) throw new UsageError('--seat <n> is required (seats count from 0)');
  const seat = requireInt(text, '--seat', 0);
  if (seat >= record.players)
    throw new UsageError(
      `--seat ${seat} is not at this table: seats are 0 to ${record.players - 1}`,
    );
  return seat;
}

/** The state after the first `at` moves of the record; a refused move is a usage error. */
function stateAt(game: AnyGame, record: GameRecord, at: number, file: string, lang: Lang): unknown {
  const out = replay(game, { ...record, moves: record.moves.slice(0, at) });
  if (!out.ok)
    throw new UsageError(
      lang === 'de'
        ? `${file}: Zug ${out.moveIndex} wird abgelehnt: ${formatRuleError(out.error, lang)}`
        : `${file}: move ${out.moveIndex} is refused: ${formatRuleError(out.error)}`,
    );
  return out.state;
}

export function coachCommand(file: string, opts: CoachOptions): number {
  const lang = requireLang(opts.lang);
  const { record, game } = requireRecord(file, lang);
  const seat = requireSeat(opts.seat, record);
  const iterations = requireIterations(opts);
  const ms = opts.ms === undefined ? undefined : requireInt(opts.ms, '--ms', 1);
  const style = styleFor(process.stdout);
  if (opts.review) {
    if (opts.at !== undefined) throw new UsageError('--review takes the whole game: drop --at');
    const threshold = requireInt(opts.threshold, '--threshold', 1);
    if (threshold > 100) throw new UsageError(`--threshold is in points of 100, not ${threshold}`);
    return review(file, game, record, seat, {
      iterations,
      ms,
      seed: opts.seed,
      lang,
      threshold: threshold / 100,
      json: Boolean(opts.json),
      style,
    });
  }
  const at = opts.at === undefined ? record.moves.length : requireInt(opts.at, '--at', 0);
  if (at > record.moves.length)
    throw new UsageError(`--at ${at} is past the end of the record (${record.moves.length} moves)`);
  const state = stateAt(game, record, at, file, lang);
  const toAct = game.toAct(state);
  if (toAct.length === 0)
    throw new UsageError(
      `the game is over after move ${at}: give an earlier --at, or --review for the whole game`,
    );
  if (!toAct.includes(seat))
    throw new UsageError(
      `after move ${at} seat ${seat} is not to move (${toAct.map((s) => `seat ${s}`).join(', ')} ${toAct.length > 1 ? 'are' : 'is'}); try another --at`,
    );
  const top = requireInt(opts.top, '--top', 1);
  const advice = adviseAt(game, state, seat, { seed: opts.seed, iterations, ms, top, lang });
  if (opts.json) {
    console.log(
      JSON.stringify(
        {
          game: game.id,
          players: record.players,
          seat,
          at,
          legal: advice.legal,
          iterations: advice.iterations,
          seed: opts.seed,
          moves: advice.moves.map((m) => ({
            move: m.text,
            label: game.moveLabel(state, seat, m.move, lang),
            winChance: m.winChance,
            expectedScore: m.expectedScore,
            visits: m.visits,
            reason: m.reason,
          })),
        },
        null,
        2,
      ),
    );
    return 0;
  }
  console.log(
    style.bold(
      `${game.name}, ${record.players} players, after move ${at} of ${record.moves.length}: ${seatName(seat)} to move, ${advice.legal} legal moves.`,
    ),
  );
  console.log(
    style.dim(
      `IS-MCTS from this seat's view only, ${advice.iterations} iterations (seed ${opts.seed}); best first:`,
    ),
  );
  for (const line of adviceLines(game, state, advice, lang, style)) console.log(line);
  return 0;
}

interface ReviewRun {
  iterations: number;
  ms: number | undefined;
  seed: string;
  lang: ReturnType<typeof requireLang>;
  threshold: number;
  json: boolean;
  style: ReturnType<typeof styleFor>;
}

function review(
  file: string,
  game: AnyGame,
  record: GameRecord,
  seat: Seat,
  run: ReviewRun,
): number {
  const bar =
    process.stderr.isTTY && !run.json
      ? new cliProgress.SingleBar(
          { stream: process.stderr, format: '{bar} {value}/{total} moves reviewed  {eta}s left' },
          cliProgress.Presets.shades_classic,
        )
      : null;
  let started = false;
  const out = reviewRecord(game, record, seat, {
    seed: run.seed,
    iterations: run.iterations,
    ms: run.ms,
    lang: run.lang,
    threshold: run.threshold,
    onProgress: (done, total) => {
      if (!started) bar?.start(total, 0);
      started = true;
      bar?.update(done);
    },
  });
  bar?.stop();
  if (!out.ok) throw new UsageError(`${file}: ${formatRuleError(out.error, run.lang)}`);
  const r = out.value;
  if (run.json) {
    console.log(JSON.stringify({ ...r, seed: run.seed }, null, 2));
    return 0;
  }
  for (const line of reviewLines(game, r, run.style)) console.log(line);
  return 0;
}
