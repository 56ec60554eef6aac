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

/** A heading for screen readers only, where the board shows its part without one. */
export const HiddenHeading = ({ children }: { children: ComponentChildren }) => (
  <h3 class="sr-only">{children}</h3>
);

/** Read after a player's name when it is their turn (the board marks it by colour or ▶). */
export const ToPlay = ({ acting }: { acting: boolean }) =>
  acting ? <span class="sr-only"> ({tw('toPlay')})</span> : null;
