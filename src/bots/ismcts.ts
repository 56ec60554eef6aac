// Information-set Monte Carlo tree search (single-observer IS-MCTS, Cowling, Powley and Whitehouse
// 2012), generic over every game. Each iteration draws a fresh full state from the bot's view
// through the game's sampler (determinization), walks one shared tree whose edges are
// (seat, move string) pairs, expands one node, plays randomly to the end (or, with a game's leaf
// evaluation from `leaf.ts`, plays a few moves and scores each seat's view) and backs up a reward
// per seat. Children are chosen by UCB with availability counts, since a move exists only in
// some determinizations. A node keeps its children by acting seat, then by move string. The bot sees nothing but its view: states come from `ViewGame.sample`.
//
// Rewards come from the final places, not raw scores, so every game's scale fits [0, 1]: a seat
// earns one point per seat it beats and half a point per seat it ties, over the number of other
// seats. When several seats may act at once, the search lets one of them (drawn at random) move
// first, as the engine's random playouts do.

import type { Seat } from '../engine/game.ts';
import { Rng } from '../engine/rng.ts';
import type { Bot, Sampled, ViewGame } from './bot.ts';
import { firstShares, leafRewards, mixWins, winChances } from './leaf.ts';
import type { LeafEvaluation } from './leaf.ts';

export const ISMCTS_LEVELS = {
  easy: { iterations: 100 },
  normal: { iterations: 500 },
  hard: { iterations: 2000 },
} as const;
export type IsmctsLevel = keyof typeof ISMCTS_LEVELS;

export interface IsmctsBudget<V = unknown, M = unknown> {
  /** Iterations per decision (each one a sampled state, a tree walk and a playout). */
  readonly iterations: number;
  /**
   * Optional cap on thinking time per decision, in milliseconds. The search stops at whichever
   * comes first; a decision cut short by the clock is no longer repeatable from the seed alone.
   */
  readonly ms?: number;
  /** The clock for `ms` (default `Date.now`); injected so the bot stays free of host APIs. */
  readonly now?: () => number;
  /** UCB exploration constant on rewards in [0, 1] (default 0.7). */
  readonly exploration?: number;
  /**
   * Cut playouts short and score the position (`leaf.ts`); without it every playout is played
   * to the end of the game.
   */
  readonly leaf?: LeafEvaluation<V, M>;
}

interface Node<M> {
  /** Seat that played the move leading here (-1 at the root). */
  readonly seat: Seat;
  readonly move: M | null;
  /** Children by the seat that acts here (several when seats act at once), then move string. */
  readonly children: (Map<string, Node<M>> | undefined)[];
  visits: number;
  /** How often this node's move was legal when its parent was visited. */
  available: number;
  /** Sum of `seat`'s rewards over the visits. */
  reward: number;
  /**
   * Root children only (the searching seat's moves), for the coach: sums over the visits of the
   * seat's chance of first place and of its place reward (`rankRewards`, no `winShare` mixed in).
   */
  wins: number;
  places: number;
  /** Move string of what the leaf policy would play here (undefined: not asked yet). */
  favoured: string | null | undefined;
  /** The seat the policy named `favoured` for. */
  favouredSeat: Seat;
}

const newNode = <M>(seat: Seat, move: M | null): Node<M> => ({
  seat,
  move,
  children: [],
  visits: 0,
  available: 0,
  reward: 0,
  wins: 0,
  places: 0,
  favoured: undefined,
  favouredSeat: -1,
});

/** `node`'s children for moves of `actor`. */
function childrenOf<M>(node: Node<M>, actor: Seat): Map<string, Node<M>> {
  let map = node.children[actor];
  if (!map) node.children[actor] = map = new Map();
  return map;
}

/**
 * Reward per seat from places (1 = first): beaten seats count 1, tied seats 1/2. A solo game's
 * automatic opponent counts as one more seat (`opponent` with the seats' scores).
 */
export function rankRewards(
  ranking: readonly number[],
  versus?: { readonly scores: readonly number[]; readonly opponent: number },
): number[] {
  if (versus)
    return versus.scores.map((x) => (x > versus.opponent ? 1 : x === versus.opponent ? 0.5 : 0));
  const n = ranking.length;
  if (n <= 1) return ranking.map(() => 1);
  return ranking.map((place, seat) => {
    let points = 0;
    for (let other = 0; other < n; other++) {
      if (other === seat) continue;
      const theirs = ranking[other] as number;
      if (theirs > place) points += 1;
      else if (theirs === place) points += 0.5;
    }
    return points / (n - 1);
  });
}

/** What the search found out about one of the root's moves. */
export interface RootMove<M> {
  readonly move: M;
  readonly visits: number;
  /** Mean reward the search steered by (with the leaf's `winShare` mixed in). */
  readonly meanReward: number;
  /**
   * The searching seat's estimated chance of first place after this move (a shared first place
   * counts 1/t; at a leaf, the leaf evaluation's chance from prospects), 0..1; 0 when unvisited.
   */
  readonly winChance: number;
  /** Its expected place reward (`rankRewards`: seats beaten, ties half), 0..1. */
  readonly expectedScore: number;
}

