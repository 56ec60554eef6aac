// The server's protocol, version 1, as types: every WebSocket frame in both directions, every
// HTTP request body and answer under /api, the match as clients see it, a log event, a legal
// move and the error frame. The server, the web client, the terminal's `create`/`join`/`bot`
// and any TypeScript client import these; docs/api.md describes each with examples. Untrusted
// JSON becomes one of them only through a parser: `parseClientMessage` (client-messages.ts) on
// the server, `parseServerMessage` and the answers' readers (server-messages.ts) in clients.
//
// Browser-safe: this folder imports the engine only.

import type {
  GameResult,
  Lang,
  OptionDef,
  OptionValues,
  RefusalWords,
  RuleError,
  Seat,
} from '../engine/game.ts';
import type { RecordedMove } from '../engine/record.ts';
import type { UndoClientMessage, UndoneOf, UndoServerOf } from './undo.ts';
import type { ChatClientMessage, ChatServerMessage } from './chat.ts';

export const PROTOCOL = 1;
/** Largest frame the server reads; bigger ones are answered `too-large`. */
export const MAX_FRAME_BYTES = 16 * 1024;
/** Largest frame a socket takes at all; a bigger one closes it with 1009. */
export const MAX_SOCKET_FRAME = 1024 * 1024;
/** The reason sent with 1009. */
export const TOO_BIG_REASON = 'frame over 1 MB';
/** Longest move string accepted. */
export const MAX_MOVE_CHARS = 500;
/** Longest name a player may join under. */
export const NAME_MAX = 40;

// ---- client -> server frames ------------------------------------------------------------------

export interface HelloMessage {
  readonly type: 'hello';
  readonly match: string;
  /** The seat token from the invite link; absent for spectators. */
  readonly token: string | null;
  /** The last version the client has seen, to receive only what it missed. */
  readonly since: number | null;
  /** The language of this client's move labels and log lines; `en` when not given. */
  readonly lang: Lang;
}

export interface MoveMessage {
  readonly type: 'move';
  readonly version: number;
  readonly move: string;
  /** Echoed in the ack or error, to pair answers with requests. */
  readonly id: string | null;
}

export type ClientMessage =
  | HelloMessage
  | MoveMessage
  | { readonly type: 'leave' }
  | { readonly type: 'ping' }
  | UndoClientMessage
  | ChatClientMessage;

/**
 * A frame as a client writes it: `hello` may leave out `token`, `since`, `lang` and name the
 * `protocol`; `move` may leave out `id`. The server reads it into a `ClientMessage`.
 */
export type ClientFrame =
  | {
      readonly type: 'hello';
      readonly protocol?: number;
      readonly match: string;
      readonly token?: string | null;
      readonly since?: number | null;
      readonly lang?: Lang;
    }
  | MoveFrame
  | { readonly type: 'leave' }
  | { readonly type: 'ping' }
  | { readonly type: 'undo-ask'; readonly version: number; readonly id?: string | null }
  | {
      readonly type: 'undo-answer';
      readonly version: number;
      readonly accept: boolean;
      readonly id?: string | null;
    }
  | {
      readonly type: 'chat';
      readonly text?: string;
      readonly phrase?: string;
      readonly id?: string;
    }
  | { readonly type: 'chat-history' }
  | { readonly type: 'chat-mute'; readonly author: string; readonly mute?: boolean }
  | { readonly type: 'chat-report'; readonly message: number; readonly reason?: string };

/** A move as a client writes it; `id` comes back in the ack or the error. */
export interface MoveFrame {
  readonly type: 'move';
  readonly version: number;
  readonly move: string;
  readonly id?: string | null;
}

// ---- server -> client frames ------------------------------------------------------------------

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
  'bad-chat',
  'no-session',
  'banned',
  'unknown-message',
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
  /** With `rate-limited` where the server knows it: seconds until it is worth trying again. */
  readonly retryAfter?: number;
}

/** A move the viewer may make now: its string for the wire and its label for people. */
export interface LegalMove {
  readonly move: string;
  readonly label: string;
}

/** Who chose a move: the seat's player, its bot, or the takeover bot. */
export const MOVE_BY = ['player', 'bot', 'takeover'] as const;
export type MoveBy = (typeof MOVE_BY)[number];

/** One applied move as a viewer reads it. */
export interface LogEvent {
  readonly version: number;
  readonly seat: Seat;
  readonly by: MoveBy;
  /** When the move was stored (ms since 1970). */
  readonly at: number;
  /** The move's log lines for this viewer, in its language. */
  readonly lines: readonly string[];
}

