// "Play now against bots": one click creates a table of you and bots at a good level, seated
// at once under your remembered name (the seat's secret is kept in this browser), and opens it.

import { readCreateAnswer } from '../../../src/protocol/server-messages.ts';
import type { CreateRequest, CreateSeat } from '../../../src/protocol/wire.ts';
import { call, holdSeat, saveName } from '../api.ts';
import { DEFAULT_BOT } from '../levels.ts';

/**
 * Creates the table with you at seat 1; returns its address. `rated`: the game's bots have fixed
 * ratings (a new game's do not yet, and its table is then unrated).
 */
export async function playNow(
  game: string,
  players: number,
  name: string,
  rated = true,
): Promise<string> {
  const request: CreateRequest = {
    game,
    seats: [
      { kind: 'human' },
      ...Array.from({ length: players - 1 }, (): CreateSeat => ({ kind: 'bot', bot: DEFAULT_BOT })),
    ],
    join: { seat: 0, name },
    // Rated: the bots have fixed ratings, so a game against them says something of yours.
    ...(players > 1 && rated ? { rated: true } : {}),
  };
  const created = await call('POST', '/api/matches', readCreateAnswer, request);
  if (created.token === undefined) throw new Error('The server gave no seat for you.');
  saveName(name);
  holdSeat({
    match: created.match.id,
    game,
    token: created.token,
    seat: 0,
    joined: true,
    at: Date.now(),
  });
  return `/m/${created.match.id}`;
}
