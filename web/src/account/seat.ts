// A seat of mine on this device: the server hands a signed-in person the secret of a seat they
// hold (`POST /api/matches/:id/seat`, rotated each time), kept here like a seat taken here. My
// games uses it for a table this browser holds no secret of; the match page uses it when the
// secret it holds was replaced on another device.

import { useEffect, useRef } from 'preact/hooks';
import type { ApiError } from '../api.ts';
import { call, holdSeat } from '../api.ts';
import { readSeatAgainAnswer } from '../../../src/protocol/identity.ts';

/** Fetches my seat's secret for `match` and keeps it in this browser; returns the secret. */
export async function fetchSeat(match: string, game: string): Promise<string> {
  const { seat, token } = await call('POST', `/api/matches/${match}/seat`, readSeatAgainAnswer, {});
  holdSeat({ match, game, token, seat, joined: true, at: Date.now() });
  return token;
}

/**
 * When the seat's secret this page held is refused (it was re-issued to another device of the
 * same person), asks once for it again; the person's session proves the seat is theirs. A
 * browser whose person holds no seat there stays a spectator with the refusal shown.
 */
export function useSeatAgain(
  match: string,
  game: string | null,
  held: boolean,
  refused: ApiError | null,
  onSecret: (secret: string) => void,
): void {
  const tried = useRef(false);
  useEffect(() => {
    if (!refused || !held || tried.current || refused.code !== 'bad-token') return;
    tried.current = true;
    fetchSeat(match, game ?? '').then(onSecret, () => undefined);
  }, [refused, held, match, game]);
}
