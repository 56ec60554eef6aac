// Builds the package: src/ compiled into dist/ (ESM JavaScript and .d.ts types) by TypeScript 7
// (the package typescript7: the native compiler, five times faster than the typescript 5 that
// typescript-eslint needs; `npm ci` builds once through `prepare`, `npm test` again).
// Relative imports ending in .ts become .js, in the .d.ts files too, so a TypeScript project
// reads the types with its own settings. dist/build.json records when the build started:
// bin/moontable.js runs dist/ only while no source file is newer (see bin/fresh.js).
import { copyFileSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const started = Date.now();
rmSync(dist, { recursive: true, force: true });
// (its package exports no bin/tsc: found beside its package.json)
const tsc = join(
  dirname(createRequire(import.meta.url).resolve('typescript7/package.json')),
  'bin/tsc',
);
const built = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], {
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
const relativeTs = /((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*?)\.ts\2/g;
for (const file of walk(dist).filter((f) => f.endsWith('.d.ts'))) {
  const text = readFileSync(file, 'utf8');
  const out = text.replace(relativeTs, '$1$2$3.js$2');
  if (out !== text) writeFileSync(file, out);
}
// Plain JavaScript in src/ (run as its own process, e.g. store/pglite-init.js) goes as it is.
const src = join(root, 'src');
for (const file of walk(src).filter((f) => f.endsWith('.js')))
  copyFileSync(file, join(dist, relative(src, file)));
writeFileSync(join(dist, 'build.json'), JSON.stringify({ started }) + '\n');
