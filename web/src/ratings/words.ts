// The words of the profile and leaderboard pages in English and German.

import { formatNumber, lang } from '../i18n.ts';

const EN = {
  profileTitle: '{name}',
  memberSince: 'Member since {date}',
  ratings: 'Ratings',
  noRatings: 'No rated games yet.',
  rating: 'Rating',
  provisional: 'provisional',
  provisionalTip: 'Provisional until 5 rated games: ranked after settled ratings.',
  ratedGames: '{n} rated games',
  ratedGame: '1 rated game',
  gamesPlayed: 'Games played',
  recent: 'Recent games',
  noRecent: 'No finished games yet.',
  placeOf: 'place {place} of {players}',
  botNamed: '{level} (bot)',
  rated: 'rated',
  replay: 'Replay',
  against: 'with {names}',
  chartTitle: 'Rating in {game} over its rated games',
  chartDesc: 'Rating after each rated game: {points}.',
  gameAxis: 'game',
  leaderboard: 'Leaderboard',
  leaderboardOf: 'Leaderboard: {game}',
  boardNote:
    'Accounts only. Settled ratings (5 rated games or more) come first; the rating is a careful estimate that rises as it grows surer.',
  place: 'Place',
  player: 'Player',
  games: 'Games',
  empty: 'Nobody has a rating in this game yet.',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {pages}',
  otherGames: 'Other games',
  loading: 'Loading…',
  failed: 'Could not load: {message}',
  toBoard: 'Leaderboard',
} as const;

export type RatingsKey = keyof typeof EN;

const DE: Record<RatingsKey, string> = {
  profileTitle: '{name}',
  memberSince: 'Dabei seit {date}',
  ratings: 'Wertungen',
  noRatings: 'Noch keine gewerteten Partien.',
  rating: 'Wertung',
  provisional: 'vorläufig',
  provisionalTip: 'Vorläufig bis 5 gewertete Partien: steht hinter gefestigten Wertungen.',
  ratedGames: '{n} gewertete Partien',
  ratedGame: '1 gewertete Partie',
  gamesPlayed: 'Gespielte Partien',
  recent: 'Letzte Partien',
  noRecent: 'Noch keine beendeten Partien.',
  placeOf: 'Platz {place} von {players}',
  botNamed: '{level} (Bot)',
  rated: 'gewertet',
  replay: 'Ansehen',
  against: 'mit {names}',
  chartTitle: 'Wertung in {game} über die gewerteten Partien',
  chartDesc: 'Wertung nach jeder gewerteten Partie: {points}.',
  gameAxis: 'Partie',
  leaderboard: 'Rangliste',
  leaderboardOf: 'Rangliste: {game}',
  boardNote:
    'Nur Konten. Gefestigte Wertungen (ab 5 gewerteten Partien) stehen vorn; die Wertung ist eine vorsichtige Schätzung, die steigt, je sicherer sie wird.',
  place: 'Platz',
  player: 'Spieler',
  games: 'Partien',
  empty: 'In diesem Spiel hat noch niemand eine Wertung.',
  previous: 'Zurück',
  next: 'Weiter',
  pageOf: 'Seite {page} von {pages}',
  otherGames: 'Andere Spiele',
  loading: 'Wird geladen…',
  failed: 'Konnte nicht geladen werden: {message}',
  toBoard: 'Rangliste',
};

export function rw(key: RatingsKey, vars?: Readonly<Record<string, string | number>>): string {
  const text = lang() === 'de' ? DE[key] : EN[key];
  return vars
    ? text.replace(/\{(\w+)\}/g, (all, name: string) => {
        const v = vars[name];
        return v === undefined ? all : typeof v === 'number' ? formatNumber(v) : v;
      })
    : text;
}

/** A date in the reader's language: "27 Nov 2026", "27. Nov. 2026". */
export const formatDate = (ms: number): string =>
  new Intl.DateTimeFormat(lang() === 'de' ? 'de-DE' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(ms));
