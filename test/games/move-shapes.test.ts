// Untrusted moves through the library API: for every game, arbitrary JSON values and mangled
// legal moves given to `apply` and `parseMove` never throw, never touch the input state, and
// either fail with a code or give exactly the state the equal legal move gives (fast-check).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { deepEqual } from '../../src/engine/conformance.ts';
import type { AnyGame, Seat } from '../../src/engine/game.ts';
import { optionsOrThrow } from '../../src/engine/playout.ts';
import { Rng } from '../../src/engine/rng.ts';
import { GAMES } from '../../src/games/index.ts';
import { monkeysOnTheMoon } from '../../src/games/monkeys-on-the-moon/index.ts';
import { bidTurnOf, setCoins, table, T } from './monkeys-on-the-moon/helpers.ts';

/** States met in a few seeded random games, with the seat to act in each. */
function positions(game: AnyGame, count: number): { state: unknown; seat: Seat }[] {
  const out: { state: unknown; seat: Seat }[] = [];
  for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
    const rng = new Rng(`shapes/${game.id}/${players}`);
    let state = game.setup(optionsOrThrow(game, {}), players, `shapes-${players}`);
    for (let step = 0; out.length < (count * (players - game.minPlayers + 1)) / 4; step++) {
      const toAct = game.toAct(state);
      if (toAct.length === 0) break;
      const seat = rng.pick(toAct);
      if (step % 7 === 0) out.push({ state, seat });
      const next = game.apply(state, seat, rng.pick(game.legalMoves(state, seat)));
      assert.ok(next.ok);
      state = next.value;
    }
  }
  return out;
}

/** A legal move with one part mangled: a field dropped, added, or given another value. */
const mangled = (move: unknown, pick: (n: number) => number, junk: unknown): unknown => {
  const copy = JSON.parse(JSON.stringify(move)) as Record<string, unknown>;
  const keys = Object.keys(copy);
  const key = keys[pick(keys.length)] as string;
  switch (pick(6)) {
    case 0:
      delete copy[key];
      return copy;
    case 1:
      return { ...copy, extra: junk };
    case 2: {
      const value = copy[key];
      if (Array.isArray(value) && value.length > 0) value[pick(value.length)] = junk;
      else copy[key] = junk;
      return copy;
    }
    case 3: {
      // Numbers nudged out of shape: negative, fractional, huge.
      const nudge = (n: number) => [-n - 1, n + 0.5, -0, 1e9, NaN][pick(5)] as number;
      const value = copy[key];
      if (typeof value === 'number') copy[key] = nudge(value);
      else if (Array.isArray(value))
        copy[key] = value.map((v) => (typeof v === 'number' && pick(2) ? nudge(v) : v));
      else copy[key] = junk;
      return copy;
    }
    case 4:
      return [copy];
    default:
      copy[key] = JSON.stringify(copy[key]);
      return copy;
  }
};

