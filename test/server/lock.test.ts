// The data folder's lock does not outlive its server: a server killed with SIGKILL whose parent
// has not reaped it yet (a zombie, as under a supervisor that is slow to wait) no longer holds
// the folder, so a restart 0.3 s later starts. A real process, a real kill -9.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { spawnServer, tempDir } from './helpers.ts';

const children: ChildProcess[] = [];
after(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

const state = (pid: number): string => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] ?? '?';
  } catch {
    return 'gone';
  }
};

// A parent that starts the server and never waits for it: its child stays a zombie once killed.
const NO_REAPER = `
import subprocess, sys
p = subprocess.Popen(sys.argv[1:])
print("pid", p.pid, flush=True)
sys.stdin.read()
`;

test('a restart 0.3 s after kill -9 takes the lock while the dead server is still a zombie', async () => {
  const data = tempDir('moontable-zombie');
  const parent = spawn(
    'python3',
    ['-c', NO_REAPER, process.execPath, 'bin/moontable.js', 'serve', '--port', '0', '--data', data],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  children.push(parent);
  let out = '';
  parent.stdout.on('data', (d) => (out += String(d)));
  parent.stderr.on('data', (d) => (out += String(d)));
  for (let i = 0; i < 600 && !/serving at/.test(out); i++) await sleep(100);
  assert.match(out, /serving at/, out);
  const pid = Number(/pid (\d+)/.exec(out)?.[1]);
  assert.ok(pid > 0, out);

  process.kill(pid, 'SIGKILL');
  for (let i = 0; i < 50 && state(pid) !== 'Z'; i++) await sleep(20);
  assert.equal(state(pid), 'Z', 'the killed server is a zombie: its parent did not reap it');
  await sleep(300);

  const restarted = await spawnServer(['--port', '0', '--data', data]);
  children.push(restarted.child);
  assert.match(restarted.output(), /serving at/);
  assert.equal(state(pid), 'Z', 'the zombie was still there when the restart took the lock');
  restarted.child.kill('SIGTERM');
  parent.stdin.end();
});