/** Seat's chance of first place, a softmax of prospects over `scale` (as `winChances`). */
function winChanceOf(prospects: readonly number[], scale: number, seat: Seat): number {
  const top = Math.max(...prospects);
  let sum = 0;
  for (const p of prospects) sum += Math.exp((p - top) / scale);
  return Math.exp(((prospects[seat] as number) - top) / scale) / sum;
}

/**
 * Runs the search and returns the root's children with their statistics (for the coach, tests
 * and tools). The root chooses among `legal` only: a subset of the seat's moves narrows it.
 */
export function ismctsSearch<V, M>(
  game: ViewGame<V, M>,
  view: V,
  legal: readonly M[],
  seat: Seat,
  budget: IsmctsBudget<V, M>,
  rng: Rng,
): RootMove<M>[] {
  const c = budget.exploration ?? budget.leaf?.exploration ?? 0.7;
  const now = budget.now ?? Date.now;
  const deadline = budget.ms === undefined ? Infinity : now() + budget.ms;
  const leaf = budget.leaf;
  const playoutMoves = leaf ? leaf.playoutMoves : Infinity;
  const seats = leaf ? leaf.seats(view) : 0;
  const policy = leaf?.policy ? leaf.policy(rng.fork()) : null;
  const bias = leaf?.policyBias ?? 0;
  const policyDepth = leaf?.policyDepth ?? Infinity;
  const untilSeat = leaf?.untilSeat ?? false;
  const winShare = leaf?.winShare ?? 0;
  const policyPerMille = Math.round(1000 * (leaf?.policyShare ?? 0));
  const prospects = new Array<number>(seats).fill(0);
  // Views the policy and the leaf read at once need no copy of the sample's lists.
  const peek = leaf?.readsViewsAtOnce ? game.peek : undefined;
  const root = newNode<M>(-1, null);
  const rootKeys = legal.map((m) => game.encodeMove(m));
  const rootChildren = childrenOf(root, seat);
  for (const [i, key] of rootKeys.entries()) rootChildren.set(key, newNode(seat, legal[i] as M));
  // Reused from node to node: the moves' strings and the indexes of untried moves.
  const keyBuffer: string[] = [];
  const untried: number[] = [];

  const path: Node<M>[] = [];
  for (let it = 0; it < budget.iterations; it++) {
    // The clock every 4th iteration: a slow game's search (Moon's take a third of a millisecond
    // each) keeps to a short cap on a busy machine too.
    if ((it & 3) === 0 && it > 0 && now() >= deadline) break;
    const state: Sampled = game.sample(view, seat, rng.state);
    path.length = 0;
    path.push(root);
    let node = root;
    let atRoot = true;

    // Selection and expansion.
    for (;;) {
      if (game.result(state)) break;
      let actor: Seat;
      let moves: readonly M[];
      let keys: string[];
      if (atRoot) {
        // The sample's own move objects, which carry its hidden details; their keys are the
        // root's keys, since every sample offers the seat the same moves.
        actor = seat;
        moves = game.legalMoves(state, seat);
        keys = encodeAll(game, moves, keyBuffer);
        // The search chooses among the moves it was given only (the coach may ask about one).
        if (keys.length !== rootKeys.length) {
          const given = keys.flatMap((k, i) => (rootChildren.has(k) ? [i] : []));
          moves = given.map((i) => moves[i] as M);
          keys = given.map((i) => keys[i] as string);
        }
        atRoot = false;
      } else {
        const acting = game.toAct(state);
        if (acting.length === 0) break;
        actor = acting.length === 1 ? (acting[0] as Seat) : rng.pick(acting);
        moves = game.legalMoves(state, actor);
        keys = encodeAll(game, moves, keyBuffer);
      }
      if (policy && node.favoured === undefined && path.length <= policyDepth + 1) {
        node.favoured =
          moves.length > 1
            ? game.encodeMove(
                policy.choose(peek ? peek(state, actor) : game.view(state, actor), moves, actor),
              )
            : null;
        node.favouredSeat = actor;
      }
      // The policy's move counts for the seat it was named for only.
      const favoured = node.favouredSeat === actor ? node.favoured : undefined;
      const children = childrenOf(node, actor);
      untried.length = 0;
      let favouredUntried = -1;
      let best: Node<M> | null = null;
      let bestIndex = -1;
      let bestScore = -Infinity;
      for (let i = 0; i < keys.length; i++) {
        const child = children.get(keys[i] as string);
        if (!child || child.visits === 0) {
          untried.push(i);
          if (keys[i] === favoured) favouredUntried = i;
          if (child) child.available++;
          continue;
        }
        child.available++;
        if (untried.length > 0) continue;
        let score =
          child.reward / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
        // Progressive bias toward the policy's move, fading as the search gathers its own data.
        if (keys[i] === favoured) score += bias / (child.visits + 1);
        if (score > bestScore) {
          bestScore = score;
          best = child;
          bestIndex = i;
        }
      }
      if (untried.length > 0) {
        const i =
          favouredUntried >= 0 ? favouredUntried : (untried[rng.int(untried.length)] as number);
        const key = keys[i] as string;
        let child = children.get(key);
        if (!child) {
          child = newNode(actor, moves[i] as M);
          child.available = 1;
          children.set(key, child);
        }
        game.play(state, actor, moves[i] as M);
        path.push(child);
        break;
      }
      // Play this sample's move with the child's key: a move object kept from another sample
      // may carry details (a hidden card) that differ here.
      node = best as Node<M>;
      game.play(state, actor, moves[bestIndex] as M);
      path.push(node);
    }

    // Playout: uniformly random moves, to the end or, with a leaf evaluation, for a few moves.
    // `untilSeat`: past that, on until the searching seat is to act again (capped), so every
    // leaf is scored at the same point of the turn order.
    for (let played = 0; played < playoutMoves * (untilSeat ? 4 : 1); played++) {
      const acting = game.toAct(state);
      if (acting.length === 0) break;
      if (played >= playoutMoves && acting.includes(seat)) break;
      const actor = acting.length === 1 ? (acting[0] as Seat) : rng.pick(acting);
      const moves = game.legalMoves(state, actor);
      const move =
        policy && moves.length > 1 && rng.int(1000) < policyPerMille
          ? policy.choose(peek ? peek(state, actor) : game.view(state, actor), moves, actor)
          : rng.pick(moves);
      game.play(state, actor, move);
    }
    const result = game.result(state);
    let rewards: number[];
    let win: number;
    let place: number;
    if (result) {
      const versus = result.opponent && { scores: result.scores, opponent: result.opponent.score };
      rewards = rankRewards(result.ranking, versus);
      place = rewards[seat] as number;
      const firsts = result.ranking.filter((p) => p === 1).length;
      // Against a solo game's opponent, a win is beating it (a tie is half).
      win = versus ? place : result.ranking[seat] === 1 ? 1 / firsts : 0;
      if (winShare > 0) mixWins(rewards, firstShares(result.ranking), winShare);
    } else if (leaf) {
      // Each seat's prospects read from its own view of the sample; a solo game's opponent
      // counts as one more seat to beat.
      let mine: V | null = null;
      if (leaf.publicProspects)
        leaf.publicProspects((mine = peek ? peek(state, seat) : game.view(state, seat)), prospects);
      else
        for (let s = 0; s < seats; s++)
          prospects[s] = leaf.prospects(peek ? peek(state, s) : game.view(state, s), s);
      const vs = leaf.opponent
        ? leaf.opponent(mine ?? (peek ? peek(state, seat) : game.view(state, seat)))
        : null;
      const all = vs === null ? prospects : [...prospects, vs];
      rewards = leafRewards(all, leaf.scale, leaf.mode).slice(0, seats);
      place = rewards[seat] as number;
      win = winChanceOf(all, leaf.scale, seat);
      if (winShare > 0) mixWins(rewards, winChances(all, leaf.scale), winShare);
    } else throw new Error(`${game.id}: no seat to act but no result`);
    const rootChild = path[1];
    if (rootChild) {
      rootChild.wins += win;
      rootChild.places += place;
    }

    // Backpropagation: each node keeps the reward of the seat that moved into it.
    for (const n of path) {
      n.visits++;
      if (n.seat >= 0) n.reward += rewards[n.seat] as number;
    }
  }

  return rootKeys.map((key) => {
    const child = rootChildren.get(key) as Node<M>;
    const n = child.visits;
    return {
      move: child.move as M,
      visits: n,
      meanReward: n ? child.reward / n : 0,
      winChance: n ? child.wins / n : 0,
      expectedScore: n ? child.places / n : 0,
    };
  });
}

/** The move strings of `moves`, into `out` (reused). */
function encodeAll<M>(game: ViewGame<unknown, M>, moves: readonly M[], out: string[]): string[] {
  out.length = moves.length;
  for (let i = 0; i < moves.length; i++) out[i] = game.encodeMove(moves[i] as M);
  return out;
}

/** An IS-MCTS bot: the most visited move at the root (the first listed among equals). */
export function ismctsBot<V, M>(
  game: ViewGame<V, M>,
  seed: string,
  budget: IsmctsBudget<V, M>,
  name = 'ismcts',
): Bot<V, M> {
  const rng = new Rng(`ismcts-bot/${seed}`);
  return {
    name,
    choose(view, legal, seat) {
      if (legal.length === 1) return legal[0] as M;
      const stats = ismctsSearch(game, view, legal, seat, budget, rng);
      let best = 0;
      for (let i = 1; i < stats.length; i++)
        if ((stats[i] as { visits: number }).visits > (stats[best] as { visits: number }).visits)
          best = i;
      return legal[best] as M;
    },
  };
}
