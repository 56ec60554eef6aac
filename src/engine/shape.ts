// Move shapes: a move object handed to `apply` (by the library API, a bot, a test) is untrusted
// until it has the exact shape of one of the game's moves: every field present, of its type and
// in its range, and nothing else. A value that fits comes back rebuilt from its fields, so the
// rules only ever see objects the game could have made itself (no extra keys, no prototypes).
// A shape accepts everything the game's move notation can write: whether a well-written move
// is legal now (a card in hand, coins held) is the rules' question, answered with a ruling.

import type { Result } from './basics.ts';

export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: string };

/** Reads `x` found at `path` (e.g. `coins[2]`) as a T, or says what is wrong with it. */
export type Shape<T> = (x: unknown, path: string) => Parsed<T>;

const good = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = (path: string, what: string): Parsed<never> => ({
  ok: false,
  problem: `${path} must be ${what}`,
});

/** An integer from `min` to `max`, both included. */
export const int =
  (min: number, max: number): Shape<number> =>
  (x, path) =>
    typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max
      ? good(x)
      : bad(path, `an integer from ${min} to ${max}`);

export const bool: Shape<boolean> = (x, path) =>
  typeof x === 'boolean' ? good(x) : bad(path, 'true or false');

/** One of the listed strings. */
export const oneOf =
  <T extends string>(values: readonly T[]): Shape<T> =>
  (x, path) =>
    typeof x === 'string' && (values as readonly string[]).includes(x)
      ? good(x as T)
      : bad(path, `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`);

/** A string of at most `max` characters that `test` accepts (its own checks come later). */
export const text =
  (max: number, test: RegExp): Shape<string> =>
  (x, path) =>
    typeof x === 'string' && x.length <= max && test.test(x)
      ? good(x)
      : bad(path, `a string matching ${String(test)}`);

/** An array of `min` to `max` items, each of shape `item`. */
export const list =
  <T>(item: Shape<T>, min = 0, max = 64): Shape<T[]> =>
  (x, path) => {
    if (!Array.isArray(x) || x.length < min || x.length > max)
      return bad(path, min === max ? `a list of ${min}` : `a list of ${min} to ${max}`);
    const out: T[] = [];
    for (let i = 0; i < x.length; i++) {
      const r = item(x[i], `${path}[${i}]`);
      if (!r.ok) return r;
      out.push(r.value);
    }
    return good(out);
  };

export const nullable =
  <T>(shape: Shape<T>): Shape<T | null> =>
  (x, path) =>
    x === null ? good(null) : shape(x, path);

/** Either of two shapes (tried in order). */
export const either =
  <A, B>(a: Shape<A>, b: Shape<B>): Shape<A | B> =>
  (x, path) => {
    const first = a(x, path);
    return first.ok ? first : b(x, path);
  };

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' &&
  x !== null &&
  !Array.isArray(x) &&
  [Object.prototype, null].includes(Object.getPrototypeOf(x));

type Fields<T> = { readonly [K in keyof T]-?: Shape<T[K]> };

/** A plain object with exactly these fields. */
export function record<T extends object>(fields: Fields<T>): Shape<T> {
  const keys = Object.keys(fields) as (keyof T & string)[];
  return (x, path) => {
    if (!isPlainObject(x)) return bad(path, 'an object');
    for (const k of Object.keys(x))
      if (!keys.includes(k as keyof T & string))
        return { ok: false, problem: `${path} has an unknown field "${k}"` };
    const out = {} as Record<string, unknown>;
    for (const k of keys) {
      if (!Object.prototype.hasOwnProperty.call(x, k))
        return { ok: false, problem: `${path} lacks the field "${k}"` };
      const r = (fields[k] as Shape<unknown>)(x[k], `${path}.${k}`);
      if (!r.ok) return r;
      out[k] = r.value;
    }
    return good(out as T);
  };
}

type Variant<M, T> = Omit<Extract<M, { readonly type: T }>, 'type'>;

/** A move union tagged by `type`: for each tag, the shape of its other fields. */
export function tagged<M extends { readonly type: string }>(variants: {
  readonly [T in M['type']]: Fields<Variant<M, T>>;
}): Shape<M> {
  const shapes = new Map<string, Shape<object>>();
  for (const tag of Object.keys(variants))
    shapes.set(
      tag,
      record({ type: oneOf([tag]), ...(variants as Record<string, Fields<object>>)[tag] }),
    );
  const tags = [...shapes.keys()];
  return (x, path) => {
    if (!isPlainObject(x)) return bad(path, 'a move object with a "type"');
    const shape = typeof x.type === 'string' ? shapes.get(x.type) : undefined;
    if (!shape) return bad(`${path}.type`, `one of ${tags.join(', ')}`);
    return shape(x, path) as Parsed<M>;
  };
}

/** A move checked against its game's shape: the rebuilt move, or the refusal `malformed-move`. */
export function parseShape<M>(shape: Shape<M>, move: unknown): Result<M> {
  const r = shape(move, 'move');
  if (r.ok) return r;
  const message = `This is not a move of this game: ${r.problem}.`;
  const words = { de: 'Das ist kein Zug dieses Spiels.' };
  return { ok: false, error: { code: 'malformed-move', rule: null, message, words } };
}
