// IS-MCTS with a leaf evaluation (src/bots/leaf.ts): rewards from prospects, each game's
// prospects reading a strong position above a weak one, and the truncated search still finding a
// move that wins on the spot.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  HEURISTICS,
  LEAF_EVALUATIONS,
  anyViewGame,
  ismctsBot,
  leafRewards,
  makeBot,
} from '../../src/bots/index.ts';
import { firstShares, mixWins, winChances } from '../../src/bots/leaf.ts';
import type { Bot } from '../../src/bots/index.ts';
import { optionsOrThrow } from '../../src/engine/index.ts';
import type { AnyGame, Seat } from '../../src/engine/index.ts';
import { GAMES } from '../../src/games/index.ts';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const close = (a: number, b: number, what: string) => assert.ok(Math.abs(a - b) < 1e-9, what);

test('leaf rewards by pairs: ahead earns more, each pair of seats shares one point', () => {
  const r = leafRewards([10, 4, 4, 0], 3, 'pairs');
  assert.ok(r[0]! > r[1]! && r[1]! > r[3]!);
  close(r[1]!, r[2]!, 'equal prospects, equal rewards');
  close(sum(r), 2, 'four seats: six pairs, each worth one point, over three rivals each');
  for (const x of r) assert.ok(x > 0 && x < 1);
  // Far ahead of everyone tends to a sure first place.
  assert.ok(leafRewards([100, 0, 0], 3, 'pairs')[0]! > 0.999);
});

test('leaf rewards by winner: the leader earns most, the rest tend to a shared second place', () => {
  const r = leafRewards([40, 30, 0], 15, 'winner');
  assert.ok(r[0]! > r[1]! && r[1]! > r[2]!);
  // A sure winner gets 1 and the others what a shared second place earns (rankRewards: 0.25).
  const sure = leafRewards([1000, 0, 0], 15, 'winner');
  close(sure[0]!, 1, 'sure winner');
  close(sure[1]!, 0.25, 'shared second place');
  // With two seats both modes are the same logistic.
  const a = leafRewards([7, 2], 5, 'winner');
  const b = leafRewards([7, 2], 5, 'pairs');
  close(a[0]!, b[0]!, 'two seats: same reward');
  close(a[0]! + a[1]!, 1, 'two seats share one point');
});

test('win share: first place alone counts for that share of the reward', () => {
  // Final places: tied winners split first place.
  assert.deepEqual(firstShares([2, 1, 1, 4]), [0, 0.5, 0.5, 0]);
  assert.deepEqual(firstShares([1, 2, 3]), [1, 0, 0]);
  // Chances of first place from prospects: they sum to one, the leader's the largest, and with
  // two seats they are the pairs logistic.
  const c = winChances([10, 4, 4, 0], 3);
  close(sum(c), 1, 'chances sum to one');
  assert.ok(c[0]! > c[1]! && c[1]! > c[3]!);
  close(winChances([7, 2], 5)[0]!, leafRewards([7, 2], 5, 'pairs')[0]!, 'two seats: logistic');
  // At 4 players a second place earns 2/3 by pairs; half of it by first place only leaves 1/3,
  // while the winner keeps 1.
  const mixed = mixWins([1, 2 / 3, 1 / 3, 0], firstShares([1, 2, 3, 4]), 0.5);
  close(mixed[0]!, 1, 'winner');
  close(mixed[1]!, 1 / 3, 'second place');
  close(mixed[3]!, 0, 'last place');
});

/** Plays `bots` from a seeded setup for `moves` moves, or until the next move would end the game. */
function playFor(game: AnyGame, bots: Bot<unknown, unknown>[], seed: string, moves: number) {
  let state = game.setup(optionsOrThrow(game, {}), bots.length, seed);
  for (let i = 0; i < moves; i++) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalMoves(state, seat);
    const next = game.clone(state);
    game.play(next, seat, bots[seat]!.choose(game.view(state, seat), legal, seat));
    if (game.result(next)) break;
    state = next;
  }
  return state;
}

