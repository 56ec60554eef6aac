// The conformance kit: one test every registered game must pass, for every player count and
// option set, over seeded random playouts. It is runner-agnostic: `conformanceCases` returns
// named cases whose `run` throws a ConformanceError naming the seed and move of the failure.

import type { Game, OptionValues, Seat, Viewer } from './game.ts';
import { actionTable, decisionPoint, sequenceProblems } from './actions.ts';
import type { ActionTable } from './actions.ts';
import { optionCombinations } from './playout.ts';
import { SparseTensor, viewTensor } from './tensor.ts';
import type { ViewTensor } from './tensor.ts';
import { makeRecord, replay } from './record.ts';
import type { RecordedMove } from './record.ts';
import { Rng } from './rng.ts';
import { drewChance, showsNothingHidden, undoRefusal } from './undo.ts';
import { checkJsonData, deepEqual, firstDifference } from './json-data.ts';
import { checkFactsAndWords } from './words-check.ts';

export { checkJsonData, deepEqual, firstDifference } from './json-data.ts';

export class ConformanceError extends Error {
  override name = 'ConformanceError';
}

export interface ConformanceSettings {
  /** Random playouts per player count and option set. */
  readonly playouts: number;
  /** Base seed; each playout's seed is derived from it, its settings and its index. */
  readonly seed: string;
  /** Apply every listed move (not only the chosen one) at every n-th step; 1 = every step. */
  readonly applyAllEvery: number;
}

export interface ConformanceCase {
  readonly name: string;
  readonly players: number;
  readonly options: OptionValues;
  run(): void;
}

const DEFAULTS: ConformanceSettings = { playouts: 6, seed: 'conformance', applyAllEvery: 1 };

/** One case per player count and option combination of `game`. */
export function conformanceCases<S, M, V, O>(
  game: Game<S, M, V, O>,
  settings: Partial<ConformanceSettings> = {},
): ConformanceCase[] {
  const s = { ...DEFAULTS, ...settings };
  const cases: ConformanceCase[] = [];
  for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
    for (const values of optionCombinations(game)) {
      const name = `${game.id} ${players}p ${JSON.stringify(values)}`;
      cases.push({
        name,
        players,
        options: values,
        run() {
          for (let i = 0; i < s.playouts; i++)
            checkPlayout(game, values, players, `${s.seed}/${name}/${i}`, s.applyAllEvery);
        },
      });
    }
  }
  return cases;
}

