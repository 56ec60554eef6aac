// An online match, /m/<id> (#invite=<invite> when opened from an invite link): one WebSocket that
// reconnects by itself (hello with `since`), so a reload or a dropped line resumes the table.
// While seats are open the waiting room (waiting/room.tsx) sits above the board.
// Other players' and bots' moves reach the board paced (table/pace.ts). The seat's secret, kept
// in this browser since its seat was taken, opens the seat; an invite shows the table
// (waiting/preview.tsx), asks for a name and takes the seat (handing this browser the secret);
// an invite already used is refused with the server's words, and the page goes on as a
// spectator's.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GameResult, Seat } from '../../src/engine/game.ts';
import { refusalText } from '../../src/engine/game.ts';
import type { GameRecord } from '../../src/engine/record.ts';
import {
  parseServerMessage,
  readMatchAnswer,
  readRecordAnswer,
} from '../../src/protocol/server-messages.ts';
import type { ClientFrame, MoveFrame, UpdateMessage } from '../../src/protocol/wire.ts';
import { ApiFailure, call, heldSeat, holdSeat } from './api.ts';
import type { ApiError, LegalMove, LogEvent, MatchInfo, MatchResult } from './api.ts';
import { useSeatAgain } from './account/seat.ts';
import { useBoard } from './boards/index.ts';
import { ChatModel, isChatFrame } from './chat/model.ts';
import { ChatPanel } from './chat/panel.tsx';
import { ensureSession } from './chat/session.ts';
import { FairDeal } from './fair-deal.tsx';
import { TurnLine } from './turn-line.tsx';
import { useReview } from './coach/after-game.tsx';
import { hintsAllowed } from './coach/allowed.ts';
import { useHint } from './coach/hint.tsx';
import { lang, t } from './i18n.ts';
import { botSeatName } from './levels.ts';
import { linkClick, navigate } from './router.ts';
import { Pacer } from './table/pace.ts';
import { Table } from './table/table.tsx';
import type { LogEntry } from './table/table.tsx';
import { tw } from './table/words.ts';
import { afterUndo, lastIsMine, UndoBar } from './table/undo.tsx';
import type { UndoBarProps, UndoStatus } from './table/undo.tsx';

/**
 * The waiting room and an invite's preview, only for a table with open seats: their own chunk,
 * so a table that starts at once (Play now) loads neither (issue 31: weight of a table).
 */
interface Waiting {
  readonly WaitingRoom: typeof import('./waiting/room.tsx').WaitingRoom;
  readonly JoinPreview: typeof import('./waiting/preview.tsx').JoinPreview;
}
let waiting: Waiting | null = null;
const loadWaiting = (): Promise<Waiting> =>
  Promise.all([import('./waiting/room.tsx'), import('./waiting/preview.tsx')]).then(
    ([room, preview]) =>
      (waiting = { WaitingRoom: room.WaitingRoom, JoinPreview: preview.JoinPreview }),
  );

/** The waiting room's parts once `needed`, else null (a render follows their arrival). */
function useWaiting(needed: boolean): Waiting | null {
  const [, arrived] = useState<Waiting | null>(null);
  useEffect(() => {
    if (!needed || waiting) return;
    let live = true;
    void loadWaiting().then((w) => live && arrived(w));
    return () => {
      live = false;
    };
  }, [needed]);
  return needed ? waiting : null;
}

type Link = 'connecting' | 'connected' | 'offline';

interface Live {
  match: MatchInfo | null;
  seat: Seat | null;
  /** The open seat this page's invite would take (it watches until the player joins). */
  invite: Seat | null;
  version: number | null;
  view: unknown;
  toAct: readonly Seat[];
  legal: readonly LegalMove[];
  result: MatchResult | null;
  clocks: readonly number[] | null;
  clocksAt: number;
  log: LogEntry[];
}

const EMPTY: Live = {
  match: null,
  seat: null,
  invite: null,
  version: null,
  view: null,
  toAct: [],
  legal: [],
  result: null,
  clocks: null,
  clocksAt: 0,
  log: [],
};

