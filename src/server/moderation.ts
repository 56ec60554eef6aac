// Moderation: what `moontable moderate` does (list open reports, ban or unban a person or an
// address block, resolve a report), written once over the chat store and used both by the CLI
// on the database and by the operator's HTTP route below, for a server that holds its embedded
// database (the folder lock keeps everyone else out). The route answers only the addresses
// that may read /metrics (`--metrics-from`); to everyone else it does not exist. The edges a
// banned network meets are here too: no new guest, no new match (and chat refuses it, chat.ts).

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Result, RuleError } from '../engine/game.ts';
import { fail, ok } from '../engine/game.ts';
import { textProblem, textRefusal } from '../engine/text.ts';
import { isObject } from '../protocol/read.ts';
import type { BanRow, ChatStore, ReportRow } from '../store/chat.ts';
import { parseCidr } from './bans.ts';
import type { Chat } from './chat.ts';
import type { Identity } from './identity.ts';
import { sendError } from './routes.ts';
import { checkStrings } from './strings.ts';

const PERSON_ID = /^p_[A-Za-z0-9_-]{1,40}$/;
const REASON_MAX = 200;

export type BanKind = BanRow['kind'];

/** A ban's target read from the operator: a person id, or a CIDR block written one way. */
export function banTarget(kind: BanKind, text: string): Result<string> {
  if (kind === 'person')
    return PERSON_ID.test(text)
      ? ok(text)
      : fail('bad-target', null, `"${text.slice(0, 60)}" is not a person id (p_...).`);
  const c = parseCidr(text);
  if (!c)
    return fail(
      'bad-target',
      null,
      `"${text.slice(0, 60)}" is not an address block (e.g. 203.0.113.0/24 or 2001:db8::/32).`,
    );
  return ok(`${c.address}/${c.prefix}`);
}

/** Whether a target is a person id or an address block, by its shape. */
export const kindOf = (target: string): BanKind => (target.startsWith('p_') ? 'person' : 'network');

export class Moderation {
  constructor(
    private readonly store: ChatStore,
    private readonly now: () => number = Date.now,
  ) {}

  reports(): Promise<ReportRow[]> {
    return this.store.openReports();
  }

  bans(): Promise<BanRow[]> {
    return this.store.bans();
  }

  async ban(kind: BanKind, text: string, reason: string | null): Promise<Result<string>> {
    const target = banTarget(kind, text);
    if (!target.ok) return target;
    const problem = reason === null ? null : textProblem(reason, REASON_MAX);
    if (problem && problem !== 'empty')
      return fail(
        'bad-reason',
        null,
        textRefusal(problem, { en: 'reason', de: 'Der Grund' }, REASON_MAX).en,
      );
    let banned = target.value;
    if (kind === 'person') {
      const now = await this.store.currentPerson(target.value);
      if (now === null) return fail('unknown-person', null, `There is no person ${target.value}.`);
      // A guest who has signed in to an account since: the ban is the account's too.
      if (now !== banned) await this.store.ban(kind, now, reason || null, this.now());
      banned = now;
    }
    await this.store.ban(kind, target.value, reason || null, this.now());
    await this.store.announce({ kind: 'bans' });
    return ok(banned === target.value ? banned : `${target.value} (now ${banned})`);
  }

  async unban(kind: BanKind, text: string): Promise<Result<string>> {
    const target = banTarget(kind, text);
    if (!target.ok) return target;
    const now = kind === 'person' ? await this.store.currentPerson(target.value) : null;
    const lifted = await this.store.unban(kind, target.value);
    // The account a banned guest became was banned with it, and is let back with it.
    const account = now !== null && now !== target.value && (await this.store.unban(kind, now));
    if (!lifted && !account) return fail('not-banned', null, `${target.value} is not banned.`);
    await this.store.announce({ kind: 'bans' });
    return target;
  }

