// Bot specs as typed by people and sent on the wire (`random`, `heuristic`, `ismcts:normal`,
// `ismcts:300`), parsed once into a trusted BotSpec, and `makeBot` to build one for a game.

import type { AnyGame, Result } from '../engine/game.ts';
import { fail, ok } from '../engine/game.ts';
import type { Bot } from './bot.ts';
import { anyViewGame } from './bot.ts';
import { HEURISTICS } from './heuristic/index.ts';
import { ISMCTS_LEVELS, ismctsBot } from './ismcts.ts';
import type { IsmctsLevel } from './ismcts.ts';
import { LEAF_EVALUATIONS } from './leaf.ts';
import type { LeafEvaluation } from './leaf.ts';
import { randomBot } from './random.ts';

export type BotSpec =
  | { readonly kind: 'random' }
  | { readonly kind: 'heuristic' }
  /** `level` is null for an explicit iteration count such as `ismcts:300`. */
  | { readonly kind: 'ismcts'; readonly level: IsmctsLevel | null; readonly iterations: number };

/** The spec words a user may type, for help texts and error messages. */
export const BOT_SPEC_WORDS = [
  'random',
  'heuristic',
  ...Object.keys(ISMCTS_LEVELS).map((l) => `ismcts:${l}`),
  'ismcts:<iterations>',
] as const;

const MAX_ITERATIONS = 1_000_000;

/**
 * Parses a bot spec. `heuristic` is every game's Casual level: in a game without a heuristic
 * bot of its own it is IS-MCTS at its easy level (`makeBot`), so a new game plays at every
 * level from its first day.
 */
export function parseBotSpec(text: string, _game?: { id: string; name: string }): Result<BotSpec> {
  const word = text.trim();
  if (word === 'random') return ok({ kind: 'random' });
  if (word === 'heuristic') return ok({ kind: 'heuristic' });
  const m = /^ismcts(?::(\w+))?$/.exec(word);
  if (m) {
    const arg = m[1] ?? 'normal';
    if (Object.hasOwn(ISMCTS_LEVELS, arg)) {
      const level = arg as IsmctsLevel;
      return ok({ kind: 'ismcts', level, iterations: ISMCTS_LEVELS[level].iterations });
    }
    if (/^\d+$/.test(arg) && Number(arg) >= 1 && Number(arg) <= MAX_ITERATIONS)
      return ok({ kind: 'ismcts', level: null, iterations: Number(arg) });
  }
  return fail('unknown-bot', null, `Unknown bot "${word}" (bots: ${BOT_SPEC_WORDS.join(', ')}).`);
}

/** The canonical name of a spec, e.g. `ismcts:normal` or `ismcts:300`. */
export function botSpecName(spec: BotSpec): string {
  if (spec.kind !== 'ismcts') return spec.kind;
  return `ismcts:${spec.level ?? spec.iterations}`;
}

export interface MakeBotSettings {
  /** Thinking-time cap per decision for search bots, in ms (none by default: repeatable). */
  readonly budgetMs?: number;
  /** Clock for the time cap (default `Date.now`). */
  readonly now?: () => number;
  /** Replaces the game's own leaf evaluation for IS-MCTS (see `tunedLeaf`). */
  readonly leaf?: LeafEvaluation<unknown>;
}

/**
 * A bot for `game`, seeded. Throws on a spec the game cannot serve (check it first with
 * `parseBotSpec(text, game)`, which returns the error as a value).
 */
export function makeBot(
  spec: string | BotSpec,
  game: AnyGame,
  seed: string,
  settings: MakeBotSettings = {},
): Bot<unknown, unknown> {
  let parsed: BotSpec;
  if (typeof spec === 'string') {
    const outcome = parseBotSpec(spec, game);
    if (!outcome.ok) throw new Error(outcome.error.message);
    parsed = outcome.value;
  } else parsed = spec;
  switch (parsed.kind) {
    case 'random':
      return randomBot(seed);
    case 'heuristic': {
      const factory = Object.hasOwn(HEURISTICS, game.id) ? HEURISTICS[game.id] : undefined;
      if (factory) return factory(anyViewGame(game), seed);
      // The stand-in of a game without a heuristic bot: a short search, quick and sensible.
      return ismctsBot(
        anyViewGame(game),
        seed,
        { iterations: ISMCTS_LEVELS.easy.iterations, leaf: LEAF_EVALUATIONS[game.id] },
        'heuristic',
      );
    }
    case 'ismcts':
      return ismctsBot(
        anyViewGame(game),
        seed,
        {
          iterations: parsed.iterations,
          ms: settings.budgetMs,
          now: settings.now,
          leaf: settings.leaf ?? LEAF_EVALUATIONS[game.id],
        },
        botSpecName(parsed),
      );
  }
}
