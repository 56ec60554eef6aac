// One server per data folder. The embedded database lives in the server's own process, so two
// servers on one folder would each write the same files and one's matches would be lost. A lock
// file names the process that holds the folder; a second server refuses to start, and a lock
// left by a process that died (kill -9, a crash, a reboot) is taken over, also while the dead
// process is still a zombie its parent has not reaped (it holds no file and writes nothing).

import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'moontable.lock';

export class DataDirLocked extends Error {
  override name = 'DataDirLocked';
}

interface Holder {
  readonly pid: number;
  /** The process's start time (clock ticks since boot), so a reused pid is not mistaken. */
  readonly start: string | null;
  /** The kernel's boot id: after a reboot no old holder is alive. */
  readonly boot: string | null;
  readonly host: string;
}

const readOr = (path: string, fallback: string | null): string | null => {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return fallback;
  }
};

/** The fields of /proc/<pid>/stat after the command name (state first), or null. */
function statOf(pid: number): string[] | null {
  const stat = readOr(`/proc/${pid}/stat`, null);
  return stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ') : null;
}

/** Field 22 of /proc/<pid>/stat (the start time), or null where there is no /proc. */
const startOf = (pid: number): string | null => statOf(pid)?.[19] ?? null;

/** A zombie (Z) or a dead task (X) has exited: it only waits for its parent to reap it. */
const exited = (pid: number): boolean => ['Z', 'X', 'x'].includes(statOf(pid)?.[0] ?? '');

function me(): Holder {
  return {
    pid: process.pid,
    start: startOf(process.pid),
    boot: readOr('/proc/sys/kernel/random/boot_id', null),
    host: hostname(),
  };
}

function alive(h: Holder): boolean {
  const now = me();
  if (h.host !== now.host || (h.boot && now.boot && h.boot !== now.boot)) return false;
  try {
    process.kill(h.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  if (exited(h.pid)) return false;
  const start = startOf(h.pid);
  return !(h.start && start && h.start !== start);
}

/**
 * Takes the folder's lock or throws DataDirLocked. Returns the release, which removes the
 * lock file if it is still ours.
 */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  const mine = me();
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let holder: Holder | null = null;
      try {
        holder = JSON.parse(readFileSync(path, 'utf8')) as Holder;
      } catch {
        holder = null; // unreadable or half-written: a process that died while writing it
      }
      if (holder && alive(holder))
        throw new DataDirLocked(
          `the data folder ${dir} is in use by another Moontable server (process ${holder.pid}); ` +
            'stop it, or give this one another --data folder',
        );
      try {
        unlinkSync(path);
      } catch {
        // someone else took it over first; try again
      }
      continue;
    }
    writeSync(fd, JSON.stringify(mine));
    closeSync(fd);
    return () => {
      try {
        const holder = JSON.parse(readFileSync(path, 'utf8')) as Holder;
        if (holder.pid === mine.pid && holder.start === mine.start) unlinkSync(path);
      } catch {
        // already gone
      }
    };
  }
  throw new DataDirLocked(`could not lock the data folder ${dir}; is another server starting?`);
}
