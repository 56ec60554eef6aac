// Steps every board's browser test shares: a page in a given size and language with moves shown
// at once (the pace "instant"), "Play now" from the lobby, a click on one of the things the
// table offers, a whole game by such clicks, and the check of the words a player reads
// (docs/architecture.md, "Tests of a board").

import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Lang } from '../../src/engine/game.ts';
import { CHOOSABLE } from '../../web/src/table/board.ts';
import { afterMove, picker, POLL_MS, SCREENSHOTS, succeeds, tableVersion } from './helpers.ts';

export interface OpenPage {
  readonly page: Page;
  /** Errors thrown in the page so far and after. */
  readonly errors: string[];
}

/**
 * A new page at `viewport`, in `lang`, remembering the name Ada, with other players' moves shown
 * at once (`speed`: the pace setting, "instant" unless a test looks at the pacing itself), in the
 * system's light or dark theme (`colorScheme`).
 */
export async function openPage(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  lang: Lang,
  speed = 'instant',
  colorScheme: 'light' | 'dark' = 'light',
): Promise<OpenPage> {
  // A context of its own (axe needs one it can open pages in), closed with the page.
  const context = await browser.newContext({ viewport, colorScheme });
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
 * `pick` among those shown: a phone's folded drawer keeps the hand's cards in the page, hidden,
 * and a click on one would only wait out its time. After a move, waits for the table's version
 * to move on (or a refusal). Returns false when nothing is offered.
 */
export async function clickChoice(page: Page, pick: () => number): Promise<boolean> {
  const choices = page.locator(CHOOSABLE).filter({ visible: true });
  const n = await choices.count();
  if (n === 0) return false;
  const target = choices.nth(pick() % n);
  const move = await target.getAttribute('data-move', { timeout: 2_000 }).catch(() => null);
  const before = await tableVersion(page);
  const clicked = await succeeds(target.click({ timeout: 3_000 }));
  if (clicked && move) await afterMove(page, before);
  return clicked;
}

/** Waits for the next decision: the score sheet ("over") or something to choose ("choose"). */
export async function nextDecision(page: Page): Promise<'over' | 'choose'> {
  const next = await page.waitForFunction(
    `document.querySelector('[data-testid=results]') ? 'over' :
     document.querySelector(${JSON.stringify(CHOOSABLE)}) ? 'choose' : null`,
    undefined,
    { timeout: 30_000, polling: POLL_MS },
  );
  return (await next.jsonValue()) as 'over' | 'choose';
}

export interface PlayOptions {
  /** The game must end within this many decisions. */
  readonly max: number;
  /** Stops after this many decisions, the game not over (a test that needs only a part). */
  readonly stopAfter?: number;
  /** After each click, before the next decision (a board test counting what it clicked). */
  readonly afterClick?: () => Promise<void>;
}

/**
 * Plays to the score sheet by clicking what the table offers (picked by `seed`), calling
 * `atDecision` at every decision before the click. Returns the number of decisions.
 */
export async function playToTheEnd(
  page: Page,
  seed: number,
  atDecision: (where: string, n: number) => Promise<void>,
  { max, stopAfter = Infinity, afterClick }: PlayOptions,
): Promise<number> {
  const pick = picker(seed);
  let decisions = 0;
  for (;;) {
    if ((await nextDecision(page)) === 'over' || decisions >= stopAfter) return decisions;
    await atDecision(`decision ${decisions}`, decisions);
    await clickChoice(page, pick);
    await afterClick?.();
    decisions++;
    assert.ok(decisions < max, 'the game should end');
  }
}

/** Everything a player reads at the table: its text, tooltips and accessible names. */
const READ = `(() => {
  const t = document.querySelector('.table');
  if (!t) return '';
  const attrs = [...t.querySelectorAll('[data-tip], [aria-label], [title]')].flatMap((el) =>
    ['data-tip', 'aria-label', 'title'].map((a) => el.getAttribute(a) || ''));
  return t.innerText + '\\n' + attrs.join('\\n');
})()`;

/**
 * Asserts that no word of `words` (say, the glossary's English names on a German table) is
 * anywhere a player reads at the table; `where` names the moment in the failure message.
 */
export async function checkWords(
  page: Page,
  where: string,
  words: readonly RegExp[],
): Promise<void> {
  const text = (await page.evaluate(READ)) as string;
  for (const re of words) {
    const hit = re.exec(text);
    const at = hit?.index ?? 0;
    assert.equal(
      hit,
      null,
      `${where}: "${hit?.[0]}" in …${text.slice(Math.max(0, at - 60), at + 40)}…`,
    );
  }
}

/**
 * Hovers `target` from afar and returns its tooltip once the bubble shows that element's own
 * words (a bubble still up from an earlier element would otherwise be read in its place).
 */
export async function hoverTip(
  page: Page,
  target: Locator,
  position?: { x: number; y: number },
): Promise<string> {
  const tip = page.locator('[role=tooltip]');
  await page.mouse.move(0, 0);
  await tip.waitFor({ state: 'hidden' });
  const want = await target.evaluate(
    (el: { closest(s: string): { getAttribute(a: string): string | null } | null }) =>
      el.closest('[data-tip]')?.getAttribute('data-tip') ?? '',
  );
  assert.ok(want, 'the element has a tooltip');
  await target.hover(position ? { position } : {});
  await page.waitForFunction(
    `(() => { const b = document.getElementById('moontable-tip');
      return !!b && !b.hidden && b.textContent === ${JSON.stringify(want)}; })()`,
    undefined,
    { polling: 100 },
  );
  return tip.innerText();
}

/** Waits for the score sheet to come into view by itself when the game ends (top half). */
export async function sheetInView(page: Page): Promise<void> {
  await page.waitForFunction(
    `(() => { const r = document.querySelector('[data-testid=results]')?.getBoundingClientRect();
      return !!r && r.top >= -1 && r.top < innerHeight / 2; })()`,
    undefined,
    { polling: 100, timeout: 5_000 },
  );
}

/** docs/screenshots: the table mid-game as a player sees it, no tooltip open. */
export async function shootTable(page: Page, game: string, size: 'phone' | 'desktop') {
  await page.mouse.move(0, 0);
  await page.locator('[role=tooltip]').waitFor({ state: 'hidden' });
  await page.screenshot({
    path: join(SCREENSHOTS, `${game}${size === 'phone' ? '-phone' : ''}.png`),
  });
}

/** docs/screenshots: the score sheet from the page's top (the whole page on a desktop). */
export async function shootResults(page: Page, game: string, size: 'phone' | 'desktop') {
  await page.evaluate('scrollTo(0, 0)');
  await page.screenshot({
    path: join(SCREENSHOTS, `${game}-results${size === 'phone' ? '-phone' : ''}.png`),
    fullPage: size !== 'phone',
  });
}
