// Scenario helpers for Monkey Lab rule tests: a known lab (all boards on side A unless told),
// positions set by editing the plain-data state, moves played by their strings through `apply`.
import assert from 'node:assert/strict';
import { monkeyLab as game } from '../../../src/games/monkey-lab/index.ts';
import type { MLState } from '../../../src/games/monkey-lab/index.ts';
import { CAGES, ITEMS } from '../../../src/games/monkey-lab/data.ts';
import type { ItemName } from '../../../src/games/monkey-lab/data.ts';
import { parseRoom } from '../../../src/games/monkey-lab/lab.ts';
import { scenario } from '../scenario.ts';

export { game };
export const R = (code: string): number => {
  const r = parseRoom(code);
  assert.ok(r >= 0, `no room ${code}`);
  return r;
};
export const I = (name: ItemName): number => ITEMS.indexOf(name);
/** The cage tile needing exactly these items. */
export const cageOf = (...needs: ItemName[]): number =>
  CAGES.findIndex(
    (c) =>
      [...c.needs].sort().join() ===
      needs
        .map((n) => ITEMS.indexOf(n))
        .sort()
        .join(),
  );

/** A fresh game with seat 0 to play and everyone in the lobby; floors stay as dealt. */
export function table(players: number, sides = 'AAAA', deck = 'standard'): MLState {
  const s = game.setup({ sides, deck: deck as 'standard' }, players, 'scenario');
  s.turn = 0;
  return s;
}

/** Sets the floor of a room, moving its old items to (and the new ones from) the far rooms. */
export function floor(s: MLState, room: string, items: ItemName[]): void {
  const r = R(room);
  const spare = R('seo');
  if (r !== spare) s.floor[spare]!.push(...s.floor[r]!.splice(0));
  for (const name of items) {
    const i = I(name);
    const from = s.floor.findIndex((f, k) => k !== r && f.includes(i));
    assert.ok(from >= 0, `no spare ${name}`);
    s.floor[from]!.splice(s.floor[from]!.indexOf(i), 1);
    s.floor[r]!.push(i);
  }
  for (const f of s.floor) f.sort((a, b) => a - b);
}

/** Puts an item in a monkey's hands, taken from some floor. */
export function carry(s: MLState, seat: number, name: ItemName | null): void {
  if (s.carry[seat]! >= 0) s.floor[R('seo')]!.push(s.carry[seat]!);
  s.carry[seat] = -1;
  if (!name) return;
  const i = I(name);
  const from = s.floor.findIndex((f) => f.includes(i));
  assert.ok(from >= 0, `no spare ${name}`);
  s.floor[from]!.splice(s.floor[from]!.indexOf(i), 1);
  s.carry[seat] = i;
  for (const f of s.floor) f.sort((a, b) => a - b);
}

/** Puts cage tile `cage` (face up when `revealed`) in a room, swapping it with wherever it was. */
export function cage(s: MLState, room: string, c: number, revealed = true): void {
  const r = R(room);
  const where = s.cage.indexOf(c);
  if (where >= 0) s.cage[where] = s.cage[r]!;
  else s.unused[s.unused.indexOf(c)] = s.cage[r]!;
  s.cage[r] = c;
  s.revealed[r] = revealed;
}

/** Gives a seat a hand of card kinds (0 item, 1 exchange, 2 steal, 3 twice, 4 guard). */
export function hand(s: MLState, seat: number, kinds: number[]): void {
  s.deck.push(...s.hands[seat]!.splice(0));
  for (const k of kinds) {
    assert.ok(s.deck.includes(k), `no card of kind ${k} left in the deck`);
    s.deck.splice(s.deck.indexOf(k), 1);
  }
  s.hands[seat] = kinds.slice();
}

export const { play, playAll, refused, legal } = scenario(game);
