// Compression of the web build's text files, shared by the server (src/server/static.ts) and
// the web build (web/vite.config.ts), which writes the compressed copies beside the files.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.ico']);

/** The compressed copies the web build writes beside its files (see precompress). */
export const PRECOMPRESSED = /\.(br|gz)$/;

export const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    // A window just larger than the file: the same size within bytes, a fraction of the memory.
    [constants.BROTLI_PARAM_LGWIN]: Math.min(
      constants.BROTLI_MAX_WINDOW_BITS,
      Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 16))),
    ),
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** Worth compressing: a text file of more than 512 bytes. */
export const compressible = (file: string, size: number) =>
  COMPRESSIBLE.has(extname(file)) && size > 512;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of a web build, so the
 * server reads them instead of compressing in its own process (the web build runs this).
 */
export function precompress(dir: string): void {
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, d.name);
    if (d.isDirectory()) precompress(file);
    if (!d.isFile() || PRECOMPRESSED.test(file)) continue;
    const identity = readFileSync(file);
    if (!compressible(file, identity.length)) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(identity, brotliOptions(identity.length)));
    writeFileSync(`${file}.gz`, gzipSync(identity, { level: 9 }));
  }
}
