// A log entry: the lines one move wrote, with who made it. No DOM, so the hot-seat store and
// Node tests use it too.

import type { Seat } from '../../../src/engine/game.ts';

export interface LogEntry {
  /** The match version this move made (1 for the first move). */
  readonly version: number;
  /** Who moved; null for lines that belong to no move. */
  readonly seat: Seat | null;
  readonly by?: 'player' | 'bot' | 'takeover';
  readonly lines: readonly string[];
}

/** Engine lines name seats "Player N" ("Spieler N"); the table shows the names people chose. */
export const named = (line: string, names: readonly string[]): string =>
  line.replace(/\b(?:Player|Spieler) (\d+)\b/g, (all, n: string) => names[Number(n) - 1] ?? all);
