// The rulebook's clarifications for Era II and III Structures, Era Expeditions and Reputation
// cards, and the 100-Heart final score example, as scenarios.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { finalScores } from '../../../src/games/moon/era.ts';
import {
  bases,
  c,
  cardId,
  display,
  endEra,
  expedition,
  hand,
  legal,
  lib,
  play,
  res,
  settle,
  supply,
  table,
  turnOf,
} from './helpers.ts';

/** Three players in Era `era` with known Bases; seat 0 to play with `cards` in hand. */
function start(cards: string[] = ['Ice Vapers'], era = 2) {
  const s = table(3);
  s.era = era;
  s.x = 4 - era;
  bases(s, ['Base B', 'Base A', 'Base D']); // Industry+Metal, Housing+Water, Transport+Energy
  for (let seat = 0; seat < 3; seat++) supply(s, seat, {});
  s.hearts = [0, 0, 0];
  hand(s, 0, cards);
  turnOf(s, 0);
  return s;
}

test('Fragmenter: the rewards of two different discard-pile cards; the cards stay', () => {
  let s = start();
  settle(s, 0, 'Fragmenter');
  const a = cardId('Solar Panels');
  const b = cardId('Canteen');
  s.discard = [a, b];
  s = play(s, 0, `flip ${c('Fragmenter')}`, `choose c${a + 1}`);
  assert.ok(!legal(s, 0).includes(`choose c${a + 1}`), 'each reward from a different card');
  s = play(s, 0, `choose c${b + 1}`);
  assert.deepEqual(s.supply[0], [1, 1, 1, 0], 'Canteen’s B+W reward counts as one reward');
  assert.deepEqual(s.discard, [a, b]);
});

test('Science Club: give one resource of your choice, then take one of the top two stack cards', () => {
  let s = start();
  settle(s, 0, 'Science Club');
  supply(s, 0, { M: 1 });
  const [x, y] = [cardId('Ice Drill'), cardId('Maglev Line')];
  s.stacks[1] = s.stacks[1]!.filter((id) => id !== x && id !== y);
  s.stacks[1]!.push(y, x);
  s = play(s, 0, `flip ${c('Science Club')}`, 'choose p2:M');
  assert.equal(res(s, 1, 'M'), 1);
  assert.deepEqual(s.revealed, [x, y]);
  s = play(s, 0, `assim c${x + 1}`);
  assert.equal(res(s, 0, 'W'), 2);
  assert.equal(s.stacks[1]![0], y, 'the other card goes to the bottom');
  assert.equal(s.turn.mainDone, false);
});

test('Robot Factory: its 2 resources are all of one type, chosen each time', () => {
  let s = start(['Robot Factory']);
  supply(s, 0, { M: 2 });
  s = play(s, 0, `build ${c('Robot Factory')}`);
  assert.deepEqual(legal(s, 0), ['choose E', 'choose W', 'choose B', 'choose M']);
  s = play(s, 0, 'choose B');
  assert.equal(res(s, 0, 'B'), 2);
});

test('Engineering: produce again with a blue card even if a Rover is parked on it', () => {
  let s = start();
  settle(s, 0, 'Engineering');
  settle(s, 0, 'Ice Drill');
  s.roverOn[cardId('Ice Drill')] = 1;
  s = play(s, 0, `flip ${c('Engineering')}`, `choose ${c('Ice Drill')}`);
  assert.equal(res(s, 0, 'W'), 2);
});

test('Radio Tower: all three Hearts go on the same Flag Reward', () => {
  let s = start();
  settle(s, 0, 'Radio Tower');
  const before = [...s.flagHearts];
  s = play(s, 0, `flip ${c('Radio Tower')}`, 'choose Foo');
  assert.equal(s.flagHearts[3], before[3]! + 3);
  assert.equal(
    s.flagHearts.reduce((a, b) => a + b),
    before.reduce((a, b) => a + b) + 3,
  );
});

test('Archive: construct from the previous Era’s remaining cards (stack and old discard combined)', () => {
  let s = start();
  settle(s, 0, 'Archive');
  const panels = cardId('Solar Panels');
  s.stacks[0] = [panels];
  s = play(s, 0, `flip ${c('Archive')}`, `build c${panels + 1}`);
  assert.ok(s.settlements[0]!.includes(panels));
  assert.deepEqual(s.stacks[0], []);
});

test('Embassy: the Construct costs no resources but still needs its flags; one card only', () => {
  let s = start(['Foundry', 'Research Lab']);
  settle(s, 0, 'Embassy');
  const obelisk = settle(s, 0, 'Obelisk');
  s = play(s, 0, `flip ${c('Embassy')}`);
  const options = legal(s, 0);
  assert.ok(options.includes(`build ${c('Foundry')} free`), 'Industry flag on Base B');
  assert.ok(!options.some((m) => m.startsWith(`build ${c('Research Lab')}`)), 'no Science');
  s = play(s, 0, `obelisk c${obelisk + 1}`, `build ${c('Foundry')} free`);
  assert.ok(!legal(s, 0).some((m) => m.endsWith('free')), 'only one free Construct');
});

