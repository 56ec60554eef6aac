// Rates a rated match once it is finished: the people at the table move by OpenSkill's
// Plackett-Luce update (src/ratings), the bots play at their fixed anchors and stay there, and
// a seat that was abandoned (its player left and a bot finished for them, or lost on time)
// counts as the last place. The store writes it once, whichever node gets there first.

import {
  anchorFor,
  loadRatingModel,
  NEWCOMER,
  ordinal,
  rateMatch,
  ratedPlaces,
} from '../ratings/index.ts';
import type { Entrant, PersonRating } from '../ratings/index.ts';
import type { MatchRow, MatchStore, SeatRow } from '../store/store.ts';
import { RatingStore } from '../store/ratings.ts';
import type { RateOutcome } from '../store/ratings.ts';
import { logError } from './log.ts';

/**
 * The person who holds a seat (the issue 27 contract's `SeatRow.person`), or null for a bot, a
 * seat taken without a session, and rows from before identities.
 */
export function personOf(seat: SeatRow): string | null {
  return seat.kind === 'human' ? (seat.person ?? null) : null;
}

/**
 * The seats that count as abandoned: a person's seat a bot played at the end (they left, or
 * ran out of time with a takeover bot), and the seat that lost on time.
 */
export function abandonedSeats(row: MatchRow): Set<number> {
  const out = new Set<number>();
  row.seats.forEach((s, i) => {
    if (s.kind === 'human' && s.takenOver) out.add(i);
  });
  if (row.result?.forfeit !== null && row.result?.forfeit !== undefined)
    out.add(row.result.forfeit);
  return out;
}

/**
 * Who sat at a rated table for the rating: a person per human seat, an anchor per bot. Null
 * when the match cannot be rated: a human seat without a person, a person at two seats, or a
 * bot level without an anchor in this game.
 */
export function entrantsOf(row: MatchRow): {
  people: string[];
  entrant: (current: ReadonlyMap<string, PersonRating>) => Entrant[];
} | null {
  const people: string[] = [];
  for (const s of row.seats) {
    if (s.kind === 'bot') {
      if (!anchorFor(row.game, s.bot)) return null;
      continue;
    }
    const person = personOf(s);
    if (!person || people.includes(person)) return null;
    people.push(person);
  }
  return {
    people,
    entrant: (current) =>
      row.seats.map((s): Entrant => {
        if (s.kind === 'bot') return { kind: 'bot', anchor: anchorFor(row.game, s.bot)! };
        const id = personOf(s)!;
        return { kind: 'person', id, rating: current.get(id) ?? NEWCOMER };
      }),
  };
}

export class RatingHook {
  readonly store: RatingStore;
  /** Ratings under way on this node, so a match is not rated twice at once here. */
  private readonly busy = new Set<string>();

  constructor(
    private readonly matches: MatchStore,
    private readonly now: () => number,
  ) {
    this.store = new RatingStore(matches.db, matches.lanes);
  }

  /**
   * Called after every change to a match: readies the model while a rated one runs, and rates
   * it in the background once it is over.
   */
  after(row: MatchRow): void {
    if (row.settings.rated !== true) return;
    if (row.status !== 'finished') {
      // A rated table is under way: load the model now, so that its rating is stored the
      // moment it ends (a player who opens their profile then finds it there).
      void loadRatingModel().catch((e) => logError('loading the rating model failed', e));
      return;
    }
    void this.rate(row.id).catch((e) => logError(`rating match ${row.id} failed`, e));
  }

  /** Rates any finished rated match still unrated (a node stopped between the two). */
  async sweep(): Promise<void> {
    try {
      for (const id of await this.store.unrated()) await this.rate(id);
    } catch (e) {
      logError('rating finished matches failed', e);
    }
  }

  /** Rates a finished rated match from its stored row; once, on any number of nodes. */
  async rate(id: string): Promise<RateOutcome> {
    if (this.busy.has(id)) return 'already';
    this.busy.add(id);
    try {
      const row = await this.matches.get(id);
      if (!row || row.status !== 'finished' || !row.result || row.settings.rated !== true)
        return 'skipped';
      const who = entrantsOf(row);
      const ranking = row.result.ranking;
      const places = ratedPlaces(ranking, abandonedSeats(row));
      await loadRatingModel();
      return await this.store.rate(id, row.game, who?.people ?? [], this.now(), (current) => {
        if (!who || ranking.length !== row.seats.length || row.seats.length < 2) return null;
        return rateMatch(who.entrant(current), places).map((c) => ({
          personId: c.id,
          after: c.after,
          place: c.place,
          players: row.seats.length,
          ordinal: ordinal(c.after),
        }));
      });
    } finally {
      this.busy.delete(id);
    }
  }
}
