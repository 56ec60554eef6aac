// Monkey Lab rulings ML-1..ML-9 and the rulebook's worked examples, as scenario tests.
// Lab: every board on side A (see src/games/monkey-lab/lab.ts for the room codes).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  cage,
  cageOf,
  carry,
  floor,
  game,
  hand,
  I,
  legal,
  play,
  R,
  refused,
  table,
} from './helpers.ts';
import { scoreGame } from '../../../src/games/monkey-lab/rules.ts';

test('ML-1 a turn is up to three actions, repeats allowed, and may end early', () => {
  let s = table(2);
  s = play(s, 0, 'move nw1');
  s = play(s, 0, 'move nwo');
  assert.equal(s.turn, 0);
  s = play(s, 0, 'move nw1');
  assert.equal(s.turn, 1, 'the third action ends the turn');
  s = play(s, 1, 'move sw1');
  s = play(s, 1, 'end');
  assert.equal(s.turn, 0);
  assert.equal(refused(s, 1, 'move lobby').code, 'not-your-turn');
});

test('ML-2 guard example 1: an action ending in the guard room ends the turn', () => {
  let s = table(2);
  s.at[0] = R('nw1');
  s.guard = R('nw1');
  floor(s, 'nw1', ['box']);
  s = play(s, 0, 'take box'); // the first action is always allowed
  assert.equal(s.carry[0], I('box'));
  assert.equal(s.turn, 1);
});

test('ML-2 guard example 2: moving into the guard room ends the turn', () => {
  let s = table(2);
  s.guard = R('nw1');
  s = play(s, 0, 'move nw1');
  assert.equal(s.turn, 1);
});

test('ML-2 guard example 3: leaving the guard room lets the monkey go on', () => {
  let s = table(2);
  s.at[0] = R('nw1');
  s.guard = R('nw1');
  s = play(s, 0, 'move nwo');
  assert.equal(s.turn, 0);
  s = play(s, 0, 'move nw2');
  assert.equal(s.turn, 0);
});

test('ML-2 Move Twice stops in the guard room after its first step', () => {
  let s = table(2);
  hand(s, 0, [3]);
  s.guard = R('nw1');
  assert.ok(legal(s, 0).includes('twice nw1'));
  assert.ok(!legal(s, 0).some((m) => m.startsWith('twice nw1 ')));
  s = play(s, 0, 'twice nw1');
  assert.equal(s.at[0], R('nw1'));
  assert.equal(s.turn, 1);
});

test('ML-2 Move Guard out of your room lets you go on; into it ends the turn', () => {
  let s = table(2);
  hand(s, 0, [4, 4]);
  s.guard = R('lobby');
  s = play(s, 0, 'guard swo');
  assert.equal(s.turn, 0);
  s = play(s, 0, 'guard lobby');
  assert.equal(s.turn, 1);
});

test('ML-3 a cage must be revealed before it is unlocked; duplicates count; items stay', () => {
  let s = table(2);
  const c = cageOf('box', 'box', 'scalpel');
  cage(s, 'nw1', c, false);
  s.at[0] = R('nw1');
  carry(s, 0, 'box');
  floor(s, 'nw1', ['box', 'scalpel']);
  assert.equal(refused(s, 0, 'unlock').rule, 'ML-3');
  s = play(s, 0, 'reveal');
  assert.equal(game.view(s, 1).cage[R('nw1')], c);
  s = play(s, 0, 'unlock');
  assert.deepEqual(s.cages[0], [c]);
  assert.deepEqual(s.floor[R('nw1')], [I('scalpel'), I('box')].sort());
  assert.equal(s.carry[0], I('box'));

  const t = table(2);
  cage(t, 'nw1', c, true);
  t.at[0] = R('nw1');
  floor(t, 'nw1', ['box', 'scalpel']);
  carry(t, 0, null);
  assert.equal(refused(t, 0, 'unlock').code, 'missing-items', 'one box is not two');
});

