// Names of Moon's resources, flags and colours for people, per language, from the glossary
// (glossary.ts). Card names come with the card set (library.ts `names`).

import type { Lang } from '../../engine/game.ts';
import { GLOSSARY } from './glossary.ts';
import type { MoonTerm } from './glossary.ts';
import type { Colour, Flag, Resource } from './vocabulary.ts';

const RESOURCE_TERMS: Readonly<Record<Resource, MoonTerm>> = {
  E: 'energy',
  W: 'water',
  B: 'bio',
  M: 'metal',
};
const FLAG_TERMS: Readonly<Record<Flag, MoonTerm>> = {
  Ind: 'industry',
  Hou: 'housing',
  Tra: 'transport',
  Foo: 'food',
  Sci: 'science',
};

/** A term of the glossary in `lang`. */
export const moonTerm = (key: MoonTerm, lang: Lang): string => GLOSSARY[key][lang];
export const resourceName = (r: Resource, lang: Lang): string => moonTerm(RESOURCE_TERMS[r], lang);
export const flagName = (f: Flag, lang: Lang): string => moonTerm(FLAG_TERMS[f], lang);
/** A card colour, or `base` for a Base. */
export const colourName = (c: Colour | 'base', lang: Lang): string => moonTerm(c, lang);
