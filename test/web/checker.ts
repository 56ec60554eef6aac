// The table checker: at a decision, what a player needs is on screen and readable. The action
// bar, every element that can be chosen and what the choice is about (`data-about`) lie inside
// the viewport, uncovered; on a phone the board shows on half of the screen; no visible text
// renders under 12 CSS px (SVG text scaled as drawn); the page never scrolls sideways. Boards
// use it in their browser tests at 390x844 and 1366x800 (docs/architecture.md).

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { CHOOSABLE } from '../../web/src/table/board.ts';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 800 } as const;
export const MIN_TEXT_PX = 12;
export const MIN_TAP_PX = 44;
/** On a phone, at every decision, at least this share of the viewport shows the board. */
export const MIN_BOARD_SHARE = 0.5;
/** The board's share is sampled on a grid of this many points across and down the viewport. */
const SHARE_GRID = { across: 39, down: 84 } as const;

export interface Findings {
  readonly offscreen: string[];
  readonly covered: string[];
  readonly smallText: string[];
  readonly smallTargets: string[];
  readonly sideways: number;
  /** The innermost elements past the right edge, when the page is too wide. */
  readonly wide: string[];
  readonly bar: boolean;
  /**
   * The share of the viewport (0..1) that shows the board: points of a grid over the viewport
   * whose topmost element lies in the board (`[data-board]`, but not an empty stretch of its
   * background above or below its parts) and not in what is docked over it (the things at hand,
   * the action bar); a tooltip is looked through. NaN when not measured (`share`).
   */
  readonly boardShare: number;
  /** The board lies wholly in the viewport, clear of the action bar (it is smaller than the screen). */
  readonly boardWhole: boolean;
  /** How many things the choice is about (`[data-about]`: the auction, the card chosen) show. */
  readonly about: number;
  /** Those of them not wholly in view and uncovered. */
  readonly aboutHidden: string[];
}

