// The notifications page (issue 29) in chromium at 390 px, in German: a person chooses their
// events and a Discord webhook, and "Test senden" reaches a real local webhook receiver; a bad
// address is refused with the server's words and nothing changes.

import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { browserSuite, SCREENSHOTS } from './helpers.ts';

const { server, browser } = await browserSuite({
  server: { notify: { allowPrivateTargets: true } },
});
const got: unknown[] = [];
const hook = createServer((req, res) => {
  let body = '';
  req.on('data', (d: Buffer) => (body += d.toString()));
  req.on('end', () => {
    got.push(JSON.parse(body));
    res.writeHead(204).end();
  });
});

before(async () => {
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
});

after(async () => {
  await new Promise<void>((r) => hook.close(() => r()));
});

test('choose events and a webhook, send a test; a bad address is refused', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(`localStorage.setItem('moontable.lang', 'de')`);
  const page = await context.newPage();
  await page.goto(`${server.url}/notifications`);
  await page.getByTestId('notifications').waitFor();
  assert.equal(await page.getByTestId('notify-gameEnd').isChecked(), true);
  await page.getByTestId('notify-gameEnd').uncheck();
  await page.getByTestId('notify-saved').waitFor();

  const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
  await page.getByTestId('webhook-url').fill(url);
  await page.getByTestId('webhook-kind').selectOption('discord');
  await page.getByTestId('webhook-save').click();
  await page.getByText('Gespeichert.').waitFor();
  await page.getByTestId('notify-test').click();
  for (let i = 0; i < 100 && got.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
  const message = got[0] as { content: string; username: string };
  assert.equal(message.username, 'Moontable');
  assert.match(message.content, /^Moontable: Benachrichtigungen funktionieren/);

  await page.getByTestId('webhook-url').fill('ftp://example.org/');
  await page.getByTestId('webhook-save').click();
  const error = page.getByTestId('notify-error');
  await error.waitFor();
  assert.match((await error.textContent()) ?? '', /https:\/\/-Adresse/);
  await page.reload();
  await page.getByTestId('notifications').waitFor();
  assert.equal(await page.getByTestId('webhook-url').inputValue(), url, 'nothing changed');
  assert.equal(await page.getByTestId('notify-gameEnd').isChecked(), false);
  const wide = await page.evaluate(`document.documentElement.scrollWidth`);
  assert.ok((wide as number) <= 390, `no sideways scroll (${wide} px)`);
  await page.screenshot({ path: join(SCREENSHOTS, 'notifications-phone-de.png'), fullPage: true });
  await context.close();
});
