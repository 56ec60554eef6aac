// "Play now against bots": one click creates a table of you and bots at a good level, joins it
// under your remembered name and opens it.

import { readCreateAnswer, readJoinAnswer } from '../../../src/protocol/server-messages.ts';
import type { CreateRequest, CreateSeat, JoinRequest } from '../../../src/protocol/wire.ts';
import { call, holdSeat, saveName } from '../api.ts';
import { DEFAULT_BOT } from '../levels.ts';

/** Creates and joins the table; returns the address of the seat. */
export async function playNow(game: string, players: number, name: string): Promise<string> {
  const request: CreateRequest = {
    game,
    seats: [
      { kind: 'human' },
      ...Array.from({ length: players - 1 }, (): CreateSeat => ({ kind: 'bot', bot: DEFAULT_BOT })),
    ],
  };
  const created = await call('POST', '/api/matches', readCreateAnswer, request);
  const token = created.invites.find((i) => i.seat === 0)?.token;
  if (!token) throw new Error('The server gave no seat for you.');
  const join: JoinRequest = { token, name };
  await call('POST', `/api/matches/${created.match.id}/join`, readJoinAnswer, join);
  saveName(name);
  holdSeat({ match: created.match.id, game, token, seat: 0, joined: true, at: Date.now() });
  return `/m/${created.match.id}#token=${token}`;
}
