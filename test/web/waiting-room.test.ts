// The waiting room (issue 28) in real browsers, each player in a browser context of their own:
// the creator is at the table at once under their name, with the seats and a link per open
// seat (Copy; Share where the device shares); an invitee sees the game, its settings, the host
// and the seats before joining; every join redraws every room; the game starts when the last
// seat is taken; and a spent link opens no seat: whoever opens it is told so in words and
// watches. At 390 px and on a desktop, in English and German.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { api } from '../server/helpers.ts';
import { DESKTOP, inspect, PHONE } from './checker.ts';
import { browserSuite, SCREENSHOTS } from './helpers.ts';

const { server, browser } = await browserSuite();

interface Opened {
  readonly page: Page;
  readonly errors: string[];
}

/**
 * A page in a browser context of its own (a person on their own device), in `lang`, with the
 * name `name` remembered when given (else none: a first visit).
 */
async function visit(
  url: string,
  viewport: { width: number; height: number },
  lang: 'en' | 'de',
  name: string | null,
  extra: BrowserContextOptions & { share?: boolean } = {},
): Promise<Opened> {
  const { share, ...options } = extra;
  const context = await browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => undefined));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(
    `localStorage.setItem('moontable.lang', ${JSON.stringify(lang)});` +
      (name ? `localStorage.setItem('moontable.name', ${JSON.stringify(name)});` : '') +
      // A phone's share sheet, which this desktop chromium lacks: it records what it was given.
      (share
        ? `navigator.share = (data) => { window.__shared = data; return Promise.resolve(); };`
        : ''),
  );
  await page.goto(url);
  return { page, errors };
}

/** The seats as the page lists them: "state name" per seat, e.g. "joined Ada". */
const seatStates = (page: Page, scope: string) =>
  page
    .locator(`${scope} [data-testid=seat-list] li`)
    .evaluateAll((els) =>
      els.map((el) =>
        `${el.getAttribute('data-state')} ${el.querySelector('.seat-name')?.textContent ?? ''}`.trim(),
      ),
    );

/** Waits until the page's seat list reads `want`. */
async function seatsRead(page: Page, scope: string, want: string[]): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (JSON.stringify(await seatStates(page, scope)) === JSON.stringify(want)) return;
    await page.waitForTimeout(50);
  }
  assert.deepEqual(await seatStates(page, scope), want);
}

