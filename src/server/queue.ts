// "Play online now": people ask to be paired for a game and a player count (store/queue.ts keeps
// them in the database, so every node sees them), and every node looks at the queue once a
// second: a table is set when enough people fit each other's rating windows (queue-plan.ts), or
// with bots once the longest waiter's chosen wait is over. The table is written, with its people
// seated and holding their seats, in the same commit that marks their entries paired; each
// person learns it at their next heartbeat and asks for their seat's secret.
//
// Why polling, not LISTEN: the windows widen and bot waits end with time alone, so each bucket
// must be looked at again every so often whether or not anyone new arrived; one cheap statement
// a second per node does that and also covers a NOTIFY lost while a node reconnects. The node
// that takes a request looks at its bucket at once, so two people on one node meet at once.

import { randomBytes, randomInt } from 'node:crypto';
import type { Result, Seat } from '../engine/game.ts';
import { checkPlayers, fail, ok } from '../engine/game.ts';
import { findGame } from '../games/index.ts';
import type { QueueEntry, QueueRequest } from '../protocol/queue.ts';
import { MODEL } from '../ratings/index.ts';
import type { Person } from '../store/people.ts';
import type { Placed, QueueRow, QueueStore } from '../store/queue.ts';
import type { MatchRow } from '../store/store.ts';
import type { Hub } from './hub.ts';
import { LiveMatch } from './live.ts';
import { logError } from './log.ts';
import { newMatchRow } from './matches.ts';
import type { NewMatch } from './matches.ts';
import { botFor, planTables, windowOf } from './queue-plan.ts';

/** A waiter not heard from this long (no heartbeat: the page is gone) is out of the queue. */
export const QUEUE_STALE_MS = 40_000;
/** A paired entry is kept this long for its person to read, then forgotten. */
const PAIRED_KEEP_MS = 10 * 60_000;
/**
 * A table set for a person this recently is answered to a new request of theirs instead of
 * replacing it: they may have asked again in the moment the table was set (ms).
 */
const PAIRED_HOLD_MS = 30_000;
/** How often stale entries are swept (ms). */
const SWEEP_MS = 10_000;
/**
 * Tables one commit writes at most: the embedded database runs one transaction at a time, and a
 * commit of 250 tables held people's moves for half a second; 16 took 37 to 60 ms
 * (bench/queue.ts, docs/benchmarks.md).
 */
const TABLES_PER_COMMIT = 16;

export class Queue {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private swept = 0;
  /**
   * A player who does not come to a queue table's seat, or leaves it, has the takeover bot play
   * for them after this long (ms; tests shorten it).
   */
  graceMs = 60_000;

  constructor(
    private readonly hub: Hub,
    readonly store: QueueStore,
    /** How often this node looks at the queue (ms); 0: only when asked (tests). */
    private readonly everyMs: number,
    /** A person banned since they asked is never paired (their entry expires unheard). */
    private readonly banned: (person: string) => boolean = () => false,
  ) {}

