// CPU seconds of a command's whole process tree, for scripts/run-tests.js: user + system time of
// the command and everything it starts (Chromium's browser, zygote and renderers, PostgreSQL,
// python3), which holds on a busy machine where wall time does not.
//
// Best: a cgroup of its own per command (cgroup v1's cpuacct, or v2), which counts every
// descendant, reaped or orphaned. Else GNU time (/usr/bin/time), which counts only the
// descendants that their parents waited for. Else nothing: `cpu()` gives null.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, rmdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout } from 'node:timers';

/** Removes an empty folder (a cgroup's files go with it); false when it cannot (yet). */
function removeGroup(dir) {
  try {
    rmdirSync(dir);
    return true;
  } catch {
    return false;
  }
}

/** The first cgroup folder we may make groups in, and how to read a group's CPU seconds. */
function cgroupRoot() {
  const kinds = [
    // v1: cpuacct.usage in ns
    {
      dir: '/sys/fs/cgroup/cpuacct',
      read: (g) => Number(readFileSync(join(g, 'cpuacct.usage'), 'utf8')) / 1e9,
    },
    // v2: cpu.stat's usage_usec
    {
      dir: '/sys/fs/cgroup',
      read: (g) =>
        Number(/usage_usec (\d+)/.exec(readFileSync(join(g, 'cpu.stat'), 'utf8'))[1]) / 1e6,
    },
  ];
  for (const kind of kinds) {
    if (kind.dir === '/sys/fs/cgroup' && !existsSync(join(kind.dir, 'cgroup.controllers')))
      continue;
    const dir = join(kind.dir, `moontable-tests-${process.pid}`);
    try {
      mkdirSync(dir);
      mkdirSync(join(dir, 'probe'));
      kind.read(join(dir, 'probe'));
      // A process must be able to join a group (a container may show cgroups it cannot use).
      const joined = spawnSync('sh', ['-c', 'echo $$ > "$0"', join(dir, 'probe', 'cgroup.procs')]);
      if (joined.status !== 0) throw new Error('cannot join a cgroup');
      rmdirSync(join(dir, 'probe'));
      return { dir, read: kind.read };
    } catch {
      removeGroup(join(dir, 'probe'));
      removeGroup(dir);
    }
  }
  return null;
}

const TIME = '/usr/bin/time';

/**
 * A meter: `spawn(command, argv, options)` gives `{ child, cpu }`, `cpu()` the CPU seconds once
 * the child has closed (null when unmeasured); `how` says which way; `close()` removes its folders.
 */
export function cpuMeter() {
  const cgroup = cgroupRoot();
  const timeDir =
    !cgroup && existsSync(TIME) ? mkdtempSync(join(tmpdir(), 'moontable-cpu-')) : null;
  let n = 0;
  const groups = [];
  return {
    how: cgroup ? 'cgroup' : timeDir ? 'GNU time' : null,
    spawn(command, argv, options) {
      const id = n++;
      if (cgroup) {
        const group = join(cgroup.dir, String(id));
        mkdirSync(group);
        groups.push(group);
        // The shell joins the group, then becomes the command: all it starts is counted.
        const join_ = 'echo $$ > "$0" && exec "$@"';
        const child = spawn(
          'sh',
          ['-c', join_, join(group, 'cgroup.procs'), command, ...argv],
          options,
        );
        const cpu = () => {
          try {
            return cgroup.read(group);
          } catch {
            return null;
          }
        };
        return { child, cpu };
      }
      if (timeDir) {
        const out = join(timeDir, `${id}.txt`);
        const child = spawn(TIME, ['-f', '%U %S', '-o', out, command, ...argv], options);
        const cpu = () => {
          try {
            // The last line: GNU time puts "Command exited with non-zero status" above it.
            const [user, system] = readFileSync(out, 'utf8').trim().split('\n').pop().split(' ');
            const seconds = Number(user) + Number(system);
            return Number.isFinite(seconds) ? seconds : null;
          } catch {
            return null;
          }
        };
        return { child, cpu };
      }
      return { child: spawn(command, argv, options), cpu: () => null };
    },
    /** Sends `signal` to every process of the groups: all that the commands started, by id. */
    stop(signal = 'SIGTERM') {
      for (const group of cgroup ? groups : []) {
        let pids = [];
        try {
          pids = readFileSync(join(group, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean);
        } catch {
          continue;
        }
        for (const pid of pids) {
          try {
            process.kill(Number(pid), signal);
          } catch {
            // gone already
          }
        }
      }
    },
    /**
     * Removes the groups and the folder, waiting up to 2 s for processes to leave them (a group
     * a process still holds after that stays).
     */
    async close() {
      if (timeDir) rmSync(timeDir, { recursive: true, force: true });
      if (!cgroup) return;
      for (let tries = 0; tries < 20; tries++) {
        const left = [...groups].filter((g) => !removeGroup(g));
        groups.splice(0, groups.length, ...left);
        if (left.length === 0) break;
        await new Promise((done) => setTimeout(done, 100));
      }
      removeGroup(cgroup.dir);
    },
  };
}
