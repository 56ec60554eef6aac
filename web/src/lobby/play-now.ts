// "Play now against bots": one click creates a table of you and bots at a good level, joins it
// under your remembered name and opens it.

import { call, holdSeat, saveName } from '../api.ts';
import type { MatchInfo } from '../api.ts';
import { DEFAULT_BOT } from '../levels.ts';

export interface Created {
  readonly match: MatchInfo;
  readonly invites: readonly { seat: number; token: string; url: string }[];
  readonly spectate: string;
}

/** Creates and joins the table; returns the address of the seat. */
export async function playNow(game: string, players: number, name: string): Promise<string> {
  const seats = [
    { kind: 'human' },
    ...Array.from({ length: players - 1 }, () => ({ kind: 'bot', bot: DEFAULT_BOT })),
  ];
  const created = await call<Created>('POST', '/api/matches', { game, seats });
  const token = created.invites.find((i) => i.seat === 0)?.token;
  if (!token) throw new Error('The server gave no seat for you.');
  await call('POST', `/api/matches/${created.match.id}/join`, { token, name });
  saveName(name);
  holdSeat({ match: created.match.id, game, token, seat: 0, joined: true, at: Date.now() });
  return `/m/${created.match.id}#token=${token}`;
}
