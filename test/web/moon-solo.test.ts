// Moon solo in a real browser: from the lobby, one player against the Rival, online and in
// hot-seat, through clicks on the Moon board to the results, where the Rival has its place.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { checkDecision, PHONE } from './checker.ts';
import { browserSuite, checkPhone, picker, SCREENSHOTS, seatAtNewMatch } from './helpers.ts';
import { clickChoice } from './table-helpers.ts';

const { server, browser } = await browserSuite();

const BOARD = '[data-board=moon]';

/** One click towards a move: a hand card, an action-bar button, a face-up hand. */
async function clickOnBoard(page: Page, pick: () => number): Promise<boolean> {
  return clickChoice(page, pick);
}

async function playToResults(page: Page, pick: () => number, shot?: string): Promise<void> {
  let shotTaken = false;
  for (let i = 0; !(await page.getByTestId('results').isVisible()); i++) {
    assert.equal(await page.getByTestId('error').count(), 0, 'every move offered is accepted');
    if (!(await clickOnBoard(page, pick))) await page.waitForTimeout(20);
    if (shot && !shotTaken && i >= 25) {
      await page.screenshot({ path: join(SCREENSHOTS, `${shot}.png`), fullPage: true });
      await checkPhone(page, shot);
      shotTaken = true;
    }
    assert.ok(i < 3000, 'the game should end');
  }
}

test('Moon solo online: one player against the Rival from the lobby to the results', async () => {
  const { page, errors } = await seatAtNewMatch(browser, server.url, { game: 'moon', players: 1 });
  await page.locator(BOARD).waitFor();
  const solo = page.getByTestId('moon-solo');
  await solo.waitFor();
  // Four face-up hands, and the first choice is which one to play.
  assert.equal(await solo.locator('[data-hand]').count(), 4);
  assert.match(await solo.innerText(), /The Rival/);
  // The action bar publishes its step after the board's render: wait for it, then count.
  const choices = page.locator(`[data-testid=action-bar] [data-move^="choose h"]`);
  await choices.first().waitFor();
  assert.ok((await choices.count()) >= 2);
  // On a phone the four hands, the Rival and the choices fit: checked at the first decisions.
  await page.setViewportSize(PHONE);
  for (let i = 0; i < 8; i++) {
    await checkDecision(page, `solo phone ${i}`);
    await clickOnBoard(page, picker(30 + i));
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
  await playToResults(page, picker(4), 'moon-solo');
  const results = page.getByTestId('results');
  assert.match(await results.innerText(), /Ada/);
  assert.match(await results.getByTestId('opponent').innerText(), /The Rival/);
  await page.screenshot({ path: join(SCREENSHOTS, 'moon-solo-results.png'), fullPage: true });
  assert.deepEqual(errors, []);
});

test('Moon solo in hot-seat: the engine in the page plays one player against the Rival', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url);
  await page.locator('select[name=game]').selectOption('moon');
  await page.locator('select[name=players]').selectOption('1');
  await page.locator('input[name=name-0]').fill('Solo');
  await page.getByTestId('hotseat').click();
  const pick = picker(8);
  for (let i = 0; !(await page.getByTestId('results').isVisible()); i++) {
    if (await page.getByTestId('pass-screen').isVisible()) await page.getByTestId('ready').click();
    else if (!(await clickOnBoard(page, pick))) await page.waitForTimeout(20);
    if (i === 3) assert.equal(await page.getByTestId('moon-solo').count(), 1);
    assert.ok(i < 3000, 'the game should end');
  }
  assert.match(await page.getByTestId('results').innerText(), /Solo/);
  assert.equal(await page.getByTestId('opponent').count(), 1);
  assert.deepEqual(errors, []);
});
