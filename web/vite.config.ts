// The web client's build: plain Vite. Preact's JSX comes from esbuild/oxc through tsconfig
// (`jsxImportSource: preact`); the engine and games are imported from ../src as-is. One small
// plugin writes brotli and gzip copies of the text files beside them, which the server sends
// as they are instead of compressing in its own process (see src/server/static.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { precompress } from '../src/server/precompress.ts';

/** The files of a folder, as paths relative to it, with forward slashes. */
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'));

/**
 * The service worker (web/sw.js) with what it caches for offline use: every file of the build
 * (scripts, styles, the board pictures, icons, the manifest) and the page, under a version that
 * changes whenever one of them does.
 */
function serviceWorker(): Plugin {
  return {
    name: 'moontable-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle);
      const pub = filesIn(join(import.meta.dirname, 'public'));
      const files = [...new Set([...built, ...pub])]
        .filter((f) => f !== 'sw.js' && !f.endsWith('.map'))
        .sort();
      const hash = createHash('sha256');
      for (const name of built) {
        const item = bundle[name]!;
        hash.update(name).update(item.type === 'chunk' ? item.code : item.source);
      }
      for (const name of pub)
        hash.update(name).update(readFileSync(join(import.meta.dirname, 'public', name)));
      const precache = ['/', ...files.filter((f) => f !== 'index.html').map((f) => `/${f}`)];
      const head =
        `const VERSION = ${JSON.stringify(hash.digest('hex').slice(0, 16))};\n` +
        `const PRECACHE = ${JSON.stringify(precache)};\n`;
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: head + readFileSync(join(import.meta.dirname, 'sw.js'), 'utf8'),
      });
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Fewer, larger files for what every visit loads (issue 31's 60 KB for the lobby plus a
    // table): each file is compressed on its own, and rolldown left the first page's modules in
    // eight files of 0.3-14 KB (3 KB more with brotli than one file). `first`: every module the
    // lobby imports statically. `table`: what every online table loads besides its board (the
    // match page, the table, chat, the hint), which hot-seat games and tutorials load too.
    // Boards stay a chunk each (web/src/boards/index.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'first', tags: ['$initial'] },
            {
              name: 'table',
              test: /web[\\/]src[\\/](match\.tsx|fair-deal\.tsx|turn-line\.tsx|table[\\/]|chat[\\/]|coach[\\/](hint|after-game|client|limits|allowed)\.tsx?$)|src[\\/]engine[\\/]glossary\.ts$/,
            },
          ],
        },
      },
    },
  },
  plugins: [
    serviceWorker(),
    {
      name: 'moontable-precompress',
      apply: 'build',
      closeBundle: () => precompress(join(import.meta.dirname, 'dist')),
    },
  ],
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/ws': { target: 'ws://127.0.0.1:8080', ws: true } },
  },
});
