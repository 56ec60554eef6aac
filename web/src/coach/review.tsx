// After every game: the review. The coach goes over every seat's decisions in a Web Worker
// (progress shown), and the page draws each seat's chance to win over the game (chart.tsx), the
// mistakes in words (moves that cost 10 points or more of that chance), and the replay viewer
// (replay.tsx). The game is over, so the review and the replay may see everything; the record
// comes from the hot-seat store or, online, from the finished match's record.
// This module is its own chunk (it brings the games): pages load it with `import()`.

import { useEffect, useState } from 'preact/hooks';
import type { Viewer } from '../../../src/engine/game.ts';
import type { GameRecord } from '../../../src/engine/record.ts';
import { findGame } from '../../../src/games/index.ts';
import { loadBoard } from '../boards/index.ts';
import { lang } from '../i18n.ts';
import type { WebBoard } from '../table/board.ts';
import { Chart } from './chart.tsx';
import { askReview } from './client.ts';
import { REVIEW_DEPTHS } from './work.ts';
import type { GameReviewData, ReviewDepth } from './work.ts';
import { Replay } from './replay.tsx';
import { cw, pct } from './words.ts';
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
  const mistakes = review?.points.filter((p) => p.mistake) ?? [];
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
            <Chart review={review} names={names} onPick={pick} />
            <h3>{cw('mistakes')}</h3>
            {mistakes.length === 0 ? (
              <p data-testid="no-mistakes">{cw('noMistakes')}</p>
            ) : (
              <ul class="mistakes" data-testid="mistakes">
                {mistakes.map((m) => (
                  <li key={m.index}>
                    <button type="button" class="link-button" onClick={() => pick(m.index + 1)}>
                      {cw('mistake', {
                        n: m.index + 1,
                        name: names[m.seat] ?? String(m.seat + 1),
                        label: m.label,
                        before: pct(m.bestChance),
                        after: pct(m.chance),
                        best: m.bestLabel,
                      })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </div>
      {board ? (
        <Replay game={game} board={board} record={record} names={names} seat={seat} goTo={goTo} />
      ) : null}
    </section>
  );
}
