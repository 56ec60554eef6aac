// A game's words, one term per concept, in every language: what the web boards, the terminal
// boards, the log lines and the tests all take a concept's name from. Each game keeps its own in
// `src/games/<game>/glossary.ts`; this file holds the shape and the wording shared by all games
// (tie-break sentences, score categories).

import type { Lang, Seat, TieBreak } from './basics.ts';

/**
 * One concept's name. `en`/`de` are the names to use (lower case unless the language capitalises
 * nouns, e.g. `scorn card` / `Spottkarte`); `avoid` lists words that must not name it in a
 * language (synonyms an earlier text used, abbreviations), which the tests look for.
 */
export interface Term {
  readonly en: string;
  readonly de: string;
  readonly avoid?: Partial<Readonly<Record<Lang, readonly string[]>>>;
}

export type Glossary = Readonly<Record<string, Term>>;

/** A term in `lang`; an unknown key is a bug of ours and comes back as itself. */
export const term = (glossary: Glossary | undefined, key: string, lang: Lang): string =>
  glossary?.[key]?.[lang] ?? key;

/**
 * Why a game was abandoned (`GameResult.abandoned`, kept in English in records) in `lang`: the
 * game's glossary holds each safety stop's reason as a term whose English is the recorded text.
 */
export function abandonedReason(
  reason: string,
  glossary: Glossary | undefined,
  lang: Lang,
): string {
  if (lang === 'en' || !glossary) return reason;
  return Object.values(glossary).find((t) => t.en === reason)?.[lang] ?? reason;
}

/** The first letter in upper case: "titles" -> "Titles" for a heading. */
export const capitalised = (text: string): string =>
  text.slice(0, 1).toLocaleUpperCase() + text.slice(1);

/** "a, b and c" / "a, b und c". */
export function listed(parts: readonly string[], lang: Lang): string {
  if (parts.length <= 1) return parts[0] ?? '';
  const and = lang === 'de' ? 'und' : 'and';
  return `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`;
}

/** The word for the final score itself, shared by every game's score sheet. */
export const SCORE_TERM: Term = { en: 'points', de: 'Punkte' };

/**
 * A tie-break in words, e.g. "Ada ranks above Ben: more monkeys launched (5 to 4)." or "Ada und
 * Ben teilen sich den Platz: Punkte und gestartete Affen sind gleich." `name` gives a seat's name
 * as the reader knows it.
 */
export function tieBreakSentence(
  tie: TieBreak,
  glossary: Glossary | undefined,
  name: (seat: Seat) => string,
  lang: Lang,
): string {
  if (tie.kind === 'above') {
    const what = term(glossary, tie.category, lang);
    const [a, b] = tie.values;
    return lang === 'de'
      ? `${name(tie.above)} liegt vor ${name(tie.below)}: mehr ${what} (${a} zu ${b}).`
      : `${name(tie.above)} ranks above ${name(tie.below)}: more ${what} (${a} to ${b}).`;
  }
  const who = listed(tie.seats.map(name), lang);
  const all = [SCORE_TERM[lang], ...tie.categories.map((c) => term(glossary, c, lang))];
  return lang === 'de'
    ? `${who} teilen sich den Platz: ${listed(all, lang)} sind gleich.`
    : `${who} share their place: equal ${listed(all, lang)}.`;
}

/**
 * Every English name of a glossary that differs from its German one: a German page or log must
 * show none of them (the tests look for each as a whole word).
 */
export const englishOnly = (glossary: Glossary): string[] =>
  Object.values(glossary).flatMap((t) => (t.en.toLowerCase() === t.de.toLowerCase() ? [] : [t.en]));

/** A name as a whole word, any case: "Ship" is found in "a ship." but not in "Raumschiff". */
export const wholeWord = (name: string): RegExp =>
  new RegExp(`(?<![\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu');
