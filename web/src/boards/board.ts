// What a game's board gets from the table, and what it tells the table back.

import type { ComponentType } from 'preact';
import type { Viewer } from '../../../src/engine/game.ts';
import type { LegalMove } from '../api.ts';

export interface BoardProps {
  readonly view: unknown;
  readonly viewer: Viewer;
  readonly names: readonly string[];
  readonly toAct: readonly number[];
  /** The viewer's legal moves now; a board offers exactly these. */
  readonly legal: readonly LegalMove[];
  readonly onMove: (move: string) => void;
}

export interface WebBoard {
  readonly Board: ComponentType<BoardProps>;
  /** Moves the board offers itself in a guided way; the table's move list leaves them out. */
  readonly handles?: (move: string) => boolean;
  /** The game's own breakdown of the final score, shown under the results table. */
  readonly ResultDetails?: ComponentType<{ view: unknown; names: readonly string[] }>;
}

/**
 * Enter or Space on a focusable SVG target acts like a click (and Space does not scroll). SVG
 * targets also need `role="button"` and a lower-case `tabindex`: Preact sets SVG attributes as
 * written, and the camel-case `tabIndex` leaves a `<g>` unfocusable.
 */
export const activateOnKey = (act: () => void) => (e: KeyboardEvent) => {
  if (e.key !== 'Enter' && e.key !== ' ') return;
  e.preventDefault();
  act();
};
