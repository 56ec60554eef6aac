// `defineGame`: a Game from the parts that differ between games. What every game wrote the same
// way is derived here once: `apply` (shape check, the game's check, play on a clone), the string
// guard of `parseMove`, `parseOptions` (checked against the option definitions, defaults filled),
// `describe` (the words of a move's facts), and, where a game gives none, facts naming the move, move labels, an action space of one decision per
// move and empty component counts. docs/adding-a-game.md walks through a definition.

import type { ActionSpace } from './actions.ts';
import { ok } from './basics.ts';
import type { Lang, Result, RuleError, Seat, Viewer } from './basics.ts';
import { checkThenPlay, parseOptionValues, stringNotation } from './game.ts';
import type { Game, GameResult, OptionDef, OptionValues } from './game.ts';
import type { Glossary } from './glossary.ts';
import type { RngState } from './rng.ts';
import type { Shape } from './shape.ts';
import type { ViewTensor } from './tensor.ts';
import { moveFacts, wordsFor } from './facts.ts';
import type { MoveFact } from './facts.ts';

/**
 * What a game defines itself; `defineGame` makes the Game of it. Members mean what the Game's
 * members of the same name mean (game.ts); the ones marked optional have a derived default.
 * They are called as plain functions (no `this`), as the Game's hot paths take them.
 */
export interface GameDefinition<S, M, V, O, F = MoveFact> {
  readonly id: string;
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly hiddenInformation: boolean;
  /** Option definitions with defaults; none by default. */
  readonly options?: readonly OptionDef[];
  readonly glossary?: Glossary;
  /**
   * The game's options from values already checked against `options` (every key present, each
   * a value its definition allows). Without it the checked values are the options.
   */
  readOptions?(values: Readonly<Record<string, boolean | string>>): O;
  maxMoves(players: number, options: O): number;

  setup(options: O, players: number, seed: string): S;
  toAct(state: S): readonly Seat[];
  legalMoves(state: S, seat: Seat): M[];
  /** Every move's exact shape (shape.ts): anything else is refused as `malformed-move`. */
  readonly moveShape: Shape<M>;
  /** Why `seat` may not make `move` now (a refusal naming its ruling), or null when it may. */
  check(state: S, seat: Seat, move: M): RuleError | null;
  /** Plays a legal move on `state` in place (the Game's `play`; `apply` is derived from it). */
  play(state: S, seat: Seat, move: M): void;
  clone(state: S): S;

  view(state: S, viewer: Viewer): V;
  /** Optional, for speed: the view for the observation tensor alone (the Game's `tensorView`). */
  tensorView?(state: S, viewer: Viewer): V;
  sample(view: V, seat: Seat, rng: RngState): S;
  /**
   * What a move did, as JSON facts (facts.ts), given with `words` and, in a game with hidden
   * information, `factFor`. Default: one fact naming the move: "Player 2: <label>." for the mover
   * and, in a game without hidden information, everyone; others read "Player 2 has moved." (a
   * label may name what only the mover knows).
   */
  facts?(before: S, seat: Seat, move: M, after: S): F[];
  /** The part of a fact `viewer` may know, or null; default: all of it, for everyone. */
  factFor?(fact: F, viewer: Viewer): F | null;
  /** One log line of a fact as `factFor` gave it to `viewer`; required with `facts`. */
  words?(fact: F, viewer: Viewer, lang?: Lang): string;
  result(state: S): GameResult | null;

  encodeMove(move: M): string;
  /** Parses a move's string form (the Game's `parseMove` first refuses anything not a string). */
  parseMove(text: string): Result<M>;
  /** Default: the move's string form. */
  moveLabel?(state: S, seat: Seat, move: M, lang?: Lang): string;
  /**
   * Every move a table with these settings can ever offer, each once. Enough for the action
   * space when each move is one decision: its name is the move's string form.
   */
  allMoves?(players: number, options: O): readonly M[];
  /** The action space; required when `allMoves` is not given. */
  actionSpace?(players: number, options: O): ActionSpace<M>;
  observationTensor(players: number, options: O): ViewTensor<V>;
  /** Counts of every counted component; default none (nothing to conserve). */
  components?(state: S): Record<string, number>;
  undoable?(before: S, seat: Seat, move: M, after: S): boolean;
}

/** A Game from its definition; see `GameDefinition` for what is derived. */
export function defineGame<S, M, V, O, F = MoveFact>(
  def: GameDefinition<S, M, V, O, F>,
): Game<S, M, V, O, F> {
  const options = def.options ?? [];
  const readOptions = def.readOptions ?? ((values) => values as unknown as O);
  const moveLabel =
    def.moveLabel ?? ((_state: S, _seat: Seat, move: M): string => def.encodeMove(move));
  const actionSpace =
    def.actionSpace ??
    (def.allMoves &&
      ((players: number, opts: O): ActionSpace<M> => ({
        names: (def.allMoves as NonNullable<typeof def.allMoves>)(players, opts).map(
          def.encodeMove,
        ),
        decisions: (move) => [def.encodeMove(move)],
        maxDecisions: 1,
      })));
  if (!actionSpace) throw new Error(`game "${def.id}" needs allMoves or actionSpace`);
  if (!def.facts !== !def.words) throw new Error(`game "${def.id}" needs facts and words together`);
  // Without facts of its own, a game's facts name the move (and F is MoveFact).
  const told = (
    def.facts && def.words
      ? { facts: def.facts, factFor: def.factFor ?? ((fact: F) => fact), words: def.words }
      : moveFacts(def.hiddenInformation, moveLabel)
  ) as Pick<Game<S, M, V, O, F>, 'facts' | 'factFor' | 'words'>;
  const game: Game<S, M, V, O, F> = {
    id: def.id,
    name: def.name,
    minPlayers: def.minPlayers,
    maxPlayers: def.maxPlayers,
    hiddenInformation: def.hiddenInformation,
    options,
    parseOptions(values: OptionValues): Result<O> {
      const parsed = parseOptionValues(options, values);
      return parsed.ok ? ok(readOptions(parsed.value)) : parsed;
    },
    maxMoves: def.maxMoves,
    setup: def.setup,
    toAct: def.toAct,
    legalMoves: def.legalMoves,
    apply: checkThenPlay(def.moveShape, def.check, def.clone, def.play),
    play: def.play,
    clone: def.clone,
    view: def.view,
    sample: def.sample,
    ...told,
    describe: (before, seat, move, after, viewer, lang = 'en') =>
      wordsFor(told, told.facts(before, seat, move, after), viewer, lang),
    result: def.result,
    encodeMove: def.encodeMove,
    parseMove: stringNotation(def.parseMove),
    moveLabel,
    actionSpace,
    observationTensor: def.observationTensor,
    components: def.components ?? (() => ({})),
  };
  return {
    ...game,
    ...(def.glossary ? { glossary: def.glossary } : {}),
    ...(def.undoable ? { undoable: def.undoable } : {}),
    ...(def.tensorView ? { tensorView: def.tensorView } : {}),
  };
}
