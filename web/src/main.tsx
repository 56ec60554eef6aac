// The Moontable web client: lobby, online matches, hot-seat play and the tutorials (/learn/<game>). It holds no rules: views
// and legal moves come from the server, or from the engine itself in hot-seat games. The lobby is
// the first page; a match and the hot-seat page are chunks loaded when opened, and each board is
// a chunk of its own (boards/index.ts).

import type { ComponentType } from 'preact';
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { AppStatus, registerServiceWorker } from './app-status.tsx';
import { InboxBadge } from './inbox-badge.tsx';
import { InboxPage } from './inbox.tsx';
import { LANGS, lang, setLang, t } from './i18n.ts';
import type { Lang } from './i18n.ts';
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
const loadHotseat = () => import('./hotseat.tsx').then((m) => m.HotseatPage);
const loadLearn = () => import('./learn/learn.tsx').then((m) => m.LearnPage);

function App() {
  const path = usePath();
  const [, setCurrent] = useState<Lang>(lang());
  const match = /^\/m\/([A-Za-z0-9_-]+)\/?$/.exec(path);
  const learn = /^\/learn\/([a-z0-9-]+)\/?$/.exec(path);
  return (
    <>
      <header class="top">
        <a href="/" class="brand" onClick={linkClick('/')}>
          {t('appName')}
        </a>
        <nav aria-label={t('lobby')}>
          <a href="/" onClick={linkClick('/')}>
            {t('lobby')}
          </a>
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
        ) : path === '/inbox' ? (
          <InboxPage />
        ) : path === '/hotseat' ? (
          <Lazy load={loadHotseat} props={{}} />
        ) : (
          <Lobby />
        )}
      </main>
    </>
  );
}

document.documentElement.lang = lang();
render(<App />, document.getElementById('app') as HTMLElement);
registerServiceWorker();