  start(): void {
    if (this.everyMs <= 0) return;
    this.timer = setInterval(() => void this.pass(), this.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }

  /** Puts `person` in the queue (replacing an earlier entry of theirs) and looks for a table. */
  async ask(person: Person, req: QueueRequest): Promise<Result<QueueEntry>> {
    const game = findGame(req.game);
    if (!game)
      return fail(
        'unknown-game',
        null,
        `Unknown game "${req.game}".`,
        `Unbekanntes Spiel "${req.game}".`,
      );
    const wrong = checkPlayers(game, req.players);
    if (wrong) return { ok: false, error: wrong };
    if (req.players < 2)
      return fail(
        'bad-player-count',
        null,
        'Playing online with strangers needs two seats or more.',
        'Online gegen Fremde braucht es zwei Plätze oder mehr.',
      );
    const now = this.hub.now();
    const rating = (await this.hub.ratings.store.ratingsOf(person.id)).get(game.id);
    const row = await this.store.put(
      {
        id: `q_${randomBytes(9).toString('base64url')}`,
        person: person.id,
        game: game.id,
        players: req.players,
        name: person.name,
        mu: rating?.mu ?? MODEL.mu,
        account: person.kind === 'account',
        botsAfterMs: req.botsAfterMs,
        since: now,
        seenAt: now,
      },
      now - PAIRED_HOLD_MS,
    );
    // This bucket at once: two people on one node meet without waiting for the timer.
    await this.pairBucket(game.id, req.players, now).catch((e) =>
      logError('pairing the queue failed', e),
    );
    return ok(await this.answer((await this.store.get(person.id)) ?? row));
  }

  /** The person's entry, its heartbeat refreshed; null when they are not in the queue. */
  async beat(personId: string): Promise<QueueEntry | null> {
    const now = this.hub.now();
    const row = await this.store.beat(personId, now, now - QUEUE_STALE_MS);
    return row ? this.answer(row) : null;
  }

  /** Leaves the queue; a table already set for the person is still answered. */
  async leave(personId: string): Promise<QueueEntry | null> {
    const row = await this.store.leave(personId);
    return row ? this.answer(row) : null;
  }

  private async answer(row: QueueRow): Promise<QueueEntry> {
    const { id, game, players } = row;
    if (row.state === 'paired')
      return {
        state: 'paired',
        id,
        game,
        players,
        match: row.match ?? '',
        seat: row.seat ?? 0,
        rated: row.rated === true,
        bots: row.bots ?? 0,
      };
    const now = this.hub.now();
    return {
      state: 'waiting',
      id,
      game,
      players,
      botsAfterMs: row.botsAfterMs,
      since: row.since,
      now,
      window: windowOf(now - row.since),
      others: await this.store.others(game, players, now - QUEUE_STALE_MS, row.person),
    };
  }

  /** Looks at every bucket where someone waits and sets the tables it can; how many it set. */
  pass(): Promise<number> {
    if (this.running) return this.running.then(() => this.pass());
    const run = this.passOnce()
      .catch((e) => {
        logError('pairing the queue failed', e);
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    this.running = run;
    return run;
  }

  private async passOnce(): Promise<number> {
    const now = this.hub.now();
    const fresh = now - QUEUE_STALE_MS;
    if (now - this.swept >= SWEEP_MS) {
      this.swept = now;
      await this.store.sweep(fresh, now - PAIRED_KEEP_MS);
    }
    let set = 0;
    for (const b of await this.store.buckets(fresh)) {
      // A full commit may leave more tables to set: the bucket is read again for them.
      let n: number;
      do {
        n = await this.pairBucket(b.game, b.players, now);
        set += n;
      } while (n === TABLES_PER_COMMIT);
    }
    return set;
  }

  private async pairBucket(gameId: string, players: number, now: number): Promise<number> {
    const game = findGame(gameId);
    const options = game?.parseOptions({});
    if (!game || !options?.ok) return 0;
    const made: [MatchRow, LiveMatch][] = [];
    const set = await this.store.pair(
      gameId,
      players,
      now,
      now - QUEUE_STALE_MS,
      async (tx, waiting) => {
        const placed: Placed[] = [];
        const open = waiting.filter((w) => !this.banned(w.person));
        for (const table of planTables(open, players, now).slice(0, TABLES_PER_COMMIT)) {
          const bot = botFor(gameId, table.people);
          // Seats in a random order: who sits first is nobody's choice.
          const order: (QueueRow | null)[] = [...table.people, ...Array(table.bots).fill(null)];
          for (let i = order.length - 1; i > 0; i--) {
            const j = randomInt(i + 1);
            [order[i], order[j]] = [order[j]!, order[i]!];
          }
          const rated = table.people.every((p) => p.account);
          const req: NewMatch = {
            game: gameId,
            options: {},
            seats: order.map((p) => (p ? { kind: 'human' } : { kind: 'bot', bot })),
            settings: {
              timeControl: null,
              turn: null,
              takeover: { bot, graceMs: this.graceMs },
              hints: false,
              rated,
            },
            join: null,
            seated: order.flatMap((p, seat: Seat) =>
              p ? [{ seat, name: p.name, person: p.person }] : [],
            ),
          };
          const { row } = newMatchRow(req, null, now);
          const live = new LiveMatch(game, options.value, row);
          const final: MatchRow = { ...row, botTurn: live.botTurn(), deadline: live.deadline() };
          await this.hub.store.createIn(tx, final);
          made.push([final, live]);
          for (const [seat, p] of order.entries())
            if (p) placed.push({ id: p.id, match: final.id, seat, rated, bots: table.bots });
        }
        return { placed, out: made.length };
      },
    );
    // Committed: the tables' bots and turns begin on this node, and a person who does not come
    // to their seat within the grace has the takeover bot play for them.
    for (const [row, live] of made) {
      this.hub.adopt(row, live);
      for (const [seat, s] of row.seats.entries())
        if (s.kind === 'human') this.hub.seats.expect(row.id, seat, this.graceMs);
    }
    return set ?? 0;
  }
}
