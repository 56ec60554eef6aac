// Errors the CLI reports in one line and exits 2 for (bad usage or input), never a stack trace.

import type { Lang, RuleError } from '../engine/game.ts';

export class UsageError extends Error {
  override name = 'UsageError';
}

/** "[MM-2] You do not hold 2 Purple coins. (not-enough-coins)" */
export const formatRuleError = (e: RuleError, _lang: Lang = 'en'): string =>
  `${e.rule ? `[${e.rule}] ` : ''}${e.message} (${e.code})`;
