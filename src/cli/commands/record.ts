// `moontable record`: writes the record of one random game.

import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { randomPlayout } from '../../engine/playout.ts';
import { makeRecord } from '../../engine/record.ts';
import { requireGame, requireOptions, requirePlayers, seedOrRandom } from '../args.ts';
import { UsageError } from '../errors.ts';

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
  try {
    writeFileSync(opts.out, JSON.stringify(record, null, 1) + '\n');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? `the folder ${dirname(resolve(opts.out))} does not exist`
        : code === 'EISDIR'
          ? 'it is a folder'
          : code === 'EACCES'
            ? 'permission denied'
            : (e as Error).message;
    throw new UsageError(`cannot write ${opts.out}: ${why}`);
  }
  console.log(
    `wrote ${opts.out}: ${game.name}, ${players} players, seed ${seed}, ${out.moves} moves`,
  );
}
