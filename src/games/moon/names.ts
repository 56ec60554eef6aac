// Names of Moon's resources and flags for people, per language (our own German words). Card
// names come with the card set (cards.ts) and are shown as the set names them.

import type { Lang } from '../../engine/game.ts';
import { FLAG_NAMES, RESOURCE_NAMES } from './vocabulary.ts';
import type { Flag, Resource } from './vocabulary.ts';

const RESOURCES_BY_LANG: Readonly<Record<Lang, Readonly<Record<Resource, string>>>> = {
  en: RESOURCE_NAMES,
  de: { E: 'Energie', W: 'Wasser', B: 'Bio', M: 'Metall' },
};

const FLAGS_BY_LANG: Readonly<Record<Lang, Readonly<Record<Flag, string>>>> = {
  en: FLAG_NAMES,
  de: { Ind: 'Industrie', Hou: 'Wohnen', Tra: 'Verkehr', Foo: 'Nahrung', Sci: 'Wissenschaft' },
};

export const resourceName = (r: Resource, lang: Lang): string => RESOURCES_BY_LANG[lang][r];
export const flagName = (f: Flag, lang: Lang): string => FLAGS_BY_LANG[lang][f];
