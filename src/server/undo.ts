// Taking back a move by consent (docs/undo.md). A player asks to take back the match's last
// move, which must be their own and made by their own hand; the engine must find it fair
// (engine/undo.ts: no chance, nothing hidden shown). Every other person seated must agree; bots
// and seats a bot plays for agree at once. All agreeing, the move row is deleted in one checked
// transaction (store/take-back.ts) and the match is rebuilt from the shorter log, so the record
// simply lacks the move and replays exactly; a refusal, or any move first, ends the request.
// A request lives in the database (`undo_asks`, store/take-back.ts), so players on different
// nodes answer the same one; every change is announced to every node with the message its
// clients are told, and each node keeps the open requests it heard of for bots and welcomes.

import type { Result, Seat } from '../engine/game.ts';
import { fail, ok } from '../engine/game.ts';
import { undoRefusal } from '../engine/undo.ts';
import { noMatch } from '../protocol/client-messages.ts';
import { undoMessage } from '../protocol/undo.ts';
import type { UndoAskedMessage, UndoCancelledMessage } from '../protocol/undo.ts';
import type { MatchRow, MatchStore } from '../store/store.ts';
import { changeAsk, migrateAsks, putAsk, takeBack } from '../store/take-back.ts';
import type { AskRow } from '../store/take-back.ts';
import type { Audience } from './audience.ts';
import type { MatchSteps } from './hub-api.ts';
import { RateLimiter } from './limits.ts';
import { LiveMatch } from './live.ts';
import { logError } from './log.ts';

export interface UndoHub extends MatchSteps {
  readonly store: MatchStore;
  readonly audience: Audience;
  readonly botTurns: { schedule(live: LiveMatch): void };
  readonly clocks: { schedule(live: LiveMatch): void };
}

/** A request as this node last heard of it. */
interface Ask {
  readonly seat: Seat;
  readonly version: number;
  readonly waiting: readonly Seat[];
  readonly askedAt: number;
}

/** A request nobody finished answering ends after this long (ms). */
export const ASK_TTL_MS = 120_000;

/** Asks per seat and match: a burst of 3, then one every 20 s. */
const ASK_RATE: [number, number] = [1 / 20, 3];

const refuse = (code: string, en: string, de: string): Result<never> => fail(code, null, en, de);

export class Undos {
  private readonly asks = new Map<string, Ask>();
  private readonly limiter: RateLimiter;

  constructor(private readonly hub: UndoHub) {
    this.limiter = new RateLimiter(...ASK_RATE, () => hub.now());
  }

  /** Creates the requests' table when missing. */
  start(): Promise<void> {
    return migrateAsks(this.hub.store);
  }

  /**
   * The request open at match `id`, if any (for bots, which wait, and the welcome). One older
   * than its time is over even if the node that was to end it died first.
   */
  pending(id: string): Ask | null {
    const ask = this.asks.get(id);
    if (ask && ask.askedAt + ASK_TTL_MS <= this.hub.now()) {
      this.asks.delete(id);
      return null;
    }
    return ask ?? null;
  }