/** Plays one seeded random game through `apply`, checking every property at every step. */
export function checkPlayout<S, M, V, O>(
  game: Game<S, M, V, O>,
  values: OptionValues,
  players: number,
  seed: string,
  applyAllEvery = 1,
): void {
  const parsed = game.parseOptions(values);
  if (!parsed.ok)
    throw new ConformanceError(
      `${game.id}: options ${JSON.stringify(values)} rejected: ${parsed.error.message}`,
    );
  const options = parsed.value;
  const where = (step: number) => `${game.id} ${players}p seed "${seed}" step ${step}`;
  const fail = (step: number, what: string): never => {
    throw new ConformanceError(`${where(step)}: ${what}`);
  };
  const rng = new Rng(`${seed}/kit`);
  /** Samples for the words check, apart from `rng` so the playouts stay what they were. */
  const words = new Rng(`${seed}/words`);
  const bound = game.maxMoves(players, options);
  let state = game.setup(options, players, seed);
  const shadow = game.clone(state); // follows the same moves through `play`
  const initialComponents = game.components(state);
  const recorded: RecordedMove[] = [];
  const viewers: Viewer[] = [...Array.from({ length: players }, (_, i) => i), 'spectator'];
  let actions: ActionTable<M>;
  let tensor: ViewTensor<V>;
  /** The last move found undoable: the moves before it and the state they give. */
  let undone: { moves: number; state: string } | null = null;
  try {
    actions = actionTable(game, players, options);
    tensor = viewTensor(game, players, options);
  } catch (e) {
    return fail(0, `the action space or tensor layout is broken: ${(e as Error).message}`);
  }

  for (let step = 0; ; step++) {
    checkJsonData(state, (what) => fail(step, `state is not plain JSON data: ${what}`));
    const json = JSON.stringify(state);
    if (!deepEqual(JSON.parse(json), state)) fail(step, 'state does not survive a JSON round trip');
    if (JSON.stringify(shadow) !== json) fail(step, '`play` and `apply` disagree on the state');
    const components = game.components(state);
    if (!deepEqual(components, initialComponents)) {
      fail(step, `components not conserved: ${describeDiff(initialComponents, components)}`);
    }

    const toAct = game.toAct(state);
    const result = game.result(state);
    if ((toAct.length === 0) !== (result !== null))
      fail(step, 'seats to act must be empty exactly when there is a result');

    checkViews(game, state, components, players, viewers, rng, tensor, (what) => fail(step, what));

    // Every seat: moves listed iff it may act; unique; string round trip; each applies.
    let chosen: { seat: Seat; move: M } | null = null;
    for (let seat = 0; seat < players; seat++) {
      const legal = game.legalMoves(state, seat);
      const acting = toAct.includes(seat);
      if (acting !== legal.length > 0)
        fail(
          step,
          `seat ${seat} ${acting ? 'must act but has no legal move' : 'may not act but has legal moves'}`,
        );
      const seen = new Set<string>();
      for (const move of legal) {
        const text = game.encodeMove(move);
        if (seen.has(text)) fail(step, `move "${text}" listed twice`);
        seen.add(text);
        const back = game.parseMove(text);
        if (!back.ok) fail(step, `move "${text}" does not parse: ${back.error.message}`);
        else if (game.encodeMove(back.value) !== text)
          fail(step, `move "${text}" does not round-trip`);
        if (step % applyAllEvery === 0 || legal.length === 1) {
          const applied = game.apply(state, seat, move);
          if (!applied.ok)
            fail(
              step,
              `listed move "${text}" of seat ${seat} is rejected: ${applied.error.message}`,
            );
          game.moveLabel(state, seat, move);
        }
      }
      if (JSON.stringify(state) !== json) fail(step, '`apply` mutated its input state');
      checkActions(
        actions,
        legal,
        (m) => game.encodeMove(m),
        (what) => fail(step, what),
      );
    }
    if (toAct.length === 0) break;
    if (step >= bound) fail(step, `game did not end within its declared bound of ${bound} moves`);

    const seat = rng.pick(toAct);
    chosen = { seat, move: rng.pick(game.legalMoves(state, seat)) };
    const next = game.apply(state, chosen.seat, chosen.move);
    if (!next.ok) fail(step, `chosen move rejected: ${next.error.message}`);
    else {
      if (JSON.stringify(state) !== json) fail(step, '`apply` mutated its input state');
      for (const viewer of viewers) {
        const lines = game.describe(state, chosen.seat, chosen.move, next.value, viewer);
        if (!Array.isArray(lines) || lines.some((l) => typeof l !== 'string' || l.length === 0)) {
          fail(step, `describe() must give non-empty lines for viewer ${viewer}`);
        }
      }
      checkFactsAndWords(
        game,
        players,
        state,
        chosen.seat,
        chosen.move,
        next.value,
        step,
        words,
        (what) => fail(step, what),
      );
      if (
        checkUndo(game, players, state, chosen.seat, chosen.move, next.value, step, (what) =>
          fail(step, what),
        )
      )
        undone = { moves: recorded.length, state: json };
      recorded.push({ seat: chosen.seat, move: game.encodeMove(chosen.move) });
      game.play(shadow, chosen.seat, chosen.move);
      state = next.value;
    }
  }

  const result = game.result(state);
  if (!result) return fail(recorded.length, 'no result at the end');
  if (result.scores.length !== players || result.ranking.length !== players)
    fail(recorded.length, 'result must have one score and one place per seat');
  if (result.abandoned !== undefined) {
    if (result.ranking.includes(1)) fail(recorded.length, 'an abandoned game has a winner');
  } else if (!result.ranking.includes(1)) {
    // Only a solo game's automatic opponent may take the first place from every seat.
    const top = Math.max(...result.scores);
    if (!result.opponent || result.opponent.score <= top)
      fail(recorded.length, 'nobody is ranked first');
  }

  // Taking a move back is replaying the record without it: that must give the state before it.
  if (undone) {
    const back = replay(
      game,
      makeRecord(game.id, values, players, seed, recorded.slice(0, undone.moves)),
    );
    if (!back.ok || JSON.stringify(back.state) !== undone.state)
      fail(
        undone.moves,
        'the record without an undoable move does not replay to the state before it',
      );
  }

  const again = replay(game, makeRecord(game.id, values, players, seed, recorded));
  if (!again.ok) fail(again.moveIndex, `replay of the record fails: ${again.error.message}`);
  else if (JSON.stringify(again.state) !== JSON.stringify(state))
    fail(recorded.length, 'replay of the record ends in another state');
}

/** Non-chance moves are checked for undo at every this many steps (sampling is the kit's dearest check). */
const UNDO_EVERY = 4;

