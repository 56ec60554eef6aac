// What the server does, in Prometheus's text format at GET /metrics (prom-client): matches by
// status, sockets, moves, how long a move waits for its ack, what was refused and why, the bot
// queue and the bots' thinking time, database latency, and Node's own process figures.

import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds, from 1 ms to 10 s: acks, database statements and bot waits all fall in here. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class Metrics {
  readonly registry = new Registry();
  readonly moves = new Counter({
    name: 'moontable_moves_total',
    help: 'Moves stored, by who chose them (player, bot, takeover).',
    labelNames: ['by'] as const,
    registers: [this.registry],
  });
  readonly ack = new Histogram({
    name: 'moontable_move_ack_seconds',
    help: "Time from reading a player's move to sending its ack (the move is durable then).",
    buckets: BUCKETS,
    registers: [this.registry],
  });
  readonly refused = new Counter({
    name: 'moontable_refused_total',
    help: 'Requests and frames refused or sockets closed by a limit, by reason.',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly db = new Histogram({
    name: 'moontable_db_seconds',
    help: "Database statements and transactions (op journal: moves written to the embedded database's journal), queueing inside the client included.",
    labelNames: ['op'] as const,
    buckets: BUCKETS,
    registers: [this.registry],
  });
  readonly botWait = new Histogram({
    name: 'moontable_bot_wait_seconds',
    help: 'Time a bot decision waited in the queue before a thread took it.',
    labelNames: ['table'] as const,
    buckets: BUCKETS,
    registers: [this.registry],
  });
  readonly botSeconds = new Counter({
    name: 'moontable_bot_seconds_total',
    help: 'Wall time bot threads spent deciding (about their CPU time: one decision per thread).',
    registers: [this.registry],
  });

  constructor(sources: {
    /** Matches by status, from the database. */
    matches: () => Promise<Record<string, number>>;
    sockets: () => number;
    loaded: () => number;
    botQueue: () => number;
    lagMs: () => number;
  }) {
    // Node's loop delay sampled every 100 ms, not prom-client's 10: each sample wakes an idle
    // process, and 100 wake-ups a second cost a quiet server more CPU than its players' moves.
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 100 });
    // Known series start at 0, so a rate is defined before the first event.
    for (const by of ['player', 'bot', 'takeover']) this.moves.inc({ by }, 0);
    new Gauge({
      name: 'moontable_matches',
      help: 'Matches in the database by status.',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        const counts = await sources.matches();
        for (const status of ['open', 'running', 'finished'])
          this.set({ status }, counts[status] ?? 0);
      },
    });
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read());
        },
      });
    gauge('moontable_sockets', 'Open WebSockets.', sources.sockets);
    gauge('moontable_matches_loaded', 'Matches held in memory on this node.', sources.loaded);
    gauge('moontable_bot_queue', 'Bot decisions waiting for a thread.', sources.botQueue);
    gauge(
      'moontable_event_loop_lag_seconds',
      'How late the event loop ran lately (what `busy` is judged by).',
      () => sources.lagMs() / 1000,
    );
  }

  /**
   * Times a promise into a histogram with one label. Not an async function: the caller awaits
   * `run`'s own promise (every statement goes through here, so each hop counts).
   */
  time<T>(h: Histogram<'op'>, op: string, run: () => Promise<T>): Promise<T> {
    const start = performance.now();
    const end = () => h.observe({ op }, (performance.now() - start) / 1000);
    let result: Promise<T>;
    try {
      result = run();
    } catch (e) {
      end();
      return Promise.reject(e as Error);
    }
    result.then(end, end);
    return result;
  }
}
