// The waiting room's words in English and German: the seats, the invite links, the game an
// invitee is asked to join and why a link opens no seat.

import { lang } from '../i18n.ts';
import type { Lang } from '../i18n.ts';

const EN = {
  title: 'Waiting for players',
  filled: '{n} of {total} seats taken. The game starts when every seat is taken.',
  seatNo: 'Seat {n}',
  host: 'host',
  you: 'you',
  bot: 'bot',
  open: 'Open: waiting for a player',
  openProgram: 'Open: waiting for a program',
  linkFor: 'Invite link for seat {n}',
  share: 'Share',
  shareText: 'Join my table of {game} on Moontable',
  onceEach: 'Each link takes its seat once: send it to that player only.',
  programCmd: 'This seat is for a program; run it with:',
  invited: 'You are invited',
  hostedBy: 'Host: {name}',
  noHost: 'Set up without a host at the table',
  yourSeat: 'Your seat would be seat {n}.',
  seatGone:
    'Seat {n} was just taken by {name}: this link opens no seat any more. Ask the host for a seat of your own, or watch.',
  watchInstead: 'Watch the table',
  gameFacts: 'The game',
  rated: 'Rated',
  unrated: 'Not rated',
  clock: 'Clocks: {min} min each, +{sec} s per move',
  noClock: 'Live, no clocks',
  hintsOn: 'Coach hints allowed',
  hintsOff: 'No coach hints',
  on: 'on',
  off: 'off',
} as const;

export type WaitingKey = keyof typeof EN;

const DE: Record<WaitingKey, string> = {
  title: 'Warten auf Mitspieler',
  filled: '{n} von {total} Plätzen besetzt. Das Spiel beginnt, sobald alle Plätze besetzt sind.',
  seatNo: 'Platz {n}',
  host: 'Gastgeber',
  you: 'du',
  bot: 'Bot',
  open: 'Frei: wartet auf einen Spieler',
  openProgram: 'Frei: wartet auf ein Programm',
  linkFor: 'Einladungslink für Platz {n}',
  share: 'Teilen',
  shareText: 'Spiel mit mir {game} auf Moontable',
  onceEach: 'Jeder Link vergibt seinen Platz einmal: Schick ihn nur an diesen Spieler.',
  programCmd: 'Dieser Platz ist für ein Programm; starte es so:',
  invited: 'Du bist eingeladen',
  hostedBy: 'Gastgeber: {name}',
  noHost: 'Ohne Gastgeber am Tisch eingerichtet',
  yourSeat: 'Dein Platz wäre Platz {n}.',
  seatGone:
    'Platz {n} hat gerade {name} genommen: Dieser Link öffnet keinen Platz mehr. Bitte den Gastgeber um einen eigenen Platz, oder schau zu.',
  watchInstead: 'Dem Tisch zuschauen',
  gameFacts: 'Das Spiel',
  rated: 'Gewertet',
  unrated: 'Nicht gewertet',
  clock: 'Uhren: je {min} Min., +{sec} s pro Zug',
  noClock: 'Live, ohne Uhren',
  hintsOn: 'Tipps vom Coach erlaubt',
  hintsOff: 'Keine Tipps vom Coach',
  on: 'an',
  off: 'aus',
};

/** A waiting-room sentence in the page's language (or `l`), with `{name}` filled from `vars`. */
export function ww(
  key: WaitingKey,
  vars: Readonly<Record<string, string | number>> = {},
  l: Lang = lang(),
): string {
  const text = (l === 'de' ? DE : EN)[key];
  return text.replace(/\{(\w+)\}/g, (all, k: string) => String(vars[k] ?? all));
}
