// Reading command-line values into trusted ones: games, player counts, options, seats, seeds.

import { randomBytes } from 'node:crypto';
import type { AnyGame, Lang, OptionValues } from '../engine/game.ts';
import { checkPlayers, isLang, LANGS } from '../engine/game.ts';
import { BOT_SPEC_WORDS, botSpecName, parseBotSpec } from '../bots/spec.ts';
import { tunedLeaf } from '../bots/leaf.ts';
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

/** Splits repeated `flag key=value` arguments into [key, value] pairs; anything else is an error. */
function keyValues(flag: string, pairs: readonly string[]): [string, string][] {
  return pairs.map((pair) => {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`${flag} takes key=value, not "${pair}"`);
    return [pair.slice(0, eq), pair.slice(eq + 1)];
  });
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
  for (const [key, raw] of keyValues('--option', pairs))
    values[key] = raw === 'true' ? true : raw === 'false' ? false : raw;
  const parsed = game.parseOptions(values);
  if (!parsed.ok) throw new UsageError(parsed.error.message);
  return { values, options: parsed.value };
}

/**
 * IS-MCTS leaf settings from `--leaf key=value` pairs, checked against `game`'s leaf evaluation
 * (`tunedLeaf`); undefined when none are given.
 */
export function requireLeaf(
  game: AnyGame,
  pairs: readonly string[],
): Record<string, string> | undefined {
  if (pairs.length === 0) return undefined;
  const settings = Object.fromEntries(keyValues('--leaf', pairs));
  const tuned = tunedLeaf(game, settings);
  if (!tuned.ok) throw new UsageError(tuned.error.message);
  return settings;
}

export type SeatKind = { kind: 'human' } | { kind: 'bot'; bot: string };

/** A bot spec for `game`, as typed: `random`, `heuristic`, `ismcts:normal`, ... */
export function requireBot(game: AnyGame, word: string): string {
  const spec = parseBotSpec(word, game);
  if (!spec.ok) {
    const { code, message } = spec.error;
    throw new UsageError(
      code === 'unknown-bot'
        ? `unknown bot "${word}" (bots: ${BOT_SPEC_WORDS.join(', ')})`
        : message.replace(/\.$/, ''),
    );
  }
  return botSpecName(spec.value);
}

/**
 * `human,bot,bot:heuristic,ismcts:hard`: one entry per seat; `bot` alone means the default bot,
 * `bot:<spec>` or a bare spec names one.
 */
export function requireSeats(
  game: AnyGame,
  text: string | undefined,
  players: number,
  defaultBot: string,
): SeatKind[] {
  const fallback = requireBot(game, defaultBot);
  const words =
    text === undefined
      ? ['human', ...Array.from({ length: players - 1 }, () => 'bot')]
      : text.split(',').map((w) => w.trim());
  if (words.length !== players)
    throw new UsageError(`--seats lists ${words.length} seats for ${players} players`);
  return words.map((word) => {
    if (word === 'human') return { kind: 'human' };
    if (word === 'bot') return { kind: 'bot', bot: fallback };
    const spec = word.startsWith('bot:') ? word.slice('bot:'.length) : word;
    if (!parseBotSpec(spec).ok)
      throw new UsageError(
        `a seat is "human" or "bot[:spec]" with a spec among ${BOT_SPEC_WORDS.join(', ')}; not "${word}"`,
      );
    return { kind: 'bot', bot: requireBot(game, spec) };
  });
}

/** A fresh seed from crypto randomness when none is given. */
export const seedOrRandom = (seed: string | undefined): string =>
  seed ?? randomBytes(8).toString('hex');

export const collect = (value: string, previous: string[]): string[] => [...previous, value];

/** `--lang`: the language of move labels and log lines (default English). */
export function requireLang(text: string | undefined): Lang {
  if (text === undefined) return 'en';
  if (!isLang(text))
    throw new UsageError(`--lang must be one of ${LANGS.join(', ')}, not "${text}"`);
  return text;
}
