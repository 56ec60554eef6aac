// The tutorial page's own words in English and German (the steps' texts are in the scripts,
// src/games/<game>/tutorial.ts).

import { lang } from '../i18n.ts';

const EN = {
  learn: 'Learn to play',
  stepOf: 'Step {n} of {total}',
  yourMove: 'Your move',
  doIt: 'Make this move',
  marked: 'It is marked on the board.',
  ruling: 'ruling',
  rulings: 'rulings',
  back: 'Back',
  next: 'Next',
  restart: 'Restart',
  finish: 'Finish',
  wellDone: 'Well done! Press Next when you are ready.',
  notThat:
    '{label} is allowed here, but this step is about something else: {expected}. Try the marked one.',
  notAllowed: 'That move is not allowed here: {message}',
  notAMove: 'That is not a move this game knows: {message}',
  seeRuling: '(ruling {rule})',
  doneTitle: 'You know the basics',
  playBot: 'Play a game against a Beginner bot',
  playBotHint: 'A hot-seat game at this table, you against the Beginner bot.',
  lobby: 'Back to the lobby',
  you: 'You',
  beginner: 'Beginner bot',
  missing: 'There is no tutorial for this game.',
  progress: 'Tutorial progress',
} as const;

type Key = keyof typeof EN;

const DE: Record<Key, string> = {
  learn: 'Spielen lernen',
  stepOf: 'Schritt {n} von {total}',
  yourMove: 'Dein Zug',
  doIt: 'Diesen Zug machen',
  marked: 'Er ist auf dem Spielbrett markiert.',
  ruling: 'Regelung',
  rulings: 'Regelungen',
  back: 'Zurück',
  next: 'Weiter',
  restart: 'Neu beginnen',
  finish: 'Abschließen',
  wellDone: 'Gut gemacht! Drücke „Weiter“, wenn du so weit bist.',
  notThat:
    '{label} ist hier erlaubt, aber in diesem Schritt geht es um etwas anderes: {expected}. Versuch es mit dem markierten.',
  notAllowed: 'Dieser Zug ist hier nicht erlaubt: {message}',
  notAMove: 'Diesen Zug kennt das Spiel nicht: {message}',
  seeRuling: '(Regelung {rule})',
  doneTitle: 'Du kennst die Grundlagen',
  playBot: 'Eine Partie gegen einen Einsteiger-Bot spielen',
  playBotHint: 'Eine Partie an diesem Bildschirm, du gegen den Einsteiger-Bot.',
  lobby: 'Zurück zur Lobby',
  you: 'Du',
  beginner: 'Einsteiger-Bot',
  missing: 'Für dieses Spiel gibt es keine Anleitung.',
  progress: 'Fortschritt der Anleitung',
};

export function lw(key: Key, vars?: Readonly<Record<string, string | number>>): string {
  const text = lang() === 'de' ? DE[key] : EN[key];
  return vars ? text.replace(/\{(\w+)\}/g, (all, name: string) => String(vars[name] ?? all)) : text;
}