test('Atom Builder: any resources, all converted into one chosen type', () => {
  let s = start();
  settle(s, 0, 'Atom Builder');
  supply(s, 0, { W: 2, M: 1, B: 1 });
  s = play(
    s,
    0,
    `flip ${c('Atom Builder')}`,
    'choose E',
    'choose W:2',
    'choose M:1',
    'choose none',
  );
  assert.deepEqual(s.supply[0], [3, 0, 1, 0]);
});

test('Takeout Hub: flip back another card; a Rover Stop keeps its Rovers', () => {
  let s = start([], 3);
  hand(s, 0, ['Ice Vapers']);
  settle(s, 0, 'Takeout Hub');
  const stop = settle(s, 0, 'Rover Stop');
  s.flipped = [stop];
  s.roverOn[stop] = 3;
  s = play(s, 0, `flip ${c('Takeout Hub')}`, `choose c${stop + 1}`);
  assert.ok(!s.flipped.includes(stop));
  assert.equal(s.roverOn[stop], 3);
});

test('Stockbrokers: 2 Hearts per grey card, itself included', () => {
  const s = start([], 3);
  settle(s, 0, 'Stockbrokers');
  settle(s, 0, 'Monolith');
  const r = finalScores(lib, s);
  assert.equal(r.formulas[0], 4);
  assert.equal(r.printed[0], 7);
});

test('Insightful Expedition: a Heart on an empty grey card only', () => {
  let s = start();
  expedition(s, 0, 'Insightful Expedition');
  const full = settle(s, 0, 'Hotel');
  const empty = settle(s, 0, 'Monument');
  s.cardHearts[full] = 1;
  s = play(s, 0, 'expedition');
  assert.deepEqual(legal(s, 0), [`choose c${empty + 1}`]);
  s = play(s, 0, `choose c${empty + 1}`);
  assert.equal(s.cardHearts[empty], 1);
});

test('Reckless Expedition: park on a taken space, get the production, then lose the Rover', () => {
  let s = start([], 3);
  hand(s, 0, ['Ice Vapers']);
  expedition(s, 0, 'Reckless Expedition');
  const drill = settle(s, 1, 'Glacier Mine');
  s.roverOn[drill] = 1;
  s = play(s, 0, `park c${drill + 1} reckless`);
  assert.equal(res(s, 0, 'W'), 3);
  assert.equal(s.rovers[0], 1);
  assert.equal(s.roverOn[drill], 1, 'the Rover goes to the general supply, not onto the card');
});

test('Versatile: blue, yellow, grey and pink needed (the Base is blue and yellow; red does not count)', () => {
  let s = start();
  const rep = display(s, 'Versatile');
  settle(s, 0, 'Obelisk');
  settle(s, 0, 'Monument');
  assert.ok(!legal(s, 0).includes(`claim c${rep + 1}`), 'no pink card yet');
  settle(s, 0, 'Embassy');
  s = play(s, 0, `claim c${rep + 1}`, 'choose E', 'choose M');
  assert.deepEqual(s.supply[0], [1, 0, 0, 1]);
});

test('Innovative: three resources of several types', () => {
  let s = start();
  const rep = display(s, 'Innovative');
  settle(s, 0, 'Embassy');
  settle(s, 0, 'Archive');
  s = play(s, 0, `claim c${rep + 1}`, 'choose E', 'choose W', 'choose W');
  assert.deepEqual(s.supply[0], [1, 2, 0, 0]);
});

test('Specialised: a Heart on it per Rover parked; the Rover Stop flip is not parking', () => {
  let s = start();
  settle(s, 0, 'Rover Stop');
  const rep = cardId('Specialised');
  s.claimed[0]!.push(rep);
  settle(s, 1, 'Ice Drill');
  s = play(s, 0, `park ${c('Ice Drill')}`);
  assert.equal(s.cardHearts[rep], 1);
  s = play(s, 0, `flip ${c('Rover Stop')}`);
  assert.equal(s.cardHearts[rep], 1);
});

test('Creative: every own flipped card flips back; a Rover Stop keeps its Rovers', () => {
  let s = start();
  const rep = display(s, 'Creative');
  const stop = settle(s, 0, 'Rover Stop');
  const embassy = settle(s, 0, 'Embassy');
  settle(s, 0, 'Archive');
  s.flipped = [stop, embassy];
  s.roverOn[stop] = 2;
  s = play(s, 0, `claim c${rep + 1}`);
  assert.deepEqual(s.flipped, []);
  assert.equal(s.roverOn[stop], 2);
});

test('Capable: 8 resources spent in one turn (flips count), then the next Construct is free', () => {
  let s = start(['Foundry']);
  const rep = display(s, 'Capable');
  settle(s, 0, 'Charger');
  supply(s, 0, { E: 8 });
  s = play(s, 0, `flip ${c('Charger')}`, 'choose 8');
  assert.equal(s.hearts[0], 16, 'X = 2 in Era II');
  s = play(s, 0, `claim c${rep + 1}`);
  s = play(s, 0, `build ${c('Foundry')} free`);
  assert.deepEqual(s.supply[0], [0, 0, 0, 0]);
  assert.equal(s.freeNext[0], 0);
});

