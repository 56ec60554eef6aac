// Names of Monkeys on the Moon components for people: labels in moves, logs and errors.

import { CIVILIZATION_CARDS, MONKEYS, SHIPS, TRIBE_LABELS, TRIBES } from './data.ts';
import type { Tribe } from './data.ts';

export const tribeLabel = (t: Tribe): string => TRIBE_LABELS[TRIBES[t] ?? 'brown'];

export function monkeyLabel(id: number): string {
  const m = MONKEYS[id];
  return m ? `${m.name} (${tribeLabel(m.tribe)} ${m.status})` : `monkey ${id}`;
}

export function civLabel(id: number): string {
  const c = CIVILIZATION_CARDS[id];
  return c ? `${c.skill} (${tribeLabel(c.tribe)} ${c.move})` : `card ${id}`;
}

export function shipLabel(id: number): string {
  const s = SHIPS[id];
  return s ? `the ${tribeLabel(s.colour)} ${s.capacity}-monkey ship (${s.vp} VP)` : `ship ${id}`;
}

/** "2 Purple and 1 Brown" for coin counts by tribe. */
export function coinsLabel(coins: readonly number[]): string {
  const parts = coins.flatMap((n, t) => (n > 0 ? [`${n} ${tribeLabel(t)}`] : []));
  if (parts.length <= 1) return parts[0] ?? 'no coins';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** "Player 2" for seat 1: people count from one. */
export const playerLabel = (seat: number): string => `Player ${seat + 1}`;
