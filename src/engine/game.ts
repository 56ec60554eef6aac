// The one interface every Moontable game implements, in the spirit of OpenSpiel's State API.
// Bots, CLI, server, web client and tests are written once against it.
//
// Contract, in short:
// - A state is plain JSON data (no classes, Maps, undefined or functions), so
//   `JSON.parse(JSON.stringify(state))` is the same state. Its randomness (an RngState) is part
//   of it, so `apply` is deterministic.
// - `apply` never mutates its input: it validates, clones and plays. `play` is the fast path for
//   playouts: it mutates the given state and assumes the move is legal (chessops' `play`/`clone`).
// - Expected failures (illegal move, not your turn, bad option) are values with a stable code;
//   exceptions are kept for broken invariants of our own.

import { fail, ok } from './basics.ts';
import type { Lang, Result, RuleError, ScoreCategory, Seat, TieBreak, Viewer } from './basics.ts';
import type { ActionSpace } from './actions.ts';
import type { Glossary } from './glossary.ts';
import type { ViewTensor } from './tensor.ts';
import type { RngState } from './rng.ts';
import { parseShape } from './shape.ts';
import type { Shape } from './shape.ts';

export * from './basics.ts';

/**
 * A refusal of a move: `message` in English, `de` the same in German, in the game's glossary
 * terms. The German is required, so no refusal can be left without it.
 */
export const ruleError = (
  code: string,
  rule: string | null,
  message: string,
  de: string,
): RuleError => ({ code, rule, message, words: { de } });

/**
 * An option's words in one language: its label, its description and, for a choice, a label per
 * value (values without one are shown as they are). English label and description are the
 * OptionDef's own; `en` words may still label values.
 */
export interface OptionWords {
  readonly label?: string;
  readonly description?: string;
  readonly values?: Readonly<Record<string, string>>;
}

/**
 * A game option as shown to players and validated by the engine. `label` and `description` are
 * English; `words` holds the other languages (`optionWords` picks one).
 */
export type OptionDef =
  | {
      readonly key: string;
      readonly kind: 'boolean';
      readonly label: string;
      readonly description: string;
      readonly default: boolean;
      readonly words?: Partial<Readonly<Record<Lang, OptionWords>>>;
    }
  | {
      readonly key: string;
      readonly kind: 'choice';
      readonly label: string;
      readonly description: string;
      readonly values: readonly string[];
      readonly default: string;
      readonly words?: Partial<Readonly<Record<Lang, OptionWords>>>;
    };

/** An option's label, description and value labels in `lang`, English where a word is missing. */
export function optionWords(
  def: OptionDef,
  lang: Lang,
): { label: string; description: string; values: Record<string, string> } {
  const own = def.words?.[lang];
  const en = def.words?.en;
  const values: Record<string, string> = {};
  if (def.kind === 'choice')
    for (const v of def.values) values[v] = own?.values?.[v] ?? en?.values?.[v] ?? v;
  return {
    label: own?.label ?? def.label,
    description: own?.description ?? def.description,
    values,
  };
}

/** Option values as they travel in records and on the wire. */
export type OptionValues = Readonly<Record<string, boolean | string>>;

/** The end of a game: scores, places and how ties were settled. */
export interface GameResult {
  /** Final score per seat, e.g. [31, 27, 27, 12]. */
  readonly scores: readonly number[];
  /** Place per seat, 1 = winner; tied seats share a place, e.g. [1, 2, 2, 4]. */
  readonly ranking: readonly number[];
  /** Sentences on how ties between seats were broken, e.g. "Seat 2 beats seat 3 on monkeys launched". */
  readonly tieBreaks: readonly string[];
  /**
   * Set when a safety stop ended the game without a winner, saying why, e.g. "nobody landed
   * within 60 rounds". Nobody then places first; the places say only that nobody won.
   */
  readonly abandoned?: string;
  /**
   * A solo game's automatic opponent, which holds no seat: its name and final score, e.g.
   * { name: 'the Rival', score: 74 }. The seat's place counts it: 2 when it scored more.
   */
  readonly opponent?: { readonly name: string; readonly score: number };
  /** The score by category, for a score sheet; every game gives it. */
  readonly breakdown?: readonly ScoreCategory[];
  /** The tie-breaks of `tieBreaks` as facts, for words in any language. */
  readonly ties?: readonly TieBreak[];
}

