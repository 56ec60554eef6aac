// The saved hot-seat game's summary for the lobby (which game, who, how many moves), read from
// localStorage without the engine: the lobby does not load hotseat-store.ts (records, replay)
// until a game starts.

export interface HotseatSeat {
  readonly kind: 'human' | 'bot';
  readonly name: string;
  /** The bot spec for a bot seat, e.g. `random`, `heuristic`, `ismcts:easy`. */
  readonly bot?: string;
}

export const HOTSEAT_KEY = 'moontable.hotseat';

/** The part of localStorage used here (typed apart from the DOM, so Node tests can stand in). */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const storage = (): KeyValueStore | undefined =>
  (globalThis as { localStorage?: KeyValueStore }).localStorage;

export const isSeat = (x: unknown): x is HotseatSeat => {
  if (typeof x !== 'object' || x === null) return false;
  const s = x as Record<string, unknown>;
  return (
    (s.kind === 'human' || s.kind === 'bot') &&
    typeof s.name === 'string' &&
    (s.bot === undefined || typeof s.bot === 'string')
  );
};

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
