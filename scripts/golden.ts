// Writes the golden records: a few seeded random games per game and player count, with the
// result and a hash of the final state. CI replays them (test/games/golden.test.ts), so a rules
// change that alters play shows up in review. Run after an intended change: npm run golden:update
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { makeRecord, optionsOrThrow, randomPlayout, replay } from '../src/engine/index.ts';
import { optionCombinations } from '../src/engine/playout.ts';
import { GAMES } from '../src/games/index.ts';

export const GOLDEN_DIR = 'test/golden';
export const stateHash = (state: unknown): string =>
  createHash('sha256').update(JSON.stringify(state)).digest('hex');

mkdirSync(GOLDEN_DIR, { recursive: true });
for (const game of GAMES) {
  const combos = optionCombinations(game);
  for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
    // Defaults, and every option switched on, so each variant is pinned too.
    for (const [i, values] of [combos[0], combos[combos.length - 1]].entries()) {
      if (!values || (i === 1 && combos.length === 1)) continue;
      const seed = `golden-${players}p-${i}`;
      const played = randomPlayout(game, optionsOrThrow(game, values), players, seed, true);
      const record = makeRecord(game.id, values, players, seed, played.record ?? []);
      const final = replay(game, record);
      if (!final.ok) throw new Error(`golden record does not replay: ${final.error.message}`);
      const result = game.result(final.state);
      const file = `${GOLDEN_DIR}/${game.id}-${players}p-${i === 0 ? 'default' : 'variants'}.json`;
      const golden = {
        record,
        expected: {
          scores: result?.scores,
          ranking: result?.ranking,
          finalState: stateHash(final.state),
        },
      };
      writeFileSync(file, JSON.stringify(golden, null, 1) + '\n');
      console.log(`wrote ${file} (${record.moves.length} moves)`);
    }
  }
}
