// What every engine file shares and that imports nothing: seats and viewers, the languages,
// results and refusals, and a score's parts and tie-breaks as facts. `game.ts` re-exports all
// of it; files that `game.ts` itself imports (glossary, shape) take it from here, so the engine
// has no import circle.

/** A player's place at the table, 0-based; seat 0 starts unless a game's rules say otherwise. */
export type Seat = number;

/** Who looks at a state: a seat, or a spectator who sees the public part only. */
export type Viewer = Seat | 'spectator';

/** Languages the games can word moves and log lines in; English is the default everywhere. */
export const LANGS = ['en', 'de'] as const;
export type Lang = (typeof LANGS)[number];
export const isLang = (x: unknown): x is Lang => LANGS.includes(x as Lang);

/**
 * An expected failure: a stable machine code (`not-your-turn`, `bid-too-low`), the ruling or
 * rule id it enforces (`MM-5`, or null when no ruling applies) and a sentence for a player.
 * `message` is English and stays so (records, protocol clients and logs read it); `words` holds
 * the same sentence in the other languages, in the game's glossary terms (`{de: "..."}`).
 * Every refusal of a move (`ruleError()`, a move that does not parse, the server's refusals of
 * a move) carries `words`; errors about files, requests or setup may not, and readers show
 * `message` then (`refusalText`).
 */
export interface RuleError {
  readonly code: string;
  readonly rule: string | null;
  readonly message: string;
  readonly words?: RefusalWords;
}

/** A refusal's sentence in every language besides English (`message` is the English). */
export type RefusalWords = Readonly<Record<Exclude<Lang, 'en'>, string>>;

/** A refusal's sentence in `lang`: its `words`, or the English `message` where it has none. */
export const refusalText = (e: RuleError, lang: Lang): string =>
  lang === 'en' ? e.message : (e.words?.[lang] ?? e.message);

/** A refusal read back from the wire (an error frame or answer), its `words` kept when well formed. */
export function ruleErrorFrom(x: Readonly<Record<string, unknown>>): RuleError {
  const words = x.words as Readonly<Record<string, unknown>> | null | undefined;
  const de = typeof words === 'object' && words !== null ? words.de : undefined;
  const error = {
    code: String(x.code),
    rule: typeof x.rule === 'string' ? x.rule : null,
    message: String(x.message),
  };
  return typeof de === 'string' ? { ...error, words: { de } } : error;
}

/**
 * The refusal codes that name no ruling (`rule: null`), each with the reason none applies. Every
 * other refusal of every game carries its ruling id; test/games/refusals.test.ts holds the games
 * and the engine to this list.
 */
export const UNRULED_REFUSALS: Readonly<Record<string, string>> = {
  'malformed-move':
    'the object has not the shape of any move of the game, so no rule of play is in question',
  'bad-move-syntax':
    'the text does not read as any move of the game, so no rule of play is in question',
  'game-over': 'the game has ended: there is no rule of play left to break',
  'not-your-turn':
    'only when the engine or server answers for a game (records, the match hub): each game itself names the ruling that says who acts',
  'bad-record': 'a game record that is not well formed is a file problem, not a move',
  'unknown-game': 'no game of that id exists, so no rule of one is in question',
  'unknown-option': 'an option is set up before play: it is no rule of play',
  'bad-option': 'an option is set up before play: it is no rule of play',
  'bad-player-count': 'the table is set up before play: it is no rule of play',
  'engine-failure':
    'the event effects variant of Chimps on Mars is the spec’s own component rule, without a ruling id',
  'meteor-due':
    'the event effects variant of Chimps on Mars (Meteor Shower) is the spec’s own component rule, without a ruling id',
  'no-meteor-due':
    'the event effects variant of Chimps on Mars (Meteor Shower) is the spec’s own component rule, without a ruling id',
  'undo-chance':
    'taking back a move is the site’s policy (docs/undo.md), not a rule of any game: no ruling covers it',
  'undo-revealed':
    'taking back a move is the site’s policy (docs/undo.md), not a rule of any game: no ruling covers it',
};

/**
 * The value of something that may be refused: `{ok: true, value}` or `{ok: false, error}` with a
 * stable code and the ruling (a Result, as Rust and chessops call it).
 */
export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: RuleError };

/** @deprecated Renamed `Result`; kept for the package's users, will go in a major version. */
export type Outcome<T> = Result<T>;

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
/** A failed outcome; `de` words it in German (every refusal of a move gives it). */
export const fail = <T = never>(
  code: string,
  rule: string | null,
  message: string,
  de?: string,
): Result<T> => ({
  ok: false,
  error: de === undefined ? { code, rule, message } : { code, rule, message, words: { de } },
});
/** `bad-move-syntax`: the text reads as no move of the game; `hint` and `hintDe` say what would. */
export const syntaxError = (text: string, hint: string, hintDe: string): Result<never> =>
  fail(
    'bad-move-syntax',
    null,
    `Cannot read the move "${text}": ${hint}`,
    `Der Zug "${text}" ist nicht lesbar: ${hintDe}`,
  );

/**
 * One part of the final score, per seat: the parts of a result add up to its scores. `category`
 * is a stable id and the key of its name in the game's glossary, e.g. `{category: 'titles',
 * points: [9, 4, 0]}`.
 */
export interface ScoreCategory {
  readonly category: string;
  readonly points: readonly number[];
}

/**
 * How a tie on score was settled, as facts any language can word (`tieBreakSentence` in
 * glossary.ts). `category` names a glossary term, e.g. `monkeysLaunched`.
 */
export type TieBreak =
  | {
      /** `above` ranks above `below` on `category`, with `values` [above's, below's]. */
      readonly kind: 'above';
      readonly above: Seat;
      readonly below: Seat;
      readonly category: string;
      readonly values: readonly [number, number];
    }
  | {
      /** The seats share their place: equal on score and on every tie-break category. */
      readonly kind: 'shared';
      readonly seats: readonly Seat[];
      readonly categories: readonly string[];
    };
