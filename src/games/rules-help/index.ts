// The rules help of every game in every language, for callers that want them all at once (the
// terminal table). The web client imports one language's module on demand instead.

import type { Lang } from '../../engine/game.ts';
import de from './de.ts';
import en from './en.ts';
import type { RulesBook } from './types.ts';

export type { GameRules, RulesBook, RulesSection } from './types.ts';

export const RULES_HELP: Readonly<Record<Lang, RulesBook>> = { en, de };
