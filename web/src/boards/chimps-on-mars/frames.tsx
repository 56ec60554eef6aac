// The mark in a Chimps on Mars card's frame, by kind, drawn for Moontable: a rocket for a launch
// part, a bolt for a power-up, a warning sign for an event, a helmet for a crew card, a planet
// on a card's back. One path each in the frame's colour (style.css); the card's words say its
// kind, so the mark is aria-hidden.

import type { Card } from '../../../../src/games/chimps-on-mars/data.ts';

export type FrameKind = Card['kind'] | 'back';

const PATHS: Record<FrameKind, string> = {
  launch:
    'M12 1c4 3 5 8 4 13l3 4v4l-4-2H9l-4 2v-4l3-4C7 9 8 4 12 1zm0 6a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  power: 'M14 1 4 14h7l-2 9 10-13h-7z',
  event: 'M12 1 23 21H1zm-1 7v7h2V8zm0 9v2h2v-2z',
  crew: 'M12 2a9 9 0 0 1 9 9v6a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4v-6a9 9 0 0 1 9-9zM7 9v5h10V9z',
  back: 'M12 5a7 7 0 1 1 0 14 7 7 0 0 1 0-14zM1 14c3-3 19-9 22-6-1 2-8 6-13 7-4 1-8 1-9-1z',
};

/** The kind's mark, drawn in the colour of the frame (`currentColor`). */
export function FrameMark({ kind }: { kind: FrameKind }) {
  return (
    <svg class="cm-mark" viewBox="0 0 24 24" aria-hidden="true">
      <path d={PATHS[kind]} fill="currentColor" fill-rule="evenodd" />
    </svg>
  );
}
