// Setup, the turn and the win: rulings CM-1 .. CM-5 and CM-9.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { abandonedReason } from '../../../src/engine/glossary.ts';
import { CARD_COUNT, isEvent } from '../../../src/games/chimps-on-mars/data.ts';
import {
  c,
  card,
  game,
  inOrder,
  legal,
  play,
  playAll,
  refused,
  setHand,
  setLaunch,
  stackPile,
  table,
} from './helpers.ts';

test('CM-1: four cards each and no Event in any hand; all 52 cards in play; the first player is seeded', () => {
  const firsts = new Set<number>();
  for (let i = 0; i < 20; i++) {
    const s = game.setup({ eventEffects: false }, 5, `setup-${i}`);
    firsts.add(s.turn);
    for (const h of s.hands) {
      assert.equal(h.length, 4);
      assert.ok(h.every((id) => !isEvent(id)));
    }
    assert.equal(s.pile.length + s.hands.flat().length, CARD_COUNT);
    assert.deepEqual(game.setup({ eventEffects: false }, 5, `setup-${i}`), s);
  }
  assert.ok(firsts.size > 1, 'the first player varies with the seed');
});

test('CM-1: play passes counter-clockwise, to the seat on the right (seat - 1)', () => {
  let s = table(4);
  s.turn = 1;
  setHand(s, 1, [card('duck')]);
  s = playAll(s, [
    [1, `discard ${c(card('duck'))}`],
    [1, 'end'],
  ]);
  assert.equal(s.turn, 0);
  s = playAll(s, [
    [0, 'draw'],
    [0, 'end'],
  ]);
  assert.equal(s.turn, 3);
});

test('CM-2, CM-3: the launch order is Chimp, Booster, Spaceship, Landing Ticket; rearranging at the start of the turn wins', () => {
  let s = table();
  // Models need not match (CM-2).
  setLaunch(s, 0, [
    card('ticket'),
    card('spaceship:blue-nebula'),
    card('booster:red-comet'),
    card('chimp'),
  ]);
  assert.equal(game.result(s), null);
  s = play(s, 0, inOrder(s, 0));
  assert.equal(s.result?.winner, 0);
  assert.deepEqual(game.result(s)?.ranking, [1, 2, 2]);
});

test('CM-3: the fourth card played in place wins at once; played out of place it waits for the next turn', () => {
  let s = table();
  setLaunch(s, 0, [card('chimp'), card('booster'), card('spaceship')]);
  setHand(s, 0, [card('ticket')]);
  s = play(s, 0, `play ${c(card('ticket'))}`);
  assert.equal(s.result?.winner, 0);

  let t = table();
  setLaunch(t, 0, [card('chimp'), card('booster'), card('ticket')]);
  setHand(t, 0, [card('spaceship')]);
  t = play(t, 0, `play ${c(card('spaceship'))}`);
  assert.equal(game.result(t), null, 'C B T S is not in order');
  t = playAll(t, [
    [0, 'end'],
    [2, 'draw'],
    [2, 'end'],
    [1, 'draw'],
    [1, 'end'],
  ]);
  assert.equal(t.turn, 0);
  t = play(t, 0, inOrder(t, 0));
  assert.equal(t.result?.winner, 0);
});

test("CM-3: no win with an Event or a fifth card, and never in another player's turn", () => {
  const s = table();
  setLaunch(s, 0, [
    card('chimp'),
    card('booster'),
    card('spaceship'),
    card('ticket'),
    card('dust-storm'),
  ]);
  for (const m of legal(s, 0).filter((m) => m.startsWith('arrange ')))
    assert.equal(game.result(play(s, 0, m)), null, `${m} does not land with an Event there`);
  assert.equal(game.result(play(s, 0, 'draw')), null);
  // Seat 3 swaps the missing Ticket into seat 1's area: seat 1 wins only at its own turn start.
  let t = table(4);
  setLaunch(t, 1, [card('chimp'), card('booster'), card('spaceship'), card('duck')]);
  setLaunch(t, 3, [card('ticket')]);
  setHand(t, 3, [card('swap')]);
  t.turn = 3;
  t = playAll(t, [
    [3, `swap ${c(card('ticket'))} p2:${c(card('duck'))}`],
    [1, 'allow'],
  ]);
  assert.equal(t.turn, 2);
  assert.equal(game.result(t), null, "not in the swapper's turn, nor in seat 2's");
  t = playAll(t, [
    [2, 'draw'],
    [2, 'end'],
  ]);
  assert.equal(t.result?.winner, 1, 'in order already at the start of its turn');
});

