// The coach: fair (it sees what the seat sees: states that differ only in what the seat cannot
// see give the same advice for the same seed), right where the answer is known (the toy
// high-card game), and worded in both languages by each game's heuristic.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HEURISTICS, adviseAt, anyViewGame, makeBot, viewGame } from '../../src/bots/index.ts';
import { advise } from '../../src/bots/index.ts';
import { Rng, optionsOrThrow } from '../../src/engine/index.ts';
import type { AnyGame, Seat } from '../../src/engine/index.ts';
import { GAMES } from '../../src/games/index.ts';
import { byVisits, searchMoves } from '../../src/bots/coach.ts';
import { toy } from './toy-game.ts';

/** States along a seeded game between heuristic bots where the seat to act has a choice. */
function positions(game: AnyGame, players: number, every: number) {
  const state = game.setup(optionsOrThrow(game, {}), players, `coach-${players}`);
  const bots = Array.from({ length: players }, (_, s) => makeBot('heuristic', game, `p${s}`));
  const out: { state: unknown; seat: Seat }[] = [];
  for (let step = 0; game.toAct(state).length > 0; step++) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalMoves(state, seat);
    if (legal.length > 1 && step % every === 0) out.push({ state: game.clone(state), seat });
    game.play(state, seat, bots[seat]!.choose(game.view(state, seat), legal, seat));
  }
  return out;
}

for (const game of GAMES) {
  test(`${game.id}: the coach's advice depends on the seat's view only (hidden parts swapped)`, () => {
    const rng = new Rng(`fair/${game.id}`);
    let swapped = 0;
    for (const players of [game.minPlayers, game.maxPlayers]) {
      for (const { state, seat } of positions(game, players, 23).slice(0, 8)) {
        // Another state the seat cannot tell from the real one: the hidden part drawn afresh.
        const other = game.sample(game.view(state, seat), seat, rng.state);
        if (JSON.stringify(other) !== JSON.stringify(state)) swapped++;
        const settings = { seed: 'fair', iterations: 40, top: 4 };
        const a = adviseAt(game, state, seat, settings);
        const b = adviseAt(game, other, seat, settings);
        const plain = (x: typeof a) =>
          x.moves.map((m) => [m.text, m.visits, m.winChance, m.expectedScore, m.reason]);
        assert.deepEqual(plain(b), plain(a), `${players} players, seat ${seat}`);
        assert.ok(a.moves.length >= 1 && a.moves.length <= 4);
      }
    }
    assert.ok(swapped > 0, 'the hidden parts really differed');
  });
}

test('advice: best first, chances in 0..1, legal moves, the same for the same seed', () => {
  const game = GAMES.find((g) => g.id === 'monkeys-on-the-moon')!;
  for (const { state, seat } of positions(game, 3, 17).slice(0, 6)) {
    const advice = adviseAt(game, state, seat, { seed: 's', iterations: 200 });
    const legal = game.legalMoves(state, seat).map((m) => game.encodeMove(m));
    assert.equal(advice.legal, legal.length);
    assert.equal(advice.iterations, 200);
    assert.ok(advice.moves.length === Math.min(3, legal.length));
    for (const [i, m] of advice.moves.entries()) {
      assert.ok(legal.includes(m.text), m.text);
      assert.ok(m.winChance >= 0 && m.winChance <= 1);
      assert.ok(m.expectedScore >= 0 && m.expectedScore <= 1);
      if (i > 0) assert.ok(m.winChance <= advice.moves[i - 1]!.winChance, 'best chance first');
    }
    const again = adviseAt(game, state, seat, { seed: 's', iterations: 200 });
    assert.deepEqual(
      again.moves.map((m) => [m.text, m.winChance]),
      advice.moves.map((m) => [m.text, m.winChance]),
    );
  }
});

