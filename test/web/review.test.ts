// The review after a game, in a real browser, for each of the four games: a finished hot-seat
// game (played in Node from a seed: Ann in the second seat at random, heuristic bots) opens its review
// from the score sheet; the coach's worker reports progress, then every seat has an accuracy and
// its grades' counts, Ann's own first and shown first; the chart has one line per seat; the
// graded moves (inaccuracy, mistake, blunder) are listed with the best move beside each and
// filtered by grade; a move clicked in the list or the chart moves the replay there and brings it
// into view (on a phone it lies far below); the replay viewer steps through the game by its
// buttons and the arrow keys, each step showing that move's log line and, at the end, the same
// board as the live table. German pages speak German and write "43 %", English ones "43%".

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { seededGame } from '../../src/bots/index.ts';
import type { AnyGame } from '../../src/engine/index.ts';
import { GAMES } from '../../src/games/index.ts';
import { api } from '../server/helpers.ts';
import { DESKTOP, PHONE } from './checker.ts';
import { browserSuite, SCREENSHOTS, until } from './helpers.ts';
import { openPage } from './table-helpers.ts';

const { server, browser } = await browserSuite();

/** Ann's seat: not the first, so "my moves first" is seen to reorder the seats. */
const ANN = 1;

/** A whole game from a seed: its record. Ann's seat plays at random, as a beginner might: her
 * review has moves to grade. */
