// The answer of the notifications API (docs/api.md, "Notifications"), shared by the server and
// the web client, with its reader.

import { answer } from './server-messages.ts';
import { boolean, count, nullable, object, oneOf, string } from './read.ts';

export type WebhookKind = 'json' | 'discord' | 'matrix';

/** `GET /api/me/notifications`, and what every change of them answers. */
export interface NotifyAnswer {
  readonly yourTurn: boolean;
  readonly deadline: boolean;
  readonly gameEnd: boolean;
  readonly webhook: { readonly url: string; readonly kind: WebhookKind } | null;
  readonly email: string | null;
  readonly lang: 'en' | 'de';
  /** How many browsers get push messages. */
  readonly push: number;
  /** True when the server sends e-mail (its operator named a mail server). */
  readonly emailAvailable: boolean;
  /** The server's public VAPID key (base64url), for `pushManager.subscribe`. */
  readonly vapidKey: string;
}

export const readNotifyAnswer = answer<NotifyAnswer>('notification settings', (o) => ({
  yourTurn: boolean(o.yourTurn, 'yourTurn'),
  deadline: boolean(o.deadline, 'deadline'),
  gameEnd: boolean(o.gameEnd, 'gameEnd'),
  webhook: nullable((x: unknown, at: string) => {
    const w = object(x, at);
    return {
      url: string(w.url, `${at}.url`),
      kind: oneOf(['json', 'discord', 'matrix'] as const)(w.kind, `${at}.kind`),
    };
  })(o.webhook ?? null, 'webhook'),
  email: nullable(string)(o.email ?? null, 'email'),
  lang: oneOf(['en', 'de'] as const)(o.lang, 'lang'),
  push: count(o.push, 'push'),
  emailAvailable: boolean(o.emailAvailable, 'emailAvailable'),
  vapidKey: string(o.vapidKey, 'vapidKey'),
}));
