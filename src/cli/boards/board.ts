// A terminal board draws one viewer's view of a game as lines of text.

import type { Lang, Viewer } from '../../engine/game.ts';
import type { Style } from '../style.ts';

export interface TerminalBoard {
  /** The board as `viewer` sees it, in `lang` where the board has words for it (default English). */
  draw(view: unknown, viewer: Viewer, style: Style, lang?: Lang): string[];
  /** Extra lines under the score table (titles, score parts), from a finished game's view. */
  resultDetails?(view: unknown, style: Style, lang?: Lang): string[];
}
