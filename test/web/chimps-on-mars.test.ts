// The Chimps on Mars board: its click paths cover exactly the legal moves (in Node, over seeded
// games), and in a real browser one human plays a whole game against two heuristic bots through
// clicks on the board, from the lobby to the results screen.

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { randomInt, seedRng } from '../../src/engine/rng.ts';
import { chimpsOnMars } from '../../src/games/chimps-on-mars/index.ts';
import type { CMState } from '../../src/games/chimps-on-mars/index.ts';
import type { RunningServer } from '../../src/server/index.ts';
import {
  allPaths,
  BOARD_VERBS,
  boardHandles,
  keepChosen,
  nextSteps,
} from '../../web/src/boards/chimps-on-mars/steps.ts';
import { checkPhone, launch, picker, SCREENSHOTS, seatAtNewMatch, webServer } from './helpers.ts';

const game = chimpsOnMars;

/** Every legal move of `seat` now, as the table hands them to the board. */
const legalOf = (s: CMState, seat: number) =>
  game.legalMoves(s, seat).map((m) => ({
    move: game.encodeMove(m),
    label: game.moveLabel(s, seat, m),
  }));

describe('Chimps on Mars board paths', () => {
  test('every legal move is offered by the board, and each click path ends in that move', () => {
    let checked = 0;
    const kinds = new Set<string>();
    for (const [players, eventEffects, seed] of [
      [3, false, 'paths-1'],
      [4, true, 'paths-2'],
      [5, true, 'paths-3'],
    ] as const) {
      let s = game.setup({ eventEffects }, players, seed);
      const rng = seedRng(seed);
      for (let step = 0; step < 600 && !game.result(s); step++) {
        const seat = game.toAct(s)[0] as number;
        const legal = legalOf(s, seat);
        const view = game.view(s, seat);
        const paths = allPaths(view, legal);
        for (const l of legal) {
          assert.ok(boardHandles(l.move), `the board takes "${l.move}" out of the side list`);
          const mine = paths.filter((p) => p.move === l.move);
          assert.ok(mine.length > 0, `the board offers "${l.move}"`);
          kinds.add(l.move.split(' ')[0] as string);
          // Walking the path click by click: every step is offered, the last one is the move.
          for (const path of mine) {
            path.steps.forEach((stepKey, i) => {
              const next = nextSteps(paths, path.steps.slice(0, i));
              if (i === path.steps.length - 1) assert.equal(next.complete.get(stepKey), l.move);
              else assert.ok(next.select.has(stepKey), `"${stepKey}" leads on to "${l.move}"`);
            });
            checked++;
          }
        }
        // Nothing beyond the legal list, and nothing for other seats or spectators.
        assert.ok(paths.every((p) => legal.some((l) => l.move === p.move)));
        const other = (seat + 1) % players;
        assert.deepEqual(allPaths(game.view(s, other), legalOf(s, other)), []);
        assert.ok(
          allPaths(game.view(s, 'spectator'), legal).every(
            (p) => !p.steps.some((x) => x.startsWith('hand:') || x.startsWith('mine:')),
          ),
          'a spectator has no hand and no launch area of its own to click',
        );
        // A kind of move first, then one of that kind: the up to 719 orders of a rearranging
        // would otherwise crowd out the rarer moves (revenge, meteor) the walk must reach.
        const verbs = [...new Set(legal.map((l) => l.move.split(' ')[0]))];
        const verb = verbs[randomInt(rng, verbs.length)];
        const ofVerb = game.legalMoves(s, seat).filter((m) => m.type === verb);
        const move = ofVerb[randomInt(rng, ofVerb.length)];
        const applied = game.apply(s, seat, move as never);
        assert.ok(applied.ok);
        s = applied.value;
      }
    }
    assert.ok(checked > 1000, `checked ${checked} paths`);
    // The seeded games reach every kind of move the board offers (revenge, meteor, Bananas...).
    assert.deepEqual([...kinds].sort(), [...BOARD_VERBS].sort());
  });

  test('a choice is kept while its moves stay legal and dropped when they go', () => {
    const s = game.setup({ eventEffects: false }, 3, 'keep-1');
    const seat = game.toAct(s)[0] as number;
    const paths = allPaths(game.view(s, seat), legalOf(s, seat));
    const card = (game.view(s, seat).hands[seat] as number[])[0] as number;
    // At the start of a turn any hand card may be discarded: its place in the path is kept.
    assert.deepEqual(keepChosen(paths, [`hand:${card}`]), [`hand:${card}`]);
    assert.equal(
      nextSteps(paths, [`hand:${card}`]).complete.get('discard'),
      `discard c${card + 1}`,
    );
    // Another seat's view offers none of it, so a stale choice falls back to nothing.
    const other = (seat + 1) % 3;
    assert.deepEqual(keepChosen(allPaths(game.view(s, other), []), [`hand:${card}`]), []);
  });
});

