// After every game: the review. The coach goes over every seat's decisions in a Web Worker
// (progress shown); the page then shows each seat's accuracy and grades (review-moves.tsx), the
// viewer's own moves first, each seat's chance to win over the game (chart.tsx), the graded moves
// (inaccuracy, mistake, blunder) with the best move beside each, and the replay viewer
// (replay.tsx), which goes to any move clicked. The game is over, so the review and the replay may see everything; the record
// comes from the hot-seat store or, online, from the finished match's record.
// This module is its own chunk (it brings the games): pages load it with `import()`.

import { useEffect, useState } from 'preact/hooks';
import { GRADES, moveAccuracy } from '../../../src/bots/grades.ts';
import type { Grade } from '../../../src/bots/grades.ts';
import type { Seat, Viewer } from '../../../src/engine/game.ts';
import type { GameRecord } from '../../../src/engine/record.ts';
import { findGame } from '../../../src/games/index.ts';
import { loadBoard } from '../boards/index.ts';
import { lang } from '../i18n.ts';
import type { WebBoard } from '../table/board.ts';
import { Chart } from './chart.tsx';
import { askReview } from './client.ts';
import { REVIEW_DEPTHS } from './limits.ts';
import type { ReviewDepth } from './limits.ts';
import type { GameReviewData } from './work.ts';
import { Replay } from './replay.tsx';
import { GradeBadge, GradedList, MovePair, SeatPicker } from './review-moves.tsx';
import type { Shown } from './review-moves.tsx';
import { cw, pct, points } from './words.ts';
import './coach.css';

export interface ReviewProps {
  readonly record: GameRecord;
  readonly names: readonly string[];
  /** The seat the replay shows first. */
  readonly seat: Viewer;
}

const DEPTH_KEY = 'moontable.reviewDepth';

function savedDepth(): ReviewDepth {
  try {
    return localStorage.getItem(DEPTH_KEY) === 'quick' ? 'quick' : 'normal';
  } catch {
    return 'normal';
  }
}

type Progress =
  | { readonly status: 'running'; readonly done: number; readonly total: number }
  | { readonly status: 'done'; readonly review: GameReviewData }
  | { readonly status: 'failed'; readonly message: string };

export function Review({ record, names, seat }: ReviewProps) {
  const game = findGame(record.game);
  const [board, setBoard] = useState<WebBoard | null>(null);
  const [progress, setProgress] = useState<Progress>({
    status: 'running',
    done: 0,
    total: record.moves.length,
  });
  const [goTo, setGoTo] = useState<{ step: number } | null>(null);
  const me: Seat | null = typeof seat === 'number' ? seat : null;
  // "My moves" first: the viewer's own seat, or every seat for a spectator.
  const [shown, setShown] = useState<Shown>(me ?? 'all');
  const [grades, setGrades] = useState<ReadonlySet<Grade>>(() => new Set(GRADES));
  const [at, setAt] = useState(record.moves.length);
  const [depth, setDepth] = useState<ReviewDepth>(savedDepth);
  useEffect(() => {
    let live = true;
    void loadBoard(record.game).then((b) => live && setBoard(b));
    return () => {
      live = false;
    };
  }, [record]);
  useEffect(() => {
    let live = true;
    setProgress({ status: 'running', done: 0, total: record.moves.length });
    const job = askReview(
      { record, lang: lang(), ...REVIEW_DEPTHS[depth] },
      (done, total) => live && setProgress({ status: 'running', done, total }),
    );
    job.done.then(
      (review) => live && setProgress({ status: 'done', review }),
      (e: Error) => live && setProgress({ status: 'failed', message: e.message }),
    );
    return () => {
      live = false;
      job.cancel();
    };
  }, [record, depth]);
  if (!game) return null;
  const pick = (step: number) => setGoTo({ step });
  const review = progress.status === 'done' ? progress.review : null;
  // The replay names a graded move's grade and the best move at its step.
  const note = (step: number) => {
    const p = review?.points.find((pt) => pt.index === step - 1);
    return p?.grade ? (
      <span class="replay-note" data-testid="replay-note">
        <GradeBadge grade={p.grade} /> {cw('lossPoints', { n: points(p.loss) })}
        <MovePair point={p} names={names} />
      </span>
    ) : null;
  };
  return (
    <section class="review" data-testid="review" aria-label={cw('reviewTitle')}>
      <div class="panel">
        <div class="review-head">
          <h2>{cw('reviewTitle')}</h2>
          <label>
            {cw('depth')}{' '}
            <select
              name="review-depth"
              value={depth}
              onChange={(e) => {
                const next = (e.target as HTMLSelectElement).value as ReviewDepth;
                try {
                  localStorage.setItem(DEPTH_KEY, next);
                } catch {
                  // Storage off: the choice holds for this review only.
                }
                setDepth(next);
              }}
            >
              <option value="quick">{cw('depth_quick')}</option>
              <option value="normal">{cw('depth_normal')}</option>
            </select>
          </label>
        </div>
        {progress.status === 'running' ? (
          <p role="status" data-testid="review-progress">
            <progress max={Math.max(1, progress.total)} value={progress.done} />{' '}
            {cw('reviewing', { done: progress.done, total: progress.total })}
          </p>
        ) : progress.status === 'failed' ? (
          <p class="error" role="alert">
            {cw('reviewFailed', { message: progress.message })}
          </p>
        ) : null}
        {review ? (
          <>
            <SeatPicker review={review} names={names} me={me} shown={shown} onShow={setShown} />
            <Chart review={review} names={names} shown={shown} at={at} onPick={pick} />
            <GradedList
              review={review}
              names={names}
              me={me}
              shown={shown}
              grades={grades}
              onGrades={setGrades}
              at={at}
              onPick={pick}
            />
            <p class="muted grades-note">
              {cw('gradesNote', {
                i: points(review.grades.inaccuracy),
                m: points(review.grades.mistake),
                b: points(review.grades.blunder),
                full: pct(1),
                ai: pct(moveAccuracy(review.grades.inaccuracy) / 100),
                am: pct(moveAccuracy(review.grades.mistake) / 100),
                ab: pct(moveAccuracy(review.grades.blunder) / 100),
              })}
            </p>
          </>
        ) : null}
      </div>
      {board ? (
        <Replay
          game={game}
          board={board}
          record={record}
          names={names}
          seat={shown === 'all' ? seat : shown}
          goTo={goTo}
          onStep={setAt}
          note={note}
        />
      ) : null}
    </section>
  );
}
