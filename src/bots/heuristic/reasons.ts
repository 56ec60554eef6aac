// What the heuristic bots' reasons share: numbers and sentences in English and German, and the
// hook that gives a bot its `explain`. Each game's reasons live beside its bot
// (`<game>-reasons.ts`) and word the parts of the bot's own prices, so a reason says why the
// rules of thumb like a move, not why the search does.

import type { Lang, Seat } from '../../engine/game.ts';
import type { Bot } from '../bot.ts';

export type Explain<V, M> = (view: V, move: M, seat: Seat, lang: Lang) => string | null;

/** The bot with `explain` added. */
export const withReasons = <V, M>(bot: Bot<V, M>, explain: Explain<V, M>): Bot<V, M> => ({
  ...bot,
  explain,
});

/** English or German. */
export const say = (lang: Lang, en: string, de: string): string => (lang === 'de' ? de : en);

/** A number for people, at most one decimal (German: decimal comma), e.g. 2.5 / 2,5. */
export function num(x: number, lang: Lang): string {
  const r = Math.round(x * 10) / 10;
  const text = Number.isInteger(r) ? String(r === 0 ? 0 : r) : r.toFixed(1);
  return lang === 'de' ? text.replace('.', ',') : text;
}

/** A signed number, e.g. +2.5 / −1 (a real minus sign). */
export const signed = (x: number, lang: Lang): string => {
  const text = num(Math.abs(x), lang);
  return text === '0' ? '0' : `${x > 0 ? '+' : '−'}${text}`;
};

/** Clauses as one sentence: the first capitalised, `; ` between them, a full stop at the end. */
export function sentence(clauses: readonly (string | null | false | undefined)[]): string | null {
  const parts = clauses.filter((c): c is string => typeof c === 'string' && c.length > 0);
  if (parts.length === 0) return null;
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
}

/** "a, b and c" / "a, b und c". */
export function list(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${say(lang, 'and', 'und')} ${items[items.length - 1]}`;
}

/** "Player 2" / "Spieler 2" for seat 1. */
export const player = (seat: Seat, lang: Lang): string =>
  `${say(lang, 'Player', 'Spieler')} ${seat + 1}`;
