// A refused move in the reader's language (issue 16): a move typed in notation that breaks a rule
// comes back refused with its ruling, in German for a German reader, online (the server forwards
// the refusal's words) and in hot-seat (the engine's own refusal), at 390x844 and 1366x800.

import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { DESKTOP, PHONE } from './checker.ts';
import { browserSuite } from './helpers.ts';
import { openPage, playNow } from './table-helpers.ts';

const { server, browser } = await browserSuite();

// MM-4: a bid where the turn wants a civilization card (every player's first turn is one).
const BID = 'bid purple:1,brown:1';

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)
  test(`online, ${size}: a refused move reads German with its ruling for a German reader`, async () => {
    const { page, errors } = await openPage(browser, server.url, viewport, 'de');
    await playNow(page, 'monkeys-on-the-moon');
    await page.locator('.your-turn').waitFor();
    await page.locator('input[name=move]').fill(BID);
    await page.locator('form.typed-move button').click();
    const error = page.getByTestId('error');
    await error.waitFor();
    const text = await error.innerText();
    assert.equal(
      text,
      'Abgelehnt: Es ist ein Zivilisationszug: Spiele eine Zivilisationskarte. (Regel MM-4)',
    );
    await error.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(tmpdir(), `moontable-refusal-de-${size}.png`) });
    // A text that reads as no move at all: the hint in German too (no ruling applies).
    await page.locator('input[name=move]').fill('flieg zum mars');
    await page.locator('form.typed-move button').click();
    await page.getByText('Der Zug "flieg zum mars" ist nicht lesbar').waitFor();
    assert.doesNotMatch(await error.innerText(), /Cannot read|civilization|Refused/);
    await page.screenshot({ path: join(tmpdir(), `moontable-refusal-de-${size}-syntax.png`) });
    assert.deepEqual(errors, []);
    await page.close();
  });

test('online, desktop: the same refusal reads English for an English reader', async () => {
  const { page, errors } = await openPage(browser, server.url, DESKTOP, 'en');
  await playNow(page, 'monkeys-on-the-moon');
  await page.locator('.your-turn').waitFor();
  await page.locator('input[name=move]').fill(BID);
  await page.locator('form.typed-move button').click();
  const error = page.getByTestId('error');
  await error.waitFor();
  assert.equal(
    await error.innerText(),
    'Refused: It is a civilization turn: play a civilization card. (ruling MM-4)',
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('hot-seat, phone: the engine refuses in German at the table', async () => {
  const { page, errors } = await openPage(browser, server.url, PHONE, 'de');
  await page.locator('input[name=name-0]').fill('Hanna');
  await page.getByTestId('hotseat').click();
  // The first player is shown the pass screen before the table.
  for (let i = 0; i < 200 && !(await page.locator('input[name=move]').isVisible()); i++) {
    if (await page.getByTestId('pass-screen').isVisible()) await page.getByTestId('ready').click();
    else await page.waitForTimeout(50);
  }
  await page.locator('input[name=move]').fill(BID);
  await page.locator('form.typed-move button').click();
  const error = page.getByTestId('error');
  await error.waitFor();
  assert.match(
    await error.innerText(),
    /^Abgelehnt: Es ist ein Zivilisationszug: .* \(Regel MM-4\)$/,
  );
  assert.deepEqual(errors, []);
  await page.close();
});
