// Results that explain themselves: a score sheet with each player's points by category (the
// engine's GameResult.breakdown, named by the game's glossary), the tie-breaks labelled as such
// in the reader's language, "abandoned" for a game called off, and what to do next.

import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { GameResult } from '../../../src/engine/game.ts';
import {
  abandonedReason,
  capitalised,
  term,
  tieBreakSentence,
} from '../../../src/engine/glossary.ts';
import type { Glossary } from '../../../src/engine/glossary.ts';
import { lang } from '../i18n.ts';
import type { MatchResult } from '../api.ts';
import { named } from './log.tsx';
import { reduced } from './motion.ts';
import { tw } from './words.ts';

export interface ResultsProps {
  readonly result: MatchResult;
  readonly names: readonly string[];
  readonly glossary?: Glossary;
  /** The board's extra breakdown (titles per tribe, ...). */
  readonly details?: ComponentChildren;
  /** Rematch, back to the lobby. */
  readonly actions?: ComponentChildren;
}

/** True for a game a safety stop called off before it was decided (`GameResult.abandoned`). */
export const isAbandoned = (result: MatchResult): boolean => result.abandoned !== undefined;

export function Results({ result, names, glossary, details, actions }: ResultsProps) {
  const order = names
    .map((_, seat) => seat)
    .sort((a, b) => (result.ranking[a] ?? 0) - (result.ranking[b] ?? 0));
  const breakdown = (result as GameResult).breakdown ?? [];
  const name = (seat: number) => names[seat] ?? String(seat + 1);
  const ties =
    result.ties?.map((tie) => tieBreakSentence(tie, glossary, name, lang())) ??
    result.tieBreaks.map((line) => named(line, names));
  const abandoned = isAbandoned(result);
  // The sheet comes in view when the game ends, wherever the player had scrolled (on a phone
  // the last move is often made far below it).
  const sheet = useRef<HTMLElement>(null);
  useEffect(
    () =>
      sheet.current?.scrollIntoView({ block: 'start', behavior: reduced() ? 'auto' : 'smooth' }),
    [],
  );
  // A solo game's automatic opponent (Moon's Rival) holds no seat but takes a place by its score.
  const top = Math.max(...(result.scores ?? [0]));
  const opponent = result.opponent;
  const opponentPlace = opponent ? (opponent.score >= top ? 1 : 2) : 0;
  const opponentRow = opponent ? (
    <tr data-testid="opponent">
      <td>{opponentPlace}.</td>
      <th scope="row">{capitalised(opponent.name)}</th>
      <td>
        <strong>{opponent.score}</strong>
      </td>
      {breakdown.map((c) => (
        <td key={c.category} />
      ))}
    </tr>
  ) : null;
  const opponentLine = opponent ? (
    <li data-testid="opponent-line">
      <strong>
        {opponentPlace}. {capitalised(opponent.name)} · {tw('total')} {opponent.score}
      </strong>
    </li>
  ) : null;
  return (
    <section class="panel results" data-testid="results" aria-label={tw('results')} ref={sheet}>
      <h2>{tw('results')}</h2>
      {abandoned ? (
        <p class="abandoned" data-testid="abandoned">
          {tw('abandoned')} ({abandonedReason(result.abandoned ?? '', glossary, lang())})
        </p>
      ) : null}
      {result.forfeit !== null && result.forfeit !== undefined ? (
        <p>{tw('forfeit', { name: name(result.forfeit) })}</p>
      ) : null}
      <div class="sheet-wrap">
        <table class="score-sheet">
          <thead>
            <tr>
              <th scope="col">{tw('place')}</th>
              <th scope="col">{tw('player')}</th>
              <th scope="col">{tw('total')}</th>
              {breakdown.map((c) => (
                <th scope="col" key={c.category}>
                  {capitalised(term(glossary, c.category, lang()))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {opponent && opponent.score > top ? opponentRow : null}
            {order.map((seat) => (
              <tr key={seat} data-seat={seat}>
                <td>{abandoned ? '–' : `${result.ranking[seat]}.`}</td>
                <th scope="row">{name(seat)}</th>
                <td>
                  <strong>
                    {result.scores ? result.scores[seat] : result.forfeit === seat ? '–' : ''}
                  </strong>
                </td>
                {breakdown.map((c) => (
                  <td key={c.category}>{c.points[seat]}</td>
                ))}
              </tr>
            ))}
            {opponent && opponent.score <= top ? opponentRow : null}
          </tbody>
        </table>
      </div>
      {/* On phones the same sheet as one line per player: long category names need the width. */}
      <ul class="sheet-lines">
        {opponent && opponentPlace === 1 ? opponentLine : null}
        {order.map((seat) => (
          <li key={seat}>
            <strong>
              {abandoned ? '' : `${result.ranking[seat]}. `}
              {name(seat)} · {tw('total')} {result.scores ? result.scores[seat] : '–'}
            </strong>
            {breakdown.length ? (
              <span>
                {breakdown
                  .map(
                    (c) => `${capitalised(term(glossary, c.category, lang()))} ${c.points[seat]}`,
                  )
                  .join(' · ')}
              </span>
            ) : null}
          </li>
        ))}
        {opponent && opponentPlace === 2 ? opponentLine : null}
      </ul>
      {ties.length ? (
        <>
          <h3>{tw('tieBreaks')}</h3>
          <ul data-testid="tie-breaks">
            {ties.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      {details}
      {actions ? <div class="actions">{actions}</div> : null}
    </section>
  );
}
