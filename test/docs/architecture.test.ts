// docs/architecture.md names files and folders; each must exist, so the page cannot drift from
// the tree unnoticed. A name is resolved from the repository root or from a folder named in the
// same section (or one above it): the table under "The server (`src/server/`, `src/store/`)"
// says `store/db.ts`, the one under Monkeys on the Moon's `src/games/monkeys-on-the-moon/` says
// `data.ts`. `<game>` stands for every game of the registry, `<lang>` for both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { GAMES } from '../../src/games/index.ts';

const DOC = 'docs/architecture.md';

/** Made by a build, so absent from a fresh clone: `npm run build`, `npm run build:web`. */
const BUILT = ['dist/', 'web/dist'];

const FILE = /\.(ts|tsx|js|json|css|md|png|py)$/;

/** Could this token be a path? (Not a route, a package specifier, a command or an extension.) */
function pathLike(token: string): boolean {
  if (/\s/.test(token) || token.startsWith('/') || token.startsWith('.')) return false;
  if (token.startsWith('$') || token.startsWith('~')) return false; // the user's folders, not ours
  if (token.startsWith('moontable/')) return false; // package exports, checked by the package test
  if (token.startsWith('@')) return false; // a scoped package, e.g. @simplewebauthn/browser
  if (/[(){}[\]:=*,'"]/.test(token)) return false;
  return token.includes('/') || FILE.test(token);
}

/** Every concrete path a token stands for: placeholders expand to each game or language. */
function expand(token: string): string[] {
  let paths = [token];
  if (token.includes('<game>'))
    paths = paths.flatMap((p) => GAMES.map((g) => p.replaceAll('<game>', g.id)));
  if (token.includes('<lang>'))
    paths = paths.flatMap((p) => ['en', 'de'].map((l) => p.replaceAll('<lang>', l)));
  return paths;
}

/** The folder and every folder above it, up to the root (''). */
function ancestors(folder: string): string[] {
  const out: string[] = [];
  for (let f = normalize(folder).replace(/\/$/, ''); f !== '.' && f !== ''; f = dirname(f))
    out.push(f);
  return [...out, ''];
}

function resolves(path: string, contexts: readonly string[]): string | null {
  for (const base of ['', ...contexts.flatMap(ancestors)]) {
    const full = join(base, path);
    if (existsSync(full)) return full;
  }
  return null;
}

interface Mention {
  readonly token: string;
  readonly line: number;
  /** Section key: the `##` heading the mention falls under. */
  readonly section: number;
  /** Mentions in the same code block resolve against its folders too. */
  readonly block: number | null;
}

/** The path-like tokens of the page: inline code, link targets, and words in plain code blocks. */
function mentions(text: string): Mention[] {
  const out: Mention[] = [];
  let section = 0;
  let block: number | null = null;
  let language = '';
  text.split('\n').forEach((line, i) => {
    const fence = /^```(\w*)/.exec(line);
    if (fence) {
      if (block === null) [block, language] = [i, fence[1] ?? ''];
      else block = null;
      return;
    }
    if (block === null && /^## /.test(line)) section = i;
    const add = (token: string) => out.push({ token, line: i + 1, section, block });
    if (block !== null) {
      if (language !== '') return; // code, not a listing
      for (const word of line.split(/[\s,;()]+/)) if (pathLike(word)) add(word);
      return;
    }
    for (const m of line.matchAll(/`([^`]+)`/g)) if (pathLike(m[1]!)) add(m[1]!);
    for (const m of line.matchAll(/\]\(([^)#]+)(#[^)]*)?\)/g))
      if (!/^[a-z]+:/.test(m[1]!)) add(join('docs', m[1]!));
  });
  return out;
}

test('docs/architecture.md names only files and folders that exist', () => {
  const all = mentions(readFileSync(DOC, 'utf8'));
  assert.ok(
    all.length > 150,
    `only ${all.length} paths found: is the parser still reading the page?`,
  );
  // Folders named in a section (and the folder of each file named there) are its contexts.
  const contexts = new Map<string, string[]>();
  const missing: string[] = [];
  for (const m of all) {
    if (BUILT.some((b) => m.token.startsWith(b))) continue;
    const keys = [`s${m.section}`, ...(m.block === null ? [] : [`b${m.block}`])];
    const known = keys.flatMap((k) => contexts.get(k) ?? []);
    for (const path of expand(m.token)) {
      const found = resolves(path, known);
      if (found === null) {
        missing.push(`line ${m.line}: ${path}`);
        continue;
      }
      const folder = path.endsWith('/') || !FILE.test(path) ? found : dirname(found);
      for (const k of keys) contexts.set(k, [...(contexts.get(k) ?? []), folder]);
    }
  }
  assert.deepEqual(missing, [], `${DOC} names paths that do not exist`);
});

test('a path that is not in the tree is reported', () => {
  // The check above must be able to fail: a made-up file, in a section and in a listing.
  const text = [
    '## Section (`src/server/`)',
    '| `server/no-such-file.ts` | nothing |',
    '```',
    'web/src/',
    '  main.tsx, no-such-page.tsx   words',
    '```',
  ].join('\n');
  const found = mentions(text).map((m) => m.token);
  assert.deepEqual(found, [
    'src/server/',
    'server/no-such-file.ts',
    'web/src/',
    'main.tsx',
    'no-such-page.tsx',
  ]);
  assert.equal(resolves('server/no-such-file.ts', ['src/server']), null);
  assert.equal(resolves('store/db.ts', ['src/server']), 'src/store/db.ts');
  assert.equal(resolves('main.tsx', ['web/src']), 'web/src/main.tsx');
});
