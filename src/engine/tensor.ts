// Observation tensors: a viewer's view as a fixed-length list of numbers, in named slices, for
// learning code (OpenSpiel's observation_tensor). A game declares its layout per table (players
// and options) from the parts below; the tensor is made from the view alone, so it can hold no
// more than the view (the one choke point for hidden information). Seats are counted from the
// viewer: slice `coins@+1` is the seat after the viewer, whatever its number.
// docs/observations.md lists every game's slices (test/engine/observations.test.ts keeps it so).

import type { Viewer } from './basics.ts';

/** One named slice of a tensor, e.g. `{name: 'track', size: 6, what: 'space of each tribe'}`. */
export interface TensorSlice {
  readonly name: string;
  readonly size: number;
  readonly what: string;
}

/** Where a tensor is written: a list, or a typed array (zeroed where the tensor goes). */
export interface TensorOut {
  [index: number]: number;
}

/**
 * A tensor's numbers that are not zero, with their places, in ascending order of place: what a
 * vector of games sends, as 1-3% of an observation is not zero. Reused from frame to frame.
 */
export class SparseTensor {
  index = new Int32Array(1024);
  value = new Float32Array(1024);
  count = 0;

  /**
   * Adds `x` at place `k`, which must lie above every place put so far (and each place is put
   * once); a number that is zero as float32 is left out, as a scan of the dense tensor would.
   */
  put(k: number, x: number): void {
    if (Math.fround(x) === 0) return;
    if (this.count === this.index.length) {
      const index = new Int32Array(2 * this.count);
      index.set(this.index);
      this.index = index;
      const value = new Float32Array(2 * this.count);
      value.set(this.value);
      this.value = value;
    }
    this.index[this.count] = k;
    this.value[this.count++] = x;
  }
}

/** A part of a layout: its slices, and how it writes them from a view. */
export interface TensorPart<V> {
  readonly slices: readonly TensorSlice[];
  /** Writes this part's numbers for `view` into `out` from `at`; returns the index after. */
  write(view: V, viewer: Viewer, out: TensorOut, at: number): number;
  /**
   * Optional, for speed: the same numbers put into `out` (only those not zero, ascending); a
   * part without it is written densely into a scratch row and read back. The conformance kit
   * checks both ways give the same tensor.
   */
  writeSparse?(view: V, viewer: Viewer, out: SparseTensor, at: number): number;
}

const scratchRows = new WeakMap<object, Float32Array>();

/** Puts `part`'s numbers into `out` from `at`, sparsely where the part can; the index after. */
function putPart<V>(
  part: TensorPart<V>,
  view: V,
  viewer: Viewer,
  out: SparseTensor,
  at: number,
): number {
  if (part.writeSparse) return part.writeSparse(view, viewer, out, at);
  let row = scratchRows.get(part);
  if (!row) scratchRows.set(part, (row = new Float32Array(sizeOf(part.slices))));
  const end = part.write(view, viewer, row, 0);
  for (let k = 0; k < row.length; k++) {
    const x = row[k] as number;
    if (x !== 0) {
      out.put(at + k, x);
      row[k] = 0;
    }
  }
  return at + end;
}

const sizeOf = (slices: readonly TensorSlice[]): number => slices.reduce((n, s) => n + s.size, 0);

/** A whole layout: the parts in order, its size, and the tensor of a view. */
export class ViewTensor<V> {
  readonly slices: readonly TensorSlice[];
  readonly size: number;

  constructor(private readonly parts: readonly TensorPart<V>[]) {
    this.slices = parts.flatMap((p) => p.slices);
    this.size = sizeOf(this.slices);
    const names = new Set<string>();
    for (const s of this.slices) {
      if (names.has(s.name)) throw new Error(`tensor slice "${s.name}" is named twice`);
      names.add(s.name);
    }
  }

  /** The view as numbers, `size` long. */
  encode(view: V, viewer: Viewer): number[] {
    const out = new Array<number>(this.size).fill(0);
    this.encodeInto(view, viewer, out, 0);
    return out;
  }

  /**
   * Writes the view's numbers into `out` from `start` (`size` of them), which must hold zeros
   * there: a vector of games fills one typed array without a list per game.
   */
  encodeInto(view: V, viewer: Viewer, out: TensorOut, start: number): void {
    let at = start;
    for (const part of this.parts) at = part.write(view, viewer, out, at);
    if (at - start !== this.size)
      throw new Error(`a tensor wrote ${at - start} numbers, not ${this.size}`);
  }

  /**
   * Puts the view's numbers that are not zero into `out`, at their places plus `start`: the
   * same numbers as `encodeInto`, without a dense row to scan (a vector's sparse frames).
   */
  encodeSparse(view: V, viewer: Viewer, out: SparseTensor, start: number): void {
    let at = start;
    for (const part of this.parts) at = putPart(part, view, viewer, out, at);
    if (at - start !== this.size)
      throw new Error(`a tensor wrote ${at - start} numbers, not ${this.size}`);
  }
}

/** Reads a value from a view, for `viewer`. */
export type Get<V, T> = (view: V, viewer: Viewer) => T;

const slice = (name: string, size: number, what: string): TensorSlice => ({ name, size, what });

/** One number. */
export const num = <V>(name: string, what: string, get: Get<V, number>): TensorPart<V> => ({
  slices: [slice(name, 1, what)],
  write: (v, viewer, out, at) => {
    out[at] = get(v, viewer);
    return at + 1;
  },
  writeSparse: (v, viewer, out, at) => {
    out.put(at, get(v, viewer));
    return at + 1;
  },
});

