// Names of Monkeys on the Moon components for people: labels in moves, logs, boards and errors,
// in English and German. Tribe names and every concept come from the glossary (glossary.ts); the
// card skills are the project's own (PROPOSAL) cards, so their German names are ours too. Monkey
// names are proper names and stay as they are.

import type { Lang } from '../../engine/game.ts';
import { CIVILIZATION_CARDS, MONKEYS, SHIPS, TRIBES } from './data.ts';
import type { Tribe, TribeName } from './data.ts';
import { GLOSSARY } from './glossary.ts';

/** Every name a log line or move label uses, in one language. */
export interface MMNames {
  tribe(t: Tribe): string;
  monkey(id: number): string;
  civ(id: number): string;
  ship(id: number): string;
  /** "2 Purple and 1 Brown" for coin counts by tribe. */
  coins(coins: readonly number[]): string;
  /** A list of names joined the way the language reads it: "a, b and c". */
  list(names: readonly string[]): string;
  /** "Player 2" for seat 1: people count from one. */
  player(seat: number): string;
}

type Six = readonly [string, string, string, string, string, string];
/** German names of the PROPOSAL skills, in the order of data.ts (moves 2,2,3,3,4,4). */
const SKILLS_DE: Readonly<Record<TribeName, Six>> = {
  brown: [
    'Bis acht zählen',
    'Löffel schnitzen',
    'Tee kochen',
    'Kokosnüsse jonglieren',
    'Brücken bauen',
    'Sonette schreiben',
  ],
  black: [
    'Shampoo benutzen',
    'Landkarten falten',
    'Fliegen binden',
    'Teeblätter lesen',
    'Brot backen',
    'Fugen komponieren',
  ],
  green: [
    'Akkordeon spielen',
    'Bonsai ziehen',
    'Schals stricken',
    'Töpfern',
    'Wurzelbier brauen',
    'Das Rad erfinden',
  ],
  blue: [
    'Tacker bedienen',
    'Steine hüpfen lassen',
    'Radios einstellen',
    'Papierboote segeln',
    'Sterne kartieren',
    'Kreuzworträtsel lösen',
  ],
  red: [
    'Inlineskaten',
    'Seifenblasen pusten',
    'Wandbilder malen',
    'Fahrräder reparieren',
    'Witze erzählen',
    'Drachen steigen lassen',
  ],
  purple: [
    'Melodien pfeifen',
    'Räder schlagen',
    'Blumen stecken',
    'Schach spielen',
    'Umhänge nähen',
    'Hufeisen schmieden',
  ],
};

const tribeName = (t: Tribe): TribeName => TRIBES[t] ?? 'brown';

function joinList(parts: readonly string[], and: string): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`;
}

const EN: MMNames = {
  tribe: (t) => GLOSSARY[tribeName(t)].en,
  monkey(id) {
    const m = MONKEYS[id];
    return m ? `${m.name} (${EN.tribe(m.tribe)} ${m.status})` : `monkey ${id}`;
  },
  civ(id) {
    const c = CIVILIZATION_CARDS[id];
    return c ? `${c.skill} (${EN.tribe(c.tribe)} ${c.move})` : `card ${id}`;
  },
  ship(id) {
    const s = SHIPS[id];
    return s
      ? `the ${EN.tribe(s.colour)} ship for ${s.capacity} monkeys (${s.vp} point${s.vp === 1 ? '' : 's'} when full)`
      : `ship ${id}`;
  },
  coins(coins) {
    const parts = coins.flatMap((n, t) => (n > 0 ? [`${n} ${EN.tribe(t)}`] : []));
    return parts.length === 0 ? 'no coins' : joinList(parts, 'and');
  },
  list: (names) => joinList(names, 'and'),
  player: (seat) => `Player ${seat + 1}`,
};

const DE: MMNames = {
  tribe: (t) => GLOSSARY[tribeName(t)].de,
  monkey(id) {
    const m = MONKEYS[id];
    return m ? `${m.name} (${DE.tribe(m.tribe)} ${m.status})` : `Affe ${id}`;
  },
  civ(id) {
    const c = CIVILIZATION_CARDS[id];
    if (!c) return `Karte ${id}`;
    const index = CIVILIZATION_CARDS.slice(0, id).filter((x) => x.tribe === c.tribe).length;
    return `${SKILLS_DE[tribeName(c.tribe)][index] ?? c.skill} (${DE.tribe(c.tribe)} ${c.move})`;
  },
  ship(id) {
    const s = SHIPS[id];
    return s
      ? `Raumschiff ${DE.tribe(s.colour)} für ${s.capacity} Affen (${s.vp} Punkt${s.vp === 1 ? '' : 'e'}, wenn voll)`
      : `Raumschiff ${id}`;
  },
  coins(coins) {
    const parts = coins.flatMap((n, t) => (n > 0 ? [`${n} ${DE.tribe(t)}`] : []));
    return parts.length === 0 ? 'keine Münzen' : joinList(parts, 'und');
  },
  list: (names) => joinList(names, 'und'),
  player: (seat) => `Spieler ${seat + 1}`,
};

export const NAMES: Readonly<Record<Lang, MMNames>> = { en: EN, de: DE };

// The English labels as they always were (web boards and the terminal import these).
export const tribeLabel = (t: Tribe): string => EN.tribe(t);
export const monkeyLabel = (id: number): string => EN.monkey(id);
export const civLabel = (id: number): string => EN.civ(id);
export const shipLabel = (id: number): string => EN.ship(id);
export const coinsLabel = (coins: readonly number[]): string => EN.coins(coins);
export const playerLabel = (seat: number): string => EN.player(seat);
