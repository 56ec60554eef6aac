// Learn to play (/learn/<game>): a tutorial on the game's real board. The script
// (src/games/<game>/tutorial.ts) fixes the deal and the moves; each step explains one rule in
// a panel inside the action bar (on screen on phones and desktops), marks the target on the
// board (table/targets.ts) and accepts only the move it asks for. Every move goes through the
// engine: a refused one is explained with its ruling, a legal but different one gets a pointer
// back to the target. It ends by offering a hot-seat game against a Beginner bot.

import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AnyGame } from '../../../src/engine/game.ts';
import { refusalText } from '../../../src/engine/game.ts';
import { tutorialAt } from '../../../src/engine/tutorial.ts';
import type { Tutorial } from '../../../src/engine/tutorial.ts';
import { findGame } from '../../../src/games/index.ts';
import { boardNow, loadBoard } from '../boards/index.ts';
import type { LegalMove } from '../api.ts';
import { savedName } from '../api.ts';
import { newSavedHotseat, randomSeed, saveHotseat } from '../hotseat-store.ts';
import type { HotseatSeat } from '../hotseat-store.ts';
import { lang } from '../i18n.ts';
import { botSeatName } from '../levels.ts';
import { linkClick, navigate } from '../router.ts';
import { reveal } from '../table/motion.ts';
import { newMemory, Table } from '../table/table.tsx';
import type { LogEntry } from '../table/table.tsx';
import { markTargets, TARGET } from '../table/targets.ts';
import type { Paths } from '../table/targets.ts';
import { TUTORIALS } from './scripts.ts';
import { lw } from './words.ts';
import './learn.css';

/** What a step brings into view: its target and what the choice is about (the auction). */
const SHOWN = `[${TARGET}], [data-about]`;

/** Where the learner is: step `index`, its move made (`done`) or not. */
interface At {
  readonly index: number;
  readonly done: boolean;
}

interface Position {
  readonly state: unknown;
  readonly log: LogEntry[];
}

/** The position at `at`, with the log of every move so far, worded for the learner. */
function positionAt(game: AnyGame, tutorial: Tutorial, at: At): Position {
  const point = tutorialAt(game, tutorial, at.index);
  if (!point.ok) throw new Error(point.error.message); // the scripts are tested
  const moves = [...point.value.moves];
  const step = tutorial.steps[at.index];
  if (at.done && step) moves.push({ seat: tutorial.learner, move: step.move });
  const options = game.parseOptions(tutorial.options);
  if (!options.ok) throw new Error(options.error.message);
  let state = game.setup(options.value, tutorial.players, tutorial.seed);
  const log: LogEntry[] = [];
  for (const { seat, move } of moves) {
    const parsed = game.parseMove(move);
    const next = parsed.ok ? game.apply(state, seat, parsed.value) : null;
    if (!parsed.ok || !next?.ok) throw new Error(`tutorial move ${move}`);
    const lines = game.describe(state, seat, parsed.value, next.value, tutorial.learner, lang());
    log.push({ version: log.length + 1, seat, lines });
    state = next.value;
  }
  return { state, log };
}

function labelOf(game: AnyGame, state: unknown, seat: number, move: string): string {
  const parsed = game.parseMove(move);
  return parsed.ok ? game.moveLabel(state, seat, parsed.value, lang()) : move;
}

/** Starts a hot-seat game of the tutorial's game: the learner against Beginner bots. */
function playBeginner(game: AnyGame): void {
  const players = Math.max(2, game.minPlayers);
  const seats: HotseatSeat[] = Array.from({ length: players }, (_, i) =>
    i === 0
      ? { kind: 'human', name: savedName() || lw('you') }
      : { kind: 'bot', name: botSeatName(i, 'random'), bot: 'random' },
  );
  saveHotseat(newSavedHotseat({ game: game.id, players, options: {}, seats }, randomSeed()));
  navigate('/hotseat');
}

interface Feedback {
  readonly ok: boolean;
  readonly text: string;
}

function Finished({
  game,
  tutorial,
  onRestart,
}: {
  game: AnyGame;
  tutorial: Tutorial;
  onRestart: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <section class="panel learn-done" data-testid="learn-done" aria-labelledby="learn-done-title">
      <h2 id="learn-done-title" tabIndex={-1} ref={heading}>
        {lw('doneTitle')}
      </h2>
      <p>{tutorial.outro[lang()]}</p>
      <p class="muted">{lw('playBotHint')}</p>
      <div class="learn-nav">
        <button
          type="button"
          class="primary"
          data-testid="learn-play-bot"
          onClick={() => playBeginner(game)}
        >
          {lw('playBot')}
        </button>
        <button type="button" data-testid="learn-restart" onClick={onRestart}>
          {lw('restart')}
        </button>
        <a class="button" href="/" onClick={linkClick('/')}>
          {lw('lobby')}
        </a>
      </div>
    </section>
  );
}

