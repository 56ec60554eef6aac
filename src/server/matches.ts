// Matches as data: what a creator may ask for (parsed from untrusted JSON), the row a new match
// starts as, and the public face of a match that any client may read (no tokens, no seed until
// the end).

import { createHash, randomBytes } from 'node:crypto';
import type { AnyGame, OptionValues } from '../engine/game.ts';
import { checkPlayers, fail, ok } from '../engine/game.ts';
import type { Result } from '../engine/game.ts';
import { findGame } from '../games/index.ts';
import { isObject } from '../protocol/read.ts';
import type { MatchInfo } from '../protocol/wire.ts';
import type { MatchRow, MatchSettings, SeatRow } from '../store/store.ts';
import { checkBot } from './bots.ts';

/** What a creator asked for (the wire's `CreateRequest`), checked by `parseCreate`. */
export interface NewMatch {
  readonly game: string;
  readonly options: OptionValues;
  readonly seats: readonly ({ kind: 'human' } | { kind: 'bot'; bot: string })[];
  readonly settings: MatchSettings;
}

export interface Created {
  readonly match: MatchInfo;
  /** Seat tokens by seat (null for bot seats). Shown once, to the creator. */
  readonly tokens: readonly (string | null)[];
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
  req: NewMatch,
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
  };
  return { row: filled(row.seats) ? { ...row, status: 'running', startedAt: now } : row, tokens };
}

/** The same people at the rematch table: joined, back in their seats, nobody taken over. */
function rejoined(s: SeatRow): SeatRow {
  return s.kind === 'human' ? { ...s, takenOver: false, awaySince: null } : s;
}

/** Checks a create request from untrusted JSON. */
export function parseCreate(body: unknown): Result<NewMatch> {
  const bad = (message: string) => fail<NewMatch>('bad-request', null, message);
  if (!isObject(body)) return bad('The body must be a JSON object.');
  const b = body;
  if (typeof b.game !== 'string') return bad('"game" must be a game id.');
  const game = findGame(b.game);
  if (!game)
    return fail(
      'unknown-game',
      null,
      `Unknown game "${b.game}".`,
      `Unbekanntes Spiel "${b.game}".`,
    );
  const given = b.options ?? {};
  if (!isObject(given)) return bad('"options" must be an object.');
  // The one cast left: `parseOptions` checks each value's type next (a number is `bad-option`),
  // and its signature asks for the values it will have checked.
  const options = given as OptionValues;
  const parsed = game.parseOptions(options);
  if (!parsed.ok) return parsed;
  if (!Array.isArray(b.seats)) return bad('"seats" must be a list with one entry per seat.');
  const players = checkPlayers(game, b.seats.length);
  if (players) return { ok: false, error: players };
  const seats: NewMatch['seats'][number][] = [];
  for (const [i, s] of b.seats.entries()) {
    const seat = isObject(s) ? s : null;
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

function parseSettings(b: Readonly<Record<string, unknown>>, game: AnyGame): Result<MatchSettings> {
  const bad = (message: string) => fail<MatchSettings>('bad-request', null, message);
  const ms = (x: unknown, min: number): x is number =>
    typeof x === 'number' && Number.isInteger(x) && x >= min && x <= 30 * DAY_MS;
  let timeControl: MatchSettings['timeControl'] = null;
  if (b.timeControl !== undefined && b.timeControl !== null) {
    const tc = isObject(b.timeControl) ? b.timeControl : {};
    const { initialMs } = tc;
    const incrementMs = tc.incrementMs ?? 0;
    if (!ms(initialMs, 1000)) return bad('"timeControl.initialMs" must be 1000 ms or more.');
    if (!ms(incrementMs, 0)) return bad('"timeControl.incrementMs" must be 0 or more.');
    const onTimeout = tc.onTimeout ?? 'forfeit';
    if (onTimeout !== 'takeover' && onTimeout !== 'forfeit')
      return bad('"timeControl.onTimeout" must be "takeover" or "forfeit".');
    timeControl = { initialMs, incrementMs, onTimeout };
  }
  let takeover: MatchSettings['takeover'] = null;
  if (b.takeover !== undefined && b.takeover !== null) {
    const t = isObject(b.takeover) ? b.takeover : {};
    const named = t.bot ?? 'random';
    const checked = typeof named === 'string' ? checkBot(named, game) : null;
    if (!checked?.ok)
      return bad(
        `"takeover.bot": ${checked?.error.message ?? 'must be a bot name such as "random"'}`,
      );
    const bot = checked.value;
    const graceMs = t.graceMs ?? 60_000;
    if (!ms(graceMs, 0)) return bad('"takeover.graceMs" must be 0 or more.');
    takeover = { bot, graceMs };
  }
  if (timeControl?.onTimeout === 'takeover' && !takeover)
    return bad('"timeControl.onTimeout": "takeover" needs a "takeover" bot.');
  const hints = b.hints ?? false;
  if (typeof hints !== 'boolean') return bad('"hints" must be true or false.');
  return ok({ timeControl, takeover, hints });
}
