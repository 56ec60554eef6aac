// One table for online and hot-seat play: the action bar, the game's board (its own chunk), the
// moves it does not offer itself, clocks, the last refusal with its ruling, the log and the
// score sheet. After every render it plays the move's motion and marks (motion.ts) and brings a
// new decision's choices into view. docs/architecture.md describes the board API.

import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Viewer } from '../../../src/engine/game.ts';
import { refusalText } from '../../../src/engine/game.ts';
import type { ApiError, LegalMove, MatchResult } from '../api.ts';
import { RulesButton } from '../rules-help.tsx';
import { ActionBar } from './action-bar.tsx';
import type { WebBoard } from './board.ts';
import { CHOOSABLE } from './board.ts';
import { useHintMarks } from './hint-marks.ts';
import type { HintMark } from './hint-marks.ts';
import { Log, named } from './log.tsx';
import type { LogEntry } from './log.tsx';
import { flip, mark, measure, reveal } from './motion.ts';
import type { Places } from './motion.ts';
import { setSpeed, speed, SPEEDS } from './pace.ts';
import type { Speed } from './pace.ts';
import { play, setSounds, soundFor, soundsOn, wakeAudio } from './sounds.ts';
import type { TableMoment } from './sounds.ts';
import { Results } from './results.tsx';
import { StepContext, StepStore } from './step.ts';
import { installKeys, keepFocus } from './keys.ts';
import { installTooltips } from './tooltip.ts';
import { lang } from '../i18n.ts';
import { tw } from './words.ts';
import './table.css';

export type { LogEntry };

export interface TableProps {
  readonly game: string;
  /**
   * The game's board, or undefined while its chunk loads (`useBoard` in boards/index.ts): the
   * page that sets the table picks it, so the table knows no board.
   */
  readonly board: WebBoard | undefined;
  readonly view: unknown;
  readonly viewer: Viewer;
  readonly names: readonly string[];
  readonly toAct: readonly number[];
  readonly legal: readonly LegalMove[];
  readonly onMove: (move: string) => void;
  /** The whole match so far, one entry per move. */
  readonly log: readonly LogEntry[];
  readonly result: MatchResult | null;
  readonly clocks?: readonly number[] | null;
  readonly error?: ApiError | null;
  /** Shown in the info row beside the rules: the connection, the abandon button. */
  readonly info?: ComponentChildren;
  /** Buttons at the end of the action bar: pass the screen on, go to the rematch. */
  readonly actions?: ComponentChildren;
  /** Buttons under the score sheet: rematch, close the game. */
  readonly resultActions?: ComponentChildren;
  /** Moves played so far (the match version online), for tests and screen readers. */
  readonly version: number;
  /** What the table remembers across remounts (hot-seat keeps one per game). */
  readonly memory?: TableMemory;
  /** The coach's advised moves, best first: the board's elements of them are marked. */
  readonly hinted?: readonly HintMark[];
  /** The coach's panel (web/src/coach/), shown above the board. */
  readonly coach?: ComponentChildren;
  /** Shown under the log (the online table's chat, web/src/chat/). */
  readonly side?: ComponentChildren;
  /**
   * What a new decision brings into view, when not every choice (a tutorial's target and what
   * its choice is about: where all choices do not fit, the topmost would win over the target).
   */
  readonly reveals?: string;
}

export type { HintMark };

/** The marks' memory: the keys each move touched, and the last view seen. */
export interface TableMemory {
  keys: Map<number, readonly string[]>;
  view: unknown;
  version: number;
}

export const newMemory = (): TableMemory => ({ keys: new Map(), view: null, version: -1 });

/** The width up to which the table is laid out for a phone (table.css's media query). */
const PHONE_LAYOUT = '(max-width: 760px)';

const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** Any move typed in the game's notation (as in the terminal); refusals come back explained. */
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
        placeholder={tw('typeMove')}
        aria-label={tw('typeMoveLabel')}
        onInput={(e) => setText((e.target as HTMLInputElement).value)}
      />
      <button type="submit">{tw('send')}</button>
    </form>
  );
}

