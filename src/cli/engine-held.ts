// What the engine protocol's session holds for a state, its refusal of bad params, and the
// requests about stable action ids (`actionSpace`, `apply` with `actions`, `log`), kept apart
// from engine-session.ts so each file stays small.

import type { AnyGame, Seat } from '../engine/game.ts';
import { actionTable, decisionPoint } from '../engine/actions.ts';
import { viewTensor } from '../engine/tensor.ts';
import { RPC } from '../bots/node/jsonrpc.ts';

export interface Held {
  readonly game: AnyGame;
  readonly players: number;
  /** The parsed options: they, with the player count, fix the action space. */
  readonly options: unknown;
  state: unknown;
  /**
   * The moves the last `legal` listed, while the state is unchanged: an `apply` of one of them
   * is played in place (`play`), skipping the check and the copy `apply` makes.
   */
  listed: {
    readonly seat: Seat;
    readonly moves: unknown[];
    readonly strings: string[];
    /** Each move's action ids, once asked for. */
    actions?: number[][];
  } | null;
}

/** A refusal found while reading params: answered as `invalidParams` with a stable code. */
export class ParamError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly rpcCode: number = RPC.invalidParams,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export type Params = Record<string, unknown>;

export const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** A table's action space and tensor layout (`names: false` leaves out the long lists). */
export function actionSpaceOf(h: Pick<Held, 'game' | 'players' | 'options'>, names: boolean) {
  const table = actionTable(h.game, h.players, h.options);
  const tensor = viewTensor(h.game, h.players, h.options);
  return {
    game: h.game.id,
    players: h.players,
    options: h.options,
    numDistinctActions: table.size,
    maxDecisions: table.maxDecisions,
    /** In decisions: the game's bound on moves times the longest move. */
    maxGameLength: h.game.maxMoves(h.players, h.options) * table.maxDecisions,
    hiddenInformation: h.game.hiddenInformation,
    names: names ? table.names : undefined,
    observationSize: tensor.size,
    observationLayout: names ? tensor.slices : undefined,
  };
}

/** Plays the move whose action ids are `ids` for `seat`, refusing ids that are no whole move. */
export function playActions(
  h: Held,
  seat: Seat,
  ids: unknown,
  log: ((seat: Seat, move: unknown) => string[][]) | null,
) {
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every(isInt))
    throw new ParamError(
      'bad-params',
      'Invalid params: "actions" must be a list of action ids, the decisions of one move.',
    );
  let listed: NonNullable<Held['listed']>;
  if (h.listed?.seat === seat) listed = h.listed;
  else {
    const moves = h.game.legalMoves(h.state, seat);
    listed = { seat, moves, strings: moves.map((m) => h.game.encodeMove(m)) };
  }
  const table = actionTable(h.game, h.players, h.options);
  const sequences = (listed.actions ??= table.sequences(listed.moves));
  const point = decisionPoint(sequences, ids as number[]);
  if (point.move < 0)
    throw new ParamError(
      'bad-actions',
      point.next.length > 0
        ? `Invalid params: actions ${JSON.stringify(ids)} begin a move of seat ${seat} but do not finish it: one of ${JSON.stringify(point.next.slice(0, 20))} comes next.`
        : `Invalid params: actions ${JSON.stringify(ids)} are no legal move of seat ${seat} now.`,
    );
  const move = listed.moves[point.move];
  h.game.play(h.state, seat, move);
  h.listed = null;
  const answer = {
    move: listed.strings[point.move] as string,
    toAct: h.game.toAct(h.state),
    result: h.game.result(h.state),
  };
  return log ? { ...answer, log: log(seat, move) } : answer;
}

/**
 * With `log: true`, the state before a move, kept to word it afterwards: the answer then holds
 * the move's log lines as each seat may read them (`log[seat]`), in English.
 */
export function logBefore(p: Params, h: Held): ((seat: Seat, move: unknown) => string[][]) | null {
  if (p.log === undefined || p.log === false) return null;
  if (p.log !== true)
    throw new ParamError('bad-params', 'Invalid params: "log" must be true or false.');
  const before = h.game.clone(h.state);
  return (seat, move) =>
    Array.from({ length: h.players }, (_, viewer) =>
      h.game.describe(before, seat, move, h.state, viewer),
    );
}
