// When the Hint button is offered online: at a table whose players all agreed to hints (the
// match setting `hints`, chosen at creation and shown before anyone joins), or where every
// other seat is a bot. Hot-seat offers it always (hotseat.tsx).

import type { Seat } from '../../../src/engine/game.ts';
import type { MatchInfo } from '../api.ts';

export function hintsAllowed(match: MatchInfo, seat: Seat | null): boolean {
  if (seat === null) return false;
  if (match.settings?.hints === true) return true;
  return match.seats.every((s, i) => i === seat || s.kind === 'bot');
}
