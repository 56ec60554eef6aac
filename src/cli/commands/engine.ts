// `moontable engine`: the engine protocol (JSON-RPC 2.0, one message per line) on stdin and
// stdout, for programs in any language. Answers to the lines of one chunk of input go out in one
// write; reading pauses while stdout is full. The session ends with stdin.

import { LineSplitter } from '../../bots/node/lines.ts';
import { RPC, rpcError } from '../../bots/node/jsonrpc.ts';
import { EngineSession } from '../engine-session.ts';

/** The longest request line read (a `sample` request carries a whole view). */
export const MAX_REQUEST_CHARS = 16 * 1024 * 1024;

export function engineCommand(): Promise<void> {
  const session = new EngineSession();
  const out: string[] = [];
  const lines = new LineSplitter(
    MAX_REQUEST_CHARS,
    (line) => {
      const answer = session.handleLine(line);
      if (answer !== null) out.push(answer);
    },
    () =>
      out.push(
        JSON.stringify(
          rpcError(
            null,
            RPC.invalidRequest,
            `Invalid Request: a line holds ${MAX_REQUEST_CHARS} characters at most.`,
          ),
        ),
      ),
  );
  const { stdin, stdout } = process;
  // The client went away: nothing is left to answer.
  stdout.on('error', () => process.exit(0));
  const flush = () => {
    if (out.length === 0) return;
    const text = out.join('\n') + '\n';
    out.length = 0;
    if (!stdout.write(text)) {
      stdin.pause();
      stdout.once('drain', () => stdin.resume());
    }
  };
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    stdin.on('data', (chunk: string) => {
      lines.push(chunk);
      flush();
    });
    stdin.on('end', () => {
      lines.end();
      flush();
      resolve();
    });
  });
}
