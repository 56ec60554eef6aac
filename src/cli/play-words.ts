// What the terminal table says to players, in English and German (`moontable play --lang`).
// The game's own words (cards, places, moves, log lines) come from its glossary and rules; these
// are the table's: the help, the prompts, saving and resuming.

import type { Lang } from '../engine/game.ts';

const EN = {
  help: [
    'Type the number of a move, or the move itself (its short form, shown dim after it).',
    'Other commands: board (draw the board again), log (the whole log), moves (the next',
    '  page of moves), hint (the coach: best moves with the chance to win), rules (the',
    '  rules in brief), save <file> (save the game to play on later with --resume <file>),',
    '  help, quit.',
  ],
  you: 'you',
  player: 'Player',
  bot: (who: string, level: string) => `${who} (${level} bot)`,
  seed: 'Seed',
  saved: (file: string) =>
    `Record saved to ${file} (play on with: moontable play --resume ${file}).`,
  notSaved: (file: string, why: string) => `Could not save to ${file}: ${why}`,
  saveWhere: 'Give a file to save to: save <file>',
  resumed: (file: string, n: number) =>
    `Resumed from ${file} after ${n} moves (type "log" for what happened).`,
  passTo: (name: string) => `Pass to ${name}, then press Enter (the others look away). `,
  quit: 'Game abandoned.',
  inputEnded: 'Input ended before the game did.',
  yourMove: (name: string) => `${name}, your move:`,
  more: (n: number) => `  ... and ${n} more: type "moves" for the next page, or type a move`,
  noRules: (game: string) => `No rules summary for ${game} yet.`,
  noMove: (n: number, of: number) => `There is no move ${n}: choose 1 to ${of}.`,
  notAllowed: 'Not allowed:',
};

const DE: typeof EN = {
  help: [
    'Gib die Nummer eines Zugs ein oder den Zug selbst (seine Kurzform steht blass dahinter).',
    'Weitere Befehle: board (Spielplan neu zeichnen), log (das ganze Protokoll), moves (die',
    '  nächsten Züge), hint (der Coach: beste Züge mit Siegchance), rules (die Regeln in',
    '  Kürze), save <Datei> (Partie speichern, weiter mit --resume <Datei>), help, quit.',
  ],
  you: 'du',
  player: 'Spieler',
  bot: (who, level) => `${who} (Bot: ${level})`,
  seed: 'Startwert',
  saved: (file) => `Partie in ${file} gespeichert (weiter mit: moontable play --resume ${file}).`,
  notSaved: (file, why) => `Konnte nicht in ${file} speichern: ${why}`,
  saveWhere: 'Gib eine Datei zum Speichern an: save <Datei>',
  resumed: (file, n) =>
    `Fortgesetzt aus ${file} nach ${n} Zügen ("log" zeigt, was bisher geschah).`,
  passTo: (name) => `Gib weiter an ${name}, dann Enter drücken (die anderen schauen weg). `,
  quit: 'Partie abgebrochen.',
  inputEnded: 'Die Eingabe endete vor der Partie.',
  yourMove: (name) => `${name}, dein Zug:`,
  more: (n) => `  ... und ${n} weitere: "moves" zeigt die nächsten, oder gib einen Zug ein`,
  noRules: (game) => `Für ${game} gibt es noch keine Regelübersicht.`,
  noMove: (n, of) => `Es gibt keinen Zug ${n}: wähle 1 bis ${of}.`,
  notAllowed: 'Nicht erlaubt:',
};

export type PlayWords = typeof EN;

/** The terminal table's words in `lang`. */
export const playWords = (lang: Lang): PlayWords => (lang === 'de' ? DE : EN);
