// The Moon heuristic in constructed positions: real game states from the Moon rules (edited as
// plain data by the scenario helpers), shown to the bot through the game's own view.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { moonHeuristic } from '../../src/bots/heuristic/moon/index.ts';
import type { MoonState } from '../../src/games/moon/index.ts';
import {
  bases,
  c,
  display,
  game,
  hand,
  play,
  settle,
  supply,
  table,
  turnOf,
} from '../games/moon/helpers.ts';

/** The bot's move for `seat`, as a string, checked to be legal. */
function botMove(s: MoonState, seat: number, seed = 'test'): string {
  const legal = game.legalMoves(s, seat);
  const move = moonHeuristic(seed).choose(game.view(s, seat), legal, seat);
  assert.ok(legal.includes(move), 'the bot answers with one of the legal moves');
  return game.encodeMove(move);
}

/**
 * Late in Era I, seat 0 (Base A, Housing, plus a Landing Strip) and seat 1 (Base D, Transport)
 * tie on Transport with equal Rovers, so nobody wins it yet (MN-3). Seat 0 holds another
 * Landing Strip and a Solar Panels, both free to construct.
 */
function transportRace(rivalExtra: string[]): MoonState {
  const s = table(2, 'race');
  bases(s, ['Base A', 'Base D']);
  settle(s, 0, 'Landing Strip', 0);
  for (const name of rivalExtra) settle(s, 1, name);
  hand(s, 0, ['Landing Strip', 'Solar Panels']);
  supply(s, 0, {});
  supply(s, 1, {});
  s.round = 7;
  turnOf(s, 0);
  return s;
}

test('moon heuristic: constructs the card that wins a tied flag majority', () => {
  const s = transportRace([]);
  assert.equal(botMove(s, 0), `build ${c('Landing Strip', 1)}`);
  // Whatever the seed breaks ties with.
  assert.equal(botMove(s, 0, 'other'), `build ${c('Landing Strip', 1)}`);
});

test('moon heuristic: takes production instead when the flag cannot be won', () => {
  // Seat 1's Maglev Line puts it three Transport ahead: one more flag changes nothing.
  const s = transportRace(['Maglev Line']);
  assert.equal(botMove(s, 0), `build ${c('Solar Panels')}`);
});

test('moon heuristic: claims a Reputation it meets after its main action', () => {
  const s = table(3, 'claim');
  bases(s, ['Base A', 'Base B', 'Base C']);
  settle(s, 0, 'Trailer Park'); // a second Housing flag: Homestead needs two
  const homestead = display(s, 'Homestead');
  hand(s, 0, ['Solar Panels', 'Ice Vapers']);
  turnOf(s, 0);
  const built = play(s, 0, `build ${c('Solar Panels')}`);
  assert.equal(botMove(built, 0), `claim c${homestead + 1}`);
});
