// A choice's log line says what it was for (issue 31: "Bot 3: Choose Metal." did not): the answer
// in the words of the decision it answers, and the card whose effect asked, in English and German.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { randomInt, seedRng } from '../../../src/engine/rng.ts';
import { libraryOf } from '../../../src/games/moon/library.ts';
import type { MoonState } from '../../../src/games/moon/index.ts';
import { game } from './helpers.ts';

test('every answer to a decision is worded by what it does, with the card that asked', () => {
  const kinds = new Map<string, string>();
  for (const players of [1, 3]) {
    for (let g = 0; g < 6; g++) {
      let s: MoonState = game.setup(
        { cardSet: 'proposal', psychic: true },
        players,
        `words-${players}-${g}`,
      );
      const rng = seedRng(`pick-${g}`);
      while (game.toAct(s).length) {
        const seat = game.toAct(s)[0]!;
        const moves = game.legalMoves(s, seat);
        const move = moves[randomInt(rng, moves.length)]!;
        const after = game.apply(s, seat, move);
        assert.ok(after.ok);
        if (move.type === 'choose' && s.decision) {
          const [en] = game.describe(s, seat, move, after.value, 'spectator', 'en');
          const [de] = game.describe(s, seat, move, after.value, 'spectator', 'de');
          assert.doesNotMatch(en!, /: Choose /, `${s.decision.kind}: ${en}`);
          assert.doesNotMatch(de!, /: Wählen: /, `${s.decision.kind}: ${de}`);
          const card = s.tasks[0]?.card;
          if (card !== undefined && s.decision.kind !== 'hand') {
            const names = libraryOf('proposal').names;
            assert.ok(en!.includes(`(${names.en[card]})`), en);
            assert.ok(de!.includes(`(${names.de[card]})`), de);
          }
          kinds.set(s.decision.kind, en!);
        }
        s = after.value;
      }
    }
  }
  // The example: a resource gained by a card's effect.
  assert.match(kinds.get('pick') ?? '', /^Player \d: Gain (Energy|Water|Bio|Metal) \(.+\)\.$/);
  assert.ok(kinds.size >= 5, [...kinds.values()].join('\n'));
});
