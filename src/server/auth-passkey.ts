// Passkeys (WebAuthn, checked by @simplewebauthn/server): a guest claims their identity as an
// account with one (a user name is required then), an account adds more, and anybody signs in
// with one the browser offers (discoverable credentials, no user name typed). Each ceremony's
// challenge is kept server-side for five minutes, bound to the session that asked, and used
// once. The relying party is the public URL's host when the operator set one (`--public-url`),
// else the host the request came to (docs/deploy.md, "Passkeys").

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isObject } from '../protocol/read.ts';
import { Identity, refusal } from './identity.ts';
import type { IdentityContext } from './identity-routes.ts';
import { meOf, needSession, signedIn, tooMany, voidSession } from './identity-routes.ts';
import { ALREADY_ACCOUNT, parseUsername, USERNAME_TAKEN } from './auth-password.ts';
import { RateLimiter } from './limits.ts';
import { networkOf } from './networks.ts';
import { sendError } from './routes.ts';

/**
 * The WebAuthn library, loaded with the first passkey ceremony: it and its CBOR and ASN.1 code
 * are about 15 MB and 0.15 s of CPU that a server whose players never use a passkey need not pay
 * at start (docs/benchmarks.md, "Footprint").
 */
let webauthn: Promise<typeof import('@simplewebauthn/server')> | undefined;
const simpleWebAuthn = () => (webauthn ??= import('@simplewebauthn/server'));

const CHALLENGE_MS = 5 * 60_000;
/** Longest string in a WebAuthn response (base64url attestation objects run to a few KB). */
const FIELD_MAX = 16_384;
const RP_NAME = 'Moontable';

/** The relying party: its id (a host name) and the origin the browser must report. */
export function relyingParty(
  req: FastifyRequest,
  publicUrl: string | null,
): { rpID: string; origin: string } {
  if (publicUrl) {
    const u = new URL(publicUrl);
    return { rpID: u.hostname, origin: u.origin };
  }
  return { rpID: req.hostname, origin: `${req.protocol}://${req.host}` };
}

const failed = (why: string) =>
  refusal(
    'passkey-failed',
    `The passkey could not be checked (${why}); nothing was changed.`,
    `Der Passkey konnte nicht geprüft werden (${why}); nichts wurde geändert.`,
  );
const STALE = refusal(
  'challenge-expired',
  'This passkey request has expired or was used already; start again.',
  'Diese Passkey-Anfrage ist abgelaufen oder wurde schon benutzt; beginne von vorn.',
);
const UNKNOWN = refusal(
  'unknown-passkey',
  'This passkey belongs to no account here.',
  'Dieser Passkey gehört zu keinem Konto hier.',
);
const KNOWN = refusal(
  'passkey-known',
  'This passkey is registered already.',
  'Dieser Passkey ist schon registriert.',
);
const USERNAME_NEEDED = refusal(
  'bad-username',
  'Choose a user name for your account: 3 to 24 characters, letters a-z, digits, "_" and "-".',
  'Wähle einen Benutzernamen für dein Konto: 3 bis 24 Zeichen, Buchstaben a-z, Ziffern, „_“ und „-“.',
);

/** Every string in `x` is printable ASCII of a sane length (what base64url and JSON need). */
function plainAscii(x: unknown, depth = 0): boolean {
  if (typeof x === 'string') return x.length <= FIELD_MAX && /^[\x20-\x7e]*$/.test(x);
  if (typeof x === 'number' || typeof x === 'boolean' || x === null) return true;
  if (depth > 4 || typeof x !== 'object') return false;
  const values = Array.isArray(x) ? x : Object.entries(x as object).flat();
  return values.every((v) => plainAscii(v, depth + 1));
}

/**
 * The browser's credential from the body and the challenge its client data names, or null once
 * a 400 is sent. The library checks everything else.
 */
function credential<T>(
  reply: FastifyReply,
  body: Record<string, unknown>,
): { response: T; id: string; challenge: string } | null {
  const r = body.response;
  const inner = isObject(r) && isObject(r.response) ? r.response : null;
  if (!isObject(r) || !inner || typeof r.id !== 'string' || !plainAscii(r)) {
    sendError(reply, failed('send {"response": <the browser\'s credential as JSON>}'));
    return null;
  }
  try {
    const data = JSON.parse(Buffer.from(String(inner.clientDataJSON), 'base64url').toString());
    if (typeof data?.challenge === 'string')
      return { response: r as T, id: r.id, challenge: data.challenge as string };
  } catch {
    // answered below
  }
  sendError(reply, failed('no client data'));
  return null;
}

