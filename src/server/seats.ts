// Seats and presence: taking a seat with its invite (which is spent then: the seat's secret,
// handed out once, opens it from then on), viewers connecting as a seat or a spectator, players
// going away and coming back, and the takeover bot standing in for a player who left, stayed
// away past the grace period, or ran out of time.

import type { Result, Seat, Viewer } from '../engine/game.ts';
import { ok } from '../engine/game.ts';
import { noMatch } from '../protocol/client-messages.ts';
import { PROTOCOL } from '../protocol/wire.ts';
import type { Client } from './audience.ts';
import type { Audience } from './audience.ts';
import type { Clocks } from './clocks.ts';
import type { MatchSteps } from './hub-api.ts';
import type { LiveMatch } from './live.ts';
import { logError } from './log.ts';
import { badToken, filled, hashToken, keyOf, matchInfo, newToken, seatTaken } from './matches.ts';

/** Moves sent on reconnect; past this gap the client gets the view alone. */
export const MAX_CATCH_UP = 1000;

/** What seats ask of the hub: its steps, its audience and its clocks' timers. */
export interface SeatsHub extends MatchSteps {
  readonly audience: Audience;
  readonly clocks: Pick<Clocks, 'schedule' | 'timer'>;
}

export class Seats {
  constructor(private readonly hub: SeatsHub) {}

  /**
   * Seats a player under `name` with the seat's invite and hands out the seat's secret (once:
   * the invite is spent). With the secret instead, renames. The match starts once every seat is
   * filled. Two people with one invite, on one node or two: the first takes the seat.
   */
  join(
    id: string,
    token: string,
    name: string,
    person: string | null = null,
  ): Promise<Result<{ seat: Seat; token: string }>> {
    const hub = this.hub;
    return hub.serial(id, async () => {
      const live = await hub.load(id);
      if (!live) return noMatch(id);
      const key = keyOf(live.row, token);
      if (!key) return badToken();
      if (key.as === 'spent') return seatTaken();
      const secret = key.as === 'secret' ? token : newToken();
      let taken = false;
      const done = await hub.updateMatch(live, (row) => {
        const s = row.seats[key.seat];
        taken = key.as === 'invite' && s?.kind === 'human' && s.secretHash !== null;
        if (s?.kind !== 'human' || taken) return null;
        // The person who takes the seat holds it; a seat taken before sessions gets its person
        // when its secret comes back with one.
        const holder = s.person ?? person;
        const seats = row.seats.map((x, i) =>
          i === key.seat ? { ...s, name, secretHash: hashToken(secret), person: holder } : x,
        );
        const starts = row.status === 'open' && filled(seats);
        return starts ? { seats, status: 'running', startedAt: hub.now() } : { seats };
      });
      if (taken) return seatTaken();
      if (!done.ok) return done;
      hub.afterChange(live);
      return ok({ seat: key.seat, token: secret });
    });
  }

  /**
   * Hands the seat's holder a new secret for it (the old one opens nothing from then on), so a
   * person signed in on another device opens their seat there. The caller checked who holds it.
   */
  reissue(id: string, seat: Seat): Promise<Result<{ seat: Seat; token: string }>> {
    const hub = this.hub;
    return hub.serial(id, async () => {
      const live = await hub.load(id);
      if (!live) return noMatch(id);
      const secret = newToken();
      const done = await hub.updateMatch(live, (row) => ({
        seats: row.seats.map((x, i) =>
          i === seat && x.kind === 'human' ? { ...x, secretHash: hashToken(secret) } : x,
        ),
      }));
      if (!done.ok) return done;
      return ok({ seat, token: secret });
    });
  }

  /** Names seats anew (a deleted account's pseudonym), leaving everything else as it was. */
  rename(id: string, seats: readonly Seat[], name: string): Promise<Result<void>> {
    const hub = this.hub;
    return hub.serial(id, async () => {
      const live = await hub.load(id);
      if (!live) return noMatch(id);
      const done = await hub.updateMatch(live, (row) => ({
        seats: row.seats.map((x, i) =>
          seats.includes(i) && x.kind === 'human' ? { ...x, name } : x,
        ),
      }));
      if (done.ok) hub.audience.match(live);
      return done;
    });
  }

