// Whether a last move may be taken back (src/engine/undo.ts), on real games: a card drawn, a
// cage turned over or a chance event is never undoable; a plain move is, and taking it back
// (the record replayed without it) gives every viewer the view it had before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlayout, ConformanceError } from '../../src/engine/conformance.ts';
import type { AnyGame, Seat } from '../../src/engine/game.ts';
import { makeRecord, replay } from '../../src/engine/record.ts';
import { Rng } from '../../src/engine/rng.ts';
import { drewChance, undoRefusal, viewChange } from '../../src/engine/undo.ts';
import { findGame } from '../../src/games/index.ts';
import { monkeysOnTheMoon as mm } from '../../src/games/monkeys-on-the-moon/index.ts';

interface Step {
  before: unknown;
  seat: Seat;
  move: unknown;
  after: unknown;
  index: number;
  code: string | null;
}

/** Seeded random play of `game`, each move with the engine's answer to taking it back. */
function* steps(game: AnyGame, players: number, seed: string): Generator<Step> {
  const options = game.parseOptions({});
  assert.ok(options.ok);
  let state = game.setup(options.value, players, seed);
  const rng = new Rng(`${seed}/moves`);
  for (let index = 0; game.toAct(state).length > 0; index++) {
    const seat = rng.pick(game.toAct(state));
    const move = rng.pick(game.legalMoves(state, seat));
    const next = game.apply(state, seat, move);
    assert.ok(next.ok);
    const code = undoRefusal(game, players, state, seat, move, next.value)?.code ?? null;
    yield { before: state, seat, move, after: next.value, index, code };
    state = next.value;
  }
}

const find = (id: string, players: number, pred: (s: Step, game: AnyGame) => boolean) => {
  const game = findGame(id)!;
  for (const seed of ['u1', 'u2', 'u3'])
    for (const s of steps(game, players, seed)) if (pred(s, game)) return { game, step: s, seed };
  throw new Error(`no such move in ${id}`);
};

test('Monkey Lab: a cage turned over (ML, a reveal) is never undoable; the words say why in German', () => {
  const { step, game } = find('monkey-lab', 2, (s, g) => g.encodeMove(s.move).startsWith('reveal'));
  assert.equal(step.code, 'undo-revealed');
  const error = undoRefusal(game, 2, step.before, step.seat, step.move, step.after)!;
  assert.match(error.message, /showed something that was hidden/);
  assert.match(error.words!.de, /Verdecktes aufgedeckt/);
  // No chance in it: Monkey Lab shuffles only at setup, so the views alone refuse it.
  assert.equal(drewChance(step.before, step.after), false);
});

test('Chimps on Mars: a card drawn from the pile (CM-4) is never undoable', () => {
  const { step } = find(
    'chimps-on-mars',
    3,
    (s, g) => g.encodeMove(s.move) === 'draw' && s.code !== null,
  );
  assert.match(step.code!, /^undo-(revealed|chance)$/);
});

test('a move that drew from the generator is refused as chance, in every game that has one', () => {
  for (const [id, players] of [
    ['monkeys-on-the-moon', 3],
    ['moon', 2],
    ['chimps-on-mars', 3],
  ] as const) {
    const { step } = find(id, players, (s) => drewChance(s.before, s.after));
    assert.equal(step.code, 'undo-chance', id);
  }
});

test('a plain move is undoable, and the record without it gives every viewer its view before', () => {
  for (const [id, players] of [
    ['monkeys-on-the-moon', 3],
    ['monkey-lab', 2],
    ['moon', 2],
    ['chimps-on-mars', 3],
  ] as const) {
    const game = findGame(id)!;
    const moves: { seat: Seat; move: string }[] = [];
    let found = false;
    for (const s of steps(game, players, 'plain')) {
      if (s.code === null && s.index > 2) {
        const back = replay(game, makeRecord(id, {}, players, 'plain', moves));
        assert.ok(back.ok);
        for (const v of [...Array.from({ length: players }, (_, i) => i), 'spectator' as const])
          assert.deepEqual(game.view(back.state, v), game.view(s.before, v), `${id} viewer ${v}`);
        found = true;
        break;
      }
      moves.push({ seat: s.seat, move: game.encodeMove(s.move) });
    }
    assert.ok(found, `${id}: some move is undoable`);
  }
});

test('viewChange lists each changed place with its new value', () => {
  assert.equal(viewChange({ a: [1, 2], b: 'x' }, { a: [1, 3], b: 'x' }), '$.a.1=3');
  assert.equal(viewChange({ a: [1, 2] }, { a: [1] }), '$.a.1=gone');
  assert.equal(viewChange({ a: 1 }, { a: 1 }), '');
});

test('the kit catches a game that declares every move undoable (chance and bids alike)', () => {
  assert.throws(
    () => checkPlayout({ ...mm, undoable: () => true }, {}, 3, 'undo-kit'),
    (e: unknown) =>
      e instanceof ConformanceError &&
      /drew from the generator but is undoable|showed a seat something hidden/.test(e.message),
  );
});

test('the kit passes a game that declares no move undoable', () => {
  checkPlayout({ ...mm, undoable: () => false }, {}, 3, 'undo-kit');
});
