// Accessibility by axe-core (from npm, run in the page): the lobby, and every game's board at a
// table, in English and German, in the light and the dark theme (the system's setting), have no
// critical and no serious findings (contrast included).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { GAMES } from '../../src/games/index.ts';
import { api } from '../server/helpers.ts';
import { DESKTOP, PHONE, settle } from './checker.ts';
import { browserSuite, clickSomeMove, picker } from './helpers.ts';
import { openPage } from './table-helpers.ts';

const { server, browser } = await browserSuite();

/** axe's critical and serious findings on the page, one line each. */
async function findings(page: Page): Promise<string[]> {
  // Contrast is judged at rest: a card fading in (the table's motion, 200-400 ms) is half
  // transparent for a moment, and bots keep moving while axe reads the page.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.impact} ${v.id}: ${n.target.join(' ')} – ${n.failureSummary ?? ''}`),
    );
}

for (const [lang, viewport, scheme] of [
  ['en', DESKTOP, 'light'],
  ['de', PHONE, 'light'],
  ['en', PHONE, 'dark'],
  ['de', DESKTOP, 'dark'],
] as const) {
  test(`the lobby (${lang}, ${viewport.width} px, ${scheme}): no critical or serious axe findings`, async () => {
    {
      const { page } = await openPage(browser, server.url, viewport, lang, 'instant', scheme);
      await page.locator('.game-card').first().waitFor();
      await page.locator('select[name=players]').waitFor();
      assert.deepEqual(await findings(page), []);
      if (viewport === DESKTOP && lang === 'en' && scheme === 'light') {
        // The check itself sees a picture without words (critical) and an unlabelled field.
        await page.evaluate(
          `document.querySelector('.lobby').insertAdjacentHTML('beforeend', '<img id="bare" src="/x.png"><input id="nameless">')`,
        );
        const seen = await findings(page);
        assert.ok(
          seen.some((f) => f.startsWith('critical image-alt')),
          seen.join('\n'),
        );
        assert.ok(
          seen.some((f) => / label: /.test(f)),
          seen.join('\n'),
        );
      }
      await page.close();
    }
  });
}

/** A table of `game` with a human seat (joined as Ada) and bots; the seat's address. */
async function seatAt(game: string, players: number): Promise<string> {
  // Ada takes the seat at creation; `#seat=` brings its secret to the browser.
  const created = await api<{ match: { id: string }; token: string }>(
    server.url,
    'POST',
    '/api/matches',
    {
      game,
      seats: [
        { kind: 'human' },
        ...Array.from({ length: players - 1 }, () => ({ kind: 'bot', bot: 'random' })),
      ],
      join: { seat: 0, name: 'Ada' },
    },
  );
  return `${server.url}/m/${created.body.match.id}#seat=${created.body.token}`;
}

for (const game of GAMES) {
  test(`${game.id}: no critical or serious axe findings at the table, at the start and mid-game, light and dark`, async () => {
    const players = Math.max(game.minPlayers, 2);
    // Desktop in English, start and mid-game; the pilot board also on a phone in German; each
    // in the light and the dark theme.
    const sizes =
      game.id === 'monkeys-on-the-moon'
        ? ([
            [DESKTOP, 'en', 'light'],
            [PHONE, 'de', 'light'],
            [DESKTOP, 'en', 'dark'],
            [PHONE, 'de', 'dark'],
          ] as const)
        : ([
            [DESKTOP, 'en', 'light'],
            [DESKTOP, 'en', 'dark'],
          ] as const);
    for (const [viewport, lang, scheme] of sizes) {
      const { page } = await openPage(browser, server.url, viewport, lang, 'instant', scheme);
      await page.goto(await seatAt(game.id, players));
      await page.locator('[data-testid=link][data-state=connected]').waitFor();
      await page.locator(`[data-board]`).first().waitFor();
      assert.deepEqual(
        await findings(page),
        [],
        `${game.id} ${viewport.width} px ${lang} ${scheme}`,
      );
      if (viewport === DESKTOP) {
        // Again mid-game, with choices open on the board.
        const pick = picker(17);
        for (let i = 0; i < 12; i++) await clickSomeMove(page, pick);
        // Once the last move has stopped moving: a card fading in is not yet its own colour.
        await settle(page);
        assert.deepEqual(await findings(page), [], `${game.id} mid-game ${scheme}`);
      }
      await page.close();
    }
  });
}
