// Errors the CLI reports in one line and exits 2 for (bad usage or input), never a stack trace.

import type { Lang, RuleError } from '../engine/game.ts';
import { refusalText } from '../engine/game.ts';

export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * "[MM-2] You do not hold 2 Purple coins. (not-enough-coins)", or with `lang` "de" "[MM-2] Du hast
 * keine 2 Lila-Münzen. (not-enough-coins)": the refusal's words in `lang` where it has them
 * (RuleError.words), its English `message` otherwise.
 */
export const formatRuleError = (e: RuleError, lang: Lang = 'en'): string =>
  `${e.rule ? `[${e.rule}] ` : ''}${refusalText(e, lang)} (${e.code})`;
