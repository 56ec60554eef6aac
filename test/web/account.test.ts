// Coming back on another device, in real browsers (issue 27): a guest plays at a table, saves
// the account with a passkey (chromium's virtual authenticator over CDP) or with a user name
// and a password, signs in from a second browser context (another device: its own cookies and
// storage), finds the game in "My games" and opens it at their own seat. The first device, whose
// seat secret the second one replaced, gets its seat back through its session. The table was
// rated (Play now's is): after it ends, the profile on the second device shows the rating.
//
// Passkeys need a secure context and a domain: chromium refuses an IP address as a relying
// party, so the pages open http://localhost:<port> (a secure context), not 127.0.0.1.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { autoplay, chooser, Client } from '../server/helpers.ts';
import { DESKTOP } from './checker.ts';
import { browserSuite, picker, until } from './helpers.ts';
import { clickChoice, playNow } from './table-helpers.ts';

const { server, browser } = await browserSuite();
const base = server.url.replace('127.0.0.1', 'localhost');

/** A device: a browser context of its own, in English, its page's errors collected. */
async function device(
  name?: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  // Under the server's real Content-Security-Policy: the passkey pages need nothing it forbids.
  const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: false });
  await context.addInitScript(
    `localStorage.setItem('moontable.lang', 'en');` +
      (name
        ? `if (!localStorage.getItem('moontable.name')) localStorage.setItem('moontable.name', ${JSON.stringify(name)});`
        : ''),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content.Security.Policy/i.test(m.text())) errors.push(m.text());
  });
  return { context, page, errors };
}

/** A virtual passkey authenticator on the page (CTAP2, resident keys, the user verified). */
async function authenticator(
  context: BrowserContext,
  page: Page,
): Promise<{ cdp: CDPSession; id: string }> {
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
  return { cdp, id: authenticatorId };
}

/** A guest plays Play now's table for a few moves; the match id. */
async function guestPlays(page: Page): Promise<string> {
  await page.goto(base);
  await page.locator('[data-testid=me-link]').waitFor();
  await playNow(page, 'monkeys-on-the-moon');
  const pick = picker(3);
  for (let i = 0; i < 3; i++) await clickChoice(page, pick);
  const id = /\/m\/([\w-]+)/.exec(page.url())?.[1];
  assert.ok(id, page.url());
  return id;
}

/** The person /me shows: guest or account, and the name. */
async function who(page: Page): Promise<{ kind: string | null; name: string }> {
  const me = page.getByTestId('me');
  await me.waitFor();
  return {
    kind: await me.getAttribute('data-kind'),
    name: await page.getByTestId('me-name').locator('strong').innerText(),
  };
}

/** On the second device: My games lists the table; opening it seats this device at it. */
async function findAndOpen(page: Page, id: string): Promise<void> {
  await page.getByTestId('my-games-link').click();
  await page.getByTestId('my-games-page').waitFor();
  const row = page.locator(`.my-game[data-match="${id}"]`);
  await row.waitFor();
  assert.equal(await row.getAttribute('data-status'), 'running');
  await row.getByTestId('open-game').click();
  await page.waitForURL(new RegExp(`/m/${id}$`));
  await page.locator('.table').waitFor();
  await page.locator('[data-testid=link][data-state=connected]').waitFor();
  // Seated, not watching: the page holds the seat's secret now.
  assert.equal(await page.getByText('You are watching.').count(), 0);
  const held = (await page.evaluate(`localStorage.getItem('moontable.seats')`)) as string;
  assert.match(held, new RegExp(`"match":"${id}"`));
}

/** The first device, whose secret was replaced, opens its table again and gets its seat back. */
async function firstDeviceAgain(page: Page, id: string): Promise<void> {
  const secret = `(JSON.parse(localStorage.getItem('moontable.seats') || '[]').find((s) => s.match === ${JSON.stringify(id)}) || {}).token`;
  const before = (await page.evaluate(secret)) as string;
  await page.goto(`${base}/m/${id}`);
  await page.locator('[data-testid=link][data-state=connected]').waitFor();
  // Polled from here (helpers.ts `until`): the page is under the real policy, which refuses
  // the eval() of Playwright's waitForFunction.
  const seated = `!document.querySelector('[data-testid=seat-refused]') && !document.body.innerText.includes('You are watching.')`;
  await until(() => page.evaluate(seated), 'the first device is seated again', 10_000);
  // The old secret was refused (the second device's replaced it); a new one, asked for with
  // the session, opens the seat.
  const now = (await page.evaluate(secret)) as string;
  assert.ok(now && now !== before, 'the first device holds a new secret');
}

