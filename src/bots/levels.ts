// Bot strengths in words people use, for the lobby, the names at the web and terminal tables:
// Beginner, Casual, Strong and Expert for the random bot, the heuristic bot and IS-MCTS normal
// and hard (docs/bots.md measures them). The spec strings are the engine's (./spec.ts).

import type { Lang } from '../engine/game.ts';

export interface BotLevel {
  readonly spec: string;
  readonly en: string;
  readonly de: string;
  readonly enHint: string;
  readonly deHint: string;
}

/** The levels a table offers, weakest first. */
export const BOT_LEVELS: readonly BotLevel[] = [
  {
    spec: 'random',
    en: 'Beginner',
    de: 'Einsteiger',
    enHint: 'plays any legal move',
    deHint: 'spielt irgendeinen erlaubten Zug',
  },
  {
    spec: 'heuristic',
    en: 'Casual',
    de: 'Locker',
    enHint: 'plays sensible moves at once',
    deHint: 'spielt vernünftige Züge, ohne zu zögern',
  },
  {
    spec: 'ismcts:normal',
    en: 'Strong',
    de: 'Stark',
    enHint: 'thinks ahead, under a second a move',
    deHint: 'denkt voraus, unter einer Sekunde je Zug',
  },
  {
    spec: 'ismcts:hard',
    en: 'Expert',
    de: 'Experte',
    enHint: 'thinks ahead longest',
    deHint: 'denkt am längsten voraus',
  },
];

/** The level new tables get: sensible moves, no waiting. */
export const DEFAULT_BOT = 'heuristic';

const OTHER: Readonly<Record<string, { en: string; de: string }>> = {
  ismcts: { en: 'Strong', de: 'Stark' },
  'ismcts:easy': { en: 'Learner', de: 'Lernender' },
};

/** The friendly name of a bot spec in `lang`, e.g. `ismcts:hard` -> "Expert". */
export function levelName(spec: string | null, lang: Lang): string {
  const level = BOT_LEVELS.find((b) => b.spec === spec) ?? (spec ? OTHER[spec] : undefined);
  if (level) return level[lang];
  const iterations = /^ismcts:(\d+)$/.exec(spec ?? '')?.[1];
  if (iterations) return lang === 'de' ? `Suche ${iterations}` : `Search ${iterations}`;
  return spec ?? '?';
}