test("ML-3 ML-4 George and Kelly's unlock example", () => {
  // George (seat 0) carries a scalpel into a room with a microscope and a 2-monkey cage; Kelly
  // (seat 1) is one doorway away and gets a 1-monkey scoring tile.
  let s = table(2);
  const c = cageOf('scalpel', 'microscope');
  cage(s, 'nw1', c, true);
  floor(s, 'nw1', ['microscope']);
  carry(s, 0, 'scalpel');
  s.at[0] = R('nw1');
  s.at[1] = R('nwo');
  s = play(s, 0, 'unlock');
  assert.deepEqual(s.cages[0], [c]);
  assert.deepEqual(s.tiles[1], [1]);
  const r = scoreGame(s);
  assert.deepEqual(r.scores, [2, 1]);
  assert.deepEqual(game.view(s, 0).tiles[1], null, 'Kelly keeps her tile face down');
  assert.deepEqual(game.view(s, 1).tiles[1], [1]);
});

test('ML-4 sharing reaches the room and rooms one doorway away only; a 1-monkey cage gives nothing', () => {
  let s = table(4);
  cage(s, 'nw1', cageOf('scalpel', 'microscope', 'box'), true);
  floor(s, 'nw1', ['microscope', 'box']);
  carry(s, 0, 'scalpel');
  s.at = [R('nw1'), R('nw1'), R('ne2'), R('nw2')]; // same room, next door, two doors away
  s = play(s, 0, 'unlock');
  assert.deepEqual(s.tiles, [[], [2], [2], []]);

  let t = table(2);
  cage(t, 'nw1', cageOf('scalpel'), true);
  carry(t, 0, 'scalpel');
  t.at = [R('nw1'), R('nw1')];
  t = play(t, 0, 'unlock');
  assert.deepEqual(t.tiles, [[], []]);
});

test('ML-5 pick up, swap and drop are one action each; one item carried at most', () => {
  let s = table(2);
  s.at[0] = R('nw1');
  floor(s, 'nw1', ['box', 'cable']);
  s = play(s, 0, 'take box');
  assert.deepEqual(s.floor[R('nw1')], [I('cable')]);
  s = play(s, 0, 'take cable'); // swap
  assert.equal(s.carry[0], I('cable'));
  assert.deepEqual(s.floor[R('nw1')], [I('box')]);
  s = play(s, 0, 'drop');
  assert.equal(s.turn, 1);
  assert.deepEqual(s.floor[R('nw1')], [I('box'), I('cable')]);
});

test('ML-5 an item carried by another monkey cannot be picked up', () => {
  const s = table(2);
  s.at = [R('nw1'), R('nw1')];
  floor(s, 'nw1', []);
  carry(s, 1, 'box');
  assert.equal(refused(s, 0, 'take box').rule, 'ML-5');
});

test("ML-6 George and Kelly's combat example", () => {
  // George (seat 0, red: scalpel) fights Kelly (seat 2, green: microscope) who carries a box.
  let s = table(3);
  s.at = [R('nw1'), R('lobby'), R('nw1')];
  carry(s, 0, 'scalpel');
  carry(s, 2, 'box');
  floor(s, 'nw1', []);
  s = play(s, 0, 'combat green swo');
  assert.deepEqual(s.floor[R('nw1')], [I('box')]);
  assert.equal(s.carry[2], -1);
  assert.equal(s.at[2], R('swo'));
});

test('ML-6 combat needs your own combat item and a target without its own', () => {
  const s = table(3);
  s.at = [R('nw1'), R('lobby'), R('nw1')];
  carry(s, 0, 'box');
  assert.equal(refused(s, 0, 'combat green lobby').rule, 'ML-6');
  carry(s, 0, 'scalpel');
  carry(s, 2, 'microscope');
  assert.equal(refused(s, 0, 'combat green lobby').rule, 'ML-6');
  carry(s, 2, null);
  s.guard = R('swo');
  const t = play(s, 0, 'combat green swo'); // the guard's room is allowed
  assert.equal(t.at[2], R('swo'));
  assert.equal(t.turn, 0);
});

