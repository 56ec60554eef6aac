// UI text in English and German. Move labels and log lines come from the engine in the same
// languages (the server words them for each client's hello; hot-seat asks the engine directly).
// Every string is our own wording; `t` falls back to English for a missing German key.

import { LANGS } from '../../src/engine/game.ts';
import type { Lang } from '../../src/engine/game.ts';

export { LANGS };
export type { Lang };

const EN = {
  appName: 'Moontable',
  lobby: 'Lobby',
  language: 'Language',
  newHotseat: 'New hot-seat game (one screen)',
  game: 'Game',
  players: 'Players',
  options: 'Options',
  seats: 'Seats',
  seat: 'Seat',
  human: 'Human (invite)',
  program: 'Program (invite)',
  programFor: 'Program for seat',
  programHint: 'Run your bot program on this seat:',
  programNoHotseat: 'A program plays online only: change its seat for a hot-seat game.',
  you: 'You',
  bot: 'Bot',
  botLevel: 'Bot strength',
  timeControl: 'Time control',
  withClocks: 'Play with clocks (a time bank per player)',
  whoSits: 'Who sits at seat',
  nameOfSeat: 'Name at seat',
  setUp: 'Set up a table',
  setUpShort: 'Set up a table…',
  playNow: 'Play now against bots',
  playNowHint: 'You and {n} bots at Casual strength; your name from above.',
  guest: 'Guest',
  pictureOf: 'The board of {game}',
  playerCount: '{n} players',
  playerCountOne: '1 player',
  aboutMinutes: 'about {n} minutes',
  minutes: 'minutes per player',
  increment: 'seconds added per move',
  onTimeout: 'When time runs out',
  forfeit: 'forfeit',
  takeoverOpt: 'a bot takes over',
  takeoverAway: 'A bot plays for players who leave',
  create: 'Create',
  invites: 'Invite links',
  inviteFor: 'Invite for seat',
  inviteOnce: 'Each link takes its seat once: send it to that player only.',
  seatTakenWatch: 'Watch this match instead',
  spectate: 'Spectator link',
  copy: 'Copy',
  copied: 'Copied',
  openMatches: 'Open and running matches',
  myMatches: 'My matches',
  noMatches: 'No matches yet.',
  rejoin: 'Rejoin',
  watch: 'Watch',
  status_open: 'waiting for players',
  status_running: 'running',
  status_finished: 'finished',
  yourName: 'Your name',
  join: 'Join',
  connected: 'connected',
  connecting: 'connecting…',
  offline: 'offline, reconnecting…',
  yourTurn: 'Your turn',
  spectating: 'You are watching.',
  passTo: 'Pass the screen to',
  iAm: 'I am',
  ready: 'show my hand',
  back: 'Back to the lobby',
  typeMove: 'Type a move, e.g. pass',
  rulesHelp: 'Rules',
  learnToPlay: 'Learn to play',
  keysTitle: 'Playing by keyboard',
  keysTab:
    'Tab and Shift+Tab move between the choices; Enter or Space chooses. After a move the focus is on the first choice of the next decision.',
  keysNumbers:
    'The number keys 1 to 9 press the buttons of the bar that says what to do (1 is the first).',
  keysHint:
    'h asks the coach for a hint (where hints are allowed); Escape closes a dialog or a tooltip. Every move is read out to screen readers.',
  rulesOf: 'Rules of',
  close: 'Close',
  loading: 'Loading…',
  ratedSetting: 'Rated: the result changes each player’s rating in this game (no coach hints)',
  offlineNow:
    'You are offline. Hot-seat games, games against the bots, the tutorials and saved games work; online tables catch up when you are back.',
  updateReady: 'A new version of Moontable is ready.',
  update: 'Update',
  loadFailed: 'Could not load this text. Check the connection and try again.',
  noRules:
    'There is no rules help for this game yet: the moves offered at the table are the legal ones.',
  abandon: 'Abandon this game',
  abandonSure: 'Really abandon? It cannot be resumed.',
  abandonYes: 'Yes, abandon',
  keepPlaying: 'Keep playing',
  closeGame: 'Close this game',
  resumeHotseat: 'Resume the hot-seat game',
  movesPlayed: 'moves played',
  resumeFailed: 'The saved hot-seat game could not be resumed',
  myGames: 'My games',
  accountOf: 'Your account: {name}',
  allMyGames: 'All my games, from every device',
  myGamesShort: 'Games',
  pace: 'Pace',
  paceLive: 'Live (everyone at the table now)',
  paceTurn: 'Turn-based: {time} per move',
  hour1: '1 hour',
  hours12: '12 hours',
  day1: '1 day',
  days3: '3 days',
  days7: '7 days',
  missedMove: 'When a move is not made in time',
  missedBot: 'A bot plays that move (the player keeps the seat)',
  missedForfeit: 'The player forfeits the game',
  inbox: 'Your turn',
  inboxShort: 'Turn',
  inboxTitle: 'Games waiting for your move',
  inboxEmpty: 'No game is waiting for your move.',
  inboxBadge: '{n} games wait for your move',
  inboxBadgeOne: '1 game waits for your move',
  nextGame: 'Next game',
  openGame: 'Open',
  dueIn: 'due in {time}',
  overdue: 'overdue',
  noDeadline: 'no deadline',
  perMove: '{time} per move',
  inboxFailed: 'The list could not be loaded',
  vacation: 'Vacation',
  vacationLeft:
    '{n} vacation days left this year. While on vacation, the deadlines of your turn-based games wait.',
  vacationUntil: 'On vacation until {date}.',
  vacationDays: 'Days',
  vacationTake: 'Take vacation',
  vacationEnd: 'End vacation now',
  turnLine: 'Turn-based: {time} per move; {rule}.',
  ruleBot: 'a move not made in time is played by a bot',
  ruleForfeit: 'a move not made in time loses the game',
  yourMoveDue: 'Your move is due in {time}.',
} as const;

