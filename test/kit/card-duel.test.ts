// A game written in one folder with defineGame (test/kit/card-duel) passes the engine's
// conformance kit, gets what defineGame derives, and joins the registry at run time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  actionTable,
  conformanceCases,
  parseRecord,
  RECORD_FORMAT,
  replay,
} from '../../src/engine/index.ts';
import { findGame, GAMES, registerGame } from '../../src/games/index.ts';
import { cardDuel } from './card-duel/index.ts';
import { scenario } from '../games/scenario.ts';

for (const c of conformanceCases(cardDuel, { playouts: 30, seed: 'kit' }))
  test(`conformance: ${c.name}`, () => c.run());

/** Every source file under `dir`. */
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|js|css|html)$/.test(name) ? [path] : [];
  });

test('no file of src/ or web/ names the game: the registration in the tests is all it takes', () => {
  const naming = [...sources('src'), ...sources('web/src'), 'web/index.html'].filter((f) =>
    /card-duel|Card Duel|cardDuel/.test(readFileSync(f, 'utf8')),
  );
  assert.deepEqual(naming, []);
});

test('registerGame: the game joins the registry once; a taken id or a bad id is refused', () => {
  assert.equal(findGame('card-duel'), undefined, 'no file of src/ knows the game');
  registerGame(cardDuel);
  registerGame(cardDuel);
  assert.equal(findGame('card-duel'), cardDuel);
  assert.equal(GAMES.filter((g) => g.id === 'card-duel').length, 1);
  assert.throws(() => registerGame({ ...cardDuel }), /"card-duel" is registered already/);
  assert.throws(() => registerGame({ ...cardDuel, id: 'Card Duel' }), /lower-case words/);
});

test('defineGame derives apply, the string guard of parseMove, options and the action space', () => {
  const state = cardDuel.setup({}, 2, 'derive');
  // apply refuses what has not the shape of a move before any rule is read.
  const bad = cardDuel.apply(state, 0, { type: 'play', card: 9 } as never);
  assert.equal(!bad.ok && bad.error.code, 'malformed-move');
  // ...then the game's own check, with its ruling.
  const late = cardDuel.apply(state, 1, { type: 'draw' });
  assert.equal(!late.ok && late.error.rule, 'CD-1');
  assert.equal(cardDuel.parseMove(7 as never).ok, false, 'a move is a string');
  // A game without options refuses any.
  const opt = cardDuel.parseOptions({ fast: true });
  assert.equal(!opt.ok && opt.error.code, 'unknown-option');
  // One decision per move, named by the move's string form.
  const table = actionTable(cardDuel, 2, {});
  assert.deepEqual(table.names, [
    'play 1',
    'play 2',
    'play 3',
    'play 4',
    'play 5',
    'play 6',
    'draw',
  ]);
  assert.deepEqual(table.sequence({ type: 'draw' }), [6]);
});

test('the default log lines show the move to its mover only in a game of hidden information', () => {
  const before = cardDuel.setup({}, 2, 'lines');
  const card = (before.hands[0] as number[])[0] as number;
  const after = cardDuel.apply(before, 0, { type: 'play', card });
  assert.ok(after.ok);
  const move = { type: 'play', card } as const;
  assert.deepEqual(cardDuel.describe(before, 0, move, after.value, 0), [
    `Player 1: Play the ${card}.`,
  ]);
  assert.deepEqual(cardDuel.describe(before, 0, move, after.value, 1, 'de'), [
    'Spieler 1 hat gezogen.',
  ]);
  assert.deepEqual(cardDuel.describe(before, 0, move, after.value, 'spectator'), [
    'Player 1 has moved.',
  ]);
});

test('CD-4: a card scores only when it beats the card the other played last', () => {
  const s = scenario(cardDuel);
  // The first seed that deals seat 1 the 5 and seat 2 the 3.
  let seed = 0;
  let state = cardDuel.setup({}, 2, `cd4/${seed}`);
  while (!((state.hands[0] as number[]).includes(5) && (state.hands[1] as number[]).includes(3)))
    state = cardDuel.setup({}, 2, `cd4/${++seed}`);
  state = s.play(state, 0, 'play 5');
  assert.deepEqual(state.scores, [5, 0], 'nothing played yet by seat 2: the 5 scores');
  state = s.play(state, 1, 'play 3');
  assert.deepEqual(state.scores, [5, 0], 'the 3 does not beat the 5: it scores nothing');
  assert.equal(s.refused(state, 0, 'play 5').rule, 'CD-2', 'the 5 has left the hand');
});

test('a record of the game is read and replayed through the registry', () => {
  registerGame(cardDuel);
  let state = cardDuel.setup({}, 2, 'replay');
  const moves: { seat: number; move: string }[] = [];
  while (cardDuel.toAct(state).length) {
    const seat = cardDuel.toAct(state)[0] as number;
    const move = cardDuel.legalMoves(state, seat).at(-1)!;
    moves.push({ seat, move: cardDuel.encodeMove(move) });
    const next = cardDuel.apply(state, seat, move);
    assert.ok(next.ok);
    state = next.value;
  }
  const text = JSON.stringify({
    format: RECORD_FORMAT,
    game: 'card-duel',
    options: {},
    players: 2,
    seed: 'replay',
    moves,
  });
  const record = parseRecord(text, findGame);
  assert.ok(record.ok, 'the registry knows the game');
  const again = replay(cardDuel, record.value);
  assert.ok(again.ok);
  assert.deepEqual(again.state, state);
});
