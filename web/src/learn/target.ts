// Which choosable elements lead to the move a tutorial step asks for, through the board DOM
// contract only (docs/architecture.md): an element whose `data-move` is that move, or else the
// `data-step`s that name a part of it. Boards name their steps after the move's own words: a
// prefix of the move (`move`, `reveal`), a card or room id (`c12`, `sw1`), a coin's tribe
// (`coin-brown` for `bid brown:2`). A part asked for n times (`brown:2`) stays marked until it
// has been chosen n times in this step.

import { CHOOSABLE } from '../table/board.ts';

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

/** The attribute that marks a target (not a class: a board's own render may reset its classes). */
export const TARGET = 'data-learn-target';

/**
 * Marks the targets of `move` inside `root` (`data-learn-target`) and returns how many. Exact
 * moves win; steps are marked only when no element plays the move at once.
 */
export function markTargets(
  root: Element,
  move: string | null,
  chosen: ReadonlyMap<string, number>,
): number {
  for (const el of root.querySelectorAll(`[${TARGET}]`)) el.removeAttribute(TARGET);
  if (!move) return 0;
  // The tutorial's own button (shown when the board marks nothing) is not the board's target.
  const all = [...root.querySelectorAll(CHOOSABLE)].filter((el) => !el.closest('.learn-panel'));
  let hits = all.filter((el) => el.getAttribute('data-move') === move);
  if (!hits.length)
    hits = all.filter((el) => {
      const id = el.getAttribute('data-step');
      return id !== null && leadsTo(id, move, chosen.get(id) ?? 0);
    });
  for (const el of hits) el.setAttribute(TARGET, '');
  return hits.length;
}
