// Names of Monkey Lab components for people in each language: monkey colours, items, cards and
// rooms (room names live with the board sides in lab.ts). The German words are our own.

import type { Lang, Seat } from '../../engine/game.ts';
import { CARD_NAMES, ITEMS, MONKEYS } from './data.ts';
import type { ItemName } from './data.ts';
import type { Lab } from './lab.ts';

type Five = readonly [string, string, string, string, string];
type SeatColour = 'red' | 'yellow' | 'green' | 'purple';

interface Words {
  readonly colours: Readonly<Record<SeatColour, string>>;
  readonly items: Readonly<Record<ItemName, string>>;
  /** Card names by kind, in the order of CARD_NAMES. */
  readonly cards: Five;
}

const WORDS: Readonly<Record<Lang, Words>> = {
  en: {
    colours: { red: 'Red', yellow: 'Yellow', green: 'Green', purple: 'Purple' },
    items: { scalpel: 'scalpel', microscope: 'microscope', box: 'box', cable: 'cable' },
    cards: CARD_NAMES as unknown as Five,
  },
  de: {
    colours: { red: 'Rot', yellow: 'Gelb', green: 'Grün', purple: 'Lila' },
    items: { scalpel: 'Skalpell', microscope: 'Mikroskop', box: 'Kiste', cable: 'Kabel' },
    cards: ['Gegenstand versetzen', 'Austausch', 'Stehlen', 'Doppelschritt', 'Wächter versetzen'],
  },
};

/** "Red" / "Rot": the monkey colour of a seat, capitalised. */
export const seatName = (seat: Seat, lang: Lang): string =>
  WORDS[lang].colours[(MONKEYS[seat]?.colour ?? 'red') as SeatColour];

export const itemName = (i: number, lang: Lang): string => WORDS[lang].items[ITEMS[i] ?? 'box'];

export const cardName = (kind: number, lang: Lang): string => WORDS[lang].cards[kind] ?? '?';

const ROOMS: Readonly<Record<Lang, (lab: Lab) => readonly string[]>> = {
  en: (lab) => lab.names,
  de: (lab) => lab.namesDe,
};

export const roomName = (lab: Lab, room: number, lang: Lang): string =>
  ROOMS[lang](lab)[room] ?? '?';
