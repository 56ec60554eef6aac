// `moontable record`: writes the record of one random game.

import { writeFileSync } from 'node:fs';
import { randomPlayout } from '../../engine/playout.ts';
import { makeRecord } from '../../engine/record.ts';
import { requireGame, requireOptions, requirePlayers, seedOrRandom } from '../args.ts';

export function recordCommand(
  gameId: string,
  opts: { players?: string; seed?: string; out: string; option: string[] },
): void {
  const game = requireGame(gameId);
  const players = requirePlayers(game, opts.players);
  const { values, options } = requireOptions(game, opts.option);
  const seed = seedOrRandom(opts.seed);
  const out = randomPlayout(game, options, players, seed, true);
  const record = makeRecord(game.id, values, players, seed, out.record ?? []);
  writeFileSync(opts.out, JSON.stringify(record, null, 1) + '\n');
  console.log(
    `wrote ${opts.out}: ${game.name}, ${players} players, seed ${seed}, ${out.moves} moves`,
  );
}
