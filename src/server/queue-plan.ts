// Who plays whom, from the people waiting in one bucket (a game and a player count): pure, so
// it is tested apart from the database. Ratings are compared on the shown scale (points, one
// Elo point each: docs/ratings.md), by mean skill, not the cautious shown number: a newcomer
// and a settled player of the same skill are the same opponent. Each person accepts opponents
// within a window that widens while they wait; a table needs everyone within everyone's window.

import { anchorFor, anchoredBots, MODEL, POINTS_PER_MU } from '../ratings/index.ts';

/** Points either side a person accepts at once, and how many more each second of waiting. */
export const WINDOW_START = 100;
export const WINDOW_PER_SECOND = 10;

/** The window of someone who has waited `waitedMs`: 100 points at once, 400 after 30 s. */
export const windowOf = (waitedMs: number): number =>
  Math.round(WINDOW_START + (WINDOW_PER_SECOND * Math.max(0, waitedMs)) / 1000);

/** What the plan needs of a waiting person. */
export interface Waiter {
  readonly id: string;
  readonly mu: number;
  /** When they asked (ms). */
  readonly since: number;
  /** After this wait their empty seats may be bots; null: never. */
  readonly botsAfterMs: number | null;
}

/** A table to set: its people (oldest waiter first) and how many bots fill the rest. */
export interface Table<W extends Waiter> {
  readonly people: readonly W[];
  readonly bots: number;
}

const points = (w: Waiter) => w.mu * POINTS_PER_MU;

/** Whether two waiters accept each other now: within both their windows. */
export function fits(a: Waiter, b: Waiter, now: number): boolean {
  const apart = Math.abs(points(a) - points(b));
  return apart <= Math.min(windowOf(now - a.since), windowOf(now - b.since));
}

/**
 * The tables to set now. The longest waiter chooses first: the people nearest their rating who
 * fit everyone chosen so far, until the table is full. A table that cannot be filled is set with
 * bots once its first person's bot wait is over, with only people who accept bots at all.
 */
export function planTables<W extends Waiter>(
  waiting: readonly W[],
  players: number,
  now: number,
): Table<W>[] {
  const left = [...waiting].sort((a, b) => a.since - b.since || (a.id < b.id ? -1 : 1));
  const tables: Table<W>[] = [];
  const gather = (first: W, may: (w: W) => boolean): W[] => {
    const table = [first];
    const near = left
      .filter((w) => w !== first && may(w))
      .sort((a, b) => Math.abs(points(a) - points(first)) - Math.abs(points(b) - points(first)));
    for (const w of near) {
      if (table.length === players) break;
      if (table.every((t) => fits(t, w, now))) table.push(w);
    }
    return table;
  };
  for (let i = 0; i < left.length;) {
    const first = left[i]!;
    let table = gather(first, () => true);
    let bots = 0;
    if (table.length < players) {
      const waited = first.botsAfterMs !== null && now - first.since >= first.botsAfterMs;
      if (!waited) {
        i++;
        continue;
      }
      table = gather(first, (w) => w.botsAfterMs !== null);
      bots = players - table.length;
    }
    tables.push({ people: table, bots });
    for (const w of table) left.splice(left.indexOf(w), 1);
    // A table may take someone who chose earlier and found none: look from the oldest again.
    i = 0;
  }
  return tables;
}

/**
 * The bot level for a table's empty seats: the one whose fixed rating in this game is nearest
 * the people's mean skill (a table of newcomers gets Casual), so the table may be rated.
 */
export function botFor(game: string, people: readonly Waiter[]): string {
  const mean = people.reduce((s, w) => s + w.mu, 0) / Math.max(1, people.length);
  let best = 'heuristic';
  let gap = Infinity;
  for (const level of anchoredBots(game)) {
    const mu = anchorFor(game, level)?.mu ?? MODEL.mu;
    if (Math.abs(mu - mean) < gap) [best, gap] = [level, Math.abs(mu - mean)];
  }
  return best;
}
