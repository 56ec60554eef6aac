// Where the Moon board offers each legal move (web/src/boards/moon/moves.ts), without a browser:
// over whole seeded games, every legal move of the seat to act gets a place on the board, and a
// card it names is one that seat's view shows, so the board never needs the side list.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nextU32, seedRng } from '../../src/engine/rng.ts';
import { moon } from '../../src/games/moon/index.ts';
import type { MoonView } from '../../src/games/moon/view.ts';
import {
  cardPlace,
  isMoonMove,
  moveCard,
  sortMoves,
  twoStepChoices,
} from '../../web/src/boards/moon/moves.ts';

test('move strings name their card: build, assim, park, flip, obelisk, claim and card choices', () => {
  assert.equal(moveCard('build c12'), 11);
  assert.equal(moveCard('build c12 waive:M ignore:EW'), 11);
  assert.equal(moveCard('park c7 reckless'), 6);
  assert.equal(moveCard('claim c140'), 139);
  assert.equal(moveCard('choose c3'), 2);
  assert.equal(moveCard('choose E'), null);
  assert.equal(moveCard('choose p2:E'), null);
  assert.equal(moveCard('expedition'), null);
  assert.equal(moveCard('end'), null);
  assert.ok(isMoonMove('choose none') && isMoonMove('end') && !isMoonMove('bid purple:1'));
  const offers = sortMoves([
    { move: 'build c5', label: 'a' },
    { move: 'build c5 free', label: 'b' },
    { move: 'assim c5', label: 'c' },
    { move: 'end', label: 'd' },
  ]);
  assert.deepEqual(
    offers.byCard.get(4)?.map((l) => l.move),
    ['build c5', 'build c5 free', 'assim c5'],
  );
  assert.deepEqual(
    offers.loose.map((l) => l.move),
    ['end'],
  );
});

test('every legal move has a place on the board and names a card the seat sees (2-5 players, whole games)', () => {
  const options = moon.parseOptions({});
  assert.ok(options.ok);
  const places = { hand: 0, table: 0, panel: 0, loose: 0 };
  for (const players of [2, 3, 4, 5])
    for (const seed of ['a', 'b', 'c']) {
      const s = moon.setup(options.value, players, `moon-offers-${players}-${seed}`);
      const rng = seedRng(`pick-${players}-${seed}`);
      while (moon.toAct(s).length > 0) {
        const seat = moon.toAct(s)[0] as number;
        const v = moon.view(s, seat) as MoonView;
        const spectator = moon.view(s, 'spectator') as MoonView;
        const legal = moon.legalMoves(s, seat);
        for (const m of legal) {
          const move = moon.encodeMove(m);
          assert.ok(isMoonMove(move), move);
          const card = moveCard(move);
          if (card === null) {
            assert.match(move, /^(expedition|end|choose [^c].*|choose none)$/);
            places.loose++;
            continue;
          }
          const place = cardPlace(v, card);
          places[place]++;
          // A spectator never has a hand to hold it.
          assert.notEqual(cardPlace(spectator, card), 'hand');
          if (place === 'panel') {
            // Off the table: a pile the seat is searching, revealed cards or the discard pile.
            const searched = v.stacks.some((st) => st?.includes(card) ?? false);
            assert.ok(
              searched || v.revealed.includes(card) || v.discard.includes(card),
              `${move}: c${card + 1} is not in the view`,
            );
          }
        }
        const m = legal[nextU32(rng) % legal.length];
        assert.ok(m);
        moon.play(s, seat, m);
      }
    }
  // Every kind of place was used, so the test looked at real placements.
  for (const [place, n] of Object.entries(places)) assert.ok(n > 0, `${place}: ${n}`);
});

test('two-part choices are offered in two steps: which resource first, then for what', () => {
  const moves = ['choose E>W', 'choose E>B', 'choose M>E', 'choose none'].map((move) => ({
    move,
    label: move,
  }));
  const { groups, rest } = twoStepChoices(moves);
  assert.deepEqual(
    groups.map((g) => [g.first, g.moves.map((l) => l.move)]),
    [
      ['E', ['choose E>W', 'choose E>B']],
      ['M', ['choose M>E']],
    ],
  );
  assert.deepEqual(
    rest.map((l) => l.move),
    ['choose none'],
  );
  // Giving to one player only: one group is no step at all, the moves stay as they are.
  const give = twoStepChoices([
    { move: 'choose p2:E', label: '' },
    { move: 'choose p2:W', label: '' },
  ]);
  assert.equal(give.groups.length, 0);
  assert.equal(give.rest.length, 2);
});
