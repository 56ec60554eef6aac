// The your-turn inbox in chromium (issue 29): Ada sets up a turn-based table in the lobby (a day
// per move, a bot plays a missed move), Bob joins from his own browser; the inbox of whoever is
// to move lists the table and the header badge says 1, the other's is empty; "Next game" opens
// the table at the player's seat; after the move the table moves to the other inbox, whose
// player takes two vacation days (the deadline moves on) and ends them early. At 390 px
// the inbox page fits the screen, and axe finds nothing critical or serious on it.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { browserSuite, clickSomeMove, picker } from './helpers.ts';

const { server, browser } = await browserSuite();

const DAY = 86_400_000;

/** Opens the lobby and waits for the badge's first answer (a guest is made on the way). */
async function visit(page: Page): Promise<void> {
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/me/inbox') && r.status() === 200,
  );
  await page.goto(server.url);
  await answered;
}

async function inboxCount(page: Page): Promise<number> {
  await page.getByRole('link', { name: /^Your turn/ }).click();
  await page.locator('#inbox-title').waitFor();
  await page.locator('[data-testid=inbox-item], [data-testid=inbox-empty]').first().waitFor();
  return page.getByTestId('inbox-item').count();
}

test('a turn-based table: the inbox and the badge of the player to move, "Next game" opens it', async () => {
  const [a, b] = [
    await browser.newContext(),
    await browser.newContext({ viewport: { width: 390, height: 800 } }),
  ];
  const ada = await a.newPage();
  const bob = await b.newPage();
  const errors: string[] = [];
  for (const p of [ada, bob]) p.on('pageerror', (e) => errors.push(String(e)));
  await visit(ada);
  await visit(bob);

  // Ada sets up the table: two players, Bob by invite, a day per move.
  await ada.locator('select[name=players]').selectOption('2');
  await ada.locator('select[name=seat-1]').selectOption('human');
  await ada.getByTestId('pace').selectOption(String(DAY));
  await ada.getByTestId('missed').selectOption('bot');
  assert.equal(
    await ada.getByLabel('Play with clocks (a time bank per player)').isVisible(),
    false,
  );
  await ada.getByTestId('create').click();
  await ada.getByTestId('waiting-room').waitFor();
  const invite = (
    await ada
      .locator('[data-testid=waiting-room] input')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))
  ).find((l) => l.includes('#invite='))!;
  const id = /\/m\/([A-Za-z0-9_-]+)/.exec(invite)![1]!;
  assert.deepEqual((await server.hub.info(id))!.settings.turn, {
    perMoveMs: DAY,
    onTimeout: 'bot',
    bot: 'heuristic',
  });
  await bob.goto(invite);
  await bob.locator('input[name=name]').fill('Bob');
  await bob.locator('form.join button[type=submit]').click();
  await bob.locator('.table').waitFor();

  // Exactly one of them is to move: their inbox lists the table, the other's is empty.
  const counts = [await inboxCount(ada), await inboxCount(bob)];
  assert.deepEqual([...counts].sort(), [0, 1], counts.join(' '));
  const [mover, other] = counts[0] === 1 ? [ada, bob] : [bob, ada];
  await mover.getByTestId('inbox-badge').waitFor();
  assert.equal(await mover.getByTestId('inbox-badge').innerText(), '1');
  assert.equal(await other.getByTestId('inbox-badge').count(), 0);
  assert.match(await mover.getByTestId('inbox-item').innerText(), /due in 23 hours|due in 1 day/);
  // At 390 px the page fits the screen.
  const wide = await bob.evaluate('document.documentElement.scrollWidth');
  assert.ok(Number(wide) <= 390, `the inbox is ${wide} px wide at 390`);

  // The inbox page (and the badge in the header) has no critical or serious axe findings.
  for (const page of [ada, bob]) {
    const result = await new AxeBuilder({ page }).analyze();
    const bad = result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
    assert.deepEqual(
      bad.map((v) => v.id),
      [],
    );
  }

  // "Next game" opens the table at the mover's seat, their turn.
  await mover.getByTestId('next-game').click();
  await mover.waitForURL(`**/m/${id}`);
  await mover.locator('.your-turn').waitFor();
  // The table says how it is played, and how long the move may take.
  await mover
    .getByTestId('turn-line')
    .getByText(/due in 23 hours/)
    .waitFor();
  assert.match(
    await mover.getByTestId('turn-line').innerText(),
    /Turn-based: 1 day per move; a move not made in time is played by a bot/,
  );
  const before = (await server.hub.store.moves(id)).length;
  const pick = picker(5);
  for (let i = 0; i < 20 && (await server.hub.store.moves(id)).length === before; i++)
    await clickSomeMove(mover, pick);
  // The move passes the turn to the other player: the table moves to their inbox and badge.
  const live = (await server.hub.load(id))!;
  assert.deepEqual(live.toAct(), [mover === ada ? 1 : 0]);
  await other.getByRole('link', { name: /^Your turn/ }).click();
  await other.getByTestId('inbox-item').waitFor();
  assert.equal(await other.getByTestId('inbox-item').count(), 1);
  await other.getByTestId('inbox-badge').waitFor();
  assert.equal(await other.getByTestId('inbox-badge').innerText(), '1');
  // Vacation: two days booked pause the deadline (the list shows it moved on), then ended early.
  const vacation = other.getByTestId('vacation');
  await vacation.getByText('14 vacation days left').waitFor();
  await vacation.locator('input[name=vacation-days]').fill('2');
  await vacation.getByRole('button', { name: 'Take vacation' }).click();
  await vacation.getByText('On vacation until').waitFor();
  await vacation.getByText('12 vacation days left').waitFor();
  await other
    .getByTestId('inbox-item')
    .getByText(/due in (2|3) days/)
    .waitFor();
  await vacation.getByRole('button', { name: 'End vacation now' }).click();
  await vacation.getByText('13 vacation days left').waitFor();
  assert.deepEqual(errors, []);
  await a.close();
  await b.close();
});
