// "Play online now" in chromium (issue 28): three browser contexts, three people. Ada on a
// desktop and Bob on a 390 px phone (in German) each click it on Monkey Lab's card and land at
// one table, each in their own seat; Cleo on a phone asks for Chimps on Mars with bots after
// 15 s and, alone, gets a table of herself and two bots once the server's clock passes her
// wait. The waiting card fits a phone (no sideways scroll, no small text, 44 px controls), and
// Cancel, or going to another page, takes a person out of the queue. axe finds nothing serious
// in the waiting card.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, inspect, PHONE } from './checker.ts';
import { axeFindings, browserSuite, SCREENSHOTS } from './helpers.ts';
import { openPage } from './table-helpers.ts';

/** The server's clock runs on from now, and the test may move it on by `skip`. */
let skip = 0;
const { server, browser } = await browserSuite({ server: { now: () => Date.now() + skip } });

/** Asserts the waiting card fits the page: no sideways scroll, no small text, 44 px controls. */
async function fits(page: Page, game: string, where: string): Promise<void> {
  const panel = page.getByTestId(`queue-${game}`);
  await panel.scrollIntoViewIfNeeded();
  const f = await inspect(page);
  assert.ok(f.sideways <= 0, `${where}: ${f.sideways} px too wide: ${f.wide.join('; ')}`);
  assert.deepEqual(f.smallText, [], `${where}: small text`);
  for (const control of await panel.locator('button, select').all()) {
    const box = (await control.boundingBox())!;
    assert.ok(box.height >= 44 - 0.5, `${where}: a control ${box.height} px high`);
    assert.ok(box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0) + 0.5);
  }
}

/** The person's seat at the table the page opened: the name the table marks as "you". */
async function atTable(page: Page): Promise<string> {
  await page.waitForURL(/\/m\//, { timeout: 30_000 });
  await page.locator('.table').waitFor({ timeout: 30_000 });
  await page.locator('[data-testid=link][data-state=connected]').waitFor();
  return new URL(page.url()).pathname.split('/')[2]!;
}

test('three people meet through Play online now: two at one table, one with bots after her wait', async () => {
  const ada = await openPage(browser, server.url, DESKTOP, 'en');
  const bob = await openPage(browser, server.url, PHONE, 'de');
  const cleo = await openPage(browser, server.url, PHONE, 'en');
  await bob.page.locator('input[name=my-name]').fill('Bob');
  await cleo.page.locator('input[name=my-name]').fill('Cleo');

  // Ada asks first and waits: the card says so, in English.
  await ada.page.getByTestId('play-online-monkey-lab').click();
  const adaPanel = ada.page.getByTestId('queue-monkey-lab');
  await adaPanel.waitFor();
  assert.match(await adaPanel.innerText(), /Looking for players/);
  assert.match(await adaPanel.innerText(), /Nobody else is waiting/);
  await fits(ada.page, 'monkey-lab', 'Ada waiting, desktop');

  // Cleo asks for Chimps on Mars, 3 players, bots after 15 s; on her phone the card fits.
  await cleo.page.getByTestId('play-online-chimps-on-mars').click();
  const cleoPanel = cleo.page.getByTestId('queue-chimps-on-mars');
  await cleoPanel.waitFor();
  await cleo.page.locator('select[name=queue-bots]').selectOption('15000');
  await cleo.page.waitForFunction(
    `document.querySelector('[data-testid=queue-chimps-on-mars]')?.innerText.includes('seats in 0:1')`,
  );
  await fits(cleo.page, 'chimps-on-mars', 'Cleo waiting, 390 px');
  await cleo.page.screenshot({ path: join(SCREENSHOTS, 'queue-waiting-phone.png') });

  // Bob, on his phone in German, sees Ada waiting and is paired with her at once.
  await bob.page.getByTestId('play-online-monkey-lab').click();
  const [adaMatch, bobMatch] = await Promise.all([atTable(ada.page), atTable(bob.page)]);
  assert.equal(adaMatch, bobMatch, 'one table for both');
  // Each holds their own seat: the secret this browser keeps opens the seat under their name,
  // and the table shows it as theirs ("you", "du").
  const row = (await server.hub.store.get(adaMatch))!;
  const seatOf = async (p: Page) =>
    (await p.evaluate(
      `JSON.parse(localStorage.getItem('moontable.seats')).find((s) => s.match === '${adaMatch}').seat`,
    )) as number;
  const [adaSeat, bobSeat] = [await seatOf(ada.page), await seatOf(bob.page)];
  assert.notEqual(adaSeat, bobSeat);
  assert.equal(row.seats[adaSeat]?.name, 'Ada');
  assert.equal(row.seats[bobSeat]?.name, 'Bob');
  await ada.page.getByText(', you)').first().waitFor();
  await bob.page.getByText(', du)').first().waitFor();
  const overflow = await bob.page.evaluate('document.documentElement.scrollWidth - innerWidth');
  assert.ok(Number(overflow) <= 0, `Bob's table is ${String(overflow)} px too wide`);
  await bob.page.screenshot({ path: join(SCREENSHOTS, 'queue-paired-phone.png') });

  // Cleo is still alone; once her 15 s are over (the server's clock moves on), bots fill her table.
  assert.match(await cleoPanel.innerText(), /Nobody else is waiting/);
  skip += 16_000;
  const cleoMatch = await atTable(cleo.page);
  const hers = (await server.hub.store.get(cleoMatch))!;
  assert.deepEqual(hers.seats.map((s) => s.kind).sort(), ['bot', 'bot', 'human']);
  assert.equal(hers.seats.find((s) => s.kind === 'human')?.name, 'Cleo');
  assert.deepEqual(ada.errors.concat(bob.errors, cleo.errors), []);
  for (const p of [ada, bob, cleo]) await p.page.close();
});

test('Cancel takes a person out of the queue, and so does leaving the lobby', async () => {
  const dan = await openPage(browser, server.url, PHONE, 'de');
  await dan.page.getByTestId('play-online-moon').click();
  const panel = dan.page.getByTestId('queue-moon');
  await panel.waitFor();
  assert.match(await panel.innerText(), /Suche Mitspieler/);
  await fits(dan.page, 'moon', 'Dan waiting, 390 px, German');
  assert.deepEqual(await axeFindings(dan.page), [], 'the waiting card: no axe findings');
  const waiting = async () =>
    (await server.hub.store.db.query(`select 1 from queue_entries where state = 'waiting'`)).length;
  assert.equal(await waiting(), 1);
  await dan.page.getByTestId('queue-cancel-moon').click();
  await dan.page.getByTestId('play-online-moon').waitFor();
  assert.equal(await waiting(), 0);
  // Asked again, then away to another page of the app (My games): the entry goes with the card.
  // (Closing the tab sends the same request as a beacon; should it be lost, the entry expires
  // 40 s after the last heartbeat: test/server/queue.test.ts.)
  await dan.page.getByTestId('play-online-moon').click();
  await panel.waitFor();
  assert.equal(await waiting(), 1);
  await dan.page.getByTestId('my-games-link').click();
  await dan.page.waitForURL(/\/me\/games/);
  for (let i = 0; i < 50 && (await waiting()) > 0; i++) await dan.page.waitForTimeout(100);
  assert.equal(await waiting(), 0, 'leaving the lobby left the queue');
  assert.deepEqual(dan.errors, []);
  await dan.page.close();
});
