// Plain JSON data: the check that a value is nothing else, structural equality and the path of a
// first difference. The conformance kit checks states, views and facts with them.

/** Throws (through `fail`) unless `x` is null, a boolean, a finite number, a string, or arrays/plain objects of those. */
export function checkJsonData(x: unknown, fail: (what: string) => never, path = '$'): void {
  if (x === null || typeof x === 'string' || typeof x === 'boolean') return;
  if (typeof x === 'number') {
    if (!Number.isFinite(x)) fail(`${path} is ${x}`);
    return;
  }
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) checkJsonData(x[i], fail, `${path}[${i}]`);
    return;
  }
  if (typeof x === 'object' && Object.getPrototypeOf(x) === Object.prototype) {
    for (const [k, v] of Object.entries(x)) checkJsonData(v, fail, `${path}.${k}`);
    return;
  }
  fail(
    `${path} is ${typeof x === 'object' ? 'an instance of ' + (x as object).constructor?.name : typeof x}`,
  );
}

/** Structural equality of JSON data. (Arrays by index: the kit compares states at every step.) */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const arrays = Array.isArray(a);
  if (arrays !== Array.isArray(b)) return false;
  if (arrays) {
    const x = a as unknown[];
    const y = b as unknown[];
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!deepEqual(x[i], y[i])) return false;
    return true;
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
      return false;
  }
  return true;
}

/** The JSON path of the first difference between two values, e.g. `$.coins[1][3]`. */
export function firstDifference(a: unknown, b: unknown, path = '$'): string {
  if (deepEqual(a, b)) return '(none)';
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return `${path}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const x = (a as Record<string, unknown>)[k];
    const y = (b as Record<string, unknown>)[k];
    if (!deepEqual(x, y))
      return firstDifference(x, y, Array.isArray(a) ? `${path}[${k}]` : `${path}.${k}`);
  }
  return path;
}
