// Real browsers for the web client's tests: Debian's chromium driven by playwright-core (never a
// browser download), against a real server that serves a fresh build of web/.

import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import type { Browser, Locator, Page } from 'playwright-core';
import type { RunningServer, ServerOptions } from '../../src/server/index.ts';
import { testServer } from '../server/helpers.ts';

export const CHROMIUM = '/usr/bin/chromium';
const ROOT = resolve(import.meta.dirname, '../..');
export const WEB_DIST = resolve(ROOT, 'web/dist');
/**
 * Where the tests save their screenshots: a temp folder, so a test run leaves the tree clean;
 * `npm run screenshots` sets MOONTABLE_SCREENSHOTS=1 to refresh the ones in docs/screenshots.
 */
export const SCREENSHOTS = process.env.MOONTABLE_SCREENSHOTS
  ? resolve(ROOT, 'docs/screenshots')
  : join(tmpdir(), 'moontable-screenshots');

/** Installs Debian's chromium when it is missing (CI machines), as .ci/run does. */
function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  const run = (args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit' });
  run(['update', '-q']);
  run(['install', '-y', '-q', 'chromium']);
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing and could not be installed.`);
}

let built = false;
/**
 * Builds the client once per test process; not at all under `npm test`, which builds it once
 * for every file (scripts/run-tests.js sets MOONTABLE_WEB_BUILT).
 */
export function buildWeb(): void {
  if (built || process.env.MOONTABLE_WEB_BUILT === '1') return;
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  built = true;
}

/**
 * Chromium for the tests. Playwright's `waitForFunction` evaluates its predicate with `eval`,
 * which the server's Content-Security-Policy rightly forbids, so pages opened here lift the
 * policy for the test's own scripts (pass `bypassCSP: false` to keep it); csp.test.ts plays the
 * client under the real policy.
 *
 * Other players' and bots' moves reach the board at once in tests (the pace "instant"), unless a
 * test sets `moontable.speed` itself (the pacing test does).
 */
const INSTANT = `if (!localStorage.getItem('moontable.speed')) localStorage.setItem('moontable.speed', 'instant');`;

/**
 * Under `npm run screenshots`, every screenshot a page saves is saved again in the dark theme
 * beside it (`lobby.png`, `lobby-dark.png`), so the docs and the lobby's pictures show both.
 */
function alsoInTheDark(page: Page): void {
  const shoot = page.screenshot.bind(page);
  page.screenshot = async (options) => {
    const shot = await shoot(options);
    if (options?.path) {
      await page.emulateMedia({ colorScheme: 'dark' });
      // Pictures with a dark version (the lobby's boards) load it first.
      await page
        .waitForFunction('[...document.images].every((i) => i.complete)', undefined, {
          timeout: 5_000,
        })
        .catch(() => undefined);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
      await shoot({ ...options, path: options.path.replace(/(\.\w+)$/, '-dark$1') });
      await page.emulateMedia({ colorScheme: 'light' });
    }
    return shot;
  };
}

export async function launch(): Promise<Browser> {
  ensureChromium();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  // Every page, also those from browser.newPage(), comes from a context made here.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ bypassCSP: true, ...options });
    await context.addInitScript(INSTANT);
    if (process.env.MOONTABLE_SCREENSHOTS) context.on('page', alsoInTheDark);
    return context;
  };
  return browser;
}

/** A server serving a fresh build of the client, with bots that move after a short pause. */
export async function webServer(
  botDelayMs = 0,
  extra: Partial<ServerOptions> = {},
): Promise<RunningServer> {
  buildWeb();
  return testServer({ botDelayMs, ...extra, app: { webDir: WEB_DIST, ...extra.app } });
}

export interface BrowserSuite {
  /** A test server serving the built client (`webServer`). */
  readonly server: RunningServer;
  readonly browser: Browser;
}

export interface SuiteOptions {
  /** How long bots wait before a move, in ms (0: at once). */
  readonly botDelayMs?: number;
  /** Server options over the test server's (a clock, notify settings). */
  readonly server?: Partial<ServerOptions>;
  /** Serve the built web client (default); false for a test of the API from a page. */
  readonly client?: boolean;
}

/**
 * The set-up of a browser test file, at its top:
 *
 *     const { server, browser } = await browserSuite();
 *
 * A server (the client built once, bots at once), chromium (`launch`: pages at the pace
 * "instant", the CSP lifted unless a context asks for `bypassCSP: false`) and the screenshots
 * folder; both closed after the file's tests, passed or failed.
 */
export async function browserSuite(options: SuiteOptions = {}): Promise<BrowserSuite> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const server =
    options.client === false
      ? await testServer({ botDelayMs: options.botDelayMs ?? 0, ...options.server })
      : await webServer(options.botDelayMs ?? 0, options.server);
  let browser: Browser;
  try {
    browser = await useBrowser();
  } catch (e) {
    await server.close();
    throw e;
  }
  after(() => server.close());
  return { server, browser };
}

/** Chromium for a file that starts its own servers (`launch`), closed after the file's tests. */
export async function useBrowser(): Promise<Browser> {
  const browser = await launch();
  after(() => browser.close());
  return browser;
}

/**
 * axe-core's critical and serious findings on the page (or inside `include`), one line each
 * (impact, rule, element, summary): a test asserts there are none.
 */
export async function axeFindings(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const result = await (include ? builder.include(include) : builder).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.impact} ${v.id}: ${n.target.join(' ')} – ${n.failureSummary ?? ''}`),
    );
}