function Learn({ game, tutorial }: { game: AnyGame; tutorial: Tutorial }) {
  const [at, setAt] = useState<At>({ index: 0, done: false });
  const [reached, setReached] = useState(0);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  /**
   * The board shows nothing that leads to the move. Every step of the four scripts has a
   * target on the board (test/web/learn.test.ts fails otherwise); this is the fallback for a
   * move a board does not draw, so a learner is never stuck: the panel offers it itself.
   */
  const [unmarked, setUnmarked] = useState(false);
  /** The board's own ways to a move, when it gives them (`WebBoard.paths`). */
  const [webBoard, setWebBoard] = useState(() => boardNow(game.id));
  useEffect(() => {
    if (!webBoard) void loadBoard(game.id).then(setWebBoard);
  }, [game.id, webBoard]);
  const memory = useMemo(newMemory, [tutorial]);
  const board = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  /** The `data-step`s chosen in this step, so a part is marked only while still wanted. */
  const chosen = useRef(new Map<string, number>());
  const total = tutorial.steps.length;
  const step = tutorial.steps[at.index];
  const learner = tutorial.learner;
  const names = tutorial.names.map((n, i) => (i === learner ? savedName() || lw('you') : n));
  const pos = useMemo(() => positionAt(game, tutorial, at), [game, tutorial, at]);
  const target = step && !at.done ? step.move : null;
  const view = useMemo(() => game.view(pos.state, learner), [game, pos, learner]);
  const paths: Paths | null =
    target && webBoard?.paths ? webBoard.paths(view, learner, target) : null;

  const go = (to: At) => {
    chosen.current = new Map();
    setFeedback(null);
    setAt(to);
    if (to.index < total)
      requestAnimationFrame(() => title.current?.focus({ preventScroll: true }));
  };

  // Mark the target after every render, and whenever the board redraws its choices.
  const targetNow = useRef(target);
  targetNow.current = target;
  const pathsNow = useRef(paths);
  pathsNow.current = paths;
  useLayoutEffect(() => {
    const root = board.current;
    if (!root) return;
    // The target of now, also for a frame scheduled before a re-render.
    const mark = () =>
      setUnmarked(markTargets(root, targetNow.current, chosen.current, pathsNow.current) === 0);
    mark();
    const watch = new MutationObserver(mark);
    watch.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-move', 'data-step', 'disabled'],
    });
    const count = (e: Event) => {
      const id = (e.target as Element | null)?.closest?.('[data-step]')?.getAttribute('data-step');
      if (id) chosen.current.set(id, (chosen.current.get(id) ?? 0) + 1);
      requestAnimationFrame(mark);
    };
    root.addEventListener('click', count, true);
    return () => {
      watch.disconnect();
      root.removeEventListener('click', count, true);
    };
  });

  useEffect(() => {
    if (at.done) next.current?.focus({ preventScroll: true });
  }, [at]);
  // The move made, what it changed is brought into view (on a phone the step's text may explain a
  // part of the board the open hand covered while the move was asked: the tribe track). A new
  // step's target, and what its choice is about, are brought into view in turn (what the last
  // step showed may have scrolled them away, and the table reveals choices only when they
  // change), and again after a move that was not the one asked (made elsewhere on the page).
  useEffect(() => {
    const root = board.current;
    if (!root) return;
    const docks = () => [root.querySelector('.action-bar'), root.querySelector('.at-hand')];
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() =>
        at.done ? reveal(root, '.mark-last', docks(), 'section') : reveal(root, SHOWN, docks()),
      );
    });
    return () => cancelAnimationFrame(frame);
  }, [at, feedback]);

  if (!step)
    return (
      <Finished game={game} tutorial={tutorial} onRestart={() => go({ index: 0, done: false })} />
    );

  const toAct = game.toAct(pos.state);
  const legal: LegalMove[] = at.done
    ? []
    : game.legalMoves(pos.state, learner).map((m) => ({
        move: game.encodeMove(m),
        label: game.moveLabel(pos.state, learner, m, lang()),
      }));
  const expected = labelOf(game, pos.state, learner, step.move);

  const onMove = (text: string) => {
    if (at.done) return;
    const parsed = game.parseMove(text);
    if (!parsed.ok)
      return setFeedback({
        ok: false,
        text: lw('notAMove', { message: refusalText(parsed.error, lang()) }),
      });
    const checked = game.apply(pos.state, learner, parsed.value);
    if (!checked.ok) {
      const rule = checked.error.rule ? ` ${lw('seeRuling', { rule: checked.error.rule })}` : '';
      return setFeedback({
        ok: false,
        text: `${lw('notAllowed', { message: refusalText(checked.error, lang()) })}${rule}`,
      });
    }
    if (game.encodeMove(parsed.value) !== step.move) {
      const label = game.moveLabel(pos.state, learner, parsed.value, lang());
      return setFeedback({ ok: false, text: lw('notThat', { label, expected }) });
    }
    chosen.current = new Map();
    setFeedback({ ok: true, text: lw('wellDone') });
    setAt({ index: at.index, done: true });
    setReached((r) => Math.max(r, at.index + 1));
  };

  const canNext = at.done || at.index < reached;
  const panel = (
    <section class="learn-panel" data-testid="learn-panel" aria-labelledby="learn-title">
      <div class="learn-progress">
        <span data-testid="learn-progress">{lw('stepOf', { n: at.index + 1, total })}</span>
        <progress max={total} value={at.index + (at.done ? 1 : 0)} aria-label={lw('progress')} />
      </div>
      <h2 id="learn-title" tabIndex={-1} ref={title}>
        {step.title[lang()]}
      </h2>
      {at.index === 0 && !at.done ? <p class="learn-intro">{tutorial.intro[lang()]}</p> : null}
      <p data-testid="learn-text">{step.text[lang()]}</p>
      <p class="learn-ask">
        <strong>{lw('yourMove')}:</strong> <span data-testid="learn-expected">{expected}</span>
        {unmarked && !at.done ? (
          <>
            {' '}
            <button
              type="button"
              class="primary"
              data-testid="learn-do-it"
              onClick={() => onMove(step.move)}
            >
              {lw('doIt')}
            </button>
          </>
        ) : null}
        {step.rules?.length ? (
          <span class="muted">
            {' '}
            ({step.rules.length > 1 ? lw('rulings') : lw('ruling')} {step.rules.join(', ')})
          </span>
        ) : null}
      </p>
      <p
        role="status"
        data-testid="learn-feedback"
        class={
          feedback ? (feedback.ok ? 'learn-feedback ok' : 'learn-feedback no') : 'learn-feedback'
        }
      >
        {feedback?.text ?? ''}
      </p>
      <div class="learn-nav">
        <button
          type="button"
          data-testid="learn-back"
          disabled={at.index === 0 && !at.done}
          onClick={() =>
            go(at.done ? { index: at.index, done: false } : { index: at.index - 1, done: false })
          }
        >
          {lw('back')}
        </button>
        <button
          type="button"
          data-testid="learn-restart"
          onClick={() => go({ index: 0, done: false })}
        >
          {lw('restart')}
        </button>
        <button
          type="button"
          class={at.done ? 'primary' : undefined}
          data-testid="learn-next"
          disabled={!canNext}
          ref={next}
          onClick={() => go({ index: at.index + 1, done: false })}
        >
          {at.index === total - 1 ? lw('finish') : lw('next')}
        </button>
      </div>
    </section>
  );

  return (
    <div
      class="learn"
      data-testid="learn"
      data-step-index={at.index}
      data-done={at.done ? '1' : '0'}
      ref={board}
    >
      <Table
        game={game.id}
        board={webBoard}
        view={view}
        viewer={learner}
        names={names}
        toAct={toAct}
        legal={legal}
        onMove={onMove}
        log={pos.log}
        version={pos.log.length}
        result={null}
        actions={panel}
        memory={memory}
        reveals={SHOWN}
      />
    </div>
  );
}

/** The /learn/<game> page. */
export function LearnPage({ game: id }: { game: string }) {
  const game = findGame(id);
  const [tutorial, setTutorial] = useState<Tutorial | null | undefined>(undefined);
  useEffect(() => {
    const load = TUTORIALS[id];
    if (!load || !game) return setTutorial(null);
    let live = true;
    void load().then((t) => live && setTutorial(t));
    return () => {
      live = false;
    };
  }, [id]);
  useEffect(() => {
    document.title = `${lw('learn')}: ${game?.name ?? id} · Moontable`;
  }, [id]);
  if (tutorial === undefined) return <p class="muted">…</p>;
  if (!tutorial || !game)
    return (
      <div class="panel">
        <p class="error" role="alert">
          {lw('missing')}
        </p>
        <a href="/" onClick={linkClick('/')}>
          {lw('lobby')}
        </a>
      </div>
    );
  return <Learn game={game} tutorial={tutorial} />;
}
