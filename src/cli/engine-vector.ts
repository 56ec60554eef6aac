// Vector environments for the engine protocol (`vectorNew`, `stepMany`): many games of one table
// stepped in one request, one action id per game, reset when a game ends. Masks, observation
// tensors and rewards travel as binary frames (base64 of little-endian typed arrays) rather than
// JSON lists, so a client reads them with one decode.

import type { AnyGame, Seat } from '../engine/game.ts';
import { actionTable } from '../engine/actions.ts';
import type { ActionTable } from '../engine/actions.ts';
import { placeReturns } from '../engine/returns.ts';
import { SparseTensor, viewTensor } from '../engine/tensor.ts';
import type { ViewTensor } from '../engine/tensor.ts';

/** Games one vector holds at most. */
export const MAX_VECTOR_GAMES = 4096;

interface Slot {
  state: unknown;
  episode: number;
  /** The actions taken of a move not yet whole. */
  prefix: number[];
  /** The legal moves of the seat to act, with their action ids (null until listed). */
  moves: unknown[] | null;
  sequences: number[][] | null;
  /** The ids open after `prefix`, ascending (null until worked out): what the last frame showed. */
  open: number[] | null;
}

/**
 * How a frame carries the legal actions (a byte per action and game, or each game's ids) and the
 * observations (every number, or the ones that are not zero with their places).
 */
export type Format = 'dense' | 'sparse';

/** What a frame is to hold: the masks' format, and the observations' (null: none). */
export interface Want {
  readonly tensors: Format | null;
  readonly masks?: Format;
}

/** Vector environments a session holds at most. */
const MAX_VECTORS = 64;
/** JSON-RPC's code for too many held things (as for states). */
const TOO_MANY = -32002;

/** Why a request was refused, with the protocol's stable code: the session answers it. */
export class VectorError extends Error {
  constructor(
    message: string,
    readonly code = 'bad-actions',
    readonly rpcCode?: number,
  ) {
    super(message);
  }
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** A session's vectors under handles; every param is checked here. */
export class VectorEnvs {
  private readonly held = new Map<number, VectorEnv>();

  constructor(private readonly nextHandle: () => number) {}

  create(game: AnyGame, players: number, options: unknown, n: unknown, seed: string) {
    if (!isInt(n) || n < 1 || n > MAX_VECTOR_GAMES)
      throw new VectorError(
        `"n" must be a number of games from 1 to ${MAX_VECTOR_GAMES}.`,
        'bad-params',
      );
    if (this.held.size >= MAX_VECTORS)
      throw new VectorError(
        `This engine holds ${MAX_VECTORS} vectors at most: free some.`,
        'too-many-states',
        TOO_MANY,
      );
    const env = new VectorEnv(game, players, options, n, seed);
    const vector = this.nextHandle();
    this.held.set(vector, env);
    return {
      vector,
      n,
      players,
      seed,
      numDistinctActions: env.numDistinctActions,
      observationSize: env.observationSize,
    };
  }

  private get(handle: unknown): VectorEnv {
    const env = isInt(handle) ? this.held.get(handle) : undefined;
    if (!env)
      throw new VectorError(
        `"vector" must be a live vector handle (from vectorNew), not ${JSON.stringify(handle) ?? 'nothing'}.`,
        'unknown-state',
      );
    return env;
  }

  /** One action per game (`actions`), or none to read the frame as it is. */
  step(handle: unknown, actions: unknown, tensors: unknown, masks: unknown = 'dense') {
    const env = this.get(handle);
    if (
      actions !== undefined &&
      actions !== null &&
      (!Array.isArray(actions) || !actions.every(isInt))
    )
      throw new VectorError('"actions" must be a list of action ids.', 'bad-params');
    if (masks !== 'dense' && masks !== 'sparse')
      throw new VectorError('"masks" must be "dense" or "sparse".', 'bad-params');
    if (tensors !== undefined && tensors !== false && tensors !== true && tensors !== 'sparse')
      throw new VectorError('"tensors" must be true, false or "sparse".', 'bad-params');
    return env.step((actions ?? null) as number[] | null, {
      tensors: tensors === true ? 'dense' : tensors === 'sparse' ? 'sparse' : null,
      masks,
    });
  }