/** Runs in the page (a string, so the tests need no DOM types). */
const INSPECT = (choosable: string, minText: number, minTap: number, share: boolean) => `(() => {
  const board = document.querySelector('[data-board]');
  // The share costs a hit test at each of the grid's 3,276 points (20-70 ms of the page's CPU,
  // most of a check): measured only when asked for.
  const measure = ${share};
  // The board's parts span from the top of the first to the bottom of the last (the drawer is no
  // part): its own background between them is the board's gutters, beyond them an empty stretch.
  const parts = board ? [...board.children].filter((c) => !c.matches('.at-hand'))
    .map((c) => c.getBoundingClientRect()).filter((r) => r.height > 0) : [];
  const partsTop = Math.min(...parts.map((r) => r.top));
  const partsBottom = Math.max(...parts.map((r) => r.bottom));
  let onBoard = 0, points = 0;
  if (measure) for (let i = 0; i < ${SHARE_GRID.across}; i++)
    for (let j = 0; j < ${SHARE_GRID.down}; j++) {
      points++;
      // A tooltip only floats over the board while pointed at: what lies under it counts. (The
      // topmost element alone is a third of the cost of the whole stack at a point.)
      const x = (i + 0.5) * innerWidth / ${SHARE_GRID.across};
      const y = (j + 0.5) * innerHeight / ${SHARE_GRID.down};
      let hit = board && document.elementFromPoint(x, y);
      if (hit && hit.closest('[role=tooltip]'))
        hit = document.elementsFromPoint(x, y).find((el) => !el.closest('[role=tooltip]'));
      const stretch = hit === board && (y < partsTop || y > partsBottom);
      if (hit && !stretch && board.contains(hit) && !hit.closest('.at-hand, [data-testid=action-bar]')) onBoard++;
    }
  const boardShare = measure ? onBoard / points : NaN;
  // The whole board in view, clear of the action bar: then nothing squeezes it, however small.
  const barBox = document.querySelector('[data-testid=action-bar]')?.getBoundingClientRect();
  // The bar is docked at the bottom of a phone and at the top of a desktop.
  const [clearTop, clearBottom] = !barBox ? [0, innerHeight]
    : barBox.top <= 1 ? [barBox.bottom, innerHeight] : [0, Math.min(barBox.top, innerHeight)];
  const box = board ? board.getBoundingClientRect() : null;
  const boardWhole = !!box && box.top >= clearTop - 0.5 && box.bottom <= clearBottom + 0.5;
  const vw = innerWidth, vh = innerHeight;
  const name = (el) => (el.getAttribute('data-move') || el.getAttribute('data-step') || el.tagName) +
    ' "' + (el.textContent || '').trim().slice(0, 30) + '"';
  const inside = (r) => r.left >= -0.5 && r.top >= -0.5 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5;
  const visible = (el) => {
    if (!el.getClientRects().length) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0;
  };
  const offscreen = [], covered = [], smallTargets = [];
  for (const el of document.querySelectorAll(${JSON.stringify(choosable)})) {
    if (!visible(el)) continue;
    const r = el.getBoundingClientRect();
    if (!inside(r)) { offscreen.push(name(el) + ' at ' + Math.round(r.top) + '..' + Math.round(r.bottom)); continue; }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(el === hit || el.contains(hit))) covered.push(name(el) + ' under ' + (hit ? hit.tagName + '.' + hit.className : 'nothing'));
    if (r.height < ${minTap} - 0.5 || r.width < ${minTap} - 0.5) smallTargets.push(name(el) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height));
  }
  // What the choice is about: wholly inside the viewport, its top and bottom edges uncovered.
  let about = 0;
  const aboutHidden = [];
  for (const el of document.querySelectorAll('[data-about]')) {
    if (!visible(el)) continue;
    about++;
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const sees = (y) => { const hit = document.elementFromPoint(x, y); return !!hit && (el === hit || el.contains(hit)); };
    if (!inside(r) || !sees(r.top + 4) || !sees(r.bottom - 4))
      aboutHidden.push(name(el) + ' at ' + Math.round(r.top) + '..' + Math.round(r.bottom));
  }
  const smallText = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.textContent.trim()) continue;
    const el = n.parentElement;
    if (!el || !visible(el) || el.closest('.sr-only, option, script, style, [hidden]')) continue;
    const s = getComputedStyle(el);
    let px = parseFloat(s.fontSize);
    const svg = el.closest('svg');
    if (svg && el instanceof SVGElement) {
      const m = svg.getScreenCTM();
      if (m) px *= Math.hypot(m.a, m.b);
    }
    if (px < ${minText} - 0.01) smallText.push(el.tagName + '.' + el.className + ' "' + n.textContent.trim().slice(0, 30) + '" ' + px.toFixed(1) + 'px');
  }
  const bar = document.querySelector('[data-testid=action-bar]');
  const sideways = document.documentElement.scrollWidth - vw;
  // What sticks out to the right: the innermost elements past the screen's edge.
  const wide = sideways > 0
    ? [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > vw + 0.5 && visible(el))
        .filter((el, _, all) => !all.some((o) => o !== el && el.contains(o)))
        .slice(0, 5)
        .map((el) => el.tagName + '.' + el.className + ' "' + (el.textContent || '').trim().slice(0, 30) + '" to ' + Math.round(el.getBoundingClientRect().right))
    : [];
  return {
    offscreen, covered, smallText, smallTargets, sideways, wide,
    bar: !!bar && inside(bar.getBoundingClientRect()),
    boardShare, boardWhole, about, aboutHidden,
  };
})()`;

/** Where a failed check leaves its screenshot. */
const FAILURES = join(tmpdir(), 'moontable-failures');
mkdirSync(FAILURES, { recursive: true });

/**
 * Runs in the page: resolves once moves have stopped animating (rejects after 5 s) and then the
 * page has stopped scrolling: the scroll position read every 40 ms until three reads running
 * match the one before (120 ms still; 40 reads at most). In the page, so a decision costs one
 * round trip, not one a read.
 */
