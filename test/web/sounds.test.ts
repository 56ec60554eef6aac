// The table's optional sounds (web/src/table/sounds.ts): off until turned on, remembered, and
// which moment calls for which sound; in chromium, the toggle beside the pace and the notes it
// lets play (WebAudio oscillators counted in the page) in a game against bots.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setSounds, soundFor, soundsOn } from '../../web/src/table/sounds.ts';
import { DESKTOP } from './checker.ts';
import { launch, picker, webServer } from './helpers.ts';
import { clickChoice, openPage, playNow } from './table-helpers.ts';

test('sounds are off by default, and the choice is remembered in localStorage', () => {
  const kept = new Map<string, string>();
  const g = globalThis as { localStorage?: unknown };
  g.localStorage = {
    getItem: (k: string) => kept.get(k) ?? null,
    setItem: (k: string, v: string) => void kept.set(k, v),
  };
  try {
    assert.equal(soundsOn(), false);
    setSounds(true);
    assert.equal(kept.get('moontable.sounds'), 'on');
    assert.equal(soundsOn(), true);
    setSounds(false);
    assert.equal(soundsOn(), false);
  } finally {
    delete g.localStorage;
  }
});

test("a chime when the viewer's turn starts, a fanfare when the game ends, nothing otherwise", () => {
  const waiting = { mine: false, over: false };
  const mine = { mine: true, over: false };
  const over = { mine: false, over: true };
  assert.equal(soundFor(waiting, mine), 'turn');
  assert.equal(soundFor(mine, mine), null, 'a step inside the same turn');
  assert.equal(soundFor(mine, waiting), null);
  assert.equal(soundFor(mine, over), 'end');
  assert.equal(soundFor(waiting, over), 'end');
  assert.equal(soundFor(over, over), null);
});

/** Counts the oscillators the page starts (one per note). */
const COUNT_NOTES = `(() => {
  window.__notes = 0;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...a) { window.__notes++; return start.apply(this, a); };
})()`;

test('in the browser: no sound until the toggle is on; then notes play as turns come; the choice survives a reload', async () => {
  const server = await webServer();
  const browser = await launch();
  try {
    const { page, errors } = await openPage(browser, server.url, DESKTOP, 'de');
    await page.addInitScript(COUNT_NOTES);
    await page.reload(); // the counter is in the page from its start on
    await playNow(page, 'monkeys-on-the-moon');
    const toggle = page.locator('input[name=sounds]');
    assert.equal(await toggle.isChecked(), false, 'off by default');
    assert.equal((await page.locator('label.sounds').innerText()).trim(), 'Töne');
    const pick = picker(5);
    const play = async (n: number) => {
      for (let i = 0; i < n; i++) await clickChoice(page, pick);
    };
    await play(8);
    assert.equal(await page.evaluate('window.__notes'), 0, 'sounds off: not a note');
    await toggle.check();
    assert.equal(await page.evaluate(`localStorage.getItem('moontable.sounds')`), 'on');
    // Until a turn comes back to the player (a loaded machine may draw several of the bot's
    // moves at once); 40 choices hold many turns.
    let notes = 0;
    for (let i = 0; i < 40 && notes === 0; i++) {
      await play(1);
      notes = Number(await page.evaluate('window.__notes'));
    }
    assert.ok(notes > 0, 'sounds on: the turns that came chimed');
    await page.reload();
    await page.locator('.table').waitFor();
    assert.equal(await page.locator('input[name=sounds]').isChecked(), true, 'remembered');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    await server.close();
  }
});
