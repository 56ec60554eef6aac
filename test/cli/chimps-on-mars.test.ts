// `moontable` with Chimps on Mars: listed, simulated, and played to a landing in the terminal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runCli } from './run.ts';
import { BOTS } from '../../src/bots/index.ts';
import { chimpsOnMars as game } from '../../src/games/chimps-on-mars/index.ts';
import type { CMMove } from '../../src/games/chimps-on-mars/index.ts';
import { plan } from '../games/chimps-on-mars/helpers.ts';

const run = runCli;

test('games --json lists Chimps on Mars, 3-5 players, with the event effects option', () => {
  const r = run(['games', '--json']);
  assert.equal(r.code, 0, r.err);
  const cm = JSON.parse(r.out).find((g: { id: string }) => g.id === 'chimps-on-mars');
  assert.equal(cm.minPlayers, 3);
  assert.equal(cm.maxPlayers, 5);
  assert.ok(JSON.stringify(cm).includes('eventEffects'));
});

test('simulate plays Chimps on Mars games to their end', () => {
  const r = run(['simulate', 'chimps-on-mars', '--players', '5', '--games', '10', '--json']);
  assert.equal(r.code, 0, r.err);
  assert.equal(JSON.parse(r.out).games, 10);
});

test('a human lands a chimp against three bots in the terminal', () => {
  // Work out the human's answers in advance: the bots are seeded from the game seed, so the
  // same game unfolds in the spawned `moontable play`.
  const seed = 'terminal-landing';
  const bots = [1, 2, 3].map((seat) => BOTS.random!(`${seed}/seat-${seat}`));
  const s = game.setup({ eventEffects: false }, 4, seed);
  const inputs: string[] = [];
  while (game.toAct(s).length > 0) {
    const seat = game.toAct(s)[0]!;
    const legal = game.legalMoves(s, seat);
    const m =
      seat === 0
        ? legal.reduce((a, b) => (plan(s, 0, b) > plan(s, 0, a) ? b : a))
        : (bots[seat - 1]!.choose(game.view(s, seat), legal, seat) as CMMove);
    if (seat === 0) inputs.push(game.encodeMove(m));
    game.play(s, seat, m);
  }
  assert.equal(s.result?.winner, 0, 'the plan lands in this seeded game');
  const r = run(
    ['play', 'chimps-on-mars', '--players', '4', '--seats', 'human,bot,bot,bot', '--seed', seed],
    inputs.join('\n') + '\n',
  );
  assert.equal(r.code, 0, r.out.slice(-2000) + r.err);
  assert.match(r.out, /You landed the first chimp on Mars!/);
  assert.match(r.out, / 1\. {2}Player 1 \(you\)/);
});

test('a bots-only game of Chimps on Mars ends in the terminal', () => {
  const r = run([
    'play',
    'chimps-on-mars',
    '--players',
    '3',
    '--seats',
    'bot,bot,bot',
    '--seed',
    '7',
  ]);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Final scores/);
});

test('a game stopped at the round limit reads "abandoned: nobody landed" in the terminal, never a shared win', () => {
  // Random players never land: the record of a random game ends at the safety stop.
  const file = `/tmp/moontable-cm-abandoned-${process.pid}.json`;
  const made = run(['record', 'chimps-on-mars', '--players', '3', '--seed', '7', '--out', file]);
  assert.equal(made.code, 0, made.err);
  const r = run(['replay', file]);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Abandoned: nobody landed within 60 rounds\. Nobody wins/);
  assert.doesNotMatch(r.out, / 1\. /, 'nobody is placed first');
  assert.doesNotMatch(r.out, /draw|ties broken/i);
  const json = JSON.parse(run(['replay', file, '--json']).out);
  assert.equal(json.result.abandoned, 'nobody landed within 60 rounds');
  // In German the reason is German too (the record keeps the English).
  const de = run(['replay', file, '--lang', 'de']);
  assert.equal(de.code, 0, de.err);
  assert.match(de.out, /Abgebrochen: in 60 Runden ist niemand gelandet\. Niemand gewinnt/);
  assert.doesNotMatch(de.out, /nobody landed/);
});
