// The "done when" of a bot author: the lobby leaves a seat for a program, the program takes it
// with `moontable bot` (the Python example bot), and a person plays against it in the browser
// to the results; the lobby shows the program's invite and command, also on a phone.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { browserSuite, checkPhone, clickSomeMove, picker, SCREENSHOTS } from './helpers.ts';

const { server, browser } = await browserSuite();

test('a seat left for a program: moontable bot plays it, a person plays against it in the browser to the end', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url);
  await page.locator('input[name=my-name]').fill('Ada');
  await page.locator('select[name=players]').selectOption('2');
  await page.locator('select[name=seat-1]').selectOption('program');
  // A program plays online only.
  await page.getByTestId('hotseat').click();
  await page.getByRole('alert').getByText('A program plays online only').waitFor();
  await page.getByTestId('create').click();
  const invite = page.getByTestId('program-invite-1');
  await invite.waitFor();
  const link = await invite.locator('input').inputValue();
  assert.match(link, /\/m\/[\w-]+#invite=[\w-]+$/);
  assert.match(await invite.innerText(), /moontable bot '.*' --cmd "python3 my_bot\.py"/);
  await checkPhone(page, 'lobby-program-seat');
  await page.screenshot({ path: join(SCREENSHOTS, 'lobby-program-seat.png') });

  const program = spawn(
    process.execPath,
    ['bin/moontable.js', 'bot', link, '--cmd', 'python3 python/examples/random_bot.py'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  program.stdout.on('data', (d) => (out += String(d)));
  program.stderr.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => program.on('exit', resolve));

  // The creator took their seat at creation, under the lobby's name: no name asked.
  await page.locator('.table').waitFor();
  const pick = picker(3);
  const results = page.getByTestId('results');
  for (let i = 0; !(await results.isVisible()); i++) {
    if (!(await clickSomeMove(page, pick))) await page.waitForTimeout(20);
    assert.ok(i < 3000, `the game should end; the program said: ${out}`);
  }
  const text = await results.innerText();
  assert.match(text, /Ada/);
  assert.match(text, /program random_bot\.py/);
  assert.equal(await exited, 0, out);
  assert.match(out, /the match is over/);
  assert.deepEqual(errors, []);
});
