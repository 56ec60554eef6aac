// Appending moves: one statement for a batch of moves to different matches (a group commit, see
// group-commit.ts), or a cheaper one for a lone move. Each move is checked against the version
// it was based on, in SQL, and announced with NOTIFY once committed when another node holds
// the match (holders.ts).

import type { Append, Sql } from './sql.ts';

export type { Append } from './sql.ts';

/** Most moves in one group commit; the statement's JSON stays well under a megabyte. */
export const MAX_BATCH = 256;

// Appends a batch of moves to different matches in one statement, so one implicit transaction:
// lock the rows in id order (two nodes' batches then cannot deadlock), bump each version that
// is still the expected one, log those moves at their new versions, and NOTIFY each on commit
// if a node other than this one ($3) holds its match (the row's holders as the last commit left
// them: the update waited for its lock).
// A match whose check fails is simply left out; the others still go in. The columns are named,
// not `*`, so that the statement is prepared (db.ts, pglite-prepared.ts).
const APPEND_SQL = `
with input as (
  select id, expected_version, expected_seats, at, seat, move, by_whom, clocks, status, result,
    bot_turn, deadline
  from jsonb_to_recordset($1::jsonb) as t(
    id text, expected_version integer, expected_seats integer, at bigint, seat integer,
    move text, by_whom text, clocks jsonb, status text, result jsonb, bot_turn boolean,
    deadline bigint)),
locked as (
  select m.id from matches m join input i on i.id = m.id order by m.id for update of m),
bumped as (
  update matches m set version = m.version + 1, updated_at = i.at, status = i.status,
    result = i.result, bot_turn = i.bot_turn, deadline = i.deadline
  from input i join locked l on l.id = i.id
  where m.id = i.id and m.version = i.expected_version and m.seats_version = i.expected_seats
    and m.status = 'running'
  returning m.id, m.version, m.held_by),
logged as (
  insert into moves (match_id, version, seat, move, by_whom, at, clocks)
  select i.id, b.version, i.seat, i.move, i.by_whom, i.at, i.clocks
  from bumped b join input i on i.id = b.id
  returning match_id, version)
select l.match_id, case when $2::text is not null
    and cardinality(array_remove(b.held_by, $3::text)) > 0
  then pg_notify($2, l.match_id || ' ' || l.version) end
from logged l join bumped b on b.id = l.match_id`;

// The same for a lone move, with plain parameters: half the cost of the batch statement with
// one row, which matters when the server is quiet and batches hold one move.
const APPEND_ONE_SQL = `
with bumped as (
  update matches set version = version + 1, updated_at = $4, status = $9, result = $10::jsonb,
    bot_turn = $11, deadline = $12
  where id = $1 and version = $2 and seats_version = $3 and status = 'running'
  returning version, held_by),
logged as (
  insert into moves (match_id, version, seat, move, by_whom, at, clocks)
  select $1, version, $5, $6, $7, $4, $8::jsonb from bumped
  returning version)
select $1 as match_id, case when $13::text is not null
    and cardinality(array_remove(b.held_by, $14::text)) > 0
  then pg_notify($13, $1 || ' ' || l.version) end
from logged l, bumped b`;

export async function appendBatch(
  db: Sql,
  batch: readonly Append[],
  /** Where to announce the moves to other nodes holding their matches; null: nowhere. */
  channel: string | null,
  node: string,
): Promise<boolean[]> {
  if (batch.length === 1) {
    const { id, expected, move, patch } = batch[0]!;
    const rows = await db.query(APPEND_ONE_SQL, [
      id,
      expected.version,
      expected.seatsVersion,
      move.at,
      move.seat,
      move.move,
      move.by,
      move.clocks,
      patch.status,
      patch.result,
      patch.botTurn,
      patch.deadline,
      channel,
      node,
    ]);
    return [rows.length === 1];
  }
  const input = batch.map(({ id, expected, move, patch }) => ({
    id,
    expected_version: expected.version,
    expected_seats: expected.seatsVersion,
    at: move.at,
    seat: move.seat,
    move: move.move,
    by_whom: move.by,
    clocks: move.clocks,
    status: patch.status,
    result: patch.result,
    bot_turn: patch.botTurn,
    deadline: patch.deadline,
  }));
  const rows = await db.query(APPEND_SQL, [input, channel, node]);
  const written = new Set(rows.map((r) => r.match_id as string));
  return batch.map((a) => written.has(a.id));
}
