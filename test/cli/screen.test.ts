// The terminal table on one 80x40 screen (issue 31): Monkey Lab's board, the moves and the prompt
// fit 40 rows, the rest of the moves come in pages; lines wrap between words (German too); a
// hint too thin to trust searches longer and says when it is still unsure.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Advice } from '../../src/bots/coach.ts';
import { SURE_VISITS, unsure, unsureLines } from '../../src/cli/coach-text.ts';
import { fitted, movePage } from '../../src/cli/screen.ts';
import { runCli } from './run.ts';

const more = (n: number) => `  ... and ${n} more`;
const items = Array.from({ length: 40 }, (_, i) => ({
  label: `Move to the room number ${i + 1} and then look around carefully`,
  code: `move r${i + 1}`,
}));

test('a move list pages: each page fits its room, numbered over the whole list, to the end', () => {
  let from = 0;
  const seen: number[] = [];
  for (let pages = 0; from < items.length; pages++) {
    assert.ok(pages < 20);
    const page = movePage(items, from, 9, 80, more);
    assert.ok(page.lines.length <= 9, page.lines.join('\n'));
    for (const line of page.lines) {
      assert.ok(line.length <= 80, line);
      const n = /^ +(\d+)\. /.exec(line)?.[1];
      if (n) seen.push(Number(n));
    }
    if (page.next < items.length) assert.equal(page.lines.at(-1), more(items.length - page.next));
    from = page.next;
  }
  assert.deepEqual(
    seen,
    items.map((_, i) => i + 1),
  );
});

test('long lines wrap between words, never inside one (German compounds included)', () => {
  const line =
    '  Spieler 2 (Gelb): Doppelschritt: in den Raum Vorbereitungsraum, dann in den Raum Mikroskopielabor; Wertungsplättchen: keine.';
  const lines = fitted(line, 40);
  assert.ok(lines.length > 1);
  for (const l of lines) assert.ok(l.length <= 40, l);
  const words = (text: string) => text.split(/\s+/).filter(Boolean);
  assert.deepEqual(words(lines.join(' ')), words(line));
});

test('Monkey Lab for 4 at 80x40: the whole board, the first moves and the prompt on one screen', () => {
  for (const lang of ['en', 'de']) {
    const r = runCli(
      [
        'play',
        'monkey-lab',
        '--players',
        '4',
        '--seats',
        'human,heuristic,heuristic,heuristic',
        '--seed',
        'screen',
        '--lang',
        lang,
      ],
      'quit\n',
    );
    assert.equal(r.code, 1, r.err);
    const out = r.out.split('\n');
    const heads = out.flatMap((l, i) =>
      /^(Monkey Lab, sides|Affenlabor, Seiten)/.test(l) ? [i] : [],
    );
    const top = heads.at(-1) ?? -1;
    const prompt = out.findIndex((l, i) => i > top && /\)> /.test(l));
    assert.ok(top >= 0 && prompt > top, r.out);
    const screen = out.slice(top - 1, prompt + 1); // the blank line above the board, to the prompt
    assert.ok(screen.length <= 40, `${screen.length} rows:\n${screen.join('\n')}`);
    assert.ok(
      screen.some((l) => /^ +1\. /.test(l)),
      'the first move is listed',
    );
    assert.ok(
      screen.some((l) => /more: type "moves"|weitere: "moves"/.test(l)),
      'the rest are a page away',
    );
    for (const l of screen) assert.ok(l.length <= 80, l);
  }
});

const advice = (visits: number): Advice<unknown> => ({
  seat: 0,
  legal: 33,
  iterations: 500,
  moves: [0, 1, 2].map((i) => ({
    move: i,
    text: `m${i}`,
    visits,
    winChance: 0.51,
    expectedScore: 0.5,
    reason: null,
  })),
});

test('a hint from too few play-outs says the coach is unsure, in English and German', () => {
  assert.ok(unsure(advice(7)));
  assert.ok(!unsure(advice(SURE_VISITS)));
  assert.match(unsureLines(advice(7), 'en').join(' '), /unsure.*about 7 times/);
  assert.match(unsureLines(advice(7), 'de').join(' '), /unsicher.*etwa 7-mal/);
});

test('the first turn’s hint searches longer: its best move is played out enough, or it says unsure', () => {
  const r = runCli(
    ['play', 'monkey-lab', '--players', '2', '--seats', 'human,heuristic', '--seed', 'hint'],
    'hint\nquit\n',
  );
  assert.equal(r.code, 1, r.err);
  const visits = Number(/· (\d+) visits/.exec(r.out)?.[1]);
  assert.ok(visits >= SURE_VISITS || /The coach is unsure/.test(r.out), r.out);
});
