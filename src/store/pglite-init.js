// Creates a PGlite database folder and flushes every file of it to the disk, in a process of
// its own (see initialize() in pglite.ts): `node pglite-init.js <folder> <start params JSON>`.
// Plain JavaScript, so it starts without the TypeScript loader.
import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import process from 'node:process';
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--liftoff-only');
const require = createRequire(import.meta.url);
const { PGlite } = require('@electric-sql/pglite');
const { NodeFS } = require('@electric-sql/pglite/nodefs');
const [folder, params] = process.argv.slice(2);

/** fsync every file and folder under `dir`, folders after their contents. */
function flush(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) flush(path);
    else if (entry.isFile()) {
      const fd = openSync(path, 'r');
      fsyncSync(fd);
      closeSync(fd);
    }
  }
  const fd = openSync(dir, 'r');
  fsyncSync(fd);
  closeSync(fd);
}

const db = await PGlite.create({ fs: new NodeFS(folder), startParams: JSON.parse(params) });
await db.close();
flush(folder);