/** A snapshot's game result as the table shows a match's: nobody forfeited. */
const played = (result: GameResult | null): MatchResult | null =>
  result && { ...result, forfeit: null };

const entry = (ev: LogEvent): LogEntry => ({
  version: ev.version,
  seat: ev.seat,
  by: ev.by,
  lines: ev.lines,
});

function useMatchSocket(id: string, token: string | null) {
  const [live, setLive] = useState<Live>(EMPTY);
  const [link, setLink] = useState<Link>('connecting');
  const [error, setError] = useState<ApiError | null>(null);
  /** Why this page's key opens no seat (a spent invite): it watches as a spectator instead. */
  const [refused, setRefused] = useState<ApiError | null>(null);
  const [undo, setUndo] = useState<UndoStatus>(null);
  const ref = useRef({
    /** The key says hello until the server refuses it; then the page watches. */
    key: token,
    ws: null as WebSocket | null,
    version: null as number | null,
    seat: null as Seat | null,
    status: '',
    tries: 0,
    stopped: false,
    /** The match's end, told while moves before it still wait to be shown (shown after them). */
    ended: null as MatchResult | null,
  });
  /** The last move sent, to send again when the server answers `busy`. */
  const sent = useRef<MoveFrame | null>(null);
  /** The table chat, fed the socket's chat frames (chat/model.ts). */
  const chat = useMemo(() => new ChatModel(), [id]);
  // Updates of other seats' moves wait their turn to be shown; the viewer's own go at once.
  const pacer = useMemo(
    () =>
      new Pacer<UpdateMessage>((m) => {
        const r = ref.current;
        // The last update waiting brings the end the server told meanwhile (a forfeit, a
        // timeout); any earlier one shows the game still going.
        const result = played(m.result) ?? (pacer.waiting ? null : r.ended);
        if (!pacer.waiting) r.ended = null;
        setLive((prev) => ({
          ...prev,
          version: m.version,
          view: m.view,
          toAct: m.toAct,
          legal: m.legal,
          result,
          clocks: m.clocks,
          clocksAt: Date.now(),
          log: [...prev.log, entry(m.event)],
        }));
      }),
    [],
  );

  useEffect(() => {
    const r = ref.current;
    r.stopped = false;
    r.key = token;
    setRefused(null);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      setLink('connecting');
      const ws = new WebSocket(
        `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`,
      );
      r.ws = ws;
      chat.send = (f) => {
        if (ws.readyState !== WebSocket.OPEN || r.version === null) return false;
        ws.send(JSON.stringify(f));
        return true;
      };
      const hello = (): ClientFrame => ({
        type: 'hello',
        match: id,
        token: r.key,
        since: r.version,
        lang: lang(),
      });
      const sendHello = () => ws.send(JSON.stringify(hello()));
      ws.onopen = sendHello;
      ws.onmessage = (e) => {
        const read = parseServerMessage(String(e.data));
        if (!read.ok) {
          // A kind of frame a newer server may send is passed over; a broken one is shown.
          if (read.error.code !== 'unknown-type') setError(read.error);
          return;
        }
        const m = read.value;
        if (isChatFrame(m)) return chat.receive(m);
        if (m.type === 'error' && chat.owns(m)) return chat.fail(m);
        switch (m.type) {
          case 'welcome': {
            r.tries = 0;
            setLink('connected');
            // A snapshot replaces whatever still waited to be shown.
            pacer.clear();
            r.ended = null;
            const match = m.match;
            r.status = match.status;
            r.seat = m.seat;
            const events = m.events;
            const since = r.version;
            r.version = m.version;
            setLive((prev) => ({
              match,
              seat: m.seat,
              invite: m.invite ?? null,
              version: m.version,
              view: m.view,
              toAct: m.toAct,
              legal: m.legal,
              result: played(m.result),
              clocks: m.clocks,
              clocksAt: Date.now(),
              log:
                events === null
                  ? []
                  : [
                      // Moves past the match's version were taken back meanwhile (undo.md).
                      ...(since === null ? [] : prev.log.filter((e) => e.version <= m.version)),
                      ...events.map(entry),
                    ],
            }));
            return;
          }
          case 'update': {
            const ev = m.event;
            r.version = m.version;
            setError(null);
            pacer.push(m, ev.seat === r.seat && ev.by === 'player');
            return;
          }
          case 'match': {
            const match = m.match;
            const started = r.status === 'open' && match.status === 'running';
            r.status = match.status;
            // Moves still waiting to be shown come first: the end shows with the last of them, so
            // "Game over" never shows before an earlier position (the flicker of issue 31).
            if (pacer.waiting && match.result) r.ended = match.result;
            setLive((prev) => ({
              ...prev,
              match,
              result: pacer.waiting ? prev.result : (match.result ?? prev.result),
            }));
            // The snapshot's legal moves were computed before the start: ask again.
            if (started) ws.close();
            return;
          }
          case 'undo-asked':
          case 'undo-cancelled':
            setUndo(m);
            return;
          case 'undone':
            // Everyone agreed: the table goes back to the snapshot without the move.
            pacer.clear();
            r.version = m.version;
            setUndo(null);
            setLive((prev) => afterUndo(prev, m, prev.match ? seatNames(prev.match) : []));
            return;
          case 'error':
            if (m.code === 'busy' && sent.current !== null && m.id === sent.current.id) {
              // The server is briefly overloaded: the same move again in a moment.
              const again = sent.current;
              setTimeout(() => {
                if (r.ws === ws && r.version === again.version) ws.send(JSON.stringify(again));
              }, 1000);
              return;
            }
            if ((m.code === 'seat-taken' || m.code === 'bad-token') && r.key !== null) {
              // The invite was used already (or is no key here): say why, and watch instead.
              r.key = null;
              setRefused({
                code: m.code,
                rule: m.rule,
                message: m.message,
                ...(m.words ? { words: m.words } : {}),
              });
              sendHello();
              return;
            }
            pacer.flush();
            setError({
              code: m.code,
              rule: m.rule,
              message: m.message,
              ...(m.words ? { words: m.words } : {}),
            });
            return;
          default:
            return;
        }
      };
      ws.onclose = () => {
        if (r.ws !== ws || r.stopped) return;
        setLink('offline');
        const wait = Math.min(5000, 200 * 2 ** r.tries++);
        timer = setTimeout(connect, wait);
      };
    };
    void ensureSession().then(() => {
      if (!r.stopped) connect();
    });
    return () => {
      r.stopped = true;
      clearTimeout(timer);
      pacer.clear();
      r.ws?.close();
    };
  }, [id, token]);

  const send = (move: string) => {
    const r = ref.current;
    if (r.ws?.readyState !== WebSocket.OPEN || r.version === null) return;
    setError(null);
    sent.current = { type: 'move', version: r.version, move, id: `m${r.version}` };
    r.ws.send(JSON.stringify(sent.current));
  };
  const sendUndo: UndoBarProps['send'] = (frame) => {
    const r = ref.current;
    if (r.ws?.readyState !== WebSocket.OPEN) return;
    setError(null);
    r.ws.send(JSON.stringify({ ...frame, id: `u${frame.version}` }));
  };
  return { live, link, error, refused, send, undo, sendUndo, chat };
}

