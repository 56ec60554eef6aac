// The lobby, the first page: your name (remembered), a card per game (a picture of its board, a
// one-line pitch, player counts, a typical length, one-click "Play now against bots"), the
// longer "Set up a table", and the matches to resume or watch. The games' facts come from the
// server (/api/games); no game code is loaded here.

import { useEffect, useState } from 'preact/hooks';
import { ApiFailure, call, savedName } from '../api.ts';
import { typedName, useMe } from '../account/me.ts';
import type { GameInfo } from '../api.ts';
import { readGamesAnswer } from '../../../src/protocol/server-messages.ts';
import { CATALOG, gameName, pictureOf } from '../catalog.ts';
import { lang, t } from '../i18n.ts';
import { linkClick, navigate } from '../router.ts';
import { MatchLists } from './lists.tsx';
import { OnlineNow } from './online-now.tsx';
import { playNow } from './play-now.ts';
import { DEFAULT_BOT } from '../levels.ts';
import { Setup } from './setup.tsx';

function GameCard({
  game,
  name,
  onSetUp,
  first,
}: {
  game: GameInfo;
  name: string;
  onSetUp: () => void;
  /** The first card's picture is the page's largest paint: fetched at once, before the rest. */
  first: boolean;
}) {
  const entry = CATALOG[game.id];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const players =
    game.minPlayers === game.maxPlayers
      ? String(game.minPlayers)
      : `${game.minPlayers}–${game.maxPlayers}`;
  const seats = Math.min(
    Math.max(entry?.playNow ?? game.minPlayers, game.minPlayers),
    game.maxPlayers,
  );
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      navigate(
        await playNow(
          game.id,
          seats,
          name.trim() || t('guest'),
          game.ratedBots?.includes(DEFAULT_BOT) ?? true,
        ),
      );
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  return (
    <article class="game-card" data-game={game.id} aria-labelledby={`card-${game.id}`}>
      <picture>
        <source srcset={pictureOf(game.id, true)} media="(prefers-color-scheme: dark)" />
        <img
          src={pictureOf(game.id)}
          alt={t('pictureOf', { game: gameName(game, lang()) })}
          width={480}
          height={270}
          loading={first ? 'eager' : 'lazy'}
          // Preact's types lack `fetchpriority` (HTML's attribute, lower case as the DOM reads it).
          {...(first ? { fetchpriority: 'high' } : {})}
          // A game without a picture of its board yet shows its card without one.
          onError={(e) => ((e.currentTarget as HTMLImageElement).hidden = true)}
        />
      </picture>
      <div class="game-card-body">
        <h2 id={`card-${game.id}`}>{gameName(game, lang())}</h2>
        {entry ? <p>{entry.pitch[lang()]}</p> : null}
        <p class="muted">
          {t('playerCount', { n: players })}
          {entry ? ` · ${t('aboutMinutes', { n: String(entry.minutes) })}` : ''}
        </p>
        <div class="actions">
          <button
            type="button"
            class="primary"
            data-testid={`play-now-${game.id}`}
            disabled={busy}
            onClick={() => void start()}
          >
            {t('playNow')}
          </button>
          <OnlineNow game={game} />
          <button type="button" onClick={onSetUp}>
            {t('setUpShort')}
          </button>
          <a
            class="button"
            href={`/learn/${game.id}`}
            data-testid={`learn-${game.id}`}
            onClick={linkClick(`/learn/${game.id}`)}
          >
            {t('learnToPlay')}
          </a>
        </div>
        <p class="muted small-print">{t('playNowHint', { n: String(seats - 1) })}</p>
        {error ? (
          <p class="error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </article>
  );
}

export function Lobby() {
  const [games, setGames] = useState<readonly GameInfo[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [gameId, setGameId] = useState('');
  const [name, setName] = useState(savedName());
  const [nameError, setNameError] = useState<string | null>(null);
  // The person's name from the server (a returning account on a new device brings theirs).
  const who = useMe();
  useEffect(() => {
    if (who) setName(who.name);
  }, [who?.id]);
  useEffect(() => {
    call('GET', '/api/games', readGamesAnswer)
      .then((r) => {
        setGames(r.games);
        setGameId((id) => id || (r.games[0]?.id ?? ''));
      })
      .catch((e: Error) => setFailed(e.message));
  }, []);
  const nameOf = (id: string) => {
    const game = games?.find((g) => g.id === id);
    return game ? gameName(game, lang()) : id;
  };
  return (
    <div class="lobby">
      <section class="panel you">
        <label>
          {t('yourName')}{' '}
          <input
            name="my-name"
            maxLength={40}
            autoComplete="nickname"
            value={name}
            placeholder={t('guest')}
            onInput={(e) => {
              const next = (e.target as HTMLInputElement).value;
              setName(next);
              setNameError(null);
              // Kept with the person on the server too, once the typing stops.
              typedName(next, (err) =>
                setNameError(err instanceof ApiFailure ? err.message : null),
              );
            }}
          />
        </label>
        {nameError ? (
          <p class="error" role="alert" data-testid="name-error">
            {nameError}
          </p>
        ) : null}
      </section>
      {failed ? (
        <p class="error" role="alert">
          {failed}
        </p>
      ) : null}
      {games ? (
        <>
          <div class="game-cards">
            {games.map((g, i) => (
              <GameCard
                key={g.id}
                first={i === 0}
                game={g}
                name={name}
                onSetUp={() => {
                  setGameId(g.id);
                  document.getElementById('setup')?.scrollIntoView({ behavior: 'smooth' });
                }}
              />
            ))}
          </div>
          <div class="lobby-columns">
            <Setup key={gameId} games={games} gameId={gameId} onGame={setGameId} myName={name} />
            <div>
              <MatchLists nameOf={nameOf} />
            </div>
          </div>
        </>
      ) : failed ? null : (
        <p class="muted">{t('loading')}</p>
      )}
    </div>
  );
}
