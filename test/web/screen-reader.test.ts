// Screen-reader play (issue 31; lichess's blind mode is the anchor): a whole game of Monkeys on
// the Moon against a bot played from the accessibility tree alone. Every look at the page is
// playwright's aria snapshot of the main landmark (roles, accessible names, text) or a role
// query; every move is a button found by its accessible name. At each decision the player can
// reach what they need as headings and lists: the board under a heading, the players as a list
// under "Players" (each with what it launched and its hand, "to play" on the one whose turn it
// is), their own coins and hand as lists, and the decision in the "What to do now" region (its
// heading, the sentence, the choices). Every move, the bot's too, is read out in the status
// region as the log's newest line. The other three boards are held to the same structure at a
// decision, and a move made there by name is announced too.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { makeRecord } from '../../src/engine/record.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { launch, picker, webServer } from './helpers.ts';

let browser: Browser;
let server: RunningServer;

before(async () => {
  server = await webServer();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** A node of the aria snapshot: `role "name" [attrs]: text` and what is inside it. */
interface Node {
  readonly role: string;
  readonly name: string;
  readonly attrs: string;
  readonly text: string;
  readonly children: Node[];
}

/** Parses playwright's aria snapshot (YAML-like lines, two spaces a level) into a tree. */
function parse(snapshot: string): Node[] {
  const root: Node = { role: 'root', name: '', attrs: '', text: '', children: [] };
  const stack: { indent: number; node: Node }[] = [{ indent: -1, node: root }];
  for (const raw of snapshot.split('\n')) {
    const m = /^(\s*)- (.*)$/.exec(raw);
    if (!m) continue;
    const indent = m[1]!.length;
    let body = m[2]!;
    // YAML quotes a whole line that holds a colon in its name: 'button "a: b"'.
    if (body.startsWith("'")) body = body.replace(/^'(.*)'(:?)$/, '$1$2').replace(/''/g, "'");
    const p = /^([\w/]+)(?: "((?:[^"\\]|\\.)*)")?((?: \[[^\]]*\])*)(?::(?: (.*))?)?$/.exec(body);
    const node: Node = {
      role: p?.[1] ?? 'text',
      name: (p?.[2] ?? '').replace(/\\"/g, '"'),
      attrs: p?.[3] ?? '',
      text: (p ? (p[4] ?? '') : body).replace(/^"(.*)"$/, '$1'),
      children: [],
    };
    while (stack.at(-1)!.indent >= indent) stack.pop();
    stack.at(-1)!.node.children.push(node);
    stack.push({ indent, node });
  }
  return root.children;
}

/** Everything a screen reader would say for a node: its name, text and what is inside. */
const said = (n: Node): string =>
  [n.name, n.text, ...n.children.map(said)].filter(Boolean).join(' ').replace(/\s+/g, ' ');

const walk = (nodes: Node[], f: (n: Node, inside: Node[]) => void, inside: Node[] = []) => {
  for (const n of nodes) {
    f(n, inside);
    walk(n.children, f, [...inside, n]);
  }
};

const find = (nodes: Node[], ok: (n: Node) => boolean): Node | undefined => {
  let found: Node | undefined;
  walk(nodes, (n) => (found ??= ok(n) ? n : undefined));
  return found;
};

/** The list that follows a heading among its siblings (a part of the board under its heading). */
function listAfter(nodes: Node[], heading: RegExp): Node | undefined {
  let found: Node | undefined;
  const look = (siblings: Node[]) => {
    const at = siblings.findIndex((n) => n.role === 'heading' && heading.test(n.name));
    if (at >= 0) found ??= siblings.slice(at + 1).find((n) => n.role === 'list');
    for (const n of siblings) look(n.children);
  };
  look(nodes);
  return found;
}

const items = (list: Node | undefined) =>
  (list?.children ?? []).filter((n) => n.role === 'listitem');

/** The main landmark as the accessibility tree gives it. */
const tree = async (page: Page) => parse(await page.getByRole('main').ariaSnapshot());

const BAR = 'What to do now';
/** Buttons of the page around the game, not choices in it. */
const NOT_CHOICES = /^(Hint|Cancel|Clear|Rules|Send|Abandon this game)$/;

/**
 * The choices a player can reach: every enabled button of the main landmark but the page's own
 * (Rules, Hint, Send, Abandon), a drawer's toggle and Cancel or Clear (which undo a step).
 */
function choices(nodes: Node[]): string[] {
  const out: string[] = [];
  walk(nodes, (n, inside) => {
    if (n.role !== 'button' || /disabled|expanded/.test(n.attrs) || NOT_CHOICES.test(n.name))
      return;
    if (inside.some((a) => a.role === 'region' && a.name === 'Game log')) return;
    out.push(n.name);
  });
  return out;
}

/** A hot-seat game of Ann (first seat) against random bots, past the pass screen. */
async function newGame(game: string, players: number, seed: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  await page.goto(server.url);
  const seats = Array.from({ length: players }, (_, s) =>
    s === 0 ? { kind: 'human', name: 'Ann' } : { kind: 'bot', name: `Bot ${s + 1}`, bot: 'random' },
  );
  const saved = { record: makeRecord(game, {}, players, seed, []), seats };
  await page.evaluate(
    `localStorage.setItem('moontable.hotseat', ${JSON.stringify(JSON.stringify(saved))});
     localStorage.setItem('moontable.lang', 'en');`,
  );
  await page.goto(`${server.url}/hotseat`);
  await page.getByRole('button', { name: 'I am Ann: show my hand' }).click();
  return page;
}

/** Waits until it is Ann's decision or the game is over, as the action bar's region says. */
async function nextTurn(page: Page): Promise<'mine' | 'over'> {
  const bar = page.getByRole('region', { name: BAR });
  for (let i = 0; i < 600; i++) {
    const text = said({ role: 'root', name: '', attrs: '', text: '', children: await tree(page) });
    if (/Score sheet/.test(text) && (await bar.getByText('Game over').count())) return 'over';
    if (await bar.getByText('Your turn', { exact: true }).count()) {
      if (choices(await tree(page)).length) return 'mine';
    }
    await page.waitForTimeout(50);
  }
  throw new Error('neither a decision of Ann nor the end came');
}

/** What a blind player needs at a decision, found as headings and lists. Returns the tree. */
async function checkDecision(page: Page, names: readonly string[], where: string) {
  const t = await tree(page);
  assert.ok(
    find(t, (n) => n.role === 'heading' && n.name === 'The board' && n.attrs.includes('level=2')),
    `${where}: the board under a heading`,
  );
  const bar = find(t, (n) => n.role === 'region' && n.name === BAR);
  assert.ok(bar, `${where}: the decision in its region`);
  assert.ok(
    find(bar.children, (n) => n.role === 'heading' && n.name === BAR),
    `${where}: the decision under its heading`,
  );
  const sentence = find(bar.children, (n) => n.role === 'paragraph');
  assert.match(said(sentence!), /^Your turn \S.+/, `${where}: whose turn and what to do`);
  const players = items(listAfter(t, /^Players$/));
  assert.equal(players.length, names.length, `${where}: one list item per player`);
  for (const name of names)
    assert.ok(
      players.some((p) => said(p).includes(name)),
      `${where}: ${name} in the list`,
    );
  const toPlay = players.filter((p) => said(p).includes('(to play)'));
  assert.equal(toPlay.length, 1, `${where}: one player is to play`);
  assert.match(said(toPlay[0]!), /Ann/, `${where}: it is Ann's turn`);
  const hand = find(t, (n) => n.role === 'list' && n.name === 'Hand');
  return { t, players, hand, choices: choices(t) };
}

/** The newest line of the log, as the log region lists it. */
const newestLogLine = (t: Node[]) => {
  const log = find(t, (n) => n.role === 'region' && n.name === 'Game log');
  const first = items(find(log?.children ?? [], (n) => n.role === 'list'))[0];
  return first ? said(first) : '';
};

/** Clicks a choice by its accessible name and waits until the page has changed. */
async function choose(page: Page, name: string) {
  const before = await page.getByRole('main').ariaSnapshot();
  await page.getByRole('main').getByRole('button', { name, exact: true }).first().click();
  for (let i = 0; i < 200; i++) {
    if ((await page.getByRole('main').ariaSnapshot()) !== before) return;
    await page.waitForTimeout(25);
  }
}

test('a whole game of Monkeys on the Moon from the accessibility tree alone', async () => {
  const page = await newGame('monkeys-on-the-moon', 2, 'screen-reader');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const names = ['Ann', 'Bot 2'];
  const pick = picker(31);
  const announced = new Set<string>();
  let decisions = 0;
  let handsSeen = 0;
  for (let guard = 0; ; guard++) {
    assert.ok(guard < 2000, 'the game should end');
    if ((await nextTurn(page)) === 'over') break;
    const where = `decision ${decisions + 1}`;
    const d = await checkDecision(page, names, where);
    // Scores so far and the hand's size, in each player's item.
    for (const p of d.players)
      assert.match(said(p), /launched: \d+ monkeys?, \d+ full ships? · Hand: \d+ cards?/, where);
    const mine = said(d.players.find((p) => said(p).includes('Ann (you)'))!);
    const inHand = Number(/Hand: (\d+)/.exec(mine)![1]);
    // Ann's own things: her coins by tribe and her hand, each a list under her heading.
    const coins = items(find(d.t, (n) => n.role === 'list' && n.name === 'Coins'));
    assert.equal(coins.length, 6, `${where}: six tribes' coins listed`);
    for (const c of coins) assert.match(said(c), /^\S+ \d+/, `${where}: a coin's tribe and count`);
    assert.equal(items(d.hand).length, inHand, `${where}: the hand lists every card`);
    if (inHand) handsSeen++;
    // The live region says the newest log line, whoever made the move.
    const status = (await page.getByRole('status').first().innerText()).trim();
    if (decisions > 0) {
      assert.equal(status, newestLogLine(d.t), `${where}: the last move is announced`);
      announced.add(status);
    }
    decisions++;
    const names_ = d.choices;
    assert.ok(names_.length > 0, `${where}: something to choose`);
    await choose(page, names_[pick() % names_.length]!);
  }
  // The end, as a screen reader reaches it: the score sheet under its heading, a line per player.
  const t = await tree(page);
  const sheet = find(t, (n) => n.role === 'region' && n.name === 'Score sheet');
  assert.ok(sheet, 'the score sheet is a region');
  assert.ok(find(sheet.children, (n) => n.role === 'heading' && n.name === 'Score sheet'));
  // A table on a desktop (a row per player, the name its row header), a list on a phone.
  const rows: Node[] = [];
  walk(sheet.children, (n) => {
    if (n.role === 'row') rows.push(n);
  });
  for (const name of names)
    assert.ok(
      rows.some((r) => new RegExp(`^\\d+\\. ${name} \\d+`).test(said(r))),
      `${name}'s place, name and score are a row: ${rows.map(said).join(' | ')}`,
    );
  assert.ok(decisions >= 12, `a whole game has many decisions (${decisions})`);
  assert.ok(handsSeen > 0, 'the hand was read out');
  assert.ok(
    [...announced].some((a) => a.startsWith('Bot 2')),
    "the bot's moves were announced",
  );
  assert.ok(
    [...announced].some((a) => a.startsWith('Ann')),
    "Ann's moves were announced",
  );
  assert.deepEqual(errors, []);
  console.log(`screen reader: ${decisions} decisions, ${announced.size} announcements`);
  await page.close();
});

for (const [game, players] of [
  ['moon', 2],
  ['monkey-lab', 2],
  ['chimps-on-mars', 3],
] as const) {
  test(`${game}: headings and lists at a decision, a move by name announced`, async () => {
    const page = await newGame(game, players, `screen-reader/${game}`);
    const names = Array.from({ length: players }, (_, s) => (s === 0 ? 'Ann' : `Bot ${s + 1}`));
    assert.equal(await nextTurn(page), 'mine');
    const d = await checkDecision(page, names, game);
    assert.ok(items(d.hand).length > 0, `${game}: the hand is a list of cards`);
    for (const card of items(d.hand)) assert.ok(said(card).length > 2, `${game}: a card's words`);
    // Choices made by their names (a step first, where the move takes several) until a move is
    // logged; then the status region says the newest log line.
    const pick = picker(5);
    const before = newestLogLine(d.t);
    let made = false;
    for (let i = 0; !made; i++) {
      const t = await tree(page);
      assert.ok(
        i < 200,
        `${game}: a move should be logged and announced (${choices(t).join(', ')})`,
      );
      const line = newestLogLine(t);
      const status = (await page.getByRole('status').first().innerText()).trim();
      if (line !== before && status === line) made = true;
      else if (line === before && choices(t).length) {
        const all = choices(t);
        await choose(page, all[pick() % all.length]!);
      } else await page.waitForTimeout(25);
    }
    await page.close();
  });
}