const SETTLE = `new Promise((done, fail) => {
  const started = performance.now();
  const animating = () => document.getAnimations().some((a) => a.playState === 'running');
  const still = (last, same, reads) => {
    const y = scrollY;
    same = y === last ? same + 1 : 0;
    if (same >= 3 || reads + 1 >= 40) return done();
    setTimeout(() => still(y, same, reads + 1), 40);
  };
  const moving = () => {
    if (!animating()) return still(-1, 0, 0);
    if (performance.now() - started > 5000) return fail(new Error('moves still animating after 5 s'));
    requestAnimationFrame(moving);
  };
  moving();
})`;

/**
 * Waits until moves have stopped animating and the page has stopped scrolling (the table brings
 * a new decision into view a couple of frames after it renders).
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(SETTLE);
}

/** What the checker finds on the page now; the board's share only with `share` (its cost). */
export async function inspect(page: Page, share = true): Promise<Findings> {
  return (await page.evaluate(INSPECT(CHOOSABLE, MIN_TEXT_PX, MIN_TAP_PX, share))) as Findings;
}

export interface CheckOptions {
  /** Tap targets of 44 px at least (a score sheet's links need not be). */
  readonly tapTargets?: boolean;
  /** The least share of the viewport the board must show (MIN_BOARD_SHARE on a phone). */
  readonly boardShare?: number;
  /**
   * Measure the board's share even when none is asked for (`boardShare` 0): by default it is
   * measured only to be held to a least share, and else found as NaN.
   */
  readonly share?: boolean;
}

/**
 * Asserts the page is fit for a decision: the action bar, every choosable element and what the
 * choice is about in view and uncovered, tap targets of 44 px at least (`tapTargets`), no text under 12 px, no
 * sideways scroll, and, when asked (`boardShare`), the board showing on that share of the
 * viewport at least, or wholly in view above the action bar. `where` names the moment in failure messages. Returns what it found.
 */
export async function checkDecision(
  page: Page,
  where: string,
  { tapTargets = true, boardShare = 0, share = boardShare > 0 }: CheckOptions = {},
): Promise<Findings> {
  await settle(page);
  const f = await inspect(page, share);
  const fit =
    f.bar &&
    (boardShare <= 0 || f.boardShare >= boardShare || f.boardWhole) &&
    f.offscreen.length + f.covered.length + f.smallText.length + f.aboutHidden.length === 0 &&
    (!tapTargets || f.smallTargets.length === 0) &&
    f.sideways <= 0;
  if (!fit) {
    // What the page looked like, for whoever reads the failure (the temp screenshots folder).
    const file = join(FAILURES, `${where.replace(/[^\w-]+/g, '-')}.png`);
    await page.screenshot({ path: file }).catch(() => undefined);
    console.log(`checker: the page at "${where}" is in ${file}`);
  }
  assert.ok(f.bar, `${where}: the action bar is on screen`);
  assert.deepEqual(f.offscreen, [], `${where}: choosable elements outside the viewport`);
  assert.deepEqual(f.covered, [], `${where}: choosable elements covered`);
  assert.deepEqual(f.aboutHidden, [], `${where}: what the choice is about is out of view`);
  assert.deepEqual(f.smallText, [], `${where}: text under ${MIN_TEXT_PX} px`);
  if (tapTargets)
    assert.deepEqual(f.smallTargets, [], `${where}: tap targets under ${MIN_TAP_PX} px`);
  assert.ok(
    f.sideways <= 0,
    `${where}: the page is ${f.sideways} px wider than the screen: ${f.wide.join('; ')}`,
  );
  // A board wholly in view is squeezed by nothing: smaller than half the screen, it has only
  // empty space to give (Chimps on Mars early in a game), which the share does not count.
  assert.ok(
    boardShare <= 0 || f.boardShare >= boardShare || f.boardWhole,
    `${where}: the board shows on ${pct(f.boardShare)} of the viewport, under ${pct(boardShare)}, and it is not wholly in view`,
  );
  return f;
}

const pct = (share: number) => `${Math.round(share * 100)}%`;
