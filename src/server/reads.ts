// Budgets for reads: everything a stranger may ask without writing (pages and assets, the game
// list, a match, a record, the lobby, a spectator's hello) costs units from a budget of its
// network and one of the whole server. A unit is about one small answer from memory; a record
// or a whole log costs more, by its length, charged when it is known.
//
// Under pressure reads give way first, heaviest clients first: while the event loop runs late
// or moves wait for the database (from half of what makes moves `busy`), or the server's read
// budget runs low, networks that spent more than half their own burst are answered `busy`; past
// what makes moves `busy`, every read is. So a player's move is never refused while a
// stranger's read is still served. A seat's own hello (with its token) is charged but never
// refused: the debt falls on its network's other reads.

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RuleError } from '../engine/game.ts';
import { RateLimiter } from './limits.ts';
import type { Limits } from './limits.ts';
import type { Load } from './load.ts';
import type { Metrics } from './metrics.ts';
import { networkOf } from './networks.ts';

/** Moves or matches that cost one more unit when sent (a 300-move record: 15 more units). */
export const ITEMS_PER_UNIT = 20;
/**
 * Moves of a log worded for a viewer that cost one more unit (a spectator's hello, a running
 * match's record): every move's lines are worded from its facts for that viewer and language.
 */
export const LOG_MOVES_PER_UNIT = 5;

/** A refused read: its HTTP status and the error to send. */
export interface ReadRefusal {
  readonly status: 429 | 503;
  readonly reason: string;
  readonly error: RuleError;
}

const TOO_MANY: RuleError = {
  code: 'rate-limited',
  rule: null,
  message: 'Too many requests from your network; slow down.',
  words: { de: 'Zu viele Anfragen aus deinem Netz; langsamer.' },
};

const BUSY: RuleError = {
  code: 'busy',
  rule: null,
  message: 'The server is busy; try again in a moment.',
  words: { de: 'Der Server ist ausgelastet; versuche es gleich noch einmal.' },
};

/**
 * A refused read is answered after this pause (ms): a client that loops on one connection (or
 * socket) then costs the server one cheap answer a second, not as many as it can send; a held
 * answer costs a timer, not a turn of the event loop.
 */
export const REFUSAL_PAUSE_MS = { 429: 1000, 503: 500 } as const;

/** Below this share of its burst a network counts as heavy, and gives way first. */
const HEAVY = 0.5;
/** Below this share of the server's read budget, heavy networks give way. */
const LOW = 0.25;

export class ReadBudgets {
  private readonly perNet: RateLimiter;
  private readonly global: RateLimiter;

  constructor(
    private readonly limits: Pick<Limits, 'readRate' | 'globalReadRate' | 'ipv4Prefix'>,
    private readonly load: Load,
    private readonly metrics: Metrics | null,
  ) {
    this.perNet = new RateLimiter(...limits.readRate);
    this.global = new RateLimiter(...limits.globalReadRate);
  }

  /** The network an address counts in. */
  netOf(address: string): string {
    return networkOf(address, this.limits.ipv4Prefix).net;
  }

  /**
   * Spends `cost` units of `net`'s budget and the server's; null when the read may go on.
   * `shed: false` (a seat's own hello) is charged, possibly into debt, and never refused.
   */
  admit(net: string, cost: number, shed = true): ReadRefusal | null {
    const refuse = (status: 429 | 503, reason: string): ReadRefusal => {
      this.metrics?.refused.inc({ reason });
      return { status, reason, error: status === 429 ? TOO_MANY : BUSY };
    };
    if (!shed) {
      this.charge(net, cost);
      return null;
    }
    if (!this.perNet.take(net, cost)) return refuse(429, 'read-rate');
    const heavy = this.perNet.level(net) < HEAVY;
    if (this.load.strain()) return refuse(503, 'read-busy');
    if (heavy && (this.load.strain(0.5) || this.global.level('server') < LOW))
      return refuse(503, 'read-shed');
    if (!this.global.take('server', cost)) return refuse(503, 'read-global');
    return null;
  }

  /** Charges what a read turned out to cost beyond what `admit` took. */
  charge(net: string, cost: number): void {
    if (cost <= 0) return;
    this.perNet.charge(net, cost);
    this.global.charge('server', cost);
  }

  /** What a GET costs up front, or 0 for the free ones (health checks and metrics). */
  static costOf(url: string): number {
    const path = url.split('?')[0]!;
    // A socket's upgrade is free: its hello pays (sockets have caps of their own).
    const free = ['/livez', '/readyz', '/healthz', '/metrics', '/ws'];
    if (free.includes(path)) return 0;
    if (path === '/api/matches') {
      const limit = Number(/[?&]limit=(\d{1,4})(&|$)/.exec(url)?.[1] ?? 50);
      return 2 + Math.ceil(limit / ITEMS_PER_UNIT);
    }
    // A match or a record may need the database (a match not in memory, or none at all).
    if (path.startsWith('/api/matches/')) return 2;
    return 1;
  }

  /** Fastify `onRequest` hook: every GET and HEAD pays its way before any work is done. */
  hook() {
    return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return;
      const cost = ReadBudgets.costOf(req.url);
      if (cost === 0) return;
      const refused = this.admit(this.netOf(req.ip), cost);
      if (!refused) return;
      reply.header('retry-after', refused.status === 503 ? '2' : '5');
      await new Promise((r) => setTimeout(r, REFUSAL_PAUSE_MS[refused.status]));
      await reply.code(refused.status).send({ error: refused.error });
    };
  }
}
