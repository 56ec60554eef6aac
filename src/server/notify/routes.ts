// The HTTP API of notifications (docs/api.md, "Notifications"): a person's choices (which
// events; a webhook; an e-mail address where the server sends e-mail), their browsers' push
// subscriptions, the server's public VAPID key, and a test message on every channel.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isObject } from '../../protocol/read.ts';
import type { NotifySettings, NotifyStore, WebhookKind } from '../../store/notify.ts';
import { MAX_SUBSCRIPTIONS } from '../../store/notify.ts';
import type { Identity } from '../identity.ts';
import { refusal } from '../identity.ts';
import { needSession, tooMany, writeBudget } from '../identity-routes.ts';
import type { Limits } from '../limits.ts';
import { RateLimiter } from '../limits.ts';
import { sendError } from '../routes.ts';
import { checkStrings } from '../strings.ts';
import type { Notifier } from './notifier.ts';

const URL_MAX = 500;
const EMAIL_MAX = 254;
const ENDPOINT_MAX = 1000;
const KINDS: readonly WebhookKind[] = ['json', 'discord', 'matrix'];
const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;

const bad = (reply: FastifyReply, en: string, de: string) =>
  sendError(reply, refusal('bad-request', en, de), 400);

/** The settings a body asks for over `now`, or the words of what is wrong with it. */
export function readSettings(
  body: Record<string, unknown>,
  now: NotifySettings,
  allowHttp: boolean,
): { ok: true; value: NotifySettings } | { ok: false; en: string; de: string } {
  const next = { ...now } as { -readonly [K in keyof NotifySettings]: NotifySettings[K] };
  for (const flag of ['yourTurn', 'deadline', 'gameEnd'] as const) {
    if (body[flag] === undefined) continue;
    if (typeof body[flag] !== 'boolean')
      return {
        ok: false,
        en: `"${flag}" must be true or false.`,
        de: `"${flag}" muss true oder false sein.`,
      };
    next[flag] = body[flag];
  }
  if (body.webhook !== undefined) {
    if (body.webhook === null) next.webhook = null;
    else {
      const w = isObject(body.webhook) ? body.webhook : {};
      const kind = w.kind ?? 'json';
      let url: URL | null = null;
      try {
        url = typeof w.url === 'string' && w.url.length <= URL_MAX ? new URL(w.url) : null;
      } catch {
        url = null;
      }
      if (!url || !(url.protocol === 'https:' || (allowHttp && url.protocol === 'http:')))
        return {
          ok: false,
          en: `The webhook must be an https:// address of at most ${URL_MAX} characters.`,
          de: `Der Webhook muss eine https://-Adresse mit höchstens ${URL_MAX} Zeichen sein.`,
        };
      if (!KINDS.includes(kind as WebhookKind))
        return {
          ok: false,
          en: `"webhook.kind" must be one of ${KINDS.join(', ')}.`,
          de: `"webhook.kind" muss eins von ${KINDS.join(', ')} sein.`,
        };
      next.webhook = { url: url.href, kind: kind as WebhookKind };
    }
  }
  if (body.email !== undefined) {
    if (body.email === null || body.email === '') next.email = null;
    else if (
      typeof body.email !== 'string' ||
      body.email.length > EMAIL_MAX ||
      !/^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(body.email)
    )
      return {
        ok: false,
        en: 'That is not an e-mail address.',
        de: 'Das ist keine E-Mail-Adresse.',
      };
    else next.email = body.email;
  }
  if (body.lang !== undefined) {
    if (body.lang !== 'en' && body.lang !== 'de')
      return { ok: false, en: '"lang" must be en or de.', de: '"lang" muss en oder de sein.' };
    next.lang = body.lang;
  }
  return { ok: true, value: next };
}

export interface NotifyRoutesContext {
  readonly identity: Identity;
  readonly store: NotifyStore;
  readonly notifier: Notifier;
  /** http:// webhooks and push endpoints allowed (tests, a closed network). */
  readonly allowHttp: boolean;
  /** The write budget per network (`httpRate`), as for the people routes. */
  readonly limits: Limits;
}

