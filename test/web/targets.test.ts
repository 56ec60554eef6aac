// The way to a move's targets (web/src/table/targets.ts) without a browser: the board's own
// ways (`WebBoard.paths`) walked click by click, and the guess from a move's words for boards
// whose steps are named after them. The tutorials (learn.test.ts) and the hint's marks
// (coach.test.ts) check the same in a real browser.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { leadsTo, nextOnPaths, partsOf } from '../../web/src/table/targets.ts';

const chosen = (...ids: string[]) => {
  const m = new Map<string, number>();
  for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return m;
};

test("a board's ways: the first step not chosen yet on each way", () => {
  // Chimps on Mars: `arrange c9,c6,down` is Rearrange, then two launch cards in their order.
  const arrange = [['arrange', 'mine:c9', 'mine:c6']];
  assert.deepEqual([...nextOnPaths(arrange, chosen())], ['arrange']);
  assert.deepEqual([...nextOnPaths(arrange, chosen('arrange'))], ['mine:c9']);
  assert.deepEqual([...nextOnPaths(arrange, chosen('arrange', 'mine:c9'))], ['mine:c6']);
  assert.deepEqual([...nextOnPaths(arrange, chosen('arrange', 'mine:c9', 'mine:c6'))], []);
  // A wrong card chosen on the way changes nothing: the way's next step stays the target.
  assert.deepEqual([...nextOnPaths(arrange, chosen('arrange', 'mine:down'))], ['mine:c9']);
  // `steal p2:c21` from either of two Steal cards in hand: both are targets, then the card.
  const steal = [
    ['hand:28', 'seat:1:c21'],
    ['hand:30', 'seat:1:c21'],
  ];
  assert.deepEqual([...nextOnPaths(steal, chosen())].sort(), ['hand:28', 'hand:30']);
  assert.deepEqual([...nextOnPaths(steal, chosen('hand:30'))], ['hand:28', 'seat:1:c21']);
  // A step asked twice on one way is a target until chosen twice.
  assert.deepEqual([...nextOnPaths([['coin', 'coin']], chosen('coin'))], ['coin']);
});

test("a move's words, for boards that name their steps after them", () => {
  assert.deepEqual(
    [...partsOf('bid red:1,purple:2')],
    [
      ['bid', 1],
      ['red', 1],
      ['purple', 2],
    ],
  );
  // A prefix of the move, once.
  assert.ok(leadsTo('move', 'move sw1', 0));
  assert.ok(!leadsTo('move', 'move sw1', 1));
  // A card or room id; a coin's tribe, as often as the bid wants it.
  assert.ok(leadsTo('c12', 'play c12 brown', 0));
  assert.ok(!leadsTo('c13', 'play c12 brown', 0));
  assert.ok(leadsTo('coin-brown', 'bid brown:2', 1));
  assert.ok(!leadsTo('coin-brown', 'bid brown:2', 2));
  assert.ok(!leadsTo('coin-blue', 'bid brown:2', 0));
});
