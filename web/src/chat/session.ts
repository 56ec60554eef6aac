// A session before the table's socket opens: the chat writes as the person of the socket's
// session (or of the seat, which a session took), so a visitor without one gets a guest first
// (GET /api/me, once per page). Without it, or should the server refuse a new guest, the table
// plays as before and the chat only reads.

import { loadMe } from '../account/me.ts';

let asked: Promise<void> | null = null;

/** Through the page's one ask (account/me.ts): two at once would make two guests. */
export function ensureSession(): Promise<void> {
  asked ??= loadMe().then(
    () => undefined,
    () => undefined,
  );
  return asked;
}
