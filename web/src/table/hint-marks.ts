// The coach's marks on the board: each advised move's element, or the element of its next click,
// with its rank and chance. A board redraws on its own while a move is built (a card chosen shows
// its tribes) without the table rendering, so the marks are put back whenever the board's
// choosable elements change, and the clicks made on the way are counted: a move half built
// marks its next click, as the tutorials do (web/src/learn/).

import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { Viewer } from '../../../src/engine/game.ts';
import type { WebBoard } from './board.ts';
import { targetsOf } from './targets.ts';

/** A move the coach advises, with its chance to win as the board's mark shows it ("42%"). */
export interface HintMark {
  readonly move: string;
  readonly chance: string;
}

/** What the marks are drawn from: the table's board, position and advice of now. */
export interface HintSource {
  readonly board: WebBoard;
  readonly view: unknown;
  readonly viewer: Viewer;
  /** The table's version: the steps chosen count within one position only. */
  readonly version: number;
  /** The advised moves, best first. */
  readonly hinted: readonly HintMark[];
}

/**
 * Marks the elements of the advised moves inside `root`: `mark-hint`, the rank (1 = best) in
 * `data-hint-rank` and the chance in `data-hint`. A move of several clicks marks its next click
 * after the steps in `chosen` (targets.ts: the board's `paths`, else the move's words); where that
 * finds nothing the board has gone back to its start (a choice cancelled), and the move's first
 * click is marked. An element that several advised moves lead through shows the best of them.
 */
export function markHints(
  root: Element,
  source: HintSource | null,
  chosen: ReadonlyMap<string, number>,
): void {
  for (const el of root.querySelectorAll('[data-hint-rank]')) {
    el.classList.remove('mark-hint');
    el.removeAttribute('data-hint-rank');
    el.removeAttribute('data-hint');
  }
  if (!source) return;
  const { board, view, viewer } = source;
  source.hinted.forEach((h, i) => {
    const paths = board.paths?.(view, viewer, h.move) ?? null;
    let hits = targetsOf(root, h.move, chosen, paths);
    if (!hits.length && chosen.size) hits = targetsOf(root, h.move, new Map(), paths);
    for (const el of hits) {
      if (el.hasAttribute('data-hint-rank')) continue;
      el.classList.add('mark-hint');
      el.setAttribute('data-hint-rank', String(i + 1));
      el.setAttribute('data-hint', h.chance);
    }
  });
}

/** The `data-step` an event chooses: a click, or Enter/Space on a step that is not a button. */
function stepOf(e: Event): string | null {
  const el = (e.target as Element | null)?.closest?.('[data-step]');
  if (!el || el.hasAttribute('disabled')) return null;
  if (e.type === 'keydown') {
    const key = (e as KeyboardEvent).key;
    // A button turns Enter and Space into a click of its own, counted as a click.
    if ((key !== 'Enter' && key !== ' ') || el instanceof HTMLButtonElement) return null;
  }
  return el.getAttribute('data-step');
}

/**
 * Keeps the hint's marks on the board inside `root`: after every render of the table, and
 * whenever the board redraws its choices on its own. `source` is null while nothing is advised.
 */
export function useHintMarks(root: RefObject<Element | null>, source: HintSource | null): void {
  const now = useRef(source);
  now.current = source;
  /** The steps chosen in the position `at` (the table's version), and how often each. */
  const steps = useRef({ at: -1, chosen: new Map<string, number>() });
  const chosen = () => {
    const at = now.current?.version ?? -1;
    if (steps.current.at !== at) steps.current = { at, chosen: new Map() };
    return steps.current.chosen;
  };

  useLayoutEffect(() => {
    if (root.current) markHints(root.current, now.current, chosen());
  });

  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    const mark = () => {
      // Nothing advised and nothing marked: nothing to do on the board's many redraws.
      if (!now.current?.hinted.length && !el.querySelector('[data-hint-rank]')) return;
      markHints(el, now.current, chosen());
    };
    // The marks' own attributes are not watched, so marking never wakes the watch again.
    const watch = new MutationObserver(mark);
    watch.observe(el, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-move', 'data-step', 'disabled'],
    });
    let frame = 0;
    const count = (e: Event) => {
      const id = stepOf(e);
      if (id === null) return;
      const map = chosen();
      map.set(id, (map.get(id) ?? 0) + 1);
      // A step that leaves the choices as they were (a second coin of one tribe) redraws nothing.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(mark);
    };
    el.addEventListener('click', count, true);
    el.addEventListener('keydown', count, true);
    return () => {
      cancelAnimationFrame(frame);
      watch.disconnect();
      el.removeEventListener('click', count, true);
      el.removeEventListener('keydown', count, true);
    };
  }, [root]);
}
