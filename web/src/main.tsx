// The Moontable web client: lobby, online matches, hot-seat play, the tutorials (/learn/<game>),
// and the person's pages (/me, /me/games: account/). It holds no rules: views
// and legal moves come from the server, or from the engine itself in hot-seat games. The lobby is
// the first page; a match and the hot-seat page are chunks loaded when opened, and each board is
// a chunk of its own (boards/index.ts).

import type { ComponentType } from 'preact';
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { AppStatus, registerServiceWorker } from './app-status.tsx';
import { InboxBadge } from './inbox-badge.tsx';
import { LANGS, lang, setLang, t } from './i18n.ts';
import type { Lang } from './i18n.ts';
import { heldSeats } from './api.ts';
import { loadMe } from './account/me.ts';
import { Who } from './account/who.tsx';
import { Lobby } from './lobby/lobby.tsx';
import { linkClick, usePath } from './router.ts';
import './style.css';

/** A page from a chunk: shows "Loading…" until the chunk has arrived. */
function Lazy<P extends object>({
  load,
  props,
}: {
  load: () => Promise<ComponentType<P>>;
  props: P;
}) {
  const [Page, setPage] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((c) => live && setPage(() => c));
    return () => {
      live = false;
    };
  }, [load]);
  return Page ? <Page {...props} /> : <p class="muted">{t('loading')}</p>;
}

const loadMatch = () => import('./match.tsx').then((m) => m.MatchPage);

/**
 * A table whose seat this browser holds names its game (api.ts's held seats): its board's chunk
 * is fetched beside the match page's instead of after the server's welcome, one round trip
 * sooner (the board, the hand and the action bar are drawn together: no later shift).
 */
const warmed = new Set<string>();
function warmBoard(match: string): void {
  const game = heldSeats().find((s) => s.match === match)?.game;
  if (!game || warmed.has(game)) return;
  warmed.add(game);
  void import('./boards/index.ts').then((b) => b.loadBoard(game)).catch(() => undefined);
}
const loadInbox = () => import('./inbox.tsx').then((m) => m.InboxPage);
const loadHotseat = () => import('./hotseat.tsx').then((m) => m.HotseatPage);
const loadLearn = () => import('./learn/learn.tsx').then((m) => m.LearnPage);
const loadNotifications = () => import('./notify/page.tsx').then((m) => m.NotificationsPage);
const loadProfile = () => import('./ratings/profile.tsx').then((m) => m.ProfilePage);
const loadBoard = () => import('./ratings/leaderboard.tsx').then((m) => m.LeaderboardPage);

/** `?page=<n>` of a leaderboard's address: a whole number from 1, else 1. */
function pageOf(search: string): number {
  const n = Number(new URLSearchParams(search).get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
const loadMePage = () => import('./account/me-page.tsx').then((m) => m.MePage);
const loadGamesPage = () => import('./account/games-page.tsx').then((m) => m.GamesPage);

function App() {
  const path = usePath();
  const [, setCurrent] = useState<Lang>(lang());
  const match = /^\/m\/([A-Za-z0-9_-]+)\/?$/.exec(path);
  const learn = /^\/learn\/([a-z0-9-]+)\/?$/.exec(path);
  const player = /^\/players\/([^/]{1,64})\/?$/.exec(path);
  const board = /^\/leaderboard\/([a-z0-9-]+)\/?$/.exec(path);
  if (match) warmBoard(match[1] as string);
  return (
    <>
      <header class="top">
        <a href="/" class="brand" onClick={linkClick('/')}>
          {t('appName')}
        </a>
        <nav aria-label={t('lobby')}>
          <a href="/" class="nav-lobby" onClick={linkClick('/')}>
            {t('lobby')}
          </a>
          <Who />
          <InboxBadge />
        </nav>
        <label class="lang">
          <span class="lang-word">{t('language')}</span>{' '}
          <select
            data-testid="lang"
            value={lang()}
            onChange={(e) => {
              const next = (e.target as HTMLSelectElement).value as Lang;
              setLang(next);
              setCurrent(next);
            }}
          >
            {LANGS.map((l) => (
              <option key={l} value={l}>
                {l === 'en' ? 'English' : 'Deutsch'}
              </option>
            ))}
          </select>
        </label>
      </header>
      <AppStatus />
      <main key={lang()}>
        {match ? (
          <Lazy key={match[1]} load={loadMatch} props={{ id: match[1] as string }} />
        ) : learn ? (
          <Lazy key={learn[1]} load={loadLearn} props={{ game: learn[1] as string }} />
        ) : player ? (
          <Lazy
            key={player[1]}
            load={loadProfile}
            props={{ username: decodeURIComponent(player[1] as string) }}
          />
        ) : board ? (
          <Lazy
            key={`${board[1]}${location.search}`}
            load={loadBoard}
            props={{ game: board[1] as string, page: pageOf(location.search) }}
          />
        ) : /^\/me\/?$/.test(path) ? (
          <Lazy key="me" load={loadMePage} props={{}} />
        ) : /^\/me\/games\/?$/.test(path) ? (
          <Lazy key="games" load={loadGamesPage} props={{}} />
        ) : path === '/inbox' ? (
          <Lazy load={loadInbox} props={{}} />
        ) : path === '/hotseat' ? (
          <Lazy load={loadHotseat} props={{}} />
        ) : path === '/notifications' ? (
          <Lazy load={loadNotifications} props={{}} />
        ) : (
          <Lobby />
        )}
      </main>
    </>
  );
}

document.documentElement.lang = lang();
// Who this is: a guest identity (an httpOnly cookie) is made at once when there is none.
loadMe().catch(() => undefined);
render(<App />, document.getElementById('app') as HTMLElement);
registerServiceWorker();
