// Bots at the table: when a bot (or the takeover bot) is to act, it is asked for a move with
// only what its seat sees, after a pause so people can follow, and its move goes through the
// same path as a player's.

import type { Result, Seat } from '../engine/game.ts';
import type { MoveRow } from '../store/store.ts';
import type { BotQueue, Table } from './bot-queue.ts';
import { MAX_TIMER_MS } from './clocks.ts';
import type { Audience } from './audience.ts';
import type { LiveMatch } from './live.ts';
import { logError, logInfo } from './log.ts';
import { personAtTable } from './people.ts';

/** What bot turns ask of the hub: the bot threads' queue and the way a move is submitted. */
export interface BotTurnsHub {
  readonly closed: boolean;
  /** Who is connected where: a seat earns a person's priority only while it is. */
  readonly audience: Pick<Audience, 'seated'>;
  readonly botQueue: Pick<BotQueue, 'choose'>;
  readonly options: { readonly botDelayMs: number };
  submit(
    id: string,
    seat: Seat,
    version: number,
    text: string,
    by: MoveRow['by'],
  ): Promise<Result<number>>;
}

export class BotTurns {
  /** `match:version:seat` of every bot decision under way. */
  private readonly thinking = new Set<string>();
  /** Decisions a stop cancelled: no failure, reported once (`reportCancelled`). */
  private cancelled = 0;

  constructor(private readonly hub: BotTurnsHub) {}

  /** Bot decisions under way per match. */
  private readonly perMatch = new Map<string, number>();

  /** True while a bot of the match is deciding (or waits for a bot thread). */
  working(id: string): boolean {
    return this.perMatch.has(id);
  }

  private count(id: string, by: 1 | -1): void {
    const n = (this.perMatch.get(id) ?? 0) + by;
    if (n > 0) this.perMatch.set(id, n);
    else this.perMatch.delete(id);
  }

  /** After a stop: one info line for the bot decisions it cancelled, if any. */
  reportCancelled(): void {
    if (this.cancelled > 0)
      logInfo(`the stop cancelled ${this.cancelled} bot decisions under way`, {
        cancelled: this.cancelled,
      });
    this.cancelled = 0;
  }

  /** Asks the bots of every seat to act (once per seat and version). */
  schedule(live: LiveMatch): void {
    const hub = this.hub;
    if (hub.closed) return;
    const id = live.row.id;
    const version = live.version;
    // Bots of a table where a person plays go first; all-bot tables share what is left. Either
    // way networks take turns, by the network that created the match.
    const table: Table = personAtTable(live, hub.audience) ? 'person' : 'bots';
    const group = live.row.creatorNet ?? '';
    for (const seat of live.botSeats()) {
      const key = `${id}:${version}:${seat}`;
      if (this.thinking.has(key)) continue;
      this.thinking.add(key);
      this.count(id, 1);
      const s = live.row.seats[seat]!;
      const bot = s.kind === 'bot' ? s.bot : (live.row.settings.takeover?.bot ?? 'random');
      const by: MoveRow['by'] = s.kind === 'bot' ? 'bot' : 'takeover';
      const view = live.game.view(live.state, seat);
      const legal = live.game.legalMoves(live.state, seat).map((m) => live.game.encodeMove(m));
      const think = async () => {
        try {
          if (hub.closed) return;
          const move = await hub.botQueue.choose(
            id,
            table,
            {
              game: live.game,
              seat,
              view,
              legal,
              bot,
              seed: `${live.row.seed}/${version}/${seat}`,
            },
            group,
          );
          if (!hub.closed) await hub.submit(id, seat, version, move, by);
        } catch (e) {
          // A stop cancels the decisions under way: that is no failure of the bot.
          if (hub.closed) this.cancelled++;
          else logError(`bot for seat ${seat} of ${id} failed`, e);
        } finally {
          this.thinking.delete(key);
          this.count(id, -1);
        }
      };
      // A pause past what a Node timer holds would fire at once; a day is the most anyone means.
      setTimeout(() => void think(), Math.min(hub.options.botDelayMs, MAX_TIMER_MS)).unref();
    }
  }
}
