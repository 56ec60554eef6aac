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

/**
 * A seat this browser holds. `token` is the seat's secret, handed out once when the seat was
 * taken (`joined`); it alone opens the seat. (Entries from before seat secrets may hold an
 * invite not yet used, with `joined` false.) `invites`: the links the creator of the match
 * may still hand out, kept to show while seats are open.
 */
export interface HeldSeat {
  readonly match: string;
  readonly game: string;
  readonly token: string;
  readonly seat: Seat | null;
  readonly joined: boolean;
  readonly at: number;
  readonly invites?: readonly { readonly seat: Seat; readonly url: string }[];
}

/** What creating a match answers: the creator's seat and secret, and the open seats' invites. */
export interface Created {
  readonly match: MatchInfo;
  readonly seat?: Seat;
  readonly token?: string;
  readonly invites: readonly { seat: Seat; token: string; url: string }[];
  readonly spectate: string;
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
