// Matches as data: what a creator may ask for (parsed from untrusted JSON), the row a new match
// starts as, and the public face of a match that any client may read (no tokens, no seed until
// the end).

import { createHash, randomBytes } from 'node:crypto';
import type { AnyGame, OptionValues, Seat } from '../engine/game.ts';
import { checkPlayers, fail, ok } from '../engine/game.ts';
import type { Result } from '../engine/game.ts';
import { NAME_MAX, textProblem, textRefusal } from '../engine/text.ts';
import { findGame } from '../games/index.ts';
import { isObject } from '../protocol/read.ts';
import type { MatchInfo } from '../protocol/wire.ts';
import type { MatchRow, MatchSettings, SeatRow } from '../store/store.ts';
import { anchoredBots } from '../ratings/index.ts';
import { TURN_TIMES_MS } from '../protocol/wire.ts';
import type { TurnSettings } from '../store/store.ts';
import { checkBot } from './bots.ts';
import type { Network } from './networks.ts';

/** What a creator asked for (the wire's `CreateRequest`), checked by `parseCreate`. */
export interface NewMatch {
  readonly game: string;
  readonly options: OptionValues;
  readonly seats: readonly ({ kind: 'human' } | { kind: 'bot'; bot: string })[];
  readonly settings: MatchSettings;
  /** The creator takes this seat under this name at once (the seat's secret is theirs). */
  readonly join: { readonly seat: Seat; readonly name: string } | null;
  /** The network that asked for it (never shown): what a network holds open is bounded. */
  readonly creator?: Network;
  /** The person whose session asked for it: they hold the seat they join at once. */
  readonly person?: string | null;
  /**
   * People the queue seats at once (queue.ts), each holding their seat; its secret is set to one
   * nobody knows, and its holder asks for a new one (`POST /api/matches/:id/seat`).
   */
  readonly seated?: readonly {
    readonly seat: Seat;
    readonly name: string;
    readonly person: string;
  }[];
}

export interface Created {
  readonly match: MatchInfo;
  /** Invite tokens by seat: null for bots and for the creator's own seat. Shown once. */
  readonly invites: readonly (string | null)[];
  /** The creator's seat and its secret, when the creator took one. Shown once. */
  readonly joined: { readonly seat: Seat; readonly token: string } | null;
}

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

const newId = (): string => randomBytes(9).toString('base64url');
/** A fresh invite or seat secret: 128 random bits. */
export const newToken = (): string => randomBytes(16).toString('base64url');

/** What a token is to a match: a seat's secret, an open seat's invite, or a spent invite. */
export interface SeatKey {
  readonly seat: Seat;
  readonly as: 'secret' | 'invite' | 'spent';
}

export function keyOf(row: MatchRow, token: string): SeatKey | null {
  const hash = hashToken(token);
  for (const [seat, s] of row.seats.entries()) {
    if (s.kind !== 'human') continue;
    if (s.secretHash === hash) return { seat, as: 'secret' };
    if (s.inviteHash === hash) return { seat, as: s.secretHash === null ? 'invite' : 'spent' };
  }
  return null;
}

/** The refusal of a spent invite: the seat belongs to whoever took it. */
export const seatTaken = (): Result<never> =>
  fail(
    'seat-taken',
    null,
    'This seat is taken: its invite link has been used, and only the player who took the seat can open it. Watch as a spectator, or ask the host for a seat of your own.',
    'Dieser Platz ist schon besetzt: Sein Einladungslink wurde bereits benutzt, und nur wer den Platz genommen hat, kann ihn öffnen. Schau als Zuschauer zu oder bitte den Gastgeber um einen eigenen Platz.',
  );

/** The refusal of a token that is no key of this match. */
export const badToken = (): Result<never> =>
  fail(
    'bad-token',
    null,
    'This token is not for this match.',
    'Dieser Schlüssel gehört nicht zu dieser Partie.',
  );

