// `npm run lint` fails on an import circle (scripts/import-cycles.js): the tree has none, and a
// folder with one, closed through a type-only import as ours were, is refused with its path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tempDir } from '../temp.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const check = (args: string[], cwd = ROOT) => {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts/import-cycles.js'), ...args], {
    cwd,
    encoding: 'utf8',
  });
  return { status: r.status, out: r.stdout + r.stderr };
};

test('src/ and web/src/ have no import circle', () => {
  const r = check([]);
  assert.equal(r.status, 0, r.out);
  assert.match(r.out, /no circles in src, web\/src/);
});

test('a circle closed through a type import fails, naming each file on it', () => {
  const dir = tempDir('moontable-cycles');
  mkdirSync(join(dir, 'parts'));
  writeFileSync(
    join(dir, 'hub.ts'),
    "import { Seats } from './parts/seats.ts';\nexport { Seats };\n",
  );
  writeFileSync(
    join(dir, 'parts/seats.ts'),
    "import type {\n  Hub,\n} from '../hub.js';\nexport class Seats { constructor(readonly hub: Hub) {} }\n",
  );
  // Not on the circle: a lazy import() loads later and cannot close one.
  writeFileSync(join(dir, 'lazy.ts'), "export const load = () => import('./hub.ts');\n");
  writeFileSync(join(dir, 'leaf.ts'), "import './lazy.ts';\n");
  const r = check(['.'], dir);
  assert.equal(r.status, 1, r.out);
  assert.match(r.out, /import circle: hub\.ts -> parts\/seats\.ts -> hub\.ts/);
  assert.match(r.out, /1 import circle\(s\)/);
  assert.doesNotMatch(r.out, /lazy|leaf/);
});

test('a file importing itself is a circle too', () => {
  const dir = tempDir('moontable-cycles');
  writeFileSync(join(dir, 'self.ts'), "export * from './self.ts';\n");
  const r = check(['.'], dir);
  assert.equal(r.status, 1, r.out);
  assert.match(r.out, /self\.ts -> self\.ts/);
});
