// Two browsers play one online match of Monkeys on the Moon against each other; one reloads in the
// middle and resumes where it was. Then a rematch. Also: hot-seat hides hands between turns, and
// the language switch turns the UI German.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page, WebSocketRoute } from 'playwright-core';
import { api } from '../server/helpers.ts';
import { browserSuite, clickSomeMove, picker, SCREENSHOTS, until } from './helpers.ts';

const { server, browser } = await browserSuite();

async function joinAs(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url);
  await page.locator('input[name=name]').fill(name);
  await page.locator('form.join button[type=submit]').click();
  await page.locator('.table').waitFor();
}

const version = async (page: Page) =>
  Number(await page.locator('.table').getAttribute('data-version'));

test('two browsers play one online match; one reloads mid-game and resumes; rematch keeps the seats', async () => {
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
  const pa = await a.newPage();
  const pb = await b.newPage();
  const errors: string[] = [];
  for (const p of [pa, pb]) p.on('pageerror', (e) => errors.push(String(e)));
  await joinAs(pa, created.body.invites[0]!.url, 'Ada');
  await joinAs(pb, created.body.invites[1]!.url, 'Bo');

  // The player to act is told in the tab title; the other is not.
  await Promise.race([pa.locator('.your-turn').waitFor(), pb.locator('.your-turn').waitFor()]);
  const titleFollowsTurn = `document.title.startsWith('(!)') === !!document.querySelector('.your-turn')`;
  await Promise.all([pa.waitForFunction(titleFollowsTurn), pb.waitForFunction(titleFollowsTurn)]);
  const titles = [await pa.title(), await pb.title()];
  assert.equal(titles.filter((x) => x.startsWith('(!)')).length, 1, titles.join(' | '));

  // A move typed in notation that breaks a rule comes back refused, with its ruling.
  const acting = (await pa.locator('.your-turn').count()) > 0 ? pa : pb;
  const hand = await acting
    .locator('[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  const notHeld = Array.from({ length: 36 }, (_, i) => `c${i + 1}`).find((c) => !hand.includes(c));
  await acting.locator('input[name=move]').fill(`play ${notHeld} blue`);
  await acting.locator('form.typed-move button').click();
  const refusal = await acting.getByTestId('error').innerText();
  assert.match(refusal, /not in your hand/);
  assert.match(refusal, /MM-4/);

  // A spectator sees the table live but no coins, no hand and no moves.
  const watcher = await browser.newContext();
  const pw = await watcher.newPage();
  await pw.goto(created.body.spectate);
  await pw.locator('.mm-board').waitFor();
  await pw.getByText('You are watching').waitFor();
  assert.equal(await pw.locator('.at-hand, .legal button').count(), 0);

  const pick = picker(5);
  let moves = 0;
  let reloaded = false;
  for (;;) {
    if (
      (await pa.getByTestId('results').isVisible()) &&
      (await pb.getByTestId('results').isVisible())
    )
      break;
    const a1 = await clickSomeMove(pa, pick);
    const b1 = await clickSomeMove(pb, pick);
    if (!a1 && !b1) await pa.waitForTimeout(20);
    else moves++;
    if (!reloaded && moves >= 20) {
      // Reload mid-game: the page finds its seat in localStorage and the socket resumes.
      const before = await version(pa);
      await pa.reload();
      await pa.locator('[data-testid=link][data-state=connected]').waitFor();
      assert.equal(await pa.locator('form.join').count(), 0, 'no second join after a reload');
      assert.ok((await version(pa)) >= before, 'resumed at the same version or later');
      assert.ok((await pa.locator('.log li').count()) > 0, 'the log is back after the reload');
      reloaded = true;
    }
    assert.ok(moves < 3000, 'the game should end');
  }
  assert.ok(reloaded);
  assert.equal(await version(pa), await version(pb));
  await pw.getByTestId('results').waitFor();
  assert.equal(await version(pw), await version(pa));
  await watcher.close();
  const results = await pb.getByTestId('results').innerText();
  assert.match(results, /Ada/);
  assert.match(results, /Bo/);

  // Rematch: same seats and seat secrets, a new match id.
  const oldPath = new URL(pa.url()).pathname;
  await pa.getByTestId('rematch').click();
  await pa.waitForURL((u) => u.pathname !== oldPath && u.pathname.startsWith('/m/'));
  await pa.locator('.table').waitFor();
  assert.deepEqual(errors, []);
  await a.close();
  await b.close();
});

test('a dropped connection comes back by itself and asks only for what it missed (`since`)', async () => {
  const created = await api<{ invites: { url: string }[] }>(server.url, 'POST', '/api/matches', {
    game: 'monkeys-on-the-moon',
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
  });
  const page = await browser.newPage();
  const sockets: WebSocketRoute[] = [];
  const sent: string[] = [];
  // Per socket, the versions of the snapshots the server sent down it (acks apart).
  const versions: number[][] = [];
  await page.routeWebSocket(/\/ws$/, (ws) => {
    sockets.push(ws);
    const got: number[] = [];
    versions.push(got);
    const upstream = ws.connectToServer();
    ws.onMessage((m) => {
      sent.push(String(m));
      upstream.send(m);
    });
    upstream.onMessage((m) => {
      const msg = JSON.parse(String(m)) as { type: string; version?: number };
      if (msg.type !== 'ack' && typeof msg.version === 'number') got.push(msg.version);
      ws.send(m);
    });
  });
  await joinAs(page, created.body.invites[0]!.url, 'Dee');
  await page.locator('[data-testid=link][data-state=connected]').waitFor();
  const pick = picker(13);
  for (let i = 0; i < 8; i++) await clickSomeMove(page, pick);
  const dropped = sockets.length - 1;
  // The page shows the last snapshot the server sent (the bot's reply too): closed any sooner,
  // the socket could take one still on its way with it, and the page would rightly ask from
  // the one before.
  await until(
    async () => (await version(page)) === Math.max(...versions[dropped]!),
    'the page shows the last snapshot sent',
  );
  const seen = await version(page);
  const logLines = await page.locator('.log li').count();

  await sockets[dropped]!.close({ code: 4000, reason: 'test drop' });
  await page.waitForFunction(
    `document.querySelector('[data-testid=link]')?.dataset.state !== 'connected'`,
  );
  await page.locator('[data-testid=link][data-state=connected]').waitFor();
  const hello = sent
    .map((m) => JSON.parse(m) as { type: string; since?: number })
    .filter((m) => m.type === 'hello');
  // One hello per socket: the drop opened exactly one more.
  assert.equal(hello.length, sockets.length);
  assert.equal(sockets.length, dropped + 2);
  // The bot may have moved after `seen` was read, so compare with the last snapshot the dropped
  // socket delivered.
  const again = hello.at(-1)!;
  assert.ok(again.since! >= seen);
  assert.equal(again.since, Math.max(...versions[dropped]!));
  assert.ok((await page.locator('.log li').count()) >= logLines, 'the log is kept and extended');
  for (let i = 0; i < 4; i++) await clickSomeMove(page, pick);
  assert.ok((await version(page)) > seen, 'play goes on after the drop');
});

test('hot-seat hides the hands behind a pass screen between turns', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  await page.goto(server.url);
  await page.locator('select[name=seat-1]').selectOption('human');
  await page.locator('input[name=name-0]').fill('Ann');
  await page.locator('input[name=name-1]').fill('Ben');
  await page.getByTestId('hotseat').click();
  const pick = picker(3);
  const passedTo: string[] = [];
  for (let i = 0; i < 40 && passedTo.length < 4; i++) {
    const screen = page.getByTestId('pass-screen');
    if (await page.getByTestId('pass-on').isVisible()) {
      // The mover sees the result of the move first, then passes the screen on.
      await page.getByTestId('pass-on').click();
      continue;
    }
    if (await screen.isVisible()) {
      // Nothing private on screen while the device changes hands.
      assert.equal(await page.locator('.mm-civ, [data-coin], .mm-board').count(), 0);
      const text = await screen.innerText();
      passedTo.push(/Ann/.test(text) ? 'Ann' : 'Ben');
      if (passedTo.length === 2)
        await page.screenshot({ path: join(SCREENSHOTS, 'hotseat-pass.png') });
      await page.getByTestId('ready').click();
      // The hand shows after the pass screen.
      await page.locator('.at-hand .mm-civ').first().waitFor();
      continue;
    }
    await clickSomeMove(page, pick);
  }
  assert.ok(
    passedTo.includes('Ann') && passedTo.includes('Ben'),
    `passed to ${passedTo.join(', ')}`,
  );
});