export type Key = keyof typeof EN;

const DE: Partial<Record<Key, string>> = {
  lobby: 'Lobby',
  language: 'Sprache',
  newHotseat: 'Neue Partie an einem Bildschirm',
  game: 'Spiel',
  players: 'Spieler',
  options: 'Optionen',
  seats: 'Plätze',
  seat: 'Platz',
  human: 'Mensch (Einladung)',
  program: 'Programm (Einladung)',
  programFor: 'Programm für Platz',
  programHint: 'So spielt dein Bot-Programm auf diesem Platz:',
  programNoHotseat:
    'Ein Programm spielt nur online: Ändere seinen Platz für eine Partie an einem Bildschirm.',
  you: 'Ich',
  bot: 'Bot',
  botLevel: 'Stärke der Bots',
  timeControl: 'Bedenkzeit',
  withClocks: 'Mit Uhren spielen (ein Zeitkonto je Spieler)',
  whoSits: 'Wer sitzt auf Platz',
  nameOfSeat: 'Name auf Platz',
  setUp: 'Einen Tisch einrichten',
  setUpShort: 'Tisch einrichten…',
  playNow: 'Jetzt gegen Bots spielen',
  playNowHint: 'Du und {n} Bots der Stärke „Locker“; dein Name von oben.',
  guest: 'Gast',
  pictureOf: 'Das Brett von {game}',
  playerCount: '{n} Spieler',
  playerCountOne: '1 Spieler',
  aboutMinutes: 'etwa {n} Minuten',
  minutes: 'Minuten pro Spieler',
  increment: 'Sekunden mehr pro Zug',
  onTimeout: 'Wenn die Zeit abläuft',
  forfeit: 'verloren',
  takeoverOpt: 'ein Bot übernimmt',
  takeoverAway: 'Ein Bot spielt für Spieler, die gehen',
  create: 'Erstellen',
  invites: 'Einladungslinks',
  inviteFor: 'Einladung für Platz',
  inviteOnce: 'Jeder Link vergibt seinen Platz nur einmal: Schick ihn nur dieser Person.',
  seatTakenWatch: 'Diese Partie stattdessen ansehen',
  spectate: 'Link zum Zuschauen',
  copy: 'Kopieren',
  copied: 'Kopiert',
  openMatches: 'Offene und laufende Partien',
  myMatches: 'Meine Partien',
  noMatches: 'Noch keine Partien.',
  rejoin: 'Zurück zur Partie',
  watch: 'Zuschauen',
  status_open: 'wartet auf Spieler',
  status_running: 'läuft',
  status_finished: 'beendet',
  yourName: 'Dein Name',
  join: 'Beitreten',
  connected: 'verbunden',
  connecting: 'verbinde…',
  offline: 'getrennt, verbinde neu…',
  yourTurn: 'Du bist dran',
  spectating: 'Du schaust zu.',
  passTo: 'Gib den Bildschirm weiter an',
  iAm: 'Ich bin',
  ready: 'meine Karten zeigen',
  back: 'Zurück zur Lobby',
  typeMove: 'Zug eintippen, z. B. pass',
  rulesHelp: 'Regeln',
  learnToPlay: 'Spielen lernen',
  keysTitle: 'Mit der Tastatur spielen',
  keysTab:
    'Tab und Umschalt+Tab gehen von Wahl zu Wahl; Enter oder Leertaste wählt. Nach einem Zug steht der Fokus auf der ersten Wahl der nächsten Entscheidung.',
  keysNumbers:
    'Die Zifferntasten 1 bis 9 drücken die Knöpfe der Leiste, die sagt, was zu tun ist (1 ist der erste).',
  keysHint:
    'h fragt den Coach nach einem Tipp (wo Tipps erlaubt sind); Escape schließt einen Dialog oder einen Tooltip. Jeder Zug wird Screenreadern vorgelesen.',
  rulesOf: 'Regeln von',
  close: 'Schließen',
  loading: 'Lädt…',
  ratedSetting:
    'Gewertet: das Ergebnis ändert die Wertung jedes Spielers in diesem Spiel (ohne Tipps des Trainers)',
  offlineNow:
    'Du bist offline. Partien an einem Gerät, gegen die Bots, die Einführungen und gespeicherte Partien gehen weiter; Online-Tische holen auf, sobald du wieder verbunden bist.',
  updateReady: 'Eine neue Version von Moontable ist bereit.',
  update: 'Aktualisieren',
  loadFailed: 'Der Text ließ sich nicht laden. Prüfe die Verbindung und versuche es erneut.',
  noRules: 'Für dieses Spiel gibt es noch keine Regelhilfe: Die Züge am Tisch sind die erlaubten.',
  abandon: 'Partie aufgeben',
  abandonSure: 'Wirklich aufgeben? Sie lässt sich nicht fortsetzen.',
  abandonYes: 'Ja, aufgeben',
  keepPlaying: 'Weiterspielen',
  closeGame: 'Partie schließen',
  resumeHotseat: 'Partie an einem Bildschirm fortsetzen',
  movesPlayed: 'Züge gespielt',
  resumeFailed: 'Die gespeicherte Partie ließ sich nicht fortsetzen',
  myGames: 'Meine Partien',
  accountOf: 'Dein Konto: {name}',
  allMyGames: 'Alle meine Partien, von jedem Gerät',
  myGamesShort: 'Partien',
  pace: 'Tempo',
  paceLive: 'Live (alle sitzen jetzt am Tisch)',
  paceTurn: 'Zugweise: {time} pro Zug',
  hour1: '1 Stunde',
  hours12: '12 Stunden',
  day1: '1 Tag',
  days3: '3 Tage',
  days7: '7 Tage',
  missedMove: 'Wenn ein Zug nicht rechtzeitig kommt',
  missedBot: 'Ein Bot macht diesen Zug (der Platz bleibt beim Spieler)',
  missedForfeit: 'Der Spieler verliert die Partie',
  inbox: 'Du bist dran',
  inboxShort: 'Dran',
  inboxTitle: 'Partien, die auf deinen Zug warten',
  inboxEmpty: 'Keine Partie wartet auf deinen Zug.',
  inboxBadge: '{n} Partien warten auf deinen Zug',
  inboxBadgeOne: '1 Partie wartet auf deinen Zug',
  nextGame: 'Nächste Partie',
  openGame: 'Öffnen',
  dueIn: 'fällig in {time}',
  overdue: 'überfällig',
  noDeadline: 'ohne Frist',
  perMove: '{time} pro Zug',
  inboxFailed: 'Die Liste ließ sich nicht laden',
  vacation: 'Urlaub',
  vacationLeft:
    'Noch {n} Urlaubstage in diesem Jahr. Im Urlaub warten die Fristen deiner zugweisen Partien.',
  vacationUntil: 'Im Urlaub bis {date}.',
  vacationDays: 'Tage',
  vacationTake: 'Urlaub nehmen',
  vacationEnd: 'Urlaub jetzt beenden',
  turnLine: 'Zugweise: {time} pro Zug; {rule}.',
  ruleBot: 'einen Zug, der nicht rechtzeitig kommt, macht ein Bot',
  ruleForfeit: 'wer einen Zug nicht rechtzeitig macht, verliert die Partie',
  yourMoveDue: 'Dein Zug ist fällig in {time}.',
};