for (const game of GAMES.filter((g) => LEAF_EVALUATIONS[g.id] && HEURISTICS[g.id])) {
  const leaf = LEAF_EVALUATIONS[game.id]!;
  const players = game.minPlayers;

  test(`${game.id}: prospects read a heuristic seat's position above random seats' after up to 60 moves`, () => {
    for (let deal = 0; deal < 4; deal++) {
      const heuristicSeat = deal % players;
      const bots = Array.from({ length: players }, (_, s) =>
        s === heuristicSeat
          ? makeBot('heuristic', game, `leaf-h-${deal}`)
          : makeBot('random', game, `leaf-r-${deal}-${s}`),
      );
      const state = playFor(game, bots, `leaf-${deal}`, 60);
      assert.equal(game.result(state), null, 'still playing');
      const prospects = Array.from({ length: players }, (_, s) =>
        leaf.prospects(game.view(state, s), s),
      );
      for (let s = 0; s < players; s++)
        if (s !== heuristicSeat)
          assert.ok(
            prospects[heuristicSeat]! > prospects[s]!,
            `deal ${deal}: heuristic seat ${heuristicSeat} ${prospects[heuristicSeat]} vs ${s} ${prospects[s]}`,
          );
    }
  });
}

/** Whether `move` ends the game at once with `seat` alone in first place. */
function winsAtOnce(game: AnyGame, state: unknown, seat: Seat, move: unknown): boolean {
  const next = game.clone(state);
  game.play(next, seat, move);
  const result = game.result(next);
  return (
    !!result && result.ranking[seat] === 1 && result.ranking.filter((p) => p === 1).length === 1
  );
}

test('chimps-on-mars: the truncated search plays a move that lands at once', () => {
  const game = GAMES.find((g) => g.id === 'chimps-on-mars')!;
  const facade = anyViewGame(game);
  let found = 0;
  for (let deal = 0; deal < 40 && found < 6; deal++) {
    // Heuristic games, stopped at positions where the seat to act can land with one move and
    // has other moves that do not land.
    const bots = Array.from({ length: 3 }, (_, s) =>
      makeBot('heuristic', game, `win-${deal}-${s}`),
    );
    const state = game.setup(optionsOrThrow(game, {}), 3, `win-${deal}`);
    while (game.toAct(state).length > 0) {
      const seat = game.toAct(state)[0]!;
      const legal = game.legalMoves(state, seat);
      const winning = legal.filter((m) => winsAtOnce(game, state, seat, m));
      if (winning.length > 0 && winning.length < legal.length) {
        found++;
        const bot = ismctsBot(facade, `win-${deal}`, {
          iterations: 200,
          leaf: LEAF_EVALUATIONS[game.id],
        });
        const move = bot.choose(game.view(state, seat), legal, seat);
        assert.ok(
          winning.some((w) => game.encodeMove(w) === game.encodeMove(move)),
          `deal ${deal}: chose ${game.encodeMove(move)}, landing moves ${winning.map(game.encodeMove).join(', ')}`,
        );
        break;
      }
      game.play(state, seat, bots[seat]!.choose(game.view(state, seat), legal, seat));
    }
  }
  assert.ok(found >= 3, `only ${found} positions with a landing move`);
});

