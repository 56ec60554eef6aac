// Taking back a match's last move, once every player agreed (server/undo.ts). It is the one
// write that removes an acknowledged move, so it is checked like a move: in one transaction the
// row goes back one version only if nobody moved or changed the seats since the players agreed
// (`version` and `seats_version` as expected, the match still running), the last move row is
// deleted, `taken_back` counts one more (every node rebuilds the match when it changes) and the
// change is announced. Otherwise nothing is written.

import type { Sql } from './sql.ts';
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
      store.db.journal?.changed(id);
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

// ---- requests to take back, shared by every node ---------------------------------------------
//
// A request waits for the other players' answers in `undo_asks`, one row per match, so players
// connected to different nodes see and answer the same request. Each change commits with a
// notification carrying the message every node tells its clients (`undo-ask <json>`).

/** Creates `undo_asks` when missing (every node at start; safe to run together). */
export async function migrateAsks(store: MatchStore): Promise<void> {
  await store.db.transaction(async (tx) => {
    // Two nodes starting together take turns (as store.migrate does).
    await tx.query('select pg_advisory_xact_lock(7020418)');
    await tx.query(
      `create table if not exists undo_asks (
         match_id text primary key,
         seat integer not null,
         version integer not null,
         waiting jsonb not null,
         asked_at bigint not null
       )`,
    );
  });
}

/** An open request: who asked to take back which move, and whose answers are still missing. */
export interface AskRow {
  readonly seat: number;
  readonly version: number;
  readonly waiting: readonly number[];
  readonly askedAt: number;
}

const announce = (tx: Sql, id: string, message: string) =>
  tx.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, `${id} undo-ask ${message}`]);

/** Opens the request at match `id` (replacing any older one) and announces `message`. */
export async function putAsk(
  store: MatchStore,
  id: string,
  ask: AskRow,
  message: string,
): Promise<void> {
  await store.lanes.run('rest', () =>
    store.db.transaction(async (tx) => {
      await tx.query(
        `insert into undo_asks (match_id, seat, version, waiting, asked_at)
         values ($1, $2, $3, $4, $5)
         on conflict (match_id) do update set seat = $2, version = $3, waiting = $4, asked_at = $5`,
        [id, ask.seat, ask.version, JSON.stringify(ask.waiting), ask.askedAt],
      );
      await announce(tx, id, message);
    }),
  );
}

/**
 * Changes the request at match `id` for move `version` in one transaction: `change` gets the
 * request as it stands (null when there is none for that move) and says what becomes of it:
 * kept with fewer `waiting`, or dropped; with the message to announce, if any. Returns the
 * request as it was.
 */
export async function changeAsk(
  store: MatchStore,
  id: string,
  version: number | null,
  change: (ask: AskRow | null) => { waiting: readonly number[] | null; message: string | null },
): Promise<AskRow | null> {
  return store.lanes.run('rest', () =>
    store.db.transaction(async (tx) => {
      const rows = await tx.query(
        'select seat, version, waiting, asked_at from undo_asks where match_id = $1 for update',
        [id],
      );
      const r = rows[0];
      const ask: AskRow | null =
        r && (version === null || Number(r.version) === version)
          ? {
              seat: Number(r.seat),
              version: Number(r.version),
              waiting: (typeof r.waiting === 'string'
                ? JSON.parse(r.waiting)
                : r.waiting) as number[],
              askedAt: Number(r.asked_at),
            }
          : null;
      const next = change(ask);
      if (ask && next.waiting === null)
        await tx.query('delete from undo_asks where match_id = $1', [id]);
      else if (ask)
        await tx.query('update undo_asks set waiting = $2 where match_id = $1', [
          id,
          JSON.stringify(next.waiting),
        ]);
      if (next.message !== null) await announce(tx, id, next.message);
      return ask;
    }),
  );
}
