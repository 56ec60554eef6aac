// The coach's words at the table (hint, review, replay) in English and German.

import type { Lang } from '../i18n.ts';
import { formatNumber, formatPercent, lang } from '../i18n.ts';

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
  whoseMoves: 'Whose moves',
  you: '{name} (you)',
  everyone: 'Everyone',
  accuracy: 'Accuracy {pct}',
  noAccuracy: 'Accuracy: no choices',
  lost: 'Chance lost: {n} points',
  lostEach: '{n} points of the chance to win lost over {moves} moves, {avg} a move on average.',
  grade_inaccuracy: 'Inaccuracy',
  grade_mistake: 'Mistake',
  grade_blunder: 'Blunder',
  grades_inaccuracy: 'Inaccuracies',
  grades_mistake: 'Mistakes',
  grades_blunder: 'Blunders',
  gradedMoves: 'Graded moves',
  gradedOf: 'Graded moves of {name}',
  showGrades: 'Show',
  worstFirst: 'Biggest losses first',
  noGraded: 'No move here cost {n} points or more of the chance to win.',
  moveN: 'Move {n}',
  lossPoints: '−{n} points',
  played: 'Played',
  best: 'Best',
  gradesNote:
    'A move that cost {i}, {m} or {b} points or more of the chance to win, against the move the coach found best, is an inaccuracy, a mistake or a blunder. Accuracy is {full} when every move kept the best chance and falls with each point lost ({ai} at {i} points, {am} at {m}, {ab} at {b}; lichess’s curve), averaged over the moves with a choice while the game was not yet lost.',
  lossStrip: 'Chance lost at each move of {name}',
  chartTap: 'Tap the chart to see that move.',
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
  whoseMoves: 'Wessen Züge',
  you: '{name} (du)',
  everyone: 'Alle',
  accuracy: 'Genauigkeit {pct}',
  noAccuracy: 'Genauigkeit: keine Wahl',
  lost: 'Verlorene Siegchance: {n} Punkte',
  lostEach: '{n} Punkte Siegchance verloren in {moves} Zügen, im Schnitt {avg} je Zug.',
  grade_inaccuracy: 'Ungenauigkeit',
  grade_mistake: 'Fehler',
  grade_blunder: 'Patzer',
  grades_inaccuracy: 'Ungenauigkeiten',
  grades_mistake: 'Fehler',
  grades_blunder: 'Patzer',
  gradedMoves: 'Bewertete Züge',
  gradedOf: 'Bewertete Züge von {name}',
  showGrades: 'Zeigen',
  worstFirst: 'Größte Verluste zuerst',
  noGraded: 'Hier hat kein Zug {n} Punkte oder mehr der Siegchance gekostet.',
  moveN: 'Zug {n}',
  lossPoints: '−{n} Punkte',
  played: 'Gespielt',
  best: 'Bester Zug',
  gradesNote:
    'Ein Zug, der gegenüber dem besten Zug des Coachs {i}, {m} oder {b} Punkte oder mehr der Siegchance gekostet hat, ist eine Ungenauigkeit, ein Fehler oder ein Patzer. Die Genauigkeit ist {full}, wenn jeder Zug die beste Chance hielt, und sinkt mit jedem verlorenen Punkt ({ai} bei {i} Punkten, {am} bei {m}, {ab} bei {b}; die Kurve von lichess), gemittelt über die Züge mit einer Wahl, solange die Partie nicht verloren war.',
  lossStrip: 'Verlorene Siegchance je Zug von {name}',
  chartTap: 'Tippe auf die Grafik, um den Zug zu sehen.',
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

/** Points of the chance to win by the locale: 0.237 → "24"; `tenths`: "23.7" ("23,7" in German). */
export const points = (x: number, tenths = false, l: Lang = lang()): string =>
  formatNumber(tenths ? Math.round(1000 * x) / 10 : Math.round(100 * x), l);

/** A move's chance to win as the hint shows it: "43% chance to win", "43 % Siegchance". */
export const chanceText = (x: number, l: Lang = lang()): string =>
  `${pct(x, l)} ${cw('winChance', undefined, l)}`;
