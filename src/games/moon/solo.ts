// Moon solo (1 player), the project's own reading of the spec's solo proposal: each Era four
// face-up hands of two cards, each with an Era Expedition; a turn with each hand (round A), the
// Rival removes the hand with the dearest card, a turn with each hand left (round B). After each
// of the player's turns the Rival reveals the top card of the Era stack into its tableau and
// scores by colour. Numbers in rules-data.ts (SOLO); docs/games/moon.md, "Solo".

import type { Library } from './library.ts';
import { rivalColours, rivalFlags } from './flag-table.ts';
import { SOLO } from './rules-data.ts';
import type { MoonState, SoloState } from './state.ts';

/** The Rival's name where people read it. */
export const RIVAL_NAME = 'the Rival';

/** Deals the Era's face-up hands, each with an Era Expedition. */
export function dealSolo(s: MoonState, stack: number[], expeditions: number[]): SoloState {
  const solo = s.solo as SoloState;
  solo.hands = Array.from({ length: SOLO.hands }, () =>
    stack.splice(Math.max(0, stack.length - SOLO.handSize)),
  );
  solo.expeditions = solo.hands.map(() => expeditions.pop() ?? -1);
  solo.played = solo.hands.map(() => false);
  solo.current = -1;
  solo.removed = -1;
  s.hands[0] = [];
  s.handExpedition[0] = -1;
  return solo;
}

/** Hands the player may take the next turn with: not played this round, not removed, not empty. */
export function openHands(solo: SoloState): number[] {
  const out: number[] = [];
  solo.hands.forEach((h, i) => {
    if (!solo.played[i] && i !== solo.removed && h.length > 0) out.push(i);
  });
  return out;
}

/** Takes hand `i` (with its Expedition) up for the turn. */
export function takeHand(s: MoonState, i: number): void {
  const solo = s.solo as SoloState;
  solo.current = i;
  s.hands[0] = solo.hands[i] as number[];
  solo.hands[i] = [];
  s.handExpedition[0] = solo.expeditions[i] as number;
  solo.expeditions[i] = -1;
}

/** Puts the hand just played back among the face-up hands. */
export function returnHand(s: MoonState): void {
  const solo = s.solo as SoloState;
  const i = solo.current;
  if (i < 0) return;
  solo.hands[i] = s.hands[0] as number[];
  solo.expeditions[i] = s.handExpedition[0] as number;
  solo.played[i] = true;
  solo.current = -1;
  s.hands[0] = [];
  s.handExpedition[0] = -1;
}

/** The Rival's turn: the top card of the Era stack joins its tableau and scores by colour. */
export function rivalTurn(lib: Library, s: MoonState): void {
  const solo = s.solo as SoloState;
  const card = (s.stacks[s.era - 1] as number[]).pop();
  if (card === undefined) return;
  const colour = lib.structure[card]?.colour;
  const same = solo.tableau.filter((id) => lib.structure[id]?.colour === colour).length;
  solo.tableau.push(card);
  solo.hearts += Math.min(same, s.x + SOLO.capOverX);
}

/** The cost of a card in resources, for the Rival's choice of hand. */
const price = (lib: Library, id: number): number =>
  Object.values(lib.structure[id]?.cost ?? {}).reduce((a, b) => a + (b ?? 0), 0);

/**
 * After round A the Rival removes the hand holding the dearest card (the first such hand in
 * deal order on a tie): its cards go to the discard pile, its Expedition to the box.
 */
export function rivalRemoves(lib: Library, s: MoonState): number {
  const solo = s.solo as SoloState;
  let pick = -1;
  let dearest = -1;
  solo.hands.forEach((h, i) => {
    const top = h.reduce((m, id) => Math.max(m, price(lib, id)), -1);
    if (h.length > 0 && top > dearest) {
      dearest = top;
      pick = i;
    }
  });
  if (pick < 0) return -1;
  solo.removed = pick;
  s.discard.push(...(solo.hands[pick] as number[]));
  solo.hands[pick] = [];
  const exp = solo.expeditions[pick] as number;
  if (exp >= 0) s.boxed.push(exp);
  solo.expeditions[pick] = -1;
  return pick;
}

/** At the end of the Era: cards left in hands go to the discard pile, Expeditions to the box. */
export function clearSolo(s: MoonState): void {
  const solo = s.solo as SoloState;
  for (const h of solo.hands) s.discard.push(...h.splice(0));
  for (const e of solo.expeditions) if (e >= 0) s.boxed.push(e);
  solo.expeditions = solo.expeditions.map(() => -1);
}

export { rivalColours, rivalFlags };