/** axe-core's critical and serious findings on the page (as axe.test.ts reads them). */
async function axe(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id}: ${n.target.join(' ')}`));
}

/** At 390 px: no sideways scroll and no text under 12 px (checker.ts), with a screenshot. */
async function checkPhoneLayout(page: Page, shot: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: join(SCREENSHOTS, `${shot}-phone.png`), fullPage: true });
  const f = await inspect(page);
  assert.ok(f.sideways <= 0, `${shot}: ${f.sideways} px wider than a phone: ${f.wide.join('; ')}`);
  assert.deepEqual(f.smallText, [], `${shot}: text under 12 px`);
  // The waiting room's own buttons are thumb-sized on a phone.
  const small = await page.locator('.waiting button').evaluateAll((els) =>
    els
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height < 43.5)
      .map((r) => Math.round(r.height)),
  );
  assert.deepEqual(small, [], `${shot}: buttons under 44 px tall on a phone`);
}

test('a 4-player table fills through links copied from its waiting room; every room updates live; it starts when full; a spent link opens nothing', async () => {
  // Ada sets up Monkeys on the Moon for 4: Bob and Cleo by invite, one bot, a day per move, hints.
  const ada = await visit(server.url, DESKTOP, 'en', 'Ada', {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await ada.page.locator('select[name=players]').selectOption('4');
  await ada.page.locator('select[name=seat-1]').selectOption('human');
  await ada.page.locator('select[name=seat-3]').selectOption('human');
  await ada.page.getByTestId('pace').selectOption('86400000');
  await ada.page.getByTestId('hints-setting').check();
  await ada.page.getByTestId('create').click();

  // She is at her table at once, under her name, marked host and "you".
  const room = ada.page.getByTestId('waiting-room');
  await room.waitFor();
  const id = /^\/m\/([\w-]+)$/.exec(new URL(ada.page.url()).pathname)![1]!;
  await seatsRead(ada.page, '', ['joined Ada', 'open', 'bot Bot 3 (Casual)', 'open']);
  const first = ada.page.locator('[data-testid=seat-list] [data-seat="0"]');
  assert.match(await first.innerText(), /Seat 1\s+Ada\s+host\s+you/);
  assert.equal(
    await ada.page.getByTestId('filled').innerText(),
    '2 of 4 seats taken. The game starts when every seat is taken.',
  );
  assert.equal(await ada.page.locator('form.join').count(), 0, 'no name asked of the creator');
  // A link for each open seat, none for her own or the bot's; no Share on a desktop.
  assert.deepEqual(
    await ada.page
      .locator('[data-testid^=invite-]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid'))),
    ['invite-1', 'invite-3'],
  );
  assert.equal(await ada.page.getByTestId('share').count(), 0);
  await room.getByTestId('game-facts').waitFor();
  assert.match(await room.innerText(), /Monkeys on the Moon/);
  assert.match(await room.innerText(), /Turn-based: 1 day per move/);
  await ada.page.screenshot({ path: join(SCREENSHOTS, 'waiting-room.png'), fullPage: true });
  assert.deepEqual(await axe(ada.page), [], 'the waiting room');

  // Copy puts seat 2's link on the clipboard, exactly the one in its field.
  await ada.page.getByTestId('invite-1').getByTestId('copy').click();
  await ada.page.getByTestId('invite-1').getByText('Copied').waitFor();
  const bobLink = String(await ada.page.evaluate('navigator.clipboard.readText()'));
  assert.equal(bobLink, await ada.page.getByTestId('invite-1').locator('input').inputValue());
  assert.match(bobLink, new RegExp(`/m/${id}#invite=[\\w-]+$`));

  // Bob, on his phone, sees the game, its settings, the host and the seats before joining.
  const bob = await visit(bobLink, PHONE, 'en', null);
  const preview = bob.page.getByTestId('join-preview');
  await preview.waitFor();
  await bob.page.getByTestId('game-facts').waitFor();
  const facts = await bob.page.getByTestId('game-facts').innerText();
  for (const fact of [
    'Monkeys on the Moon',
    '4 players',
    'Not rated',
    'Turn-based: 1 day per move',
    'A bot plays that move (the player keeps the seat)',
    'Coach hints allowed',
  ])
    assert.ok(facts.includes(fact), `the preview says "${fact}": ${facts}`);
  assert.equal(await bob.page.getByTestId('host').innerText(), 'Host: Ada');
  await seatsRead(bob.page, '', ['joined Ada', 'open', 'bot Bot 3 (Casual)', 'open']);
  assert.match(
    await bob.page.locator('[data-testid=seat-list] [data-seat="1"]').innerText(),
    /you/,
  );
  // A first visit: the name field holds the guest name the server gave, ready to change.
  const field = bob.page.locator('form.join input[name=name]');
  await bob.page.waitForFunction(
    `document.querySelector('form.join input[name=name]').value !== ''`,
  );
  assert.match(await field.inputValue(), /\S/);
  await checkPhoneLayout(bob.page, 'join-preview');
  await field.fill('Bob');
  await bob.page.locator('form.join button[type=submit]').click();

  // Ada's room shows Bob at once (no reload); Bob now waits in the room too, without links.
  await seatsRead(ada.page, '', ['joined Ada', 'joined Bob', 'bot Bot 3 (Casual)', 'open']);
  assert.match(await ada.page.getByTestId('filled').innerText(), /^3 of 4 seats taken/);
  assert.equal(await ada.page.getByTestId('invite-1').count(), 0, 'a taken seat shows no link');
  await bob.page.getByTestId('waiting-room').waitFor();
  await seatsRead(bob.page, '', ['joined Ada', 'joined Bob', 'bot Bot 3 (Casual)', 'open']);
  assert.match(
    await bob.page.locator('[data-testid=seat-list] [data-seat="1"]').innerText(),
    /Bob\s+you/,
  );
  assert.equal(await bob.page.locator('[data-testid^=invite-]').count(), 0);
  assert.equal(new URL(bob.page.url()).hash, '', 'the spent invite left the address');
  await checkPhoneLayout(bob.page, 'waiting-room-guest');

  // Ada, on a phone-sized window, can share Cleo's link; the room fits 390 px.
  await checkPhoneLayout(ada.page, 'waiting-room');
  const cleoLink = await ada.page.getByTestId('invite-3').locator('input').inputValue();
  const cleo = await visit(cleoLink, DESKTOP, 'en', 'Cleo');
  await cleo.page.getByTestId('join-preview').waitFor();
  await seatsRead(cleo.page, '', ['joined Ada', 'joined Bob', 'bot Bot 3 (Casual)', 'open']);
  await cleo.page.screenshot({ path: join(SCREENSHOTS, 'join-preview.png'), fullPage: true });
  assert.equal(await cleo.page.locator('form.join input[name=name]').inputValue(), 'Cleo');
  await cleo.page.locator('form.join button[type=submit]').click();

  // The last seat is taken: the game starts on every page, and the rooms give way to the board.
  for (const p of [ada.page, bob.page, cleo.page]) {
    await p.locator('.match[data-status=running] .table').waitFor();
    assert.equal(await p.getByTestId('waiting-room').count(), 0);
  }
  const info = await api<{ match: { status: string; seats: { name: string }[] } }>(
    server.url,
    'GET',
    `/api/matches/${id}`,
  );
  assert.equal(info.body.match.status, 'running');
  assert.deepEqual(
    info.body.match.seats.map((s) => s.name),
    ['Ada', 'Bob', 'heuristic bot', 'Cleo'],
  );

  // Bob's link, spent, in a new browser: refused in words, and the page only watches.
  const dan = await visit(bobLink, DESKTOP, 'en', 'Dan');
  const refused = dan.page.getByTestId('seat-refused');
  await refused.waitFor();
  assert.match(await refused.innerText(), /This seat is taken: its invite link has been used/);
  await dan.page.locator('.table').waitFor();
  await dan.page.getByText('You are watching.').waitFor();
  assert.equal(await dan.page.locator('form.join').count(), 0);
  assert.equal(await dan.page.locator('.at-hand, [data-move]').count(), 0, 'no hand, no moves');
  // Bob's seat is still his.
  await bob.page.reload();
  await bob.page.locator('[data-testid=link][data-state=connected]').waitFor();
  await bob.page.locator('.at-hand').first().waitFor();

  for (const o of [ada, bob, cleo, dan]) assert.deepEqual(o.errors, []);
  for (const o of [ada, bob, cleo, dan]) await o.page.close();
});

