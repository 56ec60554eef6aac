// Fixed ratings of the bot levels, per game, measured in tournaments (docs/ratings.md has the
// commands, the games and the load). A bot at a rated table plays at its anchor and is never
// updated, so beating the Expert bot means the same this month as the next. Data only.

import type { Skill } from './model.ts';
import { MODEL, POINTS_PER_MU } from './model.ts';

/**
 * Each level's Elo from `moontable tournament` (a Bradley-Terry fit to every pairing of two
 * seats, 3 players, all four levels at the table), by game. The heuristic bot (Casual) is put at
 * a newcomer's mu: a person nobody knows yet is taken to play about as well as it.
 */
export const TOURNAMENT_ELO: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  'monkeys-on-the-moon': {
    random: 1082,
    heuristic: 1514,
    'ismcts:normal': 1603,
    'ismcts:hard': 1801,
  },
  'monkey-lab': { random: 1021, heuristic: 1594, 'ismcts:normal': 1618, 'ismcts:hard': 1767 },
  'chimps-on-mars': { random: 1363, heuristic: 1534, 'ismcts:normal': 1523, 'ismcts:hard': 1579 },
  moon: { random: 1037, heuristic: 1573, 'ismcts:normal': 1695, 'ismcts:hard': 1695 },
};

/** The level every anchor is measured from: it sits at a newcomer's mu. */
export const ANCHOR_LEVEL = 'heuristic';

/**
 * How sure an anchor is: small, as a tournament of many games fixed it; not zero, so a game
 * against a bot still carries its own luck in the model.
 */
export const ANCHOR_SIGMA = 1;

/** The fixed rating of bot `spec` in `game`, or null when that level has no anchor there. */
export function anchorFor(game: string, spec: string): Skill | null {
  const elo = TOURNAMENT_ELO[game];
  const own = elo?.[spec];
  const base = elo?.[ANCHOR_LEVEL];
  if (own === undefined || base === undefined) return null;
  return { mu: MODEL.mu + (own - base) / POINTS_PER_MU, sigma: ANCHOR_SIGMA };
}

/** The bot levels that may sit at a rated table of `game`. */
export const anchoredBots = (game: string): string[] => Object.keys(TOURNAMENT_ELO[game] ?? {});
