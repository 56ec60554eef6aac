// /me/games, "My games": every table this person sat at, from any device (`GET /api/me/games`):
// the ones waiting for my move first (with their count), then the others running, then the
// finished ones. A row opens its table; a running game this browser holds no secret of gets
// its seat's secret from the server first (account/seat.ts); a finished one opens its review.

import { useEffect, useState } from 'preact/hooks';
import { call, heldSeat } from '../api.ts';
import type { GameInfo } from '../api.ts';
import { readGamesAnswer } from '../../../src/protocol/server-messages.ts';
import { gameName } from '../catalog.ts';
import { formatNumber, lang, t } from '../i18n.ts';
import { linkClick, navigate } from '../router.ts';
import { botSeatName } from '../levels.ts';
import { errorText } from './auth.ts';
import { loadMe } from './me.ts';
import { readMyGamesAnswer } from '../../../src/protocol/identity.ts';
import type { MyGame, MyGames } from '../../../src/protocol/identity.ts';
import { fetchSeat } from './seat.ts';
import { aw } from './words.ts';
import './account.css';

/** "5 minutes ago", "vor 5 Minuten". */
function ago(ms: number): string {
  const rtf = new Intl.RelativeTimeFormat(lang() === 'de' ? 'de-DE' : 'en-GB', { numeric: 'auto' });
  const s = Math.round((ms - Date.now()) / 1000);
  const steps: [number, Intl.RelativeTimeFormatUnit][] = [
    [60, 'second'],
    [60, 'minute'],
    [24, 'hour'],
    [7, 'day'],
    [Infinity, 'week'],
  ];
  let n = s;
  for (const [size, unit] of steps) {
    if (Math.abs(n) < size) return rtf.format(n, unit);
    n = Math.round(n / size);
  }
  return rtf.format(n, 'week');
}

/** Opens the table: with my seat's secret (fetched when this browser has none), or its review. */
async function openGame(g: MyGame): Promise<void> {
  const held = heldSeat(g.id);
  const finished = g.status === 'finished';
  if (!held?.joined) {
    try {
      await fetchSeat(g.id, g.game);
    } catch (e) {
      // A finished game opens for anyone; a running one needs the seat.
      if (!finished) throw e;
    }
  }
  navigate(`/m/${g.id}${finished ? '#review' : ''}`);
}

/** A table once, with every seat of mine there (a person may hold more than one). */
interface Table {
  readonly g: MyGame;
  readonly seats: readonly number[];
}

function tables(games: readonly MyGame[]): Table[] {
  const byId = new Map<string, { g: MyGame; seats: number[] }>();
  for (const g of games) {
    const seen = byId.get(g.id);
    if (seen) seen.seats.push(g.seat);
    else byId.set(g.id, { g, seats: [g.seat] });
  }
  return [...byId.values()];
}

/** The other seats' names: players by name, bots by level, seats still open by number. */
const othersOf = ({ g, seats }: Table): string[] =>
  g.players.flatMap((p, i) =>
    seats.includes(i)
      ? []
      : [p.bot !== null ? botSeatName(i, p.bot) : (p.name ?? `${t('seat')} ${i + 1}`)],
  );

/** My best place once the game is over. */
const placeOf = ({ g, seats }: Table): number | null => {
  const places = seats.map((s) => g.result?.ranking[s]).filter((p) => p !== undefined);
  return places.length ? Math.min(...places) : null;
};

