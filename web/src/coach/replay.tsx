// The replay viewer: a finished game step by step (first, previous, next, last, or the arrow
// keys, Home and End), the board as the chosen seat saw it at each step, with that move's log
// line. The record is replayed through the engine once; each step draws `game.view` of its state
// for the chosen viewer: the player's own seat first, and, the game being over, any seat.

import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AnyGame, Viewer } from '../../../src/engine/game.ts';
import { replay } from '../../../src/engine/record.ts';
import type { GameRecord } from '../../../src/engine/record.ts';
import type { WebBoard } from '../table/board.ts';
import { named } from '../table/entries.ts';
import { StepContext } from '../table/step.ts';
import { lang } from '../i18n.ts';
import { cw } from './words.ts';

interface Steps {
  /** states[k]: after k moves. */
  readonly states: unknown[];
  readonly moves: { seat: number; move: unknown }[];
}

export function replaySteps(game: AnyGame, record: GameRecord): Steps {
  const options = game.parseOptions(record.options);
  const start = options.ok ? game.setup(options.value, record.players, record.seed) : null;
  const states: unknown[] = [start];
  const moves: Steps['moves'] = [];
  replay(game, record, (_before, seat, move, after) => {
    states.push(after);
    moves.push({ seat, move });
  });
  return { states, moves };
}

export interface ReplayProps {
  readonly game: AnyGame;
  readonly board: WebBoard;
  readonly record: GameRecord;
  readonly names: readonly string[];
  /**
   * The seat the replay shows ('spectator' for a hot-seat table of several people): the first,
   * and again whenever it changes (the review's seat chosen); "Seen by" changes it in between.
   */
  readonly seat: Viewer;
  /** Step asked for from outside (a move picked in the chart or the list). */
  readonly goTo: { readonly step: number } | null;
  /** Told the step shown, whenever it changes. */
  readonly onStep?: (step: number) => void;
  /** What the review says about the move of a step (its grade, the best move), or null. */
  readonly note?: (step: number) => ComponentChildren;
}

const noMove = () => undefined;

export function Replay(p: ReplayProps) {
  const steps = useMemo(() => replaySteps(p.game, p.record), [p.game, p.record]);
  const total = steps.states.length - 1;
  const [at, setAt] = useState(total);
  const [viewer, setViewer] = useState<Viewer>(p.seat);
  const root = useRef<HTMLElement>(null);
  useEffect(() => setViewer(p.seat), [p.seat]);
  useEffect(() => p.onStep?.(at), [at]);
  useEffect(() => {
    if (!p.goTo) return;
    setAt(Math.max(0, Math.min(total, p.goTo.step)));
    // The replay is far below the chart and the list on a phone: bring it to the player (issue
    // 31: it moved 2,195 px below the screen).
    root.current?.scrollIntoView({ block: 'start' });
  }, [p.goTo]);
  const go = (k: number) => setAt(Math.max(0, Math.min(total, k)));
  const state = steps.states[at];
  const view = useMemo(() => p.game.view(state, viewer), [state, viewer]);
  const lines = useMemo(() => {
    if (at === 0) return [cw('start')];
    const m = steps.moves[at - 1] as Steps['moves'][number];
    return p.game
      .describe(steps.states[at - 1], m.seat, m.move, state, viewer, lang())
      .map((l) => named(l, p.names));
  }, [at, viewer]);
  const onKey = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement;
    if (target.tagName === 'SELECT') return;
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: total }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    go(to);
  };
  const Board = p.board.Board;
  return (
    <section
      class="replay"
      data-testid="replay"
      ref={root}
      data-at={at}
      aria-label={cw('replay')}
      tabIndex={0}
      onKeyDown={onKey}
    >
      <div class="panel replay-controls">
        <h3>{cw('replay')}</h3>
        <div class="replay-bar">
          <button
            type="button"
            data-testid="replay-first"
            disabled={at === 0}
            onClick={() => go(0)}
          >
            « {cw('first')}
          </button>
          <button
            type="button"
            data-testid="replay-prev"
            disabled={at === 0}
            onClick={() => go(at - 1)}
          >
            ‹ {cw('prev')}
          </button>
          <button
            type="button"
            data-testid="replay-next"
            disabled={at === total}
            onClick={() => go(at + 1)}
          >
            {cw('next')} ›
          </button>
          <button
            type="button"
            data-testid="replay-last"
            disabled={at === total}
            onClick={() => go(total)}
          >
            {cw('last')} »
          </button>
          <label class="replay-seat">
            {cw('seenBy')}{' '}
            <select
              name="replay-viewer"
              value={String(viewer)}
              onChange={(e) => {
                const v = (e.target as HTMLSelectElement).value;
                setViewer(v === 'spectator' ? 'spectator' : Number(v));
              }}
            >
              {p.names.map((n, s) => (
                <option key={s} value={String(s)}>
                  {n}
                </option>
              ))}
              <option value="spectator">{cw('spectator')}</option>
            </select>
          </label>
        </div>
        <div class="replay-line" aria-live="polite" data-testid="replay-line">
          <strong>{at === 0 ? cw('start') : cw('moveOf', { n: at, total })}</strong>
          {at === 0
            ? null
            : lines.map((l, i) => (
                <span key={i} class="replay-log-line">
                  {' '}
                  {l}
                </span>
              ))}
          {p.note?.(at)}
        </div>
        <p class="muted replay-keys">{cw('replayKeys')}</p>
      </div>
      <div class="replay-board" data-testid="replay-board">
        {/* The replay's board publishes no step: the live table's action bar stays its own. */}
        <StepContext.Provider value={null}>
          <Board
            view={view}
            viewer={viewer}
            names={p.names}
            toAct={state === null ? [] : p.game.toAct(state)}
            legal={[]}
            onMove={noMove}
          />
        </StepContext.Provider>
      </div>
    </section>
  );
}
