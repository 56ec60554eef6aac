// The seats this user took on servers, kept between runs: an invite link is spent when its seat
// is taken, and the seat's secret the server hands out then is the only key to the seat. It is
// kept in a file only its owner can read ($XDG_STATE_HOME/moontable/seats.json, else
// ~/.local/state/moontable/seats.json) under the invite link it came from, so `moontable join`
// (or `bot`) with the same link takes the seat again after the command ended.

import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

export interface HeldSeat {
  readonly seat: number;
  /** The seat's secret. */
  readonly token: string;
  readonly at: number;
}

/** Seats kept at most; the oldest go first. */
const KEEP = 200;

export const seatFilePath = (): string =>
  join(process.env.XDG_STATE_HOME || join(homedir(), '.local', 'state'), 'moontable', 'seats.json');

const keyOf = (origin: string, match: string, invite: string) => `${origin}/m/${match}#${invite}`;

function readAll(): Record<string, HeldSeat> {
  try {
    const data = JSON.parse(readFileSync(seatFilePath(), 'utf8')) as unknown;
    return typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as Record<string, HeldSeat>)
      : {};
  } catch {
    return {};
  }
}

/** The seat this user took with this invite to a match on a server, if any. */
export function heldSeat(origin: string, match: string, invite: string): HeldSeat | null {
  const held = readAll()[keyOf(origin, match, invite)];
  return held && typeof held.token === 'string' && typeof held.seat === 'number' ? held : null;
}

/**
 * Keeps a seat's secret. A file that cannot be written costs the seat after this run only, so
 * it is a warning, not a failure.
 */
export function holdSeat(
  origin: string,
  match: string,
  invite: string,
  seat: HeldSeat,
): string | null {
  const path = seatFilePath();
  try {
    const all = { ...readAll(), [keyOf(origin, match, invite)]: seat };
    const kept = Object.entries(all)
      .sort(([, a], [, b]) => b.at - a.at)
      .slice(0, KEEP);
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    const next = `${path}.${process.pid}`;
    writeFileSync(next, JSON.stringify(Object.fromEntries(kept), null, 1), { mode: 0o600 });
    chmodSync(next, 0o600);
    renameSync(next, path);
    return null;
  } catch (e) {
    return `could not keep the seat's key in ${path} (${(e as Error).message}); this run holds the seat, a later one could not`;
  }
}
