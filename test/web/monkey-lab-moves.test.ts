// The Monkey Lab board's click logic (web/src/boards/monkey-lab/moves.ts) without a browser:
// following every click the board offers, from every choice under way, reaches exactly the
// legal moves, never anything else.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ITEMS } from '../../src/games/monkey-lab/data.ts';
import { monkeyLab as game } from '../../src/games/monkey-lab/index.ts';
import type { MLState, MLView } from '../../src/games/monkey-lab/index.ts';
import { GLOSSARY } from '../../src/games/monkey-lab/glossary.ts';
import { BOARDS, ROOM_COUNT } from '../../src/games/monkey-lab/lab.ts';
import {
  BOARD_VERBS,
  boardHandles,
  modeAlive,
  offerFor,
  prefixOf,
} from '../../web/src/boards/monkey-lab/moves.ts';
import { KEY, touched } from '../../web/src/boards/monkey-lab/moves.ts';
import type { Mode, Offer, Target } from '../../web/src/boards/monkey-lab/moves.ts';
import { decide } from '../../web/src/boards/monkey-lab/steps.ts';
import { BREAKS_DE } from '../../web/src/boards/monkey-lab/words.ts';
import type { Action, Decision } from '../../web/src/boards/monkey-lab/steps.ts';
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

const NAMES = ['Ada', 'Ben', 'Cy', 'Dee'];

/** Every move the board's steps play from `mode` on: map rooms, cards at hand, the action bar. */
function byDecisions(
  v: MLView,
  legal: { move: string; label: string }[],
  mode: Mode | null,
  seen = new Set<string>(),
): Set<string> {
  const out = new Set<string>();
  const d = decide(v, legal, mode, NAMES) as Decision;
  const follow = (a: Action) => {
    if (a.kind === 'move') {
      assert.ok(
        legal.some((l) => l.move === a.move),
        `the board offers an illegal move ${a.move}`,
      );
      out.add(a.move);
    } else if (a.kind === 'mode') {
      const key = prefixOf(a.mode);
      if (seen.has(key)) return;
      seen.add(key);
      for (const m of byDecisions(v, legal, a.mode, seen)) out.add(m);
    }
  };
  for (const b of d.buttons) follow(b.action);
  const onMap = [...d.items.values()].flatMap((inRoom) => [...inRoom.values()]);
  for (const o of [...d.rooms.values(), ...onMap, ...d.cards.values()])
    follow('move' in o ? { kind: 'move', move: o.move } : { kind: 'mode', mode: o.next });
  // The items to move are tapped on the map; the bar lists them only when asked (its one
  // button), and then the same ones, so the number keys reach each.
  if (onMap.length) {
    const ask = d.buttons.filter((b) => b.action.kind === 'list');
    assert.equal(ask.length, 1, 'one button asks for the list');
    const listed = decide(v, legal, mode, NAMES, true) as Decision;
    const steps = (os: readonly Exclude<Offer, null>[]) =>
      os.map((o) => ('next' in o ? prefixOf(o.next) : o.move)).sort();
    const inBar = listed.buttons.flatMap((b) =>
      b.action.kind === 'mode'
        ? [prefixOf(b.action.mode)]
        : b.action.kind === 'move'
          ? [b.action.move]
          : [],
    );
    assert.deepEqual(inBar.sort(), steps(onMap));
    assert.ok(d.buttons.length <= 2, 'the bar stays short: the list button and Cancel');
  }
  // A step under way always offers a way back, and its prompt says what to do.
  if (mode) assert.ok(d.buttons.some((b) => b.action.kind === 'cancel'));
  assert.ok(d.prompt.length > 10);
  return out;
}

test('Monkey Lab board steps: the map, the hand and the action bar reach exactly the legal moves', () => {
  const pick = picker(9);
  let positions = 0;
  let stepped = 0;
  for (const [players, seed] of [
    [2, 'steps-1'],
    [3, 'steps-2'],
    [4, 'steps-3'],
  ] as const) {
    const options = game.parseOptions({});
    assert.ok(options.ok);
    const s: MLState = game.setup(options.value, players, seed);
    for (let step = 0; step < 400 && !s.result; step++) {
      const seat = game.toAct(s)[0] as number;
      const legalMoves = game.legalMoves(s, seat);
      const legal = legalMoves.map((m) => ({
        move: game.encodeMove(m),
        label: game.moveLabel?.(s, seat, m, 'en') ?? '',
      }));
      const v = game.view(s, seat);
      const got = byDecisions(v, legal, null);
      assert.deepEqual([...got].sort(), legal.map((l) => l.move).sort());
      if (legal.some((l) => / .* /.test(l.move) && !l.move.startsWith('item'))) stepped++;
      // Others and spectators get a sentence and nothing to choose.
      const other = decide(game.view(s, 'spectator'), [], null, NAMES) as Decision;
      assert.equal(other.buttons.length + other.rooms.size + other.cards.size, 0);
      assert.match(other.prompt, new RegExp(NAMES[seat] as string));
      positions++;
      game.play(s, seat, legalMoves[pick() % legalMoves.length]!);
    }
  }
  assert.ok(positions > 100 && stepped > 0);
});

test('Monkey Lab touched: a move marks the monkey, the guard, the items and the player it changed', () => {
  const options = game.parseOptions({});
  assert.ok(options.ok);
  const s: MLState = game.setup(options.value, 2, 'touch');
  const seat = game.toAct(s)[0] as number;
  const before = game.view(s, 'spectator');
  const walk = game.legalMoves(s, seat).find((m) => m.type === 'move');
  assert.ok(walk);
  game.play(s, seat, walk);
  const after = game.view(s, 'spectator');
  const keys = touched(before, after);
  assert.ok(keys.includes(KEY.monkey(seat)), `the monkey that walked: ${keys.join(' ')}`);
  assert.ok(!keys.includes(KEY.guard) || before.guard !== after.guard);
  assert.deepEqual(touched(after, after), []);
});

test('German room names break between the words of a compound on a phone: every long name has its soft hyphens', () => {
  const names = new Set([
    GLOSSARY.lobby.de,
    ...BOARDS.flatMap((b) => Object.values(b).flatMap((side) => side.roomsDe)),
  ]);
  for (const name of names) {
    const broken = BREAKS_DE[name];
    if (name.length > 10) assert.ok(broken, `${name} has its break points`);
    if (broken === undefined) continue;
    assert.equal(broken.replaceAll('·', ''), name, 'the same letters');
    // No part so long that the browser must break it anywhere (a room is about 10 letters wide).
    for (const part of broken.split('·')) assert.ok(part.length <= 9, `${broken}: ${part}`);
  }
  for (const name of Object.keys(BREAKS_DE)) assert.ok(names.has(name), `${name} is a room`);
});