/** What a viewer needs to draw the table at one version. */
export interface Snapshot {
  readonly version: number;
  /** `game.view` for this viewer: each game's own shape. */
  readonly view: unknown;
  readonly toAct: readonly Seat[];
  /** The viewer's legal moves now (empty for spectators and seats not to act). */
  readonly legal: readonly LegalMove[];
  readonly result: GameResult | null;
  /** Time banks by seat in ms at the moment of sending, or null without a time control. */
  readonly clocks: readonly number[] | null;
}

export interface WelcomeMessage extends Snapshot {
  readonly type: 'welcome';
  readonly protocol: number;
  readonly match: MatchInfo;
  readonly seat: Seat | null;
  /** The open seat whose invite said hello (the client watches until it joins). */
  readonly invite?: Seat;
  /** Moves since the client's `since`, as this viewer reads them; null after a long gap. */
  readonly events: readonly LogEvent[] | null;
}

export interface UpdateMessage extends Snapshot {
  readonly type: 'update';
  readonly event: LogEvent;
}

/** Seats or status changed (a join, a takeover, the start, the end on time, a rematch). */
export interface MatchMessage extends Snapshot {
  readonly type: 'match';
  readonly match: MatchInfo;
}

export type ServerMessage =
  | WelcomeMessage
  | UpdateMessage
  | MatchMessage
  | { readonly type: 'ack'; readonly id: string | null; readonly version: number }
  | { readonly type: 'pong' }
  | ChatServerMessage
  | ErrorMessage
  | UndoServerMessage;

/** Taking back a move (undo.ts): the question, its end, and the table without the move. */
export type UndoServerMessage = UndoServerOf<Snapshot>;
export type UndoneMessage = UndoneOf<Snapshot>;

// ---- the match as clients see it ------------------------------------------------------------

