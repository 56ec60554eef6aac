// /players/<username>: a player's profile. Name and member since, a rating per game with its
// history as a chart, games played per game, and the latest finished games, each opening the
// finished table with its review and replay (/m/<id>).

import type { PlayerProfile, RecentGame } from '../../../src/protocol/ratings.ts';
import { readProfileAnswer } from '../../../src/protocol/ratings.ts';
import { formatNumber } from '../i18n.ts';
import { levelName } from '../levels.ts';
import { linkClick } from '../router.ts';
import { RatingChart } from './chart.tsx';
import { useAnswer, useGameNames } from './load.ts';
import { formatDate, rw } from './words.ts';
import './ratings.css';

export function ProfilePage({ username }: { username: string }) {
  const loaded = useAnswer(`/api/players/${encodeURIComponent(username)}`, readProfileAnswer);
  const games = useGameNames();
  const nameOf = (id: string) => games.find((g) => g.id === id)?.name ?? id;
  if (loaded.state === 'loading') return <p class="muted">{rw('loading')}</p>;
  if (loaded.state === 'failed')
    return (
      <p class="panel error" role="alert" data-testid="profile-error">
        {rw('failed', { message: loaded.message })}
      </p>
    );
  const p = loaded.value;
  return (
    <div class="ratings-page" data-testid="profile">
      <section class="panel">
        <h1 data-testid="profile-name">{p.name}</h1>
        <p class="muted">
          @{p.username} · {rw('memberSince', { date: formatDate(p.since) })}
        </p>
      </section>
      <Ratings profile={p} nameOf={nameOf} />
      <Played profile={p} nameOf={nameOf} />
      <Recent recent={p.recent} nameOf={nameOf} />
    </div>
  );
}

function Ratings({ profile, nameOf }: { profile: PlayerProfile; nameOf: (id: string) => string }) {
  const entries = Object.entries(profile.ratings);
  return (
    <section class="panel" aria-labelledby="ratings-h">
      <h2 id="ratings-h">{rw('ratings')}</h2>
      {entries.length === 0 ? <p class="muted">{rw('noRatings')}</p> : null}
      {entries.map(([game, r]) => (
        <article key={game} class="rating-game" data-testid={`rating-${game}`}>
          <h3>
            <span>{nameOf(game)}</span>
            <a href={`/leaderboard/${game}`} onClick={linkClick(`/leaderboard/${game}`)}>
              {rw('toBoard')}
            </a>
          </h3>
          <p class="rating-line-text">
            <strong class="rating-value" data-testid={`rating-value-${game}`}>
              {formatNumber(r.rating)}
            </strong>{' '}
            {r.provisional ? (
              <span class="badge" title={rw('provisionalTip')}>
                {rw('provisional')}
              </span>
            ) : null}{' '}
            <span class="muted">
              {r.games === 1 ? rw('ratedGame') : rw('ratedGames', { n: r.games })}
            </span>
          </p>
          {r.provisional ? <p class="muted small">{rw('provisionalTip')}</p> : null}
          {r.history.length > 0 ? (
            <RatingChart points={r.history} game={nameOf(game)} testId={`chart-${game}`} />
          ) : null}
        </article>
      ))}
    </section>
  );
}

function Played({ profile, nameOf }: { profile: PlayerProfile; nameOf: (id: string) => string }) {
  const entries = Object.entries(profile.games);
  if (entries.length === 0) return null;
  return (
    <section class="panel" aria-labelledby="played-h">
      <h2 id="played-h">{rw('gamesPlayed')}</h2>
      <ul class="plain-list" data-testid="games-played">
        {entries.map(([game, n]) => (
          <li key={game}>
            {nameOf(game)}: <strong>{formatNumber(n)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Recent({
  recent,
  nameOf,
}: {
  recent: readonly RecentGame[];
  nameOf: (id: string) => string;
}) {
  return (
    <section class="panel" aria-labelledby="recent-h">
      <h2 id="recent-h">{rw('recent')}</h2>
      {recent.length === 0 ? <p class="muted">{rw('noRecent')}</p> : null}
      <ul class="recent-games" data-testid="recent-games">
        {recent.map((g) => {
          const others = g.seats
            .filter((s, i) => i !== g.seat && (s.name !== null || s.bot !== null))
            .map((s) => (s.bot !== null ? rw('botNamed', { level: levelName(s.bot) }) : s.name))
            .join(', ');
          return (
            <li key={g.match} class="recent-game">
              <a href={g.url} onClick={linkClick(g.url)} data-testid="recent-game">
                <span class="recent-head">
                  <strong>{nameOf(g.game)}</strong>
                  {g.place !== null ? (
                    <span>{rw('placeOf', { place: g.place, players: g.players })}</span>
                  ) : null}
                  {g.rated ? <span class="badge">{rw('rated')}</span> : null}
                </span>
                <span class="muted recent-meta">
                  {others ? rw('against', { names: others }) : ''} · {formatDate(g.finishedAt)}
                </span>
                <span class="recent-open">{rw('replay')} →</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
