// Moon's setup, its rulings MN-1..MN-6 and the rulebook's Era I scoring example, as scenarios.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rng } from '../../../src/engine/rng.ts';
import { checkCardSet } from '../../../src/games/moon/check.ts';
import { PROPOSAL } from '../../../src/games/moon/proposal.ts';
import type { CardSet } from '../../../src/games/moon/cards.ts';
import { FLAGS } from '../../../src/games/moon/vocabulary.ts';
import {
  bases,
  c,
  cardId,
  endEra,
  game,
  hand,
  legal,
  lib,
  play,
  refused,
  res,
  settle,
  supply,
  table,
  turnOf,
} from './helpers.ts';

test('the PROPOSAL card set is well formed and has the spec’s deck sizes', () => {
  assert.deepEqual(checkCardSet(PROPOSAL), []);
  const deck = (era: number) => PROPOSAL.structures.filter((s) => s.era === era);
  const copies = (era: number, marked = false) =>
    deck(era).reduce((n, s) => n + (marked ? s.marked : s.copies), 0);
  assert.deepEqual([copies(1), copies(2), copies(3)], [35, 34, 32]);
  assert.deepEqual([copies(1, true), copies(2, true), copies(3, true)], [6, 4, 0]);
  for (const era of [1, 2, 3])
    assert.equal(PROPOSAL.expeditions.filter((e) => e.era === era && e.marked).length, 2);
  assert.equal(PROPOSAL.reputations.length, 24);
});

test('a card set with an unknown effect or too few cards is not well formed', () => {
  const unknown = {
    ...PROPOSAL,
    id: 'broken',
    structures: PROPOSAL.structures.map((s) =>
      s.name === 'Charger' ? { ...s, flip: [{ do: 'teleport' }] } : s,
    ),
  } as unknown as CardSet;
  const problems = checkCardSet(unknown);
  assert.ok(problems.some((p) => p.includes('Charger') && p.includes('unknown effect')));
  const small: CardSet = {
    ...PROPOSAL,
    id: 'small',
    structures: PROPOSAL.structures.filter((s) => s.era !== 3 || s.colour !== 'yellow'),
  };
  assert.ok(checkCardSet(small).some((p) => p.includes('Era 3 deck')));
});

test('setup: hands, Expeditions, Reputations, Rovers, Flag Rewards and X by player count', () => {
  for (const players of [2, 3, 4, 5]) {
    const s = table(players, `setup-${players}`);
    const size = { 2: 8, 3: 7, 4: 7, 5: 6 }[players];
    for (const h of s.hands) assert.equal(h.length, size);
    assert.equal(s.reputations.length, 3 * Math.max(3, players));
    assert.deepEqual(s.rovers, new Array(players).fill(2));
    assert.deepEqual(s.flagHearts, [3, 3, 3, 3, 3]);
    assert.equal(s.x, 3);
    assert.equal(s.discard.length, 1, 'the Era starts a discard pile with one card');
    const first = lib.name[s.firstExpedition];
    assert.equal(first, players <= 3 ? 'First Expedition 2-3' : 'First Expedition 4-5');
    // Everyone but the First Expedition's holder gets an Era I Expedition.
    for (const e of s.handExpedition)
      assert.ok(e === s.firstExpedition || lib.expedition[e]?.era === 1);
    // The first Production phase: each Base's one resource.
    for (let seat = 0; seat < players; seat++)
      assert.equal(
        (s.supply[seat] as number[]).reduce((a, b) => a + b, 0),
        1,
      );
  }
  // Two players: the 3+ Base, 6 Expeditions and 6 + 4 Structures are boxed.
  const two = table(2, 'two');
  const marked = two.boxed.filter((id) => lib.cards[id]?.marked);
  assert.equal(marked.filter((id) => lib.base[id]).length, 1);
  assert.equal(marked.filter((id) => lib.expedition[id]).length, 6);
  assert.equal(marked.filter((id) => lib.structure[id]?.era === 1).length, 6);
  assert.equal(marked.filter((id) => lib.structure[id]?.era === 2).length, 4);
  assert.equal(two.stacks[0]!.length + 1 + 2 * 8, 29);
});

test('MN-1 the main action is compulsory, each optional action once, in any order', () => {
  let s = table(3);
  bases(s, ['Base A', 'Base B', 'Base D']);
  settle(s, 1, 'Solar Panels');
  settle(s, 2, 'Ice Vapers');
  hand(s, 0, ['Landing Strip', 'Ice Vapers']);
  turnOf(s, 0);
  assert.equal(refused(s, 0, 'end').rule, 'MN-1', 'no ending before the main action');
  // Park first, then construct.
  s = play(s, 0, `park ${c('Solar Panels')}`, `build ${c('Landing Strip')}`);
  const again = refused(s, 0, `park ${c('Ice Vapers')}`);
  assert.equal(again.code, 'rule-of-one');
  assert.equal(again.rule, 'MN-1');
  assert.equal(refused(s, 0, `assim ${c('Ice Vapers', 1)}`).rule, 'MN-1', 'one main action');
  s = play(s, 0, 'end');
  assert.notEqual(s.turn.seat, 0);
  assert.equal(refused(s, 0, 'end').code, 'not-your-turn');
});

