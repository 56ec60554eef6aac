// Ids the database did not know, remembered a short while: a loop of lookups of a match that
// does not exist is answered from memory and costs no statement. Ids are random, so a match
// made meanwhile by another node (which this one cannot see being made) is one nobody could
// have asked for before it existed; a match made here is forgotten at once.

/** How long an unknown id is answered from memory (ms). */
export const ABSENT_TTL_MS = 10_000;
/** Unknown ids remembered at most; the oldest are forgotten first. */
const ABSENT_MAX = 10_000;

export class AbsentIds {
  /** Id, and until when (performance.now()) it counts as absent. */
  private readonly until = new Map<string, number>();

  /** True while `id` was looked up lately and did not exist. */
  has(id: string): boolean {
    const until = this.until.get(id);
    if (until === undefined) return false;
    if (until > performance.now()) return true;
    this.until.delete(id);
    return false;
  }

  /** The database did not know `id` just now. */
  remember(id: string): void {
    if (this.until.size >= ABSENT_MAX) this.until.delete(this.until.keys().next().value!);
    this.until.set(id, performance.now() + ABSENT_TTL_MS);
  }

  /** `id` exists from now on (this node made it). */
  forget(id: string): void {
    this.until.delete(id);
  }
}