function Row({
  table,
  nameOf,
  waiting,
}: {
  table: Table;
  nameOf: (id: string) => string;
  waiting: boolean;
}) {
  const { g } = table;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const others = othersOf(table);
  const place = placeOf(table);
  const finished = g.status === 'finished';
  const href = `/m/${g.id}${finished ? '#review' : ''}`;
  const outcome = finished
    ? place === 1
      ? aw('won')
      : place !== null
        ? aw('place', { place: formatNumber(place), n: formatNumber(g.players.length) })
        : t('status_finished')
    : g.status === 'open'
      ? t('status_open')
      : aw('lastMove', { when: ago(g.updatedAt) });
  return (
    <li class="my-game" data-match={g.id} data-status={g.status}>
      <a
        class={`button ${waiting ? 'primary' : ''}`}
        href={href}
        aria-describedby={`about-${g.id}`}
        data-testid="open-game"
        aria-disabled={busy}
        onClick={(e) => {
          if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          if (busy) return;
          setBusy(true);
          setError(null);
          openGame(g).catch((err: unknown) => {
            setError(errorText(err));
            setBusy(false);
          });
        }}
      >
        {busy ? aw('opening') : finished ? aw('review') : waiting ? aw('play') : aw('openGame')}
      </a>
      <div class="about" id={`about-${g.id}`}>
        <strong>{nameOf(g.game)}</strong>
        <span class="muted">
          {others.length ? ` · ${others.join(', ')}` : ''} · {outcome}
        </span>
      </div>
      {error ? (
        <p class="error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

function Group({
  id,
  title,
  none,
  games,
  nameOf,
  waiting = false,
}: {
  id: string;
  title: string;
  none: string;
  games: readonly MyGame[];
  nameOf: (id: string) => string;
  waiting?: boolean;
}) {
  const list = tables(games);
  return (
    <section class="panel account-section" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>
        {title}
        {waiting ? (
          <span class="count" data-testid="waiting-count">
            {' '}
            ({formatNumber(list.length)})
          </span>
        ) : null}
      </h2>
      {list.length ? (
        <ul class="my-games">
          {list.map((table) => (
            <Row key={table.g.id} table={table} nameOf={nameOf} waiting={waiting} />
          ))}
        </ul>
      ) : (
        <p class="muted">{none}</p>
      )}
    </section>
  );
}

export function GamesPage() {
  const [games, setGames] = useState<MyGames | null>(null);
  const [infos, setInfos] = useState<readonly GameInfo[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    document.title = `${aw('myGames')} – Moontable`;
    let live = true;
    const load = () =>
      call('GET', '/api/me/games', readMyGamesAnswer)
        .then((r) => live && setGames(r))
        .catch((e: unknown) => live && setFailed(errorText(e)));
    // The session cookie comes with the identity: ask for it first on a fresh browser.
    void loadMe()
      .catch(() => undefined)
      .then(load);
    call('GET', '/api/games', readGamesAnswer)
      .then((r) => live && setInfos(r.games))
      .catch(() => undefined);
    const timer = setInterval(() => void load(), 15_000);
    return () => {
      live = false;
      clearInterval(timer);
      document.title = 'Moontable';
    };
  }, []);
  const nameOf = (id: string) => {
    const info = infos.find((g) => g.id === id);
    return info ? gameName(info, lang()) : id;
  };
  return (
    <div class="account" data-testid="my-games-page">
      <div class="account-head">
        <h1>{aw('myGames')}</h1>
        <p>{aw('gamesIntro')}</p>
        <div class="actions">
          <a class="button" href="/me" onClick={linkClick('/me')}>
            {aw('toMe')}
          </a>
        </div>
      </div>
      {failed ? (
        <p class="error" role="alert">
          {failed}
        </p>
      ) : null}
      {games ? (
        <>
          <Group
            id="waiting"
            title={aw('waiting')}
            none={aw('noneWaiting')}
            games={games.waiting}
            nameOf={nameOf}
            waiting
          />
          <Group
            id="running"
            title={aw('running')}
            none={aw('noneRunning')}
            games={games.running.filter((g) => !games.waiting.some((w) => w.id === g.id))}
            nameOf={nameOf}
          />
          <Group
            id="finished"
            title={aw('finished')}
            none={aw('noneFinished')}
            games={games.finished}
            nameOf={nameOf}
          />
        </>
      ) : failed ? null : (
        <p class="muted">{t('loading')}</p>
      )}
    </div>
  );
}
