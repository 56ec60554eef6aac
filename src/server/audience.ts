// Who watches each match, and what each of them is sent. Every viewer gets its own view
// (`game.view`) and log lines (`game.describe`) in its own language; a message is built once
// per viewer and language however many clients share them.

import type { Lang, Seat, Viewer } from '../engine/game.ts';
import type { LiveMatch } from './live.ts';
import { matchInfo } from './matches.ts';
import { errorMessage } from '../protocol/client-messages.ts';
import type { ServerMessage, Snapshot } from '../protocol/wire.ts';

/** A connected viewer: a seat (with its token) or a spectator. */
export interface Client {
  readonly viewer: Viewer;
  /** The language of its move labels and log lines. */
  readonly lang: Lang;
  send(message: ServerMessage): void;
}

export class Audience {
  private readonly clients = new Map<string, Set<Client>>();

  constructor(private readonly now: () => number) {}

  add(id: string, client: Client): void {
    let set = this.clients.get(id);
    if (!set) this.clients.set(id, (set = new Set()));
    set.add(client);
  }

  /** Removes a client; true when another client still watches as the same viewer. */
  remove(id: string, client: Client): boolean {
    const set = this.clients.get(id);
    set?.delete(client);
    if (set?.size === 0) this.clients.delete(id);
    return [...(set ?? [])].some((c) => c.viewer === client.viewer);
  }

  /** True while a client is connected to the match as `seat`. */
  seated(id: string, seat: Seat): boolean {
    for (const c of this.clients.get(id) ?? []) if (c.viewer === seat) return true;
    return false;
  }

  /** True while anyone watches the match. */
  watching(id: string): boolean {
    return this.clients.has(id);
  }

  /** The match was deleted unstarted: its watchers hear why, and are forgotten. */
  expired(id: string, ttlMs: number): void {
    const hours = Math.round((ttlMs / 3_600_000) * 10) / 10;
    const message = errorMessage(
      'unknown-match',
      `This match expired: its seats stayed free for ${hours} hours.`,
    );
    for (const client of this.clients.get(id) ?? []) client.send(message);
    this.clients.delete(id);
  }

  /** What `viewer` needs to draw the table now. */
  snapshot(live: LiveMatch, viewer: Viewer, lang: Lang): Snapshot {
    const { game, state } = live;
    const toAct: readonly Seat[] = live.row.status === 'running' ? live.toAct() : [];
    const mine = viewer !== 'spectator' && toAct.includes(viewer);
    return {
      version: live.version,
      view: game.view(state, viewer),
      toAct,
      legal: mine
        ? game.legalMoves(state, viewer).map((m) => ({
            move: game.encodeMove(m),
            label: game.moveLabel(state, viewer, m, lang),
          }))
        : [],
      result: live.result(),
      clocks: live.clocksAt(this.now()),
    };
  }

  /** A move was stored: everyone gets its log lines and a fresh snapshot. */
  move(live: LiveMatch, version: number): void {
    this.broadcast(live, (viewer, lang) => ({
      type: 'update',
      event: live.events(viewer, version - 1, lang)[0]!,
      ...this.snapshot(live, viewer, lang),
    }));
  }

  /** Seats or status changed: everyone gets the match and a fresh snapshot (who acts may change). */
  match(live: LiveMatch): void {
    const match = matchInfo(live.row);
    this.broadcast(live, (viewer, lang) => ({
      type: 'match',
      match,
      ...this.snapshot(live, viewer, lang),
    }));
  }

  /**
   * Sends every client of the match its message, built once per viewer and language: clients
   * that share both (spectators, a player's second tab) get the same object, which the socket
   * layer then serializes once.
   */
  broadcast(live: LiveMatch, build: (viewer: Viewer, lang: Lang) => ServerMessage): void {
    const built = new Map<string, ServerMessage>();
    for (const client of this.clients.get(live.row.id) ?? []) {
      const key = `${client.viewer} ${client.lang}`;
      let message = built.get(key);
      if (!message) built.set(key, (message = build(client.viewer, client.lang)));
      client.send(message);
    }
  }
}