for (const game of GAMES) {
  test(`${game.id}: apply takes any JSON value as a move without throwing, mutating or accepting a non-move`, () => {
    const table = positions(game, 40);
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat(),
        fc.jsonValue({ maxDepth: 3 }),
        fc.constantFrom('json', 'mangled', 'legal', 'other-seat'),
        (i, k, junk, kind) => {
          const { state, seat: acting } = table[i % table.length] as (typeof table)[number];
          const legal = game.legalMoves(state, acting);
          const pick = (n: number) => (n <= 1 ? 0 : (k = (k * 31 + 7) % 1_000_003) % n);
          const base = legal[pick(legal.length)];
          const move = kind === 'json' ? junk : kind === 'legal' ? base : mangled(base, pick, junk);
          const seat = kind === 'other-seat' ? acting + 1 + pick(3) : acting;
          const before = JSON.stringify(state);
          const out = game.apply(state, seat, move);
          assert.equal(JSON.stringify(state), before, 'apply mutated its input state');
          const equal = game.legalMoves(state, seat).find((m) => deepEqual(m, move));
          if (!out.ok) {
            assert.match(out.error.code, /^[a-z-]+$/);
            assert.ok(out.error.message.length > 0);
            assert.equal(equal, undefined, `a legal move was refused: ${JSON.stringify(move)}`);
            return;
          }
          assert.ok(
            equal !== undefined,
            `accepted a move that is no legal move: ${JSON.stringify(move)}`,
          );
          const same = game.apply(state, seat, equal);
          assert.ok(same.ok);
          assert.equal(JSON.stringify(out.value), JSON.stringify(same.value));
        },
      ),
      { numRuns: 400, seed: 15 },
    );
  });

  test(`${game.id}: a move the notation writes is never refused as malformed, only by a rule`, () => {
    const table = positions(game, 20);
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat(),
        fc.array(fc.nat({ max: 999 }), { minLength: 4 }),
        (i, k, nums) => {
          const { state, seat } = table[i % table.length] as (typeof table)[number];
          const legal = game.legalMoves(state, seat);
          // A legal move's string with its numbers changed: well written, mostly not legal.
          let n = 0;
          const text = game
            .encodeMove(legal[k % legal.length])
            .replace(/\d+/g, () => String(nums[n++ % nums.length]));
          const parsed = game.parseMove(text);
          if (!parsed.ok) return;
          const out = game.apply(state, seat, parsed.value);
          assert.ok(
            out.ok || out.error.code !== 'malformed-move',
            `${text}: ${JSON.stringify(out)}`,
          );
        },
      ),
      { numRuns: 300, seed: 15 },
    );
  });

  test(`${game.id}: parseMove takes any JSON value or string without throwing`, () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string({ maxLength: 120 })), (x) => {
        const out = game.parseMove(x as string);
        if (!out.ok) assert.match(out.error.code, /^[a-z-]+$/);
        else {
          const again = game.parseMove(game.encodeMove(out.value));
          assert.ok(again.ok && deepEqual(again.value, out.value));
        }
      }),
      { numRuns: 400, seed: 15 },
    );
  });
}

test('every move the notation can write passes the shape check, so the rules answer it', () => {
  // A count no one can hold is well written: refused under MM-2, not as malformed.
  const s = table(3);
  bidTurnOf(s, 0);
  const select = monkeysOnTheMoon.legalMoves(s, 0)[0]!;
  const state = (monkeysOnTheMoon.apply(s, 0, select) as { ok: true; value: typeof s }).value;
  const nine = monkeysOnTheMoon.parseMove('bid red:9');
  assert.ok(nine.ok);
  const out = monkeysOnTheMoon.apply(state, 0, nine.value);
  assert.ok(!out.ok && out.error.rule === 'MM-2', JSON.stringify(out));
});

test('MM-2: a bid with a negative count of another colour is refused and no supply goes below zero', () => {
  const s = table(3);
  setCoins(s, 0, { purple: 3, brown: 1 });
  bidTurnOf(s, 0);
  let state = s;
  const select = monkeysOnTheMoon.legalMoves(state, 0)[0];
  assert.ok(select?.type === 'select');
  const selected = monkeysOnTheMoon.apply(state, 0, select);
  assert.ok(selected.ok);
  state = selected.value;
  const coins = [0, 0, 0, 0, 0, 0];
  coins[T('purple')] = 3;
  coins[T('red')] = -1; // not an ally of purple: would be taken from the supply
  for (const bad of [
    { type: 'bid', coins },
    { type: 'bid', coins: coins.map((n) => Math.abs(n) + 0.5) },
    { type: 'bid', coins: coins.slice(0, 5) },
    { type: 'bid', coins: [...coins.map(Math.abs), 0] },
    { type: 'bid', coins: coins.map(String) },
    { type: 'bid', coins: coins.map(Math.abs), extra: 1 },
    { type: 'bid' },
  ]) {
    const out = monkeysOnTheMoon.apply(state, 0, bad as never);
    assert.equal(out.ok, false, JSON.stringify(bad));
    if (!out.ok) assert.equal(out.error.code, 'malformed-move');
  }
});
