// Chimps on Mars ends only with a landing; the round limit is a safety stop that abandons the
// game. Heuristic players must almost never need it: they land a chimp in at least 95% of games
// at every player count, with and without the event effects.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { playBotGame } from '../../src/bots/match.ts';
import { findGame } from '../../src/games/index.ts';

const GAMES = 40;

for (const players of [3, 4, 5])
  for (const eventEffects of [false, true])
    test(`heuristic-only Chimps on Mars, ${players} players, event effects ${eventEffects}: a chimp lands in at least 95% of games`, () => {
      let abandoned = 0;
      for (let g = 0; g < GAMES; g++) {
        const out = playBotGame(
          {
            game: 'chimps-on-mars',
            options: { eventEffects },
            players,
            seats: Array.from({ length: players }, () => 'heuristic'),
            seed: `landing/${players}/${eventEffects}/${g}`,
            botSeed: `landing/${g}`,
          },
          findGame,
        );
        if (out.abandoned) abandoned++;
        else assert.equal(out.ranking.filter((p) => p === 1).length, 1, 'one seat landed');
      }
      assert.ok(abandoned <= GAMES * 0.05, `${abandoned} of ${GAMES} games abandoned`);
    });
