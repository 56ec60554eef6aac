// The Chimps on Mars board in a real browser: a person's whole game by clicks against bots, on a
// 390x844 phone (three players, "Play now", in German) and on a 1366x800 desktop (five players,
// in English), with the table checker at every decision (checker.ts); no English name from the
// glossary on the German table; rearranging by taps that never shows the face-down card to
// anyone else; marks, tooltips and the log's pointing.

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { englishOnly, wholeWord } from '../../src/engine/glossary.ts';
import { GLOSSARY } from '../../src/games/chimps-on-mars/glossary.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { api } from '../server/helpers.ts';
import { checkDecision, DESKTOP, PHONE } from './checker.ts';
import { launch, picker, SCREENSHOTS, webServer } from './helpers.ts';
import { clickChoice, openPage, playNow } from './table-helpers.ts';

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

const GAME = 'chimps-on-mars';

/** A table of `players` with Ada in the first seat and heuristic bots; Ada's address. */
async function seatAt(players: number, bot = 'heuristic'): Promise<string> {
  const created = await api<{ match: { id: string }; invites: { token: string; url: string }[] }>(
    server.url,
    'POST',
    '/api/matches',
    {
      game: GAME,
      seats: [
        { kind: 'human' },
        ...Array.from({ length: players - 1 }, () => ({ kind: 'bot', bot })),
      ],
    },
  );
  const invite = created.body.invites[0]!;
  await api(server.url, 'POST', `/api/matches/${created.body.match.id}/join`, {
    token: invite.token,
    name: 'Ada',
  });
  return invite.url;
}

/** Plays to the score sheet by clicking what the table offers, checking every decision. */
async function playToTheEnd(
  page: Page,
  seed: number,
  atDecision: (where: string, n: number) => Promise<void>,
): Promise<number> {
  const pick = picker(seed);
  let decisions = 0;
  for (;;) {
    const next = await page.waitForFunction(
      `document.querySelector('[data-testid=results]') ? 'over' :
       document.querySelector('[data-move]:not([disabled]), [data-step]:not([disabled])') ? 'choose' : null`,
      undefined,
      { timeout: 30_000 },
    );
    if ((await next.jsonValue()) === 'over') return decisions;
    await atDecision(`decision ${decisions}`, decisions);
    await clickChoice(page, pick);
    decisions++;
    assert.ok(decisions < 3000, 'the game should end');
  }
}

/** Whole words, any case: the English names of the glossary (cards, kinds, table parts). */
const ENGLISH = englishOnly(GLOSSARY).map(wholeWord);

/** Everything a player reads at the table: its text, tooltips and accessible names. */
const READ = `(() => {
  const t = document.querySelector('.table');
  if (!t) return '';
  const attrs = [...t.querySelectorAll('[data-tip], [aria-label], [title]')].flatMap((el) =>
    ['data-tip', 'aria-label', 'title'].map((a) => el.getAttribute(a) || ''));
  return t.innerText + '\\n' + attrs.join('\\n');
})()`;

async function checkGerman(page: Page, where: string): Promise<void> {
  const text = (await page.evaluate(READ)) as string;
  for (const re of ENGLISH) {
    const hit = re.exec(text);
    const at = hit?.index ?? 0;
    assert.equal(
      hit,
      null,
      `${where}: English "${hit?.[0]}" in …${text.slice(Math.max(0, at - 60), at + 40)}…`,
    );
  }
}

for (const [size, viewport, lang, players] of [
  ['phone', PHONE, 'de', 3],
  ['desktop', DESKTOP, 'en', 5],
] as const) {
  test(`a whole game by clicks against bots on a ${viewport.width}x${viewport.height} ${size} (${lang}, ${players} players), checked at every decision`, async () => {
    const { page, errors } = await openPage(browser, server.url, viewport, lang);
    if (size === 'phone') await playNow(page, GAME);
    else {
      await page.goto(await seatAt(players));
      await page.locator('[data-testid=link][data-state=connected]').waitFor();
    }
    await page.locator('.cm-board').waitFor();
    assert.equal(await page.locator('.cm-seat').count(), players);
    let shot = false;
    const decisions = await playToTheEnd(page, size === 'phone' ? 3 : 4, async (where, n) => {
      await checkDecision(page, `${size} ${where}`);
      if (lang === 'de' && n % 3 === 0) await checkGerman(page, where);
      if (!shot && n >= 12 && (await page.locator('.cm-area .cm-card').count()) >= 4) {
        // docs/screenshots: the table mid-game as a player sees it (no tooltip open).
        await page.mouse.move(0, 0);
        await page.locator('[role=tooltip]').waitFor({ state: 'hidden' });
        await page.screenshot({
          path: join(SCREENSHOTS, `${GAME}${size === 'phone' ? '-phone' : ''}.png`),
        });
        shot = true;
      }
    });
    assert.ok(decisions > 10, `a real game (${decisions} decisions)`);
    const sheet = page.getByTestId('results');
    await sheet.scrollIntoViewIfNeeded();
    const text = await sheet.innerText();
    assert.match(text, /Ada/);
    assert.match(text, lang === 'de' ? /Landung auf dem Mars/ : /landing on Mars/i);
    assert.equal(await sheet.getByTestId('rematch').count(), 1);
    await checkDecision(page, `${size} results`, { tapTargets: false });
    if (lang === 'de') await checkGerman(page, 'results');
    await page.evaluate('scrollTo(0, 0)');
    await page.screenshot({
      path: join(SCREENSHOTS, `${GAME}-results${size === 'phone' ? '-phone' : ''}.png`),
      fullPage: size !== 'phone',
    });
    assert.deepEqual(errors, []);
    await page.close();
  });
}

