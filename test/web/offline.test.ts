// The app offline (issue 29): after one visit online, the service worker holds the pages, their
// scripts and the lobby's list of games. With the network off, the lobby opens and says what
// still works, a whole hot-seat game of Monkey Lab against the bots plays to the score sheet
// (the engine and the bots run in the page), and a tutorial opens. The manifest and icons make
// it installable.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeRecord } from '../../src/engine/record.ts';
import { browserSuite, clickSomeMove, picker } from './helpers.ts';

const { server, browser } = await browserSuite();

test('installable: a manifest with its icons, and the service worker served fresh', async () => {
  const manifest = await fetch(`${server.url}/manifest.webmanifest`);
  assert.equal(manifest.status, 200);
  assert.match(manifest.headers.get('content-type') ?? '', /application\/manifest\+json/);
  const body = (await manifest.json()) as {
    icons: { src: string; sizes: string }[];
    display: string;
  };
  assert.equal(body.display, 'standalone');
  for (const size of ['192x192', '512x512']) {
    const icon = body.icons.find((i) => i.sizes === size);
    assert.ok(icon, `an icon of ${size}`);
    const got = await fetch(server.url + icon.src);
    assert.equal(got.headers.get('content-type'), 'image/png');
  }
  const sw = await fetch(`${server.url}/sw.js`);
  assert.equal(sw.status, 200);
  assert.equal(sw.headers.get('cache-control'), 'no-cache', 'a new version is found at once');
  assert.match(await sw.text(), /const PRECACHE = \[".*\/assets\/hotseat-/);
});

test('offline: the lobby, a whole hot-seat game of Monkey Lab against the bots, a tutorial', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url);
  await page.locator('.game-card').first().waitFor();
  // The worker has installed everything and controls the page.
  await page.evaluate(`navigator.serviceWorker.ready`);
  await page.reload();
  await page.waitForFunction(`!!navigator.serviceWorker.controller`);

  await context.setOffline(true);
  await page.reload();
  await page.getByTestId('offline').waitFor();
  assert.equal(await page.locator('.game-card').count(), 4, 'the four games, from the last list');

  const saved = {
    record: makeRecord('monkey-lab', {}, 3, 'offline-train', []),
    seats: [
      { kind: 'human', name: 'Ann' },
      { kind: 'bot', name: 'Bot 1', bot: 'heuristic' },
      { kind: 'bot', name: 'Bot 2', bot: 'random' },
    ],
  };
  await page.evaluate(
    `localStorage.setItem('moontable.hotseat', ${JSON.stringify(JSON.stringify(saved))});
     localStorage.setItem('moontable.speed', 'instant');`,
  );
  await page.goto(`${server.url}/hotseat`);
  const ready = page.getByTestId('ready');
  if (await ready.isVisible().catch(() => false)) await ready.click();
  const pick = picker(11);
  for (let i = 0; i < 2000; i++) {
    if (await page.getByTestId('results').count()) break;
    if (await ready.isVisible().catch(() => false)) await ready.click();
    if (!(await clickSomeMove(page, pick))) await page.waitForTimeout(50);
  }
  await page.getByTestId('results').waitFor();

  await page.goto(`${server.url}/learn/monkey-lab`);
  await page.locator('.table').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
