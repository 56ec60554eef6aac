// The Moon board in a real browser: one human plays a whole two-player Moon game against a
// server bot through clicks, from the lobby to the results, mostly on the board itself (hand
// cards, cards on the table, the choice panel). A spectator sees the table but no hand, in German.

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

const BOARD = '[data-board=moon]';

/** Clicks `target` and waits until the table's version moves on (or a refusal shows). */
async function playAndWait(page: Page, click: () => Promise<void>): Promise<void> {
  const before = await page.locator('.table').getAttribute('data-version');
  await click();
  const moved = `(() => {
    const el = document.querySelector('.table');
    return !el || el.getAttribute('data-version') !== ${JSON.stringify(before)} ||
      !!document.querySelector('[data-testid=error]');
  })()`;
  await page.waitForFunction(moved, undefined, { timeout: 10_000 }).catch(() => undefined);
}

test('one human plays a whole Moon game against a bot on the Moon board, from the lobby to the results', async () => {
  const { page, errors, spectateUrl } = await seatAtNewMatch(browser, server.url, {
    game: 'moon',
    players: 2,
  });
  await page.locator(BOARD).waitFor();
  // The table: Flag Rewards with X, three Reputation rows, both settlements with their Bases.
  assert.equal(await page.locator(`${BOARD} [data-reward]`).count(), 6);
  assert.equal(await page.locator(`${BOARD} [data-seat]`).count(), 2);
  assert.equal(await page.locator(`${BOARD} .moon-hand`).count(), 1);
  // What each Reputation card needs, in words.
  await page.locator(`${BOARD} .moon-reps summary`).click();
  assert.match(await page.locator(`${BOARD} .moon-reps`).innerText(), /≥|≤/);

  const pick = picker(5);
  const played = { board: 0, side: 0, fromHand: 0, selections: 0 };
  let shot = false;
  let spectated = false;
  let refusals = 0;
  let byKeyboard = false;
  let rounds = 0;
  while (!(await page.getByTestId('results').isVisible())) {
    if (await page.getByTestId('error').isVisible()) refusals++;
    const moves = page.locator(`${BOARD} [data-move]:not([disabled])`);
    // Steps that lead to moves: a hand card, a table card with several moves, a first part.
    const handCards = page.locator(
      [
        `${BOARD} .moon-hand button[data-card]:not([disabled])`,
        `${BOARD} g[role=button]:not([data-move])`,
        `${BOARD} [data-step]`,
      ].join(', '),
    );
    const options = page.locator(`${BOARD} .moon-options [data-move]`);
    const [n, h, o] = [await moves.count(), await handCards.count(), await options.count()];
    const svgMoves = page.locator(`${BOARD} svg g[data-move]`);
    if (!byKeyboard && (await svgMoves.count()) > 0) {
      // A card on the table takes Enter like a button (here: park a Rover).
      const version = await page.locator('.table').getAttribute('data-version');
      await svgMoves.first().focus();
      await playAndWait(page, () => page.keyboard.press('Enter'));
      assert.notEqual(await page.locator('.table').getAttribute('data-version'), version);
      played.board++;
      byKeyboard = true;
    } else if (o > 0 && pick() % 4 !== 0) {
      // A card is chosen: play one of its options (construct, assimilate, park first...).
      const option = options.nth(pick() % o);
      const move = (await option.getAttribute('data-move')) ?? '';
      if (/^(build|assim) /.test(move)) played.fromHand++;
      await playAndWait(page, () => option.click());
      played.board++;
    } else if (h > 0 && (n === 0 || pick() % 3 === 0)) {
      // Choose a hand card (its options appear under the hand) or another first step.
      await handCards.nth(pick() % h).click();
      played.selections++;
    } else if (n > 0) {
      const move = moves.nth(pick() % n);
      await playAndWait(page, () => move.click());
      played.board++;
    } else {
      const side = page.locator('.side .legal button[data-move]');
      const s = await side.count();
      if (s > 0) {
        await playAndWait(page, () => side.nth(pick() % s).click());
        played.side++;
      } else await page.waitForTimeout(20);
    }
    if (!shot && played.board >= 30 && h > 0) {
      await page.screenshot({ path: join(SCREENSHOTS, 'moon.png'), fullPage: true });
      // The same table on a 390 px phone: nothing wider than the screen.
      // The table redraws itself in two rows of colour columns for a phone.
      await checkPhone(page, 'moon', () =>
        page.locator(`${BOARD} svg[data-layout=compact]`).waitFor(),
      );
      shot = true;
    }
    if (!spectated && played.board >= 10) {
      await spectate(spectateUrl);
      spectated = true;
    }
    assert.ok(++rounds < 6000, `the game should end (${JSON.stringify(played)})`);
  }
  await page.screenshot({ path: join(SCREENSHOTS, 'moon-results.png'), fullPage: true });
  const results = await page.getByTestId('results').innerText();
  assert.match(results, /Ada/);
  // The game's own breakdown: a row per seat under the results.
  assert.equal(await page.locator('[data-testid=moon-result] tbody tr').count(), 2);
  assert.ok(shot, 'the mid-game screenshots were taken');
  assert.ok(spectated);
  assert.ok(byKeyboard, 'a table card was played with the keyboard');
  // The board offered the moves itself: hand cards were played from their options, and the
  // side list stayed empty because the board places every Moon move.
  assert.ok(played.board > 0 && played.fromHand > 0, JSON.stringify(played));
  assert.equal(played.side, 0, JSON.stringify(played));
  assert.equal(refusals, 0, 'every move the board offered was accepted');
  assert.deepEqual(errors, []);
});

/** A spectator sees the table and no hand, offers nothing, and reads German after the switch. */
async function spectate(url: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  await page.locator(BOARD).waitFor();
  assert.equal(await page.locator(`${BOARD} .moon-hand`).count(), 0);
  assert.equal(await page.locator(`${BOARD} [data-move]`).count(), 0);
  assert.equal(await page.locator(`${BOARD} [data-seat]`).count(), 2);
  await page.getByTestId('lang').selectOption('de');
  await page.locator(BOARD).waitFor();
  const text = (await page.locator(BOARD).textContent()) ?? '';
  assert.match(text, /Flaggenprämien/);
  assert.match(text, /Du schaust zu: Hände und Expeditionen bleiben verdeckt/);
  assert.deepEqual(errors, []);
  await context.close();
}
