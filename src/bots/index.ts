// Bots by name, for the CLI, tournaments and the server. `makeBot(spec, game, seed)` builds any
// bot for a game; `BOTS` holds the bots that need no game (kept for simple callers).

import type { BotFactory } from './bot.ts';
import { randomBot } from './random.ts';

export const BOTS: Readonly<Record<string, BotFactory>> = {
  random: (seed) => randomBot(seed),
};

export type { Bot, BotFactory, Sampled, ViewGame } from './bot.ts';
export { viewGame, anyViewGame } from './bot.ts';
export { HEURISTICS } from './heuristic/index.ts';
export type { HeuristicFactory } from './heuristic/index.ts';
export { ISMCTS_LEVELS, ismctsBot, ismctsSearch, rankRewards } from './ismcts.ts';
export type { IsmctsBudget, IsmctsLevel, RootMove } from './ismcts.ts';
export { LEAF_EVALUATIONS, leafRewards } from './leaf.ts';
export type { LeafEvaluation } from './leaf.ts';
export { BOT_SPEC_WORDS, botSpecName, makeBot, parseBotSpec } from './spec.ts';
export type { BotSpec, MakeBotSettings } from './spec.ts';
export { DEFAULT_TOP, advise, adviseAt } from './coach.ts';
export type { Advice, CoachSettings, MoveAdvice } from './coach.ts';
export { MISTAKE_THRESHOLD, reviewRecord } from './review.ts';
export { seededGame } from './seeded-game.ts';
export type { SeededGame } from './seeded-game.ts';
export type { GameReview, ReviewSettings, ReviewedMove } from './review.ts';
export {
  DECIDED_BELOW,
  GRADES,
  GRADE_THRESHOLDS,
  gradeOf,
  moveAccuracy,
  scaledThresholds,
  summarize,
} from './grades.ts';
export type { Grade, GradeThresholds, GradedMove, SeatSummary } from './grades.ts';
