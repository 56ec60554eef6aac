// Text from outside (a player's name, any string in a request) meets one check where it comes
// in, and text that came from elsewhere is made harmless where it goes out to a terminal. A
// control character (C0 with NUL, BEL, CR and ESC; DEL; C1) could rewrite another player's
// terminal; a lone surrogate is no text at all (PostgreSQL refuses it); a direction override or
// a line separator reorders or breaks what a page or a terminal shows.

/** Longest name a player may give (characters, after trimming). */
export const NAME_MAX = 40;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const CONTROL_ALL = new RegExp(CONTROL.source, 'g');
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATE_ALL = new RegExp(LONE_SURROGATE.source, 'g');

export type TextProblem = 'control' | 'surrogate' | 'empty' | 'long';

/** What is wrong with `text` as a line from outside of at most `max` characters, or null. */
export function textProblem(text: string, max: number): TextProblem | null {
  if (CONTROL.test(text)) return 'control';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  if (text.length === 0) return 'empty';
  if ([...text].length > max) return 'long';
  return null;
}

/** Why a text was refused, in English and German (`what` names it: "name", "Name"). */
export function textRefusal(
  problem: TextProblem,
  what: { en: string; de: string },
  max: number,
): { en: string; de: string } {
  switch (problem) {
    case 'control':
      return {
        en: `The ${what.en} contains a control character (such as a line break, ESC or NUL); use letters, digits, spaces and punctuation.`,
        de: `${what.de} enthält ein Steuerzeichen (etwa einen Zeilenumbruch, ESC oder NUL); verwende Buchstaben, Ziffern, Leerzeichen und Satzzeichen.`,
      };
    case 'surrogate':
      return {
        en: `The ${what.en} is not valid Unicode text (a lone surrogate).`,
        de: `${what.de} ist kein gültiger Unicode-Text (ein einzelnes Surrogat).`,
      };
    case 'empty':
      return {
        en: `The ${what.en} is empty.`,
        de: `${what.de} ist leer.`,
      };
    case 'long':
      return {
        en: `The ${what.en} is longer than ${max} characters.`,
        de: `${what.de} ist länger als ${max} Zeichen.`,
      };
  }
}

/**
 * `text` safe to print on a terminal or in a log: control characters become U+FFFD and lone
 * surrogates too, so a name from the network can never move the cursor, ring, or clear a line.
 */
export const printable = (text: string): string =>
  text.replace(CONTROL_ALL, '\ufffd').replace(LONE_SURROGATE_ALL, '\ufffd');
