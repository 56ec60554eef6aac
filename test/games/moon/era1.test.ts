// The rulebook's card clarifications for Era I Structures and the First Expedition, including
// the Charger X example and the Obelisk example, as scenarios.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  bases,
  c,
  cardId,
  endEra,
  expedition,
  hand,
  legal,
  play,
  refused,
  res,
  settle,
  supply,
  table,
  turnOf,
} from './helpers.ts';

/** Three players with known Bases; seat 0 to play with `cards` in hand. */
function start(cards: string[] = ['Ice Vapers']) {
  const s = table(3);
  bases(s, ['Base B', 'Base A', 'Base D']); // Industry+Metal, Housing+Water, Transport+Energy
  for (let seat = 0; seat < 3; seat++) supply(s, seat, {});
  hand(s, 0, cards);
  turnOf(s, 0);
  return s;
}

test('Printer: pay 1 Metal, search the Era stack, construct one card paying as normal', () => {
  let s = start();
  settle(s, 0, 'Printer');
  supply(s, 0, { M: 2 });
  const workshop = cardId('Workshop');
  s.stacks[0] = s.stacks[0]!.filter((id) => id !== workshop);
  s.stacks[0]!.push(workshop);
  const garage = cardId('Garage');
  const size = s.stacks[0]!.length;
  s = play(s, 0, `flip ${c('Printer')}`);
  assert.equal(res(s, 0, 'M'), 1, 'the flip costs 1 Metal');
  const options = legal(s, 0);
  assert.ok(options.includes(`build c${workshop + 1}`));
  assert.ok(
    !options.some((m) => m.startsWith(`build c${garage + 1}`)),
    'flags still needed: no Garage without Transport',
  );
  s = play(s, 0, `build c${workshop + 1}`);
  assert.equal(res(s, 0, 'M'), 0, 'the Workshop is paid');
  assert.ok(s.settlements[0]!.includes(workshop));
  assert.equal(s.stacks[0]!.length, size - 1);
  assert.equal(s.turn.mainDone, false, 'the extra Construct is not the main action');
});

test('Particle Beam: pay 1 Energy, construct from the discard pile paying as normal', () => {
  let s = start();
  settle(s, 0, 'Particle Beam');
  supply(s, 0, { E: 1, W: 1 });
  const greenhouse = cardId('Greenhouse');
  s.stacks[0] = s.stacks[0]!.filter((id) => id !== greenhouse);
  s.discard.push(greenhouse);
  s = play(s, 0, `flip ${c('Particle Beam')}`, `build c${greenhouse + 1}`);
  assert.deepEqual(s.supply[0], [0, 0, 0, 0]);
  assert.ok(s.settlements[0]!.includes(greenhouse));
});

test('Antenna: X Hearts per flag won, with scoring-phase tie-breaks counting parked Rovers', () => {
  let s = start();
  settle(s, 0, 'Antenna');
  settle(s, 0, 'Habitat Dome'); // Housing 1, tied with seat 1's Base A
  supply(s, 0, {});
  s.rovers = [2, 2, 2];
  s.hearts = [0, 0, 0];
  s = play(s, 0, `flip ${c('Antenna')}`);
  assert.equal(s.hearts[0], 3, 'Industry won; Housing tied on Rovers scores nothing (X = 3)');
  // A Rover parked on seat 0's card breaks the tie.
  let t = start();
  settle(t, 0, 'Antenna');
  settle(t, 0, 'Habitat Dome');
  t.rovers = [2, 2, 2];
  t.hearts = [0, 0, 0];
  t.roverOn[cardId('Habitat Dome')] = 1;
  t = play(t, 0, `flip ${c('Antenna')}`);
  assert.equal(t.hearts[0], 6);
});

test('Reservoir: 1 Heart per Water held; the Water stays', () => {
  let s = start();
  settle(s, 0, 'Reservoir');
  supply(s, 0, { W: 4 });
  s.hearts[0] = 0;
  s = play(s, 0, `flip ${c('Reservoir')}`);
  assert.equal(s.hearts[0], 4);
  assert.equal(res(s, 0, 'W'), 4);
});

test('Charger: the rulebook example, 4 Energy at X = 3 scores 12; the Energy is spent', () => {
  let s = start();
  settle(s, 0, 'Charger');
  supply(s, 0, { E: 4 });
  s.hearts[0] = 0;
  assert.equal(s.x, 3);
  s = play(s, 0, `flip ${c('Charger')}`);
  assert.deepEqual(
    legal(s, 0),
    ['choose 0', 'choose 1', 'choose 2', 'choose 3', 'choose 4'],
    'any number of Energy',
  );
  s = play(s, 0, 'choose 4');
  assert.equal(s.hearts[0], 12);
  assert.equal(res(s, 0, 'E'), 0, 'returned to the general supply');
});

test('Hackerspace: a Heart per Metal actually paid, including Metal got by parking', () => {
  let s = start(['Workshop', 'Habitat Dome']);
  settle(s, 0, 'Hackerspace');
  settle(s, 1, 'Regolith Mine');
  supply(s, 0, {});
  s = play(s, 0, `park ${c('Regolith Mine')}`); // the Rover brings 1 Metal
  s = play(s, 0, `build ${c('Workshop')}`);
  assert.equal(s.cardHearts[cardId('Hackerspace')], 1);
  // A free Construct pays no Metal and places no Heart.
  turnOf(s, 0);
  s.freeNext[0] = 2;
  s = play(s, 0, `build ${c('Habitat Dome')} free`);
  assert.equal(s.cardHearts[cardId('Hackerspace')], 1);
});