function finishedGame(game: AnyGame, players: number) {
  const seed = `review/${game.id}`;
  return seededGame(game, players, seed, (s) => (s === ANN ? 'random' : 'heuristic')).record;
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

/** The replay's top is in the upper half of the screen (waits for the scroll). */
const replayInView = (page: Page) =>
  page.waitForFunction(
    `(() => { const r = document.querySelector('[data-testid=replay]').getBoundingClientRect();
      return r.top > -2 && r.top < innerHeight / 2; })()`,
    undefined,
    { timeout: 5_000 },
  );

const WORDS = {
  en: {
    you: 'Ann (you)',
    accuracy: /^Accuracy \d{1,3}%$/,
    grades: ['Inaccuracies', 'Mistakes', 'Blunders'],
    badges: /^(Inaccuracy|Mistake|Blunder)$/,
    played: 'Played',
    best: 'Best',
    everyone: 'Everyone',
  },
  de: {
    you: 'Ann (du)',
    accuracy: /^Genauigkeit \d{1,3}\u00a0%$/,
    grades: ['Ungenauigkeiten', 'Fehler', 'Patzer'],
    badges: /^(Ungenauigkeit|Fehler|Patzer)$/,
    played: 'Gespielt',
    best: 'Bester Zug',
    everyone: 'Alle',
  },
} as const;

/** The graded moves listed: [record index, seat, grade]. */
const listed = async (page: Page) =>
  page
    .locator('[data-testid=graded] li')
    .evaluateAll((els) =>
      els.map((el) => [
        Number(el.getAttribute('data-index')),
        Number(el.getAttribute('data-seat')),
        el.getAttribute('data-grade'),
      ]),
    ) as Promise<[number, number, string][]>;

/** A toggle's count: "Mistakes 3" → 3. */
const toggleCounts = async (page: Page) =>
  (await page.locator('.grade-toggle[data-grade]').allInnerTexts()).map((t) =>
    Number(/\d+$/.exec(t)![0]),
  );

for (const [i, game] of GAMES.entries()) {
  const [lang, viewport] = i % 2 === 0 ? (['en', DESKTOP] as const) : (['de', PHONE] as const);
  test(`${game.id} (${lang}, ${viewport.width} px): accuracy, graded moves, the chart and the replay`, async () => {
    const players = Math.max(game.minPlayers, 3);
    const record = finishedGame(game, players);
    const seats = Array.from({ length: players }, (_, s) =>
      s === ANN
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
    const words = WORDS[lang];
    const n = record.moves.length;
    const replay = page.getByTestId('replay');
    assert.equal(await at(page), n);
    // Every seat has a card with its accuracy and counts; Ann's is first and chosen, then the
    // others in order, then everyone.
    const cards = page.locator('[data-testid=seat-picker] .seat-card');
    assert.deepEqual(
      await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-seat'))),
      [
        String(ANN),
        ...Array.from({ length: players }, (_, s) => String(s)).filter((s) => s !== String(ANN)),
        'all',
      ],
    );
    assert.equal(await cards.first().locator('.seat-card-name').innerText(), words.you);
    assert.equal(await cards.first().getAttribute('aria-pressed'), 'true');
    const accuracies = await page.getByTestId('accuracy').allInnerTexts();
    assert.equal(accuracies.length, players);
    for (const a of accuracies) assert.match(a.trim(), words.accuracy);
    assert.equal(await page.getByTestId('chance-lost').count(), players);
    assert.deepEqual(
      (await page.locator('.grade-toggle[data-grade]').allInnerTexts()).map((t) =>
        t.replace(/ \d+$/, ''),
      ),
      words.grades,
    );
    // Ann's moves first: every move listed is hers, as many as the toggles count, and the
    // loss strip under the chart is hers.
    const mine = await listed(page);
    assert.ok(
      mine.every(([, seat]) => seat === ANN),
      JSON.stringify(mine),
    );
    assert.equal(
      mine.length,
      (await toggleCounts(page)).reduce((a, b) => a + b, 0),
    );
    await chart.getByTestId('loss-strip').waitFor();
    assert.match(
      await page.getByTestId('lost-each').innerText(),
      lang === 'de'
        ? /^\d+ Punkte Siegchance verloren in \d+ Zügen, im Schnitt [\d,]+ je Zug\.$/
        : /^\d+ points of the chance to win lost over \d+ moves, [\d.]+ a move on average\.$/,
    );
    await page
      .locator('[data-testid=review] > .panel')
      .screenshot({ path: join(SCREENSHOTS, `review-${game.id}-${lang}-panel.png`) });
    // Everyone: the moves of all seats; the heuristic bots' game has graded moves somewhere.
    await cards.last().click();
    const all = await listed(page);
    assert.ok(all.length >= mine.length && all.length >= 1, 'graded moves in the game');
    for (const [index, seat] of all) assert.equal(record.moves[index]!.seat, seat);
    if (mine.length === 0) {
      // Ann played well at this depth: look at a seat with graded moves instead.
      await page.locator(`.seat-card[data-seat="${all[0]![1]}"]`).click();
    } else await cards.first().click();
    const shownSeat = Number(
      await page.locator('.seat-card[aria-pressed=true]').getAttribute('data-seat'),
    );
    // The filter by grade: a grade switched off leaves the list; switched on, it returns.
    const before = await listed(page);
    assert.ok(before.length >= 1);
    const grade = before[0]![2];
    const toggle = page.locator(`.grade-toggle[data-grade=${grade}]`);
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    assert.deepEqual(
      await listed(page),
      before.filter(([, , g]) => g !== grade),
    );
    await toggle.click();
    assert.deepEqual(await listed(page), before);
    // Biggest losses first, then back to the order of the game.
    const losses = () =>
      page
        .locator('[data-testid=graded] li')
        .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-loss'))));
    const inOrder = await losses();
    await page.getByTestId('worst-first').click();
    assert.deepEqual(
      await losses(),
      [...inOrder].sort((a, b) => b - a),
    );
    await page.getByTestId('worst-first').click();
    assert.deepEqual(await listed(page), before);
    // Each graded move names its grade, the move played and the best move, each with a chance.
    const item = page.locator('[data-testid=graded] li').first();
    assert.match((await item.locator('.grade-badge').innerText()).trim(), words.badges);
    assert.match(await item.getByTestId('played').innerText(), new RegExp(`^${words.played} `));
    assert.match(await item.getByTestId('best').innerText(), new RegExp(`^${words.best} `));
    // A move clicked moves the replay there, brings it into view, and the replay names the
    // grade and the best move.
    const [index] = before[0]!;
    // Seen by everyone, so its log line is the live table's (seen by the seat it says "You").
    await replay.locator('select[name=replay-viewer]').selectOption('spectator');
    await page.evaluate('window.scrollTo(0, 0)');
    await item.locator('button').click();
    await replayInView(page);
    assert.equal(await at(page), index + 1, 'the replay went to the move');
    // The list marks the move with the replay's next render (a frame later under load).
    const current = () => item.locator('button').getAttribute('aria-current');
    await until(async () => (await current()) === 'step', 'the graded move marked current');
    assert.equal(await current(), 'step');
    assert.deepEqual(
      await text(page, '[data-testid=replay] .replay-log-line'),
      await text(page, `[data-testid=log] li[data-version="${index + 1}"] .log-line`),
    );
    const note = replay.getByTestId('replay-note');
    assert.equal(
      await note.getByTestId('best').innerText(),
      await item.getByTestId('best').innerText(),
    );
    await page.screenshot({ path: join(SCREENSHOTS, `review-${game.id}-${lang}-move.png`) });
    // A click on the chart goes to the nearest move of the seat shown, and into view again.
    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.boundingBox())!;
    await chart.click({ position: { x: box.width * 0.6, y: 100 } });
    await replayInView(page);
    const step = await at(page);
    assert.notEqual(step, index + 1);
    assert.equal(record.moves[step - 1]!.seat, shownSeat, 'a move of the seat shown');
    // One way of writing percentages in the whole review: "43%" in English, "43 %" in German.
    const words_ = await page.getByTestId('review').innerText();
    if (lang === 'de') assert.doesNotMatch(words_, /\d%/);
    else assert.doesNotMatch(words_, /\d\s%/);
    await page.locator(`.seat-card[data-seat="${ANN}"]`).click();
    await replay.getByTestId('replay-last').click();
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
    await replay.locator('select[name=replay-viewer]').selectOption(String(ANN));
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

test('a hot-seat game of two people: the review starts at everyone, each seat a click away', async () => {
  const game = GAMES.find((g) => g.id === 'monkeys-on-the-moon')!;
  const record = finishedGame(game, 2);
  const seats = [
    { kind: 'human', name: 'Ann' },
    { kind: 'human', name: 'Bo' },
  ];
  const { page, errors } = await openPage(browser, server.url, PHONE, 'en');
  await page.evaluate(
    `localStorage.setItem('moontable.hotseat', ${JSON.stringify(JSON.stringify({ record, seats }))});
     localStorage.setItem('moontable.reviewDepth', 'quick');`,
  );
  await page.goto(`${server.url}/hotseat`);
  await page.locator('.results').waitFor();
  await page.getByTestId('open-review').click();
  await page.getByTestId('review-chart').waitFor({ timeout: 240_000 });
  // Nobody is "you" on a shared screen: the seats in order, everyone chosen, no strip of one seat.
  const cards = page.locator('[data-testid=seat-picker] .seat-card');
  assert.deepEqual(await cards.locator('.seat-card-name').allInnerTexts(), [
    'Ann',
    'Bo',
    'Everyone',
  ]);
  assert.equal(await cards.last().getAttribute('aria-pressed'), 'true');
  assert.equal(await page.getByTestId('loss-strip').count(), 0);
  const all = await listed(page);
  assert.ok(new Set(all.map(([, seat]) => seat)).size >= 1);
  await cards.nth(1).click();
  assert.ok((await listed(page)).every(([, seat]) => seat === 1));
  await page.getByTestId('loss-strip').waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

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
    JSON.stringify(
      axe.violations.map((v) => [
        v.id,
        v.nodes.map((n) => [n.target.join(' '), n.failureSummary?.slice(0, 160)]),
      ]),
    ),
  );
  assert.deepEqual(errors, []);
  await page.close();
});
