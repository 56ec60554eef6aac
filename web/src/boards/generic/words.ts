// The generic board's own words in English and German; the view's names and the moves' labels
// are the game's (moves come labelled in the viewer's language from the engine or server).

import { lang } from '../../i18n.ts';

const EN = {
  table: 'The table',
  moves: 'Your moves',
  choose: 'Choose a move.',
  chooseKind: 'Choose what to do.',
  more: '{n} more',
  back: 'Back',
  none: 'none',
  you: 'you',
};

const DE: typeof EN = {
  table: 'Der Tisch',
  moves: 'Deine Züge',
  choose: 'Wähle einen Zug.',
  chooseKind: 'Wähle, was du tun willst.',
  more: '{n} weitere',
  back: 'Zurück',
  none: 'keine',
  you: 'du',
};

export type GenericWord = keyof typeof EN;

/** A generic board word in the page's language, `{name}` filled from `vars`. */
export const gw = (key: GenericWord, vars: Readonly<Record<string, string>> = {}): string =>
  (lang() === 'de' ? DE : EN)[key].replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
