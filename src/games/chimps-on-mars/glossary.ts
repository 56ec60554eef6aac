// Chimps on Mars in words: one term per concept, in English and German (see
// src/engine/glossary.ts). So far the score sheet's category; the board brings the rest here.

import type { Glossary } from '../../engine/glossary.ts';

export const GLOSSARY = {
  landing: { en: 'landing on Mars', de: 'Landung auf dem Mars' },
} as const satisfies Glossary;
