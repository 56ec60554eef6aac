// The words of "Play online now" (online-now.tsx) in English and German, and the wait and
// waiting texts built from the server's answer, kept apart from the DOM so they are tested
// without a browser.

import type { Lang } from '../i18n.ts';
import { lang } from '../i18n.ts';

const EN = {
  playOnline: 'Play online now',
  playOnlineHint: 'Meet people of your strength online; bots fill empty seats if you wish.',
  searching: 'Looking for players…',
  waited: 'Waiting {time}',
  nobodyElse: 'Nobody else is waiting for this table yet.',
  oneOther: '1 other person is waiting for this table.',
  others: '{n} other people are waiting for this table.',
  window: 'Opponents within ±{n} rating points; the range widens while you wait.',
  players: 'Players',
  botsAfter: 'Bots fill empty seats after',
  never: 'never',
  seconds: '{n} s',
  minutes: '{n} min',
  botsIn: 'Bots fill the empty seats in {time}.',
  botsNever: 'People only: no bots.',
  changeRestarts: 'A change starts the wait again.',
  cancel: 'Cancel',
  found: 'Found a table! Opening it…',
  foundRated: 'Found a rated table! Opening it…',
  guestUnrated: 'As a guest you play unrated; save your account to be rated.',
  replaced: 'This search stopped: you asked for another table (here or in another tab).',
  expired: 'This search ended (the page was away too long). Try again.',
};

export type QueueKey = keyof typeof EN;

const DE: Record<QueueKey, string> = {
  playOnline: 'Jetzt online spielen',
  playOnlineHint: 'Triff online Leute deiner Stärke; auf Wunsch füllen Bots freie Plätze.',
  searching: 'Suche Mitspieler…',
  waited: 'Wartezeit {time}',
  nobodyElse: 'Noch wartet sonst niemand auf diesen Tisch.',
  oneOther: 'Eine weitere Person wartet auf diesen Tisch.',
  others: '{n} weitere Personen warten auf diesen Tisch.',
  window: 'Gegner bis ±{n} Wertungspunkte; der Bereich wird weiter, während du wartest.',
  players: 'Spieler',
  botsAfter: 'Bots füllen freie Plätze nach',
  never: 'nie',
  seconds: '{n} s',
  minutes: '{n} min',
  botsIn: 'Bots füllen die freien Plätze in {time}.',
  botsNever: 'Nur Menschen: keine Bots.',
  changeRestarts: 'Eine Änderung beginnt die Wartezeit neu.',
  cancel: 'Abbrechen',
  found: 'Tisch gefunden! Er öffnet sich…',
  foundRated: 'Gewerteten Tisch gefunden! Er öffnet sich…',
  guestUnrated: 'Als Gast spielst du ungewertet; speichere dein Konto, um gewertet zu werden.',
  replaced:
    'Diese Suche ist beendet: Du suchst jetzt einen anderen Tisch (hier oder in einem anderen Tab).',
  expired: 'Diese Suche ist abgelaufen (die Seite war zu lange weg). Versuche es noch einmal.',
};

export function qw(
  key: QueueKey,
  vars?: Readonly<Record<string, string>>,
  l: Lang = lang(),
): string {
  const text = l === 'de' ? DE[key] : EN[key];
  return vars ? text.replace(/\{(\w+)\}/g, (all, name: string) => vars[name] ?? all) : text;
}

/** A wait as a clock: "0:07", "2:30". */
export const clock = (ms: number): string => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** A chosen wait in words: "30 s", "2 min", or "never". */
export const waitText = (ms: number | null, l: Lang = lang()): string =>
  ms === null
    ? qw('never', undefined, l)
    : ms < 60_000
      ? qw('seconds', { n: String(ms / 1000) }, l)
      : qw('minutes', { n: String(ms / 60_000) }, l);

/** Who else waits, in a sentence. */
export const othersText = (n: number, l: Lang = lang()): string =>
  n === 0
    ? qw('nobodyElse', undefined, l)
    : n === 1
      ? qw('oneOther', undefined, l)
      : qw('others', { n: String(n) }, l);

/** When bots come, from the time waited so far. */
export const botsText = (botsAfterMs: number | null, waitedMs: number, l: Lang = lang()): string =>
  botsAfterMs === null
    ? qw('botsNever', undefined, l)
    : qw('botsIn', { time: clock(Math.max(0, botsAfterMs - waitedMs)) }, l);
