// bench:web's page measures (issue 31), beside its first-page weight and click timings:
// 1. the lobby plus one table: the JavaScript chromium receives on the wire from opening the
//    lobby to the table of each game drawn with its board (budget 60 KB, as for the lobby);
// 2. layout shift and largest paint as Lighthouse's mobile run sees them: a 390x844 page with its
//    CPU slowed 4x and no cache, loading the lobby and then a table's address directly;
//    PerformanceObserver's `layout-shift` (summed, input-driven ones left out) and
//    `largest-contentful-paint` (its time and element);
// 3. a whole game's review in the browser for every game and player count: from the click on
//    "Review" to its chart, at the normal depth (target: within 10 s).
import type { Browser, Page } from 'playwright-core';
import { seededGame } from '../src/bots/index.ts';
import type { AnyGame } from '../src/engine/index.ts';

/**
 * A phone's screen, without the service worker: it would serve the table's chunks from its cache
 * (fetched in the background after the lobby) and hide them from the page's count.
 */
const PHONE = { width: 390, height: 844 };

/** What a page's PerformanceObserver saw: cumulative layout shift, largest paint (ms, element). */
export interface Paints {
  readonly cls: number;
  readonly lcpMs: number | null;
  readonly lcpElement: string | null;
}

const OBSERVE = `(() => {
  window.__paints = { cls: 0, lcpMs: null, lcpElement: null };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__paints.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const e = list.getEntries().at(-1);
    if (!e) return;
    window.__paints.lcpMs = e.startTime;
    const el = e.element;
    window.__paints.lcpElement = el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : '') : null;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})()`;

/**
 * The page has loaded and fetched what it fetches at once. Not 'networkidle': the lobby keeps a
 * request of its own open (a second GET /api/me that does not finish), so the network never
 * idles.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
}

/** The scripts' bytes on the wire that a page receives while `act` runs. */
async function scriptBytes(page: Page, act: () => Promise<void>): Promise<number> {
  const sizes: Promise<number>[] = [];
  const on = (req: import('playwright-core').Request) => {
    if (req.resourceType() === 'script') sizes.push(req.sizes().then((s) => s.responseBodySize));
  };
  page.on('requestfinished', on);
  await act();
  await settled(page);
  page.off('requestfinished', on);
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

export interface TableLoad {
  readonly game: string;
  /** Scripts on the wire from the lobby to the table drawn with its board (a fresh context). */
  readonly bytes: number;
  /** The table's address loaded again on its own, as Lighthouse's mobile run would. */
  readonly paints: Paints;
}

/** Lobby plus one table of `game` in a fresh context, then that table's address reloaded. */
export async function tableLoad(browser: Browser, url: string, game: string): Promise<TableLoad> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const bytes = await scriptBytes(page, async () => {
      await page.goto(url);
      await page.locator('.game-card').first().waitFor();
      await settled(page);
      await page.getByTestId(`play-now-${game}`).click();
      await page.locator('[data-board]').waitFor();
    });
    const table = page.url();
    await page.close();
    return { game, bytes, paints: await paintsIn(await context.newPage(), table, '[data-board]') };
  } finally {
    await context.close();
  }
}

/** Loads `url` as Lighthouse's mobile run would (4x slower CPU, no cache) and reads its paints. */
export async function paints(browser: Browser, url: string, ready: string): Promise<Paints> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  try {
    return await paintsIn(await context.newPage(), url, ready);
  } finally {
    await context.close();
  }
}

/** The same in a page of a context that holds a table's seat. */
export async function paintsIn(page: Page, url: string, ready: string): Promise<Paints> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.addInitScript(OBSERVE);
  await page.goto(url);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  await settled(page);
  // Shifts and paints still buffered reach the observers after a frame or two.
  await page.waitForTimeout(1000);
  const out = (await page.evaluate('window.__paints')) as Paints;
  await cdp.detach();
  return out;
}

/** A whole game from a seed, heuristic bots but one random seat (a review with moves to grade). */
export function finishedGame(game: AnyGame, players: number) {
  const seed = `bench-review/${game.id}/${players}`;
  return seededGame(game, players, seed, (s) => (s === 0 ? 'random' : 'heuristic')).record;
}

/** Seconds from the click on "Review" to the review's chart, for a finished hot-seat game. */
export async function reviewSeconds(
  browser: Browser,
  url: string,
  game: AnyGame,
  players: number,
): Promise<{ seconds: number; moves: number }> {
  const record = finishedGame(game, players);
  const seats = Array.from({ length: players }, (_, s) =>
    s === 0
      ? { kind: 'human', name: 'Ann' }
      : { kind: 'bot', name: `Bot ${s + 1}`, bot: 'heuristic' },
  );
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.evaluate(
      `localStorage.setItem('moontable.hotseat', ${JSON.stringify(JSON.stringify({ record, seats }))});
       localStorage.removeItem('moontable.reviewDepth');`,
    );
    await page.goto(`${url}/hotseat`);
    await page.locator('.results').waitFor();
    const t0 = Date.now();
    await page.getByTestId('open-review').click();
    await page.getByTestId('review-chart').waitFor({ timeout: 120_000 });
    return { seconds: (Date.now() - t0) / 1000, moves: record.moves.length };
  } finally {
    await context.close();
  }
}
