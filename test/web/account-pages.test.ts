// The person's pages in a real browser (issue 27): /me and /me/games at 390 px and 1366 px in
// English and German (screenshots, no sideways scroll, no text under 12 px, tap targets of
// 44 px, axe-core without critical or serious findings), the name kept with the person, the
// data download, and deleting an account after its confirming step.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, MIN_TAP_PX, MIN_TEXT_PX, PHONE } from './checker.ts';
import { axeFindings, browserSuite, SCREENSHOTS } from './helpers.ts';
import { openPage, playNow } from './table-helpers.ts';

const { server, browser } = await browserSuite();
const base = server.url.replace('127.0.0.1', 'localhost');

/**
 * What a phone and a desktop need of the page: no sideways scroll, no visible text under
 * 12 px, every button, link and field in <main> at least 44 px high.
 */
const FIT = `(() => {
  const small = [];
  const low = [];
  for (const el of document.querySelectorAll('main *')) {
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height) continue;
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (own && parseFloat(getComputedStyle(el).fontSize) < ${MIN_TEXT_PX}) small.push(el.textContent.trim().slice(0, 30));
    if (el.matches('button, a.button, input, select') && r.height < ${MIN_TAP_PX}) low.push(el.outerHTML.slice(0, 60));
  }
  return { sideways: document.documentElement.scrollWidth - innerWidth, small, low };
})()`;