test('a guest plays, saves the account with a passkey, signs in on a second device and finds the game', async () => {
  const one = await device('Ada');
  const key = await authenticator(one.context, one.page);
  const id = await guestPlays(one.page);
  // The header names the guest, and /me says it is a guest.
  assert.equal(await one.page.getByTestId('me-link').innerText(), 'Ada');
  await one.page.getByTestId('me-link').click();
  assert.deepEqual(await who(one.page), { kind: 'guest', name: 'Ada' });

  // A passkey needs a user name first: said before the browser asks for the passkey.
  await one.page.getByTestId('claim-passkey').click();
  assert.match(await one.page.getByTestId('claim-error').innerText(), /Choose a user name first/);
  await one.page.locator('input[name=username]').fill('Ada_L');
  await one.page.getByTestId('claim-passkey').click();
  await one.page.locator('[data-testid=me][data-kind=account]').waitFor();
  assert.match(await one.page.getByTestId('passkey-count').innerText(), /Passkeys: 1/);
  assert.equal(await one.page.getByTestId('profile-link').getAttribute('href'), '/players/ada_l');

  // The passkey lives on the first device's authenticator; the second device gets a copy.
  const { credentials } = await key.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: key.id,
  });
  assert.equal(credentials.length, 1);
  const two = await device();
  const key2 = await authenticator(two.context, two.page);
  await key2.cdp.send('WebAuthn.addCredential', {
    authenticatorId: key2.id,
    credential: credentials[0]!,
  });
  await two.page.goto(`${base}/me`);
  assert.equal((await who(two.page)).kind, 'guest');
  await two.page.getByTestId('sign-in-passkey').click();
  await two.page.locator('[data-testid=me][data-kind=account]').waitFor();
  // The name follows in the same answer; on a loaded machine it may be drawn a frame later.
  await two.page.getByTestId('me-name').locator('strong', { hasText: /^Ada$/ }).waitFor();
  assert.equal((await who(two.page)).name, 'Ada');
  assert.equal(await two.page.getByTestId('me-link').innerText(), 'Ada');
  await findAndOpen(two.page, id);

  await firstDeviceAgain(one.page, id);

  // Play now's table is rated. Ada leaves it (a bot finishes it for her, which counts as last
  // place); her profile, on the second device, has her rating in Monkeys on the Moon.
  // (The first device holds the seat's secret now: it asked for it last.)
  const token = (await one.page.evaluate(
    `(JSON.parse(localStorage.getItem('moontable.seats') || '[]').find((s) => s.match === ${JSON.stringify(id)}) || {}).token`,
  )) as string;
  const leaver = await Client.open(server.url);
  await leaver.hello(id, token);
  leaver.send({ type: 'leave' });
  await leaver.next((m) => (m.type === 'update' || m.type === 'match') && !!m.result, 60_000);
  leaver.close();
  await two.page.goto(`${base}/players/ada_l`);
  const rating = two.page.getByTestId('rating-monkeys-on-the-moon');
  await rating.waitFor();
  assert.match(await rating.innerText(), /1 rated game/);
  assert.match(
    await two.page.getByTestId('rating-value-monkeys-on-the-moon').innerText(),
    /^\d[\d,.]*$/,
  );
  assert.deepEqual([...one.errors, ...two.errors], []);
  await one.context.close();
  await two.context.close();
});

