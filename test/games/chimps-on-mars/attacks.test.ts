// Events, power-ups and the Banana: rulings CM-6, CM-7, CM-8, and the event effects variant.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rng } from '../../../src/engine/rng.ts';
import { makeRecord, replay } from '../../../src/engine/record.ts';
import {
  c,
  card,
  game,
  legal,
  play,
  playAll,
  refused,
  setHand,
  setLaunch,
  stackPile,
  table,
} from './helpers.ts';

test('CM-6: two different crew kinds discard the Event and both crew, at once and for free', () => {
  let s = table();
  setLaunch(s, 0, [card('chimp'), card('duck'), card('solar-flare')]);
  setHand(s, 0, [card('tortoise'), card('duck', 1)]);
  s = play(s, 0, `play ${c(card('tortoise'))}`);
  assert.deepEqual(s.launch[0], [card('chimp')]);
  assert.ok(
    [card('solar-flare'), card('duck'), card('tortoise')].every((id) => s.discard.includes(id)),
  );
  assert.deepEqual(s.actions, ['play'], 'the removal is no action');
});

test('CM-6: two crew of one kind do not remove an Event', () => {
  let s = table();
  setLaunch(s, 0, [card('duck'), card('dust-storm')]);
  setHand(s, 0, [card('duck', 1)]);
  s = play(s, 0, `play ${c(card('duck', 1))}`);
  assert.equal(s.launch[0]!.length, 3);
});

test('CM-6: a matching Booster and Spaceship discard the Event only; unmatched ones do not', () => {
  let s = table();
  setLaunch(s, 0, [card('booster:red-comet'), card('engine-failure')]);
  setHand(s, 0, [card('spaceship:blue-nebula'), card('spaceship:red-comet')]);
  s = play(s, 0, `play ${c(card('spaceship:blue-nebula'))}`);
  assert.ok(s.launch[0]!.includes(card('engine-failure')));
  s = playAll(s, [
    [0, 'end'],
    [2, 'draw'],
    [2, 'end'],
    [1, 'draw'],
    [1, 'end'],
  ]);
  s = play(s, 0, `play ${c(card('spaceship:red-comet'))}`);
  assert.deepEqual(s.launch[0], [
    card('booster:red-comet'),
    card('spaceship:blue-nebula'),
    card('spaceship:red-comet'),
  ]);
  // An Event that arrives where a pair already lies is removed the moment it arrives.
  stackPile(s, [card('dust-storm')]);
  s = play(s, 0, 'draw');
  assert.ok(!s.launch[0]!.includes(card('dust-storm')));
});

test('CM-6, CM-8: a Banana played in your turn discards your Event, is free, and shields you', () => {
  let s = table();
  setLaunch(s, 0, [card('chimp'), card('meteor-shower')]);
  setHand(s, 0, [card('banana')]);
  s = play(s, 0, 'banana');
  assert.deepEqual(s.launch[0], [card('chimp')]);
  assert.deepEqual(s.actions, []);
  assert.equal(s.shielded[0], true);
  // Events drawn while shielded are discarded at once.
  stackPile(s, [card('dust-storm')]);
  s = play(s, 0, 'draw');
  assert.deepEqual(s.launch[0], [card('chimp')]);
  assert.equal(s.discard.at(-1), card('dust-storm'));
});

test('CM-7 Swap scenario: exchange with a face-down card, which lands face up; Events may be swapped', () => {
  let s = table();
  setHand(s, 0, [card('swap')]);
  setLaunch(s, 0, [card('dust-storm'), card('duck')]);
  setLaunch(s, 2, [card('chimp'), card('booster')], card('booster'));
  // Seat 0 gives its Event for seat 3's face-down card.
  assert.ok(legal(s, 0).includes(`swap ${c(card('dust-storm'))} p3:down`));
  s = play(s, 0, `swap ${c(card('dust-storm'))} p3:down`);
  assert.deepEqual(game.toAct(s), [2], 'the target answers first');
  s = play(s, 2, 'allow');
  assert.deepEqual(s.launch[0], [card('duck'), card('booster')]);
  assert.deepEqual(s.launch[2], [card('chimp'), card('dust-storm')]);
  assert.equal(s.faceDown[2], -1);
  assert.equal(s.turn, 2, 'the power-up was the whole turn');
  assert.ok(s.discard.includes(card('swap')));
});

