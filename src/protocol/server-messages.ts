// Server -> client: what the server sends, read from untrusted JSON into the types of wire.ts.
// `parseServerMessage` reads a WebSocket frame; the `read*Answer` functions read the HTTP
// answers. Each stops at the first defect and says where it is, as a `bad-answer` error; a frame
// of a type this client does not know is `unknown-type` (a newer server may send more kinds, and
// a client passes over them).

import { fail, LANGS, ok } from '../engine/game.ts';
import type {
  GameResult,
  OptionDef,
  OptionWords,
  Result,
  RuleError,
  ScoreCategory,
  TieBreak,
} from '../engine/game.ts';
import { readChatFrame } from './chat.ts';
import type { GameRecord } from '../engine/record.ts';
import {
  attempt,
  boolean,
  count,
  defect,
  isObject,
  list,
  nullable,
  number,
  object,
  oneOf,
  optionValues,
  string,
} from './read.ts';
import { MATCH_STATUSES, MOVE_BY } from './wire.ts';
import { undoMessage } from './undo.ts';
import type {
  CreateResponse,
  ErrorMessage,
  GameInfo,
  GamesResponse,
  Invite,
  JoinResponse,
  LegalMove,
  LogEvent,
  MatchInfo,
  MatchListResponse,
  MatchResponse,
  MatchResult,
  MatchSettings,
  PartialRecord,
  SeatInfo,
  ServerMessage,
  Snapshot,
} from './wire.ts';

type Obj = Readonly<Record<string, unknown>>;

const counts = list(count);
const strings = list(string);
const numbers = list(number);

/** The refusal's other languages, kept when well formed (`{de: "..."}`), else left out. */
function refusal(o: Obj, at: string): RuleError {
  const code = string(o.code, `${at}.code`);
  const message = string(o.message, `${at}.message`);
  const rule = o.rule === undefined ? null : nullable(string)(o.rule, `${at}.rule`);
  const de = isObject(o.words) ? o.words.de : undefined;
  return typeof de === 'string' ? { code, rule, message, words: { de } } : { code, rule, message };
}

const legalMove = (x: unknown, at: string): LegalMove => {
  const o = object(x, at);
  return { move: string(o.move, `${at}.move`), label: string(o.label, `${at}.label`) };
};

const logEvent = (x: unknown, at: string): LogEvent => {
  const o = object(x, at);
  return {
    version: count(o.version, `${at}.version`),
    seat: count(o.seat, `${at}.seat`),
    by: oneOf(MOVE_BY)(o.by, `${at}.by`),
    at: count(o.at, `${at}.at`),
    lines: strings(o.lines, `${at}.lines`),
  };
};

const scoreCategory = (x: unknown, at: string): ScoreCategory => {
  const o = object(x, at);
  return { category: string(o.category, `${at}.category`), points: numbers(o.points, at) };
};

const tieBreak = (x: unknown, at: string): TieBreak => {
  const o = object(x, at);
  const kind = oneOf(['above', 'shared'] as const)(o.kind, `${at}.kind`);
  if (kind === 'shared')
    return {
      kind,
      seats: counts(o.seats, `${at}.seats`),
      categories: strings(o.categories, `${at}.categories`),
    };
  const values = numbers(o.values, `${at}.values`);
  const [a, b] = values;
  if (values.length !== 2 || a === undefined || b === undefined)
    return defect(`${at}.values`, 'two numbers', values);
  return {
    kind,
    above: count(o.above, `${at}.above`),
    below: count(o.below, `${at}.below`),
    category: string(o.category, `${at}.category`),
    values: [a, b],
  };
};

/** What a game result and a match result share: places, tie-breaks, the score sheet. */
function resultParts(o: Obj, at: string): Omit<GameResult, 'scores'> {
  const opponent = o.opponent === undefined ? undefined : object(o.opponent, `${at}.opponent`);
  return {
    ranking: counts(o.ranking, `${at}.ranking`),
    tieBreaks: strings(o.tieBreaks, `${at}.tieBreaks`),
    ...(o.abandoned === undefined ? {} : { abandoned: string(o.abandoned, `${at}.abandoned`) }),
    ...(opponent === undefined
      ? {}
      : {
          opponent: {
            name: string(opponent.name, `${at}.opponent.name`),
            score: number(opponent.score, `${at}.opponent.score`),
          },
        }),
    ...(o.breakdown === undefined
      ? {}
      : { breakdown: list(scoreCategory)(o.breakdown, `${at}.breakdown`) }),
    ...(o.ties === undefined ? {} : { ties: list(tieBreak)(o.ties, `${at}.ties`) }),
  };
}

