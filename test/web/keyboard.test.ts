// Keyboard play (issue 31): a whole game of Monkeys on the Moon against a bot by keys alone,
// counting the keys per move (at most 6 on average; 36 Tabs to the first move before focus
// followed the game). After a move the focus is on the next decision's first choice; the number
// keys press the action bar's choices; `h` asks for a hint; every move, the bot's too, is read
// out in an aria-live region in the player's language; the rules dialog lists the keys.
// The game is the same every run: the record's seed fixes the deal and the hot-seat bot's seed,
// and every key waits for its own effect (a Tab for the focus to move, Enter for the move).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { makeRecord } from '../../src/engine/record.ts';
import { browserSuite } from './helpers.ts';

const { server, browser } = await browserSuite();

const MM = 'monkeys-on-the-moon';
const SEATS = [
  { kind: 'human', name: 'Ann' },
  { kind: 'bot', name: 'Bot 2', bot: 'random' },
];

/** A new hot-seat game of Ann against a bot, in `lang`, at its pass screen. */
async function newGame(seed: string, lang: 'en' | 'de'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  await page.goto(server.url);
  const saved = { record: makeRecord(MM, {}, 2, seed, []), seats: SEATS };
  await page.evaluate(
    `localStorage.setItem('moontable.hotseat', ${JSON.stringify(JSON.stringify(saved))});
     localStorage.setItem('moontable.lang', '${lang}');`,
  );
  await page.goto(`${server.url}/hotseat`);
  await page.getByTestId('pass-screen').waitFor();
  await page.waitForFunction(`document.activeElement?.dataset.testid === 'ready'`, undefined, {
    polling: 100,
  });
  return page;
}

