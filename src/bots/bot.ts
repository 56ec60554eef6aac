// The bot interface. A bot gets what its seat sees (the view) and the seat's legal moves, never
// the full state: hidden information cannot reach it through this interface.
//
// Search bots also need states to play forward. They get them through `ViewGame`, a facade over
// a game that is typed on views only: its one source of states is `sample(view, ...)`, which
// draws the unseen part at random, and those states are opaque (`Sampled`), so bot code can pass
// them to the rules but cannot read a field of them. No function of the facade takes or returns
// the real state, so the compiler keeps it out of every bot; a bot may look at a sampled state
// only as one seat's view of it.

import type { AnyGame, Game, GameResult, Lang, Seat } from '../engine/game.ts';
import type { RngState } from '../engine/rng.ts';

export interface Bot<V, M> {
  /** Short name for tables and logs, e.g. `random` or `ismcts:normal`. */
  readonly name: string;
  /** Chooses one of `legal` (never empty) for `seat`, knowing only `view`. */
  choose(view: V, legal: readonly M[], seat: Seat): M;
  /**
   * Optional, for the coach: why the bot's rules of thumb like or dislike `move` of `seat`, in one
   * or two short sentences in `lang`, read from `view` only; null when it has nothing to say.
   */
  explain?(view: V, move: M, seat: Seat, lang: Lang): string | null;
}

/** Makes a bot for a game; `seed` makes its choices repeatable. */
export type BotFactory = (seed: string) => Bot<unknown, unknown>;

declare const sampledBrand: unique symbol;
/** A full state drawn from a view by the game's sampler. Opaque: only the facade reads it. */
export interface Sampled {
  readonly [sampledBrand]: true;
}

/** What a bot may use of a game: metadata, move strings, and the rules on sampled states. */
export interface ViewGame<V, M> {
  readonly id: string;
  readonly name: string;
  readonly hiddenInformation: boolean;
  /** A state consistent with `seat`'s view; its hidden part is drawn with `rng`. */
  sample(view: V, seat: Seat, rng: RngState): Sampled;
  clone(state: Sampled): Sampled;
  toAct(state: Sampled): readonly Seat[];
  legalMoves(state: Sampled, seat: Seat): M[];
  /** Plays a legal move in place (the game's fast path). */
  play(state: Sampled, seat: Seat, move: M): void;
  result(state: Sampled): GameResult | null;
  /** What `seat` would see of a sampled state (to score a position from each seat's side). */
  view(state: Sampled, seat: Seat): V;
  /**
   * The same view without copying (the game's `tensorView`), when the game has one: it may share
   * the state's lists, so it is read at once, before the state changes, and never kept or changed.
   */
  readonly peek?: (state: Sampled, seat: Seat) => V;
  encodeMove(move: M): string;
}

/** The facade a bot receives for `game`. */
export function viewGame<S, M, V, O>(game: Game<S, M, V, O>): ViewGame<V, M> {
  // The casts are the whole point: states cross the facade as opaque `Sampled` handles.
  const real = (s: Sampled): S => s as unknown as S;
  return {
    id: game.id,
    name: game.name,
    hiddenInformation: game.hiddenInformation,
    sample: (view, seat, rng) => game.sample(view, seat, rng) as unknown as Sampled,
    clone: (s) => game.clone(real(s)) as unknown as Sampled,
    toAct: (s) => game.toAct(real(s)),
    legalMoves: (s, seat) => game.legalMoves(real(s), seat),
    play: (s, seat, move) => game.play(real(s), seat, move),
    result: (s) => game.result(real(s)),
    view: (s, seat) => game.view(real(s), seat),
    peek:
      game.tensorView &&
      ((s, seat) => (game.tensorView as NonNullable<typeof game.tensorView>)(real(s), seat)),
    encodeMove: (move) => game.encodeMove(move),
  };
}

/** The facade of a registry entry, whose view and move types are not known statically. */
export const anyViewGame = (game: AnyGame): ViewGame<unknown, unknown> => viewGame(game);
