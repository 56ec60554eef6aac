// The review after a game, in a real browser, for each of the four games: a finished hot-seat
// game (played in Node by heuristic bots from a seed, Ann's seat among them) opens its review
// from the score sheet; the coach's worker reports progress, then the chart has one line per
// seat and the mistakes are listed in words; the replay viewer steps through the game by its
// buttons and the arrow keys, each step showing that move's log line and, at the end, the same
// board as the live table.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { makeBot } from '../../src/bots/index.ts';
import { makeRecord, optionsOrThrow } from '../../src/engine/index.ts';
import type { AnyGame, RecordedMove } from '../../src/engine/index.ts';
import { GAMES } from '../../src/games/index.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { api } from '../server/helpers.ts';
import { DESKTOP, PHONE } from './checker.ts';
import { launch, SCREENSHOTS, webServer } from './helpers.ts';
import { openPage } from './table-helpers.ts';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await webServer();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** A whole game between heuristic bots from a seed: its record. */
function finishedGame(game: AnyGame, players: number) {
  const seed = `review/${game.id}`;
  const state = game.setup(optionsOrThrow(game, {}), players, seed);
  const bots = Array.from({ length: players }, (_, s) =>
    makeBot('heuristic', game, `${seed}/${s}`),
  );
  const moves: RecordedMove[] = [];
  while (game.toAct(state).length > 0) {
    const seat = game.toAct(state)[0]!;
    const move = bots[seat]!.choose(game.view(state, seat), game.legalMoves(state, seat), seat);
    moves.push({ seat, move: game.encodeMove(move) });
    game.play(state, seat, move);
  }
  return makeRecord(game.id, {}, players, seed, moves);
}

const text = async (page: Page, selector: string) =>
  (await page.locator(selector).allInnerTexts()).map((t) => t.trim());

/** Text under 12 px inside `within`, leaving out what is inside `except` (SVG text scaled). */
const smallText = async (page: Page, within: string, except: string) =>
  page.evaluate(`(() => {
    const out = [];
    const root = document.querySelector(${JSON.stringify(within)});
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!n.textContent.trim() || !el || el.closest(${JSON.stringify(except)}) || el.closest('option')) continue;
      if (!el.getClientRects().length) continue;
      let px = parseFloat(getComputedStyle(el).fontSize);
      const svg = el.closest('svg');
      if (svg && el instanceof SVGElement) { const m = svg.getScreenCTM(); if (m) px *= Math.hypot(m.a, m.b); }
      if (px < 11.99) out.push(n.textContent.trim().slice(0, 30) + ' ' + px.toFixed(1) + 'px');
    }
    return out;
  })()`);

const at = async (page: Page) => Number(await page.getByTestId('replay').getAttribute('data-at'));

