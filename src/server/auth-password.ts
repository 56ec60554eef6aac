// The password fallback: a guest claims their identity as an account under a user name and a
// password, and signs in with them elsewhere. Passwords are hashed with scrypt (node:crypto) and
// a random salt, compared in constant time, never stored or logged as given (app.ts keeps
// sign-in bodies out of the request log). Guessing is limited per network and per user name.

import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Result } from '../engine/game.ts';
import { fail, ok } from '../engine/game.ts';
import { isObject } from '../protocol/read.ts';
import { Identity, refusal } from './identity.ts';
import type { IdentityContext } from './identity-routes.ts';
import { meOf, needSession, signedIn, tooMany, voidSession } from './identity-routes.ts';
import { RateLimiter } from './limits.ts';
import { networkOf } from './networks.ts';
import { sendError } from './routes.ts';
import { checkStrings } from './strings.ts';

/** scrypt's cost: 2^14 rounds of 8-block memory (16 MB), one lane: about 50 ms a hash. */
const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
const USERNAME = /^[a-z0-9_-]{3,24}$/;

function derive(password: string, salt: Buffer, c: typeof COST): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_BYTES, { ...c, maxmem: 64 * 1024 * 1024 }, (e, key) =>
      e ? reject(e) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (salt and hash base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  const b64 = (b: Buffer) => b.toString('base64url');
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${b64(salt)}$${b64(key)}`;
}

/** True when `password` gives `stored`'s hash (compared in constant time). */
export async function checkPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const want = Buffer.from(hash, 'base64url');
  const got = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  } as unknown as typeof COST);
  return got.length === want.length && timingSafeEqual(got, want);
}

/**
 * What an unknown user name's password is checked against, so that it takes as long as a known
 * one's: a stored hash of the same cost. Its salt and hash are zeros; no answer signs in with it
 * (the login also needs the account). A constant, not a hash made at start: scrypt's 16 MB and
 * 50 ms at start left the server 20 MB larger for good (glibc keeps the memory; benchmarks.md,
 * "Footprint").
 */
const NOBODY = `scrypt$${COST.N}$${COST.r}$${COST.p}$${'A'.repeat(22)}$${'A'.repeat(43)}`;

/** A user name from untrusted input: 3 to 24 of a-z, 0-9, _ and -, lower-cased. */
export function parseUsername(x: unknown): Result<string> {
  const name = typeof x === 'string' ? x.trim().toLowerCase() : '';
  if (USERNAME.test(name)) return ok(name);
  return fail(
    'bad-username',
    null,
    'A user name is 3 to 24 characters: letters a-z, digits, "_" and "-".',
    'Ein Benutzername hat 3 bis 24 Zeichen: Buchstaben a-z, Ziffern, „_“ und „-“.',
  );
}

function parsePassword(x: unknown): Result<string> {
  if (typeof x === 'string' && x.length >= PASSWORD_MIN && x.length <= PASSWORD_MAX) return ok(x);
  return fail(
    'bad-password',
    null,
    `A password is ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`,
    `Ein Passwort hat ${PASSWORD_MIN} bis ${PASSWORD_MAX} Zeichen.`,
  );
}

export const USERNAME_TAKEN = refusal(
  'username-taken',
  'This user name is taken; choose another.',
  'Dieser Benutzername ist schon vergeben; wähle einen anderen.',
);
export const ALREADY_ACCOUNT = refusal(
  'already-account',
  'You have an account already (an account without a password may add one under its own user name).',
  'Du hast schon ein Konto (ein Konto ohne Passwort kann eines unter seinem eigenen Benutzernamen hinzufügen).',
);
const WRONG = refusal(
  'bad-credentials',
  'Wrong user name or password.',
  'Falscher Benutzername oder falsches Passwort.',
);

/** The body's user name and password, or null once a 400 is sent. */
function credentials(
  req: FastifyRequest,
  reply: FastifyReply,
): { username: string; password: string } | null {
  const strings = checkStrings(req.body);
  if (!strings.ok) return (sendError(reply, strings.error), null);
  const body = isObject(req.body) ? req.body : {};
  const username = parseUsername(body.username);
  if (!username.ok) return (sendError(reply, username.error), null);
  const password = parsePassword(body.password);
  if (!password.ok) return (sendError(reply, password.error), null);
  return { username: username.value, password: password.value };
}

export function passwordRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  const { identity, limits } = ctx;
  const people = identity.people;
  const tries = new RateLimiter(...limits.signInRate);
  const perUser = new RateLimiter(...limits.passwordPerUser);
  const net = (req: FastifyRequest) => networkOf(req.ip, limits.ipv4Prefix).net;
  const slowDown = (reply: FastifyReply, seconds: number) =>
    tooMany(
      reply,
      seconds,
      refusal(
        'rate-limited',
        `Too many sign-in attempts; try again in ${seconds} s.`,
        `Zu viele Anmeldeversuche; versuche es in ${seconds} s noch einmal.`,
      ),
    );

  app.post('/api/auth/password/claim', async (req, reply) => {
    if (!tries.take(net(req))) return slowDown(reply, Identity.retryAfter(tries, net(req)));
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    const given = credentials(req, reply);
    if (!given) return reply;
    const hash = await hashPassword(given.password);
    if (me.person.kind !== 'guest') {
      // An account made with a passkey may add a password as a fallback, under its user name.
      if (me.person.passwordHash !== null || me.person.username !== given.username)
        return sendError(reply, ALREADY_ACCOUNT, 409);
      await people.setPassword(me.person.id, hash);
      return meOf(identity, { ...me.person, passwordHash: hash });
    }
    const claimed = await people.claim(me.person.id, given.username, hash);
    if (claimed === 'taken') return sendError(reply, USERNAME_TAKEN, 409);
    if (claimed === 'not-guest') return sendError(reply, ALREADY_ACCOUNT, 409);
    // A new account starts a new session: whoever saw the guest's cookie holds nothing now.
    await identity.startSession(req, reply, me.person.id, me.idHash);
    const person = await people.person(me.person.id);
    return meOf(identity, person!);
  });

  app.post('/api/auth/password/login', async (req, reply) => {
    if (!tries.take(net(req))) return slowDown(reply, Identity.retryAfter(tries, net(req)));
    if (await voidSession(identity, req, reply)) return reply;
    const given = credentials(req, reply);
    if (!given) return reply;
    // A user name's failed attempts are counted from every network together.
    if (perUser.level(given.username) * perUser.burst < 1)
      return slowDown(reply, Identity.retryAfter(perUser, given.username));
    const account = await people.byUsername(given.username);
    const stored = account?.passwordHash ?? NOBODY;
    const right = (await checkPassword(given.password, stored)) && account !== null;
    if (!right || !account) {
      perUser.charge(given.username, 1);
      return sendError(reply, WRONG, 401);
    }
    return signedIn(identity, req, reply, account);
  });
}
