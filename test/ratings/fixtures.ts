// Rows for rating tests: accounts in `people` and finished rated matches, written straight into
// a real database (the identity helpers' join is not needed to rate a finished table).
import type { Sql } from '../../src/store/sql.ts';
import type { MatchEnd, MatchRow, MatchStore, SeatRow } from '../../src/store/store.ts';

/** An account (the issue 27 contract's `people` row); guests with `kind` 'guest'. */
export async function addPerson(
  db: Sql,
  id: string,
  name: string,
  kind: 'account' | 'guest' = 'account',
  since = 1_700_000_000_000,
): Promise<void> {
  await db.query(
    `insert into people (id, name, kind, username, created_at) values ($1, $2, $3, $4, $5)`,
    [id, name, kind, kind === 'account' ? name.toLowerCase() : null, since],
  );
}

export type SeatSpec = { person: string; left?: boolean } | { bot: string };

/** A human seat held by `person` (the contract's `SeatRow.person`), or a bot's seat. */
export function seat(s: SeatSpec, i: number): SeatRow {
  if ('bot' in s) return { kind: 'bot', bot: s.bot, name: `${s.bot} bot` };
  return {
    kind: 'human',
    name: s.person.replace(/^p_/, ''),
    inviteHash: `invite-${i}`,
    secretHash: `secret-${i}`,
    takenOver: s.left === true,
    awaySince: null,
    person: s.person,
  } as SeatRow;
}

let next = 0;
/** When the seeded matches are played: from 1 Nov 2026, an hour apart. */
const BASE_TIME = Date.UTC(2026, 10, 1);

/** A match row of `game` with these seats, finished with `ranking` unless `status` says else. */
export function matchRow(
  seats: readonly SeatSpec[],
  ranking: readonly number[],
  extra: Partial<MatchRow> = {},
  game = 'monkeys-on-the-moon',
): MatchRow {
  const result: MatchEnd = {
    scores: ranking.map((r) => 10 - r),
    ranking,
    tieBreaks: [],
    forfeit: null,
  };
  return {
    id: `rated-${process.pid}-${next++}`,
    game,
    options: {},
    players: seats.length,
    seed: 'ab'.repeat(16),
    seats: seats.map(seat),
    settings: { timeControl: null, takeover: null, hints: false, rated: true },
    status: 'finished',
    version: 0,
    seatsVersion: 0,
    result,
    rematchOf: null,
    rematch: null,
    createdAt: BASE_TIME,
    updatedAt: BASE_TIME + next * 3_600_000,
    startedAt: BASE_TIME,
    botTurn: false,
    deadline: null,
    ...extra,
  };
}

/** Stores a match row; the store writes its people's seats (`match_people`) as a join would. */
export async function storeMatch(store: MatchStore, row: MatchRow): Promise<string> {
  await store.create(row);
  return row.id;
}