/**
 * Clicks an element counted a moment ago. A bot's move may redraw the table in between, so an
 * element that is gone counts as nothing clicked (the caller looks again), not as a failure.
 */
async function clickIfStill(target: Locator): Promise<boolean> {
  return succeeds(target.click({ timeout: 3_000 }));
}

/** Whether a wait (an element appearing, a page condition, a click) succeeded in its time. */
export const succeeds = (waiting: Promise<unknown>): Promise<boolean> =>
  waiting.then(
    () => true,
    () => false,
  );

/**
 * Clicks one of the moves the page offers: a move button or clickable card on the board, else a
 * coin towards a bid (the coin panel only enables coins some legal bid still uses), else a step
 * towards a move (`data-step`: a card in hand, then the tribe to advance). Waits for the
 * table's version to move on after a move. Returns false when nothing is offered.
 */
export async function clickSomeMove(page: Page, pick: () => number): Promise<boolean> {
  // No waiting here: the table may still be loading, or hidden behind a pass screen.
  const before = await tableVersion(page);
  const moves = page.locator('button[data-move]:not([disabled]), g[data-move]');
  const n = await moves.count();
  if (n > 0) {
    if (!(await clickIfStill(moves.nth(pick() % n)))) return false;
    await afterMove(page, before);
    return true;
  }
  const coins = page.locator('button[data-coin]:not([disabled])');
  const c = await coins.count();
  if (c > 0) {
    return clickIfStill(coins.nth(pick() % c));
  }
  // A step towards a move (a card to play, then its tribe) when no move is on offer yet.
  const steps = page.locator('button[data-step]:not([disabled])');
  const s = await steps.count();
  if (s > 0) {
    return clickIfStill(steps.nth(pick() % s));
  }
  return false;
}

/** The table's version now (its `data-version`), null while no table shows. */
export async function tableVersion(page: Page): Promise<string | null> {
  return (await page.evaluate(
    `document.querySelector('.table')?.getAttribute('data-version') ?? null`,
  )) as string | null;
}

/** Waits until the table's version moves on from `before`, or a refusal shows (10 s at most). */
export async function afterMove(page: Page, before: string | null): Promise<void> {
  // Runs in the page (a string, so this file needs no DOM types).
  const moved = `(() => {
    const el = document.querySelector('.table');
    return !el || el.getAttribute('data-version') !== ${JSON.stringify(before)} ||
      !!document.querySelector('[data-testid=error]');
  })()`;
  await page
    .waitForFunction(moved, undefined, { timeout: 10_000, polling: POLL_MS })
    .catch(() => undefined);
}

/**
 * How often the waits for a table's next state look, in ms: Playwright's default looks every
 * animation frame, which makes an idle page draw 60 frames a second (about 0.07 CPU-s a second
 * of waiting, in Chromium's renderer, GPU and browser processes); this looks as often but draws
 * nothing.
 */
export const POLL_MS = 16;

/** A repeatable choice sequence for tests. */
export function picker(seed = 7): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x >>> 8;
  };
}

/**
 * The table on a 390 px phone: saves `<name>-phone.png`, asserts the page is no wider than the
 * screen, and goes back to the desktop size. `ready` waits for a phone layout before the shot.
 */
export async function checkPhone(
  page: Page,
  name: string,
  ready?: () => Promise<unknown>,
): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await ready?.();
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-phone.png`), fullPage: true });
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  assert.ok(Number(overflow) <= 0, `the page is ${String(overflow)} px wider than a phone`);
  await page.setViewportSize({ width: 1280, height: 1000 });
}

export interface NewMatch {
  /** Game id; the lobby's default (Monkeys on the Moon) when left out. */
  readonly game?: string;
  readonly players: number;
  /** Bot spec for the other seats; the lobby's default when left out. */
  readonly bot?: string;
  /** Turn on the clocks (10 minutes + 5 s a move). */
  readonly timed?: boolean;
}

/**
 * The lobby steps every board test starts with: a new desktop page creates a match with Ada in
 * its first seat (the creator is seated at creation). Returns the page, the page errors seen so far and after, and the spectator link.
 */
export async function seatAtNewMatch(
  browser: Browser,
  url: string,
  match: NewMatch,
): Promise<{ page: Page; errors: string[]; spectateUrl: string }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const spectateUrl = await createTable(page, url, match);
  return { page, errors, spectateUrl };
}

/**
 * Sets up a table with the lobby's form on `page` (the lobby at `url`), as Ada: the creator is
 * seated at creation and lands at the table. Gives the table's address (anyone else opening it
 * watches).
 */
export async function createTable(page: Page, url: string, match: NewMatch): Promise<string> {
  await page.goto(url);
  // The creator is seated under the lobby's name (no name form at the table).
  await page.locator('input[name=my-name]').fill('Ada');
  if (match.game) await page.locator('select[name=game]').selectOption(match.game);
  await page.locator('select[name=players]').selectOption(String(match.players));
  if (match.bot) await page.locator('select[name=bot]').selectOption(match.bot);
  if (match.timed) await page.locator('input[name=timed]').check();
  await page.getByTestId('create').click();
  await page.waitForURL(/\/m\/[\w-]+$/);
  return page.url();
}

/**
 * Polls `check` from here until it gives something true, failing after `timeoutMs`. For pages
 * under the real Content-Security-Policy: Playwright's `waitForFunction` evaluates its predicate
 * with eval() inside the page, which the policy refuses, while `page.evaluate` is not subject to it.
 */
export async function until(
  check: () => Promise<unknown>,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  for (let waited = 0; !(await check()); waited += 100) {
    if (waited >= timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
