// Monkeys on the Moon in words: one term per concept, in English and German. The German terms
// are those of the German edition (Sippe, Gunst, Spottkarte, Häuptling, Stellvertreter, ...).
// Log lines, move labels, the web board, the terminal board, the results and the tests take
// their words from here; `avoid` lists the synonyms earlier texts used, which tests look for.

import type { Glossary } from '../../engine/glossary.ts';

export const GLOSSARY = {
  // The table.
  tribe: { en: 'tribe', de: 'Sippe', avoid: { de: ['Stamm', 'Stammes', 'Stämme'] } },
  tribes: { en: 'tribes', de: 'Sippen', avoid: { de: ['Stämme'] } },
  allianceCircle: {
    en: 'alliance circle',
    de: 'Bündniskreis',
    avoid: { de: ['Allianzkreis'] },
  },
  ally: { en: 'ally', de: 'Verbündeter' },
  allies: { en: 'allies', de: 'Verbündete' },
  rival: { en: 'rival', de: 'Rivale' },
  track: {
    en: 'tribe track',
    de: 'Sippenleiste',
    avoid: { de: ['Stammesleiste'] },
  },
  space: { en: 'space', de: 'Feld' },
  finish: { en: 'finish', de: 'Ziel' },
  supply: { en: 'supply', de: 'Vorrat' },
  coin: { en: 'coin', de: 'Münze' },
  coins: { en: 'coins', de: 'Münzen' },
  scorn: {
    en: 'scorn card',
    de: 'Spottkarte',
    avoid: { de: ['Verachtung', 'Verachtungskarte'] },
  },
  scornChain: {
    en: 'scorn chain',
    de: 'Spottkette',
    avoid: { de: ['Verachtungskette'] },
  },
  monkey: { en: 'monkey', de: 'Affe' },
  monkeys: { en: 'monkeys', de: 'Affen' },
  status: { en: 'status', de: 'Status' },
  civCard: { en: 'civilization card', de: 'Zivilisationskarte' },
  civCards: { en: 'civilization cards', de: 'Zivilisationskarten' },
  hand: { en: 'hand', de: 'Hand' },
  ship: {
    en: 'ship',
    de: 'Raumschiff',
    avoid: { de: ['Schiff', 'Schiffe', 'Schiffs'] },
  },
  ships: { en: 'ships', de: 'Raumschiffe' },
  monkeyPool: { en: 'monkeys on offer', de: 'Affen-Auslage' },
  shipPool: { en: 'ships on offer', de: 'Raumschiff-Auslage' },
  deck: { en: 'deck', de: 'Stapel' },
  discard: { en: 'discard pile', de: 'Ablage' },
  moonstone: { en: 'moonstone', de: 'Mondstein' },
  holdingArea: { en: 'holding area', de: 'Wartebereich' },
  scorePile: { en: 'score pile', de: 'Zählstapel' },
  round: { en: 'round', de: 'Runde' },
  // Turns and moves.
  civilizationTurns: { en: 'civilization turns', de: 'Zivilisationszüge' },
  bidTurns: { en: 'bid turns', de: 'Ersteigerungszüge' },
  auction: { en: 'auction', de: 'Versteigerung' },
  bid: { en: 'bid', de: 'Gebot' },
  standingBid: { en: 'standing bid', de: 'Höchstgebot' },
  bidPoints: { en: 'bid points', de: 'Gebotspunkte' },
  passed: { en: 'passed', de: 'gepasst' },
  launched: { en: 'launched', de: 'gestartet' },
  earlyLaunch: { en: 'early launch', de: 'frühzeitiger Abflug' },
  bonusCoin: { en: 'bonus coin', de: 'Bonusmünze' },
  // Scoring.
  points: {
    en: 'points',
    de: 'Punkte',
    avoid: { en: ['VP'], de: ['SP', 'Siegpunkte'] },
  },
  statusPoints: { en: 'status points', de: 'Statuspunkte' },
  titles: { en: 'titles', de: 'Titel' },
  leader: {
    en: 'Supreme Leader',
    de: 'Häuptling',
    avoid: { de: ['Anführer', 'Oberster Anführer'] },
  },
  undersecretary: {
    en: 'Undersecretary',
    de: 'Stellvertreter',
    avoid: { de: ['Staatssekretär'] },
  },
  finalTribeOrder: { en: 'final tribe order', de: 'Endreihenfolge der Sippen' },
  // Score categories (GameResult.breakdown) and tie-breaks (GameResult.ties).
  fullShips: { en: 'full ships', de: 'volle Raumschiffe' },
  scornCards: { en: 'scorn cards', de: 'Spottkarten' },
  monkeysLaunched: { en: 'monkeys launched', de: 'gestartete Affen' },
  // Variants.
  treachery: { en: 'Monkey Treachery', de: 'Affenverrat' },
  whiteDot: { en: 'white dot', de: 'weißer Punkt' },
  maximumScorn: { en: 'Maximum Scorn', de: 'Maximaler Spott' },
  // The six tribes.
  brown: { en: 'Brown', de: 'Braun' },
  black: { en: 'Black', de: 'Schwarz' },
  green: { en: 'Green', de: 'Grün' },
  blue: { en: 'Blue', de: 'Blau' },
  red: { en: 'Red', de: 'Rot' },
  purple: { en: 'Purple', de: 'Lila' },
} as const satisfies Glossary;

export type MMTerm = keyof typeof GLOSSARY;