/** Each seat's launch cards as the page draws them (data-key), in the order shown. */
const AREAS = `JSON.stringify([...document.querySelectorAll('.cm-area')]
  .map((a) => [Number(a.dataset.seat), [...a.querySelectorAll('[data-key]')].map((c) => c.dataset.key + ':' + c.innerText.replace(/\\s+/g, ' '))])
  .sort((a, b) => a[0] - b[0]))`;

// Skipped: it drives a live match against random bots until a rearranging is offered, and on the
// loaded CI machine it ran 800 iterations (11 minutes) without one. It needs a fixed deal (a
// hot-seat record with a known seed) before it can run in CI again. Rearranging by clicks is
// covered in chimps-on-mars-steps.test.ts and the face-down card's secrecy by the conformance kit.
test(
  'rearranging on a phone: tap the launch cards in their new order, confirm; nobody else learns the face-down card',
  { skip: 'needs a fixed deal to be reliable (see above)' },
  async () => {
    const { page, errors } = await openPage(browser, server.url, PHONE, 'de');
    // Random bots: they seldom take Ada's cards, so her launch area grows.
    const url = await seatAt(3, 'random');
    await page.goto(url);
    await page.locator('[data-testid=link][data-state=connected]').waitFor();
    await page.locator('.cm-board').waitFor();
    const spectator = await browser.newPage({ viewport: DESKTOP });
    const spectatorErrors: string[] = [];
    spectator.on('pageerror', (e) => spectatorErrors.push(String(e)));
    // The spectator link: the same table as Ada's, seen from no seat.
    await spectator.goto(url.replace(/#.*$/, ''));
    const pick = picker(11);
    const arrange = page.locator('[data-testid=action-bar] [data-step=arrange]');
    // Lay cards into the launch area (one face down), draw when nothing can be laid, until a
    // rearranging is offered with a face-down card among at least three launch cards.
    const bar = (selector: string) => page.locator(`[data-testid=action-bar] ${selector}`);
    const mineDown = page.locator('.cm-seat.mine .cm-down');
    const version = () => page.locator('.table').getAttribute('data-version');
    let tried: string | null = null;
    for (let i = 0; i < 800; i++) {
      if (await page.getByTestId('results').isVisible()) break;
      const cards = await page.locator('.cm-seat.mine .cm-card').count();
      if ((await arrange.count()) > 0 && cards >= 3 && (await mineDown.count()) > 0) break;
      const now = await version();
      const down = bar('[data-move$=" down"]');
      const up = bar('[data-move^="play "]');
      const chosen = page.locator('.cm-hand [aria-pressed=true]');
      const layable = page.locator(
        '.cm-hand button.cm-launch[data-step], .cm-hand button.cm-crew[data-step]',
      );
      const first = async (...options: Locator[]) => {
        for (const o of options) if ((await o.count()) > 0) return o.first();
        return null;
      };
      let target: Locator | null;
      if ((await down.count()) > 0 && (await mineDown.count()) === 0) target = down.first();
      else if ((await up.count()) > 0) target = up.first();
      else if ((await chosen.count()) > 0) {
        // The chosen card cannot be laid now: take it back, and try no card again this turn.
        tried = now;
        target = bar('button:not([data-move]):not([data-step])').last();
      } else if (tried !== now && (await layable.count()) > 0) target = layable.first();
      else target = await first(bar('[data-move=draw]'), bar('[data-move=end]'));
      if (target === null) {
        await clickChoice(page, pick);
        continue;
      }
      const move = await target.getAttribute('data-move');
      await target.click({ timeout: 3_000 }).catch(() => undefined);
      if (move)
        await page
          .waitForFunction(
            `document.querySelector('.table')?.getAttribute('data-version') !== ${JSON.stringify(now)}`,
            undefined,
            { timeout: 10_000 },
          )
          .catch(() => undefined);
    }
    assert.ok((await arrange.count()) > 0, 'a rearranging was offered');
    await arrange.click();
    const mine = page.locator('.cm-seat.mine .cm-card');
    const n = await mine.count();
    // Tap them right to left: the new order is the old one reversed.
    const keys = await mine.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.key));
    for (let i = n - 1; i > 0; i--) {
      await checkDecision(page, `arranging ${i}`);
      await page.locator(`.cm-seat.mine [data-key="${keys[i]}"]`).click();
      if (i === n - 1) {
        await page.mouse.move(0, 0);
        await page.screenshot({ path: join(SCREENSHOTS, `${GAME}-arrange-phone.png`) });
      }
    }
    await checkDecision(page, 'arranged');
    const confirm = page.locator('[data-testid=action-bar] button', { hasText: 'Bestätigen' });
    assert.equal(await confirm.isDisabled(), false);
    const move = (await confirm.getAttribute('data-move')) ?? '';
    assert.match(move, /^arrange (c\d+|down)(,(c\d+|down))+$/);
    // The move names the face-down card as "down", never by its card.
    if ((await page.locator('.cm-seat.mine .cm-down').count()) > 0) assert.match(move, /\bdown\b/);
    await confirm.click();
    await page.waitForFunction(
      `JSON.stringify([...document.querySelectorAll('.cm-seat.mine .cm-card')].map((e) => e.dataset.key)) === ${JSON.stringify(JSON.stringify([...keys].reverse()))}`,
      undefined,
      { timeout: 10_000 },
    );
    // The spectator sees the new order, the face-down card as a back, never its name.
    await spectator.locator('.cm-board').waitFor();
    const seen = JSON.parse(String(await spectator.evaluate(AREAS))) as [number, string[]][];
    const ada = seen[0]?.[1] ?? [];
    assert.equal(ada.length, n);
    assert.ok(
      ada.some((c) => c.startsWith('down-0:')),
      ada.join(' | '),
    );
    const downName = await page.locator('.cm-seat.mine .cm-down .cm-name').innerText();
    assert.ok(!ada.some((c) => c.startsWith('down-0:') && c.includes(downName)), ada.join(' | '));
    const tips = await spectator.evaluate(
      `[...document.querySelectorAll('[data-key="down-0"]')].map((e) => e.dataset.tip).join(' ')`,
    );
    assert.doesNotMatch(String(tips), new RegExp(downName));
    assert.deepEqual(errors, []);
    assert.deepEqual(spectatorErrors, []);
    await spectator.close();
    await page.close();
  },
);

