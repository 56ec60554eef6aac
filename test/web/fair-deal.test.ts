// Deals anyone can verify (issue 28), in the browser: an online table shows the commitment to its
// seed from the start; once the match is over, "Check the deal" hashes the revealed seed in the
// page and replays the record from it: verified for the real record, refused for a record whose
// seed was swapped on the way (a forged reveal). Checked at 390 px in German too.

import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { api } from '../server/helpers.ts';
import { join } from 'node:path';
import { browserSuite, SCREENSHOTS } from './helpers.ts';

const { server, browser } = await browserSuite();
let id: string;
let commitment: string;

before(async () => {
  const made = await api<{ match: { id: string; commitment: string } }>(
    server.url,
    'POST',
    '/api/matches',
    {
      game: 'monkeys-on-the-moon',
      seats: [
        { kind: 'bot', bot: 'random' },
        { kind: 'bot', bot: 'random' },
      ],
    },
  );
  assert.equal(made.status, 201);
  ({ id, commitment } = made.body.match);
  for (let i = 0; i < 600; i++) {
    const m = await api<{ match: { status: string } }>(server.url, 'GET', `/api/matches/${id}`);
    if (m.body.match.status === 'finished') break;
    await new Promise((r) => setTimeout(r, 100));
  }
});

test('the commitment is shown, and the finished deal checks out in the page', async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  await page.goto(`${server.url}/m/${id}`);
  const line = page.getByTestId('fair-deal');
  await line.waitFor();
  assert.match((await line.textContent()) ?? '', new RegExp(commitment.slice(0, 12)));
  await page.getByTestId('verify-deal').click();
  await page.locator('[data-testid=fair-deal][data-check=verified]').waitFor({ timeout: 30_000 });
  await page.screenshot({ path: join(SCREENSHOTS, 'fair-deal-desktop.png'), fullPage: true });
  await page.close();
});

test('a forged seed reveal is refused; on a phone in German the line fits', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(`localStorage.setItem('moontable.lang', 'de')`);
  const page = await context.newPage();
  // The record arrives with another seed than the one committed to.
  await page.route(`**/api/matches/${id}/record*`, async (route) => {
    const res = await route.fetch();
    const record = (await res.json()) as Record<string, unknown>;
    await route.fulfill({ response: res, json: { ...record, seed: 'another seed' } });
  });
  await page.goto(`${server.url}/m/${id}`);
  await page.getByTestId('verify-deal').click();
  const refused = page.locator('[data-testid=fair-deal][data-check=mismatch]');
  await refused.waitFor({ timeout: 30_000 });
  await refused.scrollIntoViewIfNeeded();
  assert.match((await refused.textContent()) ?? '', /passt nicht/);
  const wide = await page.evaluate(`document.documentElement.scrollWidth`);
  assert.ok((wide as number) <= 390, `no sideways scroll on a phone (${wide} px)`);
  await page.screenshot({ path: join(SCREENSHOTS, 'fair-deal-phone-de.png') });
  await context.close();
});
