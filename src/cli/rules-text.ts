// A game's rules help as terminal text (the texts the web's rules dialog shows, in our own words).

import type { Lang } from '../engine/game.ts';
import { RULES_HELP } from '../games/rules-help/index.ts';
import type { Style } from './style.ts';
import { wrap } from './text.ts';

const WIDTH = 80;

/** The rules of `gameId` in `lang`, wrapped to 80 columns; empty for a game without help. */
export function rulesLines(gameId: string, lang: Lang, style: Style): string[] {
  const rules = RULES_HELP[lang][gameId];
  if (!rules) return [];
  const out = [style.bold(rules.title), ...wrap(rules.summary, WIDTH)];
  for (const section of rules.sections) {
    out.push('', style.bold(section.heading));
    for (const point of section.points) {
      const [first, ...rest] = wrap(point, WIDTH - 4);
      out.push(`  - ${first ?? ''}`, ...rest.map((line) => `    ${line}`));
    }
  }
  return out;
}
