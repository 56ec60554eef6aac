// The Hint button in a real browser: in a hot-seat game the coach (in a Web Worker, under the
// server's real Content-Security-Policy) shows three moves with their chances, marks them on the
// board with their chances (a move of several clicks at its first: a card in hand), for Moon and
// Monkeys on the Moon, and choosing one plays it; online, the button is offered only at a table
// whose players agreed to hints (the match setting, chosen in the lobby and shown before
// joining) or where every other seat is a bot.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { makeRecord } from '../../src/engine/record.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { api } from '../server/helpers.ts';
import { checkDecision, DESKTOP, inspect, PHONE } from './checker.ts';
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

const MM = 'monkeys-on-the-moon';

/** Opens a new hot-seat game (Monkeys on the Moon unless said): Ann against a heuristic bot. */
async function hotseat(page: Page, seed: string, game = MM): Promise<void> {
  const saved = {
    record: makeRecord(game, {}, 2, seed, []),
    seats: [
      { kind: 'human', name: 'Ann' },
      { kind: 'bot', name: 'Bot', bot: 'heuristic' },
    ],
  };
  await page.evaluate(
    `localStorage.setItem('moontable.hotseat', ${JSON.stringify(JSON.stringify(saved))})`,
  );
  await page.goto(`${server.url}/hotseat`);
  await page.getByTestId('ready').click();
  await page.getByTestId('hint').waitFor();
}

for (const [lang, viewport, game] of [
  ['en', DESKTOP, 'moon'],
  ['de', PHONE, MM],
] as const) {
  test(`hot-seat ${game} (${lang}, ${viewport.width} px): three moves with chances, marked, one played`, async () => {
    const { page, errors } = await openPage(browser, server.url, viewport, lang);
    const csp: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) csp.push(m.text());
    });
    await hotseat(page, `coach-hint-${lang}`, game);
    const before = Number(await page.locator('.table').getAttribute('data-version'));
    // The pilot board meets the table standard with the Hint button in the bar (the other
    // boards are held to it by their own tests).
    if (game === MM) await checkDecision(page, `hint button ${lang}`);
    await page.getByTestId('hint').click();
    const panel = page.locator('[data-testid=hint-panel][data-status=done]');
    await panel.waitFor({ timeout: 30_000 });
    const moves = panel.getByTestId('hint-move');
    assert.equal(await moves.count(), 3);
    const chance = lang === 'de' ? /^\d{1,3}% Siegchance$/ : /^\d{1,3}% chance to win$/;
    for (const text of await panel.getByTestId('hint-chance').allInnerTexts())
      assert.match(text.trim(), chance);
    // The advised moves are marked on the board with their rank and chance: a move's own
    // element, or where it takes several clicks (a card, then a tribe) its first click. An
    // element several advised moves start at shows the best of them.
    const advised = await moves.evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-hint-move')),
    );
    const chances = (await panel.getByTestId('hint-chance').allInnerTexts()).map(
      (t) => /^\d{1,3}%/.exec(t.trim())?.[0],
    );
    const legal = await page
      .locator('.table [data-move]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-move')));
    const marked = (await page.locator('.table [data-hint-rank]').evaluateAll((els) =>
      els.map((el) => ({
        move: el.getAttribute('data-move'),
        step: el.getAttribute('data-step'),
        rank: Number(el.getAttribute('data-hint-rank')),
        chance: el.getAttribute('data-hint'),
        label: getComputedStyle(el, '::after').content,
        shown: el.checkVisibility() && el.getBoundingClientRect().width > 0,
        cls: el.classList.contains('mark-hint'),
      })),
    )) as {
      move: string | null;
      step: string | null;
      rank: number;
      chance: string | null;
      label: string;
      shown: boolean;
      cls: boolean;
    }[];
    const where = `${game} ${lang}: advised ${advised.join(' | ')}; marked ${JSON.stringify(marked)}`;
    assert.ok(
      marked.some((m) => m.rank === 1 && m.shown),
      `the best move is marked on the board: ${where}`,
    );
    for (const m of marked) {
      assert.ok(m.rank >= 1 && m.rank <= 3, where);
      assert.equal(m.chance, chances[m.rank - 1], `a mark shows its move's chance: ${where}`);
      assert.notEqual(m.label, 'none', `the chance is drawn beside the mark: ${where}`);
      assert.ok(m.cls, where);
      const move = advised[m.rank - 1] ?? '';
      // Its own element, or a step towards it (the board's first click).
      if (m.move !== null) assert.equal(m.move, move, where);
      else assert.ok(m.step, where);
    }
    // A move the board plays with one click is marked on that element.
    for (const [i, move] of advised.entries())
      if (legal.includes(move))
        assert.ok(
          marked.some((m) => m.move === move && m.rank === i + 1),
          `${move} marked: ${where}`,
        );
    await page.screenshot({ path: join(SCREENSHOTS, `coach-hint-${lang}.png`), fullPage: true });
    // The panel pushes the board down on a phone; its own words and buttons stay fit to use.
    const f = await inspect(page);
    assert.deepEqual(f.smallText, [], 'text under 12 px');
    assert.deepEqual(f.smallTargets, [], 'tap targets under 44 px');
    assert.ok(f.sideways <= 0, `the page is ${f.sideways} px too wide`);
    const small = await panel
      .locator('button')
      .evaluateAll((els) =>
        els.filter((el) => el.getBoundingClientRect().height < 44).map((el) => el.textContent),
      );
    assert.deepEqual(small, []);
    const axe = await new AxeBuilder({ page }).include('[data-testid=hint-panel]').analyze();
    assert.deepEqual(
      axe.violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .map((v) => v.id),
      [],
    );
    // Choosing the first plays it: the version moves on and the log names Ann.
    await panel.getByTestId('hint-play').first().click();
    await page.waitForFunction(
      `Number(document.querySelector('.table')?.getAttribute('data-version')) > ${before}`,
    );
    await page.locator('[data-testid=hint-panel]').waitFor({ state: 'detached' });
    assert.match(
      await page.locator(`[data-testid=log] li[data-version="${before + 1}"]`).innerText(),
      /Ann/,
    );
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('the hint runs under the real Content-Security-Policy', async () => {
  const page = await browser.newPage({ bypassCSP: false });
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text());
  });
  await page.goto(server.url);
  await page.getByTestId('create').waitFor();
  await hotseat(page, 'coach-csp');
  await page.getByTestId('hint').click();
  await page.locator('[data-testid=hint-panel][data-status=done]').waitFor({ timeout: 30_000 });
  assert.equal(await page.getByTestId('hint-move').count(), 3);
  assert.deepEqual(problems, []);
  await page.close();
});

