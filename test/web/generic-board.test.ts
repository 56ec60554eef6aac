// A game with no web code at all plays in the browser on the generic board: Card Duel
// (test/kit/card-duel), registered by this file's set-up alone (MOONTABLE_GAMES, loaded here and
// by the server's bot threads). From the lobby's card to the score sheet, by mouse, by the
// number keys, at 390 px, in English and German, with no serious axe finding on the board; the
// rules dialog says there is no help yet.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { loadGameModules } from '../../src/bots/node/game-modules.ts';
import { browserSuite, checkPhone } from './helpers.ts';
import { openPage, playNow } from './table-helpers.ts';

process.env.MOONTABLE_GAMES = 'test/kit/card-duel/index.ts';
await loadGameModules();
const { server, browser } = await browserSuite();

const version = (page: Page) =>
  page.evaluate(`document.querySelector('.table')?.getAttribute('data-version')`);

/** Waits for the table to move on from `before`, or for the score sheet. */
const movedOn = (page: Page, before: unknown) =>
  page.waitForFunction(
    `document.querySelector('[data-testid=results]') ||
     document.querySelector('.table')?.getAttribute('data-version') !== ${JSON.stringify(before)}`,
    undefined,
    { timeout: 15_000 },
  );

/** Waits until the viewer may choose (moves on the generic board) or the game is over. */
const nextDecision = async (page: Page): Promise<'over' | 'choose'> =>
  (await (
    await page.waitForFunction(
      `document.querySelector('[data-testid=results]') ? 'over' :
       document.querySelector('.generic-board [data-move]') ? 'choose' : null`,
      undefined,
      { timeout: 30_000 },
    )
  ).jsonValue()) as 'over' | 'choose';

for (const lang of ['en', 'de'] as const) {
  test(`${lang}: a whole game from the lobby on the generic board, by mouse and by keys`, async () => {
    const { page, errors } = await openPage(
      browser,
      server.url,
      { width: 1280, height: 900 },
      lang,
    );
    // The lobby's card comes from the server's facts; no picture, no pitch: neither is missing.
    const card = page.locator('article[data-game=card-duel]');
    await card.waitFor();
    assert.equal(await card.locator('h2').innerText(), 'Card Duel');
    await playNow(page, 'card-duel');
    await page.locator('[data-board=generic]').waitFor();
    // The chrome in the page's language, the view's names as words.
    await page
      .locator('#generic-view-title', { hasText: lang === 'de' ? 'Der Tisch' : 'The table' })
      .waitFor();
    await page.locator('.generic-view dt', { hasText: 'deck size' }).waitFor();
    // The rules dialog: no help for this game yet, said plainly.
    await page.getByTestId('rules-open').click();
    await page.getByTestId('no-rules').waitFor();
    await page.getByTestId('rules-close').click();

    let decisions = 0;
    while ((await nextDecision(page)) === 'choose') {
      assert.ok(++decisions <= 8, 'the game ends within its eight moves');
      const offered = page.locator('.generic-board [data-move]');
      const labels = await offered.allInnerTexts();
      const words =
        lang === 'de' ? /^(Die \d ausspielen|Eine Karte ziehen)$/ : /^(Play the \d|Draw a card)$/;
      for (const label of labels) assert.match(label, words);
      // The action bar offers the same moves, numbered for the keys.
      const bar = page.locator('[data-testid=action-bar] [data-choice]');
      assert.deepEqual(await bar.allInnerTexts(), labels);
      const before = await version(page);
      // From the second decision on, the rows the last move changed are marked.
      if (decisions > 1)
        assert.ok((await page.locator('.generic-view [data-key].mark-last').count()) > 0);
      if (decisions === 1) {
        await checkPhone(page, `generic-board-${lang}`);
        // The board reads well to assistive technology: no critical or serious axe finding.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const axe = await new AxeBuilder({ page }).include('[data-board=generic]').analyze();
        const serious = axe.violations.filter((v) =>
          ['critical', 'serious'].includes(v.impact ?? ''),
        );
        assert.deepEqual(
          serious.map((v) => v.id),
          [],
        );
      }
      // Odd decisions by mouse on the board, even ones by the number key of the last choice.
      if (decisions % 2 === 1) await offered.first().click();
      else await page.keyboard.press(String(labels.length));
      await movedOn(page, before);
    }
    await page.getByTestId('results').waitFor();
    assert.ok(decisions >= 3, `${decisions} decisions: every card in hand is played`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}