function SpeedSelect() {
  const [value, setValue] = useState<Speed>(speed());
  return (
    <label class="speed">
      {tw('speed')}{' '}
      <select
        name="speed"
        value={value}
        onChange={(e) => {
          const next = (e.target as HTMLSelectElement).value as Speed;
          setSpeed(next);
          setValue(next);
        }}
      >
        {SPEEDS.map((s) => (
          <option key={s} value={s}>
            {tw(`speed_${s}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Sounds on or off (off by default; sounds.ts). */
function SoundToggle() {
  const [on, setOn] = useState(soundsOn());
  return (
    <label class="sounds">
      <input
        type="checkbox"
        name="sounds"
        checked={on}
        onChange={(e) => {
          const next = (e.target as HTMLInputElement).checked;
          setSounds(next);
          setOn(next);
          if (next) wakeAudio();
        }}
      />{' '}
      {tw('sounds')}
    </label>
  );
}

/** The keys the last move and the moves since the viewer's last own move touched. */
function marksOf(log: readonly LogEntry[], viewer: Viewer, memory: TableMemory) {
  const last = new Set(memory.keys.get(log.at(-1)?.version ?? -1) ?? []);
  const since = new Set<string>();
  if (typeof viewer === 'number') {
    for (let i = log.length - 1; i >= 0; i--) {
      const e = log[i] as LogEntry;
      if (e.seat === viewer) break;
      for (const k of memory.keys.get(e.version) ?? []) if (!last.has(k)) since.add(k);
    }
  }
  return { last, since };
}

export function Table(p: TableProps) {
  const board = p.board;
  const store = useMemo(() => new StepStore(), []);
  const own = useRef<TableMemory>(newMemory());
  const memory = p.memory ?? own.current;
  const root = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const places = useRef<Places>(new Map());
  const shownVersion = useRef(-1);
  const choices = useRef('');
  const revealing = useRef(0);
  const [point, setPoint] = useState<readonly string[] | null>(null);
  const mine = typeof p.viewer === 'number' && p.toAct.includes(p.viewer) && !p.result;
  // A chime when the viewer's turn comes or the game ends (not for the moment the table opens).
  const moment = useRef<TableMoment>({ mine, over: !!p.result });
  useEffect(() => {
    const now = { mine, over: !!p.result };
    const sound = soundFor(moment.current, now);
    moment.current = now;
    if (sound) play(sound);
  }, [mine, !!p.result]);

  // What the move just shown touched: the board compares the views before and after it.
  if (board && p.version !== memory.version) {
    if (p.version === memory.version + 1 && memory.view !== null && board.touched)
      memory.keys.set(p.version, board.touched(memory.view, p.view));
    memory.version = p.version;
  }
  memory.view = p.view;

  useEffect(installTooltips, []);

  // On a phone the table starts at the top of the screen, the page's header scrolled away: the
  // board has the screen above the action bar (as lichess's mobile board does).
  // Once, when the board has arrived (its chunk loads after the table).
  const started = useRef(false);
  useEffect(() => {
    const el = root.current;
    if (!el || !board || started.current || !matchMedia(PHONE_LAYOUT).matches) return;
    started.current = true;
    const top = el.getBoundingClientRect().top;
    if (top <= 0) return;
    scrollBy({ top, behavior: 'auto' });
    // The first decision's choices may have been brought into view before this scroll (on a
    // slow phone the effect comes late): bring them into view again from here.
    choices.current = '';
    revealNew();
  }, [board]);

  // The bar's height, for the page's bottom padding on phones (where the bar is fixed). A dock
  // that changes size while a choice waits (the prompt gains a line when a coin is tapped, the
  // hand opens) may now cover what the choice is about: that is brought into view again.
  const docks = useRef<ResizeObserver | null>(null);
  const watchedHand = useRef<Element | null>(null);
  useEffect(() => {
    const el = bar.current;
    if (!el) return;
    const watch = new ResizeObserver(() => {
      document.documentElement.style.setProperty(
        '--bar-h',
        `${el.getBoundingClientRect().height}px`,
      );
      if (choices.current) revealSoon();
    });
    watch.observe(el);
    docks.current = watch;
    watchedHand.current = null;
    return () => {
      watch.disconnect();
      docks.current = null;
    };
  }, [board]);

  // Places are kept current between moves, so a move animates from where things were.
  useEffect(() => {
    let frame = 0;
    const again = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (root.current) places.current = measure(root.current);
      });
    };
    addEventListener('scroll', again, { passive: true });
    addEventListener('resize', again);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', again);
      removeEventListener('resize', again);
    };
  }, []);

  /**
   * A new decision: brings what can be chosen and what the choice is about (`data-about`, e.g.
   * the auction) into view (phones; a desktop table fits), after
   * the action bar has taken its new step (it renders on its own) and resized. Called after
   * every render of the table and whenever the board publishes a new step: a step inside a turn
   * (a card, then rooms) renders only the board, and its choices need bringing into view too.
   */
  const revealNew = () => {
    const el = root.current;
    if (!el) return;
    const offered = [...el.querySelectorAll(CHOOSABLE)]
      .map((c) => c.getAttribute('data-move') ?? c.getAttribute('data-step'))
      .join('|');
    // A move played starts a new decision even when it offers the same choices again (the
    // second action of a turn), and the page may have scrolled since.
    const now = offered && `${shownVersion.current}:${offered}`;
    if (now && now !== choices.current) revealSoon();
    choices.current = now;
    // The hand drawer is the board's: watched for size from whichever element shows it now.
    const hand = el.querySelector('.at-hand');
    if (hand !== watchedHand.current && docks.current) {
      if (watchedHand.current) docks.current.unobserve(watchedHand.current);
      if (hand) docks.current.observe(hand);
      watchedHand.current = hand;
    }
  };
  /** Reveals after the frame the docks take their new size in (one reveal at a time). */
  const revealSoon = () => {
    const el = root.current;
    if (!el) return;
    cancelAnimationFrame(revealing.current);
    revealing.current = requestAnimationFrame(() => {
      revealing.current = requestAnimationFrame(() =>
        reveal(el, p.reveals ?? `${CHOOSABLE}, [data-about]`, [
          bar.current,
          el.querySelector('.at-hand'),
        ]),
      );
    });
  };
  useEffect(() => store.listen(revealNew), [store]);
  useEffect(() => (root.current ? installKeys(root.current, () => bar.current) : undefined), []);

  useLayoutEffect(() => {
    const el = root.current;
    if (!el || !board) return;
    const moved = shownVersion.current !== p.version;
    shownVersion.current = p.version;
    places.current = moved ? flip(el, places.current) : measure(el);
    const { last, since } = marksOf(p.log, p.viewer, memory);
    mark(el, 'mark-last', last);
    mark(el, 'mark-since', since);
    revealNew();
    // A move removes the button that made it, and focus would fall back to the page's top; keep
    // keyboard players at the table instead, on the next decision's first choice (never taking
    // focus from where someone put it).
    if (moved) keepFocus(el, bar.current, mine, true);
  });

  // The coach's marks, also on the board's own redraws (a card chosen shows its tribes).
  useHintMarks(
    root,
    board
      ? { board, view: p.view, viewer: p.viewer, version: p.version, hinted: p.hinted ?? [] }
      : null,
  );

  // On every render, not only when the pointing changes: a move arriving meanwhile redraws the
  // board, and what the entry points at must stay marked.
  useLayoutEffect(() => {
    if (root.current) mark(root.current, 'mark-point', new Set(point ?? []));
  });

  const listed = board ? p.legal.filter((l) => !board.handles?.(l.move)) : [];
  // Every move, a bot's too, read out to screen readers as the log words it (the page's language).
  const lastEntry = p.log.at(-1);
  const announced = lastEntry ? named(lastEntry.lines.join(' '), p.names) : '';
  const waiting = p.toAct.map((s) => p.names[s] ?? String(s + 1));
  return (
    <StepContext.Provider value={store}>
      <div class="table" data-version={p.version} data-game={p.game} ref={root}>
        <ActionBar
          store={store}
          mine={mine}
          waitingFor={waiting}
          over={!!p.result}
          onMove={p.onMove}
          barRef={bar}
          // A step inside a turn (a card chosen, its tribes offered) redraws only the board and
          // the bar: its first choice takes the focus the chosen element had.
          onStepShown={() => root.current && keepFocus(root.current, bar.current, mine)}
          extra={
            <>
              {p.actions}
              {p.error ? (
                <p class="error" role="alert" data-testid="error">
                  {tw('refused')}: {named(refusalText(p.error, lang()), p.names)}
                  {p.error.rule ? ` (${tw('ruling')} ${p.error.rule})` : ''}
                </p>
              ) : null}
            </>
          }
        />
        <p
          class="sr-only"
          role="status"
          aria-live="polite"
          data-testid="announce"
          data-version={lastEntry?.version}
        >
          {announced}
        </p>
        <div class="table-main">
          <div class="table-info">
            {p.clocks ? (
              <span class="clocks" aria-label={tw('clocks')}>
                {p.clocks.map((ms, seat) => (
                  <span key={seat} class={p.toAct.includes(seat) ? 'clock running' : 'clock'}>
                    {p.names[seat]} {clock(ms)}
                  </span>
                ))}
              </span>
            ) : null}
            {p.info}
            {board?.touched ? (
              <span class="legend" aria-hidden="true">
                <span class="swatch last" /> {tw('lastMove')}
                <span class="swatch since" /> {tw('sinceYourTurn')}
              </span>
            ) : null}
            <SpeedSelect />
            <SoundToggle />
            <RulesButton game={p.game} />
          </div>
          {p.result ? (
            <Results
              result={p.result}
              names={p.names}
              glossary={board?.glossary}
              details={
                board?.ResultDetails ? <board.ResultDetails view={p.view} names={p.names} /> : null
              }
              actions={p.resultActions}
            />
          ) : null}
          {p.coach}
          <h2 class="sr-only">{tw('board')}</h2>
          {board ? (
            <board.Board
              view={p.view}
              viewer={p.viewer}
              names={p.names}
              toAct={p.toAct}
              legal={p.legal}
              onMove={p.onMove}
            />
          ) : (
            <p class="panel muted">{tw('loadingBoard')}</p>
          )}
        </div>
        <div class="table-side side">
          {listed.length ? (
            <section class="panel legal" aria-label={tw('otherMoves')}>
              <h3>{tw('otherMoves')}</h3>
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
            </section>
          ) : null}
          <Log
            entries={p.log}
            names={p.names}
            keysOf={(v) => memory.keys.get(v)}
            onPoint={setPoint}
          />
          {typeof p.viewer === 'number' && !p.result ? <TypedMove onMove={p.onMove} /> : null}
          {p.side}
        </div>
      </div>
    </StepContext.Provider>
  );
}
