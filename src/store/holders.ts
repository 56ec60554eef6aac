// Which nodes hold a match in memory: `matches.held_by`, the ids of the server nodes that keep
// the match live (each node's MatchStore has an id of its own). A move's NOTIFY is sent only
// when a node other than the one that appended it holds the match (appends.ts), so a match
// served by one node costs no NOTIFY per move. A node's id goes in before it reads the match
// and out when it forgets it; a node that dies leaves its id behind, which costs only NOTIFYs
// nobody acts on (as every move cost before).
//
// Why no move is missed: holding writes the match row, as every append does, so the two take
// turns on the row's lock. An append that comes after the hold sees the holder (an UPDATE in
// PostgreSQL's read committed level reads the row as the last commit left it) and notifies;
// one that came before has committed by the time the hold returns, and the node reads it.

import type { Row, Sql } from './sql.ts';

export const HELD_BY_SCHEMA = `alter table matches add column if not exists held_by text[] not null default '{}'`;

/**
 * Adds `node` to the match's holders and returns its row; none when there is no such match. A
 * finished match takes no more moves, so it is only read: holding it would cost a write.
 */
export async function hold(db: Sql, id: string, node: string): Promise<Row | undefined> {
  const [row] = await db.query(
    `update matches set held_by = array_append(array_remove(held_by, $2::text), $2::text)
      where id = $1 and status <> 'finished' returning *`,
    [id, node],
  );
  if (row) return row;
  const [finished] = await db.query('select * from matches where id = $1', [id]);
  return finished;
}

/** Takes `node` out of the match's holders (it no longer keeps the match in memory). */
export async function release(db: Sql, id: string, node: string): Promise<void> {
  await db.query(
    `update matches set held_by = array_remove(held_by, $2::text)
      where id = $1 and $2::text = any(held_by)`,
    [id, node],
  );
}
