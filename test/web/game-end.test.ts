// The end of a game, frame by frame: once the action bar says "Game over" it says so until the
// page is left. Bots' last moves still wait their turn to be shown (the pace "fast") when the
// server says the match is finished; the table must not show the end, then an earlier position
// ("Waiting for Bot 2"), then the end again.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { api } from '../server/helpers.ts';
import { browserSuite } from './helpers.ts';
import { openPage } from './table-helpers.ts';

// Bots faster than the spectator's pace, so updates queue up in the page.
const { server, browser } = await browserSuite({ botDelayMs: 60 });

/** Records, on every animation frame and every change, whether the bar says the game is over. */
const RECORDER = `(() => {
  const frames = [];
  window.__frames = frames;
  const look = () => {
    const bar = document.querySelector('[data-testid=action-bar]');
    if (!bar) return;
    const state = (bar.querySelector('.turn-badge.over') ? 'over' : 'playing') + ' | ' +
      (bar.querySelector('[data-testid=prompt]')?.textContent ?? '');
    if (frames.at(-1) !== state) frames.push(state);
  };
  const frame = () => { look(); requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})()`;

test('a spectator of a bots’ game: “Game over” shows once and stays, frame by frame', async () => {
  const created = await api<{ match: { id: string }; spectate: string }>(
    server.url,
    'POST',
    '/api/matches',
    { game: 'moon', seats: [{ kind: 'bot', bot: 'random' }] },
  );
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.match.id;
  // Join near the end, so the test waits for a few paced moves only.
  for (;;) {
    const info = await api<{ match: { version: number; status: string } }>(
      server.url,
      'GET',
      `/api/matches/${id}`,
    );
    if (info.body.match.version >= 40 || info.body.match.status === 'finished') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const { page, errors } = await openPage(
    browser,
    server.url,
    { width: 1366, height: 800 },
    'en',
    'fast',
  );
  await page.addInitScript(RECORDER);
  await page.goto(created.body.spectate);
  await page.locator('.turn-badge.over').waitFor({ timeout: 90_000 });
  // The last paced update has been shown: the final version is on the table.
  const final = await api<{ match: { version: number; status: string } }>(
    server.url,
    'GET',
    `/api/matches/${id}`,
  );
  assert.equal(final.body.match.status, 'finished');
  await page.waitForFunction(
    `document.querySelector('.table')?.getAttribute('data-version') === '${final.body.match.version}'`,
    undefined,
    { timeout: 90_000 },
  );
  await page.waitForTimeout(500);
  const frames = (await page.evaluate('window.__frames')) as string[];
  const firstOver = frames.findIndex((f) => f.startsWith('over'));
  assert.ok(firstOver >= 0, frames.join('\n'));
  assert.ok(
    frames.slice(0, firstOver).some((f) => f.startsWith('playing')),
    `the spectator saw the game being played before its end:\n${frames.join('\n')}`,
  );
  assert.deepEqual(
    frames.slice(firstOver).filter((f) => !f.startsWith('over')),
    [],
    `after “Game over” the bar went back:\n${frames.join('\n')}`,
  );
  assert.deepEqual(errors, []);
  await page.close();
});
