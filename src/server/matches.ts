// Matches as data: what a creator may ask for (parsed from untrusted JSON), the row a new match
// starts as, and the public face of a match that any client may read (no tokens, no seed until
// the end).

import { createHash, randomBytes } from 'node:crypto';
import type { AnyGame, OptionValues } from '../engine/game.ts';
import { checkPlayers, fail, ok } from '../engine/game.ts';
import type { Outcome } from '../engine/game.ts';
import { findGame } from '../games/index.ts';
import type { MatchEnd, MatchRow, MatchSettings, SeatRow } from '../store/store.ts';
import { checkBot } from './bots.ts';
import type { Network } from './networks.ts';

/** What a creator asks for. Parsed from untrusted JSON by `parseCreate`. */
export interface CreateRequest {
  readonly game: string;
  readonly options: OptionValues;
  readonly seats: readonly ({ kind: 'human' } | { kind: 'bot'; bot: string })[];
  readonly settings: MatchSettings;
  /** The network that asked for it (never shown): what a network holds open is bounded. */
  readonly creator?: Network;
}

export interface Created {
  readonly match: MatchInfo;
  /** Seat tokens by seat (null for bot seats). Shown once, to the creator. */
  readonly tokens: readonly (string | null)[];
}

/** The public face of a match: no tokens, and the seed only once it is over. */
export interface MatchInfo {
  readonly id: string;
  readonly game: string;
  readonly options: OptionValues;
  readonly players: number;
  readonly status: MatchRow['status'];
  readonly version: number;
  readonly seats: readonly {
    readonly kind: 'human' | 'bot';
    readonly name: string | null;
    readonly bot: string | null;
    readonly joined: boolean;
    readonly takenOver: boolean;
  }[];
  readonly settings: MatchSettings;
  readonly result: MatchEnd | null;
  readonly seed: string | null;
  readonly rematch: string | null;
  readonly rematchOf: string | null;
  readonly createdAt: number;
  readonly startedAt: number | null;
}

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

const newId = (): string => randomBytes(9).toString('base64url');
const newToken = (): string => randomBytes(16).toString('base64url'); // 128 bits

export function matchInfo(row: MatchRow): MatchInfo {
  return {
    id: row.id,
    game: row.game,
    options: row.options,
    players: row.players,
    status: row.status,
    version: row.version,
    seats: row.seats.map((s) =>
      s.kind === 'bot'
        ? { kind: 'bot', name: s.name, bot: s.bot, joined: true, takenOver: false }
        : {
            kind: 'human',
            name: s.name,
            bot: null,
            joined: s.name !== null,
            takenOver: s.takenOver,
          },
    ),
    settings: { ...row.settings, hints: row.settings.hints === true },
    result: row.result,
    seed: row.status === 'finished' ? row.seed : null,
    rematch: row.rematch,
    rematchOf: row.rematchOf,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
  };
}

export const filled = (seats: readonly SeatRow[]) =>
  seats.every((s) => s.kind === 'bot' || s.name !== null);

/** The row of a new match (or of a rematch, which keeps the old table's seats and tokens). */
export function newMatchRow(
  req: CreateRequest,
  rematchOf: MatchRow | null,
  now: number,
): { row: MatchRow; tokens: (string | null)[] } {
  const game = findGame(req.game)!;
  const tokens = req.seats.map((s) => (s.kind === 'human' ? newToken() : null));
  const seats: SeatRow[] = req.seats.map((s, i) =>
    s.kind === 'bot'
      ? { kind: 'bot', bot: s.bot, name: `${s.bot} bot` }
      : {
          kind: 'human',
          name: null,
          tokenHash: hashToken(tokens[i]!),
          takenOver: false,
          awaySince: null,
        },
  );
  const row: MatchRow = {
    id: newId(),
    game: game.id,
    options: req.options,
    players: req.seats.length,
    seed: randomBytes(16).toString('hex'),
    seats: rematchOf ? rematchOf.seats.map(rejoined) : seats,
    settings: req.settings,
    status: 'open',
    version: 0,
    seatsVersion: 0,
    result: null,
    rematchOf: rematchOf?.id ?? null,
    rematch: null,
    createdAt: now,
    updatedAt: now,
    startedAt: null,
    botTurn: false,
    deadline: null,
    creatorNet: req.creator?.net ?? null,
    creatorWide: req.creator?.wide ?? null,
  };
  return { row: filled(row.seats) ? { ...row, status: 'running', startedAt: now } : row, tokens };
}

