// The header's way to the person's pages: My games, and the person's name leading to /me. Part
// of the first page. How many tables wait for my move is the inbox badge's (inbox-badge.tsx),
// beside it: one count in the header.

import { savedName } from '../api.ts';
import { t } from '../i18n.ts';
import { linkClick } from '../router.ts';
import { useMe } from './me.ts';

export function Who() {
  const who = useMe();
  const name = who?.name || savedName() || t('guest');
  return (
    <>
      <a href="/me/games" onClick={linkClick('/me/games')} data-testid="my-games-link">
        <span class="nav-long">{t('myGames')}</span>
        <span class="nav-short">{t('myGamesShort')}</span>
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
