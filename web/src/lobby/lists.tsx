// The lobby's lists: a saved hot-seat game to resume, the matches this browser holds a seat in,
// and the open and running matches on the server (refreshed every few seconds).

import { useEffect, useState } from 'preact/hooks';
import { call, heldSeats } from '../api.ts';
import type { MatchInfo } from '../api.ts';
import { readMatchListAnswer } from '../../../src/protocol/server-messages.ts';
import { peekHotseat } from '../hotseat-peek.ts';
import { playersText, t } from '../i18n.ts';
import { botSeatName } from '../levels.ts';
import type { Key } from '../i18n.ts';
import { linkClick } from '../router.ts';

export function MatchLists({ nameOf }: { nameOf: (game: string) => string }) {
  const [matches, setMatches] = useState<readonly MatchInfo[] | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      call('GET', '/api/matches?status=open,running&limit=50', readMatchListAnswer)
        .then((r) => live && setMatches(r.matches))
        .catch(() => live && setMatches([]));
    void load();
    const timer = setInterval(load, 5000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  const held = heldSeats();
  const hotseat = peekHotseat();
  return (
    <>
      {hotseat ? (
        <section class="panel" data-testid="saved-hotseat">
          <a class="button primary" href="/hotseat" onClick={linkClick('/hotseat')}>
            {t('resumeHotseat')}
          </a>{' '}
          {nameOf(hotseat.game)} · {hotseat.names.join(', ')} · {hotseat.moves} {t('movesPlayed')}
        </section>
      ) : null}
      <section class="panel">
        <h2>{t('myMatches')}</h2>
        <p>
          <a href="/me/games" onClick={linkClick('/me/games')} data-testid="all-my-games">
            {t('allMyGames')}
          </a>
        </p>
        {held.length ? (
          <ul class="match-list" data-testid="my-matches">
            {held.slice(0, 20).map((h) => (
              <li key={h.match}>
                <a href={`/m/${h.match}`} onClick={linkClick(`/m/${h.match}`)}>
                  {t('rejoin')}
                </a>{' '}
                {nameOf(h.game)} · {new Date(h.at).toLocaleString()}
              </li>
            ))}
          </ul>
        ) : (
          <p class="muted">{t('noMatches')}</p>
        )}
      </section>
      <section class="panel">
        <h2>{t('openMatches')}</h2>
        {matches?.length ? (
          <ul class="match-list">
            {matches.map((m) => (
              <li key={m.id}>
                <a href={`/m/${m.id}`} onClick={linkClick(`/m/${m.id}`)}>
                  {t('watch')}
                </a>{' '}
                {nameOf(m.game)} · {playersText(m.players)} · {t(`status_${m.status}` as Key)} ·{' '}
                {m.seats
                  .map((s, i) => (s.kind === 'bot' ? botSeatName(i, s.bot) : (s.name ?? '…')))
                  .join(', ')}
              </li>
            ))}
          </ul>
        ) : (
          <p class="muted">{t('noMatches')}</p>
        )}
      </section>
    </>
  );
}
