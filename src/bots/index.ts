// Bots by name, for the CLI and (later) the server.

import type { BotFactory } from './bot.ts';
import { randomBot } from './random.ts';

export const BOTS: Readonly<Record<string, BotFactory>> = {
  random: (seed) => randomBot(seed),
};

export type { Bot, BotFactory } from './bot.ts';
