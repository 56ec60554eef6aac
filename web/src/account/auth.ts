// Claiming, signing in and out, with a passkey (WebAuthn through @simplewebauthn/browser, with
// the options the server makes) or a user name and a password. Every call answers the person
// as `GET /api/me` does and tells the header (`setMe`). Errors become one clear sentence each.

import { startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { ApiFailure, call } from '../api.ts';
import { loadMe, setMe } from './me.ts';
import type { Me } from './me.ts';
import { readErrorAnswer } from '../../../src/protocol/server-messages.ts';
import { readMeAnswer as readMe } from '../../../src/protocol/identity.ts';
import { aw } from './words.ts';
import type { AccountKey } from './words.ts';

/** Options as the server made them: handed to the browser as they are. */
const readOptions = <T>(json: unknown) => ({ ok: true as const, value: json as T });

type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

/** The server's options come bare or under `options`. */
const unwrap = <T>(x: unknown): T =>
  (typeof x === 'object' && x !== null && 'options' in x ? (x as { options: T }).options : x) as T;

export const passkeysWork = (): boolean => browserSupportsWebAuthn();

/** A guest saves its identity as an account with a passkey, or an account adds one. */
export async function registerPasskey(username?: string): Promise<Me> {
  if (!passkeysWork()) throw new AccountError('err-no-passkeys');
  const options = await call(
    'POST',
    '/api/auth/passkey/register-options',
    readOptions<unknown>,
    username ? { username } : {},
  );
  const response = await ceremony(() =>
    startRegistration({ optionsJSON: unwrap<CreationOptions>(options) }),
  );
  const next = await call('POST', '/api/auth/passkey/register', readMe, {
    response,
    ...(username ? { username } : {}),
  });
  setMe(next);
  return next;
}

/** Signs in with a passkey of this device (the browser offers the ones it holds). */
export async function signInWithPasskey(): Promise<Me> {
  if (!passkeysWork()) throw new AccountError('err-no-passkeys');
  const options = await call('POST', '/api/auth/passkey/login-options', readOptions<unknown>, {});
  const response = await ceremony(() =>
    startAuthentication({ optionsJSON: unwrap<RequestOptions>(options) }),
  );
  const next = await call('POST', '/api/auth/passkey/login', readMe, { response });
  setMe(next);
  return next;
}

export async function claimWithPassword(username: string, password: string): Promise<Me> {
  const next = await call('POST', '/api/auth/password/claim', readMe, { username, password });
  setMe(next);
  return next;
}

export async function signInWithPassword(username: string, password: string): Promise<Me> {
  const next = await call('POST', '/api/auth/password/login', readMe, { username, password });
  setMe(next);
  return next;
}

/** Signs out here (`everywhere`: every session of the account) and starts as a new guest. */
export async function signOut(everywhere: boolean): Promise<Me> {
  await post(everywhere ? '/api/auth/logout-all' : '/api/auth/logout');
  return loadMe(true);
}

/** Deletes the account (games stay under a pseudonym); this browser starts as a new guest. */
export async function deleteAccount(): Promise<Me> {
  await post('/api/me/delete');
  return loadMe(true);
}

/** A POST whose answer's body does not matter (it may be empty); an error answer is thrown. */
async function post(path: string): Promise<void> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (res.ok) return;
  const json: unknown = await res.json().catch(() => null);
  throw new ApiFailure(
    readErrorAnswer(json) ?? { code: 'server-error', rule: null, message: res.statusText },
  );
}

/** An error of ours with its words. */
export class AccountError extends Error {
  constructor(readonly key: AccountKey) {
    super(aw(key));
  }
}

/** Runs the browser's passkey dialog; its refusals become our sentences. */
async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof WebAuthnError && e.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
      throw new AccountError('err-passkey-exists');
    if (
      e instanceof WebAuthnError &&
      (e.code === 'ERROR_INVALID_DOMAIN' || e.code === 'ERROR_INVALID_RP_ID')
    )
      throw new AccountError('err-no-passkeys');
    const name = e instanceof Error ? (e.cause instanceof Error ? e.cause.name : e.name) : '';
    if (name === 'NotAllowedError' || name === 'AbortError')
      throw new AccountError('err-cancelled');
    if (name === 'NotSupportedError' || name === 'SecurityError')
      throw new AccountError('err-no-passkeys');
    throw new AccountError('err-passkey-failed');
  }
}

/**
 * The server's codes that get a sentence of ours: the server's own words (English and German)
 * say the rest clearly (a user name's rules, a password's length, a wait in seconds).
 */
const CODES: Readonly<Record<string, AccountKey>> = {
  // Its words carry the library's reason, in English.
  'passkey-failed': 'err-passkey-failed',
  'passkey-known': 'err-passkey-exists',
  // The seat's secret for another device, asked by someone who holds no seat there.
  forbidden: 'err-no-seat',
};

/** One sentence for anything a call of these pages threw, in the page's language. */
export function errorText(e: unknown): string {
  if (e instanceof AccountError) return e.message;
  if (e instanceof ApiFailure) {
    const key = CODES[e.error.code];
    return key ? aw(key) : e.message;
  }
  if (e instanceof TypeError || e instanceof SyntaxError) return aw('err-network');
  return e instanceof Error ? e.message : String(e);
}
