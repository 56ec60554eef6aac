// The final score table, shared by play and replay.

import type { AnyGame, GameResult, Lang } from '../engine/game.ts';
import { abandonedReason, tieBreakSentence } from '../engine/glossary.ts';
import { boardFor } from './boards/index.ts';
import type { Style } from './style.ts';
import { styleFor } from './style.ts';

export function printResult(
  game: AnyGame,
  state: unknown,
  print: (line: string) => void,
  names?: readonly string[],
  style: Style = styleFor(process.stdout),
  lang: Lang = 'en',
): void {
  const result = game.result(state);
  if (!result) return;
  printScores(game, result, game.view(state, 'spectator'), print, names, style, lang);
}

/** The score table of a result, with the game's extra lines drawn from a finished view. */
export function printScores(
  game: Pick<AnyGame, 'id' | 'glossary'>,
  result: GameResult,
  finalView: unknown,
  print: (line: string) => void,
  names?: readonly (string | null)[],
  style: Style = styleFor(process.stdout),
  lang: Lang = 'en',
): void {
  const player = lang === 'de' ? 'Spieler' : 'Player';
  const name = (seat: number) => names?.[seat] ?? `${player} ${seat + 1}`;
  if (result.abandoned !== undefined) {
    const why = abandonedReason(result.abandoned, game.glossary, lang);
    print(
      style.bold(
        lang === 'de'
          ? `Abgebrochen: ${why}. Niemand gewinnt (ein Sicherheitsstopp von Moontable).`
          : `Abandoned: ${why}. Nobody wins (a safety stop of Moontable).`,
      ),
    );
  }
  print(style.bold(lang === 'de' ? 'Endstand' : 'Final scores'));
  const seats = result.scores
    .map((_, seat) => seat)
    .sort((a, b) => (result.ranking[a] ?? 0) - (result.ranking[b] ?? 0));
  const row = (place: string, who: string, score: number | undefined) =>
    print(`  ${place}  ${who.padEnd(22)} ${String(score).padStart(4)}`);
  const top = Math.max(...result.scores);
  const opponent = result.opponent;
  // A solo game's opponent takes its place among the seats: first when it scored most.
  const them = opponent ? opponent.name.charAt(0).toUpperCase() + opponent.name.slice(1) : '';
  if (opponent && opponent.score > top) row(' 1.', them, opponent.score);
  for (const seat of seats)
    row(
      result.abandoned !== undefined ? ' –' : `${String(result.ranking[seat]).padStart(2)}.`,
      name(seat),
      result.scores[seat],
    );
  if (opponent && opponent.score <= top)
    row(`${String(opponent.score === top ? 1 : 2).padStart(2)}.`, them, opponent.score);
  // Tie-breaks as facts are worded in the reader's language; older results carry sentences only.
  const ties = result.ties?.map((tie) => tieBreakSentence(tie, game.glossary, name, lang));
  for (const line of ties ?? result.tieBreaks) print(`  ${line}`);
  const details = boardFor(game.id).resultDetails?.(finalView, style, lang) ?? [];
  for (const line of details) print(line);
}
