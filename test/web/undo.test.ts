// Taking back a move by consent in two real browsers (docs/undo.md): Ada moves, asks to take the
// move back, Bo sees the question on a 390 px phone and agrees; both tables go back one move and
// the log says so (Ada reads English, Bo German); asked again, the other refuses and the move stays. A move the engine will not let go
// (something hidden was shown) is refused with its words.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { api } from '../server/helpers.ts';
import { browserSuite, checkPhone, clickSomeMove, picker } from './helpers.ts';

const { server, browser } = await browserSuite();

async function joinAs(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url);
  await page.locator('input[name=name]').fill(name);
  await page.locator('form.join button[type=submit]').click();
  await page.locator('.table').waitFor();
}

const version = async (page: Page) =>
  Number(await page.locator('.table').getAttribute('data-version'));

test('a move asked back in one browser and agreed to in the other is gone from both tables; a refusal keeps it', async () => {
  const created = await api<{ match: { id: string }; invites: { url: string }[] }>(
    server.url,
    'POST',
    '/api/matches',
    { game: 'monkeys-on-the-moon', seats: [{ kind: 'human' }, { kind: 'human' }] },
  );
  assert.equal(created.status, 201);
  // Ada reads English, Bo German.
  const pages = [
    await (await browser.newContext({ locale: 'en-GB' })).newPage(),
    await (await browser.newContext({ locale: 'de-DE' })).newPage(),
  ];
  const words = (page: number) =>
    page === 0
      ? {
          refused: /cannot be taken back/,
          asked: /Bo asks to take back their last move/,
          done: 'took back a move (all agreed)',
          no: /Bo refused to take back the move/,
        }
      : {
          refused: /kann nicht zurückgenommen werden/,
          asked: /Ada möchte den letzten Zug zurücknehmen/,
          done: 'hat einen Zug zurückgenommen (alle waren einverstanden)',
          no: /Ada hat die Zurücknahme abgelehnt/,
        };
  const errors: string[] = [];
  for (const p of pages) p.on('pageerror', (e) => errors.push(String(e)));
  await joinAs(pages[0]!, created.body.invites[0]!.url, 'Ada');
  await joinAs(pages[1]!, created.body.invites[1]!.url, 'Bo');

  const pick = picker(11);
  let refusedByEngine = 0;
  let accepted = false;
  for (let i = 0; i < 300; i++) {
    await Promise.race(pages.map((p) => p.locator('.your-turn').waitFor()));
    const mover = (await pages[0]!.locator('.your-turn').count()) > 0 ? 0 : 1;
    const [me, other] = [pages[mover]!, pages[1 - mover]!];
    const before = await version(me);
    await clickSomeMove(me, pick);
    if ((await version(me)) === before) continue; // a coin towards a bid, not a move yet
    const undo = me.getByTestId('undo');
    if ((await undo.count()) === 0) continue;
    await undo.click();
    const asked = other.getByTestId('undo-asked');
    const refused = me.getByTestId('error');
    await Promise.race([asked.waitFor(), refused.waitFor()]);
    if ((await asked.count()) === 0) {
      // The engine's refusal, in its own words: this move showed something hidden (a card
      // played from a hidden hand).
      assert.match(await refused.innerText(), words(mover).refused);
      refusedByEngine++;
      continue;
    }
    const taken = await version(me);
    await me.getByTestId('undo-waiting').waitFor();
    assert.match(await asked.innerText(), words(1 - mover).asked);
    if (accepted) {
      // The second time, the other player refuses: the move stays, and the asker reads who.
      await other.getByTestId('undo-refuse').click();
      await me.getByTestId('undo-ended').waitFor();
      assert.match(await me.getByTestId('undo-ended').innerText(), words(mover).no);
      assert.equal(await version(me), taken);
      assert.ok(refusedByEngine > 0, 'the engine refused some move along the way');
      assert.deepEqual(errors, []);
      return;
    }
    // The question and its answers fit a phone.
    await checkPhone(other, 'undo-asked', () => other.getByTestId('undo-agree').waitFor());
    await other.getByTestId('undo-agree').click();
    for (const [k, p] of pages.entries()) {
      await p.waitForFunction(
        `document.querySelector('.table')?.getAttribute('data-version') === '${taken - 1}'`,
      );
      await p.getByText(words(k).done).first().waitFor();
    }
    // The move is gone: its player is to move again, and the server's match is one move shorter.
    await me.locator('.your-turn').waitFor();
    const info = await api<{ match: { version: number } }>(
      server.url,
      'GET',
      `/api/matches/${created.body.match.id}`,
    );
    assert.equal(info.body.match.version, taken - 1);
    accepted = true;
  }
  assert.fail('no move was taken back and then refused in 300 tries');
});