/** The same people at the rematch table: joined, back in their seats, nobody taken over. */
function rejoined(s: SeatRow): SeatRow {
  return s.kind === 'human' ? { ...s, takenOver: false, awaySince: null } : s;
}

/** Checks a create request from untrusted JSON. */
export function parseCreate(body: unknown): Outcome<CreateRequest> {
  const bad = (message: string) => fail<CreateRequest>('bad-request', null, message);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return bad('The body must be a JSON object.');
  const b = body as Record<string, unknown>;
  if (typeof b.game !== 'string') return bad('"game" must be a game id.');
  const game = findGame(b.game);
  if (!game)
    return fail(
      'unknown-game',
      null,
      `Unknown game "${b.game}".`,
      `Unbekanntes Spiel "${b.game}".`,
    );
  const options = (b.options ?? {}) as OptionValues;
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    return bad('"options" must be an object.');
  const parsed = game.parseOptions(options);
  if (!parsed.ok) return parsed;
  if (!Array.isArray(b.seats)) return bad('"seats" must be a list with one entry per seat.');
  const players = checkPlayers(game, b.seats.length);
  if (players) return { ok: false, error: players };
  const seats: CreateRequest['seats'][number][] = [];
  for (const [i, s] of (b.seats as unknown[]).entries()) {
    const seat = s as Record<string, unknown> | null;
    if (seat?.kind === 'human') seats.push({ kind: 'human' });
    else if (seat?.kind === 'bot') {
      const bot = seat.bot ?? 'random';
      if (typeof bot !== 'string')
        return bad(`Seat ${i}: "bot" must be a bot name such as "random".`);
      const checked = checkBot(bot, game);
      if (!checked.ok) return fail(checked.error.code, null, `Seat ${i}: ${checked.error.message}`);
      seats.push({ kind: 'bot', bot: checked.value });
    } else return bad(`Seat ${i} must be {"kind": "human"} or {"kind": "bot", "bot": "random"}.`);
  }
  const settings = parseSettings(b, game);
  if (!settings.ok) return settings;
  return ok({ game: game.id, options: options, seats, settings: settings.value });
}

const DAY_MS = 86_400_000;

function parseSettings(b: Record<string, unknown>, game: AnyGame): Outcome<MatchSettings> {
  const bad = (message: string) => fail<MatchSettings>('bad-request', null, message);
  const ms = (x: unknown, min: number) =>
    typeof x === 'number' && Number.isInteger(x) && x >= min && x <= 30 * DAY_MS;
  let timeControl: MatchSettings['timeControl'] = null;
  if (b.timeControl !== undefined && b.timeControl !== null) {
    const tc = b.timeControl as Record<string, unknown>;
    if (!ms(tc.initialMs, 1000)) return bad('"timeControl.initialMs" must be 1000 ms or more.');
    if (!ms(tc.incrementMs ?? 0, 0)) return bad('"timeControl.incrementMs" must be 0 or more.');
    const onTimeout = tc.onTimeout ?? 'forfeit';
    if (onTimeout !== 'takeover' && onTimeout !== 'forfeit')
      return bad('"timeControl.onTimeout" must be "takeover" or "forfeit".');
    timeControl = {
      initialMs: tc.initialMs as number,
      incrementMs: (tc.incrementMs as number | undefined) ?? 0,
      onTimeout,
    };
  }
  let takeover: MatchSettings['takeover'] = null;
  if (b.takeover !== undefined && b.takeover !== null) {
    const t = b.takeover as Record<string, unknown>;
    const named = t.bot ?? 'random';
    const checked = typeof named === 'string' ? checkBot(named, game) : null;
    if (!checked?.ok)
      return bad(
        `"takeover.bot": ${checked?.error.message ?? 'must be a bot name such as "random"'}`,
      );
    const bot = checked.value;
    if (!ms(t.graceMs ?? 60_000, 0)) return bad('"takeover.graceMs" must be 0 or more.');
    takeover = { bot, graceMs: (t.graceMs as number | undefined) ?? 60_000 };
  }
  if (timeControl?.onTimeout === 'takeover' && !takeover)
    return bad('"timeControl.onTimeout": "takeover" needs a "takeover" bot.');
  const hints = b.hints ?? false;
  if (typeof hints !== 'boolean') return bad('"hints" must be true or false.');
  return ok({ timeControl, takeover, hints });
}
