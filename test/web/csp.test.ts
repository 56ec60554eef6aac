// The web client under the server's real Content-Security-Policy, its scripts sent compressed (the other browser tests lift
// it for Playwright's own scripts): the lobby, a lazily loaded chunk (the rules), an online match
// over the WebSocket and a few moves, with no policy violation and no page error.

import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { compressible } from '../../src/server/precompress.ts';
import { api } from '../server/helpers.ts';
import { browserSuite, picker, WEB_DIST } from './helpers.ts';

const { server, browser } = await browserSuite();

test('the client runs under the real Content-Security-Policy, with no violation', async () => {
  const page = await browser.newPage({ bypassCSP: false });
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text());
  });
  // What the browser downloads: scripts must come compressed (it accepts brotli).
  const scripts: { url: string; encoding: string | undefined }[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js'))
      scripts.push({ url: r.url(), encoding: r.headers()['content-encoding'] });
  });
  const lobby = await page.goto(server.url);
  assert.match(String(lobby?.headers()['content-security-policy']), /script-src 'self'/);
  await page.getByTestId('create').waitFor();
  // The rules texts are a chunk loaded on demand.
  await page.getByRole('button', { name: /rules/i }).first().click();
  await page.locator('dialog[open]').waitFor();
  await page.keyboard.press('Escape');

  const created = await api<{ invites: { url: string }[] }>(server.url, 'POST', '/api/matches', {
    game: 'monkeys-on-the-moon',
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
  });
  await page.goto(created.body.invites[0]!.url);
  await page.locator('input[name=name]').fill('Ada');
  await page.locator('form.join button[type=submit]').click();
  await page.locator('[data-testid=link][data-state=connected]').waitFor();
  // A few moves by clicks, each waited for through the page's own markup (no page scripts).
  const table = page.locator('.table');
  const start = Number(await table.getAttribute('data-version'));
  const offered = page.locator(
    'button[data-move]:not([disabled]), button[data-coin]:not([disabled]), button[data-step]:not([disabled])',
  );
  const pick = picker(3);
  for (let i = 0; i < 60 && Number(await table.getAttribute('data-version')) < start + 4; i++) {
    await page.locator('.your-turn').waitFor();
    const before = await table.getAttribute('data-version');
    const target = offered.nth(pick() % (await offered.count()));
    const isMove = (await target.getAttribute('data-move')) !== null;
    await target.click();
    if (isMove) await page.locator(`.table:not([data-version="${before}"])`).waitFor();
  }
  assert.ok(Number(await table.getAttribute('data-version')) >= start + 4, 'moves were played');
  assert.deepEqual(problems, []);
  assert.ok(scripts.length > 0, 'the page loaded scripts');
  // Every script the server compresses (all but the tiniest, precompress.ts) came as brotli.
  for (const s of scripts) {
    const file = join(WEB_DIST, new URL(s.url).pathname);
    if (compressible(file, statSync(file).size))
      assert.equal(s.encoding, 'br', `${s.url} came compressed`);
  }
  await page.close();
});
