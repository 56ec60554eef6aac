// Moon solo (1 player), the project's own reading of the spec's solo proposal (§2.10): four
// face-up hands with an Expedition each, a turn per hand, the Rival's reveals and scoring, the
// hand it removes, flags against it, and the final result against it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { flagWinner } from '../../../src/games/moon/counting.ts';
import { finalScores, scoreEra } from '../../../src/games/moon/era.ts';
import { SOLO } from '../../../src/games/moon/rules-data.ts';
import { FLAGS } from '../../../src/games/moon/vocabulary.ts';
import { bases, cardId, game, legal, lib, play, settle, table } from './helpers.ts';

const solo = (seed = 'solo') => table(1, seed);

test('solo §2.10 setup: four face-up hands of two, each with an Era I Expedition; no First Expedition; 3+ cards play', () => {
  const s = solo();
  assert.ok(s.solo);
  assert.equal(s.solo.hands.length, SOLO.hands);
  assert.ok(s.solo.hands.every((h) => h.length === SOLO.handSize));
  assert.ok(s.solo.expeditions.every((e) => lib.expedition[e]?.era === 1));
  assert.equal(s.firstExpedition, -1);
  assert.ok(
    lib.cards.filter((c) => lib.expedition[c.id]?.era === 0).every((c) => s.boxed.includes(c.id)),
  );
  assert.ok(!s.boxed.some((id) => lib.structure[id]), 'no Structure marked 3+ is left out');
  assert.equal(s.discard.length, 1);
  assert.deepEqual(s.solo.tableau, []);
  // The turn starts with the choice of a hand; the hands are public, to spectators too.
  assert.equal(s.decision?.kind, 'hand');
  assert.deepEqual(legal(s, 0), ['choose h1', 'choose h2', 'choose h3', 'choose h4']);
  assert.deepEqual(game.view(s, 'spectator').solo?.hands, s.solo.hands);
  assert.equal(game.parseOptions({}).ok && game.minPlayers, 1);
});

test('solo §2.10: a turn with the chosen hand, then the Rival reveals the top card and scores by colour, at most X + 1', () => {
  let s = solo();
  const [a, b] = s.solo!.hands[1]!;
  s = play(s, 0, 'choose h2');
  assert.deepEqual(s.hands[0], [a, b], 'the hand is in play');
  assert.deepEqual(s.solo!.hands[1], []);
  const top = s.stacks[0]!.at(-1)!;
  s = play(s, 0, `assim c${a! + 1}`, 'end');
  assert.deepEqual(s.solo!.tableau, [top], 'the Rival takes the top card of the Era stack');
  assert.deepEqual(s.solo!.hands[1], [b], 'the hand lies face up again, one card left');
  assert.equal(s.solo!.played[1], true);
  assert.ok(!legal(s, 0).includes('choose h2'), 'one turn per hand in a round');

  // Scoring: a Heart per card of that colour it already has, capped at X + 1 (4 in Era I).
  const t = solo('cap');
  const blue = [cardId('Solar Panels'), cardId('Solar Panels', 1), cardId('Solar Panels', 2)];
  const more = [cardId('Ice Vapers'), cardId('Ice Vapers', 1), cardId('Ice Vapers', 2)];
  const stack = t.stacks[0]!;
  const lift = (id: number) => {
    for (const list of [stack, ...t.solo!.hands, t.discard]) {
      const i = list.indexOf(id);
      if (i >= 0) list.splice(i, 1);
    }
  };
  for (const id of [...blue, ...more.slice(0, 2)]) lift(id);
  t.solo!.tableau = [...blue, ...more.slice(0, 2)]; // five blue cards already
  lift(more[2]!);
  stack.push(more[2]!);
  let u = play(t, 0, 'choose h1');
  u = play(u, 0, `assim c${u.hands[0]![0]! + 1}`, 'end');
  assert.equal(u.solo!.hearts, 4, 'five blue cards, but X + 1 = 4');
});