test('MN-2 a parked Rover gives production at once, or lends flags for this turn, and belongs to the owner', () => {
  let s = table(3);
  bases(s, ['Base A', 'Base B', 'Base C']);
  const panels = settle(s, 1, 'Solar Panels');
  settle(s, 2, 'Landing Strip');
  hand(s, 0, ['Garage', 'Ice Vapers']);
  supply(s, 0, { M: 1 });
  turnOf(s, 0);
  assert.equal(refused(s, 0, `build ${c('Garage')}`).rule, 'MN-2', 'Garage needs Transport');
  s = play(s, 0, `park ${c('Landing Strip')}`);
  s = play(s, 0, `build ${c('Garage')}`);
  assert.equal(res(s, 0, 'M'), 0, 'Garage paid');
  assert.equal(s.rovers[0], 1 + 1, 'one Rover parked, one produced by the Garage');
  assert.equal(s.roverOn[cardId('Landing Strip')], 1);
  // Seat 1 parks on... nothing; seat 2's turn later: production from a blue card.
  s = play(s, 0, 'end');
  turnOf(s, 2);
  hand(s, 2, ['Ice Vapers']);
  supply(s, 2, {});
  s = play(s, 2, `park c${panels + 1}`);
  assert.equal(res(s, 2, 'E'), 1, 'Solar Panels produced for the parking player');
  // The Rovers go to the cards' owners at the end of the Era.
  const before = [...s.rovers];
  s = endEra(s, 2);
  assert.equal(s.rovers[1], (before[1] as number) + 1);
  assert.equal(s.rovers[2], (before[2] as number) + 1);
  assert.equal(s.roverOn[panels], 0);
});

test('MN-3 and the rulebook’s Era I scoring example: Rover tie-breaks and carried Hearts', () => {
  // Haakon (0), Nick (1), Dave (2).
  let s = table(3);
  bases(s, ['Base B', 'Base A', 'Base C']); // Haakon Industry, Nick Housing, Dave Food
  settle(s, 0, 'Observatory'); // Haakon Science
  settle(s, 0, 'Landing Strip'); // Haakon Transport
  settle(s, 1, 'Greenhouse'); // Nick Food
  settle(s, 2, 'Trailer Park'); // Dave Housing
  settle(s, 2, 'Landing Strip', 1); // Dave Transport
  const heartsCard = settle(s, 1, 'Junkyard');
  s.cardHearts[heartsCard] = 5; // Nick has five Heart tokens on his cards
  s.rovers = [2, 1, 1];
  s.hearts = [0, 0, 0];
  // Dave's third Rover is parked on his own card: it counts for ties (MN-3) and has come home
  // by scoring time anyway.
  s.roverOn[cardId('Trailer Park')] = 1;
  s = endEra(s, 1);
  const [ind, hou, tra, foo, sci] = FLAGS.map((_, i) => i);
  void [ind, hou, tra, foo, sci];
  assert.equal(s.hearts[0], 3 + 3, 'Haakon: Industry and Science');
  assert.equal(s.hearts[2], 3 + 3, 'Dave: Housing and Food on the Rover tie-break');
  assert.equal(s.hearts[1], 5, 'Nick scores the five Hearts on his card and keeps them there');
  assert.equal(s.cardHearts[heartsCard], 5);
  assert.equal(s.x, 2, 'one Heart leaves X');
  assert.deepEqual(s.flagHearts, [4, 4, 7, 4, 4], 'Transport was tied on Rovers: 3 + 4 = 7');
  assert.equal(s.era, 2);
});

test('MN-4 Distiller and LED Garden Hearts follow Food flags and Bio production', () => {
  let s = table(3);
  bases(s, ['Base C', 'Base A', 'Base B']);
  hand(s, 0, ['Distiller', 'Greenhouse']);
  supply(s, 0, { W: 2 });
  turnOf(s, 0);
  s = play(s, 0, `build ${c('Distiller')}`);
  assert.equal(s.cardHearts[cardId('Distiller')], 1, 'one Food flag on the Base');
  turnOf(s, 0);
  s = play(s, 0, `build ${c('Greenhouse')}`);
  assert.equal(s.cardHearts[cardId('Distiller')], 2, 'recomputed after the new Food flag');
  hand(s, 0, ['LED Garden', 'Algae Tanks']);
  supply(s, 0, { E: 1 });
  turnOf(s, 0);
  s = play(s, 0, `build ${c('LED Garden')}`);
  assert.equal(s.cardHearts[cardId('LED Garden')], 1, 'Base C produces 1 Bio');
  turnOf(s, 0);
  s = play(s, 0, `build ${c('Algae Tanks')}`);
  assert.equal(s.cardHearts[cardId('LED Garden')], 2, 'not Bio tokens: Bio production');
});