const gameResult = (x: unknown, at: string): GameResult => {
  const o = object(x, at);
  return { scores: numbers(o.scores, `${at}.scores`), ...resultParts(o, at) };
};

const matchResult = (x: unknown, at: string): MatchResult => {
  const o = object(x, at);
  return {
    ...resultParts(o, at),
    scores: nullable(numbers)(o.scores, `${at}.scores`),
    forfeit: o.forfeit === undefined ? null : nullable(count)(o.forfeit, `${at}.forfeit`),
  };
};

const settings = (x: unknown, at: string): MatchSettings => {
  const o = object(x, at);
  const tc = nullable(object)(o.timeControl ?? null, `${at}.timeControl`);
  const takeover = nullable(object)(o.takeover ?? null, `${at}.takeover`);
  const turn = nullable(object)(o.turn ?? null, `${at}.turn`);
  return {
    timeControl: tc && {
      initialMs: count(tc.initialMs, `${at}.timeControl.initialMs`),
      incrementMs: count(tc.incrementMs, `${at}.timeControl.incrementMs`),
      onTimeout: oneOf(['takeover', 'forfeit'] as const)(
        tc.onTimeout,
        `${at}.timeControl.onTimeout`,
      ),
    },
    takeover: takeover && {
      bot: string(takeover.bot, `${at}.takeover.bot`),
      graceMs: count(takeover.graceMs, `${at}.takeover.graceMs`),
    },
    turn: turn && {
      perMoveMs: count(turn.perMoveMs, `${at}.turn.perMoveMs`),
      onTimeout: oneOf(['bot', 'forfeit'] as const)(turn.onTimeout, `${at}.turn.onTimeout`),
      bot: string(turn.bot, `${at}.turn.bot`),
    },
    hints: o.hints === undefined ? false : boolean(o.hints, `${at}.hints`),
    rated: o.rated === undefined ? false : boolean(o.rated, `${at}.rated`),
  };
};

const seatInfo = (x: unknown, at: string): SeatInfo => {
  const o = object(x, at);
  return {
    kind: oneOf(['human', 'bot'] as const)(o.kind, `${at}.kind`),
    name: nullable(string)(o.name, `${at}.name`),
    bot: nullable(string)(o.bot, `${at}.bot`),
    joined: boolean(o.joined, `${at}.joined`),
    takenOver: boolean(o.takenOver, `${at}.takenOver`),
  };
};

const matchInfo = (x: unknown, at: string): MatchInfo => {
  const o = object(x, at);
  return {
    id: string(o.id, `${at}.id`),
    game: string(o.game, `${at}.game`),
    options: optionValues(o.options, `${at}.options`),
    players: count(o.players, `${at}.players`),
    status: oneOf(MATCH_STATUSES)(o.status, `${at}.status`),
    version: count(o.version, `${at}.version`),
    seats: list(seatInfo)(o.seats, `${at}.seats`),
    settings: settings(o.settings, `${at}.settings`),
    // Servers from before the field name no host.
    host: o.host === undefined ? null : nullable(count)(o.host, `${at}.host`),
    result: nullable(matchResult)(o.result, `${at}.result`),
    seed: nullable(string)(o.seed ?? null, `${at}.seed`),
    commitment: string(o.commitment, `${at}.commitment`),
    rematch: nullable(string)(o.rematch, `${at}.rematch`),
    rematchOf: nullable(string)(o.rematchOf, `${at}.rematchOf`),
    createdAt: count(o.createdAt, `${at}.createdAt`),
    startedAt: nullable(count)(o.startedAt ?? null, `${at}.startedAt`),
  };
};

const snapshot = (o: Obj): Snapshot => ({
  version: count(o.version, 'version'),
  view: o.view,
  toAct: counts(o.toAct, 'toAct'),
  legal: list(legalMove)(o.legal, 'legal'),
  result: nullable(gameResult)(o.result, 'result'),
  clocks: nullable(numbers)(o.clocks, 'clocks'),
});