  /**
   * Connects a viewer and returns what it needs to draw the table, with the moves it missed
   * since `since` (or null when the gap is too long and the view alone must do).
   */
  connect(
    id: string,
    token: string | null,
    since: number | null,
    makeClient: (viewer: Viewer) => Client,
  ): Promise<Result<{ client: Client; seat: Seat | null }>> {
    const hub = this.hub;
    return hub.serial(id, async () => {
      const live = await hub.load(id);
      if (!live) return noMatch(id);
      // The seat's secret opens the seat; an open seat's invite watches until its player joins
      // (the welcome names the seat it would take); a spent invite opens nothing.
      let seat: Seat | null = null;
      let invite: Seat | null = null;
      if (token !== null) {
        const key = keyOf(live.row, token);
        if (!key) return badToken();
        if (key.as === 'spent') return seatTaken();
        if (key.as === 'secret') seat = key.seat;
        else invite = key.seat;
      }
      if (seat !== null) await this.handBack(live, seat);
      const client = makeClient(seat ?? 'spectator');
      hub.audience.add(id, client);
      const gap = since === null ? live.version : live.version - since;
      const events =
        gap <= MAX_CATCH_UP ? live.events(client.viewer, since ?? 0, client.lang) : null;
      client.send({
        type: 'welcome',
        protocol: PROTOCOL,
        match: matchInfo(live.row),
        seat,
        ...(invite === null ? {} : { invite }),
        events,
        ...hub.audience.snapshot(live, client.viewer, client.lang),
      });
      return ok({ client, seat });
    });
  }

  /** A player is back: the takeover bot stops playing for them. */
  async handBack(live: LiveMatch, seat: Seat): Promise<void> {
    const s = live.row.seats[seat];
    if (s?.kind !== 'human' || (!s.takenOver && s.awaySince === null)) return;
    if (s.takenOver) live.refill(seat, this.hub.now());
    await this.hub.updateMatch(live, (row) => ({
      seats: row.seats.map((x, i) =>
        i === seat && x.kind === 'human' ? { ...x, takenOver: false, awaySince: null } : x,
      ),
    }));
    this.hub.audience.match(live);
    this.hub.clocks.schedule(live);
  }

  /** A client's socket closed: its seat is away once no other client holds it. */
  disconnect(id: string, client: Client): void {
    const hub = this.hub;
    const stillHere = hub.audience.remove(id, client);
    const seat = client.viewer;
    if (seat === 'spectator' || hub.closed || stillHere) return;
    void hub
      .serial(id, async () => {
        const live = await hub.load(id);
        const takeover = live?.row.settings.takeover;
        if (!live || !takeover || live.row.status === 'finished') return;
        const awaySince = hub.now();
        await hub.updateMatch(live, (row) => ({
          seats: row.seats.map((x, i) =>
            i === seat && x.kind === 'human' ? { ...x, awaySince } : x,
          ),
        }));
        hub.clocks.timer(`away:${id}:${seat}`, takeover.graceMs, () =>
          hub.serial(id, () => this.takeOverIfAway(id, seat)),
        );
      })
      .catch((e) => logError(`marking seat ${seat} of ${id} away failed`, e));
  }

  /**
   * The player asked to leave: the takeover bot plays for them from now on, so the others can
   * finish (a match set up without one gets the random bot). Connecting again takes it back.
   */
  leave(id: string, seat: Seat): Promise<Result<void>> {
    return this.hub.serial(id, async () => {
      const live = await this.hub.load(id);
      if (!live) return noMatch(id);
      return this.takeOver(live, [seat]);
    });
  }

  /**
   * A seat set for a person who has not come yet (a queue's table, marked away from its start):
   * the takeover bot plays for it if they are not at the table within `graceMs`.
   */
  expect(id: string, seat: Seat, graceMs: number): void {
    this.hub.clocks.timer(`away:${id}:${seat}`, graceMs, () =>
      this.hub.serial(id, () => this.takeOverIfAway(id, seat)),
    );
  }

  private async takeOverIfAway(id: string, seat: Seat): Promise<void> {
    const live = await this.hub.load(id);
    if (!live) return;
    await this.hub.catchUp(live);
    const s = live.row.seats[seat];
    const grace = live.row.settings.takeover?.graceMs ?? Infinity;
    if (s?.kind === 'human' && s.awaySince !== null && this.hub.now() - s.awaySince >= grace - 5)
      await this.takeOver(live, [seat]);
  }

  /** The takeover bot plays for these seats from now on. */
  async takeOver(live: LiveMatch, seats: readonly Seat[]): Promise<Result<void>> {
    const done = await this.hub.updateMatch(live, (row) => ({
      seats: row.seats.map((x, i) =>
        seats.includes(i) && x.kind === 'human' && !x.takenOver ? { ...x, takenOver: true } : x,
      ),
    }));
    if (done.ok) this.hub.afterChange(live);
    return done;
  }
}