export function passkeyRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  const { identity, limits } = ctx;
  const people = identity.people;
  const tries = new RateLimiter(...limits.signInRate);
  /** Spends a sign-in attempt of the caller's network; answers 429 when none is left. */
  const spent = (req: FastifyRequest, reply: FastifyReply): boolean => {
    const net = networkOf(req.ip, limits.ipv4Prefix).net;
    if (tries.take(net)) return false;
    const seconds = Identity.retryAfter(tries, net);
    tooMany(
      reply,
      seconds,
      refusal(
        'rate-limited',
        `Too many sign-in attempts; try again in ${seconds} s.`,
        `Zu viele Anmeldeversuche; versuche es in ${seconds} s noch einmal.`,
      ),
    );
    return true;
  };
  const body = (req: FastifyRequest) => (isObject(req.body) ? req.body : {});

  app.post('/api/auth/passkey/register-options', async (req, reply) => {
    if (spent(req, reply)) return reply;
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    const p = me.person;
    const asked = parseUsername(body(req).username);
    // A taken user name is refused before the device makes a passkey it could not use.
    if (p.kind === 'guest' && asked.ok && (await people.byUsername(asked.value)))
      return sendError(reply, USERNAME_TAKEN, 409);
    const { rpID } = relyingParty(req, ctx.publicUrl);
    const existing = await people.passkeysOf(p.id);
    const options = await (
      await simpleWebAuthn()
    ).generateRegistrationOptions({
      rpName: RP_NAME,
      rpID,
      userName: p.username ?? (asked.ok ? asked.value : p.name),
      userDisplayName: p.name,
      userID: new TextEncoder().encode(p.id),
      attestationType: 'none',
      excludeCredentials: existing.map((k) => ({
        id: k.id,
        ...(k.transports ? { transports: [...k.transports] } : {}),
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const now = identity.now();
    await people.putChallenge(options.challenge, me.idHash, 'register', now, now + CHALLENGE_MS);
    void reply.header('cache-control', 'no-store');
    return options;
  });

  app.post('/api/auth/passkey/register', async (req, reply) => {
    if (spent(req, reply)) return reply;
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    const guest = me.person.kind === 'guest';
    const username = parseUsername(body(req).username);
    if (guest && !username.ok) return sendError(reply, USERNAME_NEEDED);
    const given = credential<RegistrationResponseJSON>(reply, body(req));
    if (!given) return reply;
    const now = identity.now();
    if (!(await people.takeChallenge(given.challenge, me.idHash, 'register', now)))
      return sendError(reply, STALE);
    if (await people.passkey(given.id)) return sendError(reply, KNOWN, 409);
    const { rpID, origin } = relyingParty(req, ctx.publicUrl);
    let info;
    try {
      const checked = await (
        await simpleWebAuthn()
      ).verifyRegistrationResponse({
        response: given.response,
        expectedChallenge: given.challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      });
      if (!checked.verified) return sendError(reply, failed('not verified'));
      info = checked.registrationInfo;
    } catch (e) {
      return sendError(reply, failed((e as Error).message.slice(0, 160)));
    }
    if (guest && username.ok) {
      const claimed = await people.claim(me.person.id, username.value, null);
      if (claimed === 'taken') return sendError(reply, USERNAME_TAKEN, 409);
      if (claimed === 'not-guest') return sendError(reply, ALREADY_ACCOUNT, 409);
    }
    await people.addPasskey({
      id: info.credential.id,
      personId: me.person.id,
      publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: info.credential.transports ?? null,
      createdAt: now,
    });
    // A guest who became an account starts a new session (rotation).
    if (guest) await identity.startSession(req, reply, me.person.id, me.idHash);
    return meOf(identity, (await people.person(me.person.id))!);
  });

  app.post('/api/auth/passkey/login-options', async (req, reply) => {
    if (spent(req, reply)) return reply;
    if (await voidSession(identity, req, reply)) return reply;
    const me = await identity.current(req);
    const { rpID } = relyingParty(req, ctx.publicUrl);
    const options = await (
      await simpleWebAuthn()
    ).generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
    const now = identity.now();
    await people.putChallenge(
      options.challenge,
      me?.idHash ?? null,
      'login',
      now,
      now + CHALLENGE_MS,
    );
    void reply.header('cache-control', 'no-store');
    return options;
  });

  app.post('/api/auth/passkey/login', async (req, reply) => {
    if (spent(req, reply)) return reply;
    if (await voidSession(identity, req, reply)) return reply;
    const me = await identity.current(req);
    const given = credential<AuthenticationResponseJSON>(reply, body(req));
    if (!given) return reply;
    const now = identity.now();
    if (!(await people.takeChallenge(given.challenge, me?.idHash ?? null, 'login', now)))
      return sendError(reply, STALE);
    const key = await people.passkey(given.id);
    const account = key ? await people.person(key.personId) : null;
    if (!key || !account || account.deletedAt !== null) return sendError(reply, UNKNOWN, 401);
    const { rpID, origin } = relyingParty(req, ctx.publicUrl);
    try {
      const checked = await (
        await simpleWebAuthn()
      ).verifyAuthenticationResponse({
        response: given.response,
        expectedChallenge: given.challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: key.id,
          publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
          counter: key.counter,
          ...(key.transports ? { transports: [...key.transports] } : {}),
        },
        requireUserVerification: false,
      });
      if (!checked.verified) return sendError(reply, failed('not verified'), 401);
      await people.setCounter(key.id, checked.authenticationInfo.newCounter);
    } catch (e) {
      return sendError(reply, failed((e as Error).message.slice(0, 160)), 401);
    }
    return signedIn(identity, req, reply, account);
  });
}