export function notifyRoutes(app: FastifyInstance, ctx: NotifyRoutesContext): void {
  const { identity, store, notifier } = ctx;
  const tests = new RateLimiter(1 / 30, 1); // one test message per person per 30 s
  const spent = writeBudget(ctx.limits);
  const origin = (req: FastifyRequest): string => `${req.protocol}://${req.host}`;

  const answer = async (person: string) => {
    const s = await store.settings(person);
    return {
      ...s,
      push: (await store.subscriptions(person)).length,
      emailAvailable: notifier.deliveries.email,
      vapidKey: (await notifier.deliveries.vapid()).publicKey,
    };
  };

  app.get('/api/me/notifications', async (req, reply) => {
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    void reply.header('cache-control', 'no-store');
    return answer(me.person.id);
  });

  app.post('/api/me/notifications', async (req, reply) => {
    if (spent(req, reply)) return reply;
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    const strings = checkStrings(req.body);
    if (!strings.ok) return sendError(reply, strings.error);
    if (!isObject(req.body)) return bad(reply, 'Send a JSON object.', 'Schicke ein JSON-Objekt.');
    const read = readSettings(req.body, await store.settings(me.person.id), ctx.allowHttp);
    if (!read.ok) return bad(reply, read.en, read.de);
    if (read.value.email && !notifier.deliveries.email)
      return bad(
        reply,
        'This server sends no e-mail (its operator set no mail server).',
        'Dieser Server verschickt keine E-Mails (sein Betreiber hat keinen Mailserver eingerichtet).',
      );
    await store.saveSettings(me.person.id, { ...read.value, origin: origin(req) }, identity.now());
    return answer(me.person.id);
  });

  app.post('/api/me/push', async (req, reply) => {
    if (spent(req, reply)) return reply;
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    const b = isObject(req.body) ? req.body : {};
    const keys = isObject(b.keys) ? b.keys : {};
    let endpoint: URL | null = null;
    try {
      endpoint =
        typeof b.endpoint === 'string' && b.endpoint.length <= ENDPOINT_MAX
          ? new URL(b.endpoint)
          : null;
    } catch {
      endpoint = null;
    }
    const ok =
      endpoint &&
      (endpoint.protocol === 'https:' || (ctx.allowHttp && endpoint.protocol === 'http:')) &&
      typeof keys.p256dh === 'string' &&
      keys.p256dh.length <= 100 &&
      B64URL.test(keys.p256dh) &&
      typeof keys.auth === 'string' &&
      keys.auth.length <= 40 &&
      B64URL.test(keys.auth);
    if (!ok || !endpoint)
      return bad(
        reply,
        'A push subscription is {endpoint: "https://...", keys: {p256dh, auth}} as the browser gives it.',
        'Ein Push-Abo ist {endpoint: "https://...", keys: {p256dh, auth}}, wie der Browser es liefert.',
      );
    const kept = await store.subscribe(
      me.person.id,
      { endpoint: endpoint.href, p256dh: keys.p256dh as string, auth: keys.auth as string },
      identity.now(),
    );
    if (!kept)
      return sendError(
        reply,
        refusal(
          'too-many-subscriptions',
          `At most ${MAX_SUBSCRIPTIONS} browsers get push messages per person; remove one first.`,
          `Höchstens ${MAX_SUBSCRIPTIONS} Browser bekommen Push-Nachrichten pro Person; entferne erst einen.`,
        ),
        409,
      );
    return answer(me.person.id);
  });

  app.post('/api/me/push/remove', async (req, reply) => {
    if (spent(req, reply)) return reply;
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    const b = isObject(req.body) ? req.body : {};
    if (typeof b.endpoint !== 'string' || b.endpoint.length > ENDPOINT_MAX)
      return bad(
        reply,
        'Name the subscription by its "endpoint".',
        'Nenne das Abo mit seinem "endpoint".',
      );
    await store.unsubscribe(b.endpoint, me.person.id);
    return answer(me.person.id);
  });

  app.post('/api/me/notifications/test', async (req, reply) => {
    const me = await needSession(identity, req, reply);
    if (!me) return reply;
    if (!tests.take(me.person.id))
      return tooMany(
        reply,
        30,
        refusal(
          'rate-limited',
          'One test message every 30 seconds.',
          'Eine Testnachricht alle 30 Sekunden.',
        ),
      );
    await notifier.test(me.person.id);
    return { ok: true };
  });
}