test('MN-5 hands and stacks are hidden; the rest is public; sampling keeps the view', () => {
  const s = table(4, 'views');
  const v = game.view(s, 1);
  assert.deepEqual(v.hands[1], s.hands[1]);
  assert.equal(v.hands[0], null);
  assert.deepEqual(v.stacks, [null, null, null]);
  assert.deepEqual(v.discard, s.discard);
  assert.deepEqual(v.settlements, s.settlements);
  assert.deepEqual(v.reputations, s.reputations);
  const sampled = game.sample(v, 1, new Rng('x').state);
  assert.deepEqual(game.view(sampled, 1), v);
  const spectator = game.view(s, 'spectator');
  assert.ok(spectator.hands.every((h) => h === null));
});

test('MN-6 two players keep one turn order for the whole Era; three follow the First Expedition', () => {
  const two = table(2, 'order');
  const starter = two.eraStarter;
  let s = two;
  for (let turn = 0; turn < 4; turn++) {
    const seat = s.turn.seat;
    assert.equal(seat, turn % 2 === 0 ? starter : 1 - starter, `turn ${turn}`);
    s = play(s, seat, `assim c${(s.hands[seat] as number[])[0]! + 1}`, 'end');
  }
  let t = table(3, 'order');
  const holder = t.handExpedition.indexOf(t.firstExpedition);
  assert.equal(t.turn.seat, holder);
  for (let turn = 0; turn < 3; turn++) {
    const seat = t.turn.seat;
    t = play(t, seat, `assim c${(t.hands[seat] as number[])[0]! + 1}`, 'end');
  }
  // Hands passed left: the First Expedition's new holder starts round 2.
  assert.equal(t.round, 2);
  assert.equal(t.turn.seat, (holder + 1) % 3);
  assert.ok(legal(t, t.turn.seat).length > 0);
});

test('MN-5 a seat searching a stack sees it; nobody else does', () => {
  let s = table(3, 'search-view');
  turnOf(s, 0);
  settle(s, 0, 'Printer');
  supply(s, 0, { M: 1 });
  s = play(s, 0, `flip ${c('Printer')}`);
  const mine = game.view(s, 0);
  assert.deepEqual(mine.stacks[0], s.stacks[0], 'the searcher looks through the stack');
  assert.equal(game.view(s, 1).stacks[0], null);
  const sampled = game.sample(mine, 0, new Rng('y').state);
  assert.deepEqual(sampled.stacks[0], s.stacks[0]);
  assert.deepEqual(game.view(sampled, 0), mine);
});

test('MN-6 two players: the first player changes at every Era, and each Era keeps its order', () => {
  for (const seed of ['mn6-a', 'mn6-b', 'mn6-c', 'mn6-d', 'mn6-e']) {
    const s = table(2, seed);
    const rng = new Rng(`${seed}/moves`);
    // The seats whose turns start, by Era and round, in the order they come.
    const turns: Record<string, number[]> = {};
    const starters: number[] = [];
    let seen = -1;
    while (!s.over) {
      if (s.turnCount !== seen && s.decision === null) {
        seen = s.turnCount;
        if (starters.length < s.era) starters.push(s.eraStarter);
        (turns[`${s.era}/${s.round}`] ??= []).push(s.turn.seat);
      }
      const [seat] = game.toAct(s);
      game.play(s, seat as number, rng.pick(game.legalMoves(s, seat as number)));
    }
    assert.equal(starters.length, 3);
    assert.notEqual(starters[1], starters[0], `${seed}: Era II has a new first player`);
    assert.notEqual(starters[2], starters[1], `${seed}: Era III has a new first player`);
    for (const [key, seats] of Object.entries(turns)) {
      const starter = starters[Number(key.split('/')[0]) - 1] as number;
      // Every round of an Era follows the Era's order: its first player, then the other.
      const order = [starter, 1 - starter].filter((p) => seats.includes(p));
      assert.deepEqual(seats, order, `${seed}: round ${key} keeps the Era's order`);
    }
  }
});

test('option psychic=false leaves the Psychic Expedition (a stretch-goal card) out of Era II', () => {
  const psychic = cardId('Psychic Expedition');
  const on = game.parseOptions({});
  const off = game.parseOptions({ psychic: false });
  assert.ok(on.ok && off.ok);
  if (!on.ok || !off.ok) return;
  assert.equal(on.value.psychic, true, 'played with it by default, as before');
  for (const players of [2, 3, 5]) {
    const withIt = game.setup(on.value, players, `psychic-${players}`);
    const without = game.setup(off.value, players, `psychic-${players}`);
    assert.ok(withIt.expeditionDecks[1]!.includes(psychic));
    assert.ok(!without.expeditionDecks.some((d) => d.includes(psychic)));
    assert.ok(without.boxed.includes(psychic), 'boxed, in public, with the other unused cards');
    assert.equal(without.expeditionDecks[1]!.length, withIt.expeditionDecks[1]!.length - 1);
  }
});
