// The your-turn badge in the header of every page: how many matches wait for my move
// (`GET /api/me/inbox`), asked again every 45 s, when the page comes back into view and after
// each navigation. A browser without a session gets a guest first (`GET /api/me`), so the seats
// it takes are its person's and show up here. The page itself (/inbox) is inbox.tsx.

import { useEffect, useState } from 'preact/hooks';
import type { Inbox } from '../../src/protocol/inbox.ts';
import { readInboxAnswer } from '../../src/protocol/inbox.ts';
import { loadMe } from './account/me.ts';
import { lang, t } from './i18n.ts';
import { linkClick, usePath } from './router.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A span of time in words: "3 days", "5 hours", "12 minutes" (rounded down). */
export function span(ms: number): string {
  const de = lang() === 'de';
  // Whole days or hours (a time per move: "1 day", "12 hours") stay whole.
  const inDays = ms >= 2 * DAY || (ms >= DAY && ms % DAY === 0);
  const inHours = ms >= 2 * HOUR || (ms >= HOUR && ms % HOUR === 0);
  const [n, one, many] = inDays
    ? [Math.floor(ms / DAY), de ? 'Tag' : 'day', de ? 'Tage' : 'days']
    : inHours
      ? [Math.floor(ms / HOUR), de ? 'Stunde' : 'hour', de ? 'Stunden' : 'hours']
      : [
          Math.max(1, Math.floor(ms / 60_000)),
          de ? 'Minute' : 'minute',
          de ? 'Minuten' : 'minutes',
        ];
  return `${n} ${n === 1 ? one : many}`;
}

const EVERY_MS = 45_000;

/** The inbox, making a guest first when this browser has no session yet; null if unavailable. */
export async function fetchInbox(): Promise<Inbox | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const res = await fetch('/api/me/inbox', { cache: 'no-store' });
    if (res.status === 401 && attempt === 0) {
      // The page's one ask for the identity (account/me.ts): a second GET /api/me in flight
      // beside it would make a second guest, and the last cookie set would win over the page's.
      const me = await loadMe().then(
        () => true,
        () => false,
      );
      if (!me) return null;
      continue;
    }
    if (!res.ok) return null;
    const read = readInboxAnswer(await res.json());
    return read.ok ? read.value : null;
  }
  return null;
}

/** Listeners told when the inbox may have changed (the inbox page loaded). */
const changed = new Set<() => void>();
export const inboxChanged = (): void => changed.forEach((f) => f());

/** The inbox page's listeners: the badge was clicked while the page is open (load it again). */
const reopened = new Set<() => void>();
export function onInboxReopened(f: () => void): () => void {
  reopened.add(f);
  return () => reopened.delete(f);
}

export function InboxBadge() {
  const path = usePath();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    const update = () =>
      void fetchInbox()
        .then((box) => live && setCount(box ? box.items.length : null))
        .catch(() => {});
    update();
    const timer = setInterval(update, EVERY_MS);
    const onVisible = () => document.visibilityState === 'visible' && update();
    document.addEventListener('visibilitychange', onVisible);
    addEventListener('focus', update);
    changed.add(update);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      removeEventListener('focus', update);
      changed.delete(update);
    };
  }, [path]);
  const n = count ?? 0;
  return (
    <a
      href="/inbox"
      class="inbox-link"
      onClick={(e) => {
        if (location.pathname === '/inbox') reopened.forEach((f) => f());
        linkClick('/inbox')(e);
      }}
      aria-label={
        n === 0
          ? t('inbox')
          : `${t('inbox')}: ${n === 1 ? t('inboxBadgeOne') : t('inboxBadge', { n: String(n) })}`
      }
    >
      <span class="nav-long">{t('inbox')}</span>
      <span class="nav-short">{t('inboxShort')}</span>
      {n > 0 ? (
        <span class="badge" data-testid="inbox-badge">
          {n}
        </span>
      ) : null}
    </a>
  );
}
