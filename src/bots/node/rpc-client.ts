// The calling side of JSON-RPC 2.0 over a child process's stdin and stdout, one message per
// line: Moontable asking a program bot for moves, and tests and benchmarks driving
// `moontable engine`. Answers are matched to requests by id; a line that is not a well-formed
// answer, or an exit, fails what is pending with a RpcClientError saying why.

import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import type { RpcError } from './jsonrpc.ts';
import { isObject } from './jsonrpc.ts';
import { LineSplitter } from './lines.ts';

/** Why a call failed: the peer answered an error, said something unreadable, or is gone. */
export class RpcClientError extends Error {
  override name = 'RpcClientError';
  constructor(
    readonly kind: 'error-answer' | 'bad-answer' | 'exited' | 'timeout',
    message: string,
    readonly error?: RpcError,
  ) {
    super(message);
  }
}

interface Waiting {
  resolve(value: unknown): void;
  reject(error: RpcClientError): void;
  timer: NodeJS.Timeout | null;
}

export class RpcClient {
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();
  private gone: RpcClientError | null = null;
  /** Lines waiting to be written: everything sent in one tick goes out in one write. */
  private outbox: string[] = [];
  /** Lines the peer wrote to stderr, last few kept for error messages. */
  readonly stderrTail: string[] = [];

  constructor(
    readonly child: ChildProcessWithoutNullStreams,
    maxLineChars = 16 * 1024 * 1024,
  ) {
    const lines = new LineSplitter(
      maxLineChars,
      (line) => this.onLine(line),
      () => this.failAll(new RpcClientError('bad-answer', 'The program wrote an overlong line.')),
    );
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => lines.push(text));
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      this.stderrTail.push(...text.split('\n').filter((l) => l.trim()));
      this.stderrTail.splice(0, Math.max(0, this.stderrTail.length - 5));
    });
    child.stdin.on('error', () => {});
    this.exited = new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
    child.on('error', (e) => this.failAll(new RpcClientError('exited', e.message)));
    // What it wrote to stderr just before it exited may arrive after the exit: the failure waits
    // for the end of stderr (a moment at most, as a process it started may hold stderr open).
    const stderrDone = new Promise<void>((resolve) => {
      child.stderr.once('close', resolve);
      child.stderr.once('end', resolve);
    });
    child.on('exit', (code, signal) => {
      const why = signal ? `signal ${signal}` : `code ${code}`;
      let timer: NodeJS.Timeout | undefined;
      const moment = new Promise<void>((resolve) => (timer = setTimeout(resolve, 250)));
      void Promise.race([stderrDone, moment]).then(() => {
        clearTimeout(timer);
        const tail = this.stderrTail.length ? `: ${this.stderrTail.join(' | ')}` : '';
        this.failAll(new RpcClientError('exited', `The program exited (${why})${tail}.`));
      });
    });
  }

  /** Resolves once the peer's process has exited. */
  readonly exited: Promise<void>;

  /** Whether the peer is still there to answer. */
  get alive(): boolean {
    return this.gone === null;
  }

  /** Sends a request and resolves with its result; `timeoutMs` fails it when no answer comes. */
  request(method: string, params: unknown, timeoutMs?: number): Promise<unknown> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer =
        timeoutMs === undefined
          ? null
          : setTimeout(() => {
              this.waiting.delete(id);
              reject(new RpcClientError('timeout', `No answer within ${timeoutMs} ms.`));
            }, timeoutMs);
      this.waiting.set(id, { resolve, reject, timer });
      this.send({ jsonrpc: '2.0', id, method, params });
    });
  }

  /** Sends a notification: no answer is expected. */
  notify(method: string, params: unknown): void {
    if (!this.gone) this.send({ jsonrpc: '2.0', method, params });
  }

  private send(message: unknown): void {
    if (this.outbox.push(JSON.stringify(message)) === 1) process.nextTick(() => this.flush());
  }

  private flush(): void {
    if (this.outbox.length === 0) return;
    const text = this.outbox.join('\n') + '\n';
    this.outbox = [];
    if (!this.child.stdin.destroyed && !this.child.stdin.writableEnded)
      this.child.stdin.write(text);
  }

  /** Closes the peer's stdin (after what is waiting to be sent): a well-behaved peer exits. */
  close(): void {
    this.flush();
    this.child.stdin.end();
  }

  /** Ends the peer at once (its process group when it has one of its own). */
  kill(): void {
    const pid = this.child.pid;
    try {
      if (pid !== undefined) process.kill(-pid, 'SIGKILL');
    } catch {
      this.child.kill('SIGKILL');
    }
    this.failAll(new RpcClientError('exited', 'The program was stopped.'));
  }

  private onLine(line: string): void {
    if (line.trim() === '') return;
    let answer: unknown;
    try {
      answer = JSON.parse(line);
    } catch {
      return this.failAll(
        new RpcClientError(
          'bad-answer',
          `The program wrote a line that is not JSON: ${line.slice(0, 80)}`,
        ),
      );
    }
    const id = isObject(answer) ? answer.id : undefined;
    const waiting = typeof id === 'number' ? this.waiting.get(id) : undefined;
    if (!isObject(answer) || answer.jsonrpc !== '2.0' || !waiting) {
      // A late answer to a request that timed out is dropped; anything else is a broken peer.
      if (typeof id === 'number' && id < this.nextId) return;
      return this.failAll(
        new RpcClientError(
          'bad-answer',
          `The program wrote something that answers no request: ${line.slice(0, 80)}`,
        ),
      );
    }
    this.waiting.delete(id as number);
    if (waiting.timer) clearTimeout(waiting.timer);
    if ('error' in answer) {
      const e = answer.error as RpcError;
      waiting.reject(
        new RpcClientError(
          'error-answer',
          `The program answered an error: ${String(e?.message)}`,
          e,
        ),
      );
    } else if ('result' in answer) waiting.resolve(answer.result);
    else
      waiting.reject(new RpcClientError('bad-answer', 'An answer holds neither result nor error.'));
  }

  /** A peer that exited or broke the protocol answers nothing more: later calls fail at once. */
  private failAll(error: RpcClientError): void {
    this.gone ??= error;
    for (const w of this.waiting.values()) {
      if (w.timer) clearTimeout(w.timer);
      w.reject(error);
    }
    this.waiting.clear();
  }
}
