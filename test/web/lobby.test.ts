// The lobby in a real browser: a card per game with a picture of its board, "Play now against
// bots" in one click under the remembered name, friendly bot levels, labelled controls, a
// table set up with its creator seated at once, and an invite link that is spent once its seat
// is taken. With
// MOONTABLE_SCREENSHOTS set (`npm run screenshots`), it also refreshes the cards' pictures.

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { GAMES } from '../../src/games/index.ts';
import { api } from '../server/helpers.ts';
import { DESKTOP, PHONE } from './checker.ts';
import { browserSuite, clickSomeMove, picker, SCREENSHOTS } from './helpers.ts';
import { openPage, playNow } from './table-helpers.ts';

const { server, browser } = await browserSuite();

test('a card per game: its picture, a pitch, player counts and a typical length', async () => {
  const { page, errors } = await openPage(browser, server.url, DESKTOP, 'en');
  for (const game of GAMES) {
    const card = page.locator(`.game-card[data-game="${game.id}"]`);
    const text = await card.innerText();
    assert.match(text, new RegExp(game.name));
    assert.match(
      text,
      new RegExp(`${game.minPlayers}–${game.maxPlayers} players · about \\d+ minutes`),
    );
    const img = card.locator('img');
    await img.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      `document.querySelector('.game-card[data-game="${game.id}"] img').complete`,
    );
    assert.ok(
      Number(await img.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth)) >
        0,
      `${game.id}: the picture of its board loads`,
    );
    assert.equal(await img.getAttribute('alt'), `The board of ${game.name}`);
  }
  // Bot strengths in words; the time-control checkbox says what it is.
  const levels = await page.locator('select[name=bot] option').allInnerTexts();
  assert.deepEqual(
    levels.map((l) => l.split(' – ')[0]),
    ['Beginner', 'Casual', 'Strong', 'Expert'],
  );
  assert.equal(await page.locator('select[name=bot]').inputValue(), 'heuristic');
  await page.getByLabel('Play with clocks (a time bank per player)').check();
  await page.getByLabel('minutes per player').waitFor();
  await page.evaluate('scrollTo(0, 0)');
  await page.screenshot({ path: join(SCREENSHOTS, 'lobby.png') });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: join(SCREENSHOTS, 'lobby-phone.png') });
  assert.deepEqual(errors, []);
  await page.close();
});

test('Play now: one click from the lobby to a seat among Casual bots, under the remembered name', async () => {
  const { page, errors } = await openPage(browser, server.url, DESKTOP, 'en');
  await page.locator('input[name=my-name]').fill('Zoe');
  await page.reload();
  assert.equal(await page.locator('input[name=my-name]').inputValue(), 'Zoe');
  await playNow(page, 'monkeys-on-the-moon');
  assert.match(new URL(page.url()).pathname, /^\/m\/[A-Za-z0-9_-]+$/);
  assert.equal(await page.locator('form.join').count(), 0, 'no name asked again');
  const players = await page.locator('.mm-player header strong').allInnerTexts();
  assert.deepEqual(
    // The ▶ and the screen readers' "(to play)" mark whose turn it is, not the name.
    players.map((p) => p.replace(/^▶ /, '').replace(/\s*\(to play\)$/, '')),
    ['Zoe (you)', 'Bot 2 (Casual)', 'Bot 3 (Casual)'],
  );
  // The lobby lists the seat, to come back to.
  await page.getByRole('link', { name: 'Lobby' }).click();
  // The list loads after the page: wait for its first entry before counting.
  await page.getByTestId('my-matches').locator('a').first().waitFor();
  assert.equal(await page.getByTestId('my-matches').locator('a').count(), 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test('an invite link is spent once its seat is taken: another browser is told so and sees no hand; a free one asks a name', async () => {
  const created = await api<{ match: { id: string }; invites: { token: string; url: string }[] }>(
    server.url,
    'POST',
    '/api/matches',
    { game: 'monkeys-on-the-moon', seats: [{ kind: 'human' }, { kind: 'human' }] },
  );
  const [ann, free] = created.body.invites;
  await api(server.url, 'POST', `/api/matches/${created.body.match.id}/join`, {
    token: ann!.token,
    name: 'Ann',
  });
  // Ann's link in anyone else's browser (the creator's included): refused in German, and the
  // page goes on as a spectator's, with no hand and no moves.
  const { page } = await openPage(browser, ann!.url, DESKTOP, 'de');
  const refused = page.getByTestId('seat-refused');
  await refused.waitFor();
  assert.match(await refused.innerText(), /Dieser Platz ist schon besetzt/);
  await page.locator('.table').waitFor();
  assert.equal(await page.locator('form.join').count(), 0);
  assert.equal(await page.locator('.at-hand, .legal button, [data-move]').count(), 0);
  const other = await openPage(browser, free!.url, DESKTOP, 'en');
  await other.page.locator('form.join input[name=name]').waitFor();
  assert.equal(await other.page.locator('form.join input[name=name]').inputValue(), 'Ada');
  await other.page.locator('form.join button[type=submit]').click();
  await other.page.locator('.table').waitFor();
  // The invite left the address; the seat's secret, kept in the browser, opens it after a reload.
  assert.equal(new URL(other.page.url()).hash, '');
  await other.page.reload();
  await other.page.locator('[data-testid=link][data-state=connected]').waitFor();
  await other.page.locator('.at-hand').first().waitFor();
  assert.equal(await other.page.locator('form.join').count(), 0);
  await page.close();
  await other.page.close();
});

test('setting up a table seats its creator at once; the waiting table shows the other seat invite', async () => {
  const { page, errors } = await openPage(browser, server.url, DESKTOP, 'en');
  await page.locator('select[name=players]').selectOption('2');
  await page.locator('select[name=seat-1]').selectOption('human');
  await page.getByTestId('create').click();
  // The creator is at the table at once, in its waiting room (waiting-room.test.ts has more).
  await page.locator('.match[data-status=open]').waitFor();
  assert.equal(await page.locator('form.join').count(), 0);
  const waiting = await page
    .locator('[data-testid=waiting-room] input')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  // One invite (seat 2): no link to the creator's own seat.
  assert.equal(waiting.length, 1, waiting.join(' '));
  assert.match(waiting[0]!, /\/m\/[\w-]+#invite=[\w-]+$/);
  assert.deepEqual(errors, []);
  await page.close();
});

test(
  'pictures of the boards for the lobby cards (npm run screenshots)',
  { skip: !process.env.MOONTABLE_SCREENSHOTS },
  async () => {
    const dir = resolve(import.meta.dirname, '../../web/public/boards');
    mkdirSync(dir, { recursive: true });
    for (const game of GAMES) {
      const context = await browser.newContext({ viewport: DESKTOP, deviceScaleFactor: 0.5 });
      const page = await context.newPage();
      await page.goto(server.url);
      await page.getByTestId(`play-now-${game.id}`).click();
      await page.locator('[data-board]').first().waitFor();
      const pick = picker(31);
      for (let i = 0; i < 14; i++) await clickSomeMove(page, pick);
      await page.evaluate('scrollTo(0, 0)');
      await page.mouse.move(0, 0);
      await page.waitForTimeout(400);
      const box = await page.locator('.table-main').boundingBox();
      assert.ok(box);
      const clip = { x: box.x, y: box.y, width: box.width, height: (box.width * 9) / 16 };
      await page.screenshot({ path: join(dir, `${game.id}.jpg`), type: 'jpeg', quality: 70, clip });
      await context.close();
    }
  },
);
