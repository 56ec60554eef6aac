// Moon in words: one term per concept, in English and German (see src/engine/glossary.ts).
// So far the score sheet's categories; the Moon board brings the rest of its words here.

import type { Glossary } from '../../engine/glossary.ts';

export const GLOSSARY = {
  heartTokens: { en: 'Heart tokens', de: 'Herzmarker' },
  printedHearts: { en: 'printed Hearts', de: 'aufgedruckte Herzen' },
  formulaHearts: { en: 'Hearts from card formulas', de: 'Herzen aus Kartenformeln' },
  reputationHearts: { en: 'Hearts from Reputation cards', de: 'Herzen aus Ansehenskarten' },
} as const satisfies Glossary;
