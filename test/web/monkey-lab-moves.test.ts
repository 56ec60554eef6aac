// The Monkey Lab board's click logic (web/src/boards/monkey-lab/moves.ts) without a browser:
// following every click the board offers, from every choice under way, reaches exactly the
// legal moves, never anything else.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ITEMS } from '../../src/games/monkey-lab/data.ts';
import { monkeyLab as game } from '../../src/games/monkey-lab/index.ts';
import type { MLState, MLView } from '../../src/games/monkey-lab/index.ts';
import { ROOM_COUNT } from '../../src/games/monkey-lab/lab.ts';
import {
  BOARD_VERBS,
  boardHandles,
  modeAlive,
  offerFor,
  prefixOf,
} from '../../web/src/boards/monkey-lab/moves.ts';
import type { Mode, Target } from '../../web/src/boards/monkey-lab/moves.ts';
import { picker } from './helpers.ts';

/** Everything the board draws as clickable for a view: rooms, floor items, monkeys, cages, panel buttons. */
function targetsOf(v: MLView): Target[] {
  const out: Target[] = [{ kind: 'drop' }, { kind: 'end' }, { kind: 'bare' }];
  for (let room = 0; room < ROOM_COUNT; room++) {
    out.push({ kind: 'room', room }, { kind: 'cage', room });
    for (const item of v.floor[room] ?? []) out.push({ kind: 'item', room, item });
  }
  for (let seat = 0; seat < v.players; seat++) out.push({ kind: 'monkey', seat });
  for (let card = 0; card < 5; card++) out.push({ kind: 'card', card });
  return out;
}

/** Every move reachable by clicks, following each step the board offers. */
function reachable(legal: ReadonlySet<string>, v: MLView, here: number): Set<string> {
  const moves = new Set<string>();
  const seen = new Set<string>();
  const queue: (Mode | null)[] = [null];
  while (queue.length) {
    const mode = queue.shift() as Mode | null;
    for (const t of targetsOf(v)) {
      const o = offerFor(legal, mode, t, here);
      if (!o) continue;
      if ('move' in o) moves.add(o.move);
      else {
        assert.ok(modeAlive(legal, o.next), `a step leads nowhere: ${prefixOf(o.next)}`);
        const key = prefixOf(o.next);
        if (!seen.has(key)) {
          seen.add(key);
          queue.push(o.next);
        }
      }
    }
  }
  return moves;
}

test('Monkey Lab board: clicks reach exactly the legal moves, in every position of seeded games', () => {
  const pick = picker(5);
  let positions = 0;
  const verbs = new Set<string>();
  for (const [players, seed] of [
    [2, 'web-1'],
    [3, 'web-2'],
    [4, 'web-3'],
  ] as const) {
    const options = game.parseOptions({});
    assert.ok(options.ok);
    const s: MLState = game.setup(options.value, players, seed);
    for (let step = 0; step < 400 && !s.result; step++) {
      const seat = game.toAct(s)[0] as number;
      const legalMoves = game.legalMoves(s, seat);
      const legal = new Set(legalMoves.map((m) => game.encodeMove(m)));
      const v = game.view(s, seat);
      const got = reachable(legal, v, v.at[seat] as number);
      assert.deepEqual([...got].sort(), [...legal].sort());
      for (const m of legal) {
        assert.ok(boardHandles(m), `the board should offer ${m}`);
        verbs.add(m.split(' ')[0] as string);
      }
      // Another seat, or a spectator, gets no moves and so no clicks.
      const other = game.view(s, 'spectator');
      assert.equal(reachable(new Set(), other, -1).size, 0);
      positions++;
      game.play(s, seat, legalMoves[pick() % legalMoves.length]!);
    }
  }
  assert.ok(positions > 100);
  // The games went through every kind of move: cards, combat and the plain actions.
  for (const verb of BOARD_VERBS) assert.ok(verbs.has(verb), `no position offered ${verb}`);
});

test('Monkey Lab board: an exchange can start from either room; a move one item from its item', () => {
  const legal = new Set(['exchange nw1 nwo', 'item box nw1 lobby', 'item box nw1 nwo', 'end']);
  const here = 1; // nw1
  const card = (n: number): Target => ({ kind: 'card', card: n });
  const ex = offerFor(legal, null, card(1), here);
  assert.deepEqual(ex, { next: { verb: 'exchange', picks: [] } });
  // nwo (room 2) sorts after nw1 (room 1) but may be clicked first.
  const first = offerFor(legal, { verb: 'exchange', picks: [] }, { kind: 'room', room: 2 }, here);
  assert.deepEqual(first, { next: { verb: 'exchange', picks: ['nwo'] } });
  assert.deepEqual(
    offerFor(legal, { verb: 'exchange', picks: ['nwo'] }, { kind: 'room', room: 1 }, here),
    { move: 'exchange nw1 nwo' },
  );
  // The same room twice is no exchange.
  assert.equal(
    offerFor(legal, { verb: 'exchange', picks: ['nwo'] }, { kind: 'room', room: 2 }, here),
    null,
  );
  const box = ITEMS.indexOf('box');
  const item = offerFor(
    legal,
    { verb: 'item', picks: [] },
    { kind: 'item', room: 1, item: box },
    here,
  );
  assert.deepEqual(item, { next: { verb: 'item', picks: ['box', 'nw1'] } });
  assert.deepEqual(
    offerFor(legal, { verb: 'item', picks: ['box', 'nw1'] }, { kind: 'room', room: 0 }, here),
    { move: 'item box nw1 lobby' },
  );
  // Without a Steal card in hand, a card button for it offers nothing.
  assert.equal(offerFor(legal, null, card(2), here), null);
});
