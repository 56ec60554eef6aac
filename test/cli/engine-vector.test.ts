// Vector environments over the engine protocol: `vectorNew`, `stepMany` with binary frames, and
// their refusals; each game is the game its seed deals, stepped by action ids.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineSession } from '../../src/cli/engine-session.ts';
import { actionTable, decisionPoint } from '../../src/engine/actions.ts';
import { Rng } from '../../src/engine/rng.ts';
import { placeReturns } from '../../src/engine/returns.ts';
import { findGame } from '../../src/games/index.ts';

type Answer = { result?: Record<string, unknown>; error?: { data?: { code?: string } } };
const session = () => {
  const s = new EngineSession();
  let id = 0;
  return (method: string, params: unknown) =>
    JSON.parse(
      s.handleLine(JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }))!,
    ) as Answer;
};
const bytes = (b64: unknown) => Buffer.from(b64 as string, 'base64');
const floats = (b64: unknown) => {
  const b = bytes(b64);
  return Array.from({ length: b.length / 4 }, (_, i) => b.readFloatLE(4 * i));
};

test('stepMany: every game is the game of its seed, one action id at a time, dealt again at its end', () => {
  const call = session();
  const game = findGame('chimps-on-mars')!;
  const options = game.parseOptions({});
  assert.ok(options.ok);
  const n = 3;
  const made = call('vectorNew', { game: game.id, players: 3, n, seed: 'v' }).result!;
  const size = made.numDistinctActions as number;
  const table = actionTable(game, 3, options.value);
  assert.equal(size, table.size);
  // Game 2 followed beside it, through the engine directly.
  let state = game.setup(options.value, 3, 'v/2/0');
  let prefix: number[] = [];
  let frame = call('stepMany', { vector: made.vector, tensors: true }).result!;
  const rng = new Rng('pick');
  let ended = 0;
  for (let step = 0; step < 900; step++) {
    const mask = bytes(frame.mask);
    assert.equal(mask.length, n * size);
    assert.equal(floats(frame.observations).length, n * (made.observationSize as number));
    const seat = game.toAct(state)[0]!;
    assert.equal((frame.player as number[])[2], seat);
    const seqs = table.sequences(game.legalMoves(state, seat));
    const point = decisionPoint(seqs, prefix);
    const legal = [...mask.subarray(2 * size, 3 * size)].flatMap((m, a) => (m ? [a] : []));
    assert.deepEqual(
      legal,
      point.next,
      `step ${step} (${ended} ended, done ${bytes(frame.done)[2]}): the mask is the decisions open`,
    );
    const actions = [0, 1, 2].map((i) => {
      const row = [...mask.subarray(i * size, (i + 1) * size)].flatMap((m, a) => (m ? [a] : []));
      return rng.pick(row);
    });
    frame = call('stepMany', { vector: made.vector, actions, tensors: true }).result!;
    prefix = [...prefix, actions[2]!];
    const done = decisionPoint(seqs, prefix);
    if (done.move >= 0) {
      game.play(state, seat, game.legalMoves(state, seat)[done.move]);
      prefix = [];
      const result = game.result(state);
      if (result) {
        assert.equal(bytes(frame.done)[2], 1);
        assert.deepEqual(floats(frame.rewards).slice(6, 9), placeReturns(result, 3));
        ended++;
        state = game.setup(options.value, 3, `v/2/${ended}`);
      }
    }
    if (!game.result(state) && bytes(frame.done)[2] === 0)
      assert.deepEqual(floats(frame.rewards).slice(6, 9), [0, 0, 0]);
  }
  assert.ok(ended >= 1, 'game 2 ended and was dealt again');
});