test('the password fallback: save with a user name and password, sign in elsewhere, find the game', async () => {
  const one = await device('Bea');
  const id = await guestPlays(one.page);
  await one.page.goto(`${base}/me`);
  assert.equal((await who(one.page)).kind, 'guest');
  await one.page.locator('input[name=username]').fill('bea');
  // Too short a password: the server's rule, in words.
  await one.page.locator('input[name=new-password]').fill('short');
  await one.page.getByTestId('claim-password').click();
  assert.match(await one.page.getByTestId('claim-error').innerText(), /8 to 200 characters/);
  await one.page.locator('input[name=new-password]').fill('a long enough sentence');
  await one.page.getByTestId('claim-password').click();
  await one.page.locator('[data-testid=me][data-kind=account]').waitFor();
  assert.match(await one.page.getByTestId('account').innerText(), /User name: bea/);

  const two = await device();
  await two.page.goto(`${base}/me`);
  await two.page.getByTestId('me').waitFor();
  // A wrong password: refused in words, still a guest.
  await two.page.locator('input[name=login-username]').fill('bea');
  await two.page.locator('input[name=login-password]').fill('not the password');
  await two.page.getByTestId('sign-in-password').click();
  assert.match(
    await two.page.getByTestId('sign-in-error').innerText(),
    /Wrong user name or password/,
  );
  assert.equal((await who(two.page)).kind, 'guest');
  await two.page.locator('input[name=login-password]').fill('a long enough sentence');
  await two.page.getByTestId('sign-in-password').click();
  await two.page.locator('[data-testid=me][data-kind=account]').waitFor();
  assert.equal((await who(two.page)).name, 'Bea');
  await findAndOpen(two.page, id);
  await firstDeviceAgain(one.page, id);

  // Signing out everywhere: both devices are guests again, and the game is no longer theirs.
  await two.page.goto(`${base}/me`);
  await two.page.getByTestId('sign-out-all').click();
  await two.page.locator('[data-testid=me][data-kind=guest]').waitFor();
  assert.match(await two.page.getByTestId('me-news-done').innerText(), /signed out/);
  await one.page.goto(`${base}/me`);
  await one.page.locator('[data-testid=me][data-kind=guest]').waitFor();
  await one.page.goto(`${base}/me/games`);
  await one.page.getByTestId('waiting').waitFor();
  assert.equal(await one.page.locator(`.my-game[data-match="${id}"]`).count(), 0);
  assert.deepEqual([...one.errors, ...two.errors], []);
  await one.context.close();
  await two.context.close();
});

test('a finished game is under Finished on the second device and opens its review', async () => {
  const one = await device('Cy');
  await one.page.goto(`${base}/me`);
  await one.page.locator('[data-testid=me][data-kind=guest]').waitFor();
  // The guest's page creates a solo Moon table (the cookie ties the seat to the guest) ...
  const created = (await one.page.evaluate(`fetch('/api/matches', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'moon', seats: [{ kind: 'human' }], join: { seat: 0, name: 'Cy' } }),
  }).then((r) => r.json())`)) as { match: { id: string }; token: string };
  const id = created.match.id;
  // ... and the seat's secret plays it to the end (a script at the table, for speed).
  const client = await Client.open(server.url);
  await client.hello(id, created.token);
  const end = await autoplay(client, chooser(5));
  assert.ok(end.result, 'the solo game ends');
  client.close();

  await one.page.locator('input[name=username]').fill('cy_solo');
  await one.page.locator('input[name=new-password]').fill('sixteen chars long');
  await one.page.getByTestId('claim-password').click();
  await one.page.locator('[data-testid=me][data-kind=account]').waitFor();

  const two = await device();
  await two.page.goto(`${base}/me`);
  await two.page.locator('input[name=login-username]').fill('CY_SOLO');
  await two.page.locator('input[name=login-password]').fill('sixteen chars long');
  await two.page.getByTestId('sign-in-password').click();
  await two.page.locator('[data-testid=me][data-kind=account]').waitFor();
  await two.page.getByRole('link', { name: 'My games' }).first().click();
  const row = two.page.getByTestId('finished').locator(`.my-game[data-match="${id}"]`);
  await row.waitFor();
  assert.match(await row.innerText(), /Moon/);
  assert.equal(await two.page.getByTestId('waiting-count').innerText(), ' (0)');
  await row.getByTestId('open-game').click();
  await two.page.waitForURL(new RegExp(`/m/${id}#review$`));
  // The review opens by itself, from the seat's point of view.
  await two.page.getByTestId('review').waitFor({ timeout: 30_000 });
  assert.deepEqual([...one.errors, ...two.errors], []);
  await one.context.close();
  await two.context.close();
});
