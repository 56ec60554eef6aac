// "Play online now" (docs/api.md, "The queue"): a person asks to be paired with strangers for a
// game and a player count, and polls until they are. One parser per direction: the server reads
// a request with `parseQueueRequest` (its shape; the server checks the game and the count), a
// client reads every answer with `readQueueAnswer`.

import type { Result } from '../engine/basics.ts';
import { fail, ok } from '../engine/basics.ts';
import { answer } from './server-messages.ts';
import { boolean, count, isObject, nullable, number, object, oneOf, string } from './read.ts';

/**
 * The waits a person may choose before empty seats are filled with bots (ms), besides null
 * (never: wait for people only).
 */
export const QUEUE_BOT_WAITS_MS = [15_000, 30_000, 60_000, 120_000, 300_000] as const;

/** `POST /api/queue`: pair me for this game and player count. */
export interface QueueRequest {
  /** A game id, e.g. "monkeys-on-the-moon". */
  readonly game: string;
  /** Seats at the table, e.g. 2. */
  readonly players: number;
  /** After this wait (one of QUEUE_BOT_WAITS_MS) empty seats get bots; null: never. */
  readonly botsAfterMs: number | null;
}

/** My place in the queue while nobody fits yet. */
export interface QueueWaiting {
  readonly state: 'waiting';
  /** The entry's id (`q_...`): a new request replaces the entry, and gets a new id. */
  readonly id: string;
  readonly game: string;
  readonly players: number;
  readonly botsAfterMs: number | null;
  /** When I asked (ms, the server's clock), and the server's clock now. */
  readonly since: number;
  readonly now: number;
  /** How far apart in rating points (the shown scale) I am paired now; it widens as I wait. */
  readonly window: number;
  /** Other people waiting for the same game and player count, now. */
  readonly others: number;
}

/** The table I was paired at: my seat is mine (its secret: `POST /api/matches/:id/seat`). */
export interface QueuePaired {
  readonly state: 'paired';
  readonly id: string;
  readonly game: string;
  readonly players: number;
  readonly match: string;
  readonly seat: number;
  /** Every person at the table has an account, so the result counts for ratings. */
  readonly rated: boolean;
  /** Seats given to bots because the wait was over. */
  readonly bots: number;
}

export type QueueEntry = QueueWaiting | QueuePaired;

/** Every queue answer: my entry, or null (not in the queue). */
export interface QueueAnswer {
  readonly queue: QueueEntry | null;
}

const entry = (x: unknown, at: string): QueueEntry => {
  const o = object(x, at);
  const state = oneOf(['waiting', 'paired'] as const)(o.state, `${at}.state`);
  const common = {
    id: string(o.id, `${at}.id`),
    game: string(o.game, `${at}.game`),
    players: count(o.players, `${at}.players`),
  };
  if (state === 'paired')
    return {
      state,
      ...common,
      match: string(o.match, `${at}.match`),
      seat: count(o.seat, `${at}.seat`),
      rated: boolean(o.rated, `${at}.rated`),
      bots: count(o.bots, `${at}.bots`),
    };
  return {
    state,
    ...common,
    botsAfterMs: nullable(count)(o.botsAfterMs, `${at}.botsAfterMs`),
    since: number(o.since, `${at}.since`),
    now: number(o.now, `${at}.now`),
    window: number(o.window, `${at}.window`),
    others: count(o.others, `${at}.others`),
  };
};

export const readQueueAnswer = answer<QueueAnswer>('queue', (o) => ({
  queue: nullable(entry)(o.queue, 'queue'),
}));

/** The shape of a queue request from untrusted JSON (the game and the count are the server's to check). */
export function parseQueueRequest(body: unknown): Result<QueueRequest> {
  const bad = (en: string, de: string) => fail<QueueRequest>('bad-request', null, en, de);
  if (!isObject(body))
    return bad(
      'Send {"game": <game id>, "players": <seats>, "botsAfterMs": <ms or null>}.',
      'Schicke {"game": <Spiel>, "players": <Plätze>, "botsAfterMs": <ms oder null>}.',
    );
  const { game, players } = body;
  const given = body.botsAfterMs ?? null;
  const botsAfterMs = given === null ? null : QUEUE_BOT_WAITS_MS.find((w) => w === given);
  if (typeof game !== 'string' || game.length === 0 || game.length > 64)
    return bad('"game" must be a game id.', '"game" muss die Kennung eines Spiels sein.');
  if (typeof players !== 'number' || !Number.isInteger(players))
    return bad(
      '"players" must be a whole number of seats.',
      '"players" muss eine ganze Zahl von Plätzen sein.',
    );
  const waits = QUEUE_BOT_WAITS_MS.join(', ');
  if (botsAfterMs === undefined)
    return bad(
      `"botsAfterMs" must be one of ${waits} (ms) or null (never bots).`,
      `"botsAfterMs" muss einer dieser Werte sein: ${waits} (ms), oder null (nie Bots).`,
    );
  return ok({ game, players, botsAfterMs });
}
