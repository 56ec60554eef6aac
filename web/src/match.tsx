// An online match, /m/<id>#token=<seat token>: one WebSocket that reconnects by itself (hello
// with `since`), so a reload or a dropped line resumes the table. Other players' and bots' moves
// reach the board paced (table/pace.ts). A seat that has not joined yet asks for a name first;
// a seat already joined (this browser or another) goes straight to the table.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Seat } from '../../src/engine/game.ts';
import { ruleErrorFrom } from '../../src/engine/game.ts';
import { call, heldSeat, holdSeat, savedName, saveName } from './api.ts';
import type { ApiError, LegalMove, LogEvent, MatchInfo, MatchResult } from './api.ts';
import type { GameRecord } from '../../src/engine/record.ts';
import { useReview } from './coach/after-game.tsx';
import { hintsAllowed } from './coach/allowed.ts';
import { useHint } from './coach/hint.tsx';
import { cw } from './coach/words.ts';
import { lang, t } from './i18n.ts';
import { botSeatName } from './levels.ts';
import { linkClick, navigate } from './router.ts';
import { Pacer } from './table/pace.ts';
import { Table } from './table/table.tsx';
import type { LogEntry } from './table/table.tsx';
import { tw } from './table/words.ts';

type Link = 'connecting' | 'connected' | 'offline';

interface Live {
  match: MatchInfo | null;
  seat: Seat | null;
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
  version: null,
  view: null,
  toAct: [],
  legal: [],
  result: null,
  clocks: null,
  clocksAt: 0,
  log: [],
};