test('solo §2.10: after round A the Rival removes the hand with the dearest card; round B plays the other three; 7 turns an Era', () => {
  let s = solo('rounds');
  const turns: number[] = [];
  const monument = cardId('Monument'); // an Era II card costing 3, dearer than any Era I card
  for (let turn = 0; turn < 4; turn++) {
    // The last open hand of a round is taken without asking.
    const open = legal(s, 0).filter((m) => m.startsWith('choose h'));
    if (open.length > 0) s = play(s, 0, open[0]!);
    else assert.equal(turn, 3);
    turns.push(s.solo!.current);
    if (turn === 3) {
      // Make the last hand played leave the dearest card behind in hand 3.
      s.solo!.hands[2]!.push(monument);
      s.stacks[1]!.splice(s.stacks[1]!.indexOf(monument), 1);
    }
    s = play(s, 0, `assim c${s.hands[0]![0]! + 1}`, 'end');
  }
  assert.deepEqual(turns, [0, 1, 2, 3]);
  assert.equal(s.round, 2);
  assert.equal(s.solo!.removed, 2, 'the hand holding the Monument');
  assert.deepEqual(s.solo!.hands[2], []);
  assert.ok(s.discard.includes(monument), 'its cards go to the discard pile');
  assert.deepEqual(legal(s, 0), ['choose h1', 'choose h2', 'choose h4']);
  for (let turn = 0; turn < 3; turn++) {
    const only = legal(s, 0)[0]!;
    if (only.startsWith('choose')) s = play(s, 0, only);
    s = play(s, 0, `assim c${s.hands[0]![0]! + 1}`, 'end');
  }
  assert.equal(s.era, 2, 'the Era ended after 7 turns');
  assert.equal(s.solo!.tableau.length, 7, 'a Rival turn after each of them');
  assert.ok(
    s.solo!.hands.every((h) => h.length === SOLO.handSize),
    'Era II hands dealt',
  );
});

test('solo §2.10 and MN-3: flags against the Rival; in a tie it counts 2 Rovers; a flag it wins scores for it', () => {
  const s = solo('flags');
  bases(s, ['Base A']); // Housing and Water: no Industry
  s.solo!.tableau = [cardId('Workshop')]; // the Rival: Industry 1
  settle(s, 0, 'Workshop', 1); // the player: Industry 1
  s.rovers[0] = 2; // tied on flags and on Rovers: nobody wins
  assert.equal(flagWinner(lib, s, 'Ind'), -1);
  s.rovers[0] = 3;
  assert.equal(flagWinner(lib, s, 'Ind'), 0);
  s.rovers[0] = 1;
  assert.equal(flagWinner(lib, s, 'Ind'), 1, 'the Rival (index `players`) wins the tie');
  const before = [s.hearts[0]!, s.solo!.hearts];
  const pot = s.flagHearts[FLAGS.indexOf('Ind')]!;
  scoreEra(lib, s);
  assert.equal(s.solo!.hearts, before[1]! + pot, 'the Industry Hearts go to the Rival');
  assert.equal(s.flagHearts[FLAGS.indexOf('Ind')], 4, 'claimed, then refilled for Era II');
  assert.ok(s.hearts[0]! >= before[0]!, 'Housing is the player’s');
});

test('solo §2.10: the final score is your Hearts; the Rival places by its own, a tie shares first', () => {
  const s = solo('end');
  s.hearts[0] = 70;
  s.solo!.hearts = 80;
  let r = finalScores(lib, s);
  assert.deepEqual(r.ranking, [2]);
  assert.deepEqual(r.opponent, { name: 'the Rival', score: 80 });
  s.solo!.hearts = r.scores[0]!;
  r = finalScores(lib, s);
  assert.deepEqual(r.ranking, [1], 'a tie shares the first place');
  s.solo!.hearts = 0;
  assert.deepEqual(finalScores(lib, s).ranking, [1]);
});

test('solo: a whole game ends after three Eras with 21 turns and a result against the Rival', () => {
  const s = solo('whole');
  let turns = 0;
  while (!s.over) {
    const moves = game.legalMoves(s, 0);
    const pick =
      moves.find((m) => m.type === 'assimilate') ??
      moves.find((m) => m.type === 'end') ??
      moves[0]!;
    if (pick.type === 'end') turns++;
    game.play(s, 0, pick);
  }
  assert.equal(turns, 21);
  assert.ok(s.result?.opponent);
  assert.equal(s.result.scores.length, 1);
});
