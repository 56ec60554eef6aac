// The app's own state, above every page: the service worker that keeps Moontable working offline
// (web/sw.js, registered in production builds), a line while the network is gone (what still
// works), and a banner when a new version is ready: the open page keeps its own files until the
// player chooses "Update", so a deploy never breaks a game in progress.

import { useEffect, useState } from 'preact/hooks';
import { t } from './i18n.ts';

/** The new service worker waiting to take over, once one is. */
let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((f) => f());

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The first worker takes the page at once; a later one waits for the player's "Update".
  const hadController = !!navigator.serviceWorker.controller;
  navigator.serviceWorker
    .register('/sw.js')
    .then((reg) => {
      const watch = (worker: ServiceWorker | null) => {
        if (!worker) return;
        const check = () => {
          if (worker.state === 'installed' && navigator.serviceWorker.controller) {
            waiting = worker;
            changed();
          }
        };
        worker.addEventListener('statechange', check);
        check();
      };
      watch(reg.waiting);
      reg.addEventListener('updatefound', () => watch(reg.installing));
    })
    .catch(() => {}); // no offline use (a private window, an insecure origin): the page works as ever
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    location.reload();
  });
}

export function AppStatus() {
  const [online, setOnline] = useState(navigator.onLine);
  const [, redraw] = useState(0);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    const update = () => redraw((n) => n + 1);
    addEventListener('online', on);
    addEventListener('offline', off);
    listeners.add(update);
    return () => {
      removeEventListener('online', on);
      removeEventListener('offline', off);
      listeners.delete(update);
    };
  }, []);
  return (
    <>
      {online ? null : (
        <p class="app-status offline" role="status" data-testid="offline">
          {t('offlineNow')}
        </p>
      )}
      {waiting ? (
        <p class="app-status update" role="status" data-testid="update-ready">
          {t('updateReady')}{' '}
          <button
            type="button"
            data-testid="update"
            onClick={() => waiting?.postMessage('skip-waiting')}
          >
            {t('update')}
          </button>
        </p>
      ) : null}
    </>
  );
}