export const MATCH_STATUSES = ['open', 'running', 'finished'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export interface TimeControl {
  /** Starting time bank per seat, e.g. 300000 (5 minutes). */
  readonly initialMs: number;
  /** Added to a seat's bank after each of its moves, e.g. 5000. */
  readonly incrementMs: number;
  /** What happens when a bank runs out. */
  readonly onTimeout: 'takeover' | 'forfeit';
}

export interface TakeoverSettings {
  /** The bot that plays for the seat, e.g. `random`. */
  readonly bot: string;
  /** How long a player may stay away before it plays (ms). */
  readonly graceMs: number;
}

/** A turn-based table: a time per move (1 h, 12 h, 1, 3 or 7 days) and what a missed one does. */
export interface TurnSettings {
  readonly perMoveMs: number;
  /** `bot`: a bot plays that one move and the player keeps the seat; `forfeit`: the match ends. */
  readonly onTimeout: 'bot' | 'forfeit';
  /** The bot that plays a missed move, e.g. `random`. */
  readonly bot: string;
}

/** The times per move a turn-based table may choose: 1 hour, 12 hours, 1, 3 or 7 days. */
export const TURN_TIMES_MS = [3_600_000, 43_200_000, 86_400_000, 259_200_000, 604_800_000] as const;

export interface MatchSettings {
  readonly timeControl: TimeControl | null;
  /** Turn-based, or null: live (with `timeControl`, or untimed). */
  readonly turn: TurnSettings | null;
  /** The bot that plays for a seat whose player left or ran out of time; null: nobody does. */
  readonly takeover: TakeoverSettings | null;
  /** Every player agreed to the coach's hints at this table (shown before anyone joins). */
  readonly hints: boolean;
  /** The table counts for ratings (issue 27): accounts only, bots at their fixed ratings. */
  readonly rated: boolean;
}

/** How a finished match ended: the game's own result, or a forfeit on time (`scores` null). */
export type MatchResult = Omit<GameResult, 'scores'> & {
  readonly scores: readonly number[] | null;
  /** The seat that lost on time, when the match ended so. */
  readonly forfeit: Seat | null;
};

export interface SeatInfo {
  readonly kind: 'human' | 'bot';
  /** The player's name (null until joined), or the bot's seat name. */
  readonly name: string | null;
  readonly bot: string | null;
  readonly joined: boolean;
  /** True while the takeover bot plays for this player. */
  readonly takenOver: boolean;
}

/** The public face of a match: no tokens, and the seed only once it is over. */
export interface MatchInfo {
  readonly id: string;
  readonly game: string;
  readonly options: OptionValues;
  readonly players: number;
  readonly status: MatchStatus;
  readonly version: number;
  readonly seats: readonly SeatInfo[];
  readonly settings: MatchSettings;
  /** The seat its creator took at creation (the waiting room's host), or null. */
  readonly host: Seat | null;
  readonly result: MatchResult | null;
  /** The match's seed once it is finished (a record then replays it), else null. */
  readonly seed: string | null;
  /**
   * The seed's commitment, published from the match's creation on: SHA-256 of the seed's UTF-8
   * bytes, lowercase hex. Once the seed is revealed anyone can check that it hashes to this and
   * that the record replays from it (`moontable verify`): the deal was fixed before play.
   */
  readonly commitment: string;
  readonly rematch: string | null;
  readonly rematchOf: string | null;
  readonly createdAt: number;
  /** When the last seat was filled and play began (ms), or null while open. */
  readonly startedAt: number | null;
}

// ---- HTTP requests and answers --------------------------------------------------------------

/** A seat asked for in `POST /api/matches`. `bot` defaults to `random`. */
export type CreateSeat =
  { readonly kind: 'human' } | { readonly kind: 'bot'; readonly bot?: string };

/** The body of `POST /api/matches`; everything but `game` and `seats` may be left out. */
export interface CreateRequest {
  readonly game: string;
  readonly options?: OptionValues;
  readonly seats: readonly CreateSeat[];
  readonly timeControl?: {
    readonly initialMs: number;
    readonly incrementMs?: number;
    readonly onTimeout?: TimeControl['onTimeout'];
  };
  readonly takeover?: { readonly bot?: string; readonly graceMs?: number };
  /** A turn-based table (no `timeControl`, no `takeover` with it). */
  readonly turn?: {
    readonly perMoveMs: number;
    readonly onTimeout?: TurnSettings['onTimeout'];
    readonly bot?: string;
  };
  readonly hints?: boolean;
  /** A rated table: every person must be signed in with an account. */
  readonly rated?: boolean;
  /** The creator takes this seat at once, under this name (its secret comes back). */
  readonly join?: { readonly seat: Seat; readonly name: string } | null;
}

export interface Invite {
  readonly seat: Seat;
  /** The seat's invite: good for one join, which spends it. */
  readonly token: string;
  /** The invite link, `<server>/m/<match>#invite=<token>`. */
  readonly url: string;
}

/** 201 to `POST /api/matches`. */
export interface CreateResponse {
  readonly match: MatchInfo;
  /** The seat the creator took (`join`), and its secret: handed out this once. */
  readonly seat?: Seat;
  readonly token?: string;
  /** Invites for the open seats (not the creator's). */
  readonly invites: readonly Invite[];
  /** The link for spectators. */
  readonly spectate: string;
}

/** The body of `POST /api/matches/:id/join`. */
export interface JoinRequest {
  readonly token: string;
  /** 1 to `NAME_MAX` characters. */
  readonly name: string;
}

/** 200 to `POST /api/matches/:id/join`. */
export interface JoinResponse {
  readonly seat: Seat;
  /** The seat's secret, handed out this once: it alone opens the seat from now on. */
  readonly token: string;
  readonly match: MatchInfo;
}

/** 200 to `GET /api/matches/:id` and `POST /api/matches/:id/rematch` (the new match). */
export interface MatchResponse {
  readonly match: MatchInfo;
}

/** 200 to `GET /api/matches`. */
export interface MatchListResponse {
  readonly matches: readonly MatchInfo[];
}

export interface GameInfo {
  readonly id: string;
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly hiddenInformation: boolean;
  readonly options: readonly OptionDef[];
  /**
   * The bot levels with a fixed rating in this game, which may sit at a rated table, e.g.
   * ['random', 'heuristic']; none for a game whose bots were never measured (a new game).
   */
  readonly ratedBots?: readonly string[];
}

/** 200 to `GET /api/games`. */
export interface GamesResponse {
  readonly protocol: number;
  readonly bots: readonly string[];
  readonly games: readonly GameInfo[];
}

/**
 * 200 to `GET /api/matches/:id/record` while the match runs: the moves as this viewer may know
 * them (its own moves' strings, everyone's log lines). A finished match answers a `GameRecord`.
 */
export interface PartialRecord {
  readonly format: 'moontable-partial-record/1';
  readonly game: string;
  readonly options: OptionValues;
  readonly players: number;
  readonly viewer: Seat | 'spectator';
  readonly moves: readonly {
    readonly seat: RecordedMove['seat'];
    readonly move: string | null;
    readonly log: readonly string[];
  }[];
}

/** Every error answer of the HTTP API: `{"error": {code, rule, message, words?}}`. */
export interface ErrorResponse {
  readonly error: RuleError;
}
