// The viewer's own things, always at hand: hand, coins, expedition, own monkey. On a desktop a
// panel the layout keeps on screen; on a phone it sticks to the bottom, just above the action
// bar, and folds to one line when no choice waits in it (a tap unfolds it).

import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { tw } from './words.ts';

export interface AtHandProps {
  /** The heading, e.g. "Your hand and coins". */
  readonly title: string;
  /** One line for the folded drawer on phones, e.g. "2 cards · 6 coins". */
  readonly summary: string;
  /** True while a choice waits inside (the drawer opens and cannot fold). */
  readonly active?: boolean;
  readonly children: ComponentChildren;
}

export function AtHand({ title, summary, active = false, children }: AtHandProps) {
  // Open while a choice waits inside; otherwise as the player last set it (folded at first).
  const [open, setOpen] = useState(false);
  const shown = open || active;
  return (
    <section
      class={`at-hand${shown ? ' open' : ''}${active ? ' active' : ''}`}
      aria-label={title}
      data-testid="at-hand"
    >
      <div class="at-hand-head">
        <h3>{title}</h3>
        <span class="at-hand-summary">{summary}</span>
        {active ? null : (
          <button
            type="button"
            class="at-hand-toggle"
            aria-expanded={shown}
            onClick={() => setOpen(!shown)}
          >
            {shown ? tw('hide') : tw('show')}
          </button>
        )}
      </div>
      <div class="at-hand-body">{children}</div>
    </section>
  );
}
