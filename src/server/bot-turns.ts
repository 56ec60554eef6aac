// Bots at the table: when a bot (or the takeover bot) is to act, it is asked for a move with
// only what its seat sees, after a pause so people can follow, and its move goes through the
// same path as a player's.

import type { Result, Seat } from '../engine/game.ts';
import type { MoveRow } from '../store/store.ts';
import type { BotQueue, Table } from './bot-queue.ts';
import type { LiveMatch } from './live.ts';
import { logError } from './log.ts';

/** What bot turns ask of the hub: the bot threads' queue and the way a move is submitted. */
export interface BotTurnsHub {
  readonly closed: boolean;
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

  constructor(private readonly hub: BotTurnsHub) {}

  /** True while a bot of the match is deciding. */
  working(id: string): boolean {
    return [...this.thinking].some((k) => k.startsWith(`${id}:`));
  }

  /** Asks the bots of every seat to act (once per seat and version). */
  schedule(live: LiveMatch): void {
    const hub = this.hub;
    if (hub.closed) return;
    const id = live.row.id;
    const version = live.version;
    // Bots of a table where someone plays go first; all-bot tables share what is left.
    const table: Table = live.row.seats.some((s) => s.kind === 'human' && !s.takenOver)
      ? 'person'
      : 'bots';
    for (const seat of live.botSeats()) {
      const key = `${id}:${version}:${seat}`;
      if (this.thinking.has(key)) continue;
      this.thinking.add(key);
      const s = live.row.seats[seat]!;
      const bot = s.kind === 'bot' ? s.bot : (live.row.settings.takeover?.bot ?? 'random');
      const by: MoveRow['by'] = s.kind === 'bot' ? 'bot' : 'takeover';
      const view = live.game.view(live.state, seat);
      const legal = live.game.legalMoves(live.state, seat).map((m) => live.game.encodeMove(m));
      const think = async () => {
        try {
          if (hub.closed) return;
          const move = await hub.botQueue.choose(id, table, {
            game: live.game,
            seat,
            view,
            legal,
            bot,
            seed: `${live.row.seed}/${version}/${seat}`,
          });
          if (!hub.closed) await hub.submit(id, seat, version, move, by);
        } catch (e) {
          logError(`bot for seat ${seat} of ${id} failed`, e);
        } finally {
          this.thinking.delete(key);
        }
      };
      setTimeout(() => void think(), hub.options.botDelayMs).unref();
    }
  }
}