test('CM-7 Swap: no swap that would put a second Event in one area', () => {
  const s = table();
  setHand(s, 0, [card('swap')]);
  setLaunch(s, 0, [card('dust-storm'), card('duck')]);
  setLaunch(s, 1, [card('solar-flare'), card('chimp')]);
  const moves = legal(s, 0);
  assert.ok(moves.includes(`swap ${c(card('dust-storm'))} p2:${c(card('solar-flare'))}`));
  assert.ok(!moves.includes(`swap ${c(card('dust-storm'))} p2:${c(card('chimp'))}`));
  assert.ok(!moves.includes(`swap ${c(card('duck'))} p2:${c(card('solar-flare'))}`));
});

test('CM-7 Steal scenario: one non-Event card into your area, which needs a free slot', () => {
  let s = table();
  setHand(s, 0, [card('steal')]);
  setLaunch(s, 1, [card('ticket'), card('solar-flare')]);
  assert.ok(!legal(s, 0).includes(`steal p2:${c(card('solar-flare'))}`));
  s = playAll(s, [
    [0, `steal p2:${c(card('ticket'))}`],
    [1, 'allow'],
  ]);
  assert.deepEqual(s.launch[0], [card('ticket')]);
  assert.deepEqual(s.launch[1], [card('solar-flare')]);
  const full = table();
  setHand(full, 0, [card('steal')]);
  setLaunch(full, 0, [card('chimp'), card('booster'), card('duck'), card('tortoise')]);
  setLaunch(full, 1, [card('ticket')]);
  assert.ok(!legal(full, 0).some((m) => m.startsWith('steal')));
});

test("CM-7 Destroy scenario: discards an opponent's non-Event card, never your own", () => {
  let s = table();
  setHand(s, 0, [card('destroy')]);
  setLaunch(s, 0, [card('chimp')]);
  setLaunch(s, 1, [card('ticket'), card('solar-flare')]);
  const moves = legal(s, 0);
  assert.ok(!moves.includes(`destroy p1:${c(card('chimp'))}`));
  assert.ok(!moves.includes(`destroy p2:${c(card('solar-flare'))}`));
  assert.equal(refused(s, 0, `destroy p2:${c(card('solar-flare'))}`).rule, 'CM-7');
  s = playAll(s, [
    [0, `destroy p2:${c(card('ticket'))}`],
    [1, 'allow'],
  ]);
  assert.deepEqual(s.launch[1], [card('solar-flare')]);
  assert.ok(s.discard.includes(card('ticket')));
});

test("CM-7 Crocodile scenario: a stolen Crocodile lets its owner discard a card of the thief's area", () => {
  let s = table();
  setHand(s, 0, [card('steal')]);
  setLaunch(s, 0, [card('chimp'), card('booster')]);
  setLaunch(s, 1, [card('crocodile')]);
  s = playAll(s, [
    [0, `steal p2:${c(card('crocodile'))}`],
    [1, 'allow'],
  ]);
  assert.deepEqual(game.toAct(s), [1]);
  assert.ok(legal(s, 1).includes('revenge none'), 'the revenge is optional');
  s = play(s, 1, `revenge ${c(card('booster'))}`);
  s = play(s, 0, 'allow'); // the thief's Banana window (CM-8), here without a Banana
  assert.deepEqual(s.launch[0], [card('chimp'), card('crocodile')]);
  assert.equal(s.turn, 2);
});

test('CM-7 Crocodile: swapped away works too; destroyed does not', () => {
  let s = table();
  setHand(s, 0, [card('swap'), card('destroy')]);
  setLaunch(s, 0, [card('chimp')]);
  setLaunch(s, 1, [card('crocodile'), card('duck')]);
  s = playAll(s, [
    [0, `swap ${c(card('chimp'))} p2:${c(card('crocodile'))}`],
    [1, 'allow'],
  ]);
  assert.deepEqual(legal(s, 1), [`revenge ${c(card('crocodile'))}`, 'revenge none']);
  let d = table();
  setHand(d, 0, [card('destroy')]);
  setLaunch(d, 0, [card('chimp')]);
  setLaunch(d, 1, [card('crocodile')]);
  d = playAll(d, [
    [0, `destroy p2:${c(card('crocodile'))}`],
    [1, 'allow'],
  ]);
  assert.equal(d.turn, 2, 'no revenge after Destroy');
});