test('in German on phones: a rated table with clocks, its preview, a link spent while the room waits, and a seat taken while its preview is open', async () => {
  const ada = await visit(server.url, PHONE, 'de', 'Ada', { share: true });
  await ada.page.locator('select[name=players]').selectOption('4');
  for (const seat of [1, 2, 3])
    await ada.page.locator(`select[name=seat-${seat}]`).selectOption('human');
  await ada.page.locator('input[name=timed]').check();
  await ada.page.getByTestId('rated-setting').check();
  await ada.page.getByTestId('create').click();
  await ada.page.getByTestId('waiting-room').getByTestId('game-facts').waitFor();
  const room = await ada.page.getByTestId('waiting-room').innerText();
  assert.match(room, /Warten auf Mitspieler/);
  assert.match(room, /1 von 4 Plätzen besetzt/);
  assert.match(room, /Platz 1\s+Ada\s+Gastgeber\s+du/);
  assert.match(room, /Frei: wartet auf einen Spieler/);
  await checkPhoneLayout(ada.page, 'waiting-room-de');

  // On a phone, Share hands the seat's link to the device's share sheet.
  await ada.page.getByTestId('invite-1').getByTestId('share').click();
  const shared = (await ada.page.evaluate('window.__shared')) as { url: string; text: string };
  const beaLink = await ada.page.getByTestId('invite-1').locator('input').inputValue();
  assert.equal(shared.url, beaLink);
  assert.match(shared.text, /Affen auf dem Mond/);
  const carlLink = await ada.page.getByTestId('invite-2').locator('input').inputValue();
  const lastLink = await ada.page.getByTestId('invite-3').locator('input').inputValue();

  const bea = await visit(beaLink, PHONE, 'de', 'Bea');
  await bea.page.getByTestId('game-facts').waitFor();
  const preview = await bea.page.getByTestId('join-preview').innerText();
  for (const fact of [
    'Du bist eingeladen',
    'Affen auf dem Mond',
    '4 Spieler',
    'Gewertet',
    'Uhren: je 10 Min., +5 s pro Zug',
    'Keine Tipps vom Coach',
    'Gastgeber: Ada',
    'Dein Platz wäre Platz 2.',
  ])
    assert.ok(preview.includes(fact), `the German preview says "${fact}": ${preview}`);
  assert.doesNotMatch(preview, /\b(Seat|Host|players|Rated|Join|Open)\b/, 'no English words');
  await checkPhoneLayout(bea.page, 'join-preview-de');
  assert.deepEqual(await axe(bea.page), [], 'the preview of an invite');
  await bea.page.locator('form.join button[type=submit]').click();
  await bea.page.getByTestId('waiting-room').waitFor();

  // Bea's link again, in another browser, while the room still waits: told so, and watches.
  const eve = await visit(beaLink, PHONE, 'de', 'Eve');
  const refused = eve.page.getByTestId('seat-refused');
  await refused.waitFor();
  assert.match(await refused.innerText(), /Dieser Platz ist schon besetzt/);
  await eve.page.getByTestId('waiting-room').waitFor();
  await seatsRead(eve.page, '', ['joined Ada', 'joined Bea', 'open', 'open']);
  assert.equal(await eve.page.locator('form.join, [data-testid^=invite-]').count(), 0);
  await checkPhoneLayout(eve.page, 'spent-link-de');

  // Carl looks at his link's preview; meanwhile someone else uses the same link. His preview
  // says so in words and offers to watch; the table starts without him.
  const carl = await visit(carlLink, PHONE, 'de', 'Carl');
  await carl.page.getByTestId('join-preview').waitFor();
  const tokenOf = (link: string) => /#invite=([\w-]+)$/.exec(link)![1]!;
  const id = /\/m\/([\w-]+)#/.exec(carlLink)![1]!;
  const joinAs = (link: string, name: string) =>
    api(server.url, 'POST', `/api/matches/${id}/join`, { token: tokenOf(link), name });
  assert.equal((await joinAs(carlLink, 'Dora')).status, 200);
  const gone = carl.page.getByTestId('seat-gone');
  await gone.waitFor();
  assert.match(await gone.innerText(), /Platz 3 hat gerade Dora genommen/);
  assert.equal(await carl.page.locator('form.join').count(), 0);
  await checkPhoneLayout(carl.page, 'seat-gone-de');
  await gone.getByRole('button', { name: 'Dem Tisch zuschauen' }).click();
  await carl.page.getByTestId('waiting-room').waitFor();
  await seatsRead(carl.page, '', ['joined Ada', 'joined Bea', 'joined Dora', 'open']);
  assert.equal(await carl.page.locator('form.join').count(), 0);
  assert.equal(new URL(carl.page.url()).hash, '', 'the spent link left the address');
  assert.equal((await joinAs(lastLink, 'Finn')).status, 200);
  await carl.page.locator('.match[data-status=running] .table').waitFor();
  await carl.page.getByText('Du schaust zu.').waitFor();
  assert.equal(await carl.page.locator('.at-hand').count(), 0);
  await ada.page.locator('.match[data-status=running] .table').waitFor();

  for (const o of [ada, bea, eve, carl]) assert.deepEqual(o.errors, []);
  for (const o of [ada, bea, eve, carl]) await o.page.close();
});

test('a creator who never typed a name sits under their own (guest) name at once, not as "Seat 1"', async () => {
  const first = await visit(server.url, PHONE, 'en', null);
  await first.page.locator('select[name=players]').selectOption('2');
  await first.page.locator('select[name=seat-1]').selectOption('human');
  await first.page.getByTestId('create').click();
  await first.page.getByTestId('waiting-room').waitFor();
  const me = (await first.page.evaluate(
    `fetch('/api/me').then((r) => r.json()).then((m) => m.name)`,
  )) as string;
  assert.match(me, /\S/);
  await seatsRead(first.page, '', [`joined ${me}`, 'open']);
  assert.equal(await first.page.locator('form.join').count(), 0);
  assert.deepEqual(first.errors, []);
  await first.page.close();
});
