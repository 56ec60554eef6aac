// Which person holds which seat, for "my games": one row per seat taken by a person with a
// session. It is written in the same transaction as the seat itself (store.ts), and it is the
// authority on who holds a seat: a guest who signs in to an account has their rows moved to
// the account (people.ts, `mergeInto`), while the seat's own `person` keeps who took it then.

import type { Sql } from './sql.ts';

export const MATCH_PEOPLE_SCHEMA = `
create table if not exists match_people (
  match_id text not null,
  seat integer not null,
  person_id text not null,
  primary key (match_id, seat)
);
create index if not exists match_people_by_person on match_people (person_id);
`;

/** What this file reads of a seat (store.ts's `SeatRow`, without importing it back). */
interface PersonSeat {
  readonly kind: string;
  readonly person?: string | null;
}

/**
 * Records the people of `seats` (a seat taken once stays its person's: rows already there are
 * kept, so a guest's seats moved to an account are not moved back by a later seat change).
 */
export async function writeMatchPeople(
  tx: Sql,
  matchId: string,
  seats: readonly PersonSeat[],
): Promise<void> {
  const held = seats.flatMap((s, seat) =>
    s.kind === 'human' && typeof s.person === 'string' ? [{ seat, person: s.person }] : [],
  );
  if (held.length === 0) return;
  // A guest who has since signed in to an account (a rematch keeps the old table's seats) is
  // that account now.
  await tx.query(
    `insert into match_people (match_id, seat, person_id)
       select $1, x.seat, coalesce(p.merged_into, x.person)
         from jsonb_to_recordset($2::jsonb) as x(seat integer, person text)
         left join people p on p.id = x.person
     on conflict (match_id, seat) do nothing`,
    [matchId, held],
  );
}
