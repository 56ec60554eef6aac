// Facts, then words (src/engine/facts.ts): what a game cuts from a fact for a viewer is all that
// viewer may not know. The conformance kit's words check (words-check.ts) is run here with words
// that print the whole fact a viewer is given, so any secret left in it shows: every game passes
// with its own `factFor`, and a game that gives every viewer the whole fact fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlayout, ConformanceError } from '../../src/engine/conformance.ts';
import { wordsFor } from '../../src/engine/facts.ts';
import type { AnyGame } from '../../src/engine/game.ts';
import { GAMES, findGame } from '../../src/games/index.ts';
import { cardDuel } from '../kit/card-duel/index.ts';

/**
 * Facts shown to everyone that no view keeps, left out of the print: an Event drawn is shown
 * (CM-4) even when Banana protection discards it at once onto the face-down pile (CM-8), so its
 * name is in everyone's log but in no view after the move.
 */
const SHOWN_NOT_KEPT = (fact: unknown): boolean =>
  (fact as { e?: string; to?: string }).e === 'draw-event' &&
  (fact as { to?: string }).to === 'discard';

/** The game with words that print the fact as the viewer is given it. */
function printingFacts(game: AnyGame, factFor = game.factFor): AnyGame {
  const printing: AnyGame = {
    ...game,
    factFor,
    words: (fact) => (SHOWN_NOT_KEPT(fact) ? 'an Event, shown' : JSON.stringify(fact)),
    describe: (before, seat, move, after, viewer, lang) =>
      wordsFor(printing, printing.facts(before, seat, move, after), viewer, lang),
  };
  return printing;
}

for (const game of GAMES) {
  test(`${game.id}: a fact as cut for a viewer holds nothing that viewer cannot see`, () => {
    for (let players = game.minPlayers; players <= game.maxPlayers; players++)
      checkPlayout(printingFacts(game), {}, players, `facts/${players}`, 50);
  });
}

test('the kit finds a secret left in a fact: a card drawn, given whole to every viewer', () => {
  const chimps = findGame('chimps-on-mars')!;
  assert.throws(
    () =>
      checkPlayout(
        printingFacts(chimps, (fact) => fact),
        {},
        3,
        'facts/3',
        50,
      ),
    (e) =>
      e instanceof ConformanceError && /words for "\w+.*" tell what it cannot see/.test(e.message),
  );
});

test('a game without facts of its own tells its move to the mover only, in every language', () => {
  const before = cardDuel.setup({}, 2, 'facts');
  const card = (before.hands[0] as number[])[0] as number;
  const move = { type: 'play', card } as const;
  const after = cardDuel.apply(before, 0, move);
  assert.ok(after.ok);
  const [fact] = cardDuel.facts(before, 0, move, after.value);
  assert.deepEqual(fact, {
    seat: 0,
    label: { en: `Play the ${card}`, de: cardDuel.moveLabel(before, 0, move, 'de') },
  });
  assert.deepEqual(cardDuel.factFor(fact!, 1), { seat: 0 });
  assert.deepEqual(cardDuel.factFor(fact!, 'spectator'), { seat: 0 });
  assert.deepEqual(JSON.parse(JSON.stringify(fact)), fact, 'facts are plain JSON');
});