describe('Chimps on Mars in a browser', () => {
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

  /** Clicks a card, pile, slot or button the board offers; a move waits for the next version. */
  async function clickOnBoard(page: Page, pick: () => number): Promise<'move' | 'step' | null> {
    const offered = page.locator(
      '.cm-board [data-move]:not([disabled]), .cm-board [data-step]:not([data-chosen])',
    );
    const n = await offered.count();
    if (n === 0) return null;
    const el = offered.nth(pick() % n);
    const move = await el.getAttribute('data-move');
    const before = await page.locator('.table').getAttribute('data-version');
    await el.click();
    if (move === null) return 'step';
    const moved = `(() => {
      const el = document.querySelector('.table');
      return !el || el.getAttribute('data-version') !== ${JSON.stringify(before)} ||
        !!document.querySelector('[data-testid=error]');
    })()`;
    await page.waitForFunction(moved, undefined, { timeout: 10_000 }).catch(() => undefined);
    return 'move';
  }

  const boardOffers = async (page: Page) =>
    (await page.locator('.cm-board [data-move], .cm-board [data-step]').count()) > 0;

  /** Each seat's launch cards as the page draws them: c12, "hidden", or c12* (face down, seen). */
  const launchCards = async (page: Page) =>
    JSON.parse(
      String(
        await page.evaluate(`JSON.stringify([...document.querySelectorAll('.cm-svg [data-seat]')]
          .map((row) => [Number(row.getAttribute('data-seat')),
            [...row.querySelectorAll('[data-card]')].map((c) =>
              c.getAttribute('data-card') + (c.hasAttribute('data-down') ? '*' : ''))])
          .sort((a, b) => a[0] - b[0]))`),
      ),
    ) as [number, string[]][];

  async function checkSpectator(page: Page, spectator: Page, url: string) {
    const errors: string[] = [];
    spectator.on('pageerror', (e) => errors.push(String(e)));
    await spectator.goto(url);
    await spectator.locator('.cm-board').waitFor();
    await spectator.locator('[data-testid=link][data-state=connected]').waitFor();
    const seen = await launchCards(page);
    const watched = await launchCards(spectator);
    // Ada's own face-down card is hers alone; everything else on the table looks the same.
    assert.deepEqual(
      watched,
      seen.map(([seat, cards]) => [seat, cards.map((c) => (c.endsWith('*') ? 'hidden' : c))]),
    );
    assert.equal(await spectator.locator('.cm-hand').count(), 0, 'a spectator has no hand panel');
    assert.equal(
      await spectator.locator('.cm-board [data-move], .cm-board [data-step]').count(),
      0,
    );
    assert.deepEqual(errors, []);
    await spectator.close();
  }

  test('one human plays a whole Chimps on Mars game against two heuristic bots by clicks', async () => {
    const { page, errors, spectateUrl } = await seatAtNewMatch(browser, server.url, {
      game: 'chimps-on-mars',
      players: 3,
      bot: 'heuristic',
    });
    await page.locator('.cm-board').waitFor();
    await page.locator('[data-testid=link][data-state=connected]').waitFor();
    // Three launch areas, the viewer's hand of four cards.
    assert.equal(await page.locator('.cm-svg [data-seat]').count(), 3);
    assert.equal(await page.locator('.cm-hand [data-card]').count(), 4);

    const pick = picker(5);
    let moves = 0;
    let steps = 0;
    let sideClicks = 0;
    let shot = false;
    let later = false;
    let questions = 0;
    let spectated = false;
    const results = page.getByTestId('results');
    while (!(await results.isVisible())) {
      if (await page.getByTestId('cm-question').isVisible()) questions++;
      if (!spectated && moves >= 2 && (await boardOffers(page))) {
        // The table waits for Ada now: a spectator sees the same cards, but none of her secrets.
        await checkSpectator(page, await browser.newPage(), spectateUrl);
        spectated = true;
      }
      const handStep = page.locator('.cm-hand button[data-step]');
      if (steps === 0 && (await handStep.count()) > 0) {
        // The first choice is guided: a card in hand, then the places it may go are offered.
        await handStep.first().click();
        steps++;
        assert.equal(await page.locator('.cm-hand [aria-pressed=true]').count(), 1);
        assert.match(await page.getByTestId('cm-turn').innerText(), /Chosen/);
        const next = page.locator(
          '.cm-svg [data-move], .cm-svg [data-step]:not([data-chosen]), .cm-turn [data-move]',
        );
        assert.ok((await next.count()) > 0, 'the board offers where the chosen card may go');
        // At the start of a turn a hand card may at least be discarded: the discard pile is
        // offered in the SVG, reachable by keyboard (Tab focus, Enter).
        const target = page.locator('.cm-svg g[role=button][data-move]').first();
        const move = await target.getAttribute('data-move');
        const version = await page.locator('.table').getAttribute('data-version');
        await target.focus();
        await page.keyboard.press('Enter');
        await page.waitForFunction(
          `document.querySelector('.table')?.getAttribute('data-version') !== ${JSON.stringify(version)}`,
          undefined,
          { timeout: 10_000 },
        );
        assert.ok(move, 'a move on the board');
        moves++;
        continue;
      }
      const clicked = await clickOnBoard(page, pick);
      if (clicked === 'move') moves++;
      else if (clicked === 'step') steps++;
      else {
        // The board offers everything it handles; anything else would be in the side list.
        const side = page.locator('.side button[data-move]');
        if ((await side.count()) > 0) {
          await side.first().click();
          sideClicks++;
        } else await page.waitForTimeout(20);
      }
      // A bot adds at most one launch card a turn, so Ada has at least three turns: the
      // screenshots come after her third move (and the desktop one again later when it lasts).
      if (shot && moves >= 12 && !later) {
        await page.screenshot({ path: join(SCREENSHOTS, 'chimps-on-mars.png'), fullPage: true });
        later = true;
      }
      if (!shot && moves >= 3) {
        await page.screenshot({ path: join(SCREENSHOTS, 'chimps-on-mars.png'), fullPage: true });
        await checkPhone(page, 'chimps-on-mars');
        shot = true;
      }
      assert.ok(moves + steps + sideClicks < 4000, 'the game should end');
    }
    await page.screenshot({
      path: join(SCREENSHOTS, 'chimps-on-mars-results.png'),
      fullPage: true,
    });
    console.log(
      `board moves ${moves}, selections ${steps}, side-list clicks ${sideClicks}, question panel seen ${questions}x`,
    );
    assert.ok(shot && spectated, 'the game lasted long enough for the screenshots and a spectator');
    assert.ok(moves > 0 && steps > 0, 'the board offered moves and guided choices itself');
    assert.equal(sideClicks, 0, 'every move was offered on the board');
    const text = await results.innerText();
    assert.match(text, /Ada/);
    // The game's own result line: who landed, or the round limit.
    assert.match(text, /landed with|Nobody landed/);
    assert.deepEqual(errors, []);
  });
});