/**
 * A game. Type parameters: S the full state, M a move, V what one viewer sees, O the parsed
 * options, F one fact of a move (plain JSON, see `facts`). Methods use method syntax on purpose:
 * a registry can then hold games of different types as `Game<unknown, unknown, unknown, unknown>`
 * (method parameters are bivariant).
 */
export interface Game<S, M, V, O, F = unknown> {
  /** Stable id used in records, URLs and the CLI, e.g. `monkeys-on-the-moon`. */
  readonly id: string;
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** True when some seat may not see everything (hands, coins, decks). */
  readonly hiddenInformation: boolean;
  readonly options: readonly OptionDef[];
  /**
   * The game's words in every language, one term per concept (glossary.ts): score categories,
   * tie-break categories and the names boards, logs and terminals use.
   */
  readonly glossary?: Glossary;

  /** Checks option values (missing keys take defaults) and returns the game's parsed options. */
  parseOptions(values: OptionValues): Result<O>;
  /** An upper bound on the number of moves in any game with these settings. */
  maxMoves(players: number, options: O): number;

  /** The state before the first move. All chance at setup comes from `seed`. */
  setup(options: O, players: number, seed: string): S;
  /** The seats that may move now: one, several, or none once the game is over. */
  toAct(state: S): readonly Seat[];
  /** Every legal move of `seat` now, each once; empty when the seat may not act. */
  legalMoves(state: S, seat: Seat): M[];
  /** Validates and applies a move, returning a new state; never mutates `state`. */
  apply(state: S, seat: Seat, move: M): Result<S>;
  /** Fast path: applies a legal move to `state` in place. Behaviour on an illegal move is undefined. */
  play(state: S, seat: Seat, move: M): void;
  /** A deep copy that shares nothing mutable with `state`. */
  clone(state: S): S;

  /** What `viewer` may see of the state: everything it may not see is removed. */
  view(state: S, viewer: Viewer): V;
  /**
   * Optional, for speed: the view for the observation tensor alone, made without copying (it may
   * share the state's lists, so it is read at once and never kept or changed). Vector
   * environments encode a tensor per game and step from it. Its tensor must be exactly the
   * full view's: the conformance kit compares them for every viewer at every step, and after
   * the hidden part is re-sampled.
   */
  tensorView?(state: S, viewer: Viewer): V;
  /**
   * A full state consistent with `seat`'s view: the hidden part is drawn at random from what the
   * view allows. Used by bots to search (determinization) and by the conformance kit.
   */
  sample(view: V, seat: Seat, rng: RngState): S;
  /**
   * Facts, then words. What a move just applied did, as facts: plain JSON data, computed once
   * (when the move is applied) and kept with the move, in the order its log lines read. A fact
   * may hold what some viewers may not know; `factFor` cuts it down per viewer.
   */
  facts(before: S, seat: Seat, move: M, after: S): F[];
  /**
   * The part of `fact` that `viewer` may know (hidden cards replaced, e.g. by -1), or null when
   * the fact is not for it at all. The game decides; words are made from this part only.
   */
  factFor(fact: F, viewer: Viewer): F | null;
  /** One log line of a fact as `factFor` gave it to `viewer`, in `lang` (default `en`). */
  words(fact: F, viewer: Viewer, lang?: Lang): string;
  /**
   * Log lines for a move just applied, as `viewer` may read them, in `lang` (default `en`):
   * the words of its facts for that viewer (`defineGame` derives it so).
   */
  describe(before: S, seat: Seat, move: M, after: S, viewer: Viewer, lang?: Lang): string[];
  /** The result once the game is over, else null. */
  result(state: S): GameResult | null;

