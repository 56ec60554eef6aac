// Temp folders for tests (`<tmpdir>/<prefix>-XXXXXX`). Each one a test process makes is removed
// when that process ends, passed or failed (`exit`, and Ctrl-C or a kill by SIGTERM), so a full
// run leaves no data folders behind (an embedded database is about 40 MB); a helper that is done
// with one early (a test server closing) removes it at once with `removeDir`. Small on purpose:
// the lint and package tests import it without the server.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made = new Set<string>();
const stops = new Set<() => void>();

/** A new empty folder under the system's temp folder, removed when this process ends. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  watchExit();
  made.add(dir);
  return dir;
}

/** Removes a folder made by `tempDir` now (nothing happens when it is gone already). */
export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  made.delete(dir);
}

/**
 * Runs `stop` when this process ends, before its folders are removed (a database server living in
 * one stops first); the returned function runs it now instead, once.
 */
export function atExit(stop: () => void): () => void {
  watchExit();
  const once = () => {
    if (!stops.delete(once)) return;
    stop();
  };
  stops.add(once);
  return once;
}

let watching = false;
function watchExit(): void {
  if (watching) return;
  watching = true;
  const removeAll = () => {
    for (const stop of [...stops])
      try {
        stop();
      } catch {
        // ending anyway: the folders still go
      }
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
    made.clear();
  };
  process.on('exit', removeAll);
  // A signal's default ends the process without `exit`: remove, then end as the signal would.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      removeAll();
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
}
