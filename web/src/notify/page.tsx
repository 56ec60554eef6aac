// /notifications: what Moontable tells me and how: my turn, a deadline near its end, a game's
// end; as push messages to this browser (through the service worker), a webhook (Discord,
// Matrix or plain JSON) and, where the server sends e-mail, a digest. "Send a test" tries them.

import { useEffect, useState } from 'preact/hooks';
import { readNotifyAnswer } from '../../../src/protocol/notify.ts';
import type { NotifyAnswer, WebhookKind } from '../../../src/protocol/notify.ts';
import { ApiFailure, call } from '../api.ts';
import { lang } from '../i18n.ts';
import { nw } from './words.ts';
import './notify.css';

const ok = (json: unknown) => ({ ok: true as const, value: json });

/** The server's VAPID key as the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

export function NotificationsPage() {
  const [s, setS] = useState<NotifyAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [hook, setHook] = useState('');
  const [kind, setKind] = useState<WebhookKind>('discord');
  const [email, setEmail] = useState('');
  const [pushHere, setPushHere] = useState<boolean | null>(null);

  const show = (a: NotifyAnswer) => {
    setS(a);
    setHook(a.webhook?.url ?? '');
    setKind(a.webhook?.kind ?? 'discord');
    setEmail(a.email ?? '');
  };
  const fail = (e: unknown) => setError(e instanceof ApiFailure ? e.message : String(e));
  const save = (body: Record<string, unknown>, said = nw('saved')) => {
    setError(null);
    return call('POST', '/api/me/notifications', readNotifyAnswer, { ...body, lang: lang() })
      .then((a) => {
        show(a);
        setSaved(said);
      })
      .catch(fail);
  };

  useEffect(() => {
    // `/api/me` first: a visitor who has none gets their (guest) identity there.
    call('GET', '/api/me', ok)
      .then(() => call('GET', '/api/me/notifications', readNotifyAnswer))
      .then(show)
      .catch(fail);
    void registration()
      .then((r) => r?.pushManager.getSubscription())
      .then((sub) => setPushHere(sub ? true : false))
      .catch(() => setPushHere(null));
  }, []);

  const togglePush = async () => {
    setError(null);
    try {
      const reg = await registration();
      if (!reg || !s) return setError(nw('pushUnavailable'));
      const had = await reg.pushManager.getSubscription();
      if (had) {
        await call('POST', '/api/me/push/remove', readNotifyAnswer, {
          endpoint: had.endpoint,
        }).then(show);
        await had.unsubscribe();
        setPushHere(false);
        return;
      }
      if ((await Notification.requestPermission()) !== 'granted') return setError(nw('pushDenied'));
      const sub = await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(s.vapidKey),
      });
      const json = sub.toJSON();
      show(
        await call('POST', '/api/me/push', readNotifyAnswer, {
          endpoint: json.endpoint,
          keys: json.keys,
        }),
      );
      setPushHere(true);
    } catch (e) {
      fail(e);
    }
  };

  if (!s)
    return error ? (
      <p class="error" role="alert">
        {error}
      </p>
    ) : (
      <p class="muted">{nw('loading')}</p>
    );
  return (
    <div class="notify panel" data-testid="notifications">
      <h1>{nw('title')}</h1>
      <fieldset>
        <legend>{nw('when')}</legend>
        {(['yourTurn', 'deadline', 'gameEnd'] as const).map((k) => (
          <label key={k} class="check">
            <input
              type="checkbox"
              data-testid={`notify-${k}`}
              checked={s[k]}
              onChange={(e) => void save({ [k]: (e.target as HTMLInputElement).checked })}
            />{' '}
            {nw(k)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{nw('push')}</legend>
        <p class="muted">{nw('pushHint')}</p>
        <button
          type="button"
          data-testid="push-toggle"
          disabled={pushHere === null}
          onClick={() => void togglePush()}
        >
          {pushHere ? nw('pushOff') : nw('pushOn')}
        </button>
      </fieldset>
      <fieldset>
        <legend>{nw('webhook')}</legend>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save({ webhook: hook.trim() ? { url: hook.trim(), kind } : null });
          }}
        >
          <label>
            {nw('webhookUrl')}{' '}
            <input
              type="url"
              data-testid="webhook-url"
              value={hook}
              maxLength={500}
              placeholder="https://discord.com/api/webhooks/..."
              onInput={(e) => setHook((e.target as HTMLInputElement).value)}
            />
          </label>{' '}
          <label>
            {nw('webhookKind')}{' '}
            <select
              value={kind}
              data-testid="webhook-kind"
              onChange={(e) => setKind((e.target as HTMLSelectElement).value as WebhookKind)}
            >
              <option value="discord">Discord</option>
              <option value="matrix">Matrix</option>
              <option value="json">JSON</option>
            </select>
          </label>{' '}
          <button type="submit" data-testid="webhook-save">
            {nw('save')}
          </button>
        </form>
      </fieldset>
      {s.emailAvailable ? (
        <fieldset>
          <legend>{nw('email')}</legend>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void save({ email: email.trim() || null });
            }}
          >
            <label>
              {nw('emailAddress')}{' '}
              <input
                type="email"
                value={email}
                maxLength={254}
                onInput={(e) => setEmail((e.target as HTMLInputElement).value)}
              />
            </label>{' '}
            <button type="submit">{nw('save')}</button>
          </form>
        </fieldset>
      ) : null}
      <p>
        <button
          type="button"
          data-testid="notify-test"
          onClick={() =>
            void call('POST', '/api/me/notifications/test', ok)
              .then(() => setSaved(nw('testSent')))
              .catch(fail)
          }
        >
          {nw('test')}
        </button>
      </p>
      {saved && !error ? (
        <p role="status" data-testid="notify-saved">
          {saved}
        </p>
      ) : null}
      {error ? (
        <p class="error" role="alert" data-testid="notify-error">
          {error}
        </p>
      ) : null}
      <p class="muted">{nw('iphone')}</p>
    </div>
  );
}
