// Moon in words: one term per concept, in English and German (see src/engine/glossary.ts). The
// web board, the log lines, the move labels, the terminal board and the tests take a concept's
// name from here; `avoid` lists the synonyms and abbreviations earlier texts used.

import type { Glossary } from '../../engine/glossary.ts';

export const GLOSSARY = {
  // The score sheet's categories.
  heartTokens: { en: 'Heart tokens', de: 'Herzmarker' },
  printedHearts: { en: 'printed Hearts', de: 'aufgedruckte Herzen' },
  formulaHearts: { en: 'Hearts from card formulas', de: 'Herzen aus Kartenformeln' },
  reputationHearts: { en: 'Hearts from Reputation cards', de: 'Herzen aus Ansehenskarten' },
  // Resources.
  energy: { en: 'Energy', de: 'Energie' },
  water: { en: 'Water', de: 'Wasser' },
  bio: { en: 'Bio', de: 'Bio' },
  metal: { en: 'Metal', de: 'Metall' },
  resources: { en: 'resources', de: 'Rohstoffe' },
  // Flags.
  industry: { en: 'Industry', de: 'Industrie', avoid: { en: ['Ind'], de: ['Ind'] } },
  housing: { en: 'Housing', de: 'Wohnen', avoid: { en: ['Hou'], de: ['Woh'] } },
  transport: { en: 'Transport', de: 'Verkehr', avoid: { en: ['Tra'], de: ['Ver'] } },
  food: { en: 'Food', de: 'Nahrung', avoid: { en: ['Foo'], de: ['Nah'] } },
  science: { en: 'Science', de: 'Wissenschaft', avoid: { en: ['Sci'], de: ['Wis'] } },
  flags: { en: 'flags', de: 'Flaggen' },
  flagRewards: { en: 'Flag Rewards', de: 'Flaggenprämien', avoid: { de: ['Flaggenbelohnungen'] } },
  flagReward: { en: 'Flag Reward', de: 'Flaggenprämie', avoid: { de: ['Flaggenbelohnung'] } },
  // Card colours (a Base counts as blue and yellow).
  blue: { en: 'blue', de: 'blau' },
  yellow: { en: 'yellow', de: 'gelb' },
  grey: { en: 'grey', de: 'grau' },
  pink: { en: 'pink', de: 'rosa' },
  red: { en: 'red', de: 'rot' },
  // The table.
  era: { en: 'Era', de: 'Ära', avoid: { de: ['Epoche', 'Epochen', 'Epochenende'] } },
  round: { en: 'round', de: 'Runde' },
  base: { en: 'Base', de: 'Basis' },
  structure: { en: 'Structure', de: 'Gebäude' },
  settlement: { en: 'settlement', de: 'Siedlung' },
  hand: { en: 'hand', de: 'Hand' },
  heart: { en: 'Heart', de: 'Herz', avoid: { en: ['Hrt'], de: ['Hrt'] } },
  hearts: { en: 'Hearts', de: 'Herzen', avoid: { en: ['Hrt', 'VP'], de: ['SP'] } },
  rover: { en: 'Rover', de: 'Rover' },
  rovers: { en: 'Rovers', de: 'Rover' },
  expedition: { en: 'Expedition', de: 'Expedition' },
  firstExpedition: { en: 'First Expedition', de: 'Erste Expedition' },
  reputation: { en: 'Reputation card', de: 'Ansehenskarte', avoid: { de: ['Rufkarte'] } },
  reputations: { en: 'Reputation cards', de: 'Ansehenskarten', avoid: { de: ['Rufkarten'] } },
  bronze: { en: 'bronze', de: 'Bronze' },
  silver: { en: 'silver', de: 'Silber' },
  gold: { en: 'gold', de: 'Gold' },
  discardPile: { en: 'discard pile', de: 'Ablagestapel', avoid: { de: ['Ablage'] } },
  eraStacks: { en: 'Era stacks', de: 'Ärastapel', avoid: { de: ['Ära-Stapel'] } },
  expeditionDecks: { en: 'Expedition decks', de: 'Expeditionsstapel' },
  obelisk: { en: 'Obelisk', de: 'Obelisk' },
  rival: { en: 'Rival', de: 'Rivale' },
  // What a player does.
  construct: { en: 'Construct', de: 'Bauen' },
  assimilate: { en: 'Assimilate', de: 'Assimilieren' },
  assimilationReward: { en: 'Assimilation reward', de: 'Assimilationsprämie' },
  park: { en: 'park a Rover', de: 'einen Rover parken' },
  flip: { en: 'flip', de: 'umdrehen' },
  claim: { en: 'claim', de: 'beanspruchen' },
  endTurn: { en: 'End the turn', de: 'Zug beenden' },
  production: { en: 'production', de: 'Produktion' },
  cost: { en: 'cost', de: 'Kosten' },
} as const satisfies Glossary;

export type MoonTerm = keyof typeof GLOSSARY;