test('vectorNew and stepMany refuse bad params and illegal actions, changing no game', () => {
  const call = session();
  assert.equal(call('vectorNew', { game: 'moon', n: 0 }).error?.data?.code, 'bad-params');
  assert.equal(
    call('vectorNew', { game: 'moon', players: 9, n: 2 }).error?.data?.code,
    'bad-player-count',
  );
  const { vector } = call('vectorNew', { game: 'monkey-lab', players: 2, n: 2, seed: 1 }).result!;
  const before = call('stepMany', { vector }).result!;
  assert.equal(call('stepMany', { vector, actions: [0] }).error?.data?.code, 'bad-params');
  assert.equal(call('stepMany', { vector, actions: ['a', 1] }).error?.data?.code, 'bad-params');
  const mask = bytes(before.mask);
  const size = mask.length / 2;
  const legal0 = mask.subarray(0, size).indexOf(1);
  const illegal1 = mask.subarray(size).indexOf(0);
  assert.equal(
    call('stepMany', { vector, actions: [legal0, illegal1] }).error?.data?.code,
    'bad-actions',
  );
  assert.deepEqual(call('stepMany', { vector }).result, before, 'the refused step changed nothing');
  assert.equal(call('stepMany', { vector, masks: 'bits' }).error?.data?.code, 'bad-params');
  assert.equal(call('stepMany', { vector, tensors: 'yes' }).error?.data?.code, 'bad-params');
  assert.equal(call('stepMany', { vector: 999 }).error?.data?.code, 'unknown-state');
  assert.equal(call('vectorFree', { vector }).result, true);
  assert.equal(call('stepMany', { vector }).error?.data?.code, 'unknown-state');
});

for (const [game, players] of [
  ['monkeys-on-the-moon', 3],
  ['moon', 5],
  ['monkey-lab', 4],
  ['chimps-on-mars', 5],
] as const)
  test(`sparse masks and observations say what dense ones do through whole games: ${game}`, () => {
    // Two vectors of one seed stepped alike, one read densely and one sparsely. The sparse frame
    // takes every fast path (the game's action numbering, its quick tensor view, sparse writers);
    // the dense observations are made from the full view. Monkeys on the Moon's bids, Moon's
    // constructions and Chimps on Mars's swaps are several decisions in a row, so prefixes are
    // open across steps.
    const call = session();
    const made = (masks: string) => {
      const { vector } = call('vectorNew', { game, players, n: 4, seed: 's' }).result!;
      return { vector, masks };
    };
    const dense = made('dense');
    const sparse = made('sparse');
    const rng = new Rng('sparse');
    let actions: number[] | undefined;
    let ended = 0;
    for (let step = 0; step < 500; step++) {
      const d = call('stepMany', { ...dense, actions, tensors: true }).result!;
      const s = call('stepMany', { ...sparse, actions, tensors: 'sparse' }).result!;
      assert.equal(s.mask, undefined, 'a sparse frame has no dense mask');
      assert.equal(s.observations, undefined, 'nor dense observations');
      // The observations that are not zero, at their places, make the dense block again.
      const full = floats(d.observations);
      const places = new Int32Array(Uint8Array.from(bytes(s.observationIndex)).buffer);
      assert.ok(
        places.every((p, k) => k === 0 || p > places[k - 1]!),
        'the places ascend',
      );
      const rebuilt = new Array<number>(full.length).fill(0);
      floats(s.observationValue).forEach((v, k) => (rebuilt[places[k]!] = v));
      assert.deepEqual(rebuilt, full, `step ${step}: the sparse observations`);
      assert.deepEqual(s.player, d.player);
      assert.equal(s.rewards, d.rewards);
      assert.equal(s.done, d.done);
      ended += [...bytes(d.done)].filter(Boolean).length;
      const mask = bytes(d.mask);
      const size = mask.length / 4;
      const ints = (b64: unknown) => {
        const b = bytes(b64);
        return Array.from({ length: b.length / 4 }, (_, i) => b.readInt32LE(4 * i));
      };
      const offsets = ints(s.legalOffsets);
      const legal = ints(s.legal);
      assert.equal(offsets.length, 5);
      assert.equal(offsets[4], legal.length);
      actions = [0, 1, 2, 3].map((i) => {
        const open = [...mask.subarray(i * size, (i + 1) * size)].flatMap((m, a) => (m ? [a] : []));
        assert.deepEqual(legal.slice(offsets[i], offsets[i + 1]), open, `step ${step}, game ${i}`);
        return rng.pick(open);
      });
    }
    // Moon's and Chimps on Mars's games outlast these steps; the others are dealt again.
    if (game === 'monkeys-on-the-moon' || game === 'monkey-lab')
      assert.ok(ended >= 1, 'games ended and were dealt again');
  });
