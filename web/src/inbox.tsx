// The your-turn inbox (/inbox): every match waiting for my move, the nearest deadline first, and
// "Next game", which opens the first of them. The seat's secret comes from
// `POST /api/matches/:id/seat` (my session holds the seat) and is kept like a seat taken here.

import { useEffect, useState } from 'preact/hooks';
import type { Inbox, InboxItem, VacationState } from '../../src/protocol/inbox.ts';
import { readVacationAnswer } from '../../src/protocol/inbox.ts';
import { readSeatAgainAnswer } from '../../src/protocol/identity.ts';
import { ApiFailure, call, holdSeat } from './api.ts';
import { gameName } from './catalog.ts';
import { lang, t } from './i18n.ts';
import { fetchInbox, inboxChanged, onInboxReopened, span } from './inbox-badge.tsx';
import { navigate } from './router.ts';

const nameOf = (game: string): string =>
  gameName(
    { id: game, name: game.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()) },
    lang(),
  );

/** Opens a match waiting for me: its seat's secret, new, kept here; then the table. */
async function open(item: InboxItem): Promise<void> {
  const given = await call('POST', `/api/matches/${item.id}/seat`, readSeatAgainAnswer, {
    seat: item.seat,
  });
  holdSeat({
    match: item.id,
    game: item.game,
    token: given.token,
    seat: given.seat,
    joined: true,
    at: Date.now(),
  });
  navigate(`/m/${item.id}`);
}

/** Vacation days: how many are left; book some from now, or end the one under way. */
function VacationBox({ onChange }: { onChange: () => void }) {
  const [state, setState] = useState<VacationState | null>(null);
  const [days, setDays] = useState(3);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void call('GET', '/api/me/vacation', readVacationAnswer).then(setState, () => {});
  }, []);
  const ask = (path: string, body: unknown) =>
    void call('POST', path, readVacationAnswer, body).then(
      (s) => {
        setError(null);
        setState(s);
        onChange();
      },
      (e: unknown) => setError(e instanceof ApiFailure ? e.message : String(e)),
    );
  if (!state) return null;
  return (
    <section class="panel vacation" aria-labelledby="vacation-title" data-testid="vacation">
      <h3 id="vacation-title">{t('vacation')}</h3>
      {state.until !== null ? (
        <p>
          {t('vacationUntil', {
            date: new Date(state.until).toLocaleString(lang(), {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })}{' '}
          <button onClick={() => ask('/api/me/vacation/end', {})}>{t('vacationEnd')}</button>
        </p>
      ) : null}
      <p class="muted">{t('vacationLeft', { n: String(state.daysLeft) })}</p>
      {state.until === null && state.daysLeft > 0 ? (
        <p>
          <label>
            {t('vacationDays')}{' '}
            <input
              type="number"
              name="vacation-days"
              min={1}
              max={state.daysLeft}
              value={days}
              onInput={(e) => setDays(Number((e.target as HTMLInputElement).value))}
            />
          </label>{' '}
          <button onClick={() => ask('/api/me/vacation', { days })}>{t('vacationTake')}</button>
        </p>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}

export function InboxPage() {
  const [box, setBox] = useState<Inbox | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);
  useEffect(() => onInboxReopened(() => setLoads((n) => n + 1)), []);
  useEffect(() => {
    let live = true;
    void fetchInbox().then((b) => {
      if (!live) return;
      if (b) setBox(b);
      else setError(t('inboxFailed'));
      inboxChanged();
    });
    return () => {
      live = false;
    };
  }, [loads]);
  const go = (item: InboxItem) =>
    void open(item).catch((e: unknown) =>
      setError(e instanceof ApiFailure ? e.message : String(e)),
    );
  const due = (item: InboxItem, now: number): string =>
    item.deadline === null
      ? t('noDeadline')
      : item.deadline <= now
        ? t('overdue')
        : t('dueIn', { time: span(item.deadline - now) });
  return (
    <>
      <section class="panel inbox" aria-labelledby="inbox-title">
        <h2 id="inbox-title">{t('inboxTitle')}</h2>
        {error ? <p role="alert">{error}</p> : null}
        {box === null ? (
          error ? null : (
            <p class="muted">{t('loading')}</p>
          )
        ) : box.items.length === 0 ? (
          <p data-testid="inbox-empty">{t('inboxEmpty')}</p>
        ) : (
          <>
            <p>
              <button class="primary" data-testid="next-game" onClick={() => go(box.items[0]!)}>
                {t('nextGame')}
              </button>
            </p>
            <ul class="inbox-list">
              {box.items.map((item) => (
                <li key={`${item.id}/${item.seat}`} data-testid="inbox-item" data-match={item.id}>
                  <div>
                    <strong>{nameOf(item.game)}</strong>
                    <span class="muted"> {item.players.map((p) => p ?? '…').join(' · ')}</span>
                  </div>
                  <div class="muted">
                    {due(item, box.now)}
                    {item.perMoveMs !== null
                      ? ` · ${t('perMove', { time: span(item.perMoveMs) })}`
                      : ''}
                  </div>
                  <button onClick={() => go(item)}>{t('openGame')}</button>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <VacationBox onChange={() => setLoads((n) => n + 1)} />
    </>
  );
}
