// The engine protocol behind `moontable engine`: JSON-RPC 2.0 requests in, answers out, one JSON
// text per line. States live here under integer handles; every request is checked before it
// touches one, and a bad request of any kind gets the standard error answer while the session
// carries on. docs/engine-protocol.md describes every method with a transcript.

import { randomBytes } from 'node:crypto';
import type { AnyGame, GameResult, Lang, OptionValues, Seat, Viewer } from '../engine/game.ts';
import { checkPlayers, isLang, LANGS } from '../engine/game.ts';
import { Rng } from '../engine/rng.ts';
import { actionTable } from '../engine/actions.ts';
import { actionSpaceOf, isInt, logBefore, ParamError, playActions } from './engine-held.ts';
import type { Held, Params } from './engine-held.ts';
import type { ActionTable } from '../engine/actions.ts';
import { viewTensor } from '../engine/tensor.ts';
import { VectorEnvs, VectorError } from './engine-vector.ts';
import { makeBot, parseBotSpec } from '../bots/spec.ts';
import { isObject, isRpcId, RPC, rpcError, rpcResult } from '../bots/node/jsonrpc.ts';
import type { RpcId, RpcResponse } from '../bots/node/jsonrpc.ts';
import { GAMES, findGame } from '../games/index.ts';

/** Live states a session holds at most; `free` releases them. */
export const MAX_STATES = 100_000;
/** A playout longer than this is a broken state (no game comes near it). */
const MAX_PLAYOUT_MOVES = 100_000;
/** Requests in one batch at most. */
export const MAX_BATCH = 10_000;

type Method = (params: Params) => unknown;

const gameInfo = (g: AnyGame) => ({
  id: g.id,
  name: g.name,
  minPlayers: g.minPlayers,
  maxPlayers: g.maxPlayers,
  hiddenInformation: g.hiddenInformation,
  options: g.options,
});

export class EngineSession {
  private readonly states = new Map<number, Held>();
  private readonly vectors = new VectorEnvs(() => this.nextHandle++);
  /** Live states this session holds at most. */
  constructor(private readonly maxStates = MAX_STATES) {}

  private nextHandle = 1;
  private readonly methods: Readonly<Record<string, Method>> = {
    games: () => GAMES.map(gameInfo),
    new: (p) => this.create(p),
    toAct: (p) => this.held(p).game.toAct(this.held(p).state),
    legal: (p) => this.legal(p),
    apply: (p) => this.apply(p),
    view: (p) => {
      const h = this.held(p);
      return h.game.view(h.state, this.viewer(p.viewer, h.players));
    },
    sample: (p) => this.sample(p),
    result: (p) => {
      const h = this.held(p);
      return h.game.result(h.state);
    },
    clone: (p) => {
      const h = this.held(p);
      return {
        state: this.hold({ ...h, state: h.game.clone(h.state), listed: null }),
      };
    },
    free: (p) => {
      this.held(p);
      this.states.delete(p.state as number);
      return true;
    },
    playout: (p) => this.playout(p),
    botMove: (p) => this.botMove(p),
    actionSpace: (p) => this.actionSpace(p),
    vectorNew: (p) => this.vectorNew(p),
    stepMany: (p) =>
      this.vectored(() => this.vectors.step(p.vector, p.actions, p.tensors, p.masks ?? 'dense')),
    vectorFree: (p) => this.vectored(() => this.vectors.free(p.vector)),
    tensor: (p) => {
      const h = this.held(p);
      const viewer = this.viewer(p.viewer, h.players);
      return viewTensor(h.game, h.players, h.options).encode(h.game.view(h.state, viewer), viewer);
    },
  };

  /** Live states now (for tests and limits). */
  get size(): number {
    return this.states.size;
  }

