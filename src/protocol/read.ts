// Small readers that turn a part of an untrusted JSON value into a typed one or stop at the
// first defect, naming where it is (`match.seats[2].kind`). They throw `WireDefect`, which only
// the parsers of this folder catch: each parser is one boundary and returns a value.

export class WireDefect extends Error {
  override name = 'WireDefect';
}

type Read<T> = (x: unknown, at: string) => T;

/** Stops the reading: `at` is not what was expected. */
export const defect = (at: string, expected: string, x: unknown): never => {
  const text = JSON.stringify(x) ?? String(x);
  throw new WireDefect(
    `${at} must be ${expected}, not ${text.length > 40 ? `${text.slice(0, 40)}…` : text}`,
  );
};

export const isObject = (x: unknown): x is Readonly<Record<string, unknown>> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

export const object = (x: unknown, at: string): Readonly<Record<string, unknown>> =>
  isObject(x) ? x : defect(at, 'an object', x);

export const string = (x: unknown, at: string): string =>
  typeof x === 'string' ? x : defect(at, 'a string', x);

export const boolean = (x: unknown, at: string): boolean =>
  typeof x === 'boolean' ? x : defect(at, 'true or false', x);

export const number = (x: unknown, at: string): number =>
  typeof x === 'number' && Number.isFinite(x) ? x : defect(at, 'a number', x);

/** A whole number of at least 0 (versions, seats, times in ms). */
export const count = (x: unknown, at: string): number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 ? x : defect(at, 'a whole number', x);

export const oneOf =
  <T extends string>(values: readonly T[]): Read<T> =>
  (x, at) =>
    values.find((v) => v === x) ?? defect(at, `one of ${values.join(', ')}`, x);

export const nullable =
  <T>(read: Read<T>): Read<T | null> =>
  (x, at) =>
    x === null ? null : read(x, at);

export const list =
  <T>(read: Read<T>): Read<T[]> =>
  (x, at) =>
    Array.isArray(x) ? x.map((v, i) => read(v, `${at}[${i}]`)) : defect(at, 'a list', x);

/** Option values: an object of strings and booleans. */
export const optionValues = (x: unknown, at: string): Record<string, boolean | string> => {
  const o = object(x, at);
  const values: Record<string, boolean | string> = {};
  for (const [key, v] of Object.entries(o))
    values[key] = typeof v === 'boolean' ? v : string(v, `${at}.${key}`);
  return values;
};

/** Runs `read` at the top of a message; a defect becomes its sentence. */
export function attempt<T>(read: () => T): { ok: true; value: T } | { ok: false; problem: string } {
  try {
    return { ok: true, value: read() };
  } catch (e) {
    if (e instanceof WireDefect) return { ok: false, problem: e.message };
    throw e;
  }
}