test("CM-8: the Crocodile's revenge is an attack too: the attacker gets the Banana window", () => {
  const revenge = (attackerHand: number[]) => {
    let s = table();
    setHand(s, 0, [card('steal'), ...attackerHand]);
    setLaunch(s, 0, [card('chimp'), card('booster')]);
    setLaunch(s, 1, [card('crocodile')]);
    s = playAll(s, [
      [0, `steal p2:${c(card('crocodile'))}`],
      [1, 'allow'],
      [1, `revenge ${c(card('booster'))}`],
    ]);
    return s;
  };
  // The window opens whether or not the attacker holds a Banana, as for any attacked player.
  const without = revenge([card('duck')]);
  assert.deepEqual(game.toAct(without), [0]);
  assert.equal(without.pending[0]?.kind, 'reaction');
  assert.deepEqual(legal(without, 0), ['allow']);
  const allowed = play(without, 0, 'allow');
  assert.deepEqual(allowed.launch[0], [card('chimp'), card('crocodile')]);
  assert.ok(allowed.discard.includes(card('booster')));

  let s = revenge([card('banana')]);
  assert.deepEqual(legal(s, 0).sort(), ['allow', 'banana']);
  for (const viewer of [1, 2, 'spectator'] as const)
    assert.deepEqual(game.view(s, viewer).pending, game.view(without, viewer).pending);
  s = play(s, 0, 'banana');
  assert.deepEqual(s.launch[0], [card('chimp'), card('booster'), card('crocodile')], 'cancelled');
  assert.ok(s.discard.includes(card('banana')));
  assert.equal(s.shielded[0], true);
  assert.equal(s.turn, 2, "the attacker's turn is over, as after any power-up");
});

test('CM-8 reaction scenario: the target answers an attack with a Banana; the attack is cancelled', () => {
  let s = table();
  setHand(s, 0, [card('destroy')]);
  setHand(s, 1, [card('banana'), card('duck')]);
  setLaunch(s, 1, [card('ticket'), card('solar-flare')]);
  s = play(s, 0, `destroy p2:${c(card('ticket'))}`);
  assert.deepEqual(game.toAct(s), [1], 'a seat acts outside the turn order');
  assert.deepEqual(legal(s, 1).sort(), ['allow', 'banana']);
  assert.deepEqual(legal(s, 0), []);
  s = play(s, 1, 'banana');
  assert.deepEqual(s.launch[1], [card('ticket')], 'the Banana also discards the Event');
  assert.deepEqual(s.hands[1], [card('duck')]);
  assert.ok(s.discard.includes(card('destroy')) && s.discard.includes(card('banana')));
  assert.equal(s.turn, 2);
  // Protected until the start of seat 1's next turn: no attack may target it.
  setHand(s, 2, [card('steal')]);
  assert.ok(!legal(s, 2).some((m) => m.includes('p2:')));
  assert.equal(refused(s, 2, `steal p2:${c(card('ticket'))}`).code, 'shielded');
  s = playAll(s, [
    [2, 'draw'],
    [2, 'end'],
  ]);
  assert.equal(s.turn, 1);
  assert.equal(s.shielded[1], false);
});

test('CM-8: the window opens whether or not the target holds a Banana, and looks the same to others', () => {
  const attack = (withBanana: boolean) => {
    const s = table();
    setHand(s, 0, [card('destroy')]);
    setHand(s, 1, withBanana ? [card('banana'), card('duck')] : [card('tortoise'), card('duck')]);
    setLaunch(s, 1, [card('ticket')]);
    return play(s, 0, `destroy p2:${c(card('ticket'))}`);
  };
  const yes = attack(true);
  const no = attack(false);
  assert.deepEqual(game.toAct(no), [1]);
  assert.deepEqual(legal(no, 1), ['allow']);
  for (const viewer of [0, 2, 'spectator'] as const) {
    assert.deepEqual(game.view(yes, viewer), game.view(no, viewer));
    const lines = (s: typeof yes) => game.describe(s, 1, { type: 'allow' }, s, viewer);
    assert.deepEqual(lines(yes), lines(no), 'declining reads the same');
  }
  // Re-sampling the hidden hands from another seat's view changes nothing it or spectators see.
  const rng = new Rng('leak');
  for (const seat of [0, 2]) {
    const sampled = game.sample(game.view(yes, seat), seat, rng.state);
    assert.deepEqual(game.view(sampled, seat), game.view(yes, seat));
    assert.deepEqual(game.view(sampled, 'spectator'), game.view(yes, 'spectator'));
  }
});

test("hidden information: hands and the face-down card are the owner's alone until the end", () => {
  const s = table();
  setHand(s, 1, [card('chimp')]);
  setLaunch(s, 1, [card('booster'), card('ticket')], card('ticket'));
  const own = game.view(s, 1);
  assert.deepEqual(own.launch[1], [card('booster'), card('ticket')]);
  for (const v of [game.view(s, 0), game.view(s, 'spectator')]) {
    assert.equal(v.hands[1], null);
    assert.deepEqual(v.launch[1], [card('booster'), null]);
    assert.equal(v.faceDownAt[1], 1);
    assert.ok(!('pile' in v) && !('rng' in v));
  }
  const before = table();
  setHand(before, 0, [card('ticket')]);
  const after = play(before, 0, `play ${c(card('ticket'))} down`);
  const playDown = { type: 'play', card: card('ticket'), down: true } as const;
  const lines = game.describe(before, 0, playDown, after, 2);
  assert.ok(game.describe(before, 0, playDown, after, 0).some((l) => l.includes('Ticket')));
  assert.ok(
    lines.every((l) => !l.includes('Ticket')),
    lines.join(' / '),
  );
});