async function checkFit(page: Page, where: string): Promise<void> {
  const f = (await page.evaluate(FIT)) as { sideways: number; small: string[]; low: string[] };
  assert.ok(f.sideways <= 0, `${where}: ${f.sideways} px of sideways scroll`);
  assert.deepEqual(f.small, [], `${where}: text under ${MIN_TEXT_PX} px`);
  assert.deepEqual(f.low, [], `${where}: tap targets under ${MIN_TAP_PX} px`);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

for (const [lang, viewport, size] of [
  ['en', DESKTOP, 'desktop'],
  ['de', PHONE, 'phone'],
  ['en', PHONE, 'phone'],
  ['de', DESKTOP, 'desktop'],
] as const) {
  test(`/me and /me/games (${lang}, ${viewport.width} px): fit the screen, no axe findings`, async () => {
    const { page, errors } = await openPage(browser, base, viewport, lang);
    // A guest with a game running: the lobby's Play now.
    await playNow(page, 'monkeys-on-the-moon');
    await page.goto(`${base}/me`);
    await page.locator('[data-testid=me][data-kind=guest]').waitFor();
    // The header counts the tables waiting for my move (the inbox badge, its one count).
    await page.getByTestId('inbox-badge').waitFor();
    assert.equal(await page.getByTestId('inbox-badge').innerText(), '1');
    assert.equal(await page.getByTestId('waiting-badge').count(), 0);
    await checkFit(page, `/me guest ${lang} ${size}`);
    assert.deepEqual(await axeFindings(page), [], `/me guest ${lang} ${size}`);
    await shot(page, `me-guest-${lang}-${size}`);

    // An account (a password; the passkey way is in account.test.ts).
    await page.locator('input[name=username]').fill(`user_${lang}_${size}_${viewport.width}`);
    await page.locator('input[name=new-password]').fill('correct horse battery');
    await page.getByTestId('claim-password').click();
    await page.locator('[data-testid=me][data-kind=account]').waitFor();
    await checkFit(page, `/me account ${lang} ${size}`);
    assert.deepEqual(await axeFindings(page), [], `/me account ${lang} ${size}`);
    await shot(page, `me-account-${lang}-${size}`);

    await page.getByTestId('my-games-link').click();
    await page.locator('.my-game').first().waitFor();
    await checkFit(page, `/me/games ${lang} ${size}`);
    assert.deepEqual(await axeFindings(page), [], `/me/games ${lang} ${size}`);
    await shot(page, `my-games-${lang}-${size}`);
    // The game waiting for my move comes first, counted.
    assert.equal(await page.getByTestId('waiting-count').innerText(), ' (1)');
    if (lang === 'de') assert.match(await page.locator('h1').innerText(), /Meine Partien/);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('the name is kept with the person; bad names are refused in words', async () => {
  const { page, errors } = await openPage(browser, base, DESKTOP, 'de');
  await page.getByTestId('me-link').click();
  await page.locator('[data-testid=me]').waitFor();
  await page.locator('input[name=name]').fill('Cleo');
  await page.getByTestId('save-name').click();
  await page.getByText('Gespeichert.').waitFor();
  assert.equal(await page.getByTestId('me-link').innerText(), 'Cleo');
  // A reload asks the server: the name is the person's, not only this browser's.
  await page.evaluate(`localStorage.removeItem('moontable.name')`);
  await page.reload();
  await page.locator('[data-testid=me]').waitFor();
  assert.equal(await page.getByTestId('me-link').innerText(), 'Cleo');
  // A control character: the server's words, in German.
  await page.locator('input[name=name]').fill('Cl\u0007eo');
  await page.getByTestId('save-name').click();
  assert.match(await page.getByTestId('name-error').innerText(), /Steuerzeichen/);
  assert.equal(await page.getByTestId('me-link').innerText(), 'Cleo');
  // A name typed in the lobby reaches the person once the typing stops.
  await page.getByRole('link', { name: 'Moontable' }).click();
  await page.locator('input[name=my-name]').fill('Dana');
  await page.waitForFunction(`localStorage.getItem('moontable.name.pending') === null`);
  const me = (await page.evaluate(`fetch('/api/me').then((r) => r.json())`)) as { name: string };
  assert.equal(me.name, 'Dana');
  assert.equal(await page.getByTestId('me-link').innerText(), 'Dana');
  assert.deepEqual(errors, []);
  await page.close();
});

test('download my data, then delete the account after the confirming step', async () => {
  const { page, errors } = await openPage(browser, base, PHONE, 'en');
  await page.goto(`${base}/me`);
  await page.locator('[data-testid=me]').waitFor();
  await page.locator('input[name=username]').fill('dora');
  await page.locator('input[name=new-password]').fill('a very long password');
  await page.getByTestId('claim-password').click();
  await page.locator('[data-testid=me][data-kind=account]').waitFor();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export').click(),
  ]);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    person: { username: string };
  };
  assert.equal(data.person.username, 'dora');

  // The first click only asks; Cancel keeps everything.
  await page.getByTestId('delete').click();
  await page.getByTestId('delete-confirm').waitFor();
  await page.getByRole('button', { name: 'Cancel' }).click();
  assert.equal(await page.getByTestId('delete-confirm').count(), 0);
  assert.equal(await page.locator('[data-testid=me]').getAttribute('data-kind'), 'account');
  await page.getByTestId('delete').click();
  await page.getByTestId('delete-yes').click();
  await page.locator('[data-testid=me][data-kind=guest]').waitFor();
  assert.match(await page.getByTestId('me-news-done').innerText(), /deleted/);
  // The user name is gone: signing in with it fails.
  await page.locator('input[name=login-username]').fill('dora');
  await page.locator('input[name=login-password]').fill('a very long password');
  await page.getByTestId('sign-in-password').click();
  assert.match(await page.getByTestId('sign-in-error').innerText(), /Wrong user name or password/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a browser without passkeys is told so, and the password way still works', async () => {
  const { page, errors } = await openPage(browser, base, PHONE, 'de');
  await page.addInitScript(`delete window.PublicKeyCredential;`);
  await page.goto(`${base}/me`);
  await page.locator('[data-testid=me][data-kind=guest]').waitFor();
  assert.ok(await page.getByTestId('claim-passkey').isDisabled());
  assert.ok(await page.getByTestId('sign-in-passkey').isDisabled());
  assert.equal(
    await page
      .getByText('Dieser Browser kann hier keine Passkeys nutzen', { exact: false })
      .count(),
    2,
  );
  await page.locator('input[name=username]').fill('ohne_passkey');
  await page.locator('input[name=new-password]').fill('nur ein Passwort');
  await page.getByTestId('claim-password').click();
  await page.locator('[data-testid=me][data-kind=account]').waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});
