// The chat frames (issue 28) at the protocol's boundary: what a client may send, what the
// server's lines must look like to a client, and the quick phrases' words in both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS } from '../../src/engine/game.ts';
import { PHRASE_IDS, PHRASES, phraseText } from '../../src/protocol/chat.ts';
import { parseClientMessage } from '../../src/protocol/client-messages.ts';
import { parseServerMessage } from '../../src/protocol/server-messages.ts';

const parse = (x: unknown) => parseClientMessage(JSON.stringify(x));

test('a chat line is trimmed plain text of 1 to 500 characters, or a known phrase', () => {
  assert.deepEqual(parse({ type: 'chat', text: '  gg  ', id: 'c1' }), {
    type: 'chat',
    text: 'gg',
    phrase: null,
    id: 'c1',
  });
  assert.deepEqual(parse({ type: 'chat', phrase: 'well-played' }), {
    type: 'chat',
    text: null,
    phrase: 'well-played',
    id: null,
  });
  // 500 characters (an emoji counts as one) pass; 501 do not.
  assert.equal(parse({ type: 'chat', text: '🐒'.repeat(500) }).type, 'chat');
  const long = parse({ type: 'chat', text: 'a'.repeat(501) });
  assert.equal(long.type === 'error' && long.code, 'bad-chat');
  // HTML is text like any other.
  const html = parse({ type: 'chat', text: '<script>alert(1)</script>' });
  assert.equal(html.type === 'chat' && html.text, '<script>alert(1)</script>');
  for (const text of ['a\u0000b', 'a\nb', '\u001b[31m', 'x\u2066y', '', '   ', '\udc00']) {
    const r = parse({ type: 'chat', text });
    assert.equal(r.type === 'error' && r.code, 'bad-chat', JSON.stringify(text));
    assert.ok(r.type === 'error' && r.words?.de, 'German words');
  }
  for (const frame of [
    { type: 'chat' },
    { type: 'chat', text: 5 },
    { type: 'chat', text: 'a', phrase: 'thanks' },
    { type: 'chat', phrase: 'toString' },
    { type: 'chat-mute', author: '' },
    { type: 'chat-mute', author: 'abc', mute: 'yes' },
    { type: 'chat-report', message: 0 },
    { type: 'chat-report', message: 1.5 },
    { type: 'chat-report', message: 3, reason: 'bad\u0007' },
    { type: 'chat-report', message: 3, reason: 'r'.repeat(201) },
  ]) {
    const r = parse(frame);
    assert.equal(r.type, 'error', JSON.stringify(frame));
  }
  assert.deepEqual(parse({ type: 'chat-report', message: 3, reason: ' spam ' }), {
    type: 'chat-report',
    message: 3,
    reason: 'spam',
    id: null,
  });
});

test('every quick phrase has words in every language; an unknown one shows its id', () => {
  for (const id of PHRASE_IDS)
    for (const lang of LANGS) assert.ok(PHRASES[id][lang].length > 0, `${id} ${lang}`);
  assert.equal(phraseText('good-luck', 'de'), 'Viel Glück!');
  assert.equal(phraseText('thinking', 'en'), 'Thinking...');
  assert.equal(phraseText('from-a-newer-server', 'de'), 'from-a-newer-server');
});

test("a client reads the server's chat frames and stops at a defect", () => {
  const line = {
    id: 7,
    channel: 'players',
    seat: 0,
    name: 'Ada',
    author: 'abc',
    text: 'hi',
    phrase: null,
    at: 1,
  };
  const read = parseServerMessage({ type: 'chat', line });
  assert.deepEqual(read, { ok: true, value: { type: 'chat', line } });
  const history = parseServerMessage({
    type: 'chat-history',
    lines: [line],
    muted: [],
    canWrite: true,
    you: 'xyz',
  });
  assert.ok(history.ok && history.value.type === 'chat-history' && history.value.you === 'xyz');
  const bad = parseServerMessage({ type: 'chat', line: { ...line, channel: 'everyone' } });
  assert.ok(!bad.ok);
  assert.equal(bad.error.code, 'bad-answer');
  assert.match(bad.error.message, /line\.channel/);
  const retry = parseServerMessage({
    type: 'error',
    code: 'rate-limited',
    rule: null,
    message: 'slow',
    id: 'c1',
    retryAfter: 2,
  });
  assert.ok(retry.ok && retry.value.type === 'error' && retry.value.retryAfter === 2);
});