test('hot-seat against a bot: the engine in the page plays to the results screen', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  await page.goto(server.url);
  await page.locator('input[name=name-0]').fill('Cleo');
  await page.getByTestId('hotseat').click();
  const pick = picker(9);
  for (let i = 0; !(await page.getByTestId('results').isVisible()); i++) {
    if (await page.getByTestId('pass-screen').isVisible()) await page.getByTestId('ready').click();
    else if (!(await clickSomeMove(page, pick))) await page.waitForTimeout(20);
    assert.ok(i < 3000, 'the game should end');
  }
  assert.match(await page.getByTestId('results').innerText(), /Cleo/);
});

test('the language switch turns the lobby German and keeps the choice', async () => {
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.getByTestId('lang').selectOption('de');
  await page.getByText('Einen Tisch einrichten').waitFor();
  assert.equal(
    await page.getByTestId('play-now-monkeys-on-the-moon').innerText(),
    'Jetzt gegen Bots spielen',
  );
  await page.reload();
  await page.getByText('Einen Tisch einrichten').waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'de');
});

test('in German the table speaks German: log lines and move labels, online and in hot-seat', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  const english = /\b(played|took|paid|passed|moved|You|Player|Bid|Pass)\b/;
  const german = /\b(hat|ist|gespielt|genommen|bezahlt|gepasst|geboten)\b/;
  const logText = () => page.locator('.log').innerText();
  const labels = () =>
    page
      .locator('[data-testid=action-bar] button[data-move], .legal button[data-move]')
      .allInnerTexts();
  const pick = picker(5);

  await page.goto(server.url);
  await page.getByTestId('lang').selectOption('de');
  await page.locator('input[name=my-name]').fill('Hanna');
  await page.getByTestId('create').click();
  // The creator is seated at creation, under the lobby's name, and is at the table at once.
  await page.locator('.table').waitFor();
  for (let i = 0; i < 200 && (await page.locator('.log li').count()) < 6; i++) {
    if (!(await clickSomeMove(page, pick))) await page.waitForTimeout(20);
  }
  const online = await logText();
  assert.match(online, german);
  assert.doesNotMatch(online, english);
  for (const label of await labels()) assert.doesNotMatch(label, english);

  await page.goto(server.url);
  await page.locator('input[name=name-0]').fill('Hanna');
  await page.getByTestId('hotseat').click();
  for (let i = 0; i < 200 && (await page.locator('.log li').count()) < 6; i++) {
    if (await page.getByTestId('pass-screen').isVisible()) await page.getByTestId('ready').click();
    else if (await page.getByTestId('pass-on').isVisible())
      await page.getByTestId('pass-on').click();
    else if (!(await clickSomeMove(page, pick))) await page.waitForTimeout(20);
  }
  const hotseat = await logText();
  assert.match(hotseat, german);
  assert.doesNotMatch(hotseat, english);
  for (const label of await labels()) assert.doesNotMatch(label, english);
});