/**
 * Undo (undo.ts): a move that drew from the generator is never undoable (checked at every
 * step), and a game's own `undoable` lets no move go that the sampled rule refuses. True when
 * the move was found undoable.
 */
function checkUndo<S, M, V, O>(
  game: Game<S, M, V, O>,
  players: number,
  before: S,
  seat: Seat,
  move: M,
  after: S,
  step: number,
  fail: (what: string) => never,
): boolean {
  const chance = drewChance(before, after);
  if (!chance && step % UNDO_EVERY !== 0) return false;
  const text = game.encodeMove(move);
  if (undoRefusal(game, players, before, seat, move, after)) return false;
  if (chance) fail(`move "${text}" drew from the generator but is undoable`);
  if (game.undoable && !showsNothingHidden(game, players, before, seat, move, after))
    fail(`the game lets move "${text}" be taken back, but it showed a seat something hidden`);
  return true;
}

/**
 * Stable action ids: every legal move is a sequence of ids below the space's size, distinct moves
 * have distinct sequences and none starts another's, and walking a sequence gives its move back.
 */
function checkActions<M>(
  table: ActionTable<M>,
  legal: readonly M[],
  encode: (move: M) => string,
  fail: (what: string) => never,
): void {
  const problems = sequenceProblems(
    table as ActionTable<unknown>,
    legal,
    encode as (m: unknown) => string,
  );
  if (problems.length) fail(`actions: ${problems.slice(0, 3).join('; ')}`);
  // A game's own numbering (ActionSpace.ids, the vector's fast path) gives the named ids.
  for (const m of legal) {
    const fast = table.sequence(m);
    const named = table.namedSequence(m);
    if (!deepEqual(fast, named))
      fail(
        `the game numbers "${encode(m)}" as ${JSON.stringify(fast)}, its names as ${JSON.stringify(named)}`,
      );
  }
  const seqs = table.sequences(legal);
  for (const [i, seq] of seqs.entries()) {
    if (seq.some((id) => !(id >= 0 && id < table.size)))
      fail(`actions of "${encode(legal[i] as M)}" fall outside [0, ${table.size})`);
    for (let k = 0; k < seq.length; k++) {
      const point = decisionPoint(seqs, seq.slice(0, k));
      if (!point.next.includes(seq[k] as number))
        fail(`action ${seq[k]} of "${encode(legal[i] as M)}" is not offered after ${k} decisions`);
    }
    if (decisionPoint(seqs, seq).move !== i)
      fail(`the actions of "${encode(legal[i] as M)}" do not give that move back`);
  }
}

/**
 * Leak checks: for each seat, a state re-sampled from that seat's view must look the same to the
 * seat, offer it the same moves, and look the same to spectators.
 */
function checkViews<S, M, V, O>(
  game: Game<S, M, V, O>,
  state: S,
  components: Record<string, number>,
  players: number,
  viewers: readonly Viewer[],
  rng: Rng,
  tensor: ViewTensor<V>,
  fail: (what: string) => never,
): void {
  const views = viewers.map((v) => game.view(state, v));
  const tensors = views.map((view, i) => encodeTensor(tensor, view, viewers[i] as Viewer, fail));
  for (const [i, view] of views.entries()) {
    checkJsonData(view, (what) => fail(`view of ${viewers[i]} is not plain JSON data: ${what}`));
  }
  const spectatorView = JSON.stringify(views[players]);

  if (!game.hiddenInformation) {
    for (let seat = 0; seat < players; seat++) {
      if (JSON.stringify(views[seat]) !== spectatorView)
        fail(`seat ${seat} sees more than a spectator in a game without hidden information`);
    }
  }
  for (let seat = 0; seat < players; seat++) {
    const view = views[seat] as V;
    const sampled = game.sample(view, seat, new Rng(rng.fork()).state);
    const seen = game.view(sampled, seat);
    if (!deepEqual(seen, view)) {
      fail(
        `seat ${seat}'s view changes when its hidden part is re-sampled (at ${firstDifference(view, seen)}): the view shows something the sampler does not keep`,
      );
    }
    const again = encodeTensor(tensor, seen, seat, fail);
    const moved = again.findIndex((x, i) => x !== tensors[seat]?.[i]);
    if (moved >= 0)
      fail(
        `seat ${seat}'s observation tensor changes when its hidden part is re-sampled (at ${sliceAt(tensor, moved)})`,
      );

    const watched = game.view(sampled, 'spectator');
    if (!deepEqual(watched, views[players])) {
      fail(
        `the spectator view changes when seat ${seat}'s hidden part is re-sampled (at ${firstDifference(views[players], watched)}): spectators see a secret`,
      );
    }
    const before = game
      .legalMoves(state, seat)
      .map((m) => game.encodeMove(m))
      .sort();
    const after = game
      .legalMoves(sampled, seat)
      .map((m) => game.encodeMove(m))
      .sort();
    if (before.join('|') !== after.join('|'))
      fail(`seat ${seat}'s legal moves depend on what it cannot see`);
    if (!deepEqual(game.components(sampled), components)) {
      fail(`a state sampled for seat ${seat} does not hold the same components`);
    }
    // The quick way too (a vector's): from the sampled state, the seat's tensor is the same.
    checkQuickTensor(game, sampled, seat, tensor, tensors[seat] as number[], fail);
  }
  // Every viewer's tensor the quick ways (after the leak checks above, which name a leak best).
  for (const [i, viewer] of viewers.entries())
    checkQuickTensor(game, state, viewer, tensor, tensors[i] as number[], fail);
}