/** The finished match's record; a running match's partial record is no record to review. */
async function finishedRecord(id: string, token: string | null): Promise<GameRecord> {
  const path = `/api/matches/${id}/record`;
  const record = await call('GET', path, readRecordAnswer, undefined, token ?? undefined);
  if (record.format === 'moontable-partial-record/1')
    throw new ApiFailure({
      code: 'not-finished',
      rule: null,
      message: 'The match is not over yet.',
      words: { de: 'Die Partie ist noch nicht vorbei.' },
    });
  return record;
}

/** A key in the address: `#invite=` (`#token=` in links from before seat secrets) or `#seat=`. */
function keyFromHash(name: 'invite' | 'seat'): string | null {
  const field = name === 'invite' ? '(?:invite|token)' : 'seat';
  const m = new RegExp(`${field}=([A-Za-z0-9_-]+)`).exec(location.hash);
  return m ? (m[1] ?? null) : null;
}

export function MatchPage({ id }: { id: string }) {
  // `#seat=<secret>`: the player's own key brought to this browser (another device); it is
  // kept here like a seat taken here, and leaves the address at once.
  const brought = keyFromHash('seat');
  if (brought)
    holdSeat({ match: id, game: '', token: brought, seat: null, joined: true, at: Date.now() });
  const invite = keyFromHash('invite');
  const held = heldSeat(id);
  // This browser's secret opens its seat; otherwise the invite (or one kept from before).
  const [key, setKey] = useState(held?.joined ? held.token : (invite ?? held?.token ?? null));
  if (location.hash && (brought || (held?.joined && invite)))
    history.replaceState(history.state, '', `/m/${id}`);
  // Someone else took the invite's seat meanwhile: the page drops the link and watches.
  const watch = () => {
    history.replaceState(history.state, '', `/m/${id}`);
    setKey(null);
  };
  return <Playing id={id} token={key} onJoined={setKey} onWatch={watch} />;
}

