// The hot-seat game kept in localStorage: the game record (game, options, players, seed, moves)
// and the seats, written after every move, so a reload resumes the game by replaying it through
// the engine. No DOM here apart from the storage, so it can be tested outside a browser, and no
// game code: the hot-seat page brings the games. The lobby reads the saved game's summary from
// hotseat-peek.ts and loads this module only to start a game.

import type { AnyGame, Lang, RuleError } from '../../src/engine/game.ts';
import { makeRecord, parseRecord, replay } from '../../src/engine/record.ts';
import type { GameRecord, RecordedMove } from '../../src/engine/record.ts';
import type { LogEntry } from './table/entries.ts';
import { HOTSEAT_KEY, isSeat, storage } from './hotseat-peek.ts';
import type { HotseatSeat } from './hotseat-peek.ts';

export { HOTSEAT_KEY, peekHotseat } from './hotseat-peek.ts';
export type { HotseatSeat, SavedSummary } from './hotseat-peek.ts';

export interface HotseatConfig {
  readonly game: string;
  readonly players: number;
  readonly options: Record<string, boolean | string>;
  readonly seats: readonly HotseatSeat[];
}

export interface SavedHotseat {
  readonly record: GameRecord;
  readonly seats: readonly HotseatSeat[];
}

/** A fresh seed for a new game, from the platform's cryptographic randomness. */
export const randomSeed = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

export function newSavedHotseat(config: HotseatConfig, seed: string): SavedHotseat {
  return {
    record: makeRecord(config.game, config.options, config.players, seed, []),
    seats: config.seats,
  };
}

export const withMove = (saved: SavedHotseat, move: RecordedMove): SavedHotseat => ({
  ...saved,
  record: { ...saved.record, moves: [...saved.record.moves, move] },
});

/** Writes the game; a full or disabled storage only loses the ability to resume. */
export function saveHotseat(saved: SavedHotseat): void {
  try {
    storage()?.setItem(HOTSEAT_KEY, JSON.stringify(saved));
  } catch {
    // Quota exceeded or storage disabled: play goes on without a saved copy.
  }
}

export function clearHotseat(): void {
  storage()?.removeItem(HOTSEAT_KEY);
}

/** The saved game, checked like any untrusted record; null when there is none or it is damaged. */
export function loadHotseat(findGame: (id: string) => AnyGame | undefined): SavedHotseat | null {
  const text = storage()?.getItem(HOTSEAT_KEY);
  if (!text) return null;
  try {
    const data = JSON.parse(text) as { record?: unknown; seats?: unknown };
    const record = parseRecord(data.record, findGame);
    const seats = data.seats;
    if (!record.ok || !Array.isArray(seats) || !seats.every(isSeat)) return null;
    if (seats.length !== record.value.players) return null;
    return { record: record.value, seats };
  } catch {
    return null;
  }
}

export type Resumed =
  | { readonly ok: true; readonly state: unknown; readonly log: LogEntry[] }
  | { readonly ok: false; readonly error: RuleError };

/** Replays the saved moves through the engine, rebuilding the public log on the way. */
export function resumeHotseat(game: AnyGame, saved: SavedHotseat, lang: Lang = 'en'): Resumed {
  const log: LogEntry[] = [];
  const out = replay(game, saved.record, (before, seat, move, after) => {
    const lines = game.describe(before, seat, move, after, 'spectator', lang);
    log.push({ version: log.length + 1, seat, lines });
  });
  if (!out.ok) return { ok: false, error: out.error };
  return { ok: true, state: out.state, log };
}
