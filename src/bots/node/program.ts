// A bot is any program: Moontable starts the command and speaks the bot protocol with it,
// JSON-RPC 2.0 with one message per line (docs/engine-protocol.md). For each decision the
// program gets a `move` request with its seat's view, its legal moves and the time it has, and
// answers a move string. It receives nothing its seat may not see. A program that exits, answers
// late or answers something that is not one of its legal moves is at fault: `ProgramFault` says
// which, and the caller decides what that costs (a tournament: the game).

import { spawn } from 'node:child_process';
import type { GameResult, OptionValues, Seat } from '../../engine/game.ts';
import type { FaultKind } from '../match.ts';
import { isObject } from './jsonrpc.ts';
import { RpcClient, RpcClientError } from './rpc-client.ts';

/** A bot spec naming a program: `cmd:python3 my_bot.py`. */
export const PROGRAM_PREFIX = 'cmd:';

export const isProgramSpec = (spec: string): boolean => spec.startsWith(PROGRAM_PREFIX);

/** The command of a program spec, without `cmd:` and without quotes around the whole of it. */
export function programCommand(spec: string): string {
  const command = spec.slice(PROGRAM_PREFIX.length).trim();
  const quoted = /^(["'])(.*)\1$/.exec(command);
  return quoted ? (quoted[2] as string).trim() : command;
}

/** The longest line a program may write (a move answer is a few dozen characters). */
const MAX_ANSWER_CHARS = 64 * 1024;

export type { FaultKind } from '../match.ts';

export class ProgramFault extends Error {
  override name = 'ProgramFault';
  constructor(
    readonly kind: FaultKind,
    message: string,
  ) {
    super(message);
  }
}

/** The `move` request's params: all a program learns about the game. */
export interface MoveRequest {
  readonly game: string;
  readonly players: number;
  readonly options: OptionValues;
  readonly seat: Seat;
  /** The seat's view, exactly as `game.view(state, seat)` gives it. */
  readonly view: unknown;
  /** The seat's legal moves: the answer must be one of these `move` strings. */
  readonly legal: readonly { readonly move: string; readonly label: string }[];
  /** Milliseconds left to answer this request. */
  readonly timeMs: number;
}

export interface ProgramSettings {
  /** Where the command runs (default: this process's working directory). */
  readonly cwd?: string;
  /** Copy the program's stderr to ours (default: keep the last lines for fault messages only). */
  readonly echoStderr?: boolean;
}

/** One running program. */
export class ProgramBot {
  private readonly rpc: RpcClient;

  constructor(
    readonly command: string,
    settings: ProgramSettings = {},
  ) {
    // Its own process group (detached), so a stop ends the shell and whatever it started.
    const child = spawn(command, {
      shell: true,
      detached: true,
      cwd: settings.cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.rpc = new RpcClient(child, MAX_ANSWER_CHARS);
    if (settings.echoStderr) child.stderr.on('data', (text: string) => process.stderr.write(text));
  }

  get alive(): boolean {
    return this.rpc.alive;
  }

  /**
   * Tells the program a game starts and waits until it answers, with anything (an error answer
   * such as "method not found" too): a program that is still starting up does not lose time on
   * its first move. Rejects with a ProgramFault when it exits or stays silent for `timeMs`.
   */
  async start(
    params: Omit<MoveRequest, 'view' | 'legal' | 'timeMs'>,
    timeMs: number,
  ): Promise<void> {
    try {
      await this.rpc.request('start', params, timeMs);
    } catch (e) {
      if (!(e instanceof RpcClientError)) throw e;
      if (e.kind === 'error-answer') return;
      throw this.fault(e, timeMs);
    }
  }

  /** Tells the program how a game ended, with its seat's final view. */
  end(params: {
    game: string;
    seat: Seat;
    view: unknown;
    result: GameResult | null;
    fault?: { seat: Seat; kind: FaultKind; message: string };
  }): void {
    this.rpc.notify('end', params);
  }

  /** Asks for a move; resolves with one of `request.legal`, or rejects with a ProgramFault. */
  async move(request: MoveRequest): Promise<string> {
    let answer: unknown;
    try {
      answer = await this.rpc.request('move', request, request.timeMs);
    } catch (e) {
      if (!(e instanceof RpcClientError)) throw e;
      throw this.fault(e, request.timeMs);
    }
    const move = isObject(answer) ? answer.move : answer;
    if (typeof move !== 'string')
      throw new ProgramFault(
        'illegal',
        `the answer must be a move string, not ${JSON.stringify(answer).slice(0, 80)}`,
      );
    if (!request.legal.some((l) => l.move === move))
      throw new ProgramFault('illegal', `"${move.slice(0, 80)}" is not one of its legal moves`);
    return move;
  }

  private fault(e: RpcClientError, timeMs: number): ProgramFault {
    if (e.kind === 'timeout') {
      // Its late answer would only confuse the next request: it goes.
      this.stop();
      return new ProgramFault('timeout', `no answer within ${timeMs} ms`);
    }
    return new ProgramFault(e.kind === 'exited' ? 'crash' : 'illegal', e.message);
  }

  /** Stops it at once, and whatever it started. */
  stop(): void {
    this.rpc.close();
    this.rpc.kill();
  }

  /**
   * Closes its stdin, which tells a program to finish (after reading an `end`, say), and stops
   * it if it has not exited within `graceMs`.
   */
  async quit(graceMs = 1000): Promise<void> {
    this.rpc.close();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
    await Promise.race([this.rpc.exited, late]);
    clearTimeout(timer);
    this.stop();
  }
}

/**
 * Running programs by command, reused from game to game: a program that did its job goes back to
 * the pool, one at fault is stopped, and the next game starts a fresh one.
 */
export class ProgramPool {
  private readonly idle = new Map<string, ProgramBot[]>();
  private readonly all = new Set<ProgramBot>();

  constructor(private readonly settings: ProgramSettings = {}) {}

  acquire(command: string): ProgramBot {
    const list = this.idle.get(command) ?? [];
    let bot = list.pop();
    while (bot && !bot.alive) bot = list.pop();
    if (bot) return bot;
    const fresh = new ProgramBot(command, this.settings);
    this.all.add(fresh);
    return fresh;
  }

  release(bot: ProgramBot): void {
    if (!bot.alive) {
      bot.stop();
      this.all.delete(bot);
      return;
    }
    const list = this.idle.get(bot.command) ?? [];
    list.push(bot);
    this.idle.set(bot.command, list);
  }

  /** Lets every program finish (its stdin closed, a second's grace), then stops what is left. */
  async close(): Promise<void> {
    const all = [...this.all];
    this.all.clear();
    this.idle.clear();
    await Promise.all(all.map((bot) => bot.quit()));
  }
}
