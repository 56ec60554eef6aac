// The saved hot-seat game without a browser: what is written after moves, what a damaged or
// foreign entry in localStorage turns into, and replaying a saved game through the engine.

import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import type { AnyGame } from '../../src/engine/game.ts';
import { findGame } from '../../src/games/index.ts';
import {
  clearHotseat,
  HOTSEAT_KEY,
  loadHotseat,
  newSavedHotseat,
  resumeHotseat,
  saveHotseat,
  withMove,
} from '../../web/src/hotseat-store.ts';
import type { HotseatConfig, SavedHotseat } from '../../web/src/hotseat-store.ts';

/** A Map behind the Storage interface, standing in for the browser's localStorage. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  (globalThis as { localStorage?: unknown }).localStorage = storage;
});

const game = findGame('monkeys-on-the-moon') as AnyGame;
const config: HotseatConfig = {
  game: game.id,
  players: 2,
  options: { treachery: true },
  seats: [
    { kind: 'human', name: 'Ann' },
    { kind: 'bot', name: 'Bot 2', bot: 'random' },
  ],
};

/** The first `n` moves of a game, each the first legal move, saved as the page saves them. */
function played(n: number): SavedHotseat {
  let saved = newSavedHotseat(config, 'store-1');
  const resumed = resumeHotseat(game, saved);
  assert.ok(resumed.ok);
  let state = resumed.state;
  for (let i = 0; i < n; i++) {
    const seat = game.toAct(state)[0] as number;
    const move = game.legalMoves(state, seat)[0];
    const next = game.apply(state, seat, move);
    assert.ok(next.ok);
    saved = withMove(saved, { seat, move: game.encodeMove(move) });
    state = next.value;
  }
  return saved;
}

test('a saved game loads back as it was written and replays to the same state', () => {
  const saved = played(12);
  saveHotseat(saved);
  const loaded = loadHotseat(findGame);
  assert.deepEqual(loaded, saved);
  const resumed = resumeHotseat(game, loaded as SavedHotseat);
  assert.ok(resumed.ok);
  // Same state as playing the moves directly: the view of every seat agrees.
  let state = game.setup(
    (game.parseOptions(config.options) as { ok: true; value: unknown }).value,
    2,
    'store-1',
  );
  for (const { seat, move } of saved.record.moves) {
    const next = game.apply(state, seat, (game.parseMove(move) as { value: unknown }).value);
    assert.ok(next.ok);
    state = next.value;
  }
  assert.deepEqual(resumed.state, state);
  assert.equal(resumed.log.length, 12, 'one log entry per move');
  assert.deepEqual(
    resumed.log.map((e) => e.version),
    Array.from({ length: 12 }, (_, i) => i + 1),
  );
  assert.ok(
    resumed.log.every((e) => e.lines.length > 0),
    'the public log is rebuilt',
  );
});

test('nothing saved, damaged JSON, a bad record or seats that do not fit: no game to resume', () => {
  assert.equal(loadHotseat(findGame), null);
  storage.setItem(HOTSEAT_KEY, '{"record": ');
  assert.equal(loadHotseat(findGame), null);
  const good = played(3);
  const variants: unknown[] = [
    { ...good, record: { ...good.record, game: 'chess' } },
    { ...good, record: { ...good.record, players: 9 } },
    { ...good, seats: good.seats.slice(0, 1) },
    { ...good, seats: [{ kind: 'alien', name: 'X' }, good.seats[1]] },
  ];
  for (const v of variants) {
    storage.setItem(HOTSEAT_KEY, JSON.stringify(v));
    assert.equal(loadHotseat(findGame), null, JSON.stringify(v).slice(0, 120));
  }
  saveHotseat(good);
  clearHotseat();
  assert.equal(loadHotseat(findGame), null);
});

test('a saved move the engine refuses is reported with its ruling, not replayed past', () => {
  const saved = played(2);
  const broken = withMove(saved, { seat: 1, move: 'pass' });
  const resumed = resumeHotseat(game, broken);
  assert.equal(resumed.ok, false);
  assert.ok(!resumed.ok && resumed.error.message.length > 0);
});
