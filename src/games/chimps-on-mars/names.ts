// Names of Chimps on Mars cards for people: labels in moves, logs, errors and the board, in
// English and German (our own German card names).

import type { Lang } from '../../engine/game.ts';
import { CARDS } from './data.ts';
import type { CrewKind, EventName, LaunchPart, Model, Power } from './data.ts';
import { GLOSSARY } from './glossary.ts';
import type { CMTerm } from './glossary.ts';
import type { Threat } from './state.ts';

type WordKey = LaunchPart | Model | Power | EventName | CrewKind;

/** The glossary's key of each card word (data.ts keys are kebab-case). */
const TERM: Readonly<Record<WordKey, CMTerm>> = {
  chimp: 'chimp',
  booster: 'booster',
  spaceship: 'spaceship',
  ticket: 'ticket',
  'red-comet': 'redComet',
  'blue-nebula': 'blueNebula',
  'silver-orbit': 'silverOrbit',
  swap: 'swap',
  steal: 'steal',
  destroy: 'destroy',
  banana: 'banana',
  'dust-storm': 'dustStorm',
  'solar-flare': 'solarFlare',
  'meteor-shower': 'meteorShower',
  'engine-failure': 'engineFailure',
  duck: 'duck',
  tortoise: 'tortoise',
  crocodile: 'crocodile',
};

const wordsOf = (lang: Lang): Readonly<Record<WordKey, string>> =>
  Object.fromEntries(Object.entries(TERM).map(([key, t]) => [key, GLOSSARY[t][lang]])) as Record<
    WordKey,
    string
  >;

const WORDS: Readonly<Record<Lang, Readonly<Record<WordKey, string>>>> = {
  en: wordsOf('en'),
  de: wordsOf('de'),
};

const KIND: Readonly<Record<Lang, { event: string; crew: string; card: string }>> = {
  en: { event: GLOSSARY.event.en, crew: GLOSSARY.crew.en, card: 'card' },
  de: { event: GLOSSARY.event.de, crew: GLOSSARY.crew.de, card: 'Karte' },
};

/** A card word in `lang`; unknown keys come back as they are. */
export const wordIn = (key: string, lang: Lang): string =>
  (WORDS[lang] as Readonly<Record<string, string>>)[key] ?? key;

export const word = (key: string): string => wordIn(key, 'en');

/** "Booster (Red Comet)", "Banana", "Dust Storm (Event)", "Duck (crew)" in `lang`. */
export function cardName(id: number, lang: Lang): string {
  const c = CARDS[id];
  const w = WORDS[lang];
  if (!c) return `${KIND[lang].card} ${id}`;
  switch (c.kind) {
    case 'launch':
      return c.model ? `${w[c.part]} (${w[c.model]})` : w[c.part];
    case 'power':
      return w[c.power];
    case 'event':
      return `${w[c.event]} (${KIND[lang].event})`;
    case 'crew':
      return `${w[c.crew]} (${KIND[lang].crew})`;
  }
}

/** "Booster (Red Comet)", "Banana", "Dust Storm (Event)", "Duck (crew)". */
export const cardLabel = (id: number): string => cardName(id, 'en');

const REVENGE: Readonly<Record<Lang, string>> = {
  en: "Crocodile's revenge",
  de: GLOSSARY.revenge.de,
};

/** A power-up's name, or the Crocodile's revenge (both open a Banana window, CM-8). */
export const attackName = (a: Threat, lang: Lang): string =>
  a === 'revenge' ? REVENGE[lang] : WORDS[lang][a];
export const attackLabel = (a: Threat): string => attackName(a, 'en');

/** "Player 2" / "Spieler 2" for seat 1: people count from one. */
export const playerName = (seat: number, lang: Lang): string =>
  `${lang === 'de' ? 'Spieler' : 'Player'} ${seat + 1}`;
export const playerLabel = (seat: number): string => playerName(seat, 'en');