/** 1 when `get` holds. */
export const flag = <V>(name: string, what: string, get: Get<V, boolean>): TensorPart<V> =>
  num(name, what, (v, viewer) => (get(v, viewer) ? 1 : 0));

/** A 1 at index `get(v)` among `size` (none when it is outside, e.g. -1 for nothing). */
export const oneHot = <V>(
  name: string,
  size: number,
  what: string,
  get: Get<V, number>,
): TensorPart<V> => ({
  slices: [slice(name, size, what)],
  write: (v, viewer, out, at) => {
    const i = get(v, viewer);
    if (Number.isInteger(i) && i >= 0 && i < size) out[at + i] = 1;
    return at + size;
  },
  writeSparse: (v, viewer, out, at) => {
    const i = get(v, viewer);
    if (Number.isInteger(i) && i >= 0 && i < size) out.put(at + i, 1);
    return at + size;
  },
});

/** A list of at most `size` numbers, zeros after its end. */
export const nums = <V>(
  name: string,
  size: number,
  what: string,
  get: Get<V, readonly number[]>,
): TensorPart<V> => ({
  slices: [slice(name, size, what)],
  write: (v, viewer, out, at) => {
    const list = get(v, viewer);
    if (list.length > size)
      throw new Error(`tensor slice "${name}" holds ${size}, not ${list.length}`);
    for (let i = 0; i < list.length; i++) out[at + i] = list[i] as number;
    return at + size;
  },
  writeSparse: (v, viewer, out, at) => {
    const list = get(v, viewer);
    if (list.length > size)
      throw new Error(`tensor slice "${name}" holds ${size}, not ${list.length}`);
    for (let i = 0; i < list.length; i++) {
      const x = list[i] as number;
      if (x !== 0) out.put(at + i, x);
    }
    return at + size;
  },
});

/** The ids of a `counts` list being sorted, reused (a typed array is slow to allocate). */
let countScratch = new Int32Array(256);

/** How many times each id of `0..size-1` is in the list (a hand, a pile): null writes zeros. */
export const counts = <V>(
  name: string,
  size: number,
  what: string,
  get: Get<V, readonly number[] | null | undefined>,
): TensorPart<V> => ({
  slices: [slice(name, size, what)],
  write: (v, viewer, out, at) => {
    for (const id of get(v, viewer) ?? [])
      if (Number.isInteger(id) && id >= 0 && id < size) out[at + id] = (out[at + id] as number) + 1;
    return at + size;
  },
  writeSparse: (v, viewer, out, at) => {
    const list = get(v, viewer);
    if (!list || list.length === 0) return at + size;
    // The ids in a typed array, which sorts numbers natively; then each id with its count.
    if (countScratch.length < list.length) countScratch = new Int32Array(2 * list.length);
    const all = countScratch;
    let found = 0;
    for (const id of list) if (Number.isInteger(id) && id >= 0 && id < size) all[found++] = id;
    const ids = all.subarray(0, found).sort();
    for (let j = 0; j < found;) {
      let k = j + 1;
      while (k < found && ids[k] === ids[j]) k++;
      out.put(at + (ids[j] as number), k - j);
      j = k;
    }
    return at + size;
  },
});

/** A seat, counted from the viewer, one-hot among `players` (none for -1). */
export const seatOneHot = <V>(
  name: string,
  players: number,
  what: string,
  get: Get<V, number>,
): TensorPart<V> => ({
  slices: [slice(name, players, what)],
  write: (v, viewer, out, at) => {
    const seat = get(v, viewer);
    const me = viewer === 'spectator' ? 0 : viewer;
    if (Number.isInteger(seat) && seat >= 0 && seat < players)
      out[at + ((seat - me + players) % players)] = 1;
    return at + players;
  },
  writeSparse: (v, viewer, out, at) => {
    const seat = get(v, viewer);
    const me = viewer === 'spectator' ? 0 : viewer;
    if (Number.isInteger(seat) && seat >= 0 && seat < players)
      out.put(at + ((seat - me + players) % players), 1);
    return at + players;
  },
});

/**
 * A part per seat, the viewer's first, then the seats after it in order: `make(seat, suffix)`
 * builds the part of the seat k places after the viewer (`seat(viewer)` is its number), whose
 * slices end in `suffix`, `@+k`.
 */
export function perSeat<V>(
  players: number,
  make: (seat: (viewer: Viewer) => number, suffix: string) => TensorPart<V>,
): TensorPart<V> {
  const parts = Array.from({ length: players }, (_, k) =>
    make((viewer) => ((viewer === 'spectator' ? 0 : viewer) + k) % players, `@+${k}`),
  );
  return {
    slices: parts.flatMap((p) => p.slices),
    write: (v, viewer, out, at) => {
      for (const p of parts) at = p.write(v, viewer, out, at);
      return at;
    },
    writeSparse: (v, viewer, out, at) => {
      for (const p of parts) at = putPart(p, v, viewer, out, at);
      return at;
    },
  };
}

const tensors = new WeakMap<object, Map<string, ViewTensor<unknown>>>();

/** The observation tensor of `game` for `players` seats and parsed `options`, built once. */
export function viewTensor<V, O>(
  game: { observationTensor(players: number, options: O): ViewTensor<V> },
  players: number,
  options: O,
): ViewTensor<V> {
  let byTable = tensors.get(game);
  if (!byTable) tensors.set(game, (byTable = new Map()));
  const key = `${players}/${JSON.stringify(options)}`;
  let tensor = byTable.get(key);
  if (!tensor) {
    tensor = game.observationTensor(players, options) as ViewTensor<unknown>;
    byTable.set(key, tensor);
  }
  return tensor as ViewTensor<V>;
}
