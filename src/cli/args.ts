// Reading command-line values into trusted ones: games, player counts, options, seats, seeds.

import { randomBytes } from 'node:crypto';
import type { AnyGame, OptionValues } from '../engine/game.ts';
import { checkPlayers } from '../engine/game.ts';
import { BOTS } from '../bots/index.ts';
import { GAMES, findGame } from '../games/index.ts';
import { UsageError } from './errors.ts';

export function requireGame(id: string): AnyGame {
  const game = findGame(id);
  if (!game)
    throw new UsageError(`unknown game "${id}" (games: ${GAMES.map((g) => g.id).join(', ')})`);
  return game;
}

export function requireInt(text: string, what: string, min: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min)
    throw new UsageError(`${what} must be a whole number of at least ${min}, not "${text}"`);
  return Number(text);
}

export function requirePlayers(game: AnyGame, text: string | undefined): number {
  const players = text === undefined ? game.maxPlayers : requireInt(text, '--players', 1);
  const error = checkPlayers(game, players);
  if (error) throw new UsageError(error.message);
  return players;
}

/** `--option key=value` pairs: true/false become booleans, anything else stays text; checked by the game. */
export function requireOptions<O>(
  game: {
    parseOptions(
      v: OptionValues,
    ): { ok: true; value: O } | { ok: false; error: { message: string } };
  },
  pairs: readonly string[],
): { values: OptionValues; options: O } {
  const values: Record<string, boolean | string> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`--option takes key=value, not "${pair}"`);
    const raw = pair.slice(eq + 1);
    values[pair.slice(0, eq)] = raw === 'true' ? true : raw === 'false' ? false : raw;
  }
  const parsed = game.parseOptions(values);
  if (!parsed.ok) throw new UsageError(parsed.error.message);
  return { values, options: parsed.value };
}

export type SeatKind = { kind: 'human' } | { kind: 'bot'; bot: string };

/** `human,bot,bot:random`: one entry per seat; `bot` alone means the default bot. */
export function requireSeats(
  text: string | undefined,
  players: number,
  defaultBot: string,
): SeatKind[] {
  if (!BOTS[defaultBot])
    throw new UsageError(`unknown bot "${defaultBot}" (bots: ${Object.keys(BOTS).join(', ')})`);
  const words =
    text === undefined
      ? ['human', ...Array.from({ length: players - 1 }, () => 'bot')]
      : text.split(',').map((w) => w.trim());
  if (words.length !== players)
    throw new UsageError(`--seats lists ${words.length} seats for ${players} players`);
  return words.map((word) => {
    if (word === 'human') return { kind: 'human' };
    const [kind, name = defaultBot] = word.split(':');
    if (kind !== 'bot') throw new UsageError(`a seat is "human" or "bot[:name]", not "${word}"`);
    if (!BOTS[name])
      throw new UsageError(`unknown bot "${name}" (bots: ${Object.keys(BOTS).join(', ')})`);
    return { kind: 'bot', bot: name };
  });
}

/** A fresh seed from crypto randomness when none is given. */
export const seedOrRandom = (seed: string | undefined): string =>
  seed ?? randomBytes(8).toString('hex');

export const collect = (value: string, previous: string[]): string[] => [...previous, value];