  async resolve(report: number, hide: boolean): Promise<Result<number>> {
    if (!Number.isSafeInteger(report) || report < 1)
      return fail('bad-report', null, 'A report id is a whole number.');
    if (!(await this.store.resolve(report, hide, this.now())))
      return fail('unknown-report', null, `There is no open report ${report}.`);
    return ok(report);
  }
}

const BANNED: RuleError = {
  code: 'banned',
  rule: null,
  message: 'Your network is banned from this server.',
  words: { de: 'Dein Netz ist auf diesem Server gesperrt.' },
};

const BANNED_PERSON: RuleError = {
  code: 'banned',
  rule: null,
  message: 'You may not play strangers on this server.',
  words: { de: 'Du darfst auf diesem Server nicht gegen Fremde spielen.' },
};

/** The operator's route under /api/moderate, and the bans' edges for new guests and matches. */
export function moderationRoutes(
  app: FastifyInstance,
  ctx: { chat: Chat; identity: Identity; operators: readonly string[] },
): void {
  const { chat, identity, operators } = ctx;
  const moderation = new Moderation(chat.store);

  app.addHook('onRequest', async (req, reply) => {
    const route = req.routeOptions.url ?? '';
    // Meeting strangers ("Play online now") is closed to a banned person as well as network.
    if (req.method === 'POST' && route === '/api/queue') {
      const me = await identity.current(req);
      if (me && chat.bans.person(me.person.id)) return sendError(reply, BANNED_PERSON, 403);
    }
    if (!chat.bans.address(req.ip)) return;
    const creates =
      req.method === 'POST' &&
      (route === '/api/matches' || route.endsWith('/rematch') || route === '/api/queue');
    const newGuest = route === '/api/me' && (await identity.caller(req)).as !== 'session';
    if (creates || newGuest) return sendError(reply, BANNED, 403);
  });

  const operator = (req: FastifyRequest) => operators.includes(req.ip);
  const notFound = (req: FastifyRequest) => ({
    code: 'not-found',
    rule: null,
    message: `No route ${req.method} ${req.url.split('?')[0]}.`,
  });
  const body = (req: FastifyRequest) => (isObject(req.body) ? req.body : {});
  /** An operator's request: from a `--metrics-from` address, its strings plain text. */
  const refused = (req: FastifyRequest, reply: Parameters<typeof sendError>[0]) => {
    if (!operator(req)) return sendError(reply, notFound(req));
    const strings = checkStrings(req.body);
    return strings.ok ? null : sendError(reply, strings.error);
  };
  const str = (x: unknown) => (typeof x === 'string' ? x : '');
  const answer = async <T>(
    reply: Parameters<typeof sendError>[0],
    r: Result<T>,
    done: () => Promise<void> = async () => {},
  ) => {
    if (!r.ok) return sendError(reply, r.error, r.error.code.startsWith('unknown') ? 404 : 400);
    await done();
    return { ok: true, value: r.value };
  };

  app.get('/api/moderate/reports', async (req, reply) =>
    operator(req) ? { reports: await moderation.reports() } : sendError(reply, notFound(req)),
  );
  app.get('/api/moderate/bans', async (req, reply) =>
    operator(req) ? { bans: await moderation.bans() } : sendError(reply, notFound(req)),
  );
  app.post('/api/moderate/ban', async (req, reply) => {
    const stop = refused(req, reply);
    if (stop) return stop;
    const b = body(req);
    const target = str(b.target);
    const reason = typeof b.reason === 'string' ? b.reason : null;
    return answer(reply, await moderation.ban(kindOf(target), target, reason), () =>
      chat.reloadBans(),
    );
  });
  app.post('/api/moderate/unban', async (req, reply) => {
    const stop = refused(req, reply);
    if (stop) return stop;
    const target = str(body(req).target);
    return answer(reply, await moderation.unban(kindOf(target), target), () => chat.reloadBans());
  });
  app.post('/api/moderate/resolve', async (req, reply) => {
    const stop = refused(req, reply);
    if (stop) return stop;
    const b = body(req);
    return answer(reply, await moderation.resolve(Number(b.report), b.hide === true));
  });
}