test('ML-7 Move One Item and Exchange work within the region only', () => {
  let s = table(2);
  hand(s, 0, [0, 1]);
  s.at[0] = R('nw1');
  floor(s, 'nwo', ['cable']);
  floor(s, 'ne2', ['box']);
  assert.equal(refused(s, 0, 'item cable nwo nw2').rule, 'ML-7', 'nw2 is outside the region');
  s = play(s, 0, 'item cable nwo ne2');
  assert.deepEqual(s.floor[R('ne2')], [I('box'), I('cable')].sort());
  s = play(s, 0, 'exchange nwo ne2');
  assert.deepEqual(s.floor[R('nwo')], [I('box'), I('cable')].sort());
  assert.deepEqual(s.floor[R('ne2')], []);
  assert.deepEqual(s.discard, [0, 1]);
});

test('ML-7 Steal drops the target item in your room; nothing happens without a target', () => {
  let s = table(2);
  hand(s, 0, [2, 2]);
  s.at = [R('nw1'), R('nwo')];
  floor(s, 'nw1', []);
  carry(s, 1, 'cable');
  s = play(s, 0, 'steal yellow');
  assert.deepEqual(s.floor[R('nw1')], [I('cable')]);
  assert.equal(s.carry[1], -1);
  s.at[1] = R('swo');
  assert.deepEqual(
    legal(s, 0).filter((m) => m.startsWith('steal')),
    ['steal'],
  );
  s = play(s, 0, 'steal');
});

test('ML-7 Move Twice is two moves in one action; a card played refills the hand to 2', () => {
  let s = table(2);
  hand(s, 0, [3]);
  const deck = s.deck.length;
  s = play(s, 0, 'twice nw1 nwo');
  assert.equal(s.at[0], R('nwo'));
  assert.equal(s.actions, 1);
  s = play(s, 0, 'end');
  assert.equal(s.hands[0]!.length, 2);
  assert.equal(s.deck.length, deck - 2);
});

test('ML-8 the game ends when the deck is empty and the ending player holds no card', () => {
  let s = table(2);
  s.discard.push(...s.deck.splice(0), ...s.hands[0]!.splice(0));
  const held = game.clone(s);
  held.hands[0] = [s.hands[1]!.pop()!];
  assert.equal(play(held, 0, 'end').result, null, 'a card in hand keeps the game going');
  s = play(s, 0, 'end');
  assert.ok(s.result);
  assert.deepEqual(game.toAct(s), []);
});

test('ML-8 the game ends at the end of the turn in which the last cage in play is unlocked', () => {
  let s = table(2);
  for (let r = 0; r < s.cage.length; r++) {
    if (s.cage[r]! >= 0 && r !== R('nw1')) {
      s.cages[1]!.push(s.cage[r]!);
      s.cage[r] = -1;
    }
  }
  cage(s, 'nw1', cageOf('cable'), true);
  s.cages[1] = s.cages[1]!.filter((c) => c !== cageOf('cable'));
  s.at[0] = R('nw1');
  carry(s, 0, 'cable');
  s = play(s, 0, 'unlock');
  assert.equal(s.result, null, 'the turn goes on');
  s = play(s, 0, 'end');
  assert.ok(s.result);
});

test('ML-8 score is cage monkeys plus tiles; ties go to most cages, then a shared place', () => {
  const s = table(3);
  s.cages = [[cageOf('scalpel', 'microscope')], [], [cageOf('box'), cageOf('cable')]];
  s.tiles = [[], [2], []];
  const r = scoreGame(s);
  assert.deepEqual(r.scores, [2, 2, 2]);
  assert.deepEqual(r.ranking, [2, 3, 1]);
  s.cages[0] = [cageOf('scalpel'), cageOf('microscope')];
  assert.deepEqual(scoreGame(s).ranking, [1, 3, 1]);
});

test('ML-9 the first player is drawn at random from the seed', () => {
  const firsts = new Set<number>();
  for (let i = 0; i < 30; i++)
    firsts.add(game.setup({ sides: 'random', deck: 'standard' }, 4, `seed${i}`).turn);
  assert.deepEqual([...firsts].sort(), [0, 1, 2, 3]);
});
