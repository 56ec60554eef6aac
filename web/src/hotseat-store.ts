// The hot-seat game kept in localStorage: the game record (game, options, players, seed, moves)
// and the seats, written after every move, so a reload resumes the game by replaying it through
// the engine. No DOM here apart from the storage, so it can be tested outside a browser, and no
// game code: the lobby (first page) imports it, and the hot-seat page brings the games.

import type { AnyGame, Lang, RuleError } from '../../src/engine/game.ts';
import { makeRecord, parseRecord, replay } from '../../src/engine/record.ts';
import type { GameRecord, RecordedMove } from '../../src/engine/record.ts';
import type { LogEntry } from './table/entries.ts';

export interface HotseatSeat {
  readonly kind: 'human' | 'bot';
  readonly name: string;
  /** The bot spec for a bot seat, e.g. `random`, `heuristic`, `ismcts:easy`. */
  readonly bot?: string;
}

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

export const HOTSEAT_KEY = 'moontable.hotseat';

/** The part of localStorage used here (typed apart from the DOM, so Node tests can stand in). */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const storage = (): KeyValueStore | undefined =>
  (globalThis as { localStorage?: KeyValueStore }).localStorage;

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

const isSeat = (x: unknown): x is HotseatSeat => {
  if (typeof x !== 'object' || x === null) return false;
  const s = x as Record<string, unknown>;
  return (
    (s.kind === 'human' || s.kind === 'bot') &&
    typeof s.name === 'string' &&
    (s.bot === undefined || typeof s.bot === 'string')
  );
};

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

/** What the lobby shows of a saved game, read without the engine (the hot-seat page checks it). */
export interface SavedSummary {
  readonly game: string;
  readonly names: readonly string[];
  readonly moves: number;
}

export function peekHotseat(): SavedSummary | null {
  try {
    const data = JSON.parse(storage()?.getItem(HOTSEAT_KEY) ?? 'null') as {
      record?: { game?: unknown; moves?: unknown };
      seats?: unknown;
    } | null;
    const seats = data?.seats;
    const moves = data?.record?.moves;
    if (typeof data?.record?.game !== 'string' || !Array.isArray(seats) || !Array.isArray(moves))
      return null;
    if (!seats.every(isSeat)) return null;
    return { game: data.record.game, names: seats.map((s) => s.name), moves: moves.length };
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
