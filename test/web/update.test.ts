// A new version deployed while a page is open (issue 29): the page keeps working on the files it
// was built with and says an update is ready; "Update" lets the new service worker take over
// and reloads the page on the new version. The deploy is real: the server stops, the build's
// service worker changes (a new VERSION, as any changed file gives it), and a server starts
// again on the same address.

import assert from 'node:assert/strict';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { RunningServer } from '../../src/server/index.ts';
import { freePort, testServer } from '../server/helpers.ts';
import { buildWeb, until, useBrowser, WEB_DIST } from './helpers.ts';
import { removeDir, tempDir } from '../temp.ts';

let server: RunningServer | undefined;
const dir = tempDir('moontable-deploy');
buildWeb();
cpSync(WEB_DIST, dir, { recursive: true });
const browser = await useBrowser();

after(async () => {
  await server?.close();
  removeDir(dir);
});

const versionOf = (sw: string) => /const VERSION = "([^"]+)"/.exec(sw)?.[1];

test('a deploy under an open page: it keeps working, offers "Update", and then runs the new version', async () => {
  const port = await freePort();
  server = await testServer({ port, app: { webDir: dir } });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url);
  await page.locator('.game-card').first().waitFor();
  await page.evaluate(`navigator.serviceWorker.ready`);
  await page.reload();
  await until(() => page.evaluate(`!!navigator.serviceWorker.controller`), 'the worker controls');
  const swFile = join(dir, 'sw.js');
  const before = versionOf(readFileSync(swFile, 'utf8'));
  assert.ok(before, 'the build names its version');
  assert.equal(await page.getByTestId('update-ready').count(), 0, 'no banner before a deploy');

  // The deploy: the server stops, the worker's file changes, a server starts on the same port.
  await server.close();
  server = undefined;
  const next = 'deployed' + before.slice(8);
  writeFileSync(swFile, readFileSync(swFile, 'utf8').replace(before, next));
  for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(join(dir, copy), { force: true });
  server = await testServer({ port, app: { webDir: dir } });

  // The browser looks for a new worker (on navigation, or every so often; here, at once).
  await page.evaluate(`navigator.serviceWorker.getRegistration().then((r) => r.update())`);
  const banner = page.getByTestId('update-ready');
  await banner.waitFor({ timeout: 15_000 });
  assert.match(await banner.innerText(), /new version/i);
  // The open page still works on its own files meanwhile: a tutorial opens from the lobby.
  await page.getByTestId('learn-monkey-lab').click();
  await page.waitForURL(/\/learn\/monkey-lab/);
  await page.locator('main').waitFor();
  assert.equal(await banner.count(), 1, 'the banner stays until the player chooses');

  // "Update": the new worker takes over and the page reloads on it; the old cache is gone.
  await page.getByTestId('update').click();
  await until(
    () =>
      page
        .evaluate(`caches.keys().then((k) => JSON.stringify(k))`)
        .then((k) => (k as string).includes(`moontable-${next}`) && !(k as string).includes(before))
        .catch(() => false),
    'the new version holds the cache alone',
  );
  await page.locator('body').waitFor();
  await until(
    () =>
      page
        .getByTestId('update-ready')
        .count()
        .then((n) => n === 0),
    'the banner is gone after the reload',
  );
  assert.deepEqual(errors, []);
  await context.close();
});