  /**
   * A node announced a change of match `id`'s request (`text`: the message to tell); this node's
   * clients hear it when the match is in its memory (`here`).
   */
  heard(id: string, text: string, here: boolean): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return logError(`an undo announcement of ${id} is not JSON`, text);
    }
    const m = undoMessage(parsed as Record<string, unknown>, () => ({}));
    if (m?.type === 'undo-asked') {
      const known = this.asks.get(id);
      const askedAt = known?.version === m.version ? known.askedAt : this.hub.now();
      this.asks.set(id, { seat: m.seat, version: m.version, waiting: m.waiting, askedAt });
    } else if (m?.type === 'undo-cancelled') this.asks.delete(id);
    else return logError(`an undo announcement of ${id} says nothing known`, text);
    if (!here || this.hub.closed) return;
    void this.hub
      .serial(id, async () => {
        const live = await this.hub.load(id);
        if (!live) return;
        this.hub.audience.broadcast(live, () => m);
        if (m.type === 'undo-cancelled') this.hub.botTurns.schedule(live);
      })
      .catch((e) => logError(`telling the undo of ${id} failed`, e));
  }

  /** `seat` asks to take back move `version`, the match's last and its own. */
  ask(id: string, seat: Seat, version: number): Promise<Result<void>> {
    return this.hub.serial(id, async () => {
      const live = await this.hub.load(id);
      if (!live) return noMatch(id);
      if (version > live.version) await this.hub.catchUp(live);
      if (live.row.status !== 'running')
        return refuse(
          'match-over',
          'Only a running match has moves to take back.',
          'Nur in einer laufenden Partie lassen sich Züge zurücknehmen.',
        );
      if (!this.limiter.take(`${id} ${seat}`))
        return refuse(
          'rate-limited',
          'Too many requests to take back a move; wait a little.',
          'Zu viele Bitten um Zurücknahme; warte ein wenig.',
        );
      const last = live.lastMove();
      if (!last || version !== live.version || last.seat !== seat || last.by !== 'player')
        return refuse(
          'not-your-last-move',
          'Only your own last move can be taken back, while nobody has moved since.',
          'Zurücknehmen lässt sich nur dein eigener letzter Zug, solange niemand danach gezogen hat.',
        );
      const before = await this.rebuilt(live);
      const move = live.game.parseMove(last.move);
      if (!move.ok) throw new Error(`stored move ${version} of ${id} does not parse`);
      const refusal = undoRefusal(
        live.game,
        live.players,
        before.state,
        seat,
        move.value,
        live.state,
      );
      if (refusal) return { ok: false, error: refusal };
      const waiting = live.row.seats.flatMap((s, i) =>
        i !== seat && s.kind === 'human' && !s.takenOver ? [i] : [],
      );
      const ask: AskRow = { seat, version, waiting, askedAt: this.hub.now() };
      if (waiting.length === 0) return this.perform(live, ask);
      // Held here at once (bots wait from now); told to every node through the database.
      this.asks.set(id, ask);
      const asked: UndoAskedMessage = { type: 'undo-asked', seat, version, waiting };
      await putAsk(this.hub.store, id, ask, JSON.stringify(asked));
      // Nobody answering (a player gone) must not hold the bots for ever.
      setTimeout(() => void this.expire(id, version), ASK_TTL_MS).unref();
      return ok(undefined);
    });
  }

  /** `seat` agrees to (or refuses) taking back move `version`. */
  answer(id: string, seat: Seat, version: number, accept: boolean): Promise<Result<void>> {
    return this.hub.serial(id, async () => {
      const live = await this.hub.load(id);
      if (!live) return noMatch(id);
      let outcome: 'none' | 'refused' | 'waiting' | 'all' = 'none';
      // Read and changed in one transaction: two answers on two nodes at once cannot both be
      // the last one.
      const ask = await changeAsk(this.hub.store, id, version, (ask) => {
        // The asker may withdraw (answer no to its own request); everyone else answers once.
        const open = ask !== null && ask.askedAt + ASK_TTL_MS > this.hub.now();
        if (!open || (!ask.waiting.includes(seat) && !(ask.seat === seat && !accept)))
          return { waiting: ask?.waiting ?? null, message: null };
        if (!accept) {
          outcome = 'refused';
          const cancelled: UndoCancelledMessage = {
            type: 'undo-cancelled',
            seat: ask.seat,
            version,
            why: 'refused',
            by: seat,
          };
          return { waiting: null, message: JSON.stringify(cancelled) };
        }
        const waiting = ask.waiting.filter((s) => s !== seat);
        if (waiting.length === 0) {
          outcome = 'all';
          return { waiting: null, message: null };
        }
        outcome = 'waiting';
        const asked: UndoAskedMessage = { type: 'undo-asked', seat: ask.seat, version, waiting };
        return { waiting, message: JSON.stringify(asked) };
      });
      if (outcome === 'none' || !ask)
        return refuse(
          'no-undo-asked',
          'Nobody is waiting for your answer to take back that move.',
          'Niemand wartet auf deine Antwort zur Zurücknahme dieses Zugs.',
        );
      if (outcome !== 'all') return ok(undefined);
      this.asks.delete(id);
      return this.perform(live, ask);
    });
  }

  /** The request for move `version` still open after its time: it ends, and the bots go on. */
  private async expire(id: string, version: number): Promise<void> {
    const cancelled = (ask: AskRow): UndoCancelledMessage => ({
      type: 'undo-cancelled',
      seat: ask.seat,
      version,
      why: 'expired',
      by: null,
    });
    await changeAsk(this.hub.store, id, version, (ask) => ({
      waiting: null,
      message: ask ? JSON.stringify(cancelled(ask)) : null,
    })).catch((e) => logError(`ending the undo request of ${id} failed`, e));
  }

  /**
   * A bot's move while people answer a request: refused, so the bot waits (asked again once the
   * request ends) instead of ending the request before anyone could agree.
   */
  holding(): Result<never> {
    return refuse(
      'undo-pending',
      'The players are deciding whether to take back a move; the bots wait.',
      'Die Spieler entscheiden, ob ein Zug zurückgenommen wird; die Bots warten.',
    );
  }

  /** A move was stored: an open request ends (`by` the mover's seat, null for a bot's move). */
  moved(live: LiveMatch, by: Seat | null): void {
    const id = live.row.id;
    if (!this.asks.has(id)) return;
    this.asks.delete(id);
    void changeAsk(this.hub.store, id, null, (ask) => {
      if (!ask) return { waiting: null, message: null };
      const cancelled: UndoCancelledMessage = {
        type: 'undo-cancelled',
        seat: ask.seat,
        version: ask.version,
        why: 'moved',
        by,
      };
      return { waiting: null, message: JSON.stringify(cancelled) };
    }).catch((e) => logError(`ending the undo request of ${id} failed`, e));
  }

  /**
   * Another node took a move back (the row's `taken_back` moved): rebuild from the log and tell
   * this node's clients. True when it did.
   */
  async caughtUp(live: LiveMatch, row: MatchRow): Promise<boolean> {
    if ((row.takenBack ?? 0) === (live.row.takenBack ?? 0)) return false;
    const seat = live.lastMove()?.seat ?? 0;
    const taken = live.version;
    const fresh = new LiveMatch(live.game, live.options, row);
    for (const m of await this.hub.store.moves(row.id)) {
      const applied = fresh.applyLogged(m);
      if (!applied.ok) throw new Error(`log of ${row.id} broken at ${m.version}`);
    }
    live.become(fresh);
    this.asks.delete(row.id);
    this.sendUndone(live, seat, taken);
    return true;
  }

  /** The match rebuilt from its log without the last move. */
  private async rebuilt(live: LiveMatch): Promise<LiveMatch> {
    const fresh = new LiveMatch(live.game, live.options, live.row);
    const moves = await this.hub.store.moves(live.row.id);
    for (const m of moves.slice(0, live.version - 1)) {
      const applied = fresh.applyLogged(m);
      if (!applied.ok) throw new Error(`log of ${live.row.id} broken at ${m.version}`);
    }
    return fresh;
  }

  /** Everyone agreed: the move goes, durably, and everyone sees the table without it. */
  private async perform(live: LiveMatch, ask: AskRow): Promise<Result<void>> {
    const fresh = await this.rebuilt(live);
    const now = Math.max(this.hub.now(), live.row.updatedAt);
    const patch = { botTurn: fresh.botTurn(live.row), deadline: fresh.deadline(live.row) };
    // A seat change on another node (someone's connection came or went) is no reason to keep
    // the move: read it and try once more, as long as the move is still the last.
    for (let attempt = 0; ; attempt++) {
      const expected = { version: live.version, seatsVersion: live.row.seatsVersion };
      if (await takeBack(this.hub.store, live.row.id, expected, patch, now)) break;
      await this.hub.catchUp(live);
      if (attempt >= 1 || live.version !== ask.version || live.row.status !== 'running')
        return refuse(
          'undo-too-late',
          'The match changed before everyone agreed; the move stays.',
          'Die Partie hat sich geändert, bevor alle zugestimmt haben; der Zug bleibt.',
        );
    }
    const row = live.row;
    live.become(fresh);
    live.row = {
      ...row,
      ...patch,
      version: fresh.version,
      seatsVersion: row.seatsVersion + 1,
      takenBack: (row.takenBack ?? 0) + 1,
      updatedAt: now,
    };
    this.sendUndone(live, ask.seat, ask.version);
    this.hub.botTurns.schedule(live);
    this.hub.clocks.schedule(live);
    return ok(undefined);
  }

  private sendUndone(live: LiveMatch, seat: Seat, taken: number): void {
    const audience = this.hub.audience;
    audience.broadcast(live, (viewer, lang) => ({
      type: 'undone',
      seat,
      taken,
      ...audience.snapshot(live, viewer, lang),
    }));
  }
}
