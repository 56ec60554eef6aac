// The tutorial scripts by game id, each loaded with the tutorial page (its own chunk).

import type { Tutorial } from '../../../src/engine/tutorial.ts';

export const TUTORIALS: Readonly<Record<string, () => Promise<Tutorial>>> = {
  'monkeys-on-the-moon': () =>
    import('../../../src/games/monkeys-on-the-moon/tutorial.ts').then((m) => m.tutorial),
  moon: () => import('../../../src/games/moon/tutorial.ts').then((m) => m.tutorial),
  'monkey-lab': () => import('../../../src/games/monkey-lab/tutorial.ts').then((m) => m.tutorial),
  'chimps-on-mars': () =>
    import('../../../src/games/chimps-on-mars/tutorial.ts').then((m) => m.tutorial),
};
