// The Hint button and panel. The coach runs in a Web Worker (client.ts) on the view and legal
// moves the table already holds for the seat, at normal strength cut at about one second; the
// panel shows the top three moves with the chance to win, the expected score and the reason,
// and choosing one plays it. The table marks the board's elements of those moves, or their first
// click, with their rank and chance (`hinted`).
// A hint belongs to one position: a new version (any move) withdraws it.

import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Seat } from '../../../src/engine/game.ts';
import type { LegalMove } from '../api.ts';
import type { HintMark } from '../table/table.tsx';
import { lang } from '../i18n.ts';
import { named } from '../table/entries.ts';
import { askHint } from './client.ts';
import type { Running } from './client.ts';
import type { Hint } from './work.ts';
import { HINT_MS } from './limits.ts';
import { chanceText, cw, pct } from './words.ts';
import './coach.css';

export interface HintInput {
  readonly game: string;
  /** The seat asking; null (a spectator, or nobody to act here) offers no hint. */
  readonly seat: Seat | null;
  readonly view: unknown;
  readonly legal: readonly LegalMove[];
  /** The table's version: the hint is for this position only. */
  readonly version: number;
  /** Hints are allowed at this table (hot-seat, bots only, or agreed by all). */
  readonly allowed: boolean;
  readonly onMove: (move: string) => void;
  /** The seats' names: the coach's words say "Player 2", the table the name. */
  readonly names?: readonly string[];
}

export interface HintParts {
  /** The Hint button for the action bar, or null when no hint can be asked now. */
  readonly button: ComponentChildren;
  /** The panel with the advice, for the table (above the board). */
  readonly panel: ComponentChildren;
  /** The advised moves, best first, with their chances, for the board's marks. */
  readonly hinted: readonly HintMark[];
}

type Asked =
  | { readonly at: number; readonly status: 'thinking' }
  | { readonly at: number; readonly status: 'done'; readonly hint: Hint }
  | { readonly at: number; readonly status: 'failed'; readonly message: string };

export function useHint(p: HintInput): HintParts {
  const [asked, setAsked] = useState<Asked | null>(null);
  const running = useRef<Running<Hint> | null>(null);
  const panel = useRef<HTMLElement>(null);
  // A move withdraws the hint (and stops a search still running).
  useEffect(
    () => () => {
      running.current?.cancel();
      running.current = null;
    },
    [p.version, p.seat],
  );
  const current = asked && asked.at === p.version ? asked : null;
  useLayoutEffect(() => {
    if (current?.status === 'thinking')
      panel.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [current?.status]);
  const can = p.allowed && p.seat !== null && p.legal.length > 0;
  if (!can) return { button: null, panel: null, hinted: [] };
  const seat = p.seat as Seat;
  const ask = () => {
    running.current?.cancel();
    const at = p.version;
    setAsked({ at, status: 'thinking' });
    const job = askHint({
      game: p.game,
      seat,
      view: p.view,
      legal: p.legal.map((l) => l.move),
      // Never the game's seed (which decides hidden cards): the position's number.
      seed: `hint/${at}`,
      lang: lang(),
      ms: HINT_MS,
    });
    running.current = job;
    job.done.then(
      (hint) => setAsked({ at, status: 'done', hint }),
      (e: Error) => setAsked({ at, status: 'failed', message: e.message }),
    );
  };
  const close = () => {
    running.current?.cancel();
    setAsked(null);
  };
  const button = (
    <button
      type="button"
      class="hint-button"
      data-testid="hint"
      data-tip={cw('hintTip')}
      aria-expanded={current !== null}
      disabled={current?.status === 'thinking'}
      onClick={ask}
    >
      {cw('hint')}
    </button>
  );
  const names = p.names ?? [];
  const labelOf = (move: string) =>
    named(p.legal.find((l) => l.move === move)?.label ?? move, names);
  const body = !current ? null : (
    <section
      class="panel hint-panel"
      data-testid="hint-panel"
      data-status={current.status}
      aria-label={cw('hintTitle')}
      aria-busy={current.status === 'thinking'}
      ref={panel}
    >
      <div class="hint-head">
        <h3>{cw('hintTitle')}</h3>
        <button type="button" class="hint-close" onClick={close}>
          {cw('close')}
        </button>
      </div>
      {current.status === 'thinking' ? (
        <p role="status">{cw('thinking')}</p>
      ) : current.status === 'failed' ? (
        <p class="error" role="alert">
          {cw('hintFailed', { message: current.message })}
        </p>
      ) : (
        <>
          <ol class="hint-moves">
            {current.hint.moves.map((m, i) => (
              <li key={m.move} data-testid="hint-move" data-hint-move={m.move}>
                <span class="hint-rank" aria-hidden="true">
                  {i + 1}
                </span>
                <div class="hint-body">
                  <strong class="hint-label">{labelOf(m.move)}</strong>
                  <span class="hint-figures">
                    <span data-testid="hint-chance">{chanceText(m.winChance)}</span>
                    {' · '}
                    <span>
                      {pct(m.expectedScore)} {cw('expected')}
                    </span>
                  </span>
                  <span class="hint-reason">
                    {m.reason ? named(m.reason, names) : cw('noReason')}
                  </span>
                </div>
                <button
                  type="button"
                  class="primary hint-play"
                  data-testid="hint-play"
                  onClick={() => {
                    close();
                    p.onMove(m.move);
                  }}
                >
                  {cw('play')}
                </button>
              </li>
            ))}
          </ol>
          <p class="muted hint-note">{cw('hintNote', { n: current.hint.iterations })}</p>
        </>
      )}
    </section>
  );
  return {
    button,
    panel: body,
    hinted:
      current?.status === 'done'
        ? current.hint.moves.map((m) => ({ move: m.move, chance: pct(m.winChance) }))
        : [],
  };
}
