// The review's words: each seat's summary (accuracy, each grade's count, the chance lost in all)
// as buttons that choose whose moves are shown, the viewer's own first; then those moves graded
// inaccuracy, mistake or blunder, filtered by grade, each with the best move beside the one
// played, a click away from the replay.

import { useState } from 'preact/hooks';
import type { Seat } from '../../../src/engine/game.ts';
import { GRADES } from '../../../src/bots/grades.ts';
import type { Grade, SeatSummary } from '../../../src/bots/grades.ts';
import { named } from '../table/entries.ts';
import type { GameReviewData, ReviewPoint } from './work.ts';
import { chanceText, cw, pct, points } from './words.ts';

/** Whose moves the review shows: one seat, or every seat. */
export type Shown = Seat | 'all';

/** Seats in the order the review lists them: the viewer's own first, then the rest in order. */
export function seatOrder(players: number, me: Seat | null): Seat[] {
  const all = Array.from({ length: players }, (_, s) => s);
  return me === null ? all : [me, ...all.filter((s) => s !== me)];
}

/** The seat's name, with "(you)" for the viewer's. */
export const seatLabel = (names: readonly string[], seat: Seat, me: Seat | null): string => {
  const name = names[seat] ?? String(seat + 1);
  return seat === me ? cw('you', { name }) : name;
};

function Summary({ summary }: { summary: SeatSummary }) {
  return (
    <>
      <span class="seat-accuracy" data-testid="accuracy">
        {summary.accuracy === null
          ? cw('noAccuracy')
          : cw('accuracy', { pct: pct(summary.accuracy / 100) })}
      </span>
      <span class="seat-counts">
        {GRADES.map((g) => (
          <span key={g} class={`grade-count grade-${g}`} data-grade={g}>
            {cw(`grades_${g}`)} {summary.counts[g]}
          </span>
        ))}
      </span>
      <span class="seat-lost" data-testid="chance-lost">
        {cw('lost', { n: points(summary.totalLoss) })}
      </span>
    </>
  );
}

export function SeatPicker(p: {
  review: GameReviewData;
  names: readonly string[];
  me: Seat | null;
  shown: Shown;
  onShow: (shown: Shown) => void;
}) {
  return (
    <div class="seat-picker" role="group" aria-label={cw('whoseMoves')} data-testid="seat-picker">
      {seatOrder(p.review.players, p.me).map((s) => {
        const summary = p.review.summaries[s];
        return (
          <button
            key={s}
            type="button"
            class="seat-card"
            data-seat={s}
            aria-pressed={p.shown === s}
            onClick={() => p.onShow(s)}
          >
            <strong class="seat-card-name">{seatLabel(p.names, s, p.me)}</strong>
            {summary ? <Summary summary={summary} /> : null}
          </button>
        );
      })}
      <button
        type="button"
        class="seat-card seat-all"
        data-seat="all"
        aria-pressed={p.shown === 'all'}
        onClick={() => p.onShow('all')}
      >
        <strong class="seat-card-name">{cw('everyone')}</strong>
      </button>
    </div>
  );
}

/** The grade's word in a coloured badge. */
export const GradeBadge = ({ grade }: { grade: Grade }) => (
  <span class={`grade-badge grade-${grade}`}>{cw(`grade_${grade}`)}</span>
);

