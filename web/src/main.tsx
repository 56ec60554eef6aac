// The Moontable web client: lobby, online matches and hot-seat play. It holds no rules: views
// and legal moves come from the server, or from the engine itself in hot-seat games.

import { render } from 'preact';
import { useState } from 'preact/hooks';
import { HotseatPage } from './hotseat.tsx';
import { LANGS, lang, setLang, t } from './i18n.ts';
import type { Lang } from './i18n.ts';
import { Lobby } from './lobby.tsx';
import { MatchPage } from './match.tsx';
import { linkClick, usePath } from './router.ts';
import './style.css';

function App() {
  const path = usePath();
  const [, setCurrent] = useState<Lang>(lang());
  const match = /^\/m\/([A-Za-z0-9_-]+)\/?$/.exec(path);
  return (
    <>
      <header class="top">
        <a href="/" class="brand" onClick={linkClick('/')}>
          {t('appName')}
        </a>
        <nav>
          <a href="/" onClick={linkClick('/')}>
            {t('lobby')}
          </a>
        </nav>
        <label class="lang">
          {t('language')}{' '}
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
      <main key={lang()}>
        {match ? (
          <MatchPage key={match[1]} id={match[1] as string} />
        ) : path === '/hotseat' ? (
          <HotseatPage />
        ) : (
          <Lobby />
        )}
      </main>
    </>
  );
}

document.documentElement.lang = lang();
render(<App />, document.getElementById('app') as HTMLElement);
