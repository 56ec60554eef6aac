// The viewer's own things, always at hand: hand, coins, expedition, own monkey. On a desktop a
// panel the layout keeps on screen; on a phone a drawer at the bottom, just above the action
// bar: it opens while a choice waits in it and folds to one line after (a tap unfolds it), so
// the board keeps at least half of the screen. Folded, its line names what the current choice
// is about (the card chosen from the hand), so that stays in view.

import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { tw } from './words.ts';

export interface AtHandProps {
  /** The heading, e.g. "Your hand and coins". */
  readonly title: string;
  /** A shorter heading for the folded line on phones ("Your hand"), which stays one line. */
  readonly short?: string;
  /** One line for the folded drawer on phones, e.g. "2 cards · 6 coins". */
  readonly summary: string;
  /** True while a choice waits inside (the drawer opens and cannot fold). */
  readonly active?: boolean;
  /** What the choice in the action bar is about, on the folded line (a chosen card's name). */
  readonly about?: string;
  readonly children: ComponentChildren;
}

export function AtHand({ title, short, summary, active = false, about, children }: AtHandProps) {
  // Open while a choice waits inside; otherwise as the player last set it (folded at first).
  const [open, setOpen] = useState(false);
  // A choice made closes the drawer: what comes next is on the board or in the action bar.
  useEffect(() => {
    if (!active) setOpen(false);
  }, [active]);
  const shown = open || active;
  return (
    <section
      class={`at-hand${shown ? ' open' : ''}${active ? ' active' : ''}${about ? ' about' : ''}`}
      aria-label={title}
      data-testid="at-hand"
    >
      <div class="at-hand-head">
        <h3>
          <span class={short ? 'at-hand-title has-short' : 'at-hand-title'}>{title}</span>
          {short ? (
            <span class="at-hand-short" aria-hidden="true">
              {short}
            </span>
          ) : null}
        </h3>
        {about && !shown ? (
          <span class="at-hand-about" data-about>
            {tw('chosen', { what: about })}
          </span>
        ) : (
          <span class="at-hand-summary">{summary}</span>
        )}
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
