// Runs the real `moontable` command as a user would (no colour), with `input` piped in.
import { spawnSync } from 'node:child_process';

export function runCli(
  args: string[],
  input = '',
): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, ['bin/moontable.js', ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