  free(handle: unknown): true {
    this.get(handle);
    this.held.delete(handle as number);
    return true;
  }
}

const base64 = (view: ArrayBufferView): string =>
  Buffer.from(view.buffer, view.byteOffset, view.byteLength).toString('base64');

export class VectorEnv {
  private readonly slots: Slot[];
  private readonly table: ActionTable<unknown>;
  private readonly tensor: ViewTensor<unknown>;
  /** Room for a game's open ids while they are sorted (a typed array is slow to allocate). */
  private idScratch = new Int32Array(1024);
  /** The sparse observations of a frame, reused from step to step. */
  private readonly sparse = new SparseTensor();

  constructor(
    readonly game: AnyGame,
    readonly players: number,
    readonly options: unknown,
    readonly n: number,
    readonly seed: string,
  ) {
    this.table = actionTable(game, players, options);
    this.tensor = viewTensor(game, players, options);
    this.slots = Array.from({ length: n }, (_, i) => this.deal(i, 0));
  }

  get numDistinctActions(): number {
    return this.table.size;
  }

  /** The engine's tensor, then the pending actions of a move not yet whole, counted per id. */
  get observationSize(): number {
    return this.tensor.size + this.table.size;
  }

  private deal(i: number, episode: number): Slot {
    const state = this.game.setup(this.options, this.players, `${this.seed}/${i}/${episode}`);
    return { state, episode, prefix: [], moves: null, sequences: null, open: null };
  }

  /** The view a tensor is made from: the game's quick one where it has one (no copies). */
  private viewOf(state: unknown, seat: Seat): unknown {
    return this.game.tensorView ? this.game.tensorView(state, seat) : this.game.view(state, seat);
  }

  private seatOf(slot: Slot): Seat {
    return this.game.toAct(slot.state)[0] as Seat;
  }

  private listed(slot: Slot): number[][] {
    if (!slot.sequences) {
      slot.moves = this.game.legalMoves(slot.state, this.seatOf(slot));
      slot.sequences = this.table.sequences(slot.moves);
    }
    return slot.sequences;
  }

  /**
   * Takes one action in every game (`actions[i]` for game i's seat to act); a game that ends is
   * dealt again. The frame: each game's seat to act, and where asked its mask, its observation
   * tensor, the rewards (the returns of games that ended in this step, by seat) and done flags.
   */
  step(actions: readonly number[] | null, want: Want) {
    const n = this.n;
    const rewards = new Float32Array(n * this.players);
    const done = new Uint8Array(n);
    if (actions !== null) {
      if (actions.length !== n)
        throw new VectorError(`"actions" must hold ${n} action ids, one per game.`, 'bad-params');
      // Every action is checked before any is taken: a refused step changes no game.
      for (let i = 0; i < n; i++) {
        const a = actions[i] as number;
        if (!this.openIds(this.slots[i] as Slot).includes(a))
          throw new VectorError(`action ${a} is not legal in game ${i} now.`);
      }
      for (let i = 0; i < n; i++) {
        const slot = this.slots[i] as Slot;
        const a = actions[i] as number;
        const move = this.completes(slot, a);
        slot.open = null;
        if (move < 0) {
          slot.prefix.push(a);
          continue;
        }
        this.game.play(slot.state, this.seatOf(slot), (slot.moves as unknown[])[move]);
        slot.prefix = [];
        slot.moves = null;
        slot.sequences = null;
        const result = this.game.result(slot.state);
        if (result) {
          rewards.set(placeReturns(result, this.players), i * this.players);
          done[i] = 1;
          this.slots[i] = this.deal(i, slot.episode + 1);
        }
      }
    }
    return this.frame(rewards, done, want);
  }

  /** The legal move that the slot's prefix and then `a` complete, or -1 if more must follow. */
  private completes(slot: Slot, a: number): number {
    const k = slot.prefix.length;
    const sequences = this.listed(slot);
    for (let m = 0; m < sequences.length; m++) {
      const seq = sequences[m] as number[];
      if (seq.length !== k + 1 || seq[k] !== a) continue;
      let fits = true;
      for (let j = 0; j < k; j++)
        if (seq[j] !== slot.prefix[j]) {
          fits = false;
          break;
        }
      if (fits) return m;
    }
    return -1;
  }