/** A player's name from untrusted input: trimmed, 1 to NAME_MAX characters, plain text. */
export function parseName(x: unknown): Result<string> {
  const name = typeof x === 'string' ? x.trim() : '';
  const problem = typeof x === 'string' ? textProblem(name, NAME_MAX) : 'empty';
  if (!problem) return ok(name);
  const why = textRefusal(problem, { en: 'name', de: 'Der Name' }, NAME_MAX);
  return fail(
    'bad-name',
    null,
    `${why.en} A name is 1 to ${NAME_MAX} characters.`,
    `${why.de} Ein Name hat 1 bis ${NAME_MAX} Zeichen.`,
  );
}

export function matchInfo(row: MatchRow): MatchInfo {
  const { host, ...settings } = row.settings;
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
    settings: {
      ...settings,
      turn: settings.turn ?? null,
      hints: settings.hints === true,
      rated: settings.rated === true,
    },
    host: host ?? null,
    result: row.result,
    seed: row.status === 'finished' ? row.seed : null,
    commitment: seedCommitment(row.seed),
    rematch: row.rematch,
    rematchOf: row.rematchOf,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
  };
}

/** The seed's public commitment (protocol/wire.ts MatchInfo.commitment). */
export const seedCommitment = (seed: string): string =>
  createHash('sha256').update(seed, 'utf8').digest('hex');

export const filled = (seats: readonly SeatRow[]) =>
  seats.every((s) => s.kind === 'bot' || s.name !== null);

/**
 * The row of a new match (or of a rematch, which keeps the old table's seats and secrets), with
 * an invite per open seat and the creator's secret when the creator takes a seat.
 */