/** "Bot 2 (Casual)" for bots, the chosen name for people, "Seat 3" for a seat not yet taken. */
const seatNames = (match: MatchInfo): string[] =>
  match.seats.map((s, i) =>
    s.kind === 'bot' ? botSeatName(i, s.bot) : (s.name ?? `${t('seat')} ${i + 1}`),
  );

function Playing({
  id,
  token,
  onJoined,
  onWatch,
}: {
  id: string;
  token: string | null;
  onJoined: (secret: string) => void;
  onWatch: () => void;
}) {
  const { live, link, error, refused, send, undo, sendUndo, chat } = useMatchSocket(id, token);
  // A secret re-issued to another device of mine: this one asks for the seat again.
  useSeatAgain(id, live.match?.game ?? null, !!heldSeat(id)?.joined, refused, onJoined);
  const board = useBoard(live.match?.game ?? '');
  const parts = useWaiting(live.match?.status === 'open' || (!!token && live.invite !== null));
  const [, tick] = useState(0);
  /** The key to send with a record or rematch: the seat's secret only. */
  const secret = live.seat !== null ? token : null;
  const mine = live.seat !== null && live.toAct.includes(live.seat) && live.legal.length > 0;
  useEffect(() => {
    document.title = mine ? `(!) ${t('yourTurn')} – Moontable` : 'Moontable';
    return () => {
      document.title = 'Moontable';
    };
  }, [mine]);
  useEffect(() => {
    if (!live.clocks || live.result) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [live.clocks, live.result]);

  const hint = useHint({
    game: live.match?.game ?? '',
    seat: mine ? live.seat : null,
    view: live.view,
    legal: live.legal,
    version: live.version ?? 0,
    allowed: live.match !== null && hintsAllowed(live.match, live.seat),
    onMove: send,
    names: live.match ? seatNames(live.match) : [],
  });
  // The finished match's record (with its seed): the server gives it to anyone once it is over.
  const review = useReview(
    !!live.result && live.match?.status === 'finished',
    () => finishedRecord(id, secret),
    live.match ? seatNames(live.match) : [],
    live.seat ?? 'spectator',
  );

  const indicator = (
    <span class={`link ${link}`} data-testid="link" data-state={link}>
      ● {t(link)}
    </span>
  );
  if (!live.match) return <div class="panel">{indicator}</div>;
  const match = live.match;
  // An invite to an open seat shows the table and asks for a name; taking the seat hands this
  // browser its secret.
  if (token && live.invite !== null)
    return !parts ? (
      <div class="panel">{indicator}</div>
    ) : (
      <parts.JoinPreview
        id={id}
        invite={token}
        seat={live.invite}
        match={match}
        onJoined={onJoined}
        onWatch={onWatch}
      />
    );
  // The table is drawn with its board, never before it: a board arriving under a drawn table
  // pushed the log and the action bar down (Lighthouse: cumulative layout shift 0.38).
  if (!board || (match.status === 'open' && !parts)) return <div class="panel">{indicator}</div>;
  const held = heldSeat(id);
  if (held && held.game === '' && secret)
    holdSeat({ ...held, game: match.game, seat: live.seat, at: Date.now() });
  // The creator's invites, shown for the seats still open while the table waits for them.
  const invites = match.status === 'open' ? (held?.invites ?? []) : [];

  const names = seatNames(match);
  const elapsed = Date.now() - live.clocksAt;
  const clocks =
    live.clocks?.map((ms, seat) =>
      live.toAct.includes(seat) && !live.result ? ms - elapsed : ms,
    ) ?? null;

  // At the rematch every player keeps their seat and its secret.
  const rematch = async () => {
    if (!secret) return;
    const res = await call(
      'POST',
      `/api/matches/${id}/rematch`,
      readMatchAnswer,
      undefined,
      secret,
    );
    holdSeat({
      match: res.match.id,
      game: res.match.game,
      token: secret,
      seat: live.seat,
      joined: true,
      at: Date.now(),
    });
    navigate(`/m/${res.match.id}`);
  };
  // The commitment to the seed, under the table while it plays; with the results once it is over.
  const fairDeal = (
    <FairDeal
      commitment={match.commitment}
      finished={match.status === 'finished'}
      link={`${location.origin}/m/${id}`}
      record={() => finishedRecord(id, secret)}
      game={() => import('../../src/games/index.ts').then((g) => g.findGame(match.game))}
    />
  );
  const rematchUrl = match.rematch ? `/m/${match.rematch}` : '';
  const afterGame = (
    <>
      {live.result && secret && !match.rematch ? (
        <button type="button" class="primary" data-testid="rematch" onClick={() => void rematch()}>
          {tw('rematch')}
        </button>
      ) : null}
      {match.rematch ? (
        <a
          class="button primary"
          href={rematchUrl}
          onClick={(e) => {
            if (secret)
              holdSeat({
                match: match.rematch as string,
                game: match.game,
                token: secret,
                seat: live.seat,
                joined: true,
                at: Date.now(),
              });
            linkClick(rematchUrl)(e);
          }}
        >
          {tw('toRematch')}
        </a>
      ) : null}
      <a class="button" href="/" onClick={linkClick('/')} data-testid="back-to-lobby">
        {tw('backToLobby')}
      </a>
    </>
  );

  return (
    <div class="match" data-status={match.status}>
      {refused ? (
        <div class="panel error" role="alert" data-testid="seat-refused">
          {refusalText(refused, lang())}
        </div>
      ) : null}
      {match.status === 'open' && parts ? (
        <parts.WaitingRoom match={match} seat={live.seat} invites={invites} />
      ) : null}
      {live.seat === null ? <p class="muted">{t('spectating')}</p> : null}
      {match.settings.turn && match.status === 'running' ? (
        <TurnLine
          match={id}
          turn={match.settings.turn}
          myTurn={live.seat !== null && live.toAct.includes(live.seat)}
          version={live.version ?? 0}
        />
      ) : null}
      <Table
        game={match.game}
        board={board}
        view={live.view}
        viewer={live.seat ?? 'spectator'}
        names={names}
        toAct={live.toAct}
        legal={live.legal}
        onMove={send}
        log={live.log}
        result={live.result}
        version={live.version ?? 0}
        clocks={clocks}
        error={error}
        info={indicator}
        actions={
          <>
            {hint.button}
            {match.status === 'running' && !live.result ? (
              <UndoBar
                status={undo}
                seat={live.seat}
                names={names}
                lastIsMine={lastIsMine(live.log, live.seat, live.version)}
                version={live.version ?? 0}
                send={sendUndo}
              />
            ) : null}
          </>
        }
        resultActions={
          <>
            {review.button}
            {afterGame}
            {match.status === 'finished' ? fairDeal : null}
          </>
        }
        hinted={hint.hinted}
        coach={hint.panel}
        side={<ChatPanel model={chat} />}
      />
      {match.status === 'finished' ? null : fairDeal}
      {review.section}
    </div>
  );
}
