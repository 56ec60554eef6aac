// The profile (/players/<username>) and leaderboard (/leaderboard/<game>) pages in chromium, at
// 390x844 and 1366x800, in English and German, over rated results seeded through the real store
// and rated by the server's own hook: the rating with its chart, recent games opening the
// finished table, settled ratings first on the board, paging, and an unknown player's error.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { addPerson, matchRow, storeMatch } from '../ratings/fixtures.ts';
import { DESKTOP, PHONE, inspect } from './checker.ts';
import { browserSuite, SCREENSHOTS } from './helpers.ts';

const { server, browser } = await browserSuite();
/** Matches Ada played, oldest first. */
const adaMatches: string[] = [];

before(async () => {
  const db = server.hub.store.db;
  for (const name of ['Ada', 'Bartholomew-Longname', 'Cy']) await addPerson(db, `p_${name}`, name);
  // Ada plays six rated games of Monkeys on the Moon: wins, a tie, a loss to the Expert bot.
  const tables: [Parameters<typeof matchRow>[0], number[]][] = [
    [
      [{ person: 'p_Ada' }, { person: 'p_Cy' }],
      [1, 2],
    ],
    [
      [{ person: 'p_Ada' }, { person: 'p_Bartholomew-Longname' }, { bot: 'random' }],
      [1, 2, 3],
    ],
    [
      [{ person: 'p_Cy' }, { person: 'p_Ada' }],
      [1, 1],
    ],
    [
      [{ person: 'p_Ada' }, { bot: 'ismcts:hard' }],
      [2, 1],
    ],
    [
      [{ person: 'p_Ada' }, { person: 'p_Cy' }, { person: 'p_Bartholomew-Longname' }],
      [1, 3, 2],
    ],
    [
      [{ person: 'p_Ada' }, { bot: 'heuristic' }],
      [1, 2],
    ],
  ];
  for (const [seats, ranking] of tables) {
    const id = await storeMatch(server.hub.store, matchRow(seats, ranking));
    assert.equal(await server.hub.ratings.rate(id), 'rated');
    adaMatches.push(id);
  }
  // Sixty more accounts with a rating each (no games behind them): two pages of 50.
  for (let i = 0; i < 60; i++) {
    await addPerson(db, `p_x${i}`, `Player${String(i).padStart(2, '0')}`);
    await db.query(
      `insert into ratings (person_id, game, mu, sigma, games, updated_at) values ($1, 'monkeys-on-the-moon', $2, 3, $3, 1)`,
      [`p_x${i}`, 20 + i / 10, i % 2 === 0 ? 7 : 2],
    );
  }
});

async function open(
  path: string,
  size: { width: number; height: number },
  lang = 'en',
): Promise<Page> {
  const context = await browser.newContext({ viewport: size });
  await context.addInitScript(`localStorage.setItem('moontable.lang', '${lang}')`);
  const page = await context.newPage();
  await page.goto(server.url + path);
  return page;
}

/**
 * No sideways scroll, no text under 12 px, no critical or serious axe finding; a full-page
 * screenshot for a person to look at.
 */
async function fits(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  const f = await inspect(page);
  assert.ok(f.sideways <= 0, `${name}: ${f.sideways} px sideways (${f.wide.join(', ')})`);
  assert.deepEqual(f.smallText, [], `${name}: text under 12 px`);
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  assert.deepEqual(serious, [], `${name}: axe`);
}

for (const [label, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)
  test(`profile at ${label} size: rating, chart of six games, recent games open the finished table`, async () => {
    const page = await open('/players/Ada', size);
    await page.getByTestId('profile-name').waitFor();
    assert.equal(await page.getByTestId('profile-name').textContent(), 'Ada');
    const value = await page.getByTestId('rating-value-monkeys-on-the-moon').textContent();
    assert.match(value ?? '', /^\d[\d,]*$/);
    // Six rated games: settled, so no provisional mark.
    const rating = page.getByTestId('rating-monkeys-on-the-moon');
    assert.equal(await rating.locator('.badge').count(), 0);
    const chart = page.getByTestId('chart-monkeys-on-the-moon');
    assert.equal(await chart.locator('circle.rating-dot').count(), 6);
    const box = await chart.boundingBox();
    assert.ok(box && box.width <= size.width, 'the chart fits the screen');
    const recent = page.getByTestId('recent-game');
    assert.equal(await recent.count(), 6);
    assert.equal(await recent.first().getAttribute('href'), `/m/${adaMatches.at(-1)}`);
    await fits(page, `ratings-profile-${label}`);
    await recent.first().click();
    await page.waitForURL(`**/m/${adaMatches.at(-1)}`);
    await page.context().close();
  });

test('profile in German, and a player who is not there', async () => {
  const page = await open('/players/Bartholomew-Longname', PHONE, 'de');
  await page.getByTestId('profile-name').waitFor();
  const text = (await page.locator('main').textContent()) ?? '';
  for (const words of ['Dabei seit', 'Wertungen', 'vorläufig', 'Letzte Partien', 'Rangliste'])
    assert.ok(text.includes(words), `"${words}" on the German profile`);
  await fits(page, 'ratings-profile-de-phone');
  await page.goto(`${server.url}/players/nobody-here`);
  const error = page.getByTestId('profile-error');
  await error.waitFor();
  assert.match((await error.textContent()) ?? '', /Es gibt keinen Spieler "nobody-here"/);
  await page.context().close();
});

for (const [label, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)
  test(`leaderboard at ${label} size: settled first, two pages, links to profiles`, async () => {
    const page = await open('/leaderboard/monkeys-on-the-moon', size);
    const rows = page.getByTestId('board').locator('tbody tr');
    await rows.first().waitFor();
    assert.equal(await rows.count(), 50);
    // Settled ratings (5 games or more) come before provisional ones.
    const provisional = await rows.evaluateAll((trs) =>
      trs.map((tr) => tr.classList.contains('provisional')),
    );
    const firstProvisional = provisional.indexOf(true);
    assert.ok(firstProvisional > 0 && provisional.slice(firstProvisional).every(Boolean));
    await fits(page, `ratings-board-${label}`);
    await page.getByRole('link', { name: /Next/ }).click();
    await page.waitForURL('**/leaderboard/monkeys-on-the-moon?page=2');
    await page.getByText('51', { exact: true }).waitFor();
    // 3 people with games and 60 seeded: 63 in all, 13 on the second page.
    assert.equal(await rows.count(), 13);
    const who = rows.first().locator('a');
    const name = (await who.textContent()) ?? '';
    await who.click();
    await page.waitForURL(`**/players/${name.toLowerCase()}`);
    assert.equal(await page.getByTestId('profile-name').textContent(), name);
    await page.context().close();
  });

test('leaderboard in German with a game nobody is rated in, and an unknown game', async () => {
  const page = await open('/leaderboard/monkey-lab', PHONE, 'de');
  await page.getByText('In diesem Spiel hat noch niemand eine Wertung.').waitFor();
  assert.match((await page.locator('h1').textContent()) ?? '', /Rangliste: Affenlabor/);
  await fits(page, 'ratings-board-empty-de-phone');
  await page.goto(`${server.url}/leaderboard/chess`);
  await page.getByTestId('board-error').waitFor();
  assert.match(
    (await page.getByTestId('board-error').textContent()) ?? '',
    /Unbekanntes Spiel "chess"/,
  );
  await page.context().close();
});