export function newMatchRow(
  req: NewMatch,
  rematchOf: MatchRow | null,
  now: number,
): { row: MatchRow; invites: (string | null)[]; joined: Created['joined'] } {
  const game = findGame(req.game)!;
  const mine = rematchOf ? null : req.join;
  const secret = mine ? newToken() : null;
  const tokens = req.seats.map((s) => (s.kind === 'human' ? newToken() : null));
  const queued = (i: number) => req.seated?.find((q) => q.seat === i);
  const seats: SeatRow[] = req.seats.map((s, i) =>
    s.kind === 'bot'
      ? { kind: 'bot', bot: s.bot, name: `${s.bot} bot` }
      : queued(i)
        ? {
            kind: 'human',
            name: queued(i)!.name,
            inviteHash: hashToken(tokens[i]!),
            secretHash: hashToken(newToken()),
            takenOver: false,
            // Not at the table yet: the takeover bot plays if they do not come (Seats.expect).
            awaySince: now,
            person: queued(i)!.person,
          }
        : {
            kind: 'human',
            name: i === mine?.seat ? mine.name : null,
            inviteHash: hashToken(tokens[i]!),
            secretHash: i === mine?.seat ? hashToken(secret!) : null,
            takenOver: false,
            awaySince: null,
            person: i === mine?.seat ? (req.person ?? null) : null,
          },
  );
  const row: MatchRow = {
    id: newId(),
    game: game.id,
    options: req.options,
    players: req.seats.length,
    seed: randomBytes(16).toString('hex'),
    seats: rematchOf ? rematchOf.seats.map(rejoined) : seats,
    // A rematch keeps the host of the table it follows (the same people in the same seats).
    settings: { ...req.settings, host: mine ? mine.seat : (req.settings.host ?? null) },
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
  const started = filled(row.seats) ? { ...row, status: 'running' as const, startedAt: now } : row;
  return {
    row: started,
    invites: rematchOf ? [] : tokens.map((t, i) => (i === mine?.seat || queued(i) ? null : t)),
    joined: mine ? { seat: mine.seat, token: secret! } : null,
  };
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
  if (settings.value.rated) {
    if (settings.value.hints)
      return fail(
        'unrated-hints',
        null,
        "A rated table plays without the coach's hints: choose one or the other.",
        'Ein gewerteter Tisch spielt ohne Tipps des Trainers: wähle eins von beiden.',
      );
    const unrated = checkRated(game, seats);
    if (unrated) return unrated;
  }
  let join: NewMatch['join'] = null;
  if (b.join !== undefined && b.join !== null) {
    if (!isObject(b.join)) return bad('"join" must be {"seat": <number>, "name": <your name>}.');
    const j = b.join;
    const seat = j.seat ?? seats.findIndex((s) => s.kind === 'human');
    if (typeof seat !== 'number' || seats[seat]?.kind !== 'human')
      return bad('"join.seat" must be the number of a human seat (from 0).');
    const name = parseName(j.name);
    if (!name.ok) return name;
    join = { seat, name: name.value };
  }
  return ok({ game: game.id, options: options, seats, settings: settings.value, join });
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
  const turn = parseTurn(b.turn, game);
  if (!turn.ok) return turn;
  if (turn.value && (timeControl || takeover))
    return fail(
      'bad-request',
      null,
      'A turn-based table ("turn") has no "timeControl" and no "takeover": each move has its own deadline, and "turn.onTimeout" says what a missed one does.',
      'Ein Tisch mit Zugzeit ("turn") hat weder "timeControl" noch "takeover": Jeder Zug hat seine eigene Frist, und "turn.onTimeout" sagt, was bei einer verpassten geschieht.',
    );
  const hints = b.hints ?? false;
  if (typeof hints !== 'boolean') return bad('"hints" must be true or false.');
  const rated = b.rated ?? false;
  if (typeof rated !== 'boolean') return bad('"rated" must be true or false.');
  return ok({ timeControl, takeover, turn: turn.value, hints, rated });
}

/**
 * Why a rated table cannot be: fewer than two seats (a solo game has nobody to be rated
 * against), or a bot level without a fixed rating in this game (src/ratings/anchors.ts).
 * Anybody with a session may sit at a rated table: a guest's rating is kept under their person
 * and is the account's once they save it (the same person); leaderboards list accounts only. A
 * rated match with a human seat nobody holds as a person (a CLI client) is left unrated.
 */
function checkRated(game: AnyGame, seats: NewMatch['seats']): Result<never> | null {
  if (seats.length < 2)
    return fail(
      'unrated-table',
      null,
      'A rated table needs at least two seats.',
      'Ein gewerteter Tisch braucht mindestens zwei Plätze.',
    );
  const anchored = anchoredBots(game.id);
  const bot = seats.find((s) => s.kind === 'bot' && !anchored.includes(s.bot));
  if (bot?.kind !== 'bot') return null;
  return fail(
    'unrated-bot',
    null,
    `The bot "${bot.bot}" has no fixed rating in this game, so it cannot sit at a rated table; rated bots: ${anchored.join(', ')}.`,
    `Der Bot "${bot.bot}" hat in diesem Spiel keine feste Wertung und kann darum nicht an einem gewerteten Tisch sitzen; gewertete Bots: ${anchored.join(', ')}.`,
  );
}

/** `turn` of a create request: a time per move of TURN_TIMES_MS and the rule for a missed one. */
function parseTurn(x: unknown, game: AnyGame): Result<TurnSettings | null> {
  if (x === undefined || x === null) return ok(null);
  const t = isObject(x) ? x : {};
  const hours = TURN_TIMES_MS.map((m) => m / 3_600_000).join(', ');
  if (!TURN_TIMES_MS.some((m) => m === t.perMoveMs))
    return fail(
      'bad-request',
      null,
      `"turn.perMoveMs" must be one of ${TURN_TIMES_MS.join(', ')} (${hours} hours).`,
      `"turn.perMoveMs" muss einer dieser Werte sein: ${TURN_TIMES_MS.join(', ')} (${hours} Stunden).`,
    );
  const onTimeout = t.onTimeout ?? 'bot';
  if (onTimeout !== 'bot' && onTimeout !== 'forfeit')
    return fail(
      'bad-request',
      null,
      '"turn.onTimeout" must be "bot" (a bot plays the missed move) or "forfeit".',
      '"turn.onTimeout" muss "bot" (ein Bot macht den verpassten Zug) oder "forfeit" (aufgeben) sein.',
    );
  const named = t.bot ?? 'random';
  const checked = typeof named === 'string' ? checkBot(named, game) : null;
  if (!checked?.ok)
    return fail(
      'bad-request',
      null,
      `"turn.bot": ${checked?.error.message ?? 'must be a bot name such as "random"'}`,
    );
  return ok({ perMoveMs: t.perMoveMs as number, onTimeout, bot: checked.value });
}