/** Seat 0 ends its turn (seat 1 is next, no hands pass) and then plays again. */
function endThenAgain(s: ReturnType<typeof start>) {
  s.order = [0, 1];
  const next = play(s, 0, 'end');
  turnOf(next, 0);
  return next;
}

test('Capable: the free Construct is the very next one (this turn or the next), not kept for a dearer card', () => {
  // Claimed after the main action: nothing left to construct this turn, so it waits a turn.
  let s = start(['Ice Vapers', 'Foundry', 'Smelter']);
  const rep = display(s, 'Capable');
  settle(s, 0, 'Charger');
  supply(s, 0, { E: 8, W: 3 });
  s = play(s, 0, `assim ${c('Ice Vapers')}`, `flip ${c('Charger')}`, 'choose 8');
  s = endThenAgain(play(s, 0, `claim c${rep + 1}`));
  // The next turn: a cheap Construct paid for uses up the chance, whatever came later.
  supply(s, 0, { E: 1, W: 1 });
  assert.ok(legal(s, 0).includes(`build ${c('Smelter')} free`), 'usable in the next turn');
  s = endThenAgain(play(s, 0, `build ${c('Smelter')}`));
  assert.ok(!legal(s, 0).some((m) => m.endsWith(' free')), 'no free Construct is left');

  // A turn without any Construct lets it lapse too: it was for this turn or the next.
  let t = start(['Ice Vapers', 'Landing Strip', 'Foundry']);
  t.freeNext[0] = 1; // claimed this turn, after the main action
  t = endThenAgain(play(t, 0, `assim ${c('Ice Vapers')}`));
  t = endThenAgain(play(t, 0, `assim ${c('Landing Strip')}`));
  assert.ok(!legal(t, 0).includes(`build ${c('Foundry')} free`));

  // With several Constructs in that turn the player picks which one is free (rulebook).
  let u = start(['Landing Strip', 'Foundry']);
  u.freeNext[0] = 2;
  const obelisk = settle(u, 0, 'Obelisk');
  supply(u, 0, {});
  u = play(u, 0, `build ${c('Landing Strip')}`, `obelisk c${obelisk + 1}`);
  u = play(u, 0, `build ${c('Foundry')} free`);
  assert.equal(u.freeNext[0], 0);
});

test('final scoring: the rulebook’s 100 Hearts (58 tokens, Opera House 12, Worker’s Union 20, Reputations 10)', () => {
  const s = start([], 3);
  s.hearts[0] = 58;
  settle(s, 0, 'Opera House');
  settle(s, 0, "Worker's Union");
  // Ten blue cards with the Base.
  for (const [name, n] of [
    ['Solar Panels', 3],
    ['Ice Vapers', 3],
    ['Ice Drill', 2],
    ['Smelter', 1],
  ] as const)
    for (let i = 0; i < n; i++) settle(s, 0, name, i);
  s.claimed[0] = [cardId('Versatile'), cardId('Creative'), cardId('Capable')];
  const r = finalScores(lib, s);
  assert.deepEqual([r.tokens[0], r.printed[0], r.formulas[0], r.reputations[0]], [58, 12, 20, 10]);
  assert.equal(r.scores[0], 100);
});

test('Capable with the Embassy and an Obelisk: two Constructs for free in one turn', () => {
  let s = start(['Foundry', 'Smelter']);
  s.freeNext[0] = 2; // Capable claimed on the turn before
  settle(s, 0, 'Embassy');
  const obelisk = settle(s, 0, 'Obelisk');
  s = play(s, 0, `flip ${c('Embassy')}`, `obelisk c${obelisk + 1}`);
  s = play(s, 0, `build ${c('Foundry')} free`, `build ${c('Smelter')} free`);
  assert.ok(s.settlements[0]!.includes(cardId('Foundry')));
  assert.ok(s.settlements[0]!.includes(cardId('Smelter')));
  assert.deepEqual(s.supply[0], [0, 0, 0, 2], 'nothing paid; the Smelter produced 2 Metal');
});

test('Robot Factory also asks for its type in each Production phase', () => {
  let s = start();
  const factory = settle(s, 1, 'Robot Factory');
  s = endEra(s, 0);
  assert.equal(s.era, 3);
  assert.equal(s.decision?.kind, 'pick');
  assert.equal(s.decision?.seat, 1);
  const before = res(s, 1, 'W');
  s = play(s, 1, 'choose W');
  assert.equal(res(s, 1, 'W'), before + 2);
  assert.ok(s.settlements[1]!.includes(factory));
});

test('Hackerspace: a card costing 2 Metal puts 2 Hearts on it', () => {
  let s = start(['Foundry']);
  settle(s, 0, 'Hackerspace');
  supply(s, 0, { M: 2 });
  s = play(s, 0, `build ${c('Foundry')}`);
  assert.equal(s.cardHearts[cardId('Hackerspace')], 2);
});
