// Names of Monkey Lab components for people in each language: monkey colours, items, cards and
// rooms, all from the game's glossary (glossary.ts); room names live with the board sides in lab.ts.

import type { Lang, Seat } from '../../engine/game.ts';
import { ITEMS, MONKEYS } from './data.ts';
import { mlTerm } from './glossary.ts';
import type { MLTerm } from './glossary.ts';
import type { Lab } from './lab.ts';

/** Card terms by kind, in CARD_KINDS order (data.ts). */
const CARD_TERMS: readonly MLTerm[] = [
  'moveOneItem',
  'exchange',
  'steal',
  'moveTwice',
  'moveGuard',
];

/** "Red" / "Rot": the monkey colour of a seat, capitalised. */
export const seatName = (seat: Seat, lang: Lang): string =>
  mlTerm((MONKEYS[seat]?.colour ?? 'red') as MLTerm, lang);

export const itemName = (i: number, lang: Lang): string =>
  mlTerm((ITEMS[i] ?? 'box') as MLTerm, lang);

export const cardName = (kind: number, lang: Lang): string =>
  CARD_TERMS[kind] ? mlTerm(CARD_TERMS[kind], lang) : '?';

const ROOMS: Readonly<Record<Lang, (lab: Lab) => readonly string[]>> = {
  en: (lab) => lab.names,
  de: (lab) => lab.namesDe,
};

export const roomName = (lab: Lab, room: number, lang: Lang): string =>
  ROOMS[lang](lab)[room] ?? '?';
