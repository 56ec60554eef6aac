// A fair scheduler for server bots. The bot threads are the bots' whole CPU budget; decisions
// wait here, one queue per match, grouped by the network that created the match, and threads
// serve the networks in turn and each network's matches in turn: a table's bots never wait
// behind the whole queue of another table, nor a network's behind another network's hundred
// tables. Tables where a person waits for the bots (people.ts says who counts as one) come
// before all-bot tables. When many decisions wait, each gets a shorter thinking budget, so
// every table keeps moving: a search bot plays a little weaker rather than seconds later.

import type { BotRequest, BotRunner } from './bots.ts';
import type { Metrics } from './metrics.ts';

export interface BotQueueSettings {
  /** Decisions run at once: the bot threads. */
  readonly slots: number;
  /** Longest a search bot may think about one move (ms). */
  readonly maxBudgetMs: number;
  /** Shortest budget a crowded queue may give (ms). */
  readonly minBudgetMs: number;
  /** Budgets shrink so that a decision waits about this long at most (ms). */
  readonly targetWaitMs: number;
}

export const DEFAULT_BOT_QUEUE: Omit<BotQueueSettings, 'slots'> = {
  maxBudgetMs: 900,
  minBudgetMs: 50,
  targetWaitMs: 2000,
};

interface Job {
  readonly request: BotRequest;
  readonly queuedAt: number;
  resolve(move: string): void;
  reject(error: unknown): void;
}

/** `person`: someone at the table waits for this bot; `bots`: an all-bot table. */
export type Table = 'person' | 'bots';

export class BotQueue {
  /**
   * Waiting jobs per network, then per match, each map in round-robin order (a network or match
   * that was served goes to the end).
   */
  private readonly rings: Record<Table, Map<string, Map<string, Job[]>>> = {
    person: new Map(),
    bots: new Map(),
  };
  private running = 0;
  private waitingCount = 0;
  private closed = false;

  constructor(
    private readonly runner: BotRunner,
    private readonly settings: BotQueueSettings,
    private readonly metrics: Metrics | null = null,
  ) {}

  /** Decisions waiting for a thread. */
  get waiting(): number {
    return this.waitingCount;
  }

  /**
   * Queues a decision for a seat of match `id`, created from network `group`; resolves with the
   * move.
   */
  choose(
    id: string,
    table: Table,
    request: Omit<BotRequest, 'budgetMs'>,
    group = '',
  ): Promise<string> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new Error('The bot queue is closed.'));
      const ring = this.rings[table];
      const tables = ring.get(group) ?? new Map<string, Job[]>();
      const jobs = tables.get(id) ?? [];
      jobs.push({ request, queuedAt: performance.now(), resolve, reject });
      tables.set(id, jobs);
      ring.set(group, tables);
      this.waitingCount++;
      this.pump();
    });
  }

  close(): void {
    this.closed = true;
    const gone = new Error('The bot queue is closed.');
    for (const ring of Object.values(this.rings)) {
      for (const tables of ring.values())
        for (const jobs of tables.values()) for (const job of jobs) job.reject(gone);
      ring.clear();
    }
    this.waitingCount = 0;
  }

  /** The thinking budget now: shorter as more decisions wait for the same threads. */
  budgetMs(): number {
    const { slots, maxBudgetMs, minBudgetMs, targetWaitMs } = this.settings;
    const share = (targetWaitMs * slots) / Math.max(1, this.waitingCount + this.running);
    return Math.round(Math.min(maxBudgetMs, Math.max(minBudgetMs, share)));
  }

  private pump(): void {
    while (this.running < this.settings.slots) {
      const next = this.next();
      if (!next) return;
      this.run(next.job, next.table);
    }
  }

  /** The network served last per ring: it goes after any other network that waits. */
  private readonly lastGroup: Record<Table, string | null> = { person: null, bots: null };

  /**
   * The first match of the first network of the first non-empty ring gives one job (the network
   * served just before comes last); the match goes to the end of its network's turn, and the
   * network to the end of the ring.
   */
  private next(): { job: Job; table: Table } | null {
    for (const table of ['person', 'bots'] as const) {
      const ring = this.rings[table];
      let group: string | undefined;
      for (const g of ring.keys()) {
        group = g;
        if (g !== this.lastGroup[table]) break;
      }
      if (group === undefined) continue;
      const tables = ring.get(group)!;
      const [id, jobs] = tables.entries().next().value as [string, Job[]];
      const job = jobs.shift()!;
      tables.delete(id);
      if (jobs.length > 0) tables.set(id, jobs);
      ring.delete(group);
      if (tables.size > 0) ring.set(group, tables);
      this.lastGroup[table] = group;
      this.waitingCount--;
      return { job, table };
    }
    return null;
  }

  private run(job: Job, table: Table): void {
    this.running++;
    const budgetMs = this.budgetMs();
    const started = performance.now();
    this.metrics?.botWait.observe({ table }, (started - job.queuedAt) / 1000);
    this.runner
      .choose({ ...job.request, budgetMs })
      .then(job.resolve, job.reject)
      .finally(() => {
        this.running--;
        this.metrics?.botSeconds.inc((performance.now() - started) / 1000);
        this.pump();
      });
  }
}