type Incoming = Record<string, unknown> & { type: string };

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
  const ref = useRef({
    ws: null as WebSocket | null,
    version: null as number | null,
    seat: null as Seat | null,
    status: '',
    tries: 0,
    stopped: false,
    /** The last move sent, to send again when the server answers `busy`. */
    sent: null as { type: 'move'; version: number; move: string; id: string } | null,
    /** The match's end, told while moves before it still wait to be shown (shown after them). */
    ended: null as MatchResult | null,
  });
  // Updates of other seats' moves wait their turn to be shown; the viewer's own go at once.
  const pacer = useMemo(
    () =>
      new Pacer<Incoming>((m) => {
        const ev = m.event as LogEvent;
        const r = ref.current;
        // The last update waiting brings the end the server told meanwhile (a forfeit, a
        // timeout); any earlier one shows the game still going.
        const result = (m.result as MatchResult | null) ?? (pacer.waiting ? null : r.ended);
        if (!pacer.waiting) r.ended = null;
        setLive((prev) => ({
          ...prev,
          version: m.version as number,
          view: m.view,
          toAct: m.toAct as Seat[],
          legal: m.legal as LegalMove[],
          result,
          clocks: m.clocks as number[] | null,
          clocksAt: Date.now(),
          log: [...prev.log, entry(ev)],
        }));
      }),
    [],
  );

  useEffect(() => {
    const r = ref.current;
    r.stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      setLink('connecting');
      const ws = new WebSocket(
        `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`,
      );
      r.ws = ws;
      ws.onopen = () =>
        ws.send(
          JSON.stringify({ type: 'hello', match: id, token, since: r.version, lang: lang() }),
        );
      ws.onmessage = (e) => {
        const m = JSON.parse(String(e.data)) as Incoming;
        switch (m.type) {
          case 'welcome': {
            r.tries = 0;
            setLink('connected');
            // A snapshot replaces whatever still waited to be shown.
            pacer.clear();
            r.ended = null;
            const match = m.match as MatchInfo;
            r.status = match.status;
            r.seat = m.seat as Seat | null;
            const events = m.events as LogEvent[] | null;
            const since = r.version;
            r.version = m.version as number;
            setLive((prev) => ({
              match,
              seat: m.seat as Seat | null,
              version: m.version as number,
              view: m.view,
              toAct: m.toAct as Seat[],
              legal: m.legal as LegalMove[],
              result: m.result as MatchResult | null,
              clocks: m.clocks as number[] | null,
              clocksAt: Date.now(),
              log:
                events === null ? [] : [...(since === null ? [] : prev.log), ...events.map(entry)],
            }));
            return;
          }
          case 'update': {
            const ev = m.event as LogEvent;
            r.version = m.version as number;
            setError(null);
            pacer.push(m, ev.seat === r.seat && ev.by === 'player');
            return;
          }
          case 'match': {
            const match = m.match as MatchInfo;
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
          case 'error':
            if (m.code === 'busy' && r.sent !== null && m.id === r.sent.id) {
              // The server is briefly overloaded: the same move again in a moment.
              const again = r.sent;
              setTimeout(() => {
                if (r.ws === ws && r.version === again.version) ws.send(JSON.stringify(again));
              }, 1000);
              return;
            }
            pacer.flush();
            setError(ruleErrorFrom(m));
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
    connect();
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
    r.sent = { type: 'move', version: r.version, move, id: `m${r.version}` };
    r.ws.send(JSON.stringify(r.sent));
  };
  return { live, link, error, send };
}

function JoinForm({
  id,
  token,
  hints,
  onJoined,
}: {
  id: string;
  token: string;
  /** The table's hints setting, shown before the player joins. */
  hints: boolean;
  onJoined: () => void;
}) {
  const [name, setName] = useState(savedName());
  const [error, setError] = useState<string | null>(null);
  const join = async (e: Event) => {
    e.preventDefault();
    try {
      const res = await call<{ seat: number; match: MatchInfo }>(
        'POST',
        `/api/matches/${id}/join`,
        { token, name: name.trim() },
      );
      saveName(name.trim());
      holdSeat({
        match: id,
        game: res.match.game,
        token,
        seat: res.seat,
        joined: true,
        at: Date.now(),
      });
      onJoined();
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <form class="panel join" onSubmit={(e) => void join(e)}>
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
      <button type="submit" class="primary">
        {t('join')}
      </button>
      <p class="muted" data-testid="hints-info" data-hints={String(hints)}>
        {cw(hints ? 'hintsOn' : 'hintsOff')}
      </p>
      {error ? <div class="error">{error}</div> : null}
    </form>
  );
}

function tokenFromHash(): string | null {
  const m = /token=([A-Za-z0-9_-]+)/.exec(location.hash);
  return m ? (m[1] ?? null) : null;
}

export function MatchPage({ id }: { id: string }) {
  const hashToken = tokenFromHash();
  const held = heldSeat(id);
  if (hashToken && held?.token !== hashToken)
    holdSeat({ match: id, game: '', token: hashToken, seat: null, joined: false, at: Date.now() });
  const token = hashToken ?? held?.token ?? null;
  return <Playing id={id} token={token} />;
}

/** "Bot 2 (Casual)" for bots, the chosen name for people, "Seat 3" for a seat not yet taken. */
const seatNames = (match: MatchInfo): string[] =>
  match.seats.map((s, i) =>
    s.kind === 'bot' ? botSeatName(i, s.bot) : (s.name ?? `${t('seat')} ${i + 1}`),
  );

function Playing({ id, token }: { id: string; token: string | null }) {
  const { live, link, error, send } = useMatchSocket(id, token);
  const [joinedHere, setJoinedHere] = useState(heldSeat(id)?.joined ?? false);
  const [, tick] = useState(0);
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
    () => call<GameRecord>('GET', `/api/matches/${id}/record`, undefined, token ?? undefined),
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
  // A seat already joined (here, or by this link elsewhere) goes straight to the table.
  const seatJoined = live.seat !== null && (match.seats[live.seat]?.joined ?? false);
  if (token && live.seat !== null && !seatJoined && !joinedHere)
    return (
      <JoinForm
        id={id}
        token={token}
        hints={match.settings?.hints === true}
        onJoined={() => setJoinedHere(true)}
      />
    );
  if (token && seatJoined && !heldSeat(id)?.joined)
    holdSeat({ match: id, game: match.game, token, seat: live.seat, joined: true, at: Date.now() });

  const names = seatNames(match);
  const elapsed = Date.now() - live.clocksAt;
  const clocks =
    live.clocks?.map((ms, seat) =>
      live.toAct.includes(seat) && !live.result ? ms - elapsed : ms,
    ) ?? null;

  const rematch = async () => {
    if (!token) return;
    const res = await call<{ match: MatchInfo }>(
      'POST',
      `/api/matches/${id}/rematch`,
      undefined,
      token,
    );
    holdSeat({
      match: res.match.id,
      game: res.match.game,
      token,
      seat: live.seat,
      joined: true,
      at: Date.now(),
    });
    navigate(`/m/${res.match.id}#token=${token}`);
  };
  const rematchUrl = match.rematch ? `/m/${match.rematch}${token ? `#token=${token}` : ''}` : '';
  const afterGame = (
    <>
      {live.result && token && !match.rematch ? (
        <button type="button" class="primary" data-testid="rematch" onClick={() => void rematch()}>
          {tw('rematch')}
        </button>
      ) : null}
      {match.rematch ? (
        <a
          class="button primary"
          href={rematchUrl}
          onClick={(e) => {
            if (token)
              holdSeat({
                match: match.rematch as string,
                game: match.game,
                token,
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
      {match.status === 'open' ? <p class="panel">{t('waitingPlayers')}</p> : null}
      {live.seat === null ? <p class="muted">{t('spectating')}</p> : null}
      <Table
        game={match.game}
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
        actions={hint.button}
        resultActions={
          <>
            {review.button}
            {afterGame}
          </>
        }
        hinted={hint.hinted}
        coach={hint.panel}
      />
      {review.section}
    </div>
  );
}
