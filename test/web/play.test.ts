// The web client in a real browser: one human plays Monkeys on the Moon against a bot through
// clicks from the lobby to the results screen.

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../src/server/index.ts';
import {
  checkPhone,
  clickSomeMove,
  launch,
  picker,
  SCREENSHOTS,
  seatAtNewMatch,
  webServer,
} from './helpers.ts';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await webServer();
  browser = await launch();
  mkdirSync(SCREENSHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test('one human plays a whole Monkeys on the Moon game against a bot, from the lobby to the results', async () => {
  // Timed: 10 minutes + 5 s a move, so clocks show on the table.
  const { page, errors } = await seatAtNewMatch(browser, server.url, { players: 3, timed: true });
  await page.locator('.table').waitFor();
  await page.locator('[data-testid=link][data-state=connected]').waitFor();
  assert.equal(await page.locator('.clock').count(), 3);

  const pick = picker(11);
  let clicks = 0;
  let shot = false;
  while (!(await page.getByTestId('results').isVisible())) {
    const clicked = await clickSomeMove(page, pick);
    if (clicked) clicks++;
    else await page.waitForTimeout(20);
    if (!shot && clicks >= 12) {
      await page.screenshot({ path: join(SCREENSHOTS, 'monkeys-on-the-moon.png'), fullPage: true });
      // The same table on a 390 px phone: one column, nothing wider than the screen.
      await checkPhone(page, 'monkeys-on-the-moon');
      shot = true;
    }
    assert.ok(clicks < 2000, 'the game should end');
  }
  await page.screenshot({
    path: join(SCREENSHOTS, 'monkeys-on-the-moon-results.png'),
    fullPage: true,
  });
  assert.match(await page.getByTestId('results').innerText(), /Ada/);
  // The lobby remembers the seat, to rejoin from another visit.
  await page.getByRole('link', { name: 'Lobby' }).click();
  assert.equal(await page.getByTestId('my-matches').locator('a').count(), 1);
  assert.deepEqual(errors, []);
  // The match is over on the server too, with the human's name on its seat.
  const res = (await (await fetch(`${server.url}/api/matches?status=finished`)).json()) as {
    matches: { status: string; seats: { name: string | null }[] }[];
  };
  assert.equal(res.matches[0]?.status, 'finished');
  assert.equal(res.matches[0]?.seats[0]?.name, 'Ada');
});