export function GradedList(p: {
  review: GameReviewData;
  names: readonly string[];
  me: Seat | null;
  shown: Shown;
  grades: ReadonlySet<Grade>;
  onGrades: (grades: ReadonlySet<Grade>) => void;
  /** The replay's step: the move shown there is marked. */
  at: number;
  onPick: (step: number) => void;
}) {
  const mine = p.review.points.filter(
    (pt) => pt.grade !== null && (p.shown === 'all' || pt.seat === p.shown),
  );
  // In the order of the game, or the biggest losses first: the moves that lost the game.
  const [worstFirst, setWorstFirst] = useState(false);
  const listed = mine.filter((pt) => p.grades.has(pt.grade as Grade));
  if (worstFirst) listed.sort((a, b) => b.loss - a.loss || a.index - b.index);
  const toggle = (g: Grade) => {
    const next = new Set(p.grades);
    if (next.has(g)) next.delete(g);
    else next.add(g);
    p.onGrades(next);
  };
  const least = Math.min(...[...p.grades].map((g) => p.review.grades[g]), 1);
  const title =
    p.shown === 'all'
      ? cw('gradedMoves')
      : cw('gradedOf', { name: seatLabel(p.names, p.shown, p.me) });
  const summary = p.shown === 'all' ? null : p.review.summaries[p.shown];
  const moves = p.review.points.filter((pt) => pt.seat === p.shown).length;
  return (
    <>
      <h3>{title}</h3>
      {summary ? (
        // The small losses add up: said in words as well as drawn in the chart's strip.
        <p class="lost-each" data-testid="lost-each">
          {cw('lostEach', {
            n: points(summary.totalLoss),
            moves,
            avg: points(summary.totalLoss / Math.max(1, moves), true),
          })}
        </p>
      ) : null}
      <div class="grade-filter" role="group" aria-label={cw('showGrades')}>
        {GRADES.map((g) => (
          <button
            key={g}
            type="button"
            class={`grade-toggle grade-${g}`}
            data-grade={g}
            aria-pressed={p.grades.has(g)}
            onClick={() => toggle(g)}
          >
            {cw(`grades_${g}`)} {mine.filter((pt) => pt.grade === g).length}
          </button>
        ))}
        <button
          type="button"
          class="grade-toggle worst-first"
          data-testid="worst-first"
          aria-pressed={worstFirst}
          onClick={() => setWorstFirst(!worstFirst)}
        >
          {cw('worstFirst')}
        </button>
      </div>
      {listed.length === 0 ? (
        <p data-testid="no-graded">{cw('noGraded', { n: points(least) })}</p>
      ) : (
        <ol class="graded" data-testid="graded">
          {listed.map((pt) => (
            <GradedMove
              key={pt.index}
              point={pt}
              who={p.shown === 'all' ? seatLabel(p.names, pt.seat, p.me) : null}
              current={p.at === pt.index + 1}
              names={p.names}
              onPick={p.onPick}
            />
          ))}
        </ol>
      )}
    </>
  );
}

function GradedMove(p: {
  point: ReviewPoint;
  who: string | null;
  current: boolean;
  names: readonly string[];
  onPick: (step: number) => void;
}) {
  const pt = p.point;
  return (
    <li data-grade={pt.grade} data-index={pt.index} data-seat={pt.seat} data-loss={pt.loss}>
      <button
        type="button"
        class="graded-move"
        aria-current={p.current ? 'step' : undefined}
        onClick={() => p.onPick(pt.index + 1)}
      >
        <span class="graded-head">
          {pt.grade ? <GradeBadge grade={pt.grade} /> : null}
          <strong>{cw('moveN', { n: pt.index + 1 })}</strong>
          {p.who ? <span>{p.who}</span> : null}
          <span class="graded-loss">{cw('lossPoints', { n: points(pt.loss) })}</span>
        </span>
        <MovePair point={pt} names={p.names} />
      </button>
    </li>
  );
}

/** The move played and the best one, each with the chance to win after it. */
export const MovePair = ({ point, names }: { point: ReviewPoint; names: readonly string[] }) => (
  <span class="move-pair">
    <span class="move-played" data-testid="played">
      <span class="move-pair-key">{cw('played')}</span> {named(point.label, names)}{' '}
      <span class="move-pair-chance">· {chanceText(point.chance)}</span>
    </span>
    <span class="move-best" data-testid="best">
      <span class="move-pair-key">{cw('best')}</span> {named(point.bestLabel, names)}{' '}
      <span class="move-pair-chance">· {chanceText(point.bestChance)}</span>
    </span>
  </span>
);
