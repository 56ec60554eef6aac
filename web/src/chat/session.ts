// A session before the table's socket opens: the chat writes as the person of the socket's
// session (or of the seat, which a session took), so a visitor without one gets a guest first
// (GET /api/me, once per page). Without it, or should the server refuse a new guest, the table
// plays as before and the chat only reads.

let asked: Promise<void> | null = null;

export function ensureSession(): Promise<void> {
  asked ??= fetch('/api/me', { credentials: 'same-origin' }).then(
    () => undefined,
    () => undefined,
  );
  return asked;
}
