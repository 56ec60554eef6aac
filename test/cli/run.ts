// Runs the real `moontable` command as a user would (no colour): the one way tests start it.
// `runCli` waits for it to end; `runCliAsync` lets the test go on meanwhile (a server in this
// process, two players at once); `startCli` hands back the child to talk to over its pipes.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { resolve } from 'node:path';

/** How a run ended: its exit code (null when killed, e.g. at its timeout) and what it printed. */
export interface CliRun {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

export interface CliOptions {
  /** Piped to its standard input, which then closes (unless `holdStdin`). */
  readonly input?: string;
  /** Keep standard input open after `input`, as a terminal does while its player thinks. */
  readonly holdStdin?: boolean;
  /** Added to this process's environment (NO_COLOR is always set). */
  readonly env?: Readonly<Record<string, string>>;
  /** Working folder; the command is found from this checkout's `bin/` all the same. */
  readonly cwd?: string;
  /** Milliseconds before it is killed (its `code` is then null). */
  readonly timeout?: number;
}

const BIN = resolve('bin/moontable.js');

const spawnOptions = (options: CliOptions) => ({
  cwd: options.cwd,
  env: { ...process.env, NO_COLOR: '1', ...options.env },
});

/** Runs `moontable <args>` to its end; `input` (or `options.input`) is piped in. */
export function runCli(args: string[], input: string | CliOptions = ''): CliRun {
  const options = typeof input === 'string' ? { input } : input;
  const r = spawnSync(process.execPath, [BIN, ...args], {
    ...spawnOptions(options),
    input: options.input ?? '',
    encoding: 'utf8',
    timeout: options.timeout,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** Starts `moontable <args>` with pipes on stdin, stdout and stderr for the test to talk to it. */
export function startCli(
  args: string[],
  options: Omit<CliOptions, 'input' | 'holdStdin' | 'timeout'> = {},
): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [BIN, ...args], spawnOptions(options));
}

/** Runs `moontable <args>` without blocking this process; resolves when it has exited. */
export function runCliAsync(args: string[], options: CliOptions = {}): Promise<CliRun> {
  const child = startCli(args, options);
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += String(d)));
  child.stderr.on('data', (d) => (err += String(d)));
  // A command may exit without reading all of its input: not this runner's error.
  child.stdin.on('error', () => {});
  child.on('exit', () => child.stdin.destroy());
  if (options.input) child.stdin.write(options.input);
  if (!options.holdStdin) child.stdin.end();
  const timer =
    options.timeout === undefined ? null : setTimeout(() => child.kill(), options.timeout);
  return new Promise((done) =>
    child.on('close', (code) => {
      if (timer) clearTimeout(timer);
      done({ code, out, err });
    }),
  );
}