const errorFrame = (o: Obj): ErrorMessage => ({
  type: 'error',
  ...refusal(o, 'error'),
  id: o.id === undefined ? null : nullable(string)(o.id, 'id'),
  ...(o.retryAfter === undefined ? {} : { retryAfter: count(o.retryAfter, 'retryAfter') }),
});

function message(o: Obj): ServerMessage | null {
  switch (o.type) {
    case 'welcome':
      return {
        type: 'welcome',
        protocol: count(o.protocol, 'protocol'),
        match: matchInfo(o.match, 'match'),
        seat: nullable(count)(o.seat, 'seat'),
        ...(o.invite === undefined ? {} : { invite: count(o.invite, 'invite') }),
        events: nullable(list(logEvent))(o.events, 'events'),
        ...snapshot(o),
      };
    case 'update':
      return { type: 'update', event: logEvent(o.event, 'event'), ...snapshot(o) };
    case 'match':
      return { type: 'match', match: matchInfo(o.match, 'match'), ...snapshot(o) };
    case 'ack':
      return {
        type: 'ack',
        id: nullable(string)(o.id ?? null, 'id'),
        version: count(o.version, 'version'),
      };
    case 'pong':
      return { type: 'pong' };
    case 'error':
      return errorFrame(o);
    default:
      return undoMessage(o, snapshot) ?? readChatFrame(o);
  }
}

const badAnswer = (what: string, problem: string): Result<never> =>
  fail(
    'bad-answer',
    null,
    `The server's ${what} cannot be read: ${problem}.`,
    `Die Antwort des Servers (${what}) ist nicht lesbar: ${problem}.`,
  );

/** Reads one frame the server sent (its text, or JSON already parsed). */
export function parseServerMessage(frame: string | unknown): Result<ServerMessage> {
  let data: unknown = frame;
  if (typeof frame === 'string') {
    try {
      data = JSON.parse(frame);
    } catch {
      return badAnswer('message', 'it is not JSON');
    }
  }
  const read = attempt(() => {
    const o = object(data, 'the message');
    return { type: string(o.type, 'type'), message: message(o) };
  });
  if (!read.ok) return badAnswer('message', read.problem);
  const { type, message: m } = read.value;
  if (m === null)
    return fail(
      'unknown-type',
      null,
      `The server sent a message of a type this client does not know: "${type.slice(0, 40)}".`,
      `Der Server hat eine Nachricht einer Art geschickt, die dieser Client nicht kennt: "${type.slice(0, 40)}".`,
    );
  return ok(m);
}

/** Reads an HTTP answer with `read`, or says what in it is wrong. */
export function answer<T>(what: string, read: (o: Obj) => T): (json: unknown) => Result<T> {
  return (json) => {
    const r = attempt(() => read(object(json, 'the answer')));
    return r.ok ? ok(r.value) : badAnswer(what, r.problem);
  };
}

const optionDef = (x: unknown, at: string): OptionDef => {
  const o = object(x, at);
  const words: Partial<Record<(typeof LANGS)[number], OptionWords>> = {};
  const given = o.words === undefined ? {} : object(o.words, `${at}.words`);
  for (const lang of LANGS) {
    const w = given[lang];
    if (w === undefined) continue;
    const ow = object(w, `${at}.words.${lang}`);
    const values = ow.values === undefined ? undefined : ow.values;
    words[lang] = {
      ...(ow.label === undefined ? {} : { label: string(ow.label, `${at}.words.${lang}.label`) }),
      ...(ow.description === undefined
        ? {}
        : { description: string(ow.description, `${at}.words.${lang}.description`) }),
      ...(values === undefined ? {} : { values: stringMap(values, `${at}.words.${lang}.values`) }),
    };
  }
  const base = {
    key: string(o.key, `${at}.key`),
    label: string(o.label, `${at}.label`),
    description: string(o.description, `${at}.description`),
    ...(o.words === undefined ? {} : { words }),
  };
  return oneOf(['boolean', 'choice'] as const)(o.kind, `${at}.kind`) === 'boolean'
    ? { ...base, kind: 'boolean', default: boolean(o.default, `${at}.default`) }
    : {
        ...base,
        kind: 'choice',
        values: strings(o.values, `${at}.values`),
        default: string(o.default, `${at}.default`),
      };
};

