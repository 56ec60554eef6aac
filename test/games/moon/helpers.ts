// Scenario helpers for Moon rule tests: set up a known position by editing the plain-data state,
// then play moves by their strings through the public `apply`.
import assert from 'node:assert/strict';
import { moon as game } from '../../../src/games/moon/index.ts';
import type { MoonState } from '../../../src/games/moon/index.ts';
import { freshTurn } from '../../../src/games/moon/era.ts';
import { libraryOf } from '../../../src/games/moon/library.ts';
import { RESOURCES } from '../../../src/games/moon/vocabulary.ts';
import type { Resource } from '../../../src/games/moon/vocabulary.ts';
import { scenario } from '../scenario.ts';

export { game };
export const lib = libraryOf('proposal');

/** A fresh game; `seed` fixes the deal. */
export const table = (players: number, seed = 'scenario'): MoonState =>
  game.setup({ cardSet: 'proposal', psychic: true }, players, seed);

/** The id of the `nth` copy of the card called `name`. */
export function cardId(name: string, nth = 0): number {
  const ids = lib.cards.filter((c) => lib.name[c.id] === name).map((c) => c.id);
  const id = ids[nth];
  assert.ok(id !== undefined, `no card "${name}" #${nth}`);
  return id;
}
export const c = (name: string, nth = 0) => `c${cardId(name, nth) + 1}`;

/** Takes card `id` out of every zone. */
function lift(s: MoonState, id: number): void {
  const lists = [
    ...s.stacks,
    s.discard,
    ...s.expeditionDecks,
    s.boxed,
    s.reputationBox,
    s.reputations,
    ...s.hands,
    ...s.settlements,
    ...s.claimed,
    s.revealed,
  ];
  for (const list of lists) {
    const i = list.indexOf(id);
    if (i >= 0) list.splice(i, 1);
  }
  s.handExpedition = s.handExpedition.map((e) => (e === id ? -1 : e));
}

/** Puts the named card into `seat`'s settlement. */
export function settle(s: MoonState, seat: number, name: string, nth = 0): number {
  const id = cardId(name, nth);
  lift(s, id);
  (s.settlements[seat] as number[]).push(id);
  s.builtTurn[id] = -1;
  return id;
}

/** Gives `seat` these cards as its hand (the old hand goes back to the stack). */
export function hand(s: MoonState, seat: number, names: string[]): number[] {
  (s.stacks[s.era - 1] as number[]).push(...(s.hands[seat] as number[]));
  s.hands[seat] = [];
  const ids = names.map((n) => {
    let nth = 0;
    const taken = (id: number) =>
      (s.hands[seat] as number[]).includes(id) || s.settlements.some((m) => m.includes(id));
    while (taken(cardId(n, nth))) nth++;
    const id = cardId(n, nth);
    lift(s, id);
    (s.hands[seat] as number[]).push(id);
    return id;
  });
  return ids;
}

/** Sets the Expedition travelling with `seat`'s hand. */
export function expedition(s: MoonState, seat: number, name: string): void {
  const id = cardId(name);
  const old = s.handExpedition[seat] as number;
  if (old >= 0 && old !== s.firstExpedition) s.boxed.push(old);
  lift(s, id);
  s.handExpedition[seat] = id;
}

/** Puts a Reputation card on display. */
export function display(s: MoonState, name: string): number {
  const id = cardId(name);
  lift(s, id);
  s.reputations.push(id);
  return id;
}

/** Sets `seat`'s resources, e.g. { E: 4 }; unnamed ones go to 0. */
export function supply(s: MoonState, seat: number, res: Partial<Record<Resource, number>>): void {
  s.supply[seat] = RESOURCES.map((r) => res[r] ?? 0);
}
export const res = (s: MoonState, seat: number, r: Resource): number =>
  (s.supply[seat] as number[])[RESOURCES.indexOf(r)] as number;

/** Makes it `seat`'s turn, with nothing done yet. */
export function turnOf(s: MoonState, seat: number): void {
  s.turn = freshTurn(seat);
  s.order = [seat];
  s.decision = null;
  s.tasks = [];
}

export const { play, playAll, refused, legal } = scenario(game);

/** Gives the seats these Bases, in seat order, e.g. ['Base A', 'Base B']. */
export function bases(s: MoonState, names: string[]): void {
  names.forEach((n, seat) => {
    const id = cardId(n);
    lift(s, id);
    const mine = s.settlements[seat] as number[];
    const old = mine.findIndex((x) => lib.base[x] !== undefined);
    if (old >= 0) s.boxed.push(...mine.splice(old, 1));
    mine.unshift(id);
  });
}

/** Ends the Era: every hand but `seat`'s is emptied, `seat` assimilates its last card and ends. */
export function endEra(s: MoonState, seat: number): MoonState {
  s.hands = s.hands.map(() => []);
  const [id] = hand(s, seat, ['Landing Strip']);
  turnOf(s, seat);
  return play(s, seat, `assim c${(id as number) + 1}`, 'end');
}