/** What has the focus: a choice (its move or step), the bar, or something else. */
const FOCUSED = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return 'none';
  if (el.matches('[disabled]')) return 'disabled';
  if (el.matches('[data-move], [data-step]')) {
    // A player Tabs on to a choice they see after this one in the same place (the action bar,
    // the board), not off the last one there.
    const group = el.closest('.action-bar') ?? el.closest('.table-main') ?? document;
    const all = [...group.querySelectorAll('[data-move]:not([disabled]), [data-step]:not([disabled])')];
    return all.indexOf(el) < all.length - 1 ? 'choice' : 'last-choice';
  }
  return el.getAttribute('data-testid') || el.tagName;
})()`;

const STATE = `(() => {
  if (document.querySelector('[data-testid=results]')) return 'over';
  const t = document.querySelector('.table');
  if (!t) return 'loading';
  return t.querySelector('[data-move]:not([disabled]), [data-step]:not([disabled])') ? 'mine' : 'wait';
})()`;

test('a whole game by keyboard: at most 6 keys a move on average, focus on the next choice', async () => {
  const page = await newGame('keys-game', 'en');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.keyboard.press('Enter'); // the pass screen's "ready"
  let keys = 0;
  let tabs = 0;
  let numbers = 0;
  let firstMoveKeys = -1;
  for (let guard = 0; ; guard++) {
    assert.ok(guard < 5000, `the game should end by keyboard (${keys} keys so far)`);
    const state = (await (
      await page.waitForFunction(
        `(${STATE}) !== 'wait' && (${STATE}) !== 'loading' && ${STATE}`,
        undefined,
        {
          polling: 50,
          timeout: 30_000,
        },
      )
    ).jsonValue()) as string;
    if (state === 'over') break;
    const version = await page.locator('.table').getAttribute('data-version');
    const step = await page.evaluate(
      `document.querySelector('[data-testid=prompt]')?.textContent + '|' + [...document.querySelectorAll('[data-move]:not([disabled]), [data-step]:not([disabled])')].map((e) => e.getAttribute('data-move') ?? e.getAttribute('data-step')).join(',')`,
    );
    const focus = (await page.evaluate(FOCUSED)) as string;
    await page.evaluate(`window.keyWas = document.activeElement`);
    // A keyboard player's way: Enter on the choice the focus is on (every third time Tab on to
    // another first); else the bar's first choice by its number; else Tab to a choice.
    let tab = false;
    if (focus === 'choice' && guard % 3 === 2) {
      await page.keyboard.press('Tab');
      tabs++;
      tab = true;
    } else if (focus === 'choice' || focus === 'last-choice') await page.keyboard.press('Enter');
    else if (
      await page.locator('[data-testid=action-bar] [data-choice="1"]:not([disabled])').count()
    ) {
      await page.keyboard.press('1');
      numbers++;
    } else {
      await page.keyboard.press('Tab');
      tabs++;
      tab = true;
    }
    keys++;
    // The key's effect before the next key: a Tab moves the focus; Enter or a number plays a
    // move or changes the step.
    await page
      .waitForFunction(
        tab
          ? `document.activeElement !== window.keyWas`
          : `document.querySelector('[data-testid=results]') ||
         document.querySelector('.table')?.getAttribute('data-version') !== ${JSON.stringify(version)} ||
         (document.querySelector('[data-testid=prompt]')?.textContent + '|' + [...document.querySelectorAll('[data-move]:not([disabled]), [data-step]:not([disabled])')].map((e) => e.getAttribute('data-move') ?? e.getAttribute('data-step')).join(',')) !== ${JSON.stringify(step)}`,
        undefined,
        { polling: 50, timeout: 10_000 },
      )
      .catch(() => undefined);
    if (firstMoveKeys < 0 && (await page.locator('.table').getAttribute('data-version')) !== '0') {
      const saved = JSON.parse(
        (await page.evaluate(`localStorage.getItem('moontable.hotseat')`)) as string,
      ) as { record: { moves: { seat: number }[] } };
      if (saved.record.moves.some((m) => m.seat === 0)) firstMoveKeys = keys;
    }
  }
  const saved = JSON.parse(
    (await page.evaluate(`localStorage.getItem('moontable.hotseat')`)) as string,
  ) as { record: { moves: { seat: number }[] } };
  const mine = saved.record.moves.filter((m) => m.seat === 0).length;
  const perMove = keys / mine;
  console.log(
    `keyboard: ${keys} keys (${tabs} Tabs, ${numbers} number keys) for ${mine} moves: ${perMove.toFixed(2)} a move; ${firstMoveKeys} to the first`,
  );
  assert.ok(mine > 10, `${mine} moves`);
  assert.ok(perMove <= 6, `${perMove.toFixed(2)} keys a move`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('h asks for a hint; every move is read out in German; the rules list the keys', async () => {
  const page = await newGame('keys-de', 'de');
  await page.keyboard.press('Enter');
  await page.locator('[data-testid=action-bar]').waitFor();
  // The bot moves first or after Ann: a move of each is announced, in German, by name.
  const announce = page.getByTestId('announce');
  // Ann's turn: a choice she can press (the bot's turn shows hers disabled, and a hint asked
  // then is for no one, or withdrawn by the bot's move).
  await page.waitForFunction(`(${STATE}) === 'mine'`, undefined, { polling: 100 });
  await page.keyboard.press('h');
  await page.locator('[data-testid=hint-panel][data-status=done]').waitFor({ timeout: 30_000 });
  // A number key presses the action bar's choice of that number.
  const choice = page.locator('[data-testid=action-bar] [data-choice="1"]:not([disabled])');
  for (let i = 0; i < 10 && !(await choice.count()); i++) {
    await page.keyboard.press('Enter'); // a card, then its tribes are the bar's choices
    await page.waitForTimeout(100);
  }
  const pressed = await choice.getAttribute('data-move');
  const before = await page.locator('.table').getAttribute('data-version');
  await page.keyboard.press('1');
  if (pressed) {
    await page.waitForFunction(
      `document.querySelector('.table').getAttribute('data-version') !== '${before}'`,
    );
    const saved = JSON.parse(
      (await page.evaluate(`localStorage.getItem('moontable.hotseat')`)) as string,
    ) as { record: { moves: { move: string }[] } };
    assert.ok(
      saved.record.moves.some((m) => m.move === pressed),
      `the key 1 played ${pressed}`,
    );
  }
  // Ann plays by keys until the bot has moved too.
  for (let i = 0; i < 40; i++) {
    const text = await announce.textContent();
    if (text && /Bot 2/.test(text)) break;
    const focus = (await page.evaluate(FOCUSED)) as string;
    await page.evaluate(`window.keyWas = document.activeElement`);
    await page.keyboard.press(focus === 'choice' ? 'Enter' : 'Tab');
    await page.waitForTimeout(50);
  }
  const text = (await announce.textContent()) ?? '';
  assert.match(text, /Bot 2/, text);
  assert.doesNotMatch(text, /Player \d|Spieler \d|\bthe\b|\bplays\b/, text);
  assert.equal(await announce.getAttribute('aria-live'), 'polite');
  // The rules dialog says how to play by keys.
  await page.locator('.table [data-testid=rules-open]').click();
  const keys = page.getByTestId('rules').locator('[data-section=keys]');
  await keys.waitFor();
  assert.match(await keys.innerText(), /Tastatur[\s\S]*Zifferntasten[\s\S]*\bh\b/);
  await page.close();
});