  /** The short stable string form of a move, e.g. `bid purple:2,brown:1`. */
  encodeMove(move: M): string;
  /** Parses a move's string form; the move is not yet checked against any state. */
  parseMove(text: string): Result<M>;
  /**
   * A longer label for people choosing among moves, e.g. `Bid 8 with 2 Purple and 1 Brown`, in
   * `lang` (default `en`).
   */
  moveLabel(state: S, seat: Seat, move: M, lang?: Lang): string;
  /**
   * The fixed action space of a table with these settings (`actions.ts`): every atomic decision
   * named once, with a stable id, and each move as its short sequence of decisions.
   */
  actionSpace(players: number, options: O): ActionSpace<M>;
  /**
   * The observation tensor of a table with these settings (`tensor.ts`): a view as a fixed
   * number of numbers in named slices, made from the view alone.
   */
  observationTensor(players: number, options: O): ViewTensor<V>;

  /**
   * Counts of every counted component, wherever it lies, e.g. { 'coin:blue': 7, 'monkey:m12': 1 }.
   * The conformance kit checks the counts never change during a game.
   */
  components(state: S): Record<string, number>;

  /**
   * Optional: whether `seat`'s `move` (from `before`, giving `after`) showed nothing its mover
   * could not see, so the players may agree to take it back (`undo.ts`). Without it the engine
   * decides by sampling the mover's view; a move that drew from the generator is never
   * undoable either way, and the conformance kit holds this answer to the same rule.
   */
  undoable?(before: S, seat: Seat, move: M, after: S): boolean;
}

/** A game whose types are not known statically (a registry entry). */
export type AnyGame = Game<unknown, unknown, unknown, unknown>;

/** Parses option values against a game's option definitions. Shared by every game. */
export function parseOptionValues(
  defs: readonly OptionDef[],
  values: OptionValues,
): Result<Record<string, boolean | string>> {
  const out: Record<string, boolean | string> = {};
  for (const key of Object.keys(values)) {
    if (!defs.some((d) => d.key === key)) {
      const known = defs.map((d) => d.key).join(', ') || 'none';
      return fail('unknown-option', null, `Unknown option "${key}" (options: ${known}).`);
    }
  }
  for (const def of defs) {
    const value = values[def.key] ?? def.default;
    if (def.kind === 'boolean' && typeof value !== 'boolean') {
      return fail('bad-option', null, `Option "${def.key}" must be true or false.`);
    }
    if (def.kind === 'choice' && (typeof value !== 'string' || !def.values.includes(value))) {
      return fail(
        'bad-option',
        null,
        `Option "${def.key}" must be one of: ${def.values.join(', ')}.`,
      );
    }
    out[def.key] = value;
  }
  return ok(out);
}

/** Checks a player count against a game's range. */
export function checkPlayers(
  game: { name: string; minPlayers: number; maxPlayers: number },
  players: number,
): RuleError | null {
  if (!Number.isInteger(players) || players < game.minPlayers || players > game.maxPlayers) {
    return ruleError(
      'bad-player-count',
      null,
      `${game.name} takes ${game.minPlayers} to ${game.maxPlayers} players, not ${players}.`,
      `${game.name} wird zu ${game.minPlayers} bis ${game.maxPlayers} gespielt, nicht zu ${players}.`,
    );
  }
  return null;
}

/**
 * A game's `apply` from its parts: the move object must have the exact shape of one of the
 * game's moves (else `malformed-move`), is checked against the state (a refusal comes back as
 * the check's error), then played on a copy, so the input state is never touched.
 */
export function checkThenPlay<S, M>(
  shape: Shape<M>,
  check: (state: S, seat: Seat, move: M) => RuleError | null,
  clone: (state: S) => S,
  play: (state: S, seat: Seat, move: M) => void,
): (state: S, seat: Seat, move: M) => Result<S> {
  return (state, seat, input) => {
    const move = parseShape(shape, input);
    if (!move.ok) return move;
    const error = check(state, seat, move.value);
    if (error) return { ok: false, error };
    const next = clone(state);
    play(next, seat, move.value);
    return ok(next);
  };
}

/** A game's `parseMove` for string notation: input from outside may be anything but a string. */
export function stringNotation<M>(parse: (text: string) => Result<M>): (text: string) => Result<M> {
  return (text) =>
    typeof text === 'string'
      ? parse(text)
      : fail('bad-move-syntax', null, 'A move is a string.', 'Ein Zug muss ein Text sein.');
}
