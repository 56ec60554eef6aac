// Hot-seat: the whole table on one screen, played by the engine in the browser. Before a human
// acts in a game with hidden information, a "pass to <name>" screen hides the last player's
// private parts. Bots here are the same bots the server runs, fed views only. The game is saved
// after every move (hotseat-store.ts) and resumed on reload, behind the pass screen again.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AnyGame, Seat } from '../../src/engine/game.ts';
import { findGame } from '../../src/games/index.ts';
import { makeBot } from '../../src/bots/index.ts';
import type { ApiError, LegalMove, MatchResult } from './api.ts';
import {
  clearHotseat,
  loadHotseat,
  newSavedHotseat,
  resumeHotseat,
  saveHotseat,
  withMove,
} from './hotseat-store.ts';
import type { HotseatConfig, SavedHotseat } from './hotseat-store.ts';
import { lang, t } from './i18n.ts';
import { navigate } from './router.ts';
import { Table } from './table.tsx';

export type { HotseatConfig, HotseatSeat } from './hotseat-store.ts';

/** Longest a search bot thinks in the page (it runs on the main thread). */
const HOTSEAT_BOT_MS = 400;
const BOT_DELAY_MS = 250;

const randomSeed = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** Starts a new hot-seat game (replacing any saved one) and opens it. */
export function startHotseat(config: HotseatConfig): void {
  saveHotseat(newSavedHotseat(config, randomSeed()));
  navigate('/hotseat');
}

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
  useEffect(() => ready.current?.focus(), [name]);
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
  startLog: string[];
}) {
  const seats = initial.seats;
  const bots = useMemo(
    () =>
      seats.map((s, i) =>
        s.kind === 'bot'
          ? makeBot(s.bot ?? 'random', game, `${randomSeed()}-${i}`, { budgetMs: HOTSEAT_BOT_MS })
          : undefined,
      ),
    [initial],
  );
  const [saved, setSaved] = useState(initial);
  const [state, setState] = useState<unknown>(start);
  const [log, setLog] = useState<string[]>(startLog);
  const [shown, setShown] = useState<Seat | null>(null);
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
    setLog([...log, ...game.describe(state, seat, move, next.value, 'spectator', lang())]);
    setState(next.value);
  };

  useEffect(() => {
    if (result || botSeat === undefined || human !== undefined) return;
    const timer = setTimeout(() => {
      const bot = bots[botSeat];
      const legal = game.legalMoves(state, botSeat);
      if (bot && legal.length) play(botSeat, bot.choose(game.view(state, botSeat), legal, botSeat));
    }, BOT_DELAY_MS);
    return () => clearTimeout(timer);
  });

  const hides = game.hiddenInformation && !result;
  if (hides && human !== undefined && shown !== human) {
    return <PassScreen name={names[human] ?? ''} onReady={() => setShown(human)} />;
  }
  const viewer = result ? 'spectator' : hides ? (shown ?? 'spectator') : (human ?? 'spectator');
  const acting = human !== undefined && human === viewer ? human : null;
  const view = game.view(state, viewer);
  return (
    <div class="hotseat" data-testid="hotseat-table">
      <Table
        game={game.id}
        view={view}
        viewer={viewer}
        names={names}
        toAct={toAct}
        legal={acting === null ? [] : legalOf(game, state, acting)}
        onMove={(text) => {
          if (acting === null) return;
          const move = game.parseMove(text);
          if (!move.ok) return setError(move.error);
          play(acting, move.value);
        }}
        log={log}
        version={saved.record.moves.length}
        result={result ? ({ ...result, forfeit: null } as MatchResult) : null}
        error={error}
        extra={<Abandon finished={!!result} />}
      />
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
    const saved = loadHotseat();
    const game = saved ? findGame(saved.record.game) : undefined;
    if (!saved || !game) return null;
    const resumed = resumeHotseat(game, saved, lang());
    if (!resumed.ok) clearHotseat(); // it would fail again on every visit
    return { saved, game, resumed };
  }, []);
  if (!opened) return <BackToLobby />;
  const { saved, game, resumed } = opened;
  if (!resumed.ok) return <BackToLobby problem={resumed.error.message} />;
  return <Hotseat initial={saved} game={game} start={resumed.state} startLog={resumed.log} />;
}
