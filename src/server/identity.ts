// Who is asking: the `mt_session` cookie names a session (only its SHA-256 hash is stored), the
// session a person. A visitor without one gets a guest at once (budgeted per network, so nobody
// fills the people table). Sessions expire unless used; one in use is pushed on at most once an
// hour. Every state-changing request that carries the cookie must come from our own pages
// (`crossSite`): a browser says so in Sec-Fetch-Site, or else in Origin.

import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RuleError } from '../engine/game.ts';
import type { Person, PeopleStore } from '../store/people.ts';
import { RateLimiter } from './limits.ts';
import type { Limits } from './limits.ts';
import { logError } from './log.ts';
import { networkOf } from './networks.ts';

export const COOKIE = 'mt_session';
/** A session unused this long is gone (ms): half a year, so a guest who comes back finds it. */
export const SESSION_TTL_MS = 180 * 86_400_000;
/** A session in use is written (last seen, expiry pushed on) at most this often (ms). */
const TOUCH_MS = 3_600_000;
/** Expired sessions and abandoned guests are swept once per this many new guests. */
const SWEEP_EVERY = 100;
const DAY_MS = 86_400_000;
/** A cookie's secret: 32 random bytes, base64url. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex');

/** `p_` + 16 base64url characters (96 random bits). */
export const newPersonId = (): string => `p_${randomBytes(12).toString('base64url')}`;

/** A name for a new guest until they give one, e.g. "Guest 7f3a". */
const guestName = (): string => `Guest ${randomBytes(2).toString('hex')}`;

/** The person behind a request, and the hash of its session. */
export interface Current {
  readonly person: Person;
  readonly idHash: string;
}

/** What a request's cookie is: none, one that names no live session, or a live one. */
export type Caller =
  | { readonly as: 'none' }
  | { readonly as: 'void' }
  | ({
      readonly as: 'session';
      /** The cookie's secret (the caller's own), to send the cookie again with a new expiry. */
      readonly secret: string;
      /** True when this request pushed the session's expiry on. */
      readonly touched: boolean;
    } & Current);

export const refusal = (code: string, message: string, de: string): RuleError => ({
  code,
  rule: null,
  message,
  words: { de },
});

export const NO_SESSION = refusal(
  'no-session',
  'You have no session here; open the page again to start one.',
  'Du hast hier keine Sitzung; öffne die Seite neu, um eine zu beginnen.',
);
export const VOID_SESSION = refusal(
  'bad-session',
  'Your session has expired or was signed out; open the page again.',
  'Deine Sitzung ist abgelaufen oder wurde abgemeldet; öffne die Seite neu.',
);
export const CROSS_SITE = refusal(
  'cross-site',
  'This request came from another site, so it is refused; nothing was changed.',
  'Diese Anfrage kam von einer anderen Website und wird abgelehnt; nichts wurde geändert.',
);

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * True when a state-changing request carries our cookie but did not come from our own origin
 * (`origins`: the page's own, and the public URL's when one is set).
 */
export function crossSite(req: FastifyRequest, origins: readonly string[]): boolean {
  if (!STATE_CHANGING.has(req.method)) return false;
  if (cookieValue(req.headers.cookie, COOKIE) === null) return false;
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.origin;
  return typeof origin !== 'string' || !origins.includes(origin);
}

export class Identity {
  private readonly guests: RateLimiter;
  private readonly allGuests: RateLimiter;
  private readonly known = new WeakMap<FastifyRequest, Promise<Caller>>();
  private made = 0;

  constructor(
    readonly people: PeopleStore,
    private readonly limits: Limits,
    readonly now: () => number = Date.now,
  ) {
    this.guests = new RateLimiter(...limits.guestRate);
    this.allGuests = new RateLimiter(...limits.globalGuestRate);
  }

  /** The request's caller, looked up once per request. */
  caller(req: FastifyRequest): Promise<Caller> {
    let known = this.known.get(req);
    if (!known) {
      known = this.lookUp(req);
      this.known.set(req, known);
    }
    return known;
  }

  /** The person behind the request, or null (no cookie, or one that names no live session). */
  async current(req: FastifyRequest): Promise<Current | null> {
    const c = await this.caller(req);
    return c.as === 'session' ? c : null;
  }

  private async lookUp(req: FastifyRequest): Promise<Caller> {
    const secret = cookieValue(req.headers.cookie, COOKIE);
    if (secret === null) return { as: 'none' };
    if (!SECRET.test(secret)) return { as: 'void' };
    const idHash = hashSecret(secret);
    const now = this.now();
    const found = await this.people.session(idHash, now);
    if (!found) return { as: 'void' };
    const touched = now - found.session.lastSeen >= TOUCH_MS;
    if (touched) await this.people.touchSession(idHash, now, now + SESSION_TTL_MS);
    return { as: 'session', person: found.person, idHash, secret, touched };
  }

  /**
   * Makes a guest with its session and sets the cookie; null (nothing made) when the caller's
   * network, or the whole server, made too many guests lately.
   */
  async newGuest(req: FastifyRequest, reply: FastifyReply): Promise<Current | null> {
    const { net } = networkOf(req.ip, this.limits.ipv4Prefix);
    if (!this.guests.take(net) || !this.allGuests.take('server')) return null;
    const secret = randomBytes(32).toString('base64url');
    const now = this.now();
    const idHash = hashSecret(secret);
    const person = await this.people.createGuest(newPersonId(), guestName(), {
      idHash,
      now,
      expiresAt: now + SESSION_TTL_MS,
    });
    this.setCookie(req, reply, secret);
    // Every so many guests, what can never be used again is swept (people.ts, `sweep`).
    if (++this.made % SWEEP_EVERY === 0)
      void this.people.sweep(now, now - DAY_MS).catch((e) => logError('sweeping sessions', e));
    const current = { person, idHash };
    this.known.set(req, Promise.resolve({ as: 'session', ...current, secret, touched: false }));
    return current;
  }

  /** A new session for `personId`, replacing the caller's (rotation on sign-in). */
  async startSession(
    req: FastifyRequest,
    reply: FastifyReply,
    personId: string,
    old: string | null,
  ): Promise<void> {
    const secret = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.people.startSession(personId, old, {
      idHash: hashSecret(secret),
      now,
      expiresAt: now + SESSION_TTL_MS,
    });
    this.setCookie(req, reply, secret);
  }

  private cookieTail(req: FastifyRequest): string {
    return `; Path=/; HttpOnly; SameSite=Lax${req.protocol === 'https' ? '; Secure' : ''}`;
  }

  setCookie(req: FastifyRequest, reply: FastifyReply, secret: string): void {
    const maxAge = Math.floor(SESSION_TTL_MS / 1000);
    void reply.header(
      'set-cookie',
      `${COOKIE}=${secret}; Max-Age=${maxAge}${this.cookieTail(req)}`,
    );
  }

  clearCookie(req: FastifyRequest, reply: FastifyReply): void {
    void reply.header('set-cookie', `${COOKIE}=; Max-Age=0${this.cookieTail(req)}`);
  }

  /** Seconds until a limiter lets `key` through again (for Retry-After). */
  static retryAfter(limiter: RateLimiter, key: string): number {
    const tokens = limiter.level(key) * limiter.burst;
    return Math.max(1, Math.ceil((1 - tokens) / limiter.rate));
  }

  retryAfterGuest(req: FastifyRequest): number {
    return Identity.retryAfter(this.guests, networkOf(req.ip, this.limits.ipv4Prefix).net);
  }
}
