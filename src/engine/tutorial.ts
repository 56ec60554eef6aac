// Tutorials as data: a fixed deal (game, players, options, seed) and the steps a learner plays
// through, each explaining one rule and asking for one move, with the other seats' moves between
// steps scripted. `tutorialAt` replays a script through the game's own rules, so the web page,
// the tests and any other front end agree on what happens at every step. The scripts live
// beside each game (src/games/<game>/tutorial.ts); docs/learn.md describes them.

import type { AnyGame, Lang, RuleError, Seat } from './game.ts';

/** A text in every language Moontable speaks. */
export type Words = Readonly<Record<Lang, string>>;

export interface TutorialStep {
  /** The other seats' moves played before this step, in order (each by the one seat to act). */
  readonly before?: readonly string[];
  /** A short heading: the rule this step teaches. */
  readonly title: Words;
  /** The rule in our own words, and what the move shows. */
  readonly text: Words;
  /** The one move the learner is asked to make (the game's move string). */
  readonly move: string;
  /** The ruling ids the step teaches (`MM-4`), shown beside the text. */
  readonly rules?: readonly string[];
}

export interface Tutorial {
  readonly game: string;
  readonly players: number;
  readonly options: Readonly<Record<string, boolean | string>>;
  /** The seed of the deal; chosen so the steps meet the situations they teach. */
  readonly seed: string;
  /** The learner's seat. */
  readonly learner: Seat;
  /** Names of the other seats, in seat order (the learner's entry is ignored). */
  readonly names: readonly string[];
  readonly intro: Words;
  readonly steps: readonly TutorialStep[];
  /** Said after the last step, before the offer of a game against a Beginner bot. */
  readonly outro: Words;
}

/** Where a tutorial stands before step `index`: the state, and the moves played to reach it. */
export interface TutorialPoint {
  readonly state: unknown;
  readonly moves: readonly { readonly seat: Seat; readonly move: string }[];
}

export type TutorialResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: RuleError & { readonly step: number } };

const broken = (step: number, message: string): TutorialResult<never> => ({
  ok: false,
  error: { code: 'tutorial-broken', rule: null, message, step },
});

/**
 * Replays `tutorial` up to the learner's move of step `index` (its `before` moves included);
 * `index === steps.length` replays everything. Fails with the first move that is not legal.
 */
export function tutorialAt(
  game: AnyGame,
  tutorial: Tutorial,
  index: number,
): TutorialResult<TutorialPoint> {
  const options = game.parseOptions(tutorial.options);
  if (!options.ok) return broken(0, options.error.message);
  let state = game.setup(options.value, tutorial.players, tutorial.seed);
  const moves: { seat: Seat; move: string }[] = [];
  const play = (seat: Seat | undefined, text: string): string | null => {
    if (seat === undefined) return `no seat may move before "${text}"`;
    const move = game.parseMove(text);
    if (!move.ok) return move.error.message;
    const next = game.apply(state, seat, move.value);
    if (!next.ok) return `${text}: ${next.error.message} (${next.error.rule})`;
    state = next.value;
    moves.push({ seat, move: text });
    return null;
  };
  for (let i = 0; i < tutorial.steps.length; i++) {
    const step = tutorial.steps[i] as TutorialStep;
    for (const text of step.before ?? []) {
      const toAct = game.toAct(state);
      if (toAct.length !== 1 || toAct[0] === tutorial.learner)
        return broken(i, `step ${i + 1}: "${text}" is not another seat's turn (${toAct})`);
      const error = play(toAct[0], text);
      if (error) return broken(i, `step ${i + 1}: ${error}`);
    }
    if (i === index) break;
    if (!game.toAct(state).includes(tutorial.learner))
      return broken(i, `step ${i + 1}: it is not the learner's turn`);
    const error = play(tutorial.learner, step.move);
    if (error) return broken(i, `step ${i + 1}: ${error}`);
  }
  return { ok: true, value: { state, moves } };
}
