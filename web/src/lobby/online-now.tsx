// "Play online now" on a game card: one click puts this person in the queue for the game
// (`POST /api/queue`, docs/api.md) with the player count and bot wait they chose last time; the
// card then shows the wait, who else waits and the rating range, asks again every 2 s (the
// heartbeat, and how the table is learned), and once paired fetches this person's seat and opens
// the table. Cancel, leaving the lobby or closing the page leave the queue.

import { useEffect, useRef, useState } from 'preact/hooks';
import { QUEUE_BOT_WAITS_MS, readQueueAnswer } from '../../../src/protocol/queue.ts';
import type { QueueEntry, QueueWaiting } from '../../../src/protocol/queue.ts';
import { call, savedName } from '../api.ts';
import type { GameInfo } from '../api.ts';
import { loadMe, rename, useMe } from '../account/me.ts';
import { fetchSeat } from '../account/seat.ts';
import { navigate } from '../router.ts';
import { botsText, clock, othersText, qw, waitText } from './queue-words.ts';
import './queue.css';

/** How often a waiting card asks again (ms): well inside the server's 40 s before expiry. */
const POLL_MS = 2000;
const CHOICES = 'moontable.online';
const DEFAULT_WAIT_MS = 60_000;

interface Choice {
  readonly players: number;
  readonly botsAfterMs: number | null;
}

function remembered(game: GameInfo): Choice {
  const fallback = { players: Math.max(2, game.minPlayers), botsAfterMs: DEFAULT_WAIT_MS };
  try {
    const all = JSON.parse(localStorage.getItem(CHOICES) ?? '{}') as Record<string, Choice>;
    const c = all[game.id];
    const fits = c && c.players >= fallback.players && c.players <= game.maxPlayers;
    const wait = c?.botsAfterMs === null || QUEUE_BOT_WAITS_MS.some((w) => w === c?.botsAfterMs);
    return fits && wait ? { players: c.players, botsAfterMs: c.botsAfterMs } : fallback;
  } catch {
    return fallback;
  }
}

function remember(game: string, c: Choice): void {
  try {
    const all = JSON.parse(localStorage.getItem(CHOICES) ?? '{}') as Record<string, Choice>;
    localStorage.setItem(CHOICES, JSON.stringify({ ...all, [game]: c }));
  } catch {
    localStorage.setItem(CHOICES, JSON.stringify({ [game]: c }));
  }
}

/** Leaves the queue as the page goes (a beacon outlives the page; a fetch may not). */
const leaveNow = (): void => {
  const body = new Blob(['{}'], { type: 'application/json' });
  if (!navigator.sendBeacon?.('/api/queue/leave', body))
    void fetch('/api/queue/leave', { method: 'POST', body: '{}', keepalive: true }).catch(() => {});
};

