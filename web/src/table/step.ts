// The current step of a turn, as the board publishes it for the action bar: one sentence on what
// to do now and the buttons of that step (confirm and cancel of a multi-step choice, pass, end
// turn, one button per answer). A board calls `useStep(step)` on every render; the action bar
// redraws only when the step's words or moves change, so a board may build it fresh each time.

import { createContext } from 'preact';
import { useContext, useLayoutEffect } from 'preact/hooks';

export interface StepButton {
  /** The words on the button, e.g. "Bid 6", "Pass", "Cancel". */
  readonly label: string;
  /** A legal move: the button plays it (and carries `data-move`). */
  readonly move?: string;
  /** A step that is not a move: confirm a choice built on the board, cancel, show more. */
  readonly onClick?: () => void;
  /** `data-step` of a button that leads towards a move (tests click those when no move is offered). */
  readonly step?: string;
  /** The main action of the step (one per step at most). */
  readonly primary?: boolean;
  readonly disabled?: boolean;
  /** A tooltip: what the button does in full, e.g. the move's label. */
  readonly tip?: string;
}

export interface Step {
  /** What to do now, in one sentence: "Choose a card from your hand to play." */
  readonly prompt: string;
  readonly buttons?: readonly StepButton[];
}

type Listener = (step: Step | null) => void;

/** Holds the step of one table; the action bar listens to it. */
export class StepStore {
  private step: Step | null = null;
  private shape = '';
  private readonly listeners = new Set<Listener>();

  /** The step now; its buttons' handlers are the latest published. */
  get current(): Step | null {
    return this.step;
  }

  publish(step: Step | null): void {
    const shape = step
      ? JSON.stringify([
          step.prompt,
          step.buttons?.map((b) => [b.label, b.move, b.step, b.primary, b.disabled, b.tip]),
        ])
      : '';
    this.step = step;
    if (shape === this.shape) return;
    this.shape = shape;
    for (const l of this.listeners) l(step);
  }

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export const StepContext = createContext<StepStore | null>(null);

/**
 * Publishes the board's current step; null gives the table's default sentence (whose turn it
 * is). The step is withdrawn when the board goes away.
 */
export function useStep(step: Step | null): void {
  const store = useContext(StepContext);
  useLayoutEffect(() => {
    store?.publish(step);
  });
  useLayoutEffect(() => () => store?.publish(null), [store]);
}
