// Helpers of the undo tests over real servers (undo.test.ts, undo-nodes.test.ts).
import assert from 'node:assert/strict';
import { Client, createAndJoin } from './helpers.ts';
import type { Message } from './helpers.ts';

export const SNAPSHOTS = ['welcome', 'update', 'match', 'undone'];
export type Legal = { move: string; label: string }[];

/** A table of `players` people, each with a client that said hello. */
export async function table(url: string, game: string, players: number) {
  const created = await createAndJoin(url, {
    game,
    seats: Array.from({ length: players }, () => ({ kind: 'human' })),
  });
  const id = created.match.id;
  const clients: Client[] = [];
  for (const s of created.seats) {
    const c = await Client.open(url);
    assert.equal((await c.hello(id, s.token)).type, 'welcome');
    clients[s.seat] = c;
  }
  return {
    id,
    clients,
    seats: created.seats.reduce<string[]>((o, s) => ((o[s.seat] = s.token), o), []),
  };
}

export const latest = (c: Client): Message =>
  [...c.messages].reverse().find((m) => SNAPSHOTS.includes(m.type))!;

/** Waits until every client's latest snapshot is at `version`. */
export async function settle(clients: Client[], version: number): Promise<void> {
  for (const c of clients)
    if (latest(c).version !== version)
      await c.next((m) => SNAPSHOTS.includes(m.type) && m.version === version);
}

/** The seat to act (one whose latest snapshot lists legal moves). */
export const acting = (clients: Client[]): number =>
  clients.findIndex((c) => (latest(c).legal as Legal).length > 0);

/** `seat` plays `move` (default its first legal move); resolves with the new version. */
export async function play(clients: Client[], seat: number, move?: string): Promise<number> {
  const c = clients[seat]!;
  const s = latest(c);
  const from = c.messages.length;
  c.send({ type: 'move', version: s.version, move: move ?? (s.legal as Legal)[0]!.move, id: 'm' });
  const answer = await c.next((m) => m.type === 'ack' || m.type === 'error', 10_000, from);
  assert.equal(answer.type, 'ack', JSON.stringify(answer));
  await settle(clients, answer.version as number);
  return answer.version as number;
}

/** `seat` sends an undo frame; resolves with the first undo message or error it gets back. */
export async function send(c: Client, frame: Record<string, unknown>): Promise<Message> {
  const from = c.messages.length;
  c.send({ id: 'u', ...frame });
  return c.next((m) => m.type.startsWith('undo') || m.type === 'error', 10_000, from);
}

/**
 * Plays first legal moves until the mover may ask to take its move back (the engine allows it);
 * resolves with the asker, the move's version and the legal moves it had before.
 */
export async function askable(clients: Client[]) {
  for (let i = 0; i < 40; i++) {
    const seat = acting(clients);
    const legal = latest(clients[seat]!).legal as Legal;
    const version = await play(clients, seat);
    const answer = await send(clients[seat]!, { type: 'undo-ask', version });
    if (answer.type === 'undo-asked') return { seat, version, legal };
    assert.match(String(answer.code), /^undo-(revealed|chance)$/, JSON.stringify(answer));
  }
  throw new Error('no move could be taken back in 40 moves');
}
