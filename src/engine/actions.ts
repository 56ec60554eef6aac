// Stable action ids, as OpenSpiel numbers actions: for one table (a game, a player count and its
// options) a fixed count N of atomic decisions, each with an id in [0, N) that means the same
// thing in every position. Most moves are one decision. A move whose flat list would be huge (a
// bid of several coins, a construction with its payment) is a short sequence of decisions, as
// OpenSpiel's games split theirs; records keep the game's move notation all the same.
//
// A game declares its space (`Game.actionSpace`, game.ts; the game is taken here by that member
// alone, so this file imports no game.ts): every decision's name, and the decisions a move
// is made of. Everything else is generic: the legal moves of a position, each as its sequence of
// ids, form a prefix-free set (no move's sequence starts another's), so after the decisions taken
// so far the ids that may follow and the move they complete are read off that set.

/** A game's action space for one table: the names of its decisions, and how a move splits. */
export interface ActionSpace<M> {
  /** Every decision's name, in id order (id i is `names[i]`), e.g. `play c12 blue`, `bid purple:2`. */
  readonly names: readonly string[];
  /** The decisions a move is made of, by name, in order; most moves are one, e.g. [`pass`]. */
  decisions(move: M): readonly string[];
  /** The most decisions any one move takes, e.g. 7 for a bid of six tribes' coins and its end. */
  readonly maxDecisions: number;
  /**
   * Optional, for speed: the ids of the move's decisions worked out as numbers, without naming
   * them (a vector of games lists every legal move's ids at every step); null when a decision
   * is outside the space. It must give exactly the ids of `decisions` looked up by name: the
   * conformance kit compares the two for every legal move of its playouts.
   */
  ids?(move: M): number[] | null;
}

/** An action space with its ids looked up: what engines, protocols and kits use. */
export class ActionTable<M> {
  readonly names: readonly string[];
  readonly maxDecisions: number;
  private readonly ids = new Map<string, number>();

  constructor(private readonly space: ActionSpace<M>) {
    this.names = space.names;
    this.maxDecisions = space.maxDecisions;
    for (const [i, name] of space.names.entries()) {
      if (this.ids.has(name)) throw new Error(`action "${name}" is named twice`);
      this.ids.set(name, i);
    }
  }

  /** `num_distinct_actions`: every id is below it. */
  get size(): number {
    return this.names.length;
  }

  /** The id of a decision's name, or -1 when the space has none of that name. */
  id(name: string): number {
    return this.ids.get(name) ?? -1;
  }

  /**
   * A move's decisions as ids; null when one of them is not in the space (a broken space). The
   * game's own numbering where it has one (`ActionSpace.ids`), else by name.
   */
  sequence(move: M): number[] | null {
    return this.space.ids ? this.space.ids(move) : this.namedSequence(move);
  }

  /** A move's decisions named, then looked up by name: what `sequence` must equal. */
  namedSequence(move: M): number[] | null {
    const out: number[] = [];
    for (const name of this.space.decisions(move)) {
      const id = this.ids.get(name);
      if (id === undefined) return null;
      out.push(id);
    }
    return out;
  }

  /** Every move's sequence; throws naming the decision when a move has one outside the space. */
  sequences(moves: readonly M[]): number[][] {
    return moves.map((m) => {
      const seq = this.sequence(m);
      if (seq === null)
        throw new Error(
          `a move has a decision outside the action space: ${this.space.decisions(m).join(' / ')}`,
        );
      return seq;
    });
  }
}

const tables = new WeakMap<object, Map<string, ActionTable<unknown>>>();

/** The action table of `game` for `players` seats and parsed `options`, built once and kept. */
export function actionTable<M, O>(
  game: { actionSpace(players: number, options: O): ActionSpace<M> },
  players: number,
  options: O,
): ActionTable<M> {
  let byTable = tables.get(game);
  if (!byTable) tables.set(game, (byTable = new Map()));
  const key = `${players}/${JSON.stringify(options)}`;
  let table = byTable.get(key);
  if (!table) {
    table = new ActionTable(game.actionSpace(players, options)) as ActionTable<unknown>;
    byTable.set(key, table);
  }
  return table as ActionTable<M>;
}

/** Where the decisions taken so far stand among a position's legal moves. */
export interface DecisionPoint {
  /** The ids that may be taken next, ascending; empty once a move is complete or none fits. */
  readonly next: readonly number[];
  /** The index of the legal move the decisions complete, or -1. */
  readonly move: number;
}

/**
 * The decision point after `prefix` among the legal moves' id sequences (a prefix-free set, as
 * the conformance kit checks): the ids that may follow, or the move the prefix completes.
 */
export function decisionPoint(
  sequences: readonly (readonly number[])[],
  prefix: readonly number[],
): DecisionPoint {
  const next = new Set<number>();
  let move = -1;
  for (const [i, seq] of sequences.entries()) {
    if (seq.length < prefix.length) continue;
    let fits = true;
    for (let k = 0; k < prefix.length; k++)
      if (seq[k] !== prefix[k]) {
        fits = false;
        break;
      }
    if (!fits) continue;
    if (seq.length === prefix.length) move = i;
    else next.add(seq[prefix.length] as number);
  }
  if (move >= 0) return { next: [], move };
  return { next: [...next].sort((a, b) => a - b), move };
}

/**
 * Problems with a position's sequences (as named: the game's own numbering is held to the names
 * apart): a move outside the space, or one starting another.
 */
export function sequenceProblems(
  table: ActionTable<unknown>,
  moves: readonly unknown[],
  encode: (move: unknown) => string,
): string[] {
  const problems: string[] = [];
  const seqs: number[][] = [];
  for (const m of moves) {
    const seq = table.namedSequence(m);
    if (seq === null) problems.push(`move "${encode(m)}" has a decision outside the action space`);
    else if (seq.length === 0) problems.push(`move "${encode(m)}" has no decision`);
    else if (seq.length > table.maxDecisions)
      problems.push(
        `move "${encode(m)}" takes ${seq.length} decisions, more than the ${table.maxDecisions} declared`,
      );
    else seqs.push(seq);
  }
  if (problems.length) return problems;
  // Sorted with a closing comma, the sequences starting with a given one follow it directly.
  const keyed = seqs.map((s, i) => ({ key: s.join(',') + ',', i }));
  keyed.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
  for (let k = 0; k + 1 < keyed.length; k++) {
    const a = keyed[k] as { key: string; i: number };
    const b = keyed[k + 1] as { key: string; i: number };
    if (b.key.startsWith(a.key))
      problems.push(
        a.key === b.key
          ? `moves "${encode(moves[a.i])}" and "${encode(moves[b.i])}" have the same actions ${a.key}`
          : `the actions of "${encode(moves[a.i])}" (${a.key}) start those of "${encode(moves[b.i])}"`,
      );
  }
  return problems;
}
