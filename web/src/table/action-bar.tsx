// The action bar: always on screen (sticky at the top on desktops, fixed at the bottom on
// phones). Whose turn it is, what to do now in one sentence, and the buttons of the current
// step, as the board publishes them (step.ts); the table's default sentence when it does not.

import type { ComponentChildren, Ref } from 'preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import type { Step, StepStore } from './step.ts';
import { tw } from './words.ts';

/** A label longer than this takes a row of its own on a phone, not half a row in four lines. */
const LONG_LABEL = 40;
/** An amount (`3`, up to three digits) is a small square on a phone, several to a row. */
const AMOUNT = /^\d{1,3}$/;
/** A label of a few words (`Energy + Water`): a board may set three to a row on a phone. */
const MID_LABEL = 28;

export interface ActionBarProps {
  readonly store: StepStore;
  /** The viewer may act now. */
  readonly mine: boolean;
  /** Names of the seats to act, for "Waiting for ...". */
  readonly waitingFor: readonly string[];
  readonly over: boolean;
  /** Buttons the page adds at the end: rematch, pass the screen, back to the lobby. */
  readonly extra?: ComponentChildren;
  readonly barRef?: Ref<HTMLDivElement>;
  /** Plays a step button's move when the button has no handler of its own. */
  readonly onMove: (move: string) => void;
  /** A new step is on screen, its buttons drawn (the table gives its first choice the focus). */
  readonly onStepShown?: () => void;
}

export function ActionBar(p: ActionBarProps) {
  const { store, mine, over } = p;
  const [step, setStep] = useState<Step | null>(store.current);
  useEffect(() => {
    setStep(store.current);
    return store.listen(setStep);
  }, [store]);
  useLayoutEffect(() => p.onStepShown?.(), [step]);
  const prompt =
    step?.prompt ??
    (over
      ? tw('gameOverPrompt')
      : mine
        ? tw('yourTurnDefault')
        : tw('waitingFor', { names: p.waitingFor.join(', ') }));
  const act = (i: number) => {
    const b = store.current?.buttons?.[i];
    if (b?.onClick) b.onClick();
    else if (b?.move) p.onMove(b.move);
  };
  return (
    <div
      class={`action-bar${mine ? ' mine' : ''}`}
      ref={p.barRef}
      tabIndex={-1}
      data-testid="action-bar"
      role="region"
      aria-label={tw('actionBar')}
    >
      <h2 class="sr-only">{tw('actionBar')}</h2>
      <p class="action-prompt" aria-live="polite">
        {over ? (
          <strong class="turn-badge over">{tw('gameOver')}</strong>
        ) : mine ? (
          <strong class="turn-badge your-turn">{tw('yourTurn')}</strong>
        ) : null}
        <span data-testid="prompt">{prompt}</span>
      </p>
      {step?.buttons?.length || p.extra ? (
        <div class="action-buttons">
          {step?.buttons?.map((b, i) => (
            <button
              key={`${b.label}/${b.move ?? b.step ?? i}`}
              type="button"
              class={
                [
                  b.primary ? 'primary' : '',
                  b.label.length > LONG_LABEL ? 'long' : '',
                  AMOUNT.test(b.label) ? 'short' : b.label.length <= MID_LABEL ? 'mid' : '',
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              disabled={b.disabled}
              data-move={b.move}
              data-step={b.step}
              data-tip={b.tip}
              data-choice={i < 9 ? i + 1 : undefined}
              aria-keyshortcuts={i < 9 ? String(i + 1) : undefined}
              onClick={() => act(i)}
            >
              {b.label}
            </button>
          ))}
          {p.extra}
        </div>
      ) : null}
    </div>
  );
}
