// Hot-seat: the whole table on one screen, played by the engine in the browser (this page is
// its own chunk, with the games and bots). Before a human acts in a game with hidden
// information, a "pass to <name>" screen hides the last player's private parts; the mover first
// sees the result of the move, then passes the screen on. Bots here are the same bots the
// server runs, fed views only, paced like online (table/pace.ts). The game is saved after every
// move (hotseat-store.ts) and resumed on reload, behind the pass screen again.

import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AnyGame, Seat, Viewer } from '../../src/engine/game.ts';
import { refusalText } from '../../src/engine/game.ts';
import { findGame } from '../../src/games/index.ts';
import { makeBot } from '../../src/bots/index.ts';
import type { ApiError, LegalMove } from './api.ts';
import {
  clearHotseat,
  loadHotseat,
  resumeHotseat,
  saveHotseat,
  withMove,
} from './hotseat-store.ts';
import type { SavedHotseat } from './hotseat-store.ts';
import { useBoard } from './boards/index.ts';
import { useReview } from './coach/after-game.tsx';
import { useHint } from './coach/hint.tsx';
import { lang, t } from './i18n.ts';
import { navigate } from './router.ts';
import { PAUSE_MS, speed } from './table/pace.ts';
import { newMemory, Table } from './table/table.tsx';
import type { LogEntry } from './table/table.tsx';
import { tw } from './table/words.ts';

/** Longest a search bot thinks in the page (it runs on the main thread). */
const HOTSEAT_BOT_MS = 400;

function legalOf(game: AnyGame, state: unknown, seat: Seat): LegalMove[] {
  return game
    .legalMoves(state, seat)
    .map((m) => ({ move: game.encodeMove(m), label: game.moveLabel(state, seat, m, lang()) }));
}

/** Abandon in two steps, so a stray click does not throw a game away. */
function Abandon({ finished }: { finished: boolean }) {
  const [asking, setAsking] = useState(false);
  const leave = () => {
    clearHotseat();
    navigate('/');
  };
  if (finished)
    return (
      <button type="button" data-testid="close-game" onClick={leave}>
        {t('closeGame')}
      </button>
    );
  return asking ? (
    <span class="abandon" role="group" aria-label={t('abandon')}>
      {t('abandonSure')}{' '}
      <button type="button" class="danger" data-testid="abandon-yes" onClick={leave}>
        {t('abandonYes')}
      </button>{' '}
      <button type="button" onClick={() => setAsking(false)}>
        {t('keepPlaying')}
      </button>
    </span>
  ) : (
    <button type="button" data-testid="abandon" onClick={() => setAsking(true)}>
      {t('abandon')}
    </button>
  );
}

/** The screen between two humans' turns; its button has the focus, so Enter shows the hand. */
function PassScreen({ name, onReady }: { name: string; onReady: () => void }) {
  const ready = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => ready.current?.focus(), [name]);
  return (
    <div class="panel pass-screen" data-testid="pass-screen">
      <h2>
        {t('passTo')} {name}
      </h2>
      <button type="button" class="primary" data-testid="ready" ref={ready} onClick={onReady}>
        {t('iAm')} {name}: {t('ready')}
      </button>
      <p>
        <Abandon finished={false} />
      </p>
    </div>
  );
}

