// Seeded randomness that lives inside a game state: the generator's whole state is four
// 32-bit integers, so it serializes with the game and `apply` stays deterministic.
// The generator is sfc32 (Chris Doty-Humphrey's Small Fast Chaotic PRNG), seeded by hashing the
// seed string with cyrb128.

/** The generator's state: four unsigned 32-bit integers, e.g. [2615243520, 12, 7, 4092284928]. */
export type RngState = [number, number, number, number];

/** Hashes a seed string into a generator state. Any string is a valid seed. */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const state: RngState = [
    (h1 ^ h2 ^ h3 ^ h4) >>> 0,
    (h2 ^ h1) >>> 0,
    (h3 ^ h1) >>> 0,
    (h4 ^ h1) >>> 0,
  ];
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 12; i++) nextU32(state);
  return state;
}

/** Advances the generator in place and returns the next unsigned 32-bit integer. */
export function nextU32(s: RngState): number {
  const t = (((s[0] + s[1]) | 0) + s[3]) | 0;
  s[3] = (s[3] + 1) | 0;
  s[0] = s[1] ^ (s[1] >>> 9);
  s[1] = (s[2] + (s[2] << 3)) | 0;
  s[2] = (s[2] << 21) | (s[2] >>> 11);
  s[2] = (s[2] + t) | 0;
  // Keep every word unsigned so that the JSON form of the state is stable.
  s[0] >>>= 0;
  s[1] >>>= 0;
  s[2] >>>= 0;
  s[3] >>>= 0;
  return t >>> 0;
}

/** A uniform integer in [0, n), advancing the generator in place. n must be in 1..2^32. */
export function randomInt(s: RngState, n: number): number {
  // Multiply-shift mapping: bias at most n / 2^32, far below anything a game can notice.
  return Math.floor((nextU32(s) / 4294967296) * n);
}

/** Shuffles `items` in place (Fisher-Yates) and returns it. */
export function shuffleInPlace<T>(s: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(s, i + 1);
    const a = items[i] as T;
    items[i] = items[j] as T;
    items[j] = a;
  }
  return items;
}

/** A small stateful wrapper for callers that own a generator (bots, simulations, samplers). */
export class Rng {
  readonly state: RngState;
  constructor(seed: string | RngState) {
    this.state = typeof seed === 'string' ? seedRng(seed) : [...seed];
  }
  int(n: number): number {
    return randomInt(this.state, n);
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick: empty list');
    return items[this.int(items.length)] as T;
  }
  shuffle<T>(items: T[]): T[] {
    return shuffleInPlace(this.state, items);
  }
  /** A seed string for a child generator, so independent streams stay reproducible. */
  fork(): string {
    return `${nextU32(this.state).toString(36)}-${nextU32(this.state).toString(36)}`;
  }
}
