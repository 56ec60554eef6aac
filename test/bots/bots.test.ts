// Every bot finishes seeded games of every game and player count without an illegal move, and
// the same seeds give the same moves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HEURISTICS, makeBot, parseBotSpec, rankRewards } from '../../src/bots/index.ts';
import { optionCombinations, optionsOrThrow } from '../../src/engine/index.ts';
import type { AnyGame } from '../../src/engine/index.ts';
import { findGame, GAMES } from '../../src/games/index.ts';

/** Plays one game through `apply` (which refuses illegal moves); returns the moves played. */
function playGame(game: AnyGame, specs: readonly string[], combo: number, seed: string): string[] {
  const combos = optionCombinations(game);
  const options = optionsOrThrow(game, combos[combo % combos.length]!);
  const players = specs.length;
  const bots = specs.map((spec, seat) => makeBot(spec, game, `${seed}/${seat}`));
  let state = game.setup(options, players, seed);
  const moves: string[] = [];
  const bound = game.maxMoves(players, options);
  while (game.toAct(state).length > 0) {
    assert.ok(moves.length < bound, 'the game ends within its bound');
    const seat = game.toAct(state)[0]!;
    const legal = game.legalMoves(state, seat);
    const move = bots[seat]!.choose(game.view(state, seat), legal, seat);
    assert.ok(legal.includes(move), 'the bot returns one of the moves it was given');
    const next = game.apply(state, seat, move);
    if (!next.ok) assert.fail(`${specs[seat]} played an illegal move: ${next.error.message}`);
    state = next.value;
    moves.push(game.encodeMove(move));
  }
  assert.ok(game.result(state));
  return moves;
}

const GAMES_PER_COUNT: Record<string, number> = { random: 40, heuristic: 70, 'ismcts:8': 2 };

for (const game of GAMES) {
  for (const spec of Object.keys(GAMES_PER_COUNT)) {
    if (spec === 'heuristic' && !HEURISTICS[game.id]) continue;
    test(`${game.id}: ${spec} bots finish seeded games at every player count`, () => {
      for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
        for (let i = 0; i < GAMES_PER_COUNT[spec]!; i++) {
          // Half the seats are random bots so the bot meets other styles too.
          const specs = Array.from({ length: players }, (_, s) =>
            (s + i) % 2 === 0 ? spec : 'random',
          );
          playGame(game, specs, i, `${spec}/${players}/${i}`);
        }
      }
    });
  }

  test(`${game.id}: the same seeds give the same moves, other seeds other moves`, () => {
    const specs = ['ismcts:6', HEURISTICS[game.id] ? 'heuristic' : 'random', 'random'].slice(
      0,
      Math.max(game.minPlayers, Math.min(3, game.maxPlayers)),
    );
    const a = playGame(game, specs, 0, 'same');
    assert.deepEqual(playGame(game, specs, 0, 'same'), a);
    assert.notDeepEqual(playGame(game, specs, 0, 'other'), a);
  });
}

test('bot specs: levels, iteration counts, and clear errors', () => {
  const mm = { id: 'monkeys-on-the-moon', name: 'Monkeys on the Moon' };
  assert.deepEqual(parseBotSpec('ismcts:hard', mm), {
    ok: true,
    value: { kind: 'ismcts', level: 'hard', iterations: 2000 },
  });
  assert.deepEqual(parseBotSpec('ismcts:300'), {
    ok: true,
    value: { kind: 'ismcts', level: null, iterations: 300 },
  });
  assert.equal(parseBotSpec('ismcts:0').ok, false);
  const unknown = parseBotSpec('genius');
  assert.equal(!unknown.ok && unknown.error.code, 'unknown-bot');
  // Casual is every game's level: a game without a heuristic bot of its own accepts it too.
  const none = parseBotSpec('heuristic', { id: 'no-such-game', name: 'Nowhere' });
  assert.deepEqual(none, { ok: true, value: { kind: 'heuristic' } });
});

test('a game without a heuristic bot plays Casual as a short IS-MCTS search', () => {
  // Monkeys on the Moon under another id: the registry of heuristic bots does not know it.
  const game = { ...findGame('monkeys-on-the-moon')!, id: 'monkeys-without-heuristic' };
  const bot = makeBot('heuristic', game, 'casual');
  assert.equal(bot.name, 'heuristic');
  const state = game.setup(optionsOrThrow(game, {}), 3, 'casual');
  const seat = game.toAct(state)[0] as number;
  const legal = game.legalMoves(state, seat);
  const chosen = bot.choose(game.view(state, seat), legal, seat);
  assert.ok(legal.includes(chosen), 'the stand-in chooses one of the legal moves');
});

test('IS-MCTS rewards: one point per seat beaten, half per seat tied', () => {
  assert.deepEqual(rankRewards([1, 2, 2, 4]), [1, 0.5, 0.5, 0]);
  assert.deepEqual(rankRewards([2, 1]), [0, 1]);
  assert.deepEqual(rankRewards([1, 1, 3]), [0.75, 0.75, 0]);
  // Solo: the game's own opponent (Moon's Rival) is the seat to beat.
  assert.deepEqual(rankRewards([2], { scores: [60], opponent: 66 }), [0]);
  assert.deepEqual(rankRewards([1], { scores: [66], opponent: 66 }), [0.5]);
  assert.deepEqual(rankRewards([1], { scores: [70], opponent: 66 }), [1]);
});
