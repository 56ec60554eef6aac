// `moontable record`: writes the record of one random game.

import { existsSync, statSync, writeFileSync } from 'node:fs';
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
    throw new UsageError(`cannot write ${opts.out}: ${writeProblem(e, opts.out)}`);
  }
  console.log(
    `wrote ${opts.out}: ${game.name}, ${players} players, seed ${seed}, ${out.moves} moves`,
  );
}

/** Why a file could not be written, in a few true words (the folder may well exist). */
export function writeProblem(e: unknown, file: string): string {
  const code = (e as NodeJS.ErrnoException).code;
  const dir = dirname(resolve(file));
  const folder = existsSync(dir) ? (statSync(dir).isDirectory() ? 'folder' : 'file') : null;
  switch (code) {
    case 'ENOENT':
      return folder === null
        ? `the folder ${dir} does not exist`
        : `${dir} takes no new files (no such file can be made there)`;
    case 'ENOTDIR':
      return `${folder === 'file' ? dir : 'a part of the path'} is not a folder`;
    case 'EISDIR':
      return 'it is a folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return `${dir} is on a read-only file system`;
    case 'ENOSPC':
      return 'the disk is full';
    default:
      return (e as Error).message;
  }
}
