// Hot-seat: the whole table on one screen, played by the engine in the browser. Before a human
// acts in a game with hidden information, a "pass to <name>" screen hides the last player's
// private parts. Bots here are the same bots the server runs, fed views only.

import { useEffect, useMemo, useState } from 'preact/hooks';
import type { AnyGame, Seat } from '../../src/engine/game.ts';
import { findGame } from '../../src/games/index.ts';
import { makeBot } from '../../src/bots/index.ts';

/** Longest a search bot thinks in the page (it runs on the main thread). */
const HOTSEAT_BOT_MS = 400;
import type { ApiError, LegalMove, MatchResult } from './api.ts';
import { t } from './i18n.ts';
import { navigate } from './router.ts';
import { Table } from './table.tsx';

export interface HotseatSeat {
  readonly kind: 'human' | 'bot';
  readonly name: string;
  /** The bot spec for a bot seat, e.g. `random`, `heuristic`, `ismcts:easy`. */
  readonly bot?: string;
}

export interface HotseatConfig {
  readonly game: string;
  readonly players: number;
  readonly options: Record<string, boolean | string>;
  readonly seats: readonly HotseatSeat[];
}

let pending: HotseatConfig | null = null;

export function startHotseat(config: HotseatConfig): void {
  pending = config;
  navigate('/hotseat');
}

const randomSeed = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

const BOT_DELAY_MS = 250;

function legalOf(game: AnyGame, state: unknown, seat: Seat): LegalMove[] {
  return game
    .legalMoves(state, seat)
    .map((m) => ({ move: game.encodeMove(m), label: game.moveLabel(state, seat, m) }));
}

function Hotseat({ config, game }: { config: HotseatConfig; game: AnyGame }) {
  const start = useMemo(() => {
    const parsed = game.parseOptions(config.options);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return game.setup(parsed.value, config.players, randomSeed());
  }, [config, game]);
  const bots = useMemo(
    () =>
      config.seats.map((s, i) =>
        s.kind === 'bot'
          ? makeBot(s.bot ?? 'random', game, `${randomSeed()}-${i}`, { budgetMs: HOTSEAT_BOT_MS })
          : undefined,
      ),
    [config],
  );
  const [state, setState] = useState<unknown>(start);
  const [log, setLog] = useState<string[]>([]);
  const [moves, setMoves] = useState(0);
  const [shown, setShown] = useState<Seat | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const toAct = game.toAct(state);
  const result = game.result(state);
  const human = toAct.find((s) => config.seats[s]?.kind === 'human');
  const botSeat = toAct.find((s) => config.seats[s]?.kind === 'bot');
  const names = config.seats.map((s) => s.name);

  const play = (seat: Seat, move: unknown) => {
    const next = game.apply(state, seat, move);
    if (!next.ok) return setError(next.error);
    setError(null);
    setLog([...log, ...game.describe(state, seat, move, next.value, 'spectator')]);
    setState(next.value);
    setMoves(moves + 1);
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
    return (
      <div class="panel pass-screen" data-testid="pass-screen">
        <h2>
          {t('passTo')} {names[human]}
        </h2>
        <button type="button" class="primary" data-testid="ready" onClick={() => setShown(human)}>
          {t('iAm')} {names[human]}: {t('ready')}
        </button>
      </div>
    );
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
        version={moves}
        result={result ? ({ ...result, forfeit: null } as MatchResult) : null}
        error={error}
      />
    </div>
  );
}

export function HotseatPage() {
  const config = pending;
  const game = config ? findGame(config.game) : undefined;
  if (!config || !game) {
    return (
      <p class="panel">
        <a href="/" onClick={(e) => (e.preventDefault(), navigate('/'))}>
          {t('back')}
        </a>
      </p>
    );
  }
  return <Hotseat config={config} game={game} />;
}
