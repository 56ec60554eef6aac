// The web client's build: plain Vite, no plugin. Preact's JSX comes from esbuild/oxc through
// tsconfig (`jsxImportSource: preact`); the engine and games are imported from ../src as-is.
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/ws': { target: 'ws://127.0.0.1:8080', ws: true } },
  },
});