test('Rover Stop: every own Rover moves onto it, a Heart each; they come home at the Era’s end', () => {
  let s = start();
  settle(s, 0, 'Rover Stop');
  settle(s, 0, 'Solar Panels');
  s.rovers[0] = 2;
  s.roverOn[cardId('Solar Panels')] = 1;
  s.hearts[0] = 0;
  s = play(s, 0, `flip ${c('Rover Stop')}`);
  assert.equal(s.hearts[0], 3);
  assert.equal(s.rovers[0], 0);
  assert.equal(s.roverOn[cardId('Rover Stop')], 3);
  assert.equal(s.roverOn[cardId('Solar Panels')], 0);
  s = play(s, 0, `assim ${c('Ice Vapers')}`, 'end');
  s = endEra(s, 1);
  assert.equal(s.rovers[0], 3, 'returned to supply like other parked Rovers');
});

test('Obelisk: the rulebook example, construct a Rover Stop, then the Obelisk buys a Garage', () => {
  // Nick (seat 0 here) has an Obelisk from an earlier turn and a Transport flag.
  let s = start(['Rover Stop', 'Garage']);
  bases(s, ['Base D', 'Base A', 'Base B']);
  supply(s, 0, { W: 1, M: 1 });
  const obelisk = settle(s, 0, 'Obelisk');
  s = play(s, 0, `build ${c('Rover Stop')}`, `obelisk c${obelisk + 1}`, `build ${c('Garage')}`);
  assert.ok(s.settlements[0]!.includes(cardId('Rover Stop')));
  assert.ok(s.settlements[0]!.includes(cardId('Garage')));
  assert.deepEqual(s.hands[0], [obelisk], 'the Obelisk stays in the hand for the next player');
  // An Obelisk constructed this turn cannot be used before a later hand.
  let t = start(['Obelisk', 'Ice Vapers']);
  t = play(t, 0, `build ${c('Obelisk')}`);
  assert.ok(!legal(t, 0).some((m) => m.startsWith('obelisk')));
  // Assimilating an Obelisk gives X Hearts.
  let u = start(['Obelisk']);
  u.hearts[0] = 0;
  u = play(u, 0, `assim ${c('Obelisk')}`);
  assert.equal(u.hearts[0], 3);
});

test('Junkyard: 1 Heart per 2 resources at the end, Rovers and Hearts are not resources', async () => {
  const { finalScores } = await import('../../../src/games/moon/era.ts');
  const { lib } = await import('./helpers.ts');
  const s = start();
  settle(s, 0, 'Junkyard');
  supply(s, 0, { E: 2, W: 1, B: 1, M: 1 });
  s.rovers[0] = 9;
  assert.equal(finalScores(lib, s).formulas[0], 2);
});

test('First Expedition 2-3: discard a hand card first, then draw the top of the Era stack', () => {
  let s = start(['Ice Vapers', 'Solar Panels']);
  s.handExpedition[0] = s.firstExpedition;
  const top = s.stacks[0]!.at(-1)!;
  s = play(s, 0, 'expedition', `choose ${c('Ice Vapers')}`);
  assert.equal(s.discard.at(-1), cardId('Ice Vapers'));
  assert.ok(s.hands[0]!.includes(top));
  assert.equal(s.hands[0]!.length, 2);
});

test('First Expedition 2-3 with the Era stack empty cannot be used: a seat is never left without a main action (MN-1)', () => {
  // Found by IS-MCTS and by seeded play: the holder of one card used the Expedition on an empty
  // stack, discarded the card, drew nothing, and was left to act with no legal move.
  const s = start(['Ice Vapers']);
  s.handExpedition[0] = s.firstExpedition;
  s.stacks[0] = [];
  assert.ok(!legal(s, 0).includes('expedition'), 'nothing to draw');
  assert.equal(refused(s, 0, 'expedition').rule, 'MN-1');
  assert.ok(legal(s, 0).includes(`assim ${c('Ice Vapers')}`));
  // With a card left to draw, the last hand card may still be swapped for it.
  const t = start(['Ice Vapers']);
  t.handExpedition[0] = t.firstExpedition;
  t.stacks[0] = [cardId('Solar Panels')];
  const u = play(t, 0, 'expedition', `choose ${c('Ice Vapers')}`);
  assert.deepEqual(u.hands[0], [cardId('Solar Panels')]);
  assert.ok(legal(u, 0).length > 0);
});

test('Hyped Expedition: +1 Heart after a yellow card when you now win one of its flags (MN-3)', () => {
  let s = start(['Greenhouse']);
  expedition(s, 0, 'Hyped Expedition');
  supply(s, 0, { W: 1 });
  s.hearts[0] = 0;
  s = play(s, 0, `build ${c('Greenhouse')}`);
  assert.equal(s.hearts[0], 1, 'sole Food flag');
  // Tied for Food on flags and Rovers: nothing.
  let t = start(['Greenhouse']);
  bases(t, ['Base B', 'Base C', 'Base D']);
  expedition(t, 0, 'Hyped Expedition');
  supply(t, 0, { W: 1 });
  t.rovers = [2, 2, 2];
  t.hearts[0] = 0;
  t = play(t, 0, `build ${c('Greenhouse')}`);
  assert.equal(t.hearts[0], 0);
});
