// Lighthouse (npm `lighthouse` 12, its Node API) on Debian's chromium, as bench:web's last
// measure (issue 31): the mobile form factor and Lighthouse's default simulated throttling (a
// mid-range phone on a slow 4G), categories performance and accessibility, for the lobby and one
// table of each game. Target: both at least 98 everywhere.
//
// A table is a seat of the person opening it: the page creates a table of them and bots through
// the HTTP API (as "Play now" does) and keeps the seat in its localStorage. Lighthouse's own
// storage reset would forget that seat, so it is turned off and done here instead, leaving
// localStorage: the HTTP cache, the service worker and its caches are cleared before each run.
// The page is opened on a JSON address first, so no service worker is registered before it.
//
// Lighthouse's throttling is simulated from a trace of the real load: on a loaded machine the
// performance score moves by a few points between runs (printed with the load average).
// LIGHTHOUSE_JSON=<folder> keeps each page's whole report there.
// Usage: run by bench/web.ts; alone, on an existing web/dist: node --import tsx bench/lighthouse.ts
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { Browser } from 'puppeteer-core';
import { GAMES } from '../src/games/index.ts';
import { CHROMIUM } from '../test/web/helpers.ts';

const TARGET = 98;

export interface PageScores {
  readonly page: string;
  readonly performance: number;
  readonly accessibility: number;
  /** The audits that cost points, worst first, with what they measured. */
  readonly losses: readonly string[];
}

const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;

/** The elements an audit faults (an accessibility audit's first two), e.g. ` at div.mm-bid`. */
function nodes(audit: Result['audits'][string]): string {
  const items = (audit.details as { items?: { node?: { selector?: string } }[] } | undefined)
    ?.items;
  const found = (items ?? []).flatMap((i) => (i.node?.selector ? [i.node.selector] : []));
  return found.length ? ` at ${found.slice(0, 2).join(', ')}` : '';
}

/** Audits of a category that scored under 1, weighted by what they cost, with their values. */
function losses(lhr: Result): string[] {
  if (lhr.runtimeError)
    return [`nothing measured: ${lhr.runtimeError.code} (${lhr.runtimeError.message})`];
  const out: { cost: number; text: string }[] = [];
  for (const id of ['performance', 'accessibility'] as const) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      const cost = ref.weight * (1 - audit.score);
      if (ref.weight === 0) continue;
      const value = audit.displayValue ? ` ${audit.displayValue}` : '';
      out.push({
        cost,
        text: `${ref.id}${value} (score ${audit.score.toFixed(2)})${nodes(audit)}`,
      });
    }
  }
  // Performance's opportunities (weight 0) that show what the metrics lose.
  for (const id of [
    'unused-javascript',
    'render-blocking-resources',
    'largest-contentful-paint-element',
    'layout-shifts',
  ]) {
    const audit = lhr.audits[id];
    if (audit && audit.score !== null && audit.score < 1 && audit.displayValue)
      out.push({ cost: 0, text: `${id} ${audit.displayValue}` });
  }
  // A metric Lighthouse could not measure scores 0: say why.
  for (const audit of Object.values(lhr.audits))
    if (audit.errorMessage)
      out.push({ cost: 100, text: `${audit.id} failed: ${audit.errorMessage}` });
  return out.sort((a, b) => b.cost - a.cost).map((o) => o.text);
}

/** Lighthouse on the lobby, or on a new table of `game` with `players` seated. */
async function run(browser: Browser, url: string, game?: { id: string; players: number }) {
  const page = await browser.newPage();
  try {
    const origin = new URL(url).origin;
    // A same-origin page that is no app: localStorage without the app's service worker.
    await page.goto(`${origin}/api/games`);
    const target = game ? await page.evaluate(seatAtNewTable, game.id, game.players) : '/';
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'service_workers,cache_storage,indexeddb',
    });
    const flags: Flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    };
    const result = await lighthouse(new URL(target, origin).href, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${target}`);
    return result.lhr;
  } finally {
    await page.close();
  }
}

/**
 * Runs in the page (serialized): creates a table of this person and bots, keeps the seat as
 * "Play now" does (api.ts's holdSeat), and returns its address.
 */
async function seatAtNewTable(this: void, game: string, players: number): Promise<string> {
  const res = await fetch('/api/matches', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game,
      seats: [
        { kind: 'human' },
        ...Array.from({ length: players - 1 }, () => ({ kind: 'bot', bot: 'heuristic' })),
      ],
      join: { seat: 0, name: 'Ann' },
    }),
  });
  const created = (await res.json()) as { match: { id: string }; token?: string };
  if (!res.ok || !created.token)
    throw new Error(`no table: ${res.status} ${JSON.stringify(created)}`);
  localStorage.setItem('moontable.name', 'Ann');
  localStorage.setItem(
    'moontable.seats',
    JSON.stringify([
      {
        match: created.match.id,
        game,
        token: created.token,
        seat: 0,
        joined: true,
        at: Date.now(),
      },
    ]),
  );
  return `/m/${created.match.id}`;
}

/**
 * Scores the lobby and one table per game of the server at `url` (or those of `only`: 'lobby'
 * and game ids), printing each as it comes.
 */
export async function lighthouseScores(
  url: string,
  only: readonly string[] = [],
): Promise<PageScores[]> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--headless=new'],
  });
  const out: PageScores[] = [];
  try {
    for (const game of [undefined, ...GAMES]) {
      if (only.length > 0 && !only.includes(game?.id ?? 'lobby')) continue;
      const name = game ? `${game.id} table` : 'lobby';
      const seated = game && { id: game.id, players: Math.max(game.minPlayers, 2) };
      let lhr = await run(browser, url, seated);
      // Lighthouse's trace now and then misses the navigation (NO_NAVSTART) on a busy machine:
      // once more, then the failure is what is printed.
      if (lhr.runtimeError) lhr = await run(browser, url, seated);
      // The whole report too, where asked (to see what a long task or a shift was).
      if (process.env.LIGHTHOUSE_JSON)
        writeFileSync(
          join(process.env.LIGHTHOUSE_JSON, `${name.replace(/ /g, '-')}.json`),
          JSON.stringify(lhr),
        );
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const scores: PageScores = {
        page: name,
        performance: score('performance'),
        accessibility: score('accessibility'),
        losses: losses(lhr),
      };
      out.push(scores);
      const met =
        scores.performance >= TARGET && scores.accessibility >= TARGET ? 'met' : 'NOT met';
      console.error(
        `Lighthouse, ${name} (mobile, simulated slow 4G and 4x CPU): performance ${scores.performance}, accessibility ${scores.accessibility} (target ${TARGET}: ${met}); ${load()}.` +
          (scores.losses.length ? `\n  loses points on: ${scores.losses.join('; ')}` : ''),
      );
    }
  } finally {
    await browser.close();
  }
  return out;
}

// Alone: the lobby and the tables of a server over the existing build (npm run build:web first);
// arguments name the pages to score ('lobby', game ids), all without.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { resolve } = await import('node:path');
  const { testServer } = await import('../test/server/helpers.ts');
  const server = await testServer({
    botDelayMs: 0,
    app: { webDir: resolve(import.meta.dirname, '../web/dist') },
  });
  try {
    await lighthouseScores(server.url, process.argv.slice(2));
  } finally {
    await server.close();
  }
}
