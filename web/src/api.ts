// Talking to the server: the HTTP routes of docs/api.md, and the seat tokens this browser holds.

import type { Result, RuleError, Seat } from '../../src/engine/game.ts';
import { refusalText } from '../../src/engine/game.ts';
import { readErrorAnswer } from '../../src/protocol/server-messages.ts';
import { lang } from './i18n.ts';

// The server's types are the protocol's own (src/protocol/wire.ts), never copied here.
import type { CreateResponse } from '../../src/protocol/wire.ts';
export type {
  CreateResponse,
  GameInfo,
  LegalMove,
  LogEvent,
  MatchInfo,
  MatchResult,
  SeatInfo,
} from '../../src/protocol/wire.ts';

/** An error answer of the server: code, ruling, English `message` and, for refusals, `words`. */
export type ApiError = RuleError;

export class ApiFailure extends Error {
  constructor(readonly error: ApiError) {
    super(refusalText(error, lang()));
  }
}

/**
 * Calls the HTTP API and reads the answer with `read` (src/protocol/server-messages.ts); an
 * error answer, or an answer that does not read, is thrown as an `ApiFailure`.
 */
export async function call<T>(
  method: string,
  path: string,
  read: (json: unknown) => Result<T>,
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
  const json: unknown = await res.json();
  if (!res.ok)
    throw new ApiFailure(
      readErrorAnswer(json) ?? { code: 'server-error', rule: null, message: res.statusText },
    );
  const answer = read(json);
  if (!answer.ok) throw new ApiFailure(answer.error);
  return answer.value;
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
  readonly invites?: readonly {
    readonly seat: Seat;
    readonly url: string;
    /** The seat waits for a bot program (`moontable bot`). */
    readonly program?: boolean;
  }[];
}

/** What creating a match answers: the creator's seat and secret, and the open seats' invites. */
export type Created = CreateResponse;

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
