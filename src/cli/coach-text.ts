// The coach's advice and a game review as terminal text, shared by `moontable coach` and the
// `hint` command at the terminal table.

import type { AnyGame, Lang, Seat } from '../engine/game.ts';
import type { Advice } from '../bots/coach.ts';
import type { GameReview, ReviewedMove } from '../bots/review.ts';
import type { Style } from './style.ts';
import { hang, percent, percentIn, sparkline, wrap } from './text.ts';

const WIDTH = 80;

/** 0.54 / 0,54 (German). */
const decimal = (x: number, lang: Lang): string =>
  lang === 'de' ? x.toFixed(2).replace('.', ',') : x.toFixed(2);

/** The advised moves, best first: label, chance to win, expected score, string form, reason. */
export function adviceLines(
  game: AnyGame,
  state: unknown,
  advice: Advice<unknown>,
  lang: Lang,
  style: Style,
): string[] {
  const out: string[] = [];
  advice.moves.forEach((m, i) => {
    const label = game.moveLabel(state, advice.seat, m.move, lang);
    const stats =
      lang === 'de'
        ? `Siegchance ${percentIn(m.winChance, lang)} · erwartete Wertung ${decimal(m.expectedScore, lang)} · ${m.visits} Durchläufe`
        : `win ${percentIn(m.winChance, lang)} · expected score ${decimal(m.expectedScore, lang)} · ${m.visits} visits`;
    out.push(
      ...hang(`${i + 1}. ${style.bold(label)}`, WIDTH - 2, '   ').map((l) => `  ${l}`),
      `     ${stats}  ${style.dim(m.text)}`,
    );
    if (m.reason) out.push(...wrap(m.reason, WIDTH, '     '));
  });
  return out;
}

/**
 * Fewer search iterations than this through the best advised move, and its chance to win is
 * mostly noise (a first turn of Monkey Lab spreads 500 iterations over dozens of moves).
 */
export const SURE_VISITS = 60;

/** The advice is too thin to trust: its best move was played out too few times. */
export const unsure = (advice: Advice<unknown>): boolean =>
  (advice.moves[0]?.visits ?? 0) < SURE_VISITS;

/** What the coach says when it is unsure, wrapped to the table's width. */
export function unsureLines(advice: Advice<unknown>, lang: Lang): string[] {
  const visits = advice.moves[0]?.visits ?? 0;
  const text =
    lang === 'de'
      ? `Der Coach ist unsicher: Er hat jeden dieser Züge nur etwa ${visits}-mal zu Ende gespielt (${advice.legal} Züge stehen zur Wahl). Die Siegchancen sind grobe Schätzungen; kein Zug sticht klar heraus.`
      : `The coach is unsure: it played each of these moves out only about ${visits} times (${advice.legal} moves to choose from). The chances are rough guesses; no move clearly stands out.`;
  return wrap(text, WIDTH, '  ');
}

/** "Player 2 (seat 1)". */
export const seatName = (seat: Seat): string => `Player ${seat + 1} (seat ${seat})`;

const place = (n: number): string =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** Chess's marks for the grades: ?! an inaccuracy, ? a mistake, ?? a blunder. */
const GRADE_MARKS = { inaccuracy: '?!', mistake: '?', blunder: '??' } as const;

/** One reviewed move, marked by its grade; the better move is named for every graded move. */
function moveLine(m: ReviewedMove, style: Style): string {
  const mark = m.grade ? style.bold(` ${GRADE_MARKS[m.grade]}`) : '';
  const better =
    m.best !== m.move && m.grade
      ? style.dim(`  best: ${m.bestLabel} ${percent(m.bestChance)}`)
      : '';
  return `  ${String(m.index).padStart(4)}  ${percent(m.chance).padStart(4)}  ${m.label}${mark}${better}`;
}

/** A review: the curve of the chance to win, every move with its chance, then the mistakes. */
export function reviewLines(game: AnyGame, review: GameReview, style: Style): string[] {
  const out: string[] = [];
  const who = seatName(review.seat);
  out.push(
    style.bold(
      `Review of ${who}: ${game.name}, ${review.players} players, ${review.moves.length} moves by this seat.`,
    ),
    style.dim(
      `IS-MCTS ${review.iterations} iterations per position, from the seat's own view at the time.`,
    ),
  );
  if (review.result) {
    const r = review.result;
    out.push(
      `Result: ${place(r.ranking[review.seat] as number)} place with ${r.scores[review.seat]} points.`,
    );
  } else out.push('The record ends before the game does: reviewed as far as it goes.');
  if (review.moves.length === 0) return out;
  out.push('', 'Chance to win after each move:');
  for (let i = 0; i < review.moves.length; i += WIDTH - 4)
    out.push(`  ${sparkline(review.moves.slice(i, i + WIDTH - 4).map((m) => m.chance))}`);
  const { summary: sum, grades } = review;
  const points = (x: number) => Math.round(100 * x);
  out.push(
    '',
    ...wrap(
      `Accuracy ${sum.accuracy === null ? '–' : Math.round(sum.accuracy)}%: ${sum.counts.inaccuracy} inaccuracies (?!), ${sum.counts.mistake} mistakes (?), ${sum.counts.blunder} blunders (??); ${points(sum.totalLoss)} points of the chance to win lost over the game.`,
      WIDTH,
      '',
    ).map((l) => style.bold(l)),
    ...wrap(
      `A move that cost ${points(grades.inaccuracy)}, ${points(grades.mistake)} or ${points(grades.blunder)} points of the chance to win or more against the coach's best move is an inaccuracy, a mistake or a blunder.`,
      WIDTH,
      '',
    ).map((l) => style.dim(l)),
  );
  out.push('', `  ${'move'.padStart(4)}  ${'win'.padStart(4)}  played`);
  for (const m of review.moves) out.push(moveLine(m, style));
  const cost = Math.round(100 * review.threshold);
  out.push('');
  if (review.mistakes.length === 0)
    out.push(`No mistakes: no move cost ${cost} points or more of the chance to win.`);
  else {
    out.push(style.bold(`Mistakes (moves that cost ${cost} points or more of the chance to win):`));
    for (const m of review.mistakes)
      out.push(
        ...wrap(
          `move ${m.index}: ${m.label}: ${percent(m.bestChance)} → ${percent(m.chance)} (−${Math.round(100 * m.loss)}); better: ${m.bestLabel} (${percent(m.bestChance)}).`,
          WIDTH,
          '  ',
        ),
      );
  }
  return out;
}