test('progressive bias: a strong bias toward the policy move makes it the choice', () => {
  const game = GAMES.find((g) => g.id === 'chimps-on-mars')!;
  const facade = anyViewGame(game);
  // A policy that always plays the last legal move, whatever it is.
  const last: Bot<unknown, unknown> = { name: 'last', choose: (_v, moves) => moves.at(-1) };
  const leaf = { ...LEAF_EVALUATIONS[game.id]!, policy: () => last };
  const heuristic = makeBot('heuristic', game, 'bias');
  const state = game.setup(optionsOrThrow(game, {}), 3, 'bias');
  let unbiasedOther = 0;
  let positions = 0;
  while (positions < 8 && game.toAct(state).length > 0) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalMoves(state, seat);
    if (legal.length > 2) {
      positions++;
      const chosen = (policyBias: number) =>
        game.encodeMove(
          ismctsBot(facade, `bias-${positions}`, {
            iterations: 60,
            leaf: { ...leaf, policyBias },
          }).choose(game.view(state, seat), legal, seat),
        );
      assert.equal(chosen(1000), game.encodeMove(legal.at(-1)), `position ${positions}`);
      if (chosen(0) !== game.encodeMove(legal.at(-1))) unbiasedOther++;
    }
    game.play(state, seat, heuristic.choose(game.view(state, seat), legal, seat));
  }
  assert.equal(positions, 8);
  assert.ok(unbiasedOther > 0, 'without the bias the search does not just follow the policy');
});

test('policy depth: the policy names its move only at tree nodes that deep', () => {
  const game = GAMES.find((g) => g.id === 'moon')!;
  const facade = anyViewGame(game);
  const state = game.setup(optionsOrThrow(game, {}), 3, 'depth');
  const seat = game.toAct(state)[0]!;
  const legal = game.legalMoves(state, seat);
  assert.ok(legal.length > 1);
  // Counts the policy's calls; a policy share of 0 keeps it out of the playouts.
  const calls = (policyDepth?: number) => {
    let n = 0;
    const counting: Bot<unknown, unknown> = {
      name: 'counting',
      choose: (_v, moves) => {
        n++;
        return moves[0];
      },
    };
    const leaf = {
      ...LEAF_EVALUATIONS[game.id]!,
      policy: () => counting,
      policyShare: 0,
      policyBias: 3,
      policyDepth,
    };
    ismctsBot(facade, 'depth', { iterations: 200, leaf }).choose(
      game.view(state, seat),
      legal,
      seat,
    );
    return n;
  };
  assert.equal(calls(0), 1, 'depth 0: the root only, once');
  const everywhere = calls(undefined);
  assert.ok(everywhere > 20, `every new node asks the policy (${everywhere} calls)`);
  assert.ok(calls(1) > 1 && calls(1) < everywhere, 'depth 1: the root and its children');
});

test('moon: at 4 players the prospects rank a heuristic seat above three random seats, and a Heart token counts one', () => {
  const game = GAMES.find((g) => g.id === 'moon')!;
  const leaf = LEAF_EVALUATIONS[game.id]!;
  for (let deal = 0; deal < 3; deal++) {
    const heuristicSeat = (deal + 1) % 4;
    const bots = Array.from({ length: 4 }, (_, s) =>
      s === heuristicSeat
        ? makeBot('heuristic', game, `moon-h-${deal}`)
        : makeBot('random', game, `moon-r-${deal}-${s}`),
    );
    const state = playFor(game, bots, `moon-leaf-${deal}`, 80);
    assert.equal(game.result(state), null, 'still playing');
    const views = Array.from({ length: 4 }, (_, s) => game.view(state, s));
    const prospects = views.map((v, s) => leaf.prospects(v, s));
    for (let s = 0; s < 4; s++)
      if (s !== heuristicSeat)
        assert.ok(
          prospects[heuristicSeat]! > prospects[s]!,
          `deal ${deal}: heuristic seat ${heuristicSeat} ${prospects[heuristicSeat]} vs ${s} ${prospects[s]}`,
        );
    // Three more Heart tokens for one seat, in every seat's view: that seat's prospects rise by
    // three, the others' stay as they were.
    const richer = (deal + 2) % 4;
    views.forEach((v, s) => {
      const view = v as { hearts: number[] };
      const hearts = view.hearts.slice();
      hearts[richer] = hearts[richer]! + 3;
      const after = leaf.prospects({ ...view, hearts }, s);
      close(after - prospects[s]!, s === richer ? 3 : 0, `deal ${deal}, seat ${s}`);
    });
  }
});
