// What a screen reader needs of a board, without changing how it is drawn: an item of a list
// whose element is a button or a card already laid out by its container (flex, grid), and the
// line that says a player is to play. `display: contents` keeps the layout; Chromium still
// exposes the role (test/web/screen-reader.test.ts reads the board by roles alone).

import type { ComponentChildren } from 'preact';
import { tw } from './words.ts';

/** One item of a `role="list"` container that keeps its children as they are laid out. */
export const ListItem = ({ children }: { children: ComponentChildren }) => (
  <div role="listitem" class="sr-item">
    {children}
  </div>
);

/** What a choosable item's element carries either way: its look, key, tooltip. */
export interface ItemAttributes {
  readonly class: string;
  readonly style?: Readonly<Record<string, string>>;
  readonly [data: `data-${string}`]: string | number | undefined;
}

/**
 * An item of a list (a card in a hand): a button making `step` while it can be chosen, else an
 * element that looks the same and still takes focus, so its name and tooltip stay in reach.
 */
export function ChoosableItem(p: {
  readonly attrs: ItemAttributes;
  /** The step the item makes when it can be chosen now; absent, it is only shown. */
  readonly step?: string | undefined;
  readonly pressed?: boolean;
  readonly onChoose: () => void;
  readonly children: ComponentChildren;
}) {
  return (
    <ListItem>
      {p.step !== undefined ? (
        <button
          type="button"
          {...p.attrs}
          data-step={p.step}
          aria-pressed={p.pressed}
          onClick={p.onChoose}
        >
          {p.children}
        </button>
      ) : (
        <span {...p.attrs} tabindex={0}>
          {p.children}
        </span>
      )}
    </ListItem>
  );
}

/** A heading for screen readers only, where the board shows its part without one. */
export const HiddenHeading = ({ children }: { children: ComponentChildren }) => (
  <h3 class="sr-only">{children}</h3>
);

/** Read after a player's name when it is their turn (the board marks it by colour or ▶). */
export const ToPlay = ({ acting }: { acting: boolean }) =>
  acting ? <span class="sr-only"> ({tw('toPlay')})</span> : null;