// A hint once showed rank 1 at 33% and rank 2 at 36% (Chimps on Mars, where the search is steered
// hard towards the heuristic's move): the shown moves are the most searched, ranked by the chance
// the player reads beside them.
test('advice: the most searched moves, ranked by their chance to win (rank 1 shows the best)', () => {
  let reordered = 0;
  for (const game of GAMES) {
    for (const { state, seat } of positions(game, game.maxPlayers, 9).slice(0, 6)) {
      const settings = { seed: 'rank', iterations: 150 };
      const advice = adviseAt(game, state, seat, settings);
      const facade = anyViewGame(game);
      const view = game.view(state, seat);
      const stats = searchMoves(facade, view, game.legalMoves(state, seat), seat, settings);
      const searched = stats
        .filter((s) => s.visits > 0)
        .sort(byVisits)
        .slice(0, 3);
      const text = (m: unknown) => facade.encodeMove(m);
      const where = `${game.id}: ${JSON.stringify(advice.moves.map((m) => [m.text, m.visits, m.winChance]))}`;
      assert.deepEqual(
        advice.moves.map((m) => m.text).sort(),
        searched.map((s) => text(s.move)).sort(),
        `the three most searched moves: ${where}`,
      );
      for (const [i, m] of advice.moves.entries())
        if (i > 0) assert.ok(m.winChance <= advice.moves[i - 1]!.winChance, where);
      if (advice.moves.map((m) => m.text).join() !== searched.map((s) => text(s.move)).join())
        reordered++;
    }
  }
  // The ranking matters: in some of these positions the most searched move is not the best shown.
  assert.ok(reordered > 0, 'some advice was reordered by chance');
});

test('toy high-card game: the coach finds the sure win and gives it a chance of 100%', () => {
  const facade = viewGame(toy);
  let checked = 0;
  for (let deal = 0; deal < 40 && checked < 5; deal++) {
    const state = toy.setup({}, 2, `deal-${deal}`);
    const hand = state.hands[0]!;
    if (!hand.includes(9)) continue; // only a 9 wins for sure
    checked++;
    const advice = advise(facade, toy.view(state, 0), toy.legalMoves(state, 0), 0, {
      seed: 'toy',
      iterations: 300,
      top: 3,
    });
    const nine = advice.moves.find((m) => m.move === 9);
    assert.ok(nine, `deal ${deal}: the 9 is among the best moves`);
    assert.equal(advice.moves[0]!.move, 9, `deal ${deal}: the 9 comes first`);
    assert.equal(nine.winChance, 1);
    assert.equal(nine.expectedScore, 1);
    // Every other card can lose to the other seat's hidden cards.
    for (const m of advice.moves) if (m.move !== 9) assert.ok(m.winChance < 1);
    // The toy has no heuristic bot: no reasons, and no stand-in.
    assert.ok(advice.moves.every((m) => m.reason === null));
  }
  assert.ok(checked >= 3, 'deals with a 9 were found');
});

for (const game of GAMES.filter((g) => HEURISTICS[g.id])) {
  test(`${game.id}: the heuristic words its reasons in English and German`, () => {
    const facade = anyViewGame(game);
    const explainer = HEURISTICS[game.id]!(facade, 'r');
    assert.ok(explainer.explain, 'the heuristic bot has an explanation hook');
    let worded = 0;
    let moves = 0;
    for (const { state, seat } of positions(game, game.minPlayers + 1, 5).slice(0, 25)) {
      const view = game.view(state, seat);
      for (const move of game.legalMoves(state, seat).slice(0, 12)) {
        moves++;
        const en = explainer.explain(view, move, seat, 'en');
        const de = explainer.explain(view, move, seat, 'de');
        assert.equal(en === null, de === null, 'a reason in one language has one in the other');
        if (en === null || de === null) continue;
        worded++;
        assert.match(en, /^[A-Z].*\.$/s, `a sentence: ${en}`);
        assert.match(de, /^[A-ZÄÖÜ].*\.$/s, `ein Satz: ${de}`);
        assert.notEqual(de, en);
        assert.doesNotMatch(de, /\b(the|your|you|and)\b/, `German without English words: ${de}`);
      }
    }
    assert.ok(worded >= moves * 0.6, `most moves have a reason (${worded} of ${moves})`);
  });
}
