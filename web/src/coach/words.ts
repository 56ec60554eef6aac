// The coach's words at the table (hint, review, replay) in English and German.

import type { Lang } from '../i18n.ts';
import { formatPercent, lang } from '../i18n.ts';

const EN = {
  hint: 'Hint',
  hintTip: 'The coach suggests three moves from what you see (about one second).',
  hintTitle: 'The coach suggests',
  thinking: 'The coach is thinking…',
  hintFailed: 'The coach could not answer: {message}',
  close: 'Close',
  winChance: 'chance to win',
  expected: 'expected score',
  play: 'Play this',
  hintNote:
    'The moves the coach looked at most, the best chance to win first. Estimates from {n} games played out from your view; the moves are marked on the board.',
  noReason: 'No reason in words for this move.',
  review: 'Review the game',
  reviewTitle: 'Review of the game',
  reviewing: 'The coach reviews every move: {done} of {total}',
  reviewFailed: 'The review failed: {message}',
  chart: 'Chance to win over the game',
  chartDesc: 'Each seat’s chance to win, move by move: {lines}.',
  moveAxis: 'move',
  mistakes: 'Mistakes',
  noMistakes: 'No move cost 10 points or more of the chance to win.',
  mistake: 'Move {n}, {name}: {label} left a {after} chance to win; {best} kept {before}.',
  replay: 'Replay',
  first: 'First',
  prev: 'Previous',
  next: 'Next',
  last: 'Last',
  moveOf: 'Move {n} of {total}',
  start: 'Start of the game',
  seenBy: 'Seen by',
  spectator: 'Everyone (public)',
  replayKeys: 'Arrow keys step through the game.',
  loadingReview: 'Loading the review…',
  depth: 'Depth',
  depth_quick: 'quick',
  depth_normal: 'normal',
  hintsSetting: 'Hints for everyone: all players agree to the coach',
  hintsOn: 'Hints are on at this table: every player may ask the coach.',
  hintsOff: 'No hints at this table (a player alone with bots may still ask).',
} as const;

export type CoachKey = keyof typeof EN;

const DE: Record<CoachKey, string> = {
  hint: 'Tipp',
  hintTip: 'Der Coach schlägt drei Züge vor, aus dem, was du siehst (etwa eine Sekunde).',
  hintTitle: 'Der Coach schlägt vor',
  thinking: 'Der Coach denkt nach…',
  hintFailed: 'Der Coach konnte nicht antworten: {message}',
  close: 'Schließen',
  winChance: 'Siegchance',
  expected: 'erwartete Wertung',
  play: 'Diesen Zug spielen',
  hintNote:
    'Die Züge, die der Coach am gründlichsten geprüft hat, die beste Siegchance zuerst. Schätzungen aus {n} Partien, von deiner Sicht aus zu Ende gespielt; die Züge sind auf dem Brett markiert.',
  noReason: 'Keine Begründung in Worten für diesen Zug.',
  review: 'Partie analysieren',
  reviewTitle: 'Analyse der Partie',
  reviewing: 'Der Coach prüft jeden Zug: {done} von {total}',
  reviewFailed: 'Die Analyse ist fehlgeschlagen: {message}',
  chart: 'Siegchance im Lauf der Partie',
  chartDesc: 'Die Siegchance jedes Platzes, Zug für Zug: {lines}.',
  moveAxis: 'Zug',
  mistakes: 'Fehler',
  noMistakes: 'Kein Zug hat 10 Punkte oder mehr der Siegchance gekostet.',
  mistake: 'Zug {n}, {name}: {label} ließ {after} Siegchance; {best} hätte {before} gehalten.',
  replay: 'Wiederholung',
  first: 'Anfang',
  prev: 'Zurück',
  next: 'Weiter',
  last: 'Ende',
  moveOf: 'Zug {n} von {total}',
  start: 'Beginn der Partie',
  seenBy: 'Gesehen von',
  spectator: 'Alle (öffentlich)',
  replayKeys: 'Mit den Pfeiltasten gehst du durch die Partie.',
  loadingReview: 'Die Analyse lädt…',
  depth: 'Tiefe',
  depth_quick: 'schnell',
  depth_normal: 'normal',
  hintsSetting: 'Tipps für alle: Alle Spieler sind mit dem Coach einverstanden',
  hintsOn: 'An diesem Tisch gibt es Tipps: Jeder Spieler darf den Coach fragen.',
  hintsOff: 'Keine Tipps an diesem Tisch (wer nur gegen Bots spielt, darf trotzdem fragen).',
};

/** A coach word in the page's language, with `{name}` filled from `vars`. */
export function cw(
  key: CoachKey,
  vars?: Readonly<Record<string, string | number>>,
  l: Lang = lang(),
): string {
  const text = l === 'de' ? DE[key] : EN[key];
  return vars ? text.replace(/\{(\w+)\}/g, (all, name: string) => String(vars[name] ?? all)) : text;
}

/** 0.537 → "54%" ("54 %" in German): every chance the coach shows, formatted by the locale. */
export const pct = (x: number, l: Lang = lang()): string => formatPercent(x, l);

/** A move's chance to win as the hint shows it: "43% chance to win", "43 % Siegchance". */
export const chanceText = (x: number, l: Lang = lang()): string =>
  `${pct(x, l)} ${cw('winChance', undefined, l)}`;
