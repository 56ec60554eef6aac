// Cards are data: another card set loaded from JSON plays through the same rules, records name
// the set they were played with, and move strings round-trip.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlayout } from '../../../src/engine/conformance.ts';
import { makeRecord, replay } from '../../../src/engine/record.ts';
import { randomPlayout } from '../../../src/engine/playout.ts';
import type { CardSet } from '../../../src/games/moon/cards.ts';
import { createMoonGame } from '../../../src/games/moon/index.ts';
import { PROPOSAL } from '../../../src/games/moon/proposal.ts';
import { game, legal, table } from './helpers.ts';

// An owner's set, as it would arrive from a JSON file: the proposal with dearer Solar Panels.
const owned = JSON.parse(
  JSON.stringify({
    ...PROPOSAL,
    id: 'owner-test-v1',
    name: 'Test set',
    structures: PROPOSAL.structures.map((s) =>
      s.name === 'Solar Panels' ? { ...s, cost: { W: 1 } } : s,
    ),
  }),
) as CardSet;

test('a card set loaded from JSON is checked, chosen by the cardSet option and played', () => {
  const moon = createMoonGame([PROPOSAL, owned]);
  assert.deepEqual(moon.options[0]?.kind === 'choice' && moon.options[0].values, [
    'proposal',
    'owner-test-v1',
  ]);
  const options = moon.parseOptions({ cardSet: 'owner-test-v1' });
  assert.ok(options.ok);
  checkPlayout(moon, { cardSet: 'owner-test-v1' }, 3, 'owned-set');
  // The record names the card set, so a replay uses the same cards.
  const played = randomPlayout(moon, options.value, 3, 'owned-record', true);
  const record = makeRecord(
    'moon',
    { cardSet: 'owner-test-v1' },
    3,
    'owned-record',
    played.record ?? [],
  );
  assert.equal(record.options.cardSet, 'owner-test-v1');
  const again = replay(moon, record);
  assert.ok(again.ok);
  assert.deepEqual(again.state.result?.scores, played.scores);
});

test('a card set that is not well formed is refused', () => {
  const bad = { ...owned, id: 'bad-set', reputations: owned.reputations.slice(0, 4) };
  assert.throws(() => createMoonGame([bad]), /not well formed/);
  const impostor = { ...owned, id: 'proposal' };
  assert.throws(() => createMoonGame([impostor]), /already names another card set/);
});

test('every listed move string parses back to itself', () => {
  const s = table(4, 'notation');
  for (const m of legal(s, s.turn.seat)) {
    const parsed = game.parseMove(m);
    assert.ok(parsed.ok);
    assert.equal(game.encodeMove(parsed.value), m);
  }
  for (const text of ['build c3 free waive:M ignore:EW', 'park c4 reckless', 'choose p2:E']) {
    const parsed = game.parseMove(text);
    assert.ok(parsed.ok, text);
    assert.equal(game.encodeMove(parsed.value), text);
  }
  assert.equal(game.parseMove('build').ok, false);
  assert.equal(game.parseMove('fly c3').ok, false);
});
