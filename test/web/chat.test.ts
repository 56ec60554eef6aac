// The table chat in chromium (issue 28): two players at an online table say "Good luck" with a
// quick phrase and type lines (HTML shows as text), the closed panel counts unread lines, one
// mutes the other and their lines stop showing (and come back on unmute), a report reaches
// `moontable moderate`, and on a 390 px phone the open panel fits the screen.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { runCliAsync } from '../cli/run.ts';
import { api } from '../server/helpers.ts';
import { browserSuite, SCREENSHOTS } from './helpers.ts';

const { server, browser } = await browserSuite();

async function joinAs(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url);
  await page.locator('input[name=name]').fill(name);
  await page.locator('form.join button[type=submit]').click();
  await page.locator('.table').waitFor();
}

const lines = (page: Page) => page.getByTestId('chat-text').allInnerTexts();

async function openChat(page: Page): Promise<void> {
  await page.getByTestId('chat-toggle').click();
  await page.getByTestId('chat-lines').waitFor();
}

async function say(page: Page, text: string): Promise<void> {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
  await page.getByTestId('chat-text').filter({ hasText: text }).first().waitFor();
}

test('two players chat; a muted player stops showing; a report reaches moderate; 390 px fits', async () => {
  const created = await api<{
    match: { id: string };
    invites: { url: string }[];
    spectate: string;
  }>(server.url, 'POST', '/api/matches', {
    game: 'monkeys-on-the-moon',
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  assert.equal(created.status, 201);
  const [a, b] = [await browser.newContext(), await browser.newContext()];
  const ada = await a.newPage();
  const bo = await b.newPage();
  const errors: string[] = [];
  for (const p of [ada, bo]) p.on('pageerror', (e) => errors.push(String(e)));
  await joinAs(ada, created.body.invites[0]!.url, 'Ada');
  await joinAs(bo, created.body.invites[1]!.url, 'Bo');

  // Ada says "Good luck!" with a quick phrase; Bo's closed panel counts it.
  await openChat(ada);
  await ada.getByTestId('chat-phrase-good-luck').click();
  await ada.getByTestId('chat-text').filter({ hasText: 'Good luck!' }).waitFor();
  await bo.getByTestId('chat-unread').filter({ hasText: '1 unread' }).waitFor();
  await openChat(bo);
  assert.deepEqual(await lines(bo), ['Good luck!']);
  assert.equal(await bo.getByTestId('chat-unread').count(), 0);

  // HTML is shown as the text it is: no element made of it.
  const html = '<b id="injected">bold</b><img src=x onerror="window.pwned=1">';
  await say(ada, html);
  await bo.getByTestId('chat-text').filter({ hasText: '<b id="injected">' }).waitFor();
  assert.equal(await bo.locator('#injected').count(), 0);
  assert.equal(await bo.evaluate('window.pwned === undefined'), true);
  assert.deepEqual(await lines(bo), ['Good luck!', html]);

  // Bo mutes Ada: her lines stop showing, also the ones she writes from now on.
  await bo.getByTestId('chat-mute').first().click();
  await bo.getByTestId('chat-muted').waitFor();
  assert.deepEqual(await lines(bo), []);
  await say(ada, 'Are you there?');
  // Bo's own line comes after Ada's on the same socket: once it shows, Ada's was passed over.
  await say(bo, 'quiet here');
  assert.deepEqual(await lines(bo), ['quiet here']);
  // After a reload the mute is still there (kept on the server).
  await bo.reload();
  await bo.locator('.table').waitFor();
  await openChat(bo);
  await bo.getByTestId('chat-muted').waitFor();
  assert.deepEqual(await lines(bo), ['quiet here']);
  // Unmuted, her lines come back.
  await bo.getByTestId('chat-unmute').click();
  await bo.getByTestId('chat-text').filter({ hasText: 'Are you there?' }).waitFor();
  assert.deepEqual(await lines(bo), ['Good luck!', html, 'Are you there?', 'quiet here']);

  // A German spectator reads the players' phrase in German and writes to the spectators only.
  const g = await browser.newContext();
  await g.addInitScript("localStorage.setItem('moontable.lang', 'de')");
  const eve = await g.newPage();
  eve.on('pageerror', (e) => errors.push(String(e)));
  await eve.goto(created.body.spectate);
  await eve.locator('.table').waitFor();
  await openChat(eve);
  await eve.getByTestId('chat-text').filter({ hasText: 'Viel Glück!' }).waitFor();
  assert.equal(await eve.getByTestId('chat-send').innerText(), 'Senden');
  await say(eve, 'Tipp: nimm Lila');
  assert.match(await eve.getByTestId('chat-line').last().innerText(), /\(Zuschauer\)/);
  // Ada's next line reaches her after anything sent before it: Eve's is not among them.
  await say(ada, 'ready');
  assert.ok(!(await lines(ada)).includes('Tipp: nimm Lila'));

  // Bo reports Ada's line; the operator sees it with `moontable moderate reports`.
  const reportButton = bo.getByTestId('chat-report').nth(2);
  await reportButton.click();
  await bo.getByTestId('chat-report').filter({ hasText: 'Reported' }).waitFor();
  const listed = await runCliAsync(['moderate', 'reports', '--server', server.url], {
    timeout: 60_000,
  });
  assert.equal(listed.code, 0, listed.err);
  assert.match(listed.out, /Are you there\?/);
  assert.match(listed.out, new RegExp(created.body.match.id));

  // axe finds nothing critical or serious in the open panel.
  await bo.emulateMedia({ reducedMotion: 'reduce' });
  const axe = await new AxeBuilder({ page: bo }).include('[data-testid=chat]').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  assert.deepEqual(
    serious.map((v) => v.id),
    [],
  );

  // On a desktop the panel sits beside the board, under the game log.
  const [log, panel] = [
    await bo.locator('.table-side .log').boundingBox(),
    await bo.getByTestId('chat').boundingBox(),
  ];
  assert.ok(log && panel && panel.y >= log.y + log.height - 1, 'the chat is under the log');
  assert.equal(await bo.locator('.table-side [data-testid=chat]').count(), 1);
  await bo.screenshot({ path: join(SCREENSHOTS, 'chat-desktop.png') });

  // On a 390 px phone the open panel fits: nothing wider than the screen, the input and its
  // button inside it.
  await bo.setViewportSize({ width: 390, height: 844 });
  await bo.getByTestId('chat').scrollIntoViewIfNeeded();
  await bo.screenshot({ path: join(SCREENSHOTS, 'chat-phone.png'), fullPage: false });
  const overflow = await bo.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  assert.ok(Number(overflow) <= 0, `the page is ${String(overflow)} px wider than a phone`);
  for (const id of ['chat', 'chat-input', 'chat-send', 'chat-phrase-one-moment']) {
    const box = await bo.getByTestId(id).boundingBox();
    assert.ok(
      box && box.x >= 0 && box.x + box.width <= 390,
      `${id} sticks out: ${JSON.stringify(box)}`,
    );
  }
  assert.deepEqual(errors, []);
  await a.close();
  await b.close();
  await g.close();
});
