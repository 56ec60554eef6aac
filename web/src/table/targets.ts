// Which choosable elements lead to a given move, through the board DOM contract
// (docs/architecture.md): an element whose `data-move` is that move, or else the `data-step`s
// on the way to it. The tutorials mark a step's target with it (web/src/learn/), the table marks
// the coach's advised moves (`hinted`).
//
// The way to a move comes from the board when it knows its own clicks (`WebBoard.paths`: the
// `data-step`s in the order they are chosen), else from the move's words: boards that name
// their steps after them (a prefix of the move such as `move` or `reveal`, a card or room id
// such as `c12` or `sw1`, a coin's tribe such as `coin-brown` for `bid brown:2`). A part asked
// for n times (`brown:2`) stays a target until it has been chosen n times.

import { CHOOSABLE } from './board.ts';

/** The ways to a move: each the `data-step`s chosen in order (from `WebBoard.paths`). */
export type Paths = readonly (readonly string[])[];

/** How often each word of `move` is wanted: `bid red:1,purple:2` -> bid 1, red 1, purple 2. */
export function partsOf(move: string): Map<string, number> {
  const parts = new Map<string, number>();
  for (const word of move.split(/[\s,>]+/)) {
    const [name, count] = word.split(':');
    if (!name) continue;
    const n = count && /^\d+$/.test(count) ? Number(count) : 1;
    parts.set(name, (parts.get(name) ?? 0) + n);
  }
  return parts;
}

/** Does choosing step `id` (already chosen `times` in this step) lead towards `move`? */
export function leadsTo(id: string, move: string, times: number): boolean {
  if (times > 0 && (move === id || move.startsWith(`${id} `))) return false;
  if (move.startsWith(`${id} `)) return true;
  const parts = partsOf(move);
  const name = parts.has(id) ? id : (id.split('-').at(-1) ?? id);
  const wanted = parts.get(name) ?? 0;
  return wanted > times;
}

/**
 * The steps to choose next on the board's ways to a move, after the steps in `chosen` (how
 * often each was chosen): on each way, the first step not yet chosen.
 */
export function nextOnPaths(paths: Paths, chosen: ReadonlyMap<string, number>): Set<string> {
  const next = new Set<string>();
  for (const path of paths) {
    const left = new Map(chosen);
    for (const step of path) {
      const n = left.get(step) ?? 0;
      if (n > 0) {
        left.set(step, n - 1);
        continue;
      }
      next.add(step);
      break;
    }
  }
  return next;
}

/**
 * The choosable elements inside `root` that lead to `move` now, after the steps in `chosen`.
 * Exact moves win; steps count only when no element plays the move at once. `paths` (the
 * board's ways to the move) replace the guess from the move's words when the board gives them.
 */
export function targetsOf(
  root: Element,
  move: string,
  chosen: ReadonlyMap<string, number>,
  paths: Paths | null,
): Element[] {
  const all = Array.from(root.querySelectorAll(CHOOSABLE));
  const exact = all.filter((el) => el.getAttribute('data-move') === move);
  if (exact.length) return exact;
  const next = paths?.length ? nextOnPaths(paths, chosen) : null;
  return all.filter((el) => {
    const id = el.getAttribute('data-step');
    if (id === null) return false;
    return next ? next.has(id) : leadsTo(id, move, chosen.get(id) ?? 0);
  });
}

/** The attribute that marks a tutorial's target (not a class: a board may reset its classes). */
export const TARGET = 'data-learn-target';

/** Marks the targets of `move` inside `root` (`data-learn-target`) and returns how many. */
export function markTargets(
  root: Element,
  move: string | null,
  chosen: ReadonlyMap<string, number>,
  paths: Paths | null,
): number {
  for (const el of Array.from(root.querySelectorAll(`[${TARGET}]`))) el.removeAttribute(TARGET);
  if (!move) return 0;
  const hits = targetsOf(root, move, chosen, paths);
  for (const el of hits) el.setAttribute(TARGET, '');
  return hits.length;
}