test('CM-4: one or two different actions; the turn ends after two', () => {
  let s = table();
  setHand(s, 0, [card('chimp'), card('duck')]);
  s = play(s, 0, 'draw');
  assert.equal(refused(s, 0, 'draw').code, 'action-used');
  s = play(s, 0, `play ${c(card('chimp'))}`);
  assert.equal(s.turn, 2, 'two actions end the turn');
  assert.ok(
    legal(s, 2).every((m) => m !== 'end'),
    'no end before an action',
  );
  assert.equal(refused(s, 2, 'end').rule, 'CM-4');
});

test('CM-4: no draw holding 4 cards; launch area 4 cards, 6 with an Event; one card face down', () => {
  let s = table();
  setHand(s, 0, [card('chimp'), card('booster'), card('duck'), card('tortoise')]);
  assert.equal(refused(s, 0, 'draw').code, 'hand-full');
  setLaunch(s, 0, [
    card('chimp', 1),
    card('ticket'),
    card('booster:blue-nebula'),
    card('spaceship:silver-orbit'),
  ]);
  assert.equal(refused(s, 0, `play ${c(card('duck'))}`).code, 'launch-full');
  setLaunch(s, 0, [
    card('chimp', 1),
    card('ticket'),
    card('booster:blue-nebula'),
    card('spaceship:silver-orbit'),
    card('solar-flare'),
  ]);
  s = play(s, 0, `play ${c(card('chimp'))} down`);
  assert.equal(s.faceDown[0], card('chimp'));
  assert.equal(s.launch[0]!.length, 6);
  assert.ok(
    !legal(s, 0).some((m) => m.startsWith('play')),
    'full at 6, and a card is already face down',
  );
});

test('CM-4: a drawn Event goes into the launch area as the draw; a second one goes under the main pile', () => {
  let s = table();
  stackPile(s, [card('meteor-shower'), card('dust-storm')]);
  s = play(s, 0, 'draw');
  assert.deepEqual(s.launch[0], [card('dust-storm')]);
  assert.deepEqual(s.hands[0], []);
  assert.equal(refused(s, 0, 'draw').code, 'action-used');
  s = playAll(s, [
    [0, 'end'],
    [2, 'draw'],
    [2, 'end'],
    [1, 'draw'],
    [1, 'end'],
  ]);
  stackPile(s, [card('meteor-shower')]);
  s = play(s, 0, 'draw');
  assert.equal(s.pile[0], card('meteor-shower'));
  assert.deepEqual(game.view(s, 'spectator').pileBottom, [card('meteor-shower')]);
});

test('CM-4: a power-up instead of actions, not after them; a player with an Event may pass', () => {
  let s = table();
  setHand(s, 0, [card('destroy'), card('duck')]);
  setLaunch(s, 1, [card('chimp')]);
  s = play(s, 0, `discard ${c(card('duck'))}`);
  assert.equal(refused(s, 0, `destroy p2:${c(card('chimp'))}`).code, 'power-up-instead');
  let t = table();
  setLaunch(t, 0, [card('engine-failure')]);
  assert.ok(legal(t, 0).includes('end'));
  t = play(t, 0, 'end');
  assert.equal(t.turn, 2);
});

test('CM-5: a launch card discarded goes to the discard pile, never back to a hand', () => {
  let s = table();
  setLaunch(s, 0, [card('chimp'), card('booster')], card('booster'));
  setHand(s, 0, []);
  assert.ok(legal(s, 0).includes('discard down'));
  s = play(s, 0, 'discard down');
  assert.deepEqual(s.hands[0], []);
  assert.equal(s.discard.at(-1), card('booster'));
  assert.equal(s.faceDown[0], -1);
  // No move type takes a card from a launch area into a hand.
  assert.ok(legal(s, 0).every((m) => !/^(take|return)/.test(m)));
});

test('CM-9: at the end of the turn a hand over the limit is discarded down to 4 (free)', () => {
  let s = table();
  setHand(s, 0, [card('chimp'), card('booster'), card('duck'), card('tortoise'), card('ticket')]);
  s = playAll(s, [[0, `play ${c(card('chimp'))}`]]);
  assert.equal(s.hands[0]!.length, 4);
  setHand(s, 0, [
    card('chimp', 1),
    card('booster'),
    card('duck'),
    card('tortoise'),
    card('ticket'),
  ]);
  s = play(s, 0, 'end');
  assert.deepEqual(game.toAct(s), [0]);
  assert.equal(refused(s, 0, 'draw').rule, 'CM-9');
  s = play(s, 0, `discard ${c(card('duck'))}`);
  assert.equal(s.hands[0]!.length, 4);
  assert.equal(s.turn, 2);
});

