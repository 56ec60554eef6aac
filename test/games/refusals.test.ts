// Every refusal names its ruling: for each game, every refusal code in the source carries a
// ruling id, or is one of the few codes that name none, each with its reason
// (UNRULED_REFUSALS). Seeded games then try moves that do not fit the moment (other seats'
// moves, moves from earlier in the game, moves of other kinds) and check each refusal met. Every
// refusal met, and every one of crafted bad texts, is worded in German too (issue 16), in the
// game's glossary terms.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyGame, RuleError, Seat } from '../../src/engine/game.ts';
import { refusalText, UNRULED_REFUSALS } from '../../src/engine/game.ts';
import { englishOnly, wholeWord } from '../../src/engine/glossary.ts';
import { optionCombinations, optionsOrThrow } from '../../src/engine/playout.ts';
import { Rng } from '../../src/engine/rng.ts';
import { GAMES } from '../../src/games/index.ts';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

test('every refusal code without a ruling id in the source has a stated reason', () => {
  const unruled = new Set<string>();
  for (const file of [...files('src/games'), ...files('src/engine')]) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:ruleError|fail)\(\s*'([a-z-]+)',\s*null\b/g))
      unruled.add(m[1] as string);
    // A rule left to a variable must not be able to be null either.
    assert.doesNotMatch(text, /\?\? null,/, `${file} builds a refusal whose rule may be null`);
  }
  for (const code of unruled)
    assert.ok(
      code in UNRULED_REFUSALS,
      `refusal "${code}" names no ruling and gives no reason why none applies`,
    );
  for (const [code, reason] of Object.entries(UNRULED_REFUSALS))
    assert.ok(reason.length > 20, `a real reason for ${code}`);
});

/**
 * The refusals met when seeded games try moves that do not fit: code -> rules seen with it;
 * `errors` collects each refusal met by its English message.
 */
function refusalsMet(
  game: AnyGame,
  errors: Map<string, RuleError> = new Map(),
): Map<string, Set<string | null>> {
  const met = new Map<string, Set<string | null>>();
  const note = (e: RuleError) => {
    met.set(e.code, (met.get(e.code) ?? new Set()).add(e.rule));
    errors.set(e.message, e);
  };
  for (const values of optionCombinations(game).slice(0, 4))
    for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
      const rng = new Rng(`refusals/${game.id}/${players}/${JSON.stringify(values)}`);
      let state = game.setup(optionsOrThrow(game, values), players, `refusals-${players}`);
      const seen: unknown[] = [];
      for (let step = 0; step < 400 && game.toAct(state).length > 0; step++) {
        const acting = rng.pick(game.toAct(state));
        const tries: [Seat, unknown][] = [];
        for (let seat = 0; seat < players; seat++)
          if (seat !== acting)
            for (const m of game.legalMoves(state, seat).slice(0, 3)) tries.push([acting, m]);
        for (const m of game.legalMoves(state, acting).slice(0, 2))
          tries.push([(acting + 1) % players, m]);
        for (let k = 0; k < 6 && seen.length > 0; k++) tries.push([acting, rng.pick(seen)]);
        tries.push([acting, { type: 'no-such-move' }]);
        for (const [seat, move] of tries) {
          const out = game.apply(state, seat, move);
          if (!out.ok) note(out.error);
        }
        const legal = game.legalMoves(state, acting);
        const move = rng.pick(legal);
        seen.push(...legal.slice(0, 4));
        if (seen.length > 200) seen.splice(0, 100);
        const next = game.apply(state, acting, move);
        assert.ok(next.ok);
        state = next.value;
      }
      const over = game.apply(state, 0, seen[0]);
      if (!over.ok) note(over.error);
    }
  return met;
}

for (const game of GAMES)
  test(`${game.id}: every refusal met in play names its ruling, or is one with a stated reason`, () => {
    const met = refusalsMet(game);
    assert.ok(met.size >= 4, `only ${[...met.keys()].join(', ')} met`);
    for (const [code, rules] of met)
      if (rules.has(null))
        assert.ok(
          code in UNRULED_REFUSALS && code !== 'not-your-turn',
          `"${code}" came back with rule null`,
        );
    assert.ok(met.has('not-your-turn'), 'moves out of turn were tried');
  });

/**
 * Bad texts built from a game's own moves: each verb alone, with nonsense or too many words after
 * it, and words no game knows; each comes back as `bad-move-syntax` with its hint.
 */
function craftedTexts(game: AnyGame): string[] {
  const state = game.setup(optionsOrThrow(game, {}), game.minPlayers, 'crafted');
  const verbs = new Set(['fly', 'build', 'play', 'bid', 'move', 'swap', 'steal', 'choose']);
  for (const seat of game.toAct(state))
    for (const m of game.legalMoves(state, seat)) verbs.add(game.encodeMove(m).split(' ')[0]!);
  const texts = ['', 'x'.repeat(300), 'fly to mars'];
  for (const verb of verbs)
    texts.push(verb, `${verb} c0`, `${verb} ??? ???`, `${verb} a b c d e f`, `${verb} c1 p9:zz`);
  return texts;
}

for (const game of GAMES)
  test(`${game.id}: every refusal met in play and every crafted bad move is worded in German`, () => {
    const errors = new Map<string, RuleError>();
    refusalsMet(game, errors);
    const played = errors.size;
    let syntax = 0;
    for (const text of craftedTexts(game)) {
      const parsed = game.parseMove(text);
      if (parsed.ok) continue;
      errors.set(parsed.error.message, parsed.error);
      syntax++;
    }
    assert.ok(played >= 8, `${played} refusals met in play`);
    assert.ok(syntax >= 10, `${syntax} crafted texts refused`);
    const english = englishOnly(game.glossary ?? {});
    const avoided = Object.values(game.glossary ?? {}).flatMap((t) => t.avoid?.de ?? []);
    for (const e of errors.values()) {
      const de = e.words?.de ?? '';
      assert.ok(de.trim().length > 0, `${e.code} (${e.rule}) has no German: ${e.message}`);
      assert.notEqual(de, e.message, `${e.code}: the German is the English`);
      assert.equal(refusalText(e, 'de'), de);
      assert.equal(refusalText(e, 'en'), e.message);
      assert.doesNotMatch(de, /undefined|\$\{/, `${e.code}: ${de}`);
      for (const word of avoided)
        assert.doesNotMatch(de, wholeWord(word), `${e.code} says "${word}": ${de}`);
      // The typed notation of a move stays English (its verbs, "banana", "lobby"): move-syntax
      // hints and quoted moves aside, a refusal names things by the glossary's German only.
      const sentence = de.replace(/"[^"]*"/g, '');
      if (e.code !== 'bad-move-syntax')
        for (const name of english)
          assert.doesNotMatch(
            sentence,
            wholeWord(name),
            `${e.code} names "${name}" in English: ${de}`,
          );
    }
  });