function Hotseat({
  initial,
  game,
  start,
  startLog,
}: {
  initial: SavedHotseat;
  game: AnyGame;
  start: unknown;
  startLog: LogEntry[];
}) {
  const seats = initial.seats;
  const bots = useMemo(
    () =>
      seats.map((s, i) =>
        s.kind === 'bot'
          ? // Seeded from the record: a game against the random bot plays out the same again.
            makeBot(
              s.bot ?? 'random',
              game,
              `${initial.record.seed}:bot:${i}:${initial.record.moves.length}`,
              {
                budgetMs: HOTSEAT_BOT_MS,
              },
            )
          : undefined,
      ),
    [initial],
  );
  const board = useBoard(game.id);
  const [saved, setSaved] = useState(initial);
  const [state, setState] = useState<unknown>(start);
  const [log, setLog] = useState<LogEntry[]>(startLog);
  /** The human whose view is on screen; null behind the pass screen after a reload. */
  const [shown, setShown] = useState<Seat | null>(null);
  /** The mover has looked at the result and asked for the pass screen. */
  const [passing, setPassing] = useState(false);
  const memory = useMemo(newMemory, [initial]);
  const [error, setError] = useState<ApiError | null>(null);
  const toAct = game.toAct(state);
  const result = game.result(state);
  const human = toAct.find((s) => seats[s]?.kind === 'human');
  const botSeat = toAct.find((s) => seats[s]?.kind === 'bot');
  const names = seats.map((s) => s.name);

  const play = (seat: Seat, move: unknown) => {
    const next = game.apply(state, seat, move);
    if (!next.ok) return setError(next.error);
    setError(null);
    const nextSaved = withMove(saved, { seat, move: game.encodeMove(move) });
    saveHotseat(nextSaved);
    setSaved(nextSaved);
    const lines = game.describe(state, seat, move, next.value, 'spectator', lang());
    setLog([...log, { version: nextSaved.record.moves.length, seat, lines }]);
    setState(next.value);
  };

  // Bots move one at a time, at the pace the players chose.
  useEffect(() => {
    if (result || botSeat === undefined || human !== undefined) return;
    const timer = setTimeout(() => {
      const bot = bots[botSeat];
      const legal = game.legalMoves(state, botSeat);
      if (bot && legal.length) play(botSeat, bot.choose(game.view(state, botSeat), legal, botSeat));
    }, PAUSE_MS[speed()]);
    return () => clearTimeout(timer);
  });

  const humans = seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  const review = useReview(
    !!result,
    () => Promise.resolve(saved.record),
    names,
    humans.length === 1 ? (humans[0] as Seat) : 'spectator',
  );
  const hides = game.hiddenInformation && !result;
  const handOver = hides && human !== undefined && shown !== human;
  const behindPass = handOver && (shown === null || passing);
  const viewer: Viewer =
    result || behindPass ? 'spectator' : hides ? (shown ?? 'spectator') : (human ?? 'spectator');
  const acting = human !== undefined && human === viewer ? human : null;
  // The mover still sees the table (and the result of the move) until passing the screen on.
  const passOn =
    handOver && human !== undefined ? (
      <button
        type="button"
        class="primary"
        data-testid="pass-on"
        data-tip={tw('passHint')}
        onClick={() => setPassing(true)}
      >
        {tw('passTo', { name: names[human] ?? '' })}
      </button>
    ) : null;
  const view = game.view(state, viewer);
  const legal = acting === null ? [] : legalOf(game, state, acting);
  const onMove = (text: string) => {
    if (acting === null) return;
    const move = game.parseMove(text);
    if (!move.ok) return setError(move.error);
    play(acting, move.value);
  };
  // Hints are always offered in hot-seat: everyone at the screen sees the same coach.
  const hint = useHint({
    game: game.id,
    seat: acting,
    view,
    legal,
    version: saved.record.moves.length,
    allowed: true,
    onMove,
    names,
  });
  if (behindPass && human !== undefined)
    return (
      <PassScreen
        name={names[human] ?? ''}
        onReady={() => {
          setShown(human);
          setPassing(false);
        }}
      />
    );
  // The table is drawn with its board, never before it (a board arriving later moved the page).
  if (!board) return <div class="hotseat" />;
  return (
    <div class="hotseat" data-testid="hotseat-table">
      <Table
        game={game.id}
        board={board}
        view={view}
        viewer={viewer}
        names={names}
        toAct={toAct}
        legal={legal}
        onMove={onMove}
        log={log}
        version={saved.record.moves.length}
        result={result ? { ...result, forfeit: null } : null}
        error={error}
        info={result ? null : <Abandon finished={false} />}
        actions={
          <>
            {hint.button}
            {passOn}
          </>
        }
        resultActions={
          <>
            {review.button}
            <Abandon finished />
          </>
        }
        memory={memory}
        hinted={hint.hinted}
        coach={hint.panel}
      />
      {review.section}
    </div>
  );
}

function BackToLobby({ problem }: { problem?: string }) {
  return (
    <div class="panel">
      {problem ? (
        <p class="error" role="alert" data-testid="resume-failed">
          {t('resumeFailed')}: {problem}
        </p>
      ) : null}
      <a href="/" onClick={(e) => (e.preventDefault(), navigate('/'))}>
        {t('back')}
      </a>
    </div>
  );
}

/** The /hotseat page: the saved game, replayed. */
export function HotseatPage() {
  // Read once per visit of the page; the component keeps it up to date from then on.
  const opened = useMemo(() => {
    const saved = loadHotseat(findGame);
    const game = saved ? findGame(saved.record.game) : undefined;
    if (!saved || !game) return null;
    const resumed = resumeHotseat(game, saved, lang());
    if (!resumed.ok) clearHotseat(); // it would fail again on every visit
    return { saved, game, resumed };
  }, []);
  if (!opened) return <BackToLobby />;
  const { saved, game, resumed } = opened;
  if (!resumed.ok) return <BackToLobby problem={refusalText(resumed.error, lang())} />;
  return <Hotseat initial={saved} game={game} start={resumed.state} startLog={resumed.log} />;
}
