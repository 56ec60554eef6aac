// The WebSocket protocol, version 1: every inbound frame is parsed here into a typed message or
// rejected with a typed error. docs/api.md describes each message with examples.

import type { GameResult, Lang, Outcome, RefusalWords, RuleError, Seat } from '../engine/game.ts';
import { fail, isLang, LANGS } from '../engine/game.ts';
import { textProblem } from '../engine/text.ts';
import type { LogEvent } from './live.ts';

export const PROTOCOL = 1;
/** Largest frame the server reads; bigger ones are answered `too-large`. */
export const MAX_FRAME_BYTES = 16 * 1024;
/** Largest frame a socket takes at all; a bigger one closes it with 1009. */
export const MAX_SOCKET_FRAME = 1024 * 1024;
/** The reason sent with 1009. */
export const TOO_BIG_REASON = 'frame over 1 MB';
/** Longest move string accepted. */
export const MAX_MOVE_CHARS = 500;

export type ClientMessage =
  | {
      readonly type: 'hello';
      readonly match: string;
      /** The seat token from the invite link; absent for spectators. */
      readonly token: string | null;
      /** The last version the client has seen, to receive only what it missed. */
      readonly since: number | null;
      /** The language of this client's move labels and log lines; `en` when not given. */
      readonly lang: Lang;
    }
  | {
      readonly type: 'move';
      readonly version: number;
      readonly move: string;
      /** Echoed in the ack or error, to pair answers with requests. */
      readonly id: string | null;
    }
  | { readonly type: 'leave' }
  | { readonly type: 'ping' };

/**
 * The server's own error codes. A move the game refuses is answered with the engine's code
 * instead (`not-your-turn`, `bad-move-syntax`, a game's own such as `no-doorway`) and its ruling.
 */
export const SERVER_ERROR_CODES = [
  'bad-json',
  'bad-message',
  'binary-frame',
  'unknown-type',
  'unsupported-protocol',
  'too-large',
  'rate-limited',
  'no-hello',
  'unknown-match',
  'bad-token',
  'seat-taken',
  'not-a-seat',
  'not-started',
  'match-over',
  'stale-version',
  'future-version',
  'busy',
  'server-error',
] as const;
export type ErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** Close codes the server uses besides the usual 1000 (see docs/api.md). */
export const CLOSE = {
  /** The server is shutting down; reconnect (to another node) in a moment. */
  goingAway: 1001,
  /** The client does not read what it is sent: the socket's send queue is full. */
  notReading: 1008,
  /** A frame over the hard cap (1 MB). */
  tooBig: 1009,
  /** Too many sockets from this address, or on this server: try again later. */
  tryLater: 1013,
  /** No `hello` within the time limit. */
  noHello: 4408,
  /** Kept sending after being told `rate-limited`. */
  flood: 4429,
} as const;

export interface ErrorMessage {
  readonly type: 'error';
  /** One of `SERVER_ERROR_CODES`, or the engine's code when the game refused a move. */
  readonly code: ErrorCode | string;
  /** The ruling a refused move breaks (e.g. `MM-5`), or null. */
  readonly rule: string | null;
  readonly message: string;
  /** `message` in the other languages, when the refusal has them (RuleError.words). */
  readonly words?: RefusalWords;
  readonly id: string | null;
}

export interface LegalMove {
  readonly move: string;
  readonly label: string;
}

/** What a viewer needs to draw the table at one version. */
export interface Snapshot {
  readonly version: number;
  readonly view: unknown;
  readonly toAct: readonly Seat[];
  /** The viewer's legal moves now (empty for spectators and seats not to act). */
  readonly legal: readonly LegalMove[];
  readonly result: GameResult | null;
  /** Time banks by seat in ms at the moment of sending, or null without a time control. */
  readonly clocks: readonly number[] | null;
}

