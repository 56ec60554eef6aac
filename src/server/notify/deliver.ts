// The three ways a notification leaves the server: web push (encrypted for the browser by
// `web-push`, VAPID-signed with the server's key pair), a webhook (a JSON POST in the shape the
// person chose: plain, Discord's or a Matrix hookshot's), and e-mail (a digest, only where the
// operator set an SMTP server). A delivery that fails is logged and dropped: a notification is a
// courtesy, never a reason to hold up a move.

import { lookup } from 'node:dns/promises';
import { Agent } from 'node:https';
import { isIP } from 'node:net';
import type { Transporter } from 'nodemailer';
import type { NotifyStore, PushSubscriptionRow, WebhookKind } from '../../store/notify.ts';
import { logError } from '../log.ts';

/** What every channel says: a title, one line, the table's address, and the facts. */
export interface Message {
  readonly title: string;
  readonly body: string;
  readonly url: string;
  readonly event: { readonly kind: string; readonly match: string; readonly game: string };
}

export interface DeliverOptions {
  /** e.g. smtp://user:pass@mail.example.org:587; null: no e-mail. */
  readonly smtpUrl: string | null;
  /** The sender of e-mails, e.g. "Moontable <games@example.org>". */
  readonly mailFrom: string;
  /**
   * Webhooks and push endpoints on private, loopback or link-local addresses (refused by
   * default: a person must not make the server call into its own network). Tests allow them.
   */
  readonly allowPrivateTargets: boolean;
  /** VAPID contact (mailto: or https:) for push services. */
  readonly vapidSubject: string;
  /** A certificate authority (PEM) push services are also trusted under: a closed network's, tests'. */
  readonly caCert?: string | null;
}

const TIMEOUT_MS = 5000;

/** Whether an address is one a stranger's URL must not reach (private, loopback, link-local...). */
export function privateAddress(ip: string): boolean {
  if (isIP(ip) === 4) {
    const [a, b] = ip.split('.').map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b < 128) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b < 32) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const v6 = ip.toLowerCase();
  if (v6.startsWith('::ffff:')) return privateAddress(v6.slice(7));
  return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || /^ff/.test(v6);
}

/** Refuses a URL whose host resolves to a private address (unless allowed). */
async function reachable(url: string, allowPrivate: boolean): Promise<boolean> {
  if (allowPrivate) return true;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  return addresses.length > 0 && !addresses.some(privateAddress);
}

export function webhookBody(kind: WebhookKind, m: Message): unknown {
  const line = `${m.title}: ${m.body} ${m.url}`;
  switch (kind) {
    case 'discord':
      return { content: line, username: 'Moontable' };
    case 'matrix':
      return { text: line, username: 'Moontable' };
    default:
      return { ...m };
  }
}

/**
 * `web-push` is loaded with the first push or key pair, and `nodemailer` only where the operator
 * set an SMTP server: a server whose players never subscribe does not pay for them at start
 * (docs/benchmarks.md, "Footprint").
 */
let webPushModule: Promise<typeof import('web-push')> | undefined;
const webPush = async () => {
  const m = await (webPushModule ??= import('web-push'));
  // A CommonJS module: Node gives its exports as `default` (its types know only the names).
  return (m as { default?: typeof m }).default ?? m;
};

export class Deliveries {
  private keys: { publicKey: string; privateKey: string } | null = null;
  private readonly mailer: Promise<Transporter> | null;
  private readonly agent: Agent | undefined;

  constructor(
    private readonly store: NotifyStore,
    private readonly opts: DeliverOptions,
  ) {
    const url = opts.smtpUrl;
    this.mailer = url
      ? import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url))
      : null;
    this.agent = opts.caCert ? new Agent({ ca: opts.caCert }) : undefined;
  }

  get email(): boolean {
    return this.mailer !== null;
  }

  /** The VAPID key pair: made once for the whole cluster, kept in the database. */
  async vapid(): Promise<{ publicKey: string; privateKey: string }> {
    if (!this.keys) {
      const made = (await webPush()).generateVAPIDKeys();
      const stored = await this.store.key('vapid', () => JSON.stringify(made));
      this.keys = JSON.parse(stored) as { publicKey: string; privateKey: string };
    }
    return this.keys;
  }

  async push(personId: string, subs: readonly PushSubscriptionRow[], m: Message): Promise<void> {
    if (subs.length === 0) return;
    const keys = await this.vapid();
    const webpush = await webPush();
    const payload = JSON.stringify({ title: m.title, body: m.body, url: m.url });
    await Promise.all(
      subs.map(async (s) => {
        try {
          if (!(await reachable(s.endpoint, this.opts.allowPrivateTargets))) return;
          await webpush.sendNotification(
            { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
            payload,
            {
              vapidDetails: { subject: this.opts.vapidSubject, ...keys },
              TTL: 24 * 3600,
              timeout: TIMEOUT_MS,
              ...(this.agent ? { agent: this.agent } : {}),
            },
          );
        } catch (e) {
          const status = (e as { statusCode?: number }).statusCode;
          // The browser dropped the subscription: forget it.
          if (status === 404 || status === 410) await this.store.unsubscribe(s.endpoint, personId);
          else logError('a push notification failed', e);
        }
      }),
    );
  }

  async webhook(hook: { url: string; kind: WebhookKind }, m: Message): Promise<void> {
    try {
      if (!(await reachable(hook.url, this.opts.allowPrivateTargets))) return;
      const res = await fetch(hook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Moontable' },
        body: JSON.stringify(webhookBody(hook.kind, m)),
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await res.body?.cancel();
    } catch (e) {
      logError('a webhook failed', e);
    }
  }

  async mail(to: string, subject: string, text: string): Promise<void> {
    if (!this.mailer) return;
    try {
      await (await this.mailer).sendMail({ from: this.opts.mailFrom, to, subject, text });
    } catch (e) {
      logError('an e-mail failed', e);
    }
  }

  close(): void {
    void this.mailer?.then((t) => t.close());
  }
}
