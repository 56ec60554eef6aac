// Monkey Lab in words: one term per concept, in English and German (see src/engine/glossary.ts).
// So far the score sheet's categories; the Monkey Lab board brings the rest of its words here.

import type { Glossary } from '../../engine/glossary.ts';

export const GLOSSARY = {
  cageMonkeys: { en: 'monkeys on cages', de: 'Affen auf Käfigen' },
  scoringTiles: { en: 'scoring tiles', de: 'Wertungsplättchen' },
  cageTiles: { en: 'cage tiles', de: 'Käfigplättchen' },
} as const satisfies Glossary;
