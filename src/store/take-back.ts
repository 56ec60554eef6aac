// Taking back a match's last move, once every player agreed (server/undo.ts). It is the one
// write that removes an acknowledged move, so it is checked like a move: in one transaction the
// row goes back one version only if nobody moved or changed the seats since the players agreed
// (`version` and `seats_version` as expected, the match still running), the last move row is
// deleted, `taken_back` counts one more (every node rebuilds the match when it changes) and the
// change is announced. Otherwise nothing is written.

import type { MatchStore, MovePatch } from './store.ts';
import { NOTIFY_CHANNEL } from './store.ts';

export async function takeBack(
  store: MatchStore,
  id: string,
  expected: { version: number; seatsVersion: number },
  patch: Pick<MovePatch, 'botTurn' | 'deadline'>,
  now: number,
): Promise<boolean> {
  return store.lanes.run('moves', () =>
    store.db.transaction(async (tx) => {
      const rows = await tx.query(
        `update matches set version = version - 1, seats_version = seats_version + 1,
           taken_back = taken_back + 1, bot_turn = $4, deadline = $5, updated_at = $6
         where id = $1 and version = $2 and seats_version = $3 and status = 'running'
           and version > 0
         returning id`,
        [id, expected.version, expected.seatsVersion, patch.botTurn, patch.deadline, now],
      );
      if (rows.length === 0) return false;
      await tx.query('delete from moves where match_id = $1 and version = $2', [
        id,
        expected.version,
      ]);
      await tx.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, `${id} undo`]);
      return true;
    }),
  );
}