test('the round limit is a safety stop: the game is abandoned, nobody landed, nobody wins', () => {
  let s = table();
  s.turnNumber = 60 * 3;
  setHand(s, 0, [card('duck')]);
  s = play(s, 0, `discard ${c(card('duck'))}`);
  const before = s;
  s = play(s, 0, 'end');
  const result = game.result(s);
  assert.deepEqual(game.toAct(s), []);
  assert.equal(result?.abandoned, 'nobody landed within 60 rounds');
  // The record keeps the English; a German reader gets the glossary's German.
  assert.equal(
    abandonedReason(result?.abandoned ?? '', game.glossary, 'de'),
    'in 60 Runden ist niemand gelandet',
  );
  assert.ok(!result?.ranking.includes(1), 'no first place, shared or not');
  assert.deepEqual(result?.scores, [0, 0, 0]);
  assert.deepEqual(result?.tieBreaks, [], 'no ties were broken');
  const lines = game.describe(before, 0, { type: 'end' }, s, 'spectator');
  assert.ok(
    lines.some((l) => /abandoned: nobody landed/i.test(l)),
    `the log says so: ${lines.join(' ')}`,
  );
});

test('CM-3: the launch cards may be put in any order, one move naming it; the face-down card stays hidden', () => {
  let s = table();
  const [chimp, booster, duck] = [card('chimp'), card('booster'), card('duck')];
  setLaunch(s, 0, [chimp, duck, booster]);
  // Any order at all, not only launch order: every other arrangement is offered.
  const offered = legal(s, 0).filter((m) => m.startsWith('arrange '));
  assert.equal(offered.length, 5, '3! orders less the one it lies in');
  s = play(s, 0, `arrange ${c(duck)},${c(booster)},${c(chimp)}`);
  assert.deepEqual(s.launch[0], [duck, booster, chimp]);
  assert.ok(s.fresh, 'free: no action taken, a power-up is still open');
  assert.equal(refused(s, 0, `arrange ${c(chimp)},${c(duck)},${c(booster)}`).rule, 'CM-3');
  assert.equal(
    refused(table(), 0, `arrange ${c(chimp)},${c(booster)}`).code,
    'arrange-at-start',
    'only the cards that are there, each once',
  );

  // Two tables that differ only in what seat 0's face-down card is.
  const hidden = (down: number) => {
    const t = table();
    setLaunch(t, 0, [booster, down], down);
    return t;
  };
  const a = hidden(card('chimp', 1));
  const b = hidden(card('ticket'));
  for (const seat of [0, 1, 2])
    assert.deepEqual(legal(a, seat), legal(b, seat), `moves of ${seat}`);
  for (const m of legal(a, 0).filter((m) => m.startsWith('arrange '))) {
    const [x, y] = [play(a, 0, m), play(b, 0, m)];
    for (const viewer of [1, 2, 'spectator'] as const) {
      assert.deepEqual(game.view(x, viewer), game.view(y, viewer), `${m} seen by ${viewer}`);
      assert.deepEqual(
        game.describe(
          a,
          0,
          game.legalMoves(a, 0).find((l) => game.encodeMove(l) === m)!,
          x,
          viewer,
        ),
        game.describe(
          b,
          0,
          game.legalMoves(b, 0).find((l) => game.encodeMove(l) === m)!,
          y,
          viewer,
        ),
      );
    }
    for (const seat of [0, 1, 2]) assert.deepEqual(legal(x, seat), legal(y, seat));
  }
});

test('every card is named by a move string that round-trips', () => {
  for (const text of [
    'draw',
    'play c12 down',
    'discard down',
    'swap c5 p2:down',
    'steal p3:c9',
    'destroy p1:c1',
    'revenge none',
    'meteor c52',
    'banana',
    'allow',
    'end',
    'arrange c3,down,c12',
  ]) {
    const m = game.parseMove(text);
    assert.ok(m.ok, text);
    if (m.ok) assert.equal(game.encodeMove(m.value), text);
  }
  for (const bad of [
    'play c53',
    'swap c5 p2',
    'steal p2:c0',
    'dance',
    'draw now',
    'arrange',
    'arrange c3',
    'arrange c3,c3',
    'arrange c3,down,down',
  ]) {
    const m = game.parseMove(bad);
    assert.ok(!m.ok && m.error.code === 'bad-move-syntax', bad);
  }
});