test('event effects: Dust Storm allows one action per turn', () => {
  let s = table(3, true);
  setLaunch(s, 0, [card('dust-storm')]);
  s = play(s, 0, 'draw');
  assert.equal(s.turn, 2);
  const off = table(3, false);
  setLaunch(off, 0, [card('dust-storm')]);
  assert.equal(play(off, 0, 'draw').turn, 0, 'without the variant two actions remain');
});

test('event effects: Solar Flare turns the face-down card up and bars playing face down', () => {
  let s = table(3, true);
  setLaunch(s, 0, [card('chimp'), card('booster')], card('booster'));
  setHand(s, 0, [card('ticket')]);
  stackPile(s, [card('solar-flare')]);
  s = play(s, 0, 'draw');
  assert.equal(s.faceDown[0], -1);
  assert.ok(!legal(s, 0).includes(`play ${c(card('ticket'))} down`));
  assert.ok(legal(s, 0).includes(`play ${c(card('ticket'))}`));
});

test('event effects: Meteor Shower costs a launch card on arrival, even by Swap', () => {
  let s = table(3, true);
  setLaunch(s, 0, [card('chimp'), card('duck')]);
  stackPile(s, [card('meteor-shower')]);
  s = play(s, 0, 'draw');
  assert.deepEqual(legal(s, 0), [`meteor ${c(card('chimp'))}`]);
  s = play(s, 0, `meteor ${c(card('chimp'))}`);
  assert.deepEqual(s.launch[0], [card('duck'), card('meteor-shower')]);
  assert.equal(s.turn, 0, 'the draw was one action; one more may follow');
  // Swapped to seat 2, who has no launch card left to lose.
  setHand(s, 0, [card('swap')]);
  s.actions = [];
  s.fresh = true;
  setLaunch(s, 2, [card('tortoise', 0)]);
  s = playAll(s, [[0, `swap ${c(card('meteor-shower'))} p3:${c(card('tortoise'))}`]]);
  s = play(s, 2, 'allow');
  // Seat 0 now holds Duck + Tortoise, no Event; seat 2 holds the Meteor Shower.
  assert.deepEqual(legal(s, 2), ['meteor none']);
  s = play(s, 2, 'meteor none');
  assert.equal(s.turn, 2);
});

test('event effects: Engine Failure bars Boosters and Spaceships', () => {
  const s = table(3, true);
  setLaunch(s, 0, [card('engine-failure')]);
  setHand(s, 0, [card('booster'), card('spaceship:blue-nebula'), card('chimp')]);
  const moves = legal(s, 0);
  assert.ok(!moves.some((m) => m === `play ${c(card('booster'))}`));
  assert.ok(moves.includes(`play ${c(card('chimp'))}`));
  assert.equal(refused(s, 0, `play ${c(card('booster'))}`).code, 'engine-failure');
});

test('CM-8: records replay a seat acting outside the turn order, and refuse the turn player answering for it', () => {
  const s = table();
  setHand(s, 0, [card('destroy')]);
  setLaunch(s, 1, [card('ticket')]);
  const next = play(s, 0, `destroy p2:${c(card('ticket'))}`);
  assert.equal(refused(next, 0, 'allow').code, 'not-your-turn');
  assert.equal(refused(next, 2, 'allow').code, 'not-your-turn');
  const seed = 'out-of-turn';
  const st = game.setup({ eventEffects: false }, 3, seed);
  const rng = new Rng(seed);
  const moves: { seat: number; move: string }[] = [];
  let reactions = 0;
  while (game.toAct(st).length > 0) {
    const seat = game.toAct(st)[0]!;
    if (seat !== st.turn) reactions++;
    const m = rng.pick(game.legalMoves(st, seat));
    moves.push({ seat, move: game.encodeMove(m) });
    game.play(st, seat, m);
  }
  assert.ok(reactions > 0, 'the seeded game has answers out of turn');
  const out = replay(game, makeRecord(game.id, {}, 3, seed, moves));
  assert.ok(out.ok);
  if (out.ok) assert.deepEqual(out.state, st);
});
