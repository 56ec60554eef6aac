// `moontable moderate`: the operator's chat moderation. On a PostgreSQL database (shared with
// running servers, which hear every change by NOTIFY) or a stopped server's embedded database
// it works on the database itself; a running server that holds its embedded database (the
// folder lock keeps everyone else out) is asked over its operator route with --server, which
// answers only the addresses that may read /metrics (server/moderation.ts).

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Result } from '../../engine/game.ts';
import { printable } from '../../engine/text.ts';
import { phraseText } from '../../protocol/chat.ts';
import { kindOf, Moderation } from '../../server/moderation.ts';
import { ChatStore } from '../../store/chat.ts';
import type { BanRow, ReportRow } from '../../store/chat.ts';
import { DbUnavailable, openDb } from '../../store/db.ts';
import type { Db } from '../../store/db.ts';
import { DataDirLocked } from '../../store/lock.ts';
import { UsageError } from '../errors.ts';

export interface ModerateFlags {
  readonly data: string;
  readonly databaseUrl?: string;
  readonly server?: string;
  readonly reason?: string;
  readonly hide?: boolean;
  readonly json?: boolean;
}

export const MODERATE_ACTIONS = [
  'reports',
  'bans',
  'ban-person',
  'ban-network',
  'unban',
  'resolve',
] as const;
type Action = (typeof MODERATE_ACTIONS)[number];

/** What moderation needs, over the database or over a server's operator route. */
interface Moderator {
  reports(): Promise<ReportRow[]>;
  bans(): Promise<BanRow[]>;
  ban(target: string, reason: string | null): Promise<Result<string>>;
  unban(target: string): Promise<Result<string>>;
  resolve(report: number, hide: boolean): Promise<Result<number>>;
  close(): Promise<void>;
}

async function direct(flags: ModerateFlags): Promise<Moderator> {
  const url = flags.databaseUrl ?? process.env.DATABASE_URL ?? undefined;
  const dataDir = resolve(flags.data);
  if (!url && !existsSync(join(dataDir, 'pglite', 'PG_VERSION')))
    throw new UsageError(`no Moontable database in ${dataDir} (give --data or --database-url)`);
  let db: Db;
  try {
    db = await openDb({ databaseUrl: url || undefined, dataDir, durable: true });
  } catch (e) {
    if (e instanceof DataDirLocked)
      throw new UsageError(
        `${e.message}; while the server runs, ask it instead: --server http://127.0.0.1:8080`,
      );
    if (e instanceof DbUnavailable) throw new UsageError(e.message);
    throw e;
  }
  const store = new ChatStore(db);
  await store.migrate();
  const m = new Moderation(store);
  return {
    reports: () => m.reports(),
    bans: () => m.bans(),
    ban: (t, reason) => m.ban(kindOf(t), t, reason),
    unban: (t) => m.unban(kindOf(t), t),
    resolve: (r, hide) => m.resolve(r, hide),
    close: () => db.close(),
  };
}

function overHttp(base: string): Moderator {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    let res: Response;
    try {
      res = await fetch(new URL(path, base), {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (e) {
      throw new UsageError(`cannot reach ${base}: ${(e as Error).message}`);
    }
    const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (res.status === 404 && (json?.error as { code?: string })?.code === 'not-found')
      throw new UsageError(
        `${base} has no moderation route for this address (run on the server's machine, or add it to --metrics-from)`,
      );
    if (json?.error) return { ok: false, error: json.error } as T;
    return json as T;
  };
  const result = async <T>(path: string, body: unknown): Promise<Result<T>> => {
    const r = await call<{ ok: boolean; value?: T; error?: never }>('POST', path, body);
    return r.ok ? { ok: true, value: r.value as T } : (r as unknown as Result<T>);
  };
  return {
    reports: async () =>
      (await call<{ reports: ReportRow[] }>('GET', '/api/moderate/reports')).reports,
    bans: async () => (await call<{ bans: BanRow[] }>('GET', '/api/moderate/bans')).bans,
    ban: (target, reason) => result('/api/moderate/ban', { target, reason }),
    unban: (target) => result('/api/moderate/unban', { target }),
    resolve: (report, hide) => result('/api/moderate/resolve', { report, hide }),
    close: async () => {},
  };
}

const when = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

function reportLine(r: ReportRow): string {
  const m = r.message;
  const said = m ? (m.text ?? `[${phraseText(m.phrase ?? '', 'en')}]`) : '(message gone)';
  const who = m
    ? `${m.name} (${m.personId}, ${m.seat === null ? 'spectator' : `seat ${m.seat}`})`
    : '?';
  return [
    `report ${r.id}  ${when(r.at)}  by ${r.reporterId}${r.reason ? `: ${r.reason}` : ''}`,
    `  match ${m?.matchId ?? '?'}, ${m?.channel ?? '?'} chat, message ${r.messageId} by ${who} at ${m ? when(m.at) : '?'}`,
    `  "${said}"${m?.hidden ? ' (hidden)' : ''}`,
  ]
    .map(printable)
    .join('\n');
}

export async function moderateCommand(
  action: string,
  target: string | undefined,
  flags: ModerateFlags,
): Promise<void> {
  if (!(MODERATE_ACTIONS as readonly string[]).includes(action))
    throw new UsageError(`unknown action "${action}" (one of ${MODERATE_ACTIONS.join(', ')})`);
  const needs = ['ban-person', 'ban-network', 'unban', 'resolve'].includes(action);
  if (needs && !target) throw new UsageError(`${action} needs a target`);
  const m = flags.server ? overHttp(flags.server) : await direct(flags);
  const out = (x: unknown, text: string) =>
    console.log(flags.json ? JSON.stringify(x, null, 2) : text);
  const done = <T>(r: Result<T>, text: (v: T) => string) => {
    if (!r.ok) throw new UsageError(`${r.error.message} (${r.error.code})`);
    out(r.value, text(r.value));
  };
  try {
    switch (action as Action) {
      case 'reports': {
        const reports = await m.reports();
        out(reports, reports.length ? reports.map(reportLine).join('\n') : 'no open reports');
        return;
      }
      case 'bans': {
        const bans = await m.bans();
        out(
          bans,
          bans.length
            ? bans
                .map((b) => printable(`${b.kind} ${b.target}  ${when(b.at)}  ${b.reason ?? ''}`))
                .join('\n')
            : 'no bans',
        );
        return;
      }
      case 'ban-person':
        if (kindOf(target!) !== 'person')
          throw new UsageError(`"${target}" is not a person id (p_...)`);
        return done(await m.ban(target!, flags.reason ?? null), (t) => `banned ${t}`);
      case 'ban-network':
        if (kindOf(target!) !== 'network')
          throw new UsageError(`"${target}" is not an address block`);
        return done(await m.ban(target!, flags.reason ?? null), (t) => `banned ${t}`);
      case 'unban':
        return done(await m.unban(target!), (t) => `unbanned ${t}`);
      case 'resolve': {
        const id = Number(target);
        return done(
          await m.resolve(id, flags.hide === true),
          (r) => `resolved report ${r}${flags.hide ? ' (message hidden)' : ''}`,
        );
      }
    }
  } finally {
    await m.close();
  }
}
