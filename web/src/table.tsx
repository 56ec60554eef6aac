// One table for online and hot-seat play: the game's board, the legal moves it does not offer
// itself, who is to act, clocks, the last refusal with its ruling, the log and the results.

import { useEffect, useRef, useState } from 'preact/hooks';
import type { Viewer } from '../../src/engine/game.ts';
import type { ApiError, LegalMove, MatchResult } from './api.ts';
import { boardFor } from './boards/index.ts';
import { t } from './i18n.ts';
import { RulesButton } from './rules-help.tsx';

export interface TableProps {
  readonly game: string;
  readonly view: unknown;
  readonly viewer: Viewer;
  readonly names: readonly string[];
  readonly toAct: readonly number[];
  readonly legal: readonly LegalMove[];
  readonly onMove: (move: string) => void;
  readonly log: readonly string[];
  readonly result: MatchResult | null;
  readonly clocks?: readonly number[] | null;
  readonly error?: ApiError | null;
  readonly extra?: preact.ComponentChildren;
  /** Moves played so far (the match version online), for tests and screen readers. */
  readonly version: number;
}

const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

export function Results({
  result,
  names,
  details,
}: {
  result: MatchResult;
  names: readonly string[];
  details?: preact.ComponentChildren;
}) {
  const order = names
    .map((_, seat) => seat)
    .sort((a, b) => (result.ranking[a] ?? 0) - (result.ranking[b] ?? 0));
  return (
    <section class="panel results" data-testid="results">
      <h2>{t('results')}</h2>
      {result.abandoned !== undefined ? (
        <p data-testid="abandoned">
          <strong>{t('abandoned')}</strong> ({result.abandoned})
        </p>
      ) : null}
      <table>
        <thead>
          <tr>
            <th>{t('place')}</th>
            <th>{t('players')}</th>
            <th>{t('score')}</th>
          </tr>
        </thead>
        <tbody>
          {result.opponent && result.opponent.score > Math.max(...(result.scores ?? [0])) ? (
            <OpponentRow opponent={result.opponent} place={1} />
          ) : null}
          {order.map((seat) => (
            <tr key={seat}>
              <td>{result.abandoned !== undefined ? '–' : `${result.ranking[seat]}.`}</td>
              <td>{names[seat]}</td>
              <td>{result.scores ? result.scores[seat] : result.forfeit === seat ? '–' : ''}</td>
            </tr>
          ))}
          {result.opponent && result.opponent.score <= Math.max(...(result.scores ?? [0])) ? (
            <OpponentRow
              opponent={result.opponent}
              place={result.opponent.score === Math.max(...(result.scores ?? [0])) ? 1 : 2}
            />
          ) : null}
        </tbody>
      </table>
      {result.tieBreaks.length ? (
        <>
          <h3>{t('tieBreaks')}</h3>
          <ul>
            {result.tieBreaks.map((line, i) => (
              <li key={i}>{named(line, names)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {details}
    </section>
  );
}

/** A solo game's automatic opponent (Moon's Rival): no seat, but a place by its score. */
function OpponentRow({
  opponent,
  place,
}: {
  opponent: { readonly name: string; readonly score: number };
  place: number;
}) {
  return (
    <tr data-testid="opponent">
      <td>{place}.</td>
      <td>{opponent.name.charAt(0).toUpperCase() + opponent.name.slice(1)}</td>
      <td>{opponent.score}</td>
    </tr>
  );
}

/** Log lines and tie-breaks name seats "Player N" ("Spieler N"); the table shows the names people chose. */
const named = (line: string, names: readonly string[]) =>
  line.replace(/\b(?:Player|Spieler) (\d+)\b/g, (all, n: string) => names[Number(n) - 1] ?? all);

/** Any move typed in the game's notation (as in the terminal): for the keyboard; refusals come back explained. */
function TypedMove({ onMove }: { onMove: (move: string) => void }) {
  const [text, setText] = useState('');
  return (
    <form
      class="typed-move"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) onMove(text.trim());
        setText('');
      }}
    >
      <input
        name="move"
        value={text}
        placeholder={t('typeMove')}
        aria-label={t('typeMove')}
        onInput={(e) => setText((e.target as HTMLInputElement).value)}
      />
      <button type="submit">{t('send')}</button>
    </form>
  );
}

export function Table(p: TableProps) {
  const board = boardFor(p.game);
  const listed = p.legal.filter((l) => !board.handles?.(l.move));
  const mine = typeof p.viewer === 'number' && p.toAct.includes(p.viewer);
  const status = useRef<HTMLDivElement>(null);
  // A move removes the button that made it, and focus would fall back to the page's top; keep
  // keyboard players at the table instead (never taking focus from where someone put it).
  useEffect(() => {
    const at = document.activeElement;
    if (!at || at === document.body) status.current?.focus({ preventScroll: true });
  }, [p.version]);
  return (
    <div class="table" data-version={p.version}>
      <div class="status-bar" aria-live="polite" ref={status} tabIndex={-1}>
        {p.result ? (
          <strong>{t('gameOver')}</strong>
        ) : mine ? (
          <strong class="your-turn">{t('yourTurn')}</strong>
        ) : (
          <span>
            {t('turnOf')}: {p.toAct.map((s) => p.names[s] ?? s + 1).join(', ')}
          </span>
        )}
        {p.clocks ? (
          <span class="clocks">
            {p.clocks.map((ms, seat) => (
              <span key={seat} class={p.toAct.includes(seat) ? 'clock running' : 'clock'}>
                {p.names[seat]} {clock(ms)}
              </span>
            ))}
          </span>
        ) : null}
        {p.extra}
        <RulesButton game={p.game} />
      </div>
      {p.error ? (
        <div class="error" role="alert" data-testid="error">
          {t('error')}: {p.error.message}
          {p.error.rule ? ` (${t('rules')} ${p.error.rule})` : ''}
        </div>
      ) : null}
      {p.result ? (
        <Results
          result={p.result}
          names={p.names}
          details={
            board.ResultDetails ? <board.ResultDetails view={p.view} names={p.names} /> : null
          }
        />
      ) : null}
      <board.Board
        view={p.view}
        viewer={p.viewer}
        names={p.names}
        toAct={p.toAct}
        legal={p.legal}
        onMove={p.onMove}
      />
      <div class="side">
        <section class="panel legal" aria-label={t('legalMoves')}>
          <h3>{t('legalMoves')}</h3>
          {listed.length ? (
            <div class="moves">
              {listed.map((l) => (
                <button
                  key={l.move}
                  type="button"
                  data-move={l.move}
                  onClick={() => p.onMove(l.move)}
                >
                  {l.label}
                </button>
              ))}
            </div>
          ) : (
            <p class="muted">{p.legal.length ? t('onBoard') : t('noMoves')}</p>
          )}
          {typeof p.viewer === 'number' && !p.result ? <TypedMove onMove={p.onMove} /> : null}
        </section>
        <section class="panel log" aria-label={t('log')}>
          <h3>{t('log')}</h3>
          <ol reversed>
            {[...p.log]
              .reverse()
              .slice(0, 200)
              .map((line, i) => (
                <li key={p.log.length - i}>{named(line, p.names)}</li>
              ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
