// Every tutorial replays from its seed: each learner move is legal at its step, the other
// seats' scripted moves are theirs to make, every text exists in English and German, the
// German texts avoid the words each game's glossary rules out, and rulings are cited by id.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Glossary } from '../../src/engine/glossary.ts';
import { tutorialAt } from '../../src/engine/tutorial.ts';
import type { Tutorial } from '../../src/engine/tutorial.ts';
import { LANGS } from '../../src/engine/game.ts';
import { findGame } from '../../src/games/index.ts';
import { tutorial as mm } from '../../src/games/monkeys-on-the-moon/tutorial.ts';
import { GLOSSARY as MM } from '../../src/games/monkeys-on-the-moon/glossary.ts';
import { tutorial as moon } from '../../src/games/moon/tutorial.ts';
import { GLOSSARY as MOON } from '../../src/games/moon/glossary.ts';
import { tutorial as lab } from '../../src/games/monkey-lab/tutorial.ts';
import { GLOSSARY as LAB } from '../../src/games/monkey-lab/glossary.ts';
import { tutorial as mars } from '../../src/games/chimps-on-mars/tutorial.ts';
import { GLOSSARY as MARS } from '../../src/games/chimps-on-mars/glossary.ts';

const TUTORIALS: readonly [Tutorial, Glossary][] = [
  [mm, MM],
  [moon, MOON],
  [lab, LAB],
  [mars, MARS],
];

const RULING = /^(MM|MN|ML|CM)-\d+$/;

test('there is a tutorial for every game', () => {
  assert.deepEqual(TUTORIALS.map(([t]) => t.game).sort(), [
    'chimps-on-mars',
    'monkey-lab',
    'monkeys-on-the-moon',
    'moon',
  ]);
});

for (const [tutorial, glossary] of TUTORIALS) {
  const game = findGame(tutorial.game);
  test(`${tutorial.game}: every step's move is legal at its step`, () => {
    assert.ok(game, tutorial.game);
    assert.ok(
      tutorial.steps.length >= 10 && tutorial.steps.length <= 20,
      'between 10 and 20 steps',
    );
    for (let i = 0; i < tutorial.steps.length; i++) {
      const step = tutorial.steps[i]!;
      const at = tutorialAt(game, tutorial, i);
      assert.ok(at.ok, at.ok ? '' : at.error.message);
      assert.deepEqual(
        game.toAct(at.value.state),
        [tutorial.learner],
        `step ${i + 1}: the learner acts`,
      );
      const legal = game
        .legalMoves(at.value.state, tutorial.learner)
        .map((m) => game.encodeMove(m));
      assert.ok(
        legal.includes(step.move),
        `step ${i + 1}: ${step.move} is legal (${legal.join(' | ')})`,
      );
    }
    const end = tutorialAt(game, tutorial, tutorial.steps.length);
    assert.ok(end.ok, end.ok ? '' : end.error.message);
    assert.equal(
      end.value.moves.filter((m) => m.seat === tutorial.learner).length,
      tutorial.steps.length,
    );
  });

  test(`${tutorial.game}: a broken script is reported at its step`, () => {
    assert.ok(game);
    const bad = {
      ...tutorial,
      steps: tutorial.steps.map((s, i) => (i === 2 ? { ...s, move: 'nonsense 9' } : s)),
    };
    const at = tutorialAt(game, bad, bad.steps.length);
    assert.ok(!at.ok);
    assert.equal(at.error.step, 2);
    assert.match(at.error.message, /^step 3: /);
  });

  test(`${tutorial.game}: every text in English and German, rulings by id`, () => {
    const avoid = Object.values(glossary).flatMap((t) => t.avoid?.de ?? []);
    const texts = [
      tutorial.intro,
      tutorial.outro,
      ...tutorial.steps.flatMap((s) => [s.title, s.text]),
    ];
    for (const words of texts) {
      for (const l of LANGS) assert.ok(words[l]?.trim(), `a ${l} text: ${JSON.stringify(words)}`);
      assert.notEqual(words.en, words.de, `translated: ${words.en}`);
      for (const w of avoid)
        assert.ok(!new RegExp(`\\b${w}\\b`).test(words.de), `German avoids "${w}": ${words.de}`);
    }
    for (const s of tutorial.steps) for (const r of s.rules ?? []) assert.match(r, RULING);
    assert.equal(tutorial.names.length, tutorial.players);
  });
}