  /** One line in, its answer out: a JSON text, or null when nothing is to be answered. */
  handleLine(line: string): string | null {
    if (line.trim() === '') return null;
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      return JSON.stringify(rpcError(null, RPC.parseError, 'Parse error: the line is not JSON.'));
    }
    if (Array.isArray(message)) {
      if (message.length === 0)
        return JSON.stringify(
          rpcError(null, RPC.invalidRequest, 'Invalid Request: an empty batch.'),
        );
      if (message.length > MAX_BATCH)
        return JSON.stringify(
          rpcError(
            null,
            RPC.invalidRequest,
            `Invalid Request: a batch holds ${MAX_BATCH} requests at most.`,
          ),
        );
      const answers = message.map((m) => this.handle(m)).filter((a) => a !== null);
      return answers.length ? JSON.stringify(answers) : null;
    }
    const answer = this.handle(message);
    return answer ? JSON.stringify(answer) : null;
  }

  /** One request object (already parsed): its answer, or null for a notification. */
  handle(message: unknown): RpcResponse | null {
    if (
      !isObject(message) ||
      message.jsonrpc !== '2.0' ||
      typeof message.method !== 'string' ||
      ('id' in message && !isRpcId(message.id)) ||
      ('params' in message && !isObject(message.params) && !Array.isArray(message.params))
    ) {
      const id = isObject(message) && isRpcId(message.id) ? message.id : null;
      return rpcError(
        id,
        RPC.invalidRequest,
        'Invalid Request: expected {"jsonrpc": "2.0", "method": "...", "params": {...}, "id": 1}.',
      );
    }
    const notification = !('id' in message);
    const id = notification ? null : (message.id as RpcId);
    const answer = this.call(id, message.method, message.params);
    return notification ? null : answer;
  }

  private call(id: RpcId, name: string, params: unknown): RpcResponse {
    const method = Object.hasOwn(this.methods, name) ? this.methods[name] : undefined;
    if (!method)
      return rpcError(id, RPC.methodNotFound, `Method not found: "${name}".`, {
        methods: Object.keys(this.methods),
      });
    if (Array.isArray(params))
      return rpcError(id, RPC.invalidParams, 'Invalid params: pass params by name, as an object.', {
        code: 'bad-params',
      });
    try {
      return rpcResult(id, method((params ?? {}) as Params));
    } catch (e) {
      if (e instanceof ParamError)
        return rpcError(id, e.rpcCode, e.message, e.data ?? { code: e.code });
      return rpcError(id, RPC.internalError, `Internal error: ${(e as Error).message}`);
    }
  }

  private hold(entry: Held): number {
    if (this.states.size >= this.maxStates)
      throw new ParamError(
        'too-many-states',
        `This engine holds ${this.maxStates} states at most: free some.`,
        RPC.tooManyStates,
      );
    const handle = this.nextHandle++;
    this.states.set(handle, entry);
    return handle;
  }

  private held(p: Params): Held {
    const handle = p.state;
    const entry = isInt(handle) ? this.states.get(handle) : undefined;
    if (!entry)
      throw new ParamError(
        'unknown-state',
        `Invalid params: "state" must be a live state handle (from new, clone or sample), not ${JSON.stringify(handle) ?? 'nothing'}.`,
      );
    return entry;
  }

  private game(id: unknown): AnyGame {
    const game = typeof id === 'string' ? findGame(id) : undefined;
    if (!game)
      throw new ParamError(
        'unknown-game',
        `Invalid params: "game" must be one of ${GAMES.map((g) => g.id).join(', ')}.`,
      );
    return game;
  }

  private seat(x: unknown, players: number, what = 'seat'): Seat {
    if (!isInt(x) || x < 0 || x >= players)
      throw new ParamError(
        'bad-seat',
        `Invalid params: "${what}" must be a seat from 0 to ${players - 1}, not ${JSON.stringify(x) ?? 'nothing'}.`,
      );
    return x;
  }

  private viewer(x: unknown, players: number): Viewer {
    return x === 'spectator' ? 'spectator' : this.seat(x, players, 'viewer');
  }

  /** The seat a move is for: as given, or the one seat to act. */
  private actingSeat(p: Params, h: Held): Seat {
    if (p.seat !== undefined) return this.seat(p.seat, h.players);
    const toAct = h.game.toAct(h.state);
    if (toAct.length === 1) return toAct[0] as Seat;
    throw new ParamError(
      'bad-seat',
      toAct.length === 0
        ? 'Invalid params: the game is over; no seat acts.'
        : `Invalid params: seats ${toAct.join(', ')} may act: name one with "seat".`,
    );
  }

  private seed(x: unknown): string {
    if (x === undefined) return randomBytes(8).toString('hex');
    if (typeof x === 'string' || isInt(x)) return String(x);
    throw new ParamError('bad-params', 'Invalid params: "seed" must be a string or an integer.');
  }

  private create(p: Params) {
    const game = this.game(p.game);
    const players = p.players === undefined ? game.maxPlayers : p.players;
    const bad = isInt(players) ? checkPlayers(game, players) : checkPlayers(game, NaN);
    if (bad) throw new ParamError(bad.code, `Invalid params: ${bad.message}`);
    const options = this.options(game, p.options);
    const seed = this.seed(p.seed);
    const state = game.setup(options, players as number, seed);
    const handle = this.hold({
      game,
      players: players as number,
      options,
      state,
      listed: null,
    });
    return { state: handle, seed, toAct: game.toAct(state) };
  }

  private vectorNew(p: Params) {
    const game = this.game(p.game);
    const players = p.players === undefined ? game.maxPlayers : p.players;
    const bad = isInt(players) ? checkPlayers(game, players) : checkPlayers(game, NaN);
    if (bad) throw new ParamError(bad.code, `Invalid params: ${bad.message}`);
    const options = this.options(game, p.options);
    return this.vectored(() =>
      this.vectors.create(game, players as number, options, p.n, this.seed(p.seed)),
    );
  }

  /** A vector's answer, its refusals as invalid params. */
  private vectored<T>(run: () => T): T {
    try {
      return run();
    } catch (e) {
      if (e instanceof VectorError)
        throw new ParamError(
          e.code,
          `Invalid params: ${e.message}`,
          e.rpcCode ?? RPC.invalidParams,
        );
      throw e;
    }
  }

  /** Option values checked and parsed, defaults filled in. */
  private options(game: AnyGame, values: unknown): unknown {
    if (values !== undefined && !isObject(values))
      throw new ParamError('bad-params', 'Invalid params: "options" must be an object.');
    const options = game.parseOptions((values ?? {}) as OptionValues);
    if (!options.ok)
      throw new ParamError(options.error.code, `Invalid params: ${options.error.message}`);
    return options.value;
  }

  private table(h: Held): ActionTable<unknown> {
    return actionTable(h.game, h.players, h.options);
  }

  /** The action space of a held state's table, or of `game`, `players`, `options`. */
  private actionSpace(p: Params) {
    if (p.state !== undefined) return actionSpaceOf(this.held(p), p.names !== false);
    const game = this.game(p.game);
    const players = p.players === undefined ? game.maxPlayers : p.players;
    const bad = isInt(players) ? checkPlayers(game, players) : checkPlayers(game, NaN);
    if (bad) throw new ParamError(bad.code, `Invalid params: ${bad.message}`);
    const options = this.options(game, p.options);
    return actionSpaceOf({ game, players: players as number, options }, p.names !== false);
  }

  /** `apply` with `actions`: the action ids of one whole legal move. */
  private applyActions(p: Params, h: Held) {
    return playActions(h, this.actingSeat(p, h), p.actions, logBefore(p, h));
  }

  private legal(p: Params) {
    const h = this.held(p);
    const seat = p.seat === undefined ? h.game.toAct(h.state)[0] : this.seat(p.seat, h.players);
    if (seat === undefined) return [];
    if (p.lang !== undefined && !isLang(p.lang))
      throw new ParamError(
        'bad-params',
        `Invalid params: "lang" must be one of ${LANGS.join(', ')}.`,
      );
    const lang = (p.lang ?? 'en') as Lang;
    const moves = h.game.legalMoves(h.state, seat);
    const strings = moves.map((m) => h.game.encodeMove(m));
    const listed: NonNullable<Held['listed']> = { seat, moves, strings };
    h.listed = listed;
    if (p.actions !== undefined && typeof p.actions !== 'boolean')
      throw new ParamError('bad-params', 'Invalid params: "actions" must be true or false.');
    const actions = p.actions === true ? (listed.actions = this.table(h).sequences(moves)) : null;
    return moves.map((m, i) => {
      const entry: { move: string; label?: string; actions?: number[] } = {
        move: strings[i] as string,
      };
      if (p.labels !== false) entry.label = h.game.moveLabel(h.state, seat, m, lang);
      if (actions) entry.actions = actions[i] as number[];
      return entry;
    });
  }

  private apply(p: Params): {
    move: string;
    toAct: readonly Seat[];
    result: GameResult | null;
    log?: string[][];
  } {
    const h = this.held(p);
    if (p.actions !== undefined) return this.applyActions(p, h);
    if (typeof p.move !== 'string')
      throw new ParamError(
        'bad-params',
        'Invalid params: "move" must be a move string (or "actions" a list of action ids).',
      );
    const seat = this.actingSeat(p, h);
    const log = logBefore(p, h);
    const listed = h.listed?.seat === seat ? h.listed.strings.indexOf(p.move) : -1;
    let played: unknown;
    if (listed >= 0) {
      played = h.listed!.moves[listed];
      h.game.play(h.state, seat, played);
    } else {
      const parsed = h.game.parseMove(p.move);
      const next = parsed.ok ? h.game.apply(h.state, seat, parsed.value) : parsed;
      if (!next.ok)
        throw new ParamError(next.error.code, next.error.message, RPC.moveRefused, next.error);
      played = (parsed as { value: unknown }).value;
      h.state = next.value;
    }
    h.listed = null;
    const answer = {
      move: h.game.encodeMove(played),
      toAct: h.game.toAct(h.state),
      result: h.game.result(h.state),
    };
    return log ? { ...answer, log: log(seat, played) } : answer;
  }

  private sample(p: Params) {
    const seed = this.seed(p.seed);
    if (p.state !== undefined) {
      const h = this.held(p);
      const seat = this.seat(p.seat, h.players);
      const view = h.game.view(h.state, seat);
      const state = h.game.sample(view, seat, new Rng(seed).state);
      return { state: this.hold({ ...h, state, listed: null }) };
    }
    const game = this.game(p.game);
    const players = p.players;
    if (!isInt(players) || checkPlayers(game, players))
      throw new ParamError(
        'bad-player-count',
        `Invalid params: sampling from a view needs "players", ${game.minPlayers} to ${game.maxPlayers}.`,
      );
    const seat = this.seat(p.seat, players);
    const options = this.options(game, p.options);
    if (!isObject(p.view))
      throw new ParamError('bad-view', 'Invalid params: "view" must be a view object.');
    let state: unknown;
    try {
      state = game.sample(p.view, seat, new Rng(seed).state);
      game.toAct(state);
      game.legalMoves(state, game.toAct(state)[0] ?? seat);
    } catch (e) {
      throw new ParamError(
        'bad-view',
        `Invalid params: "view" is not a ${game.name} view of seat ${seat} (${(e as Error).message}).`,
      );
    }
    return { state: this.hold({ game, players, options, state, listed: null }) };
  }

  private playout(p: Params) {
    const h = this.held(p);
    const rng = new Rng(this.seed(p.seed));
    const { game } = h;
    // Played on a copy, then kept: `play` mutates, and the handle must not see a half-played state.
    const state = game.clone(h.state);
    let moves = 0;
    for (;;) {
      const toAct = game.toAct(state);
      if (toAct.length === 0) break;
      if (moves >= MAX_PLAYOUT_MOVES) throw new Error(`no end after ${MAX_PLAYOUT_MOVES} moves`);
      const seat = toAct.length === 1 ? (toAct[0] as Seat) : rng.pick(toAct);
      game.play(state, seat, rng.pick(game.legalMoves(state, seat)));
      moves++;
    }
    h.state = state;
    h.listed = null;
    return { moves, result: game.result(state) };
  }

  private botMove(p: Params) {
    const h = this.held(p);
    const seat = this.actingSeat(p, h);
    if (typeof p.bot !== 'string')
      throw new ParamError(
        'bad-params',
        'Invalid params: "bot" must be a bot spec, e.g. heuristic.',
      );
    const spec = parseBotSpec(p.bot, h.game);
    if (!spec.ok) throw new ParamError(spec.error.code, `Invalid params: ${spec.error.message}`);
    const legal = h.game.legalMoves(h.state, seat);
    if (legal.length === 0)
      throw new ParamError('bad-seat', `Invalid params: seat ${seat} has no move to make now.`);
    // The bot gets the seat's view only, as at any table.
    const bot = makeBot(spec.value, h.game, this.seed(p.seed));
    const move = bot.choose(h.game.view(h.state, seat), legal, seat);
    return { move: h.game.encodeMove(move), label: h.game.moveLabel(h.state, seat, move) };
  }
}
