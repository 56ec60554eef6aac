// Game records (options, seed, moves) and replay. A record replays exactly because every bit
// of chance comes from the seed through the state's own generator.

import { checkPlayers, fail, ok, ruleError } from './game.ts';
import type { AnyGame, Game, Result, RuleError, Seat, OptionValues } from './game.ts';
import { listed } from './glossary.ts';

export const RECORD_FORMAT = 'moontable-record/1';

export interface RecordedMove {
  readonly seat: Seat;
  /** The move's string form, e.g. `bid purple:2`. */
  readonly move: string;
}

export interface GameRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly game: string;
  readonly options: OptionValues;
  readonly players: number;
  readonly seed: string;
  readonly moves: readonly RecordedMove[];
}

const MAX_RECORD_MOVES = 1_000_000;

const badRecord = (message: string, de: string): Result<never> =>
  fail('bad-record', null, message, de);

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Parses a record from its JSON text (or an already parsed value) into a trusted GameRecord.
 * Checks the shape, the game id, the options and the player count; moves are checked by replay.
 * A numeric seed is accepted and read as its decimal string.
 */
export function parseRecord(
  input: string | unknown,
  findGame: (id: string) => AnyGame | undefined,
): Result<GameRecord> {
  let data: unknown = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input);
    } catch (e) {
      const why = (e as Error).message;
      return badRecord(
        `The record is not valid JSON (${why}); it may be truncated.`,
        `Die Aufzeichnung ist kein gültiges JSON (${why}); vielleicht ist sie abgeschnitten.`,
      );
    }
  }
  if (!isPlainObject(data))
    return badRecord(
      'A record must be a JSON object.',
      'Eine Aufzeichnung muss ein JSON-Objekt sein.',
    );
  if (data.format !== RECORD_FORMAT) {
    const got = JSON.stringify(data.format);
    return badRecord(
      `Unknown record format ${got}; expected "${RECORD_FORMAT}".`,
      `Unbekanntes Aufzeichnungsformat ${got}; erwartet wird "${RECORD_FORMAT}".`,
    );
  }
  if (typeof data.game !== 'string')
    return badRecord(
      'The record has no "game" id.',
      'Der Aufzeichnung fehlt die Spielkennung "game".',
    );
  const game = findGame(data.game);
  if (!game)
    return fail(
      'unknown-game',
      null,
      `Unknown game "${data.game}".`,
      `Unbekanntes Spiel "${data.game}".`,
    );
  const options = data.options ?? {};
  if (
    !isPlainObject(options) ||
    !Object.values(options).every((v) => typeof v === 'boolean' || typeof v === 'string')
  ) {
    return badRecord(
      '"options" must be an object of true/false or text values.',
      '"options" muss ein Objekt aus true/false- oder Textwerten sein.',
    );
  }
  const parsedOptions = game.parseOptions(options as OptionValues);
  if (!parsedOptions.ok) return parsedOptions;
  if (typeof data.players !== 'number')
    return badRecord('"players" must be a number.', '"players" muss eine Zahl sein.');
  const players = checkPlayers(game, data.players);
  if (players) return { ok: false, error: players };
  const seed =
    typeof data.seed === 'number' && Number.isSafeInteger(data.seed)
      ? String(data.seed)
      : data.seed;
  if (typeof seed !== 'string' || seed.length === 0 || seed.length > 200) {
    return badRecord(
      '"seed" must be a non-empty string (or an integer) of at most 200 characters.',
      '"seed" muss ein nicht leerer Text (oder eine ganze Zahl) aus höchstens 200 Zeichen sein.',
    );
  }
  if (!Array.isArray(data.moves))
    return badRecord('"moves" must be an array.', '"moves" muss eine Liste sein.');
  if (data.moves.length > MAX_RECORD_MOVES)
    return badRecord(
      `A record holds at most ${MAX_RECORD_MOVES} moves.`,
      `Eine Aufzeichnung fasst höchstens ${MAX_RECORD_MOVES} Züge.`,
    );
  const moves: RecordedMove[] = [];
  for (const [i, m] of data.moves.entries()) {
    if (
      !isPlainObject(m) ||
      typeof m.move !== 'string' ||
      typeof m.seat !== 'number' ||
      !Number.isInteger(m.seat)
    ) {
      return badRecord(
        `Move ${i} must be an object {"seat": <integer>, "move": <string>}.`,
        `Zug ${i} muss ein Objekt {"seat": <ganze Zahl>, "move": <Text>} sein.`,
      );
    }
    moves.push({ seat: m.seat, move: m.move });
  }
  return ok({
    format: RECORD_FORMAT,
    game: game.id,
    options: options as OptionValues,
    players: data.players,
    seed,
    moves,
  });
}

export type ReplayOutcome<S> =
  | { readonly ok: true; readonly state: S }
  | {
      readonly ok: false;
      readonly moveIndex: number;
      readonly error: RuleError;
      readonly state: S | null;
    };

/**
 * Replays a record's moves from setup. Returns the final state, or the index and error of the
 * first move that does not parse, is made by a seat that may not act, or breaks a rule; in that
 * case `state` is the last good state (null, with index -1, when the options are invalid).
 * `onMove` sees every accepted move with the states around it (for logs).
 */
export function replay<S, M, V, O>(
  game: Game<S, M, V, O>,
  record: GameRecord,
  onMove?: (before: S, seat: Seat, move: M, after: S, index: number) => void,
): ReplayOutcome<S> {
  const options = game.parseOptions(record.options);
  if (!options.ok) return { ok: false, moveIndex: -1, error: options.error, state: null };
  let state = game.setup(options.value, record.players, record.seed);
  for (const [i, { seat, move }] of record.moves.entries()) {
    const parsed = game.parseMove(move);
    if (!parsed.ok) return { ok: false, moveIndex: i, error: parsed.error, state };
    const next = game.apply(state, seat, parsed.value);
    if (!next.ok) return { ok: false, moveIndex: i, error: next.error, state };
    onMove?.(state, seat, parsed.value, next.value, i);
    state = next.value;
  }
  return { ok: true, state };
}

/** Builds a record from its parts, in the field order of the format. */
export function makeRecord(
  game: string,
  options: OptionValues,
  players: number,
  seed: string,
  moves: readonly RecordedMove[],
): GameRecord {
  return { format: RECORD_FORMAT, game, options, players, seed, moves };
}

/**
 * The error for a seat that tries to move when it may not. Games use it so wording is uniform,
 * naming the ruling that says who acts; null only where no game is asked (UNRULED_REFUSALS).
 */
export function notYourTurn(
  seat: Seat,
  toAct: readonly Seat[],
  rule: string | null = null,
): RuleError {
  const player = (s: Seat) => `Player ${s + 1}`;
  const who =
    toAct.length === 0 ? 'the game is over' : `waiting for ${toAct.map(player).join(', ')}`;
  const spieler = (s: Seat) => `Spieler ${s + 1}`;
  const wer =
    toAct.length === 0
      ? 'das Spiel ist vorbei'
      : `am Zug ${toAct.length === 1 ? 'ist' : 'sind'} ${listed(toAct.map(spieler), 'de')}`;
  return ruleError(
    'not-your-turn',
    rule,
    `${player(seat)} (seat ${seat}) may not move now: ${who}.`,
    `${spieler(seat)} darf jetzt nicht ziehen: ${wer}.`,
  );
}
