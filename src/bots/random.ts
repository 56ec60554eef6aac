// The random bot: a uniformly random legal move, from its own seeded generator.

import { Rng } from '../engine/rng.ts';
import type { Bot } from './bot.ts';

export function randomBot<V, M>(seed: string): Bot<V, M> {
  const rng = new Rng(`random-bot/${seed}`);
  return {
    name: 'random',
    choose: (_view, legal) => rng.pick(legal),
  };
}
