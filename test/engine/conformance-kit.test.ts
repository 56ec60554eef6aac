// The kit itself must catch broken games: each case below breaks one contract of a real game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlayout, ConformanceError } from '../../src/engine/conformance.ts';
import { ok } from '../../src/engine/game.ts';
import { num, nums, ViewTensor } from '../../src/engine/tensor.ts';
import type { Game } from '../../src/engine/game.ts';
import { monkeysOnTheMoon as mm } from '../../src/games/monkeys-on-the-moon/index.ts';
import type {
  MMMove,
  MMOptions,
  MMState,
  MMView,
} from '../../src/games/monkeys-on-the-moon/index.ts';

type MM = Game<MMState, MMMove, MMView, MMOptions>;
const broken = (patch: Partial<MM>): MM => ({ ...mm, ...patch });
const expectKitFailure = (game: MM, pattern: RegExp) =>
  assert.throws(
    () => checkPlayout(game, {}, 3, 'kit-test'),
    (e: unknown) => e instanceof ConformanceError && pattern.test(e.message),
  );

test('the unbroken game passes', () => {
  checkPlayout(mm, {}, 3, 'kit-test');
});

test('a view that shows other seats their coins is caught as a leak', () => {
  expectKitFailure(
    broken({
      view: (s, viewer) => ({ ...mm.view(s, viewer), coins: s.coins.map((c) => c.slice()) }),
    }),
    /view changes when its hidden part is re-sampled/,
  );
});

test('a spectator view that shows a hand is caught', () => {
  expectKitFailure(
    broken({
      view: (s, viewer) =>
        viewer === 'spectator'
          ? { ...mm.view(s, viewer), hands: s.hands.map((h) => h.slice()) }
          : mm.view(s, viewer),
    }),
    /spectator view changes/,
  );
});

test('an apply that mutates its input is caught', () => {
  expectKitFailure(
    broken({
      apply: (s, seat, move) => {
        mm.play(s, seat, move);
        return ok(s);
      },
    }),
    /mutated its input|`play` and `apply` disagree/,
  );
});

test('a move listed twice is caught', () => {
  expectKitFailure(
    broken({ legalMoves: (s, seat) => [...mm.legalMoves(s, seat), ...mm.legalMoves(s, seat)] }),
    /listed twice/,
  );
});

test('a game that outlasts its declared bound is caught', () => {
  expectKitFailure(broken({ maxMoves: () => 10 }), /did not end within its declared bound/);
});

test('a coin that vanishes is caught by conservation', () => {
  const leaky = broken({
    apply: (s, seat, move) => {
      const r = mm.apply(s, seat, move);
      if (r.ok && move.type === 'pass')
        r.value.supply[0] = Math.max(0, (r.value.supply[0] as number) - 1);
      return r;
    },
  });
  expectKitFailure(leaky, /components not conserved|disagree/);
});

test('legal moves that depend on a hidden part are caught', () => {
  // Offering a pass only when seat 1 holds a Brown coin leaks seat 1's coins to the acting seat.
  expectKitFailure(
    broken({
      legalMoves: (s, seat) =>
        mm
          .legalMoves(s, seat)
          .filter((m) => m.type !== 'pass' || (s.coins[(seat + 1) % s.players]?.[0] ?? 0) > 0),
    }),
    /legal moves depend on what it cannot see|must act but has no legal move/,
  );
});

// Stable action ids (engine/actions.ts): each way to break an action space is caught.
const space = mm.actionSpace(3, { maximumScorn: false, treachery: false });

test('a move with a decision outside the action space is caught', () => {
  expectKitFailure(
    broken({ actionSpace: () => ({ ...space, names: space.names.filter((n) => n !== 'pass') }) }),
    /actions: move "pass" has a decision outside the action space/,
  );
});

test('two moves with the same actions are caught', () => {
  expectKitFailure(
    broken({
      actionSpace: () => ({
        ...space,
        decisions: (m) => (m.type === 'bid' ? ['bid done'] : space.decisions(m)),
      }),
    }),
    /have the same actions/,
  );
});

test('a move whose actions start another move’s is caught (a bid without its end)', () => {
  expectKitFailure(
    broken({
      actionSpace: () => ({
        ...space,
        decisions: (m) => space.decisions(m).filter((d) => d !== 'bid done'),
      }),
    }),
    /start those of/,
  );
});

test('an action space that names one decision twice is caught', () => {
  expectKitFailure(
    broken({ actionSpace: () => ({ ...space, names: [...space.names, 'pass'] }) }),
    /the action space or tensor layout is broken: action "pass" is named twice/,
  );
});

// Observation tensors (engine/tensor.ts): a fixed size, made from the view alone.
test('a tensor whose length changes with the position is caught', () => {
  expectKitFailure(
    broken({
      observationTensor: () =>
        new ViewTensor<MMView>([nums('civDiscard', 3, 'the discard pile', (v) => v.civDiscard)]),
    }),
    /observation tensor of \d+ fails: tensor slice "civDiscard" holds 3/,
  );
});

test('a tensor that is not made of the view alone is caught when the hidden part is re-sampled', () => {
  let calls = 0;
  expectKitFailure(
    broken({
      observationTensor: () => new ViewTensor<MMView>([num('calls', 'a counter', () => calls++)]),
    }),
    /observation tensor changes when its hidden part is re-sampled \(at calls\[0\]\)/,
  );
});

// Fast paths (a vector's): the game's own numbering and quick tensor view must give what the
// generic way gives.
test('a game numbering a move otherwise than its names is caught', () => {
  expectKitFailure(
    broken({
      actionSpace: () => ({
        ...space,
        ids: (m) => (m.type === 'pass' ? [0] : space.ids!(m)),
      }),
    }),
    /the game numbers "pass" as \[0\], its names as \[\d+\]/,
  );
});

test('a quick tensor view that shows other seats their coins is caught', () => {
  expectKitFailure(
    broken({
      tensorView: (s, viewer) => ({ ...mm.tensorView!(s, viewer), coins: s.coins }),
    }),
    /observation tensor of \d+ from its quick view \(tensorView\) differs at coins@\+\d/,
  );
});

test('a sparse tensor part that leaves a number out is caught', () => {
  const part = nums<MMView>('track', 6, 'the track', (v) => v.track);
  expectKitFailure(
    broken({
      observationTensor: () =>
        new ViewTensor<MMView>([{ ...part, writeSparse: (_v, _w, _out, at) => at + 6 }]),
    }),
    /sparse observation tensor of \d+ differs at track\[\d\]/,
  );
});
