// What an invite link opens before its holder joins: the game and its settings, the host, the
// seats (taken, open, bots, and the one this link would take), then a name and Join. Joining
// takes the seat and hands this browser its secret; a seat someone else took meanwhile (the
// room redraws live) says so in words and offers to watch instead.

import { useEffect, useState } from 'preact/hooks';
import type { Seat } from '../../../src/engine/game.ts';
import { readJoinAnswer } from '../../../src/protocol/server-messages.ts';
import type { JoinRequest } from '../../../src/protocol/wire.ts';
import { loadMe } from '../account/me.ts';
import { call, holdSeat, savedName, saveName } from '../api.ts';
import type { MatchInfo } from '../api.ts';
import { t } from '../i18n.ts';
import { hostName, SeatList, seatLabel, takenCount } from './room.tsx';
import { GameSummary, titleOf, useGameInfo } from './summary.tsx';
import { ww } from './words.ts';
import './waiting.css';

export function JoinPreview({
  id,
  invite,
  seat,
  match,
  onJoined,
  onWatch,
}: {
  id: string;
  /** The invite from the link. */
  invite: string;
  /** The seat it would take. */
  seat: Seat;
  match: MatchInfo;
  /** The seat is taken: its secret, handed out this once, opens it from now on. */
  onJoined: (secret: string) => void;
  /** Someone else took the seat: this page watches instead. */
  onWatch: () => void;
}) {
  const info = useGameInfo(match.game);
  const [name, setName] = useState(savedName());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A first visit has no name kept yet: the guest's name the server gives is filled in.
  useEffect(() => {
    if (name) return;
    loadMe().then(
      (me) => setName((typed) => typed || me.name),
      () => undefined,
    );
  }, []);
  const host = hostName(match);
  const gone = match.seats[seat]?.joined === true;
  const join = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    try {
      const body: JoinRequest = { token: invite, name: name.trim() };
      const res = await call('POST', `/api/matches/${id}/join`, readJoinAnswer, body);
      saveName(name.trim());
      holdSeat({
        match: id,
        game: res.match.game,
        token: res.token,
        seat: res.seat,
        joined: true,
        at: Date.now(),
      });
      // The invite is spent: the address keeps no key.
      history.replaceState(history.state, '', `/m/${id}`);
      onJoined(res.token);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };
  return (
    <section class="panel waiting preview" data-testid="join-preview" aria-labelledby="invited">
      <h2 id="invited">{ww('invited')}</h2>
      <p data-testid="host">{host ? ww('hostedBy', { name: host }) : ww('noHost')}</p>
      <GameSummary match={match} info={info} />
      <p data-testid="filled" role="status">
        {ww('filled', { n: takenCount(match), total: match.players })}
      </p>
      <SeatList
        match={match}
        mine={gone ? null : seat}
        invites={[]}
        game={titleOf(info, match.game)}
      />
      {gone ? (
        <div class="error" role="alert" data-testid="seat-gone">
          <p>{ww('seatGone', { n: seat + 1, name: seatLabel(match, seat) ?? '' })}</p>
          <button type="button" onClick={onWatch}>
            {ww('watchInstead')}
          </button>
        </div>
      ) : (
        <form class="join" onSubmit={(e) => void join(e)}>
          <p>{ww('yourSeat', { n: seat + 1 })}</p>
          <label>
            {t('yourName')}{' '}
            <input
              name="name"
              required
              maxLength={40}
              autoComplete="nickname"
              value={name}
              onInput={(e) => setName((e.target as HTMLInputElement).value)}
            />
          </label>
          <button type="submit" class="primary" disabled={busy}>
            {t('join')}
          </button>
          {error ? (
            <div class="error" role="alert" data-testid="join-error">
              {error}
            </div>
          ) : null}
        </form>
      )}
    </section>
  );
}
