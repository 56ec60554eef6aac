// The way from the score sheet to the review: a button, then the review (its own chunk, loaded
// on demand) under the table. The page says where the record comes from: the hot-seat store, or
// the finished match's record from the server.

import type { ComponentChildren, ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Viewer } from '../../../src/engine/game.ts';
import type { GameRecord } from '../../../src/engine/record.ts';
import type { ReviewProps } from './review.tsx';
import { cw } from './words.ts';

export interface ReviewParts {
  /** "Review the game", for the score sheet's buttons (null until the game is over). */
  readonly button: ComponentChildren;
  /** The review itself, once asked for. */
  readonly section: ComponentChildren;
}

export function useReview(
  over: boolean,
  record: () => Promise<GameRecord>,
  names: readonly string[],
  seat: Viewer,
): ReviewParts {
  // `#review` in the address (My games' finished games) opens it as soon as the game is over.
  const [open, setOpen] = useState(() => location.hash === '#review');
  const [loaded, setLoaded] = useState<{
    Review: ComponentType<ReviewProps>;
    record: GameRecord;
  } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!open || !over || loaded) return;
    let live = true;
    Promise.all([import('./review.tsx'), record()]).then(
      ([m, r]) => {
        if (live) setLoaded({ Review: m.Review, record: r });
      },
      (e: Error) => live && setProblem(e.message),
    );
    return () => {
      live = false;
    };
  }, [open, over]);
  useEffect(() => {
    if (loaded) document.querySelector('[data-testid=review]')?.scrollIntoView({ block: 'start' });
  }, [loaded]);
  if (!over) return { button: null, section: null };
  const button = open ? null : (
    <button type="button" class="primary" data-testid="open-review" onClick={() => setOpen(true)}>
      {cw('review')}
    </button>
  );
  const section = !open ? null : loaded ? (
    <loaded.Review record={loaded.record} names={names} seat={seat} />
  ) : problem ? (
    <p class="panel error" role="alert">
      {cw('reviewFailed', { message: problem })}
    </p>
  ) : (
    <p class="panel muted">{cw('loadingReview')}</p>
  );
  return { button, section };
}
