// The table's own words in English and German (the lobby's are in ../i18n.ts; a board's in its
// words.ts). Kept apart so the first page does not carry them.

import { lang } from '../i18n.ts';

const EN = {
  actionBar: 'What to do now',
  yourTurn: 'Your turn',
  yourTurnDefault: 'Choose a move on the board.',
  waitingFor: 'Waiting for {names}.',
  gameOver: 'Game over',
  gameOverPrompt: 'The game is over: the score sheet shows how everyone scored.',
  speed: 'Pace of other moves',
  speed_slow: 'slow',
  speed_normal: 'normal',
  speed_fast: 'fast',
  speed_instant: 'instant',
  sounds: 'Sounds',
  log: 'Game log',
  logHint: 'Point at an entry to mark what it changed.',
  logEmpty: 'No moves yet.',
  logBot: 'bot',
  results: 'Score sheet',
  place: 'Place',
  player: 'Player',
  total: 'Total',
  tieBreaks: 'Tie-breaks',
  abandoned: 'Abandoned: the game was called off before it was decided.',
  forfeit: '{name} lost on time.',
  rematch: 'Rematch',
  toRematch: 'Go to the rematch',
  dealSealed: 'Deal sealed:',
  dealSealedTip:
    'The fingerprint (SHA-256) of the seed that shuffles every card, published when the table was made. After the game the seed is shown, and anyone can check it matches: nobody could change the deal during play.',
  verifyDeal: 'Check the deal',
  verifying: 'Checking…',
  dealVerified:
    'The seed matches its fingerprint and the moves replay from it: the deal was fixed from the start.',
  dealMismatch:
    'The seed does not match the fingerprint published at the start, or the moves do not replay from it.',
  verifyElsewhere: 'This browser cannot check it here; in a terminal:',
  backToLobby: 'Back to the lobby',
  refused: 'Refused',
  ruling: 'ruling',
  typeMove: 'Type a move, e.g. pass',
  typeMoveLabel: 'A move in the game’s notation',
  send: 'Send',
  otherMoves: 'More moves',
  loadingBoard: 'Loading the board…',
  atHand: 'Your things',
  show: 'Show',
  hide: 'Hide',
  chosen: 'Chosen: {what}',
  lastMove: 'last move',
  sinceYourTurn: 'since your last turn',
  passTo: 'Pass the screen to {name}',
  passHint: 'Look at the result of your move, then pass the screen.',
  clocks: 'Clocks',
  you: 'you',
} as const;

export type TableKey = keyof typeof EN;

const DE: Record<TableKey, string> = {
  actionBar: 'Was jetzt zu tun ist',
  yourTurn: 'Du bist dran',
  yourTurnDefault: 'Wähle einen Zug auf dem Brett.',
  waitingFor: 'Warte auf {names}.',
  gameOver: 'Spielende',
  gameOverPrompt: 'Das Spiel ist vorbei: Die Wertung zeigt, wie alle gepunktet haben.',
  speed: 'Tempo der anderen Züge',
  speed_slow: 'langsam',
  speed_normal: 'normal',
  speed_fast: 'schnell',
  speed_instant: 'sofort',
  sounds: 'Töne',
  log: 'Spielverlauf',
  logHint: 'Zeige auf einen Eintrag, um zu markieren, was er verändert hat.',
  logEmpty: 'Noch keine Züge.',
  logBot: 'Bot',
  results: 'Wertung',
  place: 'Platz',
  player: 'Spieler',
  total: 'Summe',
  tieBreaks: 'Gleichstände',
  abandoned: 'Abgebrochen: Die Partie endete, bevor sie entschieden war.',
  forfeit: '{name} hat auf Zeit verloren.',
  rematch: 'Revanche',
  toRematch: 'Zur Revanche',
  dealSealed: 'Austeilen versiegelt:',
  dealSealedTip:
    'Der Fingerabdruck (SHA-256) des Seeds, der jede Karte mischt, veröffentlicht beim Anlegen des Tischs. Nach der Partie wird der Seed gezeigt, und jeder kann prüfen, dass er passt: Niemand konnte das Austeilen während des Spiels ändern.',
  verifyDeal: 'Austeilen prüfen',
  verifying: 'Prüfe …',
  dealVerified:
    'Der Seed passt zu seinem Fingerabdruck, und die Züge lassen sich daraus nachspielen: Das Austeilen stand von Anfang an fest.',
  dealMismatch:
    'Der Seed passt nicht zum anfangs veröffentlichten Fingerabdruck, oder die Züge lassen sich daraus nicht nachspielen.',
  verifyElsewhere: 'Dieser Browser kann das hier nicht prüfen; im Terminal:',
  backToLobby: 'Zurück zur Lobby',
  refused: 'Abgelehnt',
  ruling: 'Regel',
  typeMove: 'Zug eintippen, z. B. pass',
  typeMoveLabel: 'Ein Zug in der Schreibweise des Spiels',
  send: 'Senden',
  otherMoves: 'Weitere Züge',
  loadingBoard: 'Das Brett lädt…',
  atHand: 'Deine Sachen',
  show: 'Zeigen',
  hide: 'Verbergen',
  chosen: 'Gewählt: {what}',
  lastMove: 'letzter Zug',
  sinceYourTurn: 'seit deinem letzten Zug',
  passTo: 'Bildschirm an {name} weitergeben',
  passHint: 'Sieh dir das Ergebnis deines Zuges an, dann gib den Bildschirm weiter.',
  clocks: 'Uhren',
  you: 'du',
};

/** A table word in the page's language, with `{name}` filled from `vars`. */
export function tw(key: TableKey, vars?: Readonly<Record<string, string>>): string {
  const text = lang() === 'de' ? DE[key] : EN[key];
  return vars ? text.replace(/\{(\w+)\}/g, (all, name: string) => vars[name] ?? all) : text;
}