interface Created {
  match: { id: string; settings: { hints: boolean } };
  invites: { seat: number; url: string }[];
}

/** Seat 0 of a new match joins as Ada; true when the Hint button is offered on its turn. */
async function hintOffered(
  body: Record<string, unknown>,
): Promise<{ info: string; offered: boolean }> {
  const created = await api<Created>(server.url, 'POST', '/api/matches', { game: MM, ...body });
  assert.equal(created.status, 201);
  const { page } = await openPage(browser, created.body.invites[0]!.url, DESKTOP, 'en');
  const info = await page.getByTestId('hints-info').getAttribute('data-hints');
  await page.locator('input[name=name]').fill('Ada');
  await page.locator('form.join button[type=submit]').click();
  // Other people's seats join too, so the match starts and Ada has a move.
  for (const invite of created.body.invites.slice(1)) {
    const token = /token=([\w-]+)/.exec(invite.url)![1]!;
    await api(server.url, 'POST', `/api/matches/${created.body.match.id}/join`, {
      token,
      name: `P${invite.seat}`,
    });
  }
  await page.locator('.match[data-status=running]').waitFor();
  await page.locator('.table [data-move], .table [data-step]').first().waitFor();
  const offered = (await page.getByTestId('hint').count()) > 0;
  await page.close();
  return { info: String(info), offered };
}

test('online: hints only where all agreed (the match setting) or against bots only', async () => {
  const two = { seats: [{ kind: 'human' }, { kind: 'human' }] };
  assert.deepEqual(await hintOffered(two), { info: 'false', offered: false });
  assert.deepEqual(await hintOffered({ ...two, hints: true }), { info: 'true', offered: true });
  const bots = { seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }] };
  assert.deepEqual(await hintOffered(bots), { info: 'false', offered: true });
  const bad = await api<{ error: { message: string } }>(server.url, 'POST', '/api/matches', {
    game: MM,
    ...two,
    hints: 'yes',
  });
  assert.equal(bad.status, 400);
  assert.match(bad.body.error.message, /"hints" must be true or false/);
});

test('lobby: "Set up a table" offers the hints setting, off unless chosen', async () => {
  const { page } = await openPage(browser, server.url, PHONE, 'de');
  const box = page.getByTestId('hints-setting');
  assert.equal(await box.isChecked(), false);
  await box.check();
  await page.getByTestId('create').click();
  const href = await page.getByTestId('open-my-seat').getAttribute('href');
  const id = /\/m\/([\w-]+)/.exec(String(href))![1]!;
  const info = await api<{ match: { settings: { hints: boolean } } }>(
    server.url,
    'GET',
    `/api/matches/${id}`,
  );
  assert.equal(info.body.match.settings.hints, true);
  await page.close();
});
