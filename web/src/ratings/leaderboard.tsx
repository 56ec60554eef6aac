// /leaderboard/<game>?page=<n>: a game's leaderboard. Accounts only, settled ratings first
// (the server orders and bounds it), a page at a time, with links to every player's profile and
// to the other games' boards.

import { useState } from 'preact/hooks';
import { readLeaderboardAnswer } from '../../../src/protocol/ratings.ts';
import { formatNumber } from '../i18n.ts';
import { linkClick } from '../router.ts';
import { useAnswer, useGameNames } from './load.ts';
import { rw } from './words.ts';
import './ratings.css';

const boardUrl = (game: string, page: number) =>
  page > 1 ? `/leaderboard/${game}?page=${page}` : `/leaderboard/${game}`;

export function LeaderboardPage({ game, page: first }: { game: string; page: number }) {
  // The page lives here: the router follows paths, and only the query changes between pages.
  const [page, setPage] = useState(first);
  const turn = (to: number) => (e: MouseEvent) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    history.pushState(null, '', boardUrl(game, to));
    setPage(to);
  };
  const loaded = useAnswer(
    `/api/leaderboard/${encodeURIComponent(game)}?page=${page}`,
    readLeaderboardAnswer,
  );
  const games = useGameNames();
  const name = games.find((g) => g.id === game)?.name ?? game;
  return (
    <div class="ratings-page" data-testid="leaderboard">
      <section class="panel">
        <h1>{rw('leaderboardOf', { game: name })}</h1>
        <p class="muted small">{rw('boardNote')}</p>
        {games.length > 1 ? (
          <nav class="game-tabs" aria-label={rw('otherGames')}>
            {games.map((g) => (
              <a
                key={g.id}
                href={boardUrl(g.id, 1)}
                onClick={linkClick(boardUrl(g.id, 1))}
                aria-current={g.id === game ? 'page' : undefined}
              >
                {g.name}
              </a>
            ))}
          </nav>
        ) : null}
      </section>
      <section class="panel">
        {loaded.state === 'loading' ? <p class="muted">{rw('loading')}</p> : null}
        {loaded.state === 'failed' ? (
          <p class="error" role="alert" data-testid="board-error">
            {rw('failed', { message: loaded.message })}
          </p>
        ) : null}
        {loaded.state === 'ready' && loaded.value.players.length === 0 ? (
          <p class="muted">{rw('empty')}</p>
        ) : null}
        {loaded.state === 'ready' && loaded.value.players.length > 0 ? (
          <>
            <table class="board" data-testid="board">
              <thead>
                <tr>
                  <th scope="col">{rw('place')}</th>
                  <th scope="col">{rw('player')}</th>
                  <th scope="col" class="num">
                    {rw('rating')}
                  </th>
                  <th scope="col" class="num">
                    {rw('games')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaded.value.players.map((p) => (
                  <tr key={p.username} class={p.provisional ? 'provisional' : ''}>
                    <td>{formatNumber(p.place)}</td>
                    <td class="who">
                      <a
                        href={`/players/${p.username}`}
                        onClick={linkClick(`/players/${p.username}`)}
                      >
                        {p.name}
                      </a>
                    </td>
                    <td class="num">
                      {formatNumber(p.rating)}
                      {p.provisional ? (
                        <span class="badge" title={rw('provisionalTip')}>
                          {rw('provisional')}
                        </span>
                      ) : null}
                    </td>
                    <td class="num">{formatNumber(p.games)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {loaded.value.pages > 1 ? (
              <nav class="pager" aria-label={rw('pageOf', { page, pages: loaded.value.pages })}>
                {page > 1 ? (
                  <a href={boardUrl(game, page - 1)} onClick={turn(page - 1)}>
                    ← {rw('previous')}
                  </a>
                ) : null}
                <span class="muted">{rw('pageOf', { page, pages: loaded.value.pages })}</span>
                {page < loaded.value.pages ? (
                  <a href={boardUrl(game, page + 1)} onClick={turn(page + 1)}>
                    {rw('next')} →
                  </a>
                ) : null}
              </nav>
            ) : null}
          </>
        ) : null}
      </section>
    </div>
  );
}
