// Monkey Lab in words: one term per concept, in English and German (see src/engine/glossary.ts).
// The web board, the log lines, the terminal board and the tests take their names from here;
// room names live with the board sides in lab.ts, component names by index in names.ts.

import type { Lang } from '../../engine/game.ts';
import type { Glossary } from '../../engine/glossary.ts';

export const GLOSSARY = {
  lab: { en: 'Monkey Lab', de: 'Affenlabor' },
  room: { en: 'room', de: 'Raum' },
  doorway: { en: 'doorway', de: 'Durchgang' },
  lobby: { en: 'Lobby', de: 'Eingangshalle' },
  guard: { en: 'guard', de: 'Wächter', avoid: { en: ['G'] } },
  cage: { en: 'cage', de: 'Käfig' },
  faceDownCage: { en: 'face-down cage', de: 'verdeckter Käfig' },
  item: { en: 'item', de: 'Gegenstand' },
  monkey: { en: 'monkey', de: 'Affe' },
  card: { en: 'card', de: 'Karte' },
  hand: { en: 'hand', de: 'Hand' },
  deck: { en: 'deck', de: 'Nachziehstapel' },
  discard: { en: 'discard pile', de: 'Ablagestapel' },
  tileSupply: { en: 'tile supply', de: 'Plättchenvorrat' },
  unusedCages: { en: 'unused cages', de: 'unbenutzte Käfige' },
  action: { en: 'action', de: 'Aktion' },
  actions: { en: 'actions', de: 'Aktionen' },
  combat: { en: 'combat', de: 'Kampf' },
  combatItem: { en: 'combat item', de: 'Kampfgegenstand' },
  carries: { en: 'carries', de: 'trägt' },
  cageMonkeys: { en: 'monkeys on cages', de: 'Affen auf Käfigen' },
  scoringTiles: { en: 'scoring tiles', de: 'Wertungsplättchen' },
  cageTiles: { en: 'cage tiles', de: 'Käfigplättchen' },
  // Cards (names.ts holds them by kind).
  moveOneItem: { en: 'Move One Item', de: 'Gegenstand versetzen' },
  exchange: { en: 'Exchange', de: 'Austausch', avoid: { de: ['Tauschen'] } },
  steal: { en: 'Steal', de: 'Stehlen' },
  moveTwice: { en: 'Move Twice', de: 'Doppelschritt', avoid: { de: ['Zweimal ziehen'] } },
  moveGuard: { en: 'Move Guard', de: 'Wächter versetzen', avoid: { de: ['Wächter bewegen'] } },
  // Items.
  scalpel: { en: 'scalpel', de: 'Skalpell' },
  microscope: { en: 'microscope', de: 'Mikroskop' },
  box: { en: 'box', de: 'Kiste' },
  cable: { en: 'cable', de: 'Kabel' },
  // Monkey colours.
  red: { en: 'Red', de: 'Rot' },
  yellow: { en: 'Yellow', de: 'Gelb' },
  green: { en: 'Green', de: 'Grün' },
  purple: { en: 'Purple', de: 'Lila' },
} as const satisfies Glossary;

export type MLTerm = keyof typeof GLOSSARY;

/** A Monkey Lab term in `lang`. */
export const mlTerm = (key: MLTerm, lang: Lang): string => GLOSSARY[key][lang];
