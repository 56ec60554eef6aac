// Talking to the server: the HTTP routes of docs/api.md, and the seat tokens this browser holds.

import type { GameResult, OptionDef, RuleError, Seat } from '../../src/engine/game.ts';
import { refusalText } from '../../src/engine/game.ts';
import { lang } from './i18n.ts';

export interface GameInfo {
  readonly id: string;
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly hiddenInformation: boolean;
  readonly options: readonly OptionDef[];
}

export interface SeatInfo {
  readonly kind: 'human' | 'bot';
  readonly name: string | null;
  readonly bot: string | null;
  readonly joined: boolean;
  readonly takenOver: boolean;
}

export type MatchResult = Omit<GameResult, 'scores'> & {
  readonly scores: readonly number[] | null;
  readonly forfeit: Seat | null;
};

export interface MatchInfo {
  readonly id: string;
  readonly game: string;
  readonly options: Record<string, boolean | string>;
  readonly players: number;
  readonly status: 'open' | 'running' | 'finished';
  readonly version: number;
  readonly seats: readonly SeatInfo[];
  /** The match's settings; `hints`: every player agreed to the coach's hints at this table. */
  readonly settings?: { readonly hints?: boolean };
  readonly result: MatchResult | null;
  readonly rematch: string | null;
  readonly rematchOf: string | null;
  readonly createdAt: number;
}

export interface LegalMove {
  readonly move: string;
  readonly label: string;
}

export interface LogEvent {
  readonly version: number;
  readonly seat: Seat;
  readonly by: 'player' | 'bot' | 'takeover';
  readonly lines: readonly string[];
}

/** An error answer of the server: code, ruling, English `message` and, for refusals, `words`. */
export type ApiError = RuleError;

export class ApiFailure extends Error {
  constructor(readonly error: ApiError) {
    super(refusalText(error, lang()));
  }
}

export async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: ApiError };
  if (!res.ok)
    throw new ApiFailure(
      json.error ?? { code: 'server-error', rule: null, message: res.statusText },
    );
  return json;
}

/** A seat this browser holds: the token from the invite, and whether it joined under a name. */
export interface HeldSeat {
  readonly match: string;
  readonly game: string;
  readonly token: string;
  readonly seat: Seat | null;
  readonly joined: boolean;
  readonly at: number;
}

const KEY = 'moontable.seats';

export function heldSeats(): HeldSeat[] {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? '[]') as HeldSeat[];
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

export function heldSeat(match: string): HeldSeat | undefined {
  return heldSeats().find((s) => s.match === match);
}

export function holdSeat(seat: HeldSeat): void {
  const rest = heldSeats().filter((s) => s.match !== seat.match);
  localStorage.setItem(KEY, JSON.stringify([seat, ...rest].slice(0, 100)));
}

export const savedName = (): string => localStorage.getItem('moontable.name') ?? '';
export const saveName = (name: string): void => localStorage.setItem('moontable.name', name);
