// Facts, then words: a game reports what a move did as facts (plain JSON, computed once when the
// move is applied and kept with it); `factFor` cuts a fact down to what one viewer may know, and
// `words` makes a log line of that part in any language when it is sent. Log lines are then
// never worded for viewers nobody is, and hidden parts never reach words meant for another seat.

import { LANGS } from './basics.ts';
import type { Lang, Seat, Viewer } from './basics.ts';

/** What a game gives for facts and words (the Game's members of the same names). */
export interface FactWords<F> {
  factFor(fact: F, viewer: Viewer): F | null;
  words(fact: F, viewer: Viewer, lang?: Lang): string;
}

/** The log lines of a move's facts as `viewer` reads them in `lang`. */
export function wordsFor<F>(
  game: FactWords<F>,
  facts: readonly F[],
  viewer: Viewer,
  lang: Lang = 'en',
): string[] {
  const lines: string[] = [];
  for (const fact of facts) {
    const seen = game.factFor(fact, viewer);
    if (seen !== null) lines.push(game.words(seen, viewer, lang));
  }
  return lines;
}

/** A word per language, made once: e.g. a move's label, which needs the state before it. */
export type Worded = Readonly<Record<Lang, string>>;

export const inEveryLang = (word: (lang: Lang) => string): Worded =>
  Object.fromEntries(LANGS.map((lang) => [lang, word(lang)])) as Record<Lang, string>;

/**
 * The fact of a game that defines none: who moved and the move's label in every language;
 * `label` is left out for a viewer who may not read it.
 */
export interface MoveFact {
  readonly seat: Seat;
  readonly label?: Worded;
}

const PLAYER: Readonly<Record<Lang, string>> = { en: 'Player', de: 'Spieler' };
const MOVED: Readonly<Record<Lang, string>> = { en: 'has moved', de: 'hat gezogen' };

/**
 * Facts and words for a game that defines none: "Player 2: <label>." for the mover and, in a
 * game without hidden information, everyone; others read "Player 2 has moved." (a label may
 * name what only the mover knows).
 */
export function moveFacts<S, M>(
  hiddenInformation: boolean,
  moveLabel: (state: S, seat: Seat, move: M, lang: Lang) => string,
): FactWords<MoveFact> & { facts(before: S, seat: Seat, move: M, after: S): MoveFact[] } {
  return {
    facts: (before, seat, move) => [
      { seat, label: inEveryLang((lang) => moveLabel(before, seat, move, lang)) },
    ],
    factFor: (fact, viewer) =>
      viewer === fact.seat || !hiddenInformation ? fact : { seat: fact.seat },
    words(fact, _viewer, lang = 'en') {
      const who = `${PLAYER[lang]} ${fact.seat + 1}`;
      return fact.label ? `${who}: ${fact.label[lang]}.` : `${who} ${MOVED[lang]}.`;
    },
  };
}
