// Counting from a flag table (`tableCode`, `countFromTable`, the bots' fast path) counts what
// `count` counts: every Count written on the PROPOSAL cards, for every seat, along seeded games.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Rng } from '../../../src/engine/rng.ts';
import { moon } from '../../../src/games/moon/index.ts';
import {
  count,
  countFromTable,
  flagTable,
  flagTableRovers,
  flagTableWith,
  meets,
  tableCode,
} from '../../../src/games/moon/counting.ts';
import { libraryOf } from '../../../src/games/moon/library.ts';
import { PROPOSAL } from '../../../src/games/moon/proposal.ts';
import { COUNT_KINDS } from '../../../src/games/moon/vocabulary.ts';
import type { Count, Requirement } from '../../../src/games/moon/vocabulary.ts';

/** Every Count object anywhere in the card set (requirements, formulas, steps). */
function countsIn(data: unknown, out: Count[] = []): Count[] {
  if (Array.isArray(data)) for (const x of data) countsIn(x, out);
  else if (data !== null && typeof data === 'object') {
    const of = (data as { of?: unknown }).of;
    if (typeof of === 'string' && (COUNT_KINDS as readonly string[]).includes(of))
      out.push(data as Count);
    for (const value of Object.values(data)) countsIn(value, out);
  }
  return out;
}

test('countFromTable agrees with count for every Count of the card set, along seeded games', () => {
  const lib = libraryOf(PROPOSAL.id);
  const counts = countsIn(PROPOSAL);
  const coded = counts.filter((c) => tableCode(c) >= 0);
  // The Reputations' counts are what the bots read this way: all of them have a code but Capable's.
  assert.ok(coded.length > 20, `only ${coded.length} of ${counts.length} Counts have a code`);
  assert.ok(coded.some((c) => c.of === 'flagTypesWon'));
  assert.ok(coded.some((c) => c.of === 'flagTypesAtLeast'));
  assert.equal(tableCode({ of: 'spentThisTurn' }), -1);
  let compared = 0;
  for (const players of [1, 2, 4, 5]) {
    const rng = new Rng(`counting-${players}`);
    const state = moon.setup(
      { cardSet: PROPOSAL.id, psychic: true },
      players,
      `counting-${players}`,
    );
    for (let step = 0; moon.toAct(state).length > 0; step++) {
      if (step % 7 === 0) {
        const table = flagTable(lib, state);
        for (let seat = 0; seat < players; seat++)
          for (const c of coded) {
            const want = count(lib, state, seat, c, -1, table);
            assert.equal(countFromTable(state, seat, tableCode(c), table), want, JSON.stringify(c));
            compared++;
          }
      }
      const seat = moon.toAct(state)[0] as number;
      moon.play(state, seat, rng.pick(moon.legalMoves(state, seat)));
    }
  }
  assert.ok(compared > 10_000);
});

test('flagTableWith is the flag table after a seat adds one card to its settlement', () => {
  const lib = libraryOf(PROPOSAL.id);
  let compared = 0;
  for (const players of [1, 3, 5]) {
    const rng = new Rng(`with-${players}`);
    const state = moon.setup({ cardSet: PROPOSAL.id, psychic: true }, players, `with-${players}`);
    for (let step = 0; moon.toAct(state).length > 0; step++) {
      if (step % 5 === 0) {
        const seat = step % players;
        const table = flagTable(lib, state);
        // Every card in any hand and every Base out of play, added to `seat`.
        for (const card of [
          ...(state.hands.flat() as number[]),
          ...state.boxed.filter((id) => lib.base[id] !== undefined),
        ]) {
          const after = moon.clone(state);
          (after.settlements[seat] as number[]).push(card);
          after.roverOn[card] = step % 3; // Rovers parked on it break ties too
          const want = flagTable(lib, after);
          assert.deepEqual(flagTableWith(table, lib, seat, card, step % 3), want);
          compared++;
        }
      }
      const seat = moon.toAct(state)[0] as number;
      moon.play(state, seat, rng.pick(moon.legalMoves(state, seat)));
    }
  }
  assert.ok(compared > 1000, `${compared}`);
});

test('flagTableRovers is the flag table after Rovers move, the settlements as they were', () => {
  const lib = libraryOf(PROPOSAL.id);
  let compared = 0;
  for (const players of [1, 2, 5]) {
    const rng = new Rng(`rovers-${players}`);
    const state = moon.setup({ cardSet: PROPOSAL.id, psychic: true }, players, `rovers-${players}`);
    for (let step = 0; moon.toAct(state).length > 0; step++) {
      if (step % 5 === 0) {
        const table = flagTable(lib, state);
        // A Rover parked on every settled card in turn (MN-3: it breaks its owner's ties), one
        // taken from each seat's supply in turn.
        for (let s = 0; s < players; s++)
          for (const card of state.settlements.flat()) {
            const after = moon.clone(state);
            after.rovers[s] = (after.rovers[s] as number) + (step % 2 === 0 ? -1 : 2);
            after.roverOn[card] = (after.roverOn[card] as number) + 1 + (step % 3);
            assert.deepEqual(flagTableRovers(table, after), flagTable(lib, after));
            compared++;
          }
      }
      const seat = moon.toAct(state)[0] as number;
      moon.play(state, seat, rng.pick(moon.legalMoves(state, seat)));
    }
  }
  assert.ok(compared > 1000, `${compared}`);
});

test('meets with a flag table agrees with meets without, for every requirement list of the cards', () => {
  const lib = libraryOf(PROPOSAL.id);
  const lists = [
    ...lib.reputation.map((r) => r?.requires),
    ...lib.expedition.map((e) => e?.requires),
  ].filter((r): r is Requirement[] => r !== undefined && r.length > 0);
  assert.ok(lists.length > 10, `${lists.length}`);
  let met = 0;
  let compared = 0;
  for (const players of [1, 3, 5]) {
    const rng = new Rng(`meets-${players}`);
    const state = moon.setup({ cardSet: PROPOSAL.id, psychic: true }, players, `meets-${players}`);
    for (let step = 0; moon.toAct(state).length > 0; step++) {
      if (step % 3 === 0) {
        const table = flagTable(lib, state);
        for (let seat = 0; seat < players; seat++)
          for (const reqs of lists) {
            const want = meets(lib, state, seat, reqs);
            assert.equal(meets(lib, state, seat, reqs, table), want, JSON.stringify(reqs));
            if (want) met++;
            compared++;
          }
      }
      const seat = moon.toAct(state)[0] as number;
      moon.play(state, seat, rng.pick(moon.legalMoves(state, seat)));
    }
  }
  // Both answers occur, so the comparison tells them apart.
  assert.ok(met > 100 && compared - met > 100, `${met} of ${compared} met`);
});
