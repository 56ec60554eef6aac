// The chat panel's state without a browser (web/src/chat/model.ts): frames wait while the socket
// reconnects and go after the next hello, the closed panel counts others' lines (not one's own,
// not a muted author's), muted authors' lines are not shown, and errors of chat frames are the
// chat's.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ChatLine } from '../../src/protocol/chat.ts';
import type { ClientFrame } from '../../src/protocol/wire.ts';
import { ChatModel } from '../../web/src/chat/model.ts';

const line = (id: number, author: string, text: string): ChatLine => ({
  id,
  channel: 'players',
  seat: 0,
  name: author,
  author,
  text,
  phrase: null,
  at: id,
});

const history = (you: string, muted: string[] = []) =>
  ({ type: 'chat-history', lines: [], muted, canWrite: true, you }) as const;

test('frames sent while the socket is down wait for the next hello, in order', () => {
  const m = new ChatModel();
  const sent: ClientFrame[] = [];
  let open = false;
  m.send = (f) => (open ? (sent.push(f), true) : false);
  m.say('first');
  m.phrase('good-luck');
  assert.equal(sent.length, 0);
  open = true;
  m.receive(history('me'));
  assert.deepEqual(
    sent.map(
      (f) => (f as { text?: string; phrase?: string }).text ?? (f as { phrase?: string }).phrase,
    ),
    ['first', 'good-luck'],
  );
  // Their ids mark them as the chat's: an error answering one is the chat's.
  const id = (sent[0] as { id: string }).id;
  assert.ok(m.owns({ type: 'error', code: 'bad-chat', rule: null, message: 'x', id }));
  assert.ok(!m.owns({ type: 'error', code: 'stale-version', rule: null, message: 'x', id: 'm3' }));
});

test('unread counts others while closed; muted authors are hidden and not counted', () => {
  const m = new ChatModel();
  m.receive(history('me', ['troll']));
  m.receive({ type: 'chat', line: line(1, 'ada', 'hi') });
  m.receive({ type: 'chat', line: line(2, 'me', 'hello') });
  m.receive({ type: 'chat', line: line(3, 'troll', 'spam') });
  m.receive({ type: 'chat', line: line(3, 'troll', 'spam') }); // the same line twice: once
  assert.equal(m.state.unread, 1);
  assert.deepEqual(
    m.visible().map((l) => l.text),
    ['hi', 'hello'],
  );
  m.setOpen(true);
  assert.equal(m.state.unread, 0);
  m.receive({ type: 'chat', line: line(4, 'ada', 'again') });
  assert.equal(m.state.unread, 0);
  m.receive({ type: 'chat-muted', muted: [] });
  assert.deepEqual(
    m.visible().map((l) => l.text),
    ['hi', 'hello', 'spam', 'again'],
  );
});
