// The web client's weight: builds web/ and sums the gzipped size of every script the first page
// loads (the entry module and the chunks it preloads). Budget (issue 7): 150 KB gzipped.
// Usage: npm run bench:web (also run first by npm run bench). Prints to stderr, so that
// `npm run bench -- --json` keeps a clean JSON stdout; exits 1 over budget.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'web/dist');

execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
});
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((m) => m[1] as string);
let raw = 0;
let gzipped = 0;
for (const src of new Set(scripts)) {
  const bytes = readFileSync(join(dist, src.replace(/^\//, '')));
  raw += bytes.length;
  gzipped += gzipSync(bytes, { level: 9 }).length;
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const verdict = gzipped <= BUDGET_BYTES ? 'within' : 'OVER';
console.error(
  `Web client: initial page JavaScript ${kb(gzipped)} gzipped (${kb(raw)} raw, ${scripts.length} file(s)); ${verdict} the ${kb(BUDGET_BYTES)} budget.`,
);
if (gzipped > BUDGET_BYTES) process.exit(1);
