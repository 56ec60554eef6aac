// `moontable export`: every finished match of a server's database as one JSON line each, for
// research (docs/dataset.md). A line holds the match's record (seed and moves: every hidden card
// can be dealt again), who sat where (a bot's level; a person as a pseudonym), how it ended and
// when. Read page by page, so a database of any size streams through a little memory.

import { createHmac, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { makeRecord } from '../../engine/record.ts';
import { findGame } from '../../games/index.ts';
import { displayRating } from '../../ratings/index.ts';
import { DbUnavailable, openDb } from '../../store/db.ts';
import type { Db } from '../../store/db.ts';
import { DataDirLocked } from '../../store/lock.ts';
import { MatchStore } from '../../store/store.ts';
import type { MatchRow, MoveRow, SeatRow } from '../../store/store.ts';
import { UsageError } from '../errors.ts';
import { writeProblem } from './record.ts';

export const DATASET_FORMAT = 'moontable-dataset/1';

/** Matches read per statement. */
const PAGE = 200;

export interface ExportFlags {
  readonly data: string;
  readonly databaseUrl?: string;
  readonly out: string;
  readonly game?: string;
  readonly salt?: string;
}

/** One seat of an exported match: a bot by its level, a person by a pseudonym only. */
export type DatasetSeat =
  | { readonly kind: 'bot'; readonly bot: string }
  | {
      readonly kind: 'human';
      readonly player: string | null;
      /** The person's rating in this game after a rated match (docs/ratings.md). */
      readonly rating?: { readonly mu: number; readonly sigma: number; readonly shown: number };
    };

/** One line of the dataset. */
export interface DatasetLine {
  readonly format: typeof DATASET_FORMAT;
  /** The engine (package) version that played it. */
  readonly engine: string;
  readonly match: string;
  readonly game: string;
  readonly players: number;
  readonly seats: readonly DatasetSeat[];
  readonly result: {
    readonly scores: readonly number[] | null;
    readonly ranking: readonly number[];
    readonly forfeit: number | null;
  } | null;
  readonly startedAt: number | null;
  readonly finishedAt: number;
  /** The record `moontable replay` and the engine read: options, seed and moves. */
  readonly record: ReturnType<typeof makeRecord>;
  /** Beside each move of the record: who chose it (the player, a bot, a takeover bot) and when. */
  readonly timing: readonly { readonly by: MoveRow['by']; readonly at: number }[];
}

const ENGINE_VERSION = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/**
 * A person's stable name in the dataset: the same key (the same name at a table) gives the same
 * pseudonym in every line made with the same salt; without the salt nobody can go back.
 */
export function pseudonym(salt: string, key: string): string {
  return `player-${createHmac('sha256', salt).update(key).digest('hex').slice(0, 12)}`;
}

/**
 * The line of a finished match. A person is known by who holds the seat (`holders`, by seat: the
 * person id, the same in all their games, a guest's games moved to the account it became), else
 * by the seat's person, else, for seats from before identities, by the name typed at the table.
 */
export function datasetLine(
  row: MatchRow,
  moves: readonly MoveRow[],
  salt: string,
  holders: ReadonlyMap<number, string> = new Map(),
  ratings: ReadonlyMap<string, { mu: number; sigma: number }> = new Map(),
): DatasetLine {
  const seat = (s: SeatRow, i: number): DatasetSeat => {
    if (s.kind === 'bot') return { kind: 'bot', bot: s.bot };
    const person = holders.get(i) ?? s.person ?? null;
    const key = person !== null ? `person:${person}` : s.name !== null ? `name:${s.name}` : null;
    const rated = person === null ? undefined : ratings.get(person);
    return {
      kind: 'human',
      player: key === null ? null : pseudonym(salt, key),
      ...(rated ? { rating: { ...rated, shown: Math.round(displayRating(rated)) } } : {}),
    };
  };
  return {
    format: DATASET_FORMAT,
    engine: ENGINE_VERSION,
    match: row.id,
    game: row.game,
    players: row.players,
    seats: row.seats.map(seat),
    result: row.result
      ? { scores: row.result.scores, ranking: row.result.ranking, forfeit: row.result.forfeit }
      : null,
    startedAt: row.startedAt,
    finishedAt: row.updatedAt,
    record: makeRecord(
      row.game,
      row.options,
      row.players,
      row.seed,
      moves.map((m) => ({ seat: m.seat, move: m.move })),
    ),
    timing: moves.map((m) => ({ by: m.by, at: m.at })),
  };
}

async function open(flags: ExportFlags): Promise<Db> {
  const url = flags.databaseUrl ?? process.env.DATABASE_URL ?? undefined;
  const dataDir = resolve(flags.data);
  if (!url && !existsSync(join(dataDir, 'pglite', 'PG_VERSION')))
    throw new UsageError(`no Moontable database in ${dataDir} (give --data or --database-url)`);
  try {
    return await openDb({ databaseUrl: url || undefined, dataDir, durable: false });
  } catch (e) {
    if (e instanceof DbUnavailable || e instanceof DataDirLocked) throw new UsageError(e.message);
    throw e;
  }
}

async function holdersOf(db: Db, match: string): Promise<Map<number, string>> {
  const rows = await db.query<{ seat: number; person_id: string }>(
    'select seat, person_id from match_people where match_id = $1',
    [match],
  );
  return new Map(rows.map((r) => [Number(r.seat), r.person_id]));
}

/** Each person's rating after a rated match (rating_events), by person. */
async function ratingsAfter(
  db: Db,
  match: string,
): Promise<Map<string, { mu: number; sigma: number }>> {
  const rows = await db.query<{ person_id: string; mu: number; sigma: number }>(
    'select person_id, mu, sigma from rating_events where match_id = $1',
    [match],
  );
  return new Map(rows.map((r) => [r.person_id, { mu: Number(r.mu), sigma: Number(r.sigma) }]));
}

/** Writes `text`, waiting when the stream asks to (a big export through a slow pipe). */
const write = (out: Writable, text: string): Promise<void> =>
  out.write(text) ? Promise.resolve() : new Promise((done) => out.once('drain', done));

export async function exportCommand(flags: ExportFlags): Promise<void> {
  if (flags.game !== undefined && !findGame(flags.game))
    throw new UsageError(`unknown game "${flags.game}" (see moontable games)`);
  const salt = flags.salt ?? randomBytes(16).toString('hex');
  const toStdout = flags.out === '-';
  let out: Writable;
  if (toStdout) out = process.stdout;
  else {
    const file = createWriteStream(flags.out);
    await new Promise<void>((done, fail) => {
      file.once('open', () => done());
      file.once('error', (e) =>
        fail(new UsageError(`cannot write ${flags.out}: ${writeProblem(e, flags.out)}`)),
      );
    });
    out = file;
  }
  const db = await open(flags);
  let count = 0;
  try {
    const store = new MatchStore(db);
    // A database from before identities has no seat holders: names stand in.
    const [found] = await db.query<{ t: string | null }>(`select to_regclass('match_people') as t`);
    const people = !!found?.t;
    const [events] = await db.query<{ t: string | null }>(
      `select to_regclass('rating_events') as t`,
    );
    const rated = !!events?.t;
    let after = '';
    for (;;) {
      let page: MatchRow[];
      try {
        page = await store.finishedAfter(after, PAGE);
      } catch (e) {
        throw new UsageError(`cannot read the matches: ${(e as Error).message}`);
      }
      for (const row of page) {
        if (flags.game !== undefined && row.game !== flags.game) continue;
        const holders = people ? await holdersOf(db, row.id) : undefined;
        const ratings = rated && row.settings.rated ? await ratingsAfter(db, row.id) : undefined;
        const line = datasetLine(row, await store.moves(row.id), salt, holders, ratings);
        await write(out, JSON.stringify(line) + '\n');
        count++;
      }
      if (page.length < PAGE) break;
      after = page[page.length - 1]!.id;
    }
  } finally {
    await db.close();
    if (!toStdout) await new Promise((done) => out.end(done));
  }
  const where = toStdout ? 'standard output' : flags.out;
  const kept =
    flags.salt === undefined
      ? ' (pseudonyms hold in this file only: give --salt to keep them)'
      : '';
  process.stderr.write(
    `exported ${count} finished ${count === 1 ? 'match' : 'matches'} to ${where}${kept}\n`,
  );
}
