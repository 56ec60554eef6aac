// The contract between the table (web/src/table/) and a game's board (web/src/boards/<game>/):
// what a board gets, and what it tells the table back. docs/architecture.md walks through it.
//
// A board draws the view and offers exactly the legal moves it is given. It marks every element
// that can be chosen now with `data-move="<move>"` (choosing it plays that move) or `data-step`
// (choosing it leads towards a move: a card, then a tribe), every element a move can touch with
// a stable `data-key` (marks, animation, the log's pointing), and every card, token and space
// with `data-tip` (its tooltip). It publishes its current step with `useStep` (step.ts), and
// puts the viewer's own things (hand, coins) in `<AtHand>` (at-hand.tsx).

import type { ComponentType } from 'preact';
import type { Viewer } from '../../../src/engine/game.ts';
import type { Glossary } from '../../../src/engine/glossary.ts';
import type { LegalMove } from '../api.ts';

export interface BoardProps {
  readonly view: unknown;
  readonly viewer: Viewer;
  /** Every seat's name as people see it ("Ada", "Bot 2 (Casual)"). */
  readonly names: readonly string[];
  readonly toAct: readonly number[];
  /** The viewer's legal moves now; a board offers exactly these. */
  readonly legal: readonly LegalMove[];
  readonly onMove: (move: string) => void;
}

export interface WebBoard {
  readonly Board: ComponentType<BoardProps>;
  /** Moves the board offers itself (on the board or in its step); the table lists the others. */
  readonly handles?: (move: string) => boolean;
  /** The game's own breakdown of the final score, shown under the score sheet. */
  readonly ResultDetails?: ComponentType<{ view: unknown; names: readonly string[] }>;
  /**
   * The `data-key`s of what a move changed, from the views before and after it: the table marks
   * them as the last move (or as "since your last turn") and the log entry points at them.
   */
  readonly touched?: (before: unknown, after: unknown) => readonly string[];
  /** The game's words (src/games/<game>/glossary.ts): names the score sheet's categories. */
  readonly glossary?: Glossary;
  /**
   * The ways to make `move` by clicks, each the `data-step`s chosen in order (the last click may
   * be the element whose `data-move` is the move). The tutorials and the hint's marks follow them
   * (targets.ts); a board whose steps are named after the move's words needs none.
   */
  readonly paths?: (view: unknown, viewer: Viewer, move: string) => readonly (readonly string[])[];
}

/** A board module's shape: `web/src/boards/<game>/index.ts` exports its board as `board`. */
export interface BoardModule {
  readonly board: WebBoard;
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

/** What can be chosen now: the elements every board marks, as one selector (tests use it too). */
export const CHOOSABLE = '[data-move]:not([disabled]), [data-step]:not([disabled])';