  /** The ids that may follow the slot's prefix, ascending, each once. */
  private openIds(slot: Slot): number[] {
    if (slot.open) return slot.open;
    const k = slot.prefix.length;
    const sequences = this.listed(slot);
    if (this.idScratch.length < sequences.length)
      this.idScratch = new Int32Array(2 * sequences.length);
    const ids = this.idScratch;
    let found = 0;
    for (const seq of sequences) {
      if (seq.length <= k) continue;
      let fits = true;
      for (let j = 0; j < k; j++)
        if (seq[j] !== slot.prefix[j]) {
          fits = false;
          break;
        }
      if (fits) ids[found++] = seq[k] as number;
    }
    // A typed array sorts numbers natively; then each id once.
    const sorted = ids.subarray(0, found).sort();
    const open: number[] = [];
    for (let j = 0; j < found; j++) {
      const id = sorted[j] as number;
      if (j === 0 || sorted[j - 1] !== id) open.push(id);
    }
    return (slot.open = open);
  }

  /**
   * The observations' numbers that are not zero (1-3% are not), with their places in the
   * n × observationSize block, ascending: the same as the dense block read for its non-zeros,
   * without making that block (the tensor puts its non-zeros; the pending actions after it are
   * a few counts).
   */
  private sparseObservations(player: Int32Array): Record<string, string> {
    const width = this.observationSize;
    const own = this.tensor.size;
    const out = this.sparse;
    out.count = 0;
    for (let i = 0; i < this.n; i++) {
      const slot = this.slots[i] as Slot;
      const seat = player[i] as Seat;
      const base = i * width;
      this.tensor.encodeSparse(this.viewOf(slot.state, seat), seat, out, base);
      if (slot.prefix.length) {
        // The pending actions, counted per id, ascending.
        const ids = [...slot.prefix].sort((x, y) => x - y);
        for (let j = 0; j < ids.length;) {
          let k = j + 1;
          while (k < ids.length && ids[k] === ids[j]) k++;
          out.put(base + own + (ids[j] as number), k - j);
          j = k;
        }
      }
    }
    return {
      observationIndex: base64(out.index.subarray(0, out.count)),
      observationValue: base64(out.value.subarray(0, out.count)),
    };
  }

  private frame(rewards: Float32Array, done: Uint8Array, want: Want) {
    const n = this.n;
    const size = this.table.size;
    const open = this.slots.map((slot) => this.openIds(slot));
    const player = new Int32Array(n);
    for (let i = 0; i < n; i++) player[i] = this.seatOf(this.slots[i] as Slot);
    let observations: Record<string, string> = {};
    if (want.tensors === 'sparse') observations = this.sparseObservations(player);
    else if (want.tensors) {
      const width = this.observationSize;
      const obs = new Float32Array(n * width);
      for (let i = 0; i < n; i++) {
        const slot = this.slots[i] as Slot;
        const seat = player[i] as Seat;
        // The full view: dense frames are the reference the sparse fast path is tested against.
        this.tensor.encodeInto(this.game.view(slot.state, seat), seat, obs, i * width);
        const pending = i * width + this.tensor.size;
        for (const a of slot.prefix) obs[pending + a]! += 1;
      }
      observations = { observations: base64(obs) };
    }
    let masks: Record<string, string>;
    if (want.masks === 'sparse') {
      // Each game's open ids one after another, and where each game's run starts (n + 1).
      const offsets = new Int32Array(n + 1);
      for (let i = 0; i < n; i++) offsets[i + 1] = offsets[i]! + open[i]!.length;
      const legal = new Int32Array(offsets[n]!);
      for (let i = 0; i < n; i++) legal.set(open[i]!, offsets[i]!);
      masks = { legal: base64(legal), legalOffsets: base64(offsets) };
    } else {
      const mask = new Uint8Array(n * size);
      for (let i = 0; i < n; i++) for (const id of open[i]!) mask[i * size + id] = 1;
      masks = { mask: base64(mask) };
    }
    return {
      n,
      player: Array.from(player),
      ...masks,
      rewards: base64(rewards),
      done: base64(done),
      ...observations,
    };
  }
}
