// Chimps on Mars in words: one term per concept, in English and German (see
// src/engine/glossary.ts). The card names (names.ts reads them from here), the table's parts and
// the score sheet's category; the web board, the terminal board, the log lines, the move labels
// and the tests all take their words from here. `avoid` lists synonyms earlier texts used.

import type { Glossary } from '../../engine/glossary.ts';
import { ROUND_LIMIT } from './data.ts';

export const GLOSSARY = {
  // Why a game was abandoned (GameResult.abandoned records the English).
  noLanding: {
    en: `nobody landed within ${ROUND_LIMIT} rounds`,
    de: `in ${ROUND_LIMIT} Runden ist niemand gelandet`,
  },
  // The cards: launch parts in launch order, models, power-ups, Events, crew.
  chimp: { en: 'Chimp', de: 'Schimpanse' },
  booster: { en: 'Booster', de: 'Rakete' },
  spaceship: { en: 'Spaceship', de: 'Raumkapsel' },
  ticket: { en: 'Landing Ticket', de: 'Landeticket' },
  redComet: { en: 'Red Comet', de: 'Roter Komet' },
  blueNebula: { en: 'Blue Nebula', de: 'Blauer Nebel' },
  silverOrbit: { en: 'Silver Orbit', de: 'Silberorbit' },
  swap: { en: 'Swap', de: 'Tausch' },
  steal: { en: 'Steal', de: 'Diebstahl' },
  destroy: { en: 'Destroy', de: 'Zerstörung' },
  banana: { en: 'Banana', de: 'Banane' },
  dustStorm: { en: 'Dust Storm', de: 'Staubsturm' },
  solarFlare: { en: 'Solar Flare', de: 'Sonneneruption' },
  meteorShower: { en: 'Meteor Shower', de: 'Meteorschauer' },
  engineFailure: { en: 'Engine Failure', de: 'Triebwerksausfall' },
  duck: { en: 'Duck', de: 'Ente' },
  tortoise: { en: 'Tortoise', de: 'Schildkröte' },
  crocodile: { en: 'Crocodile', de: 'Krokodil' },
  // Kinds of card.
  launchPart: { en: 'launch part', de: 'Startteil' },
  model: { en: 'model', de: 'Modell' },
  powerUp: { en: 'power-up', de: 'Sonderkarte', avoid: { de: ['Aktionskarte'] } },
  event: { en: 'Event', de: 'Ereignis' },
  crew: { en: 'crew', de: 'Crew' },
  // The table.
  launchArea: { en: 'launch area', de: 'Startbereich' },
  launchOrder: { en: 'launch order', de: 'Startreihenfolge' },
  mainPile: { en: 'main pile', de: 'Nachziehstapel' },
  discardPile: { en: 'discard pile', de: 'Ablagestapel' },
  hand: { en: 'hand', de: 'Hand' },
  handLimit: { en: 'hand limit', de: 'Handlimit' },
  faceDown: { en: 'face down', de: 'verdeckt' },
  matchingPair: { en: 'matching pair', de: 'passendes Paar' },
  protection: { en: 'Banana protection', de: 'Bananenschutz' },
  revenge: { en: 'Crocodile’s revenge', de: 'Rache des Krokodils' },
  // Turns.
  round: { en: 'round', de: 'Runde' },
  roundLimit: { en: 'round limit', de: 'Rundenlimit' },
  turn: { en: 'turn', de: 'Zug' },
  action: { en: 'action', de: 'Aktion' },
  actions: { en: 'actions', de: 'Aktionen' },
  rearrange: { en: 'rearrange', de: 'umordnen' },
  eventEffects: { en: 'event effects', de: 'Ereigniseffekte' },
  // The score sheet.
  landing: { en: 'landing on Mars', de: 'Landung auf dem Mars' },
} as const satisfies Glossary;

export type CMTerm = keyof typeof GLOSSARY;