const stringMap = (x: unknown, at: string): Record<string, string> => {
  const o = object(x, at);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(o)) out[k] = string(v, `${at}.${k}`);
  return out;
};

const gameInfo = (x: unknown, at: string): GameInfo => {
  const o = object(x, at);
  return {
    id: string(o.id, `${at}.id`),
    name: string(o.name, `${at}.name`),
    minPlayers: count(o.minPlayers, `${at}.minPlayers`),
    maxPlayers: count(o.maxPlayers, `${at}.maxPlayers`),
    hiddenInformation: boolean(o.hiddenInformation, `${at}.hiddenInformation`),
    options: list(optionDef)(o.options, `${at}.options`),
    ...(o.ratedBots === undefined ? {} : { ratedBots: strings(o.ratedBots, `${at}.ratedBots`) }),
  };
};

const invite = (x: unknown, at: string): Invite => {
  const o = object(x, at);
  return {
    seat: count(o.seat, `${at}.seat`),
    token: string(o.token, `${at}.token`),
    url: string(o.url, `${at}.url`),
  };
};

/** `GET /api/games`. */
export const readGamesAnswer = answer<GamesResponse>('list of games', (o) => ({
  protocol: count(o.protocol, 'protocol'),
  bots: strings(o.bots, 'bots'),
  games: list(gameInfo)(o.games, 'games'),
}));

/** `GET /api/matches`. */
export const readMatchListAnswer = answer<MatchListResponse>('list of matches', (o) => ({
  matches: list(matchInfo)(o.matches, 'matches'),
}));

/** `GET /api/matches/:id` and `POST /api/matches/:id/rematch`. */
export const readMatchAnswer = answer<MatchResponse>('match', (o) => ({
  match: matchInfo(o.match, 'match'),
}));

/** `POST /api/matches`. */
export const readCreateAnswer = answer<CreateResponse>('new match', (o) => ({
  match: matchInfo(o.match, 'match'),
  ...(o.seat === undefined ? {} : { seat: count(o.seat, 'seat'), token: string(o.token, 'token') }),
  invites: list(invite)(o.invites, 'invites'),
  spectate: string(o.spectate, 'spectate'),
}));

/** `POST /api/matches/:id/join`. */
export const readJoinAnswer = answer<JoinResponse>('seat', (o) => ({
  seat: count(o.seat, 'seat'),
  token: string(o.token, 'token'),
  match: matchInfo(o.match, 'match'),
}));

/**
 * `GET /api/matches/:id/record`: a finished match's record (its moves checked against the game
 * by `parseRecord` where the game is at hand), or a running match's partial record.
 */
/**
 * engine/record.ts's RECORD_FORMAT, spelled here (the type keeps both the same) so that the web
 * client's first page, which reads server messages, does not load the record's code with it.
 */
const RECORD_FORMAT: GameRecord['format'] = 'moontable-record/1';

export const readRecordAnswer = answer<GameRecord | PartialRecord>('record', (o) => {
  const head = {
    game: string(o.game, 'game'),
    options: optionValues(o.options, 'options'),
    players: count(o.players, 'players'),
  };
  const format = oneOf([RECORD_FORMAT, 'moontable-partial-record/1'] as const)(o.format, 'format');
  if (format === RECORD_FORMAT)
    return {
      format,
      ...head,
      seed: string(o.seed, 'seed'),
      moves: list((x, at) => {
        const m = object(x, at);
        return { seat: count(m.seat, `${at}.seat`), move: string(m.move, `${at}.move`) };
      })(o.moves, 'moves'),
    };
  return {
    format,
    ...head,
    viewer: o.viewer === 'spectator' ? 'spectator' : count(o.viewer, 'viewer'),
    moves: list((x, at) => {
      const m = object(x, at);
      return {
        seat: count(m.seat, `${at}.seat`),
        move: nullable(string)(m.move, `${at}.move`),
        log: strings(m.log, `${at}.log`),
      };
    })(o.moves, 'moves'),
  };
});

/** Any error answer, `{"error": {...}}`; null when the body is not one. */
export function readErrorAnswer(json: unknown): RuleError | null {
  const r = attempt(() => refusal(object(object(json, 'the answer').error, 'error'), 'error'));
  return r.ok ? r.value : null;
}
