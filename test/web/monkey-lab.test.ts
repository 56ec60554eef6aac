// The Monkey Lab board in a real browser: one human plays a whole 2-player game against a server
// bot from the lobby to the results, clicking what the board offers (rooms, items, cages,
// monkeys, cards and their steps), with screenshots and the 390 px phone check.

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../src/server/index.ts';
import { checkPhone, launch, picker, SCREENSHOTS, seatAtNewMatch, webServer } from './helpers.ts';

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

// What the board offers: whole moves (data-move) and steps of a card or a combat (data-step).
const BOARD = '.board [data-move]:not([disabled]), .board [data-step]:not([disabled])';
const SIDE = '.side button[data-move]';

/** Clicks one thing the board offers, else a move from the side list; waits for a move to land. */
async function clickOne(
  page: Page,
  pick: () => number,
): Promise<{ where: 'board' | 'side'; step: boolean } | null> {
  for (const [selector, where] of [
    [BOARD, 'board'],
    [SIDE, 'side'],
  ] as const) {
    const els = page.locator(selector);
    const n = await els.count();
    if (n === 0) continue;
    const el = els.nth(pick() % n);
    const move = await el.getAttribute('data-move');
    const before = await page.locator('.table').getAttribute('data-version');
    await el.click();
    if (move !== null) {
      const moved = `(() => {
        const el = document.querySelector('.table');
        return !el || el.getAttribute('data-version') !== ${JSON.stringify(before)} ||
          !!document.querySelector('[data-testid=error]');
      })()`;
      await page.waitForFunction(moved, undefined, { timeout: 10_000 }).catch(() => undefined);
    }
    return { where, step: move === null };
  }
  return null;
}

/** A spectator, in German: the lab and the public parts, no hands, no tile values, no moves. */
async function spectator(url: string): Promise<void> {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  await page.locator('[data-board=monkey-lab]').waitFor();
  assert.equal(await page.locator('[data-room]').count(), 13);
  assert.equal(await page.locator('[data-monkey]').count(), 2);
  assert.equal(await page.locator('.board [data-move], .board [data-step]').count(), 0);
  assert.equal(await page.locator('.ml-me').count(), 0);
  for (const seat of [0, 1]) {
    const line = await page.locator(`.ml-players li[data-seat="${seat}"]`).innerText();
    assert.match(line, /verdeckt/); // scoring tiles as a count
    assert.doesNotMatch(line, /Gegenstand bewegen|Tauschen|Stehlen|Zweimal ziehen|Wächter bewegen/);
  }
  assert.match((await page.locator('[data-room=lobby]').textContent()) ?? '', /Eingangshalle/);
  assert.deepEqual(errors, []);
  await context.close();
}

test('one human plays a whole Monkey Lab game against a bot through the board, from the lobby to the results', async () => {
  const { page, errors, spectateUrl } = await seatAtNewMatch(browser, server.url, {
    game: 'monkey-lab',
    players: 2,
    bot: 'heuristic',
  });
  await page.locator('.table').waitFor();
  await page.locator('[data-board=monkey-lab]').waitFor();
  // The lab: 13 rooms, two monkeys, 12 cages (the bot may have opened one if it began).
  assert.equal(await page.locator('[data-room]').count(), 13);
  assert.equal(await page.locator('[data-monkey]').count(), 2);
  assert.ok((await page.locator('[data-cage]').count()) >= 11);
  assert.equal(await page.locator('[data-room=lobby] [data-cage]').count(), 0);

  const pick = picker(23);
  let board = 0;
  let side = 0;
  let steps = 0;
  let shot = false;
  let keyed = false;
  while (!(await page.getByTestId('results').isVisible())) {
    if (!keyed && (await page.locator('.board g[data-move]').count()) > 0) {
      // Once by keyboard: Tab focus on a room, item or cage of the board and Enter plays it.
      const version = await page.locator('.table').getAttribute('data-version');
      await page.locator('.board g[data-move]').first().focus();
      await page.keyboard.press('Enter');
      await page.locator(`.table:not([data-version="${version}"])`).waitFor();
      keyed = true;
      board++;
      continue;
    }
    const clicked = await clickOne(page, pick);
    if (clicked?.where === 'board') board++;
    else if (clicked?.where === 'side') side++;
    else await page.waitForTimeout(20);
    if (clicked?.step) steps++;
    if (!shot && board >= 15 && (await page.locator('.ml-me').isVisible())) {
      // The other seat's hand is hidden: its line shows a count, never card names.
      const rival = await page.locator('.ml-players li[data-seat="1"]').innerText();
      assert.doesNotMatch(rival, /Move One Item|Exchange|Steal|Move Twice|Move Guard/);
      await page.screenshot({ path: join(SCREENSHOTS, 'monkey-lab.png'), fullPage: true });
      await checkPhone(page, 'monkey-lab');
      await spectator(spectateUrl);
      shot = true;
    }
    assert.ok(board + side < 3000, 'the game should end');
  }
  assert.ok(shot, 'the screenshots were taken mid-game');
  assert.ok(keyed, 'a move was played by keyboard');
  // Every move was offered by the board itself: the side list stays empty for this game.
  assert.ok(board > 0, 'the board offered moves');
  assert.equal(side, 0, 'nothing had to be played from the side list');
  assert.ok(steps > 0, 'no card or combat was guided in steps');
  await page.screenshot({ path: join(SCREENSHOTS, 'monkey-lab-results.png'), fullPage: true });
  const results = page.getByTestId('results');
  assert.match(await results.innerText(), /Ada/);
  // The game's own breakdown: monkeys on cages, tiles (open once over), total, cage tiles.
  assert.equal(await results.locator('.ml-result tbody tr').count(), 2);
  await page.getByTestId('lang').selectOption('de');
  await page.locator('.ml-result').getByText('Affen auf Käfigen').waitFor();
  await page.getByTestId('lang').selectOption('en');
  assert.deepEqual(errors, []);
});