const STORE = 'moontable.lang';

function initial(): Lang {
  const saved = globalThis.localStorage?.getItem(STORE);
  if (saved === 'en' || saved === 'de') return saved;
  return globalThis.navigator?.language?.startsWith('de') ? 'de' : 'en';
}

let current: Lang = initial();

export const lang = (): Lang => current;

const LOCALE: Readonly<Record<Lang, string>> = { en: 'en-GB', de: 'de-DE' };

/** A count in the reader's language: 1234 -> "1,234" (English), "1.234" (German). */
export const formatNumber = (n: number, l: Lang = current): string =>
  new Intl.NumberFormat(LOCALE[l]).format(n);

/** A share as a whole percentage in the reader's language: 0.43 -> "43%" (English), "43 %" (German). */
export const formatPercent = (x: number, l: Lang = current): string =>
  new Intl.NumberFormat(LOCALE[l], { style: 'percent', maximumFractionDigits: 0 }).format(x);

export function setLang(next: Lang): void {
  current = next;
  localStorage.setItem(STORE, next);
  document.documentElement.lang = next;
}

export function t(key: Key, vars?: Readonly<Record<string, string>>): string {
  const text = (current === 'de' ? DE[key] : undefined) ?? EN[key];
  return vars ? text.replace(/\{(\w+)\}/g, (all, name: string) => vars[name] ?? all) : text;
}

/** "1 player", "3 players" ("1 Spieler", "3 Spieler"). */
export const playersText = (n: number): string =>
  n === 1 ? t('playerCountOne') : t('playerCount', { n: formatNumber(n) });
