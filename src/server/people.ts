// Who counts as a person at a table. A person's table gets the bots' threads first (bot-queue.ts),
// so the title must be earned, not claimed by a script seated beside four search bots: a seat
// counts as a person only while it acts like one.
//
// A seat is a person when it is a human seat that no bot plays for, a client (a browser tab, a
// terminal) is connected to the match as that seat now, it has made at least `PERSON_MOVES`
// moves by its own hand, and the median time it took over its last `PACE_WINDOW` moves (from
// the move before to its own) is at least `PERSON_PACE_MS`. A script that answers at once stays
// an all-bot table; one that waits like a person plays at a person's speed, and its network
// still gets only its turn among networks.
//
// The same test decides whose moves the database writes first (store/lanes.ts): the moves of a
// person's table, its bots' included, and also a seated player's own move made at a person's
// pace, so that a person's first moves, before the title is earned, do not queue behind the
// scripts either. A script that moves at once never gets there.

import type { Seat } from '../engine/game.ts';
import type { MoveRow } from '../store/store.ts';
import type { Audience } from './audience.ts';
import type { LiveMatch } from './live.ts';

/** Moves by its own hand a seat makes before it may count as a person. */
export const PERSON_MOVES = 2;
/** Its last moves that are looked at. */
export const PACE_WINDOW = 8;
/** The median time a person takes for a move at least (ms): people do not answer at once. */
export const PERSON_PACE_MS = 400;

const median = (xs: readonly number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** True when a person (as defined above) plays at this table now. */
export function personAtTable(live: LiveMatch, audience: Pick<Audience, 'seated'>): boolean {
  return live.row.seats.some((s, seat) => {
    if (s.kind !== 'human' || s.takenOver || !audience.seated(live.row.id, seat)) return false;
    const times = live.thinkTimes(seat, PACE_WINDOW);
    return times.length >= PERSON_MOVES && median(times) >= PERSON_PACE_MS;
  });
}

/**
 * True when a move by `seat` (`by` whom, made at `at` ms) is a person's: a person plays at the
 * table, or it is the seat's own move, made by a connected player at a person's pace.
 */
export function personsMove(
  live: LiveMatch,
  audience: Pick<Audience, 'seated'>,
  seat: Seat,
  by: MoveRow['by'],
  at: number,
): boolean {
  if (personAtTable(live, audience)) return true;
  const s = live.row.seats[seat];
  if (by !== 'player' || s?.kind !== 'human' || s.takenOver) return false;
  if (!audience.seated(live.row.id, seat)) return false;
  const since = live.lastMoveAt();
  return since !== null && at - since >= PERSON_PACE_MS;
}
