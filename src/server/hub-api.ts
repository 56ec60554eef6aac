// What the hub's parts (seats.ts, clocks.ts, bot-turns.ts) may ask of the hub. They are given
// the hub as this narrow interface instead of importing it, so no part imports its caller.

import type { Result } from '../engine/game.ts';
import type { MatchPatch, MatchRow } from '../store/store.ts';
import type { LiveMatch } from './live.ts';

export interface MatchSteps {
  /** True once the hub is closing: start no new work. */
  readonly closed: boolean;
  now(): number;
  /** Runs `fn` after every earlier step on the same match. */
  serial<T>(id: string, fn: () => Promise<T>): Promise<T>;
  /** The match in memory, rebuilt from the database if needed; null if there is none. */
  load(id: string): Promise<LiveMatch | null>;
  /** Loads moves and seat changes that other nodes committed. */
  catchUp(live: LiveMatch): Promise<void>;
  /** Writes a change to the match row besides a move (seats, start, end, rematch link). */
  updateMatch(live: LiveMatch, change: (row: MatchRow) => MatchPatch | null): Promise<Result<void>>;
  /** After seats or status changed: tell everyone, and let bots and clocks run. */
  afterChange(live: LiveMatch): void;
}
