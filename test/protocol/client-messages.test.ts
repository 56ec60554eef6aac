// The server's reader of client frames (src/protocol/client-messages.ts), alone: each frame
// becomes a typed message with its defaults filled, or the error frame that answers it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseClientMessage } from '../../src/protocol/client-messages.ts';
import type { ClientFrame } from '../../src/protocol/wire.ts';

const parse = (frame: ClientFrame | unknown) =>
  parseClientMessage(typeof frame === 'string' ? frame : JSON.stringify(frame));

test('hello fills its defaults: no token, no since, English', () => {
  assert.deepEqual(parse({ type: 'hello', match: 'abc' }), {
    type: 'hello',
    match: 'abc',
    token: null,
    since: null,
    lang: 'en',
  });
  const frame: ClientFrame = { type: 'hello', match: 'abc', token: 't0k', since: 4, lang: 'de' };
  assert.deepEqual(parse(frame), { ...frame });
  assert.deepEqual(parse({ ...frame, token: null, since: null, lang: null, protocol: 1 }), {
    type: 'hello',
    match: 'abc',
    token: null,
    since: null,
    lang: 'en',
  });
});

test('a move keeps its id for the answer; leave and ping carry nothing', () => {
  assert.deepEqual(parse({ type: 'move', version: 3, move: 'pass', id: 'm3' }), {
    type: 'move',
    version: 3,
    move: 'pass',
    id: 'm3',
  });
  assert.deepEqual(parse({ type: 'move', version: 3, move: 'pass' }), {
    type: 'move',
    version: 3,
    move: 'pass',
    id: null,
  });
  assert.deepEqual(parse({ type: 'leave', extra: 1 }), { type: 'leave' });
  assert.deepEqual(parse({ type: 'ping' }), { type: 'ping' });
});

test('what is not a client frame is answered with the error frame that says why', () => {
  const code = (frame: unknown) => {
    const m = parse(frame);
    assert.equal(m.type, 'error', JSON.stringify(frame));
    return m.type === 'error' ? [m.code, m.message, m.id] : [];
  };
  assert.deepEqual(code('{nope'), ['bad-json', 'The message is not valid JSON.', null]);
  assert.equal(code([1])[0], 'bad-message');
  assert.deepEqual(code({ type: 'hello', match: 'a b', id: 'h1' }), [
    'bad-message',
    'Bad "hello" message: "match" must be a match id.',
    'h1',
  ]);
  assert.equal(
    code({ type: 'hello', match: 'abc', lang: 'fr' })[1],
    'Bad "hello" message: "lang" must be one of en, de.',
  );
  assert.equal(code({ type: 'hello', match: 'abc', since: -1 })[0], 'bad-message');
  assert.equal(code({ type: 'hello', match: 'abc', protocol: 2 })[0], 'unsupported-protocol');
  assert.equal(code({ type: 'move', version: 1.5, move: 'pass' })[0], 'bad-message');
  assert.equal(code({ type: 'move', version: 1, move: 'x'.repeat(501) })[0], 'bad-message');
  assert.equal(code({ type: 'dance' })[0], 'unknown-type');
});
