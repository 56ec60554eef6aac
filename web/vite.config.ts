// The web client's build: plain Vite. Preact's JSX comes from esbuild/oxc through tsconfig
// (`jsxImportSource: preact`); the engine and games are imported from ../src as-is. One small
// plugin writes brotli and gzip copies of the text files beside them, which the server sends
// as they are instead of compressing in its own process (see src/server/static.ts).
import { join } from 'node:path';
import { defineConfig } from 'vite';
import { precompress } from '../src/server/precompress.ts';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  plugins: [
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
