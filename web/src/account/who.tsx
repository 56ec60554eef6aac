// The header's way to the person's pages: My games, with how many tables wait for my move, and
// the person's name leading to /me. Part of the first page: the count is asked once the
// identity is known and again on every change of page (no polling).

import { useEffect, useState } from 'preact/hooks';
import { call, savedName } from '../api.ts';
import { readMyGamesAnswer } from '../../../src/protocol/identity.ts';
import { t } from '../i18n.ts';
import { linkClick } from '../router.ts';
import { useMe } from './me.ts';

export function Who({ path }: { path: string }) {
  const who = useMe();
  const name = who?.name || savedName() || t('guest');
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    if (!who) return;
    let live = true;
    call('GET', '/api/me/games', readMyGamesAnswer)
      .then((g) => live && setWaiting(new Set(g.waiting.map((x) => x.id)).size))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [who?.id, path]);
  return (
    <>
      <a href="/me/games" onClick={linkClick('/me/games')} data-testid="my-games-link">
        <span class="nav-long">{t('myGames')}</span>
        <span class="nav-short">{t('myGamesShort')}</span>
        {waiting > 0 ? (
          <>
            {' '}
            <span class="badge" data-testid="waiting-badge">
              {waiting}
              <span class="sr-only"> {t('waitingForYou')}</span>
            </span>
          </>
        ) : null}
      </a>
      <a
        href="/me"
        class="who"
        onClick={linkClick('/me')}
        data-testid="me-link"
        aria-label={t('accountOf', { name })}
      >
        {name}
      </a>
    </>
  );
}
