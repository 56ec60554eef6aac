// The passkey API against a real browser's WebAuthn (issue 27): Debian's chromium with a CDP
// virtual authenticator makes the passkey from the server's creation options and signs the
// server's challenge; the server verifies both with @simplewebauthn/server. The passkey is
// then copied to a second browser context's authenticator (as a synced passkey would be),
// which signs in with no user name typed and finds the same person. The page is the server's
// own (localhost: browsers allow passkeys there), so the cookie and the origin are real too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import type { Me } from '../../src/protocol/identity.ts';
import { browserSuite } from './helpers.ts';

const { server, browser } = await browserSuite({ client: false });

/** A page of the server at localhost, with a virtual platform authenticator. */
async function device(): Promise<{
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  authenticatorId: string;
}> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(server.url.replace('127.0.0.1', 'localhost') + '/');
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { context, page, cdp, authenticatorId };
}

/** What a page's script does: fetch JSON the way the web client does (same origin, cookie). */
const call = (page: Page, path: string, body?: unknown) =>
  page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p as string, {
        method: b === undefined ? 'GET' : 'POST',
        headers: b === undefined ? {} : { 'content-type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    [path, body] as const,
  );

test('a real browser claims an account with a passkey, and a second browser signs in with it', async () => {
  const laptop = await device();
  const guest = (await call(laptop.page, '/api/me')).body as Me;
  assert.equal(guest.kind, 'guest');
  // The page's script: options from the server, the browser's ceremony, the answer back.
  const options = await call(laptop.page, '/api/auth/passkey/register-options', {
    username: 'chromium',
  });
  const made = await laptop.page.evaluate(async (json) => {
    const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(json as never);
    const credential = (await navigator.credentials.create({ publicKey })) as PublicKeyCredential;
    return credential.toJSON() as unknown;
  }, options.body);
  const claimed = await call(laptop.page, '/api/auth/passkey/register', {
    response: made,
    username: 'chromium',
  });
  assert.equal(claimed.status, 200, JSON.stringify(claimed.body));
  const me = claimed.body as Me;
  assert.equal(me.id, guest.id);
  assert.equal(me.kind, 'account');
  assert.equal(me.passkeys, 1);

  // The passkey reaches the phone, as a synced passkey would.
  const { credentials } = await laptop.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: laptop.authenticatorId,
  });
  assert.equal(credentials.length, 1);
  assert.equal(credentials[0]!.isResidentCredential, true, 'a discoverable credential');
  const phone = await device();
  await phone.cdp.send('WebAuthn.addCredential', {
    authenticatorId: phone.authenticatorId,
    credential: credentials[0]!,
  });
  const phoneGuest = (await call(phone.page, '/api/me')).body as Me;
  const request = await call(phone.page, '/api/auth/passkey/login-options', {});
  const asserted = await phone.page.evaluate(async (json) => {
    const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON(json as never);
    const credential = (await navigator.credentials.get({ publicKey })) as PublicKeyCredential;
    return credential.toJSON() as unknown;
  }, request.body);
  const signed = await call(phone.page, '/api/auth/passkey/login', { response: asserted });
  assert.equal(signed.status, 200, JSON.stringify(signed.body));
  assert.equal((signed.body as Me).id, me.id);
  assert.notEqual(phoneGuest.id, me.id);
  assert.equal(((await call(phone.page, '/api/me')).body as Me).username, 'chromium');
  // The cookie is httpOnly: the page's script cannot read it.
  assert.equal(await phone.page.evaluate(() => document.cookie), '');
  await laptop.context.close();
  await phone.context.close();
});
