// The frames of taking back a move (src/protocol/undo.ts), both ways: a client's ask and answer
// become typed messages or `bad-message`; the server's three frames read back as sent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseClientMessage } from '../../src/protocol/client-messages.ts';
import { parseServerMessage } from '../../src/protocol/server-messages.ts';

const parse = (frame: unknown) => parseClientMessage(JSON.stringify(frame));

test('undo-ask and undo-answer keep their version, answer and id', () => {
  assert.deepEqual(parse({ type: 'undo-ask', version: 7, id: 'u7' }), {
    type: 'undo-ask',
    version: 7,
    id: 'u7',
  });
  assert.deepEqual(parse({ type: 'undo-answer', version: 7, accept: false }), {
    type: 'undo-answer',
    version: 7,
    accept: false,
    id: null,
  });
});

test('an undo frame without a move version or a yes/no is bad-message, saying which', () => {
  const noVersion = parse({ type: 'undo-ask', version: 0, id: 'u' });
  assert.equal(noVersion.type, 'error');
  assert.match(String((noVersion as { message: string }).message), /"version" must be the version/);
  const noAnswer = parse({ type: 'undo-answer', version: 3, accept: 'yes' });
  assert.equal((noAnswer as { code: string }).code, 'bad-message');
  assert.match(String((noAnswer as { message: string }).message), /"accept" must be true or false/);
});

test("the server's undo frames read back as sent; a broken one says where", () => {
  const snapshot = { version: 6, view: {}, toAct: [0], legal: [], result: null, clocks: null };
  for (const frame of [
    { type: 'undo-asked', seat: 0, version: 7, waiting: [1, 2] },
    { type: 'undo-cancelled', seat: 0, version: 7, why: 'moved', by: null },
    { type: 'undone', seat: 0, taken: 7, ...snapshot },
  ]) {
    const read = parseServerMessage(JSON.stringify(frame));
    assert.ok(read.ok, JSON.stringify(read));
    assert.deepEqual(read.value, frame);
  }
  const bad = parseServerMessage({
    type: 'undo-cancelled',
    seat: 0,
    version: 7,
    why: 'bored',
    by: 1,
  });
  assert.ok(!bad.ok);
  assert.match(bad.error.message, /why/);
});