/**
 * The fast paths of a viewer's tensor give its tensor exactly: from the game's quick view
 * (`tensorView`, where it has one), and written sparsely (the non-zeros, ascending, as a vector
 * sends them), each as float32 as a vector holds it.
 */
function checkQuickTensor<S, M, V, O>(
  game: Game<S, M, V, O>,
  state: S,
  viewer: Viewer,
  tensor: ViewTensor<V>,
  expected: readonly number[],
  fail: (what: string) => never,
): void {
  const want = Float32Array.from(expected);
  if (game.tensorView) {
    const quick = new Float32Array(tensor.size);
    try {
      tensor.encodeInto(game.tensorView(state, viewer), viewer, quick, 0);
    } catch (e) {
      fail(
        `the observation tensor of ${viewer} from its quick view fails: ${(e as Error).message}`,
      );
    }
    const at = quick.findIndex((x, i) => !Object.is(x, want[i]));
    if (at >= 0)
      fail(
        `the observation tensor of ${viewer} from its quick view (tensorView) differs at ${sliceAt(tensor, at)}: ${quick[at]}, not ${want[at]}`,
      );
  }
  const sparse = new SparseTensor();
  try {
    tensor.encodeSparse(
      game.tensorView?.(state, viewer) ?? game.view(state, viewer),
      viewer,
      sparse,
      0,
    );
  } catch (e) {
    fail(`the sparse observation tensor of ${viewer} fails: ${(e as Error).message}`);
  }
  const dense = new Float32Array(tensor.size);
  let last = -1;
  for (let k = 0; k < sparse.count; k++) {
    const at = sparse.index[k] as number;
    if (at <= last || at >= tensor.size)
      fail(`the sparse observation tensor of ${viewer} puts place ${at} after ${last}`);
    dense[at] = sparse.value[k] as number;
    last = at;
  }
  const at = dense.findIndex((x, i) => x !== want[i]);
  if (at >= 0)
    fail(
      `the sparse observation tensor of ${viewer} differs at ${sliceAt(tensor, at)}: ${dense[at]}, not ${want[at]}`,
    );
}

/** A viewer's tensor, checked: always the layout's size, every number finite. */
function encodeTensor<V>(
  tensor: ViewTensor<V>,
  view: V,
  viewer: Viewer,
  fail: (what: string) => never,
): number[] {
  let out: number[];
  try {
    out = tensor.encode(view, viewer);
  } catch (e) {
    return fail(`the observation tensor of ${viewer} fails: ${(e as Error).message}`);
  }
  if (out.length !== tensor.size)
    fail(`the observation tensor of ${viewer} has ${out.length} numbers, not ${tensor.size}`);
  const bad = out.findIndex((x) => !Number.isFinite(x));
  if (bad >= 0)
    fail(`the observation tensor of ${viewer} holds ${out[bad]} at ${sliceAt(tensor, bad)}`);
  return out;
}

/** The slice holding index `i` of a tensor, e.g. `coins@+1[3]`. */
function sliceAt(tensor: ViewTensor<unknown>, i: number): string {
  let start = 0;
  for (const s of tensor.slices) {
    if (i < start + s.size) return `${s.name}[${i - start}]`;
    start += s.size;
  }
  return `index ${i}`;
}

function describeDiff(a: Record<string, number>, b: Record<string, number>): string {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys]
    .filter((k) => a[k] !== b[k])
    .slice(0, 5)
    .map((k) => `${k} ${a[k] ?? 0} -> ${b[k] ?? 0}`)
    .join(', ');
}
