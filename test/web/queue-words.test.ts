// The words of "Play online now" without a browser: every sentence in English and German, a
// wait read as a clock, the chosen bot wait in words, and who else waits counted in words.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { QUEUE_BOT_WAITS_MS } from '../../src/protocol/queue.ts';
import { botsText, clock, othersText, qw, waitText } from '../../web/src/lobby/queue-words.ts';

test('a wait reads as a clock, and the bot wait in words', () => {
  assert.equal(clock(7_400), '0:07');
  assert.equal(clock(150_000), '2:30');
  assert.equal(clock(-5), '0:00');
  assert.deepEqual(
    QUEUE_BOT_WAITS_MS.map((w) => waitText(w, 'en')),
    ['15 s', '30 s', '1 min', '2 min', '5 min'],
  );
  assert.equal(waitText(null, 'en'), 'never');
  assert.equal(waitText(null, 'de'), 'nie');
  assert.equal(botsText(60_000, 45_000, 'en'), 'Bots fill the empty seats in 0:15.');
  assert.equal(botsText(15_000, 20_000, 'de'), 'Bots füllen die freien Plätze in 0:00.');
  assert.equal(botsText(null, 0, 'en'), 'People only: no bots.');
});

test('who else waits, in words: nobody, one person, several', () => {
  assert.equal(othersText(0, 'en'), 'Nobody else is waiting for this table yet.');
  assert.equal(othersText(1, 'de'), 'Eine weitere Person wartet auf diesen Tisch.');
  assert.equal(othersText(3, 'en'), '3 other people are waiting for this table.');
  assert.equal(othersText(3, 'de'), '3 weitere Personen warten auf diesen Tisch.');
});

test('every sentence has its German words, none left in English', () => {
  for (const key of ['playOnline', 'searching', 'window', 'botsAfter', 'cancel', 'found'] as const)
    assert.notEqual(qw(key, undefined, 'de'), qw(key, undefined, 'en'), key);
  assert.equal(qw('window', { n: '250' }, 'de').includes('±250'), true);
});
