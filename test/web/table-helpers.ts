// Steps every board's browser test shares: a page in a given size and language with moves shown
// at once (the pace "instant"), "Play now" from the lobby, and a click on one of the things the
// table offers (docs/architecture.md, "Tests of a board").

import type { Browser, Page } from 'playwright-core';
import type { Lang } from '../../src/engine/game.ts';
import { CHOOSABLE } from '../../web/src/table/board.ts';

export interface OpenPage {
  readonly page: Page;
  /** Errors thrown in the page so far and after. */
  readonly errors: string[];
}

/**
 * A new page at `viewport`, in `lang`, remembering the name Ada, with other players' moves shown
 * at once (`speed`: the pace setting, "instant" unless a test looks at the pacing itself).
 */
export async function openPage(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  lang: Lang,
  speed = 'instant',
): Promise<OpenPage> {
  // A context of its own (axe needs one it can open pages in), closed with the page.
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('close', () => {
    context.close().catch(() => undefined); // the browser may already be closing
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(
    `localStorage.setItem('moontable.speed', ${JSON.stringify(speed)});
     localStorage.setItem('moontable.lang', ${JSON.stringify(lang)});
     if (!localStorage.getItem('moontable.name')) localStorage.setItem('moontable.name', 'Ada');`,
  );
  await page.goto(url);
  return { page, errors };
}

/** "Play now against bots" on the game's lobby card: one click to a seat at a table. */
export async function playNow(page: Page, game: string): Promise<void> {
  await page.getByTestId(`play-now-${game}`).click();
  await page.locator('.table').waitFor();
  await page.locator('[data-testid=link][data-state=connected]').waitFor();
}

/**
 * Clicks one of the things the table offers now (a move or a step towards one), picked by
 * `pick`; after a move, waits for the table's version to move on (or a refusal). Returns false
 * when nothing is offered.
 */
export async function clickChoice(page: Page, pick: () => number): Promise<boolean> {
  const choices = page.locator(CHOOSABLE);
  const n = await choices.count();
  if (n === 0) return false;
  const target = choices.nth(pick() % n);
  const move = await target.getAttribute('data-move', { timeout: 2_000 }).catch(() => null);
  const before = await page.evaluate(
    `document.querySelector('.table')?.getAttribute('data-version')`,
  );
  const clicked = await target.click({ timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (clicked && move)
    await page
      .waitForFunction(
        `(() => { const t = document.querySelector('.table');
          return !t || t.getAttribute('data-version') !== ${JSON.stringify(before)} ||
            !!document.querySelector('[data-testid=error]'); })()`,
        undefined,
        { timeout: 10_000 },
      )
      .catch(() => undefined);
  return clicked;
}