for (const [i, game] of GAMES.entries()) {
  const [lang, viewport] = i % 2 === 0 ? (['en', DESKTOP] as const) : (['de', PHONE] as const);
  test(`${game.id} (${lang}, ${viewport.width} px): the review's chart, mistakes and replay`, async () => {
    const players = Math.max(game.minPlayers, 3);
    const record = finishedGame(game, players);
    const seats = Array.from({ length: players }, (_, s) =>
      s === 0
        ? { kind: 'human', name: 'Ann' }
        : { kind: 'bot', name: `Bot ${s + 1}`, bot: 'heuristic' },
    );
    const { page, errors } = await openPage(browser, server.url, viewport, lang);
    await page.evaluate(
      `localStorage.setItem('moontable.hotseat', ${JSON.stringify(JSON.stringify({ record, seats }))});
       localStorage.setItem('moontable.reviewDepth', 'quick');`,
    );
    await page.goto(`${server.url}/hotseat`);
    await page.locator('.results').waitFor();
    await page.getByTestId('open-review').click();
    await page.getByTestId('review-progress').waitFor();
    const chart = page.getByTestId('review-chart');
    await chart.waitFor({ timeout: 240_000 });
    assert.equal(await chart.locator('polyline.seat-line').count(), players);
    const mistakes = await page
      .locator('[data-testid=mistakes] li, [data-testid=no-mistakes]')
      .count();
    assert.ok(mistakes >= 1);
    const n = record.moves.length;
    const replay = page.getByTestId('replay');
    assert.equal(await at(page), n);
    // A mistake clicked moves the replay there and brings it into view (on a phone it lies far
    // below the list).
    const listed = page.locator('[data-testid=mistakes] li button');
    if (await listed.count()) {
      await page.evaluate('window.scrollTo(0, 0)');
      await listed.first().click();
      await page.waitForFunction(
        `(() => { const r = document.querySelector('[data-testid=replay]').getBoundingClientRect();
          return r.top > -2 && r.top < innerHeight / 2; })()`,
        undefined,
        { timeout: 5_000 },
      );
      assert.notEqual(await at(page), n, 'the replay went to the mistake');
      await replay.getByTestId('replay-last').click();
    }
    assert.match(await replay.getByTestId('replay-line').innerText(), new RegExp(`${n}`));
    // The last step seen by everyone is the live table's board at the end.
    await replay.locator('select[name=replay-viewer]').selectOption('spectator');
    const live = await page.locator('.table .table-main > :last-child').innerText();
    assert.equal(await replay.getByTestId('replay-board').innerText(), live);
    // Step by the buttons and the keys: each step shows its move's log line, as the table logged it.
    await replay.getByTestId('replay-first').click();
    assert.equal(await at(page), 0);
    await replay.getByTestId('replay-next').click();
    await replay.getByTestId('replay-next').click();
    assert.equal(await at(page), 2);
    assert.deepEqual(
      await text(page, '[data-testid=replay] .replay-log-line'),
      await text(page, '[data-testid=log] li[data-version="2"] .log-line'),
    );
    await replay.getByTestId('replay-next').focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await at(page), 3);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await at(page), 1);
    assert.deepEqual(
      await text(page, '[data-testid=replay] .replay-log-line'),
      await text(page, '[data-testid=log] li[data-version="1"] .log-line'),
    );
    await page.keyboard.press('End');
    assert.equal(await at(page), n);
    // Back to the start, seen as Ann.
    await replay.locator('select[name=replay-viewer]').selectOption('0');
    await replay.focus();
    await page.keyboard.press('Home');
    assert.equal(await at(page), 0);
    await page.screenshot({
      path: join(SCREENSHOTS, `review-${game.id}-${lang}.png`),
      fullPage: true,
    });
    // Nothing of the review reaches past the screen's right edge (the page as a whole is the
    // table's business: Moon's final score table is wider than a phone today).
    const right = (await page.evaluate(
      `Math.max(...[...document.querySelectorAll('[data-testid=review], [data-testid=review] *')]
        .filter((el) => !el.closest('.replay-board > *') && el.getClientRects().length)
        .map((el) => el.getBoundingClientRect().right))`,
    )) as number;
    assert.ok(right <= viewport.width + 0.5, `the review reaches ${right} px`);
    // The review's own words are 12 px or more; the replay's board is the game's board at the
    // table's width or wider, so it reads at least as well as the live board.
    assert.deepEqual(await smallText(page, '[data-testid=review]', '.replay-board'), []);
    const widths = (await page.evaluate(
      `[document.querySelector('.table .table-main > :last-child').getBoundingClientRect().width,
        document.querySelector('.replay-board > :first-child').getBoundingClientRect().width]`,
    )) as number[];
    assert.ok(widths[1]! >= widths[0]! - 1, `board widths ${widths.join(' vs ')}`);
    const small = await page
      .locator('[data-testid=review] button, [data-testid=review] select')
      .evaluateAll((els) =>
        els
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.height > 0 && r.height < 44;
          })
          .map((el) => el.textContent),
      );
    assert.deepEqual(small, []);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('online: the finished match offers its review, from the record the server gives after the end', async () => {
  // A clock of one second ends the match by forfeit once it starts (Ada is to move first).
  const created = await api<{ match: { id: string }; invites: { url: string }[] }>(
    server.url,
    'POST',
    '/api/matches',
    {
      game: 'monkeys-on-the-moon',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      timeControl: { initialMs: 1000, incrementMs: 0, onTimeout: 'forfeit' },
    },
  );
  const { page, errors } = await openPage(browser, created.body.invites[0]!.url, PHONE, 'en');
  await page.locator('input[name=name]').fill('Ada');
  await page.locator('form.join button[type=submit]').click();
  const token = /#invite=([\w-]+)/.exec(created.body.invites[1]!.url)![1]!;
  await api(server.url, 'POST', `/api/matches/${created.body.match.id}/join`, {
    token,
    name: 'Bo',
  });
  await page.locator('.results').waitFor({ timeout: 30_000 });
  await page.getByTestId('open-review').click();
  await page.getByTestId('review-chart').waitFor({ timeout: 60_000 });
  const record = await api<{ format: string; moves: unknown[] }>(
    server.url,
    'GET',
    `/api/matches/${created.body.match.id}/record`,
  );
  assert.equal(record.body.format, 'moontable-record/1');
  assert.equal(await at(page), record.body.moves.length);
  assert.equal(await page.locator('polyline.seat-line').count(), 2);
  await page.getByTestId('replay-board').waitFor();
  const axe = await new AxeBuilder({ page }).include('[data-testid=review]').analyze();
  assert.deepEqual(
    axe.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => v.id),
    [],
  );
  assert.deepEqual(errors, []);
  await page.close();
});