export type ServerMessage =
  | ({
      readonly type: 'welcome';
      readonly protocol: number;
      readonly match: unknown;
      readonly seat: Seat | null;
      /** The open seat whose invite said hello (the client watches until it joins). */
      readonly invite?: Seat;
      /** Moves since the client's `since`, as this viewer reads them; null after a long gap. */
      readonly events: readonly LogEvent[] | null;
    } & Snapshot)
  | ({ readonly type: 'update'; readonly event: LogEvent } & Snapshot)
  | ({ readonly type: 'match'; readonly match: unknown } & Snapshot)
  | { readonly type: 'ack'; readonly id: string | null; readonly version: number }
  | { readonly type: 'pong' }
  | ErrorMessage;

export const errorMessage = (
  code: ErrorCode | string,
  message: string,
  id: string | null = null,
  rule: string | null = null,
  words?: RefusalWords,
): ErrorMessage =>
  words
    ? { type: 'error', code, rule, message, words, id }
    : { type: 'error', code, rule, message, id };

/** The error frame of a refusal: its code, ruling, English `message` and its `words`. */
export const refusalMessage = (error: RuleError, id: string | null = null): ErrorMessage =>
  errorMessage(error.code, error.message, id, error.rule, error.words);

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const isVersion = (x: unknown): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 1e9;

/** A short opaque id (match ids, request ids, tokens) with no surprises in it. */
export const isId = (x: unknown, max = 64): x is string =>
  typeof x === 'string' && x.length > 0 && x.length <= max && /^[A-Za-z0-9_-]+$/.test(x);

/** The refusal for a match id the server does not know, in English and German. */
export const noMatch = (id: string): Outcome<never> =>
  fail('unknown-match', null, `There is no match ${id}.`, `Es gibt keine Partie ${id}.`);

/** A client's value quoted back in an error, cut short: an answer never echoes a whole frame. */
const echo = (x: unknown): string => {
  const text = JSON.stringify(x) ?? String(x);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

/** Parses one inbound frame. */
export function parseClientMessage(text: string): ClientMessage | ErrorMessage {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return errorMessage('bad-json', 'The message is not valid JSON.');
  }
  if (!isObject(data)) return errorMessage('bad-message', 'A message must be a JSON object.');
  const id = isId(data.id) ? data.id : null;
  const bad = (why: string) =>
    errorMessage('bad-message', `Bad "${data.type}" message: ${why}`, id);
  switch (data.type) {
    case 'hello': {
      if (data.protocol !== undefined && data.protocol !== null && data.protocol !== PROTOCOL)
        return errorMessage(
          'unsupported-protocol',
          `This server speaks protocol ${PROTOCOL}, not ${JSON.stringify(data.protocol)}.`,
          id,
        );
      if (!isId(data.match)) return bad('"match" must be a match id.');
      if (data.token !== undefined && data.token !== null && !isId(data.token))
        return bad('"token" must be the token from an invite link.');
      if (data.since !== undefined && data.since !== null && !isVersion(data.since))
        return bad('"since" must be a version number.');
      if (data.lang !== undefined && data.lang !== null && !isLang(data.lang))
        return bad(`"lang" must be one of ${LANGS.join(', ')}.`);
      return {
        type: 'hello',
        match: data.match,
        token: (data.token as string | undefined) ?? null,
        since: (data.since as number | undefined) ?? null,
        lang: (data.lang as Lang | undefined) ?? 'en',
      };
    }
    case 'move':
      if (!isVersion(data.version)) return bad('"version" must be the version the move is for.');
      if (typeof data.move !== 'string' || data.move.length === 0)
        return bad('"move" must be a move string.');
      if (data.move.length > MAX_MOVE_CHARS)
        return bad(`"move" is longer than ${MAX_MOVE_CHARS} characters.`);
      if (textProblem(data.move, MAX_MOVE_CHARS))
        return bad('"move" must be plain text (no control characters).');
      return { type: 'move', version: data.version, move: data.move, id };
    case 'leave':
      return { type: 'leave' };
    case 'ping':
      return { type: 'ping' };
    default:
      return errorMessage(
        'unknown-type',
        `Unknown message type ${echo(data.type)}; expected hello, move, leave or ping.`,
        id,
      );
  }
}