export function OnlineNow({ game }: { game: GameInfo }) {
  const who = useMe();
  const [choice, setChoice] = useState(() => remembered(game));
  const [waiting, setWaiting] = useState<{ entry: QueueWaiting; at: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [found, setFound] = useState<string | null>(null);
  const [, tick] = useState(0);
  const mine = useRef<string | null>(null);
  /** A request of mine is under way: a heartbeat's answer may be about the entry it replaces. */
  const asking = useRef(false);

  /** What the server says of my entry, from any request. */
  const heard = (q: QueueEntry | null, own: boolean) => {
    if (!own && (mine.current === null || asking.current)) return;
    if (!q || (!own && q.id !== mine.current)) {
      if (mine.current !== null) setNote(qw(q ? 'replaced' : 'expired'));
      mine.current = null;
      setWaiting(null);
      return;
    }
    mine.current = q.id;
    if (q.state === 'waiting') {
      setWaiting({ entry: q, at: Date.now() });
      return;
    }
    // Paired: my seat's secret for this browser, then the table.
    mine.current = null;
    setWaiting(null);
    setFound(qw(q.rated ? 'foundRated' : 'found'));
    fetchSeat(q.match, q.game).then(
      () => navigate(`/m/${q.match}`),
      (e: Error) => {
        setFound(null);
        setNote(e.message);
      },
    );
  };

  const ask = async (c: Choice) => {
    asking.current = true;
    setBusy(true);
    setNote(null);
    remember(game.id, c);
    setChoice(c);
    try {
      // The person first (a guest is made at once), under the name typed in the lobby.
      const me = await loadMe();
      const typed = savedName().trim();
      if (typed && typed !== me.name) await rename(typed).catch(() => undefined);
      const body = { game: game.id, players: c.players, botsAfterMs: c.botsAfterMs };
      const answer = await call('POST', '/api/queue', readQueueAnswer, body);
      heard(answer.queue, true);
    } catch (e) {
      setNote((e as Error).message);
    } finally {
      asking.current = false;
      setBusy(false);
    }
  };

  const cancel = async () => {
    asking.current = true;
    setBusy(true);
    try {
      const answer = await call('POST', '/api/queue/leave', readQueueAnswer, {});
      mine.current = null;
      setWaiting(null);
      // Too late: a table was set a moment ago, and the seat is mine.
      if (answer.queue?.state === 'paired') {
        mine.current = answer.queue.id;
        heard(answer.queue, true);
      }
    } catch (e) {
      setNote((e as Error).message);
    } finally {
      asking.current = false;
      setBusy(false);
    }
  };

  const isWaiting = waiting !== null;
  useEffect(() => {
    if (!isWaiting) return;
    const poll = setInterval(() => {
      call('GET', '/api/queue', readQueueAnswer).then(
        (a) => heard(a.queue, false),
        () => undefined, // a missed heartbeat is fine: the next one counts
      );
    }, POLL_MS);
    const clockTimer = setInterval(() => tick((n) => n + 1), 1000);
    return () => {
      clearInterval(poll);
      clearInterval(clockTimer);
    };
  }, [isWaiting]);
  // Closing the page, or leaving the lobby for another page of this app, leaves the queue. The
  // listener is there from the start: a page may go the moment the first answer arrives.
  useEffect(() => {
    const onHide = () => {
      if (mine.current !== null) leaveNow();
    };
    addEventListener('pagehide', onHide);
    return () => {
      removeEventListener('pagehide', onHide);
      onHide();
    };
  }, []);

  if (found)
    return (
      <p class="queue-panel" role="status" data-testid={`queue-found-${game.id}`}>
        {found}
      </p>
    );
  if (!waiting)
    return (
      <>
        <button
          type="button"
          class="primary"
          data-testid={`play-online-${game.id}`}
          disabled={busy}
          onClick={() => void ask(choice)}
        >
          {qw('playOnline')}
        </button>
        {note ? (
          <p class="error queue-note" role="alert">
            {note}
          </p>
        ) : null}
      </>
    );
  const e = waiting.entry;
  const waited = e.now - e.since + (Date.now() - waiting.at);
  const counts: number[] = [];
  for (let n = Math.max(2, game.minPlayers); n <= game.maxPlayers; n++) counts.push(n);
  return (
    <div class="queue-panel" data-testid={`queue-${game.id}`}>
      <p>
        <strong>{qw('searching')}</strong>{' '}
        <span class="muted">{qw('waited', { time: clock(waited) })}</span>
      </p>
      <p class="muted" role="status">
        {othersText(e.others)}
      </p>
      <p class="muted">{qw('window', { n: String(e.window) })}</p>
      <p class="muted">{botsText(e.botsAfterMs, waited)}</p>
      {who?.kind === 'guest' ? <p class="muted small-print">{qw('guestUnrated')}</p> : null}
      <div class="queue-choices">
        <label>
          {qw('players')}{' '}
          <select
            name="queue-players"
            value={String(e.players)}
            disabled={busy}
            onChange={(ev) =>
              void ask({ ...choice, players: Number((ev.target as HTMLSelectElement).value) })
            }
          >
            {counts.map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          {qw('botsAfter')}{' '}
          <select
            name="queue-bots"
            value={String(e.botsAfterMs)}
            disabled={busy}
            onChange={(ev) => {
              const v = (ev.target as HTMLSelectElement).value;
              void ask({ ...choice, botsAfterMs: v === 'null' ? null : Number(v) });
            }}
          >
            {[...QUEUE_BOT_WAITS_MS, null].map((w) => (
              <option key={String(w)} value={String(w)}>
                {waitText(w)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p class="muted small-print">{qw('changeRestarts')}</p>
      <button
        type="button"
        data-testid={`queue-cancel-${game.id}`}
        disabled={busy}
        onClick={() => void cancel()}
      >
        {qw('cancel')}
      </button>
    </div>
  );
}
