// Line input from stdin that works for terminals and pipes alike: `ask` prints a prompt and
// resolves with the next line, or null at the end of input.

import { createInterface } from 'node:readline';

export interface LineInput {
  ask(prompt: string): Promise<string | null>;
  close(): void;
}

export function stdinLines(): LineInput {
  const rl = createInterface({ input: process.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(prompt) {
      process.stdout.write(prompt);
      const next = await lines.next();
      return next.done ? null : next.value;
    },
    close: () => {
      rl.close();
      // A pipe that stays open (a script feeding moves) must not keep the process alive.
      process.stdin.destroy();
    },
  };
}
