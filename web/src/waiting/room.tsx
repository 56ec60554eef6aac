// The waiting room of an online table that still has open seats (Board Game Arena's habit: you
// are at your table as soon as you create it). Everyone sees the seats, who took them and which
// are bots; the creator also sees each open seat's invite link, to copy or (on phones) share.
// It redraws from the match frames the server sends on every join, and gives way to the board
// once the last seat is taken. An invitee first sees the same room with the game's settings
// and the host, then gives a name and joins (preview.tsx).

import { useState } from 'preact/hooks';
import type { Seat } from '../../../src/engine/game.ts';
import type { MatchInfo } from '../api.ts';
import { botSeatName } from '../levels.ts';
import { t } from '../i18n.ts';
import { GameSummary, titleOf, useGameInfo } from './summary.tsx';
import { ww } from './words.ts';
import './waiting.css';

/** An open seat's invite as this browser holds it (the creator's, from the set-up). */
export interface HeldInvite {
  readonly seat: Seat;
  readonly url: string;
  /** The seat waits for a bot program (`moontable bot`), not a person. */
  readonly program?: boolean;
}

/** The name a seat shows: a person's chosen name, a bot's level, or null while open. */
export const seatLabel = (match: MatchInfo, seat: Seat): string | null => {
  const s = match.seats[seat];
  if (!s) return null;
  return s.kind === 'bot' ? botSeatName(seat, s.bot) : s.name;
};

/** The host's name, or null when the creator sat nowhere. */
export const hostName = (match: MatchInfo): string | null =>
  match.host === null ? null : seatLabel(match, match.host);

/** An invite link with Copy and, where the device can share (phones), Share. */
function InviteLink({ invite, game }: { invite: HeldInvite; game: string }) {
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator.share === 'function';
  const label = ww('linkFor', { n: invite.seat + 1 });
  const share = () =>
    navigator
      .share({ title: 'Moontable', text: ww('shareText', { game }), url: invite.url })
      // The person closed the share sheet, or the device would not: the link is still here.
      .catch(() => undefined);
  return (
    <div
      class="invite"
      data-testid={invite.program ? `program-invite-${invite.seat}` : `invite-${invite.seat}`}
    >
      <div class="link-row">
        <input
          readOnly
          value={invite.url}
          aria-label={label}
          onFocus={(e) => (e.target as HTMLInputElement).select()}
        />
        <button
          type="button"
          data-testid="copy"
          aria-label={`${t('copy')}: ${label}`}
          onClick={() => {
            void navigator.clipboard?.writeText(invite.url).then(() => setCopied(true));
          }}
        >
          {copied ? t('copied') : t('copy')}
        </button>
        {canShare ? (
          <button type="button" data-testid="share" onClick={() => void share()}>
            {ww('share')}
          </button>
        ) : null}
      </div>
      {invite.program ? (
        <p class="muted small-print">
          {ww('programCmd')} <code>npx moontable bot '{invite.url}' --cmd "python3 my_bot.py"</code>
        </p>
      ) : null}
    </div>
  );
}

/** The seats: who sits where (host, you, bots), which are open, and the links held for them. */
export function SeatList({
  match,
  mine,
  invites,
  game,
}: {
  match: MatchInfo;
  /** This viewer's seat (or the one its invite would take), marked "you". */
  mine: Seat | null;
  invites: readonly HeldInvite[];
  game: string;
}) {
  return (
    <ol class="seat-list" data-testid="seat-list">
      {match.seats.map((s, i) => {
        const name = seatLabel(match, i);
        const state = s.kind === 'bot' ? 'bot' : s.joined ? 'joined' : 'open';
        const invite = state === 'open' ? invites.find((x) => x.seat === i) : undefined;
        return (
          <li key={i} data-seat={i} data-state={state}>
            <div class="seat-line">
              <span class="seat-no">{ww('seatNo', { n: i + 1 })}</span>
              {state === 'open' ? (
                <span class="muted">{ww(invite?.program ? 'openProgram' : 'open')}</span>
              ) : (
                <strong class="seat-name">{name}</strong>
              )}
              {match.host === i ? <span class="tag">{ww('host')}</span> : null}
              {s.kind === 'bot' ? <span class="tag">{ww('bot')}</span> : null}
              {mine === i ? <span class="tag you">{ww('you')}</span> : null}
            </div>
            {invite ? <InviteLink invite={invite} game={game} /> : null}
          </li>
        );
      })}
    </ol>
  );
}

/** How many seats are taken (bots count: they sit from the start). */
export const takenCount = (match: MatchInfo): number =>
  match.seats.filter((s) => s.kind === 'bot' || s.joined).length;

/** The room above the board while seats are open: the game, the seats and the held links. */
export function WaitingRoom({
  match,
  seat,
  invites,
}: {
  match: MatchInfo;
  seat: Seat | null;
  invites: readonly HeldInvite[];
}) {
  const info = useGameInfo(match.game);
  const game = titleOf(info, match.game);
  const open = invites.some((i) => !match.seats[i.seat]?.joined);
  return (
    <section class="panel waiting" data-testid="waiting-room" aria-labelledby="waiting-title">
      <h2 id="waiting-title">{ww('title')}</h2>
      <p data-testid="filled" role="status">
        {ww('filled', { n: takenCount(match), total: match.players })}
      </p>
      <SeatList match={match} mine={seat} invites={invites} game={game} />
      {open ? <p class="muted small-print">{ww('onceEach')}</p> : null}
      <GameSummary match={match} info={info} />
    </section>
  );
}
