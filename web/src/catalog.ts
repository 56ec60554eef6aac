// What the lobby says about each game beyond the server's facts (/api/games: names, player
// counts, options): a one-line pitch, a typical length against bots, the table "Play now"
// seats, and the picture of its board (web/public/boards/<id>.jpg, refreshed by
// `npm run screenshots`). No game code here: the lobby is the first page and stays light.

import type { Lang } from './i18n.ts';

export interface CatalogEntry {
  /** The game's name where a language has its own (the German rulebook's title). */
  readonly names?: Partial<Readonly<Record<Lang, string>>>;
  readonly pitch: Readonly<Record<Lang, string>>;
  /** Minutes a game against bots typically takes (one person's decisions at about 10 s each). */
  readonly minutes: number;
  /** Players at a "Play now" table: you and bots. */
  readonly playNow: number;
}

export const CATALOG: Readonly<Record<string, CatalogEntry>> = {
  'monkeys-on-the-moon': {
    names: { de: 'Affen auf dem Mond' },
    pitch: {
      en: 'Win the favour of six monkey tribes, bid for their monkeys and fly them home in full ships.',
      de: 'Gewinne die Gunst von sechs Affensippen, ersteigere ihre Affen und fliege sie in vollen Raumschiffen heim.',
    },
    minutes: 15,
    playNow: 3,
  },
  moon: {
    pitch: {
      en: 'Draft cards passed around the table over three Eras and build the settlement with the most Hearts.',
      de: 'Wähle in drei Ären aus weitergereichten Karten und baue die Mondsiedlung mit den meisten Herzen.',
    },
    minutes: 20,
    playNow: 3,
  },
  'monkey-lab': {
    // The glossary's German name of the lab, which is the game's name.
    names: { de: 'Affenlabor' },
    pitch: {
      en: 'Sneak through the lab past the guard, gather the items that open the cages and unlock them first.',
      de: 'Schleiche am Wächter vorbei durchs Labor, sammle die Gegenstände, die die Käfige öffnen, und öffne sie zuerst.',
    },
    minutes: 15,
    playNow: 3,
  },
  'chimps-on-mars': {
    pitch: {
      en: 'Line up Chimp, Booster, Spaceship and Landing Ticket before anybody else and land first on Mars.',
      de: 'Lege Schimpanse, Rakete, Raumkapsel und Landeticket vor allen anderen aus und lande als Erster auf dem Mars.',
    },
    minutes: 15,
    playNow: 3,
  },
};

/** A game's name in `l`: its own name in that language, else the server's. */
export const gameName = (game: { id: string; name: string }, l: Lang): string =>
  CATALOG[game.id]?.names?.[l] ?? game.name;

/** The picture of a game's board, in the light or the dark theme. */
export const pictureOf = (game: string, dark = false): string =>
  `/boards/${game}${dark ? '-dark' : ''}.jpg`;