test('every move is seen: marks on what the last moves touched, tooltips, the log points at a move', async () => {
  const { page, errors } = await openPage(browser, server.url, DESKTOP, 'en');
  await page.goto(await seatAt(3));
  await page.locator('[data-testid=link][data-state=connected]').waitFor();
  await page.locator('.cm-board').waitFor();
  const pick = picker(21);
  while ((await page.locator('.cm-board [data-key].mark-last').count()) === 0)
    await clickChoice(page, pick);
  // Every card, pile and launch area explains itself: tooltips on hover and on focus.
  const card = page.locator('.cm-hand .cm-card').first();
  await card.hover();
  const tip = page.locator('[role=tooltip]');
  await tip.waitFor({ state: 'visible' });
  assert.ok((await tip.innerText()).length > 30);
  await page.mouse.move(0, 0);
  await tip.waitFor({ state: 'hidden' });
  for (const selector of ['.cm-card', '.cm-pile', '.cm-area', '.cm-hand-count'])
    for (const el of await page.locator(`.cm-board ${selector}`).all())
      assert.ok(
        ((await el.getAttribute('data-tip')) ?? '').length > 20,
        `${selector} has a tooltip`,
      );
  const entry = page.locator('.log li.pointable').first();
  await entry.hover();
  assert.ok((await page.locator('.mark-point').count()) > 0, 'the entry points at the board');
  // Names everywhere: no "Player 2" and no card ids on the table.
  const text = await page.locator('.table').innerText();
  assert.doesNotMatch(text, /Player \d|\bc\d+\b/);
  assert.deepEqual(errors, []);
  await page.close();
});
