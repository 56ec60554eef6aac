// Fails when modules of src/ or web/src/ import each other in a circle, type-only imports
// included: a circle closed through types still ties the files together for every reader and
// every refactoring. `npm run lint` runs it; `node scripts/import-cycles.js [dir ...]` checks
// other folders (the test proves it on a folder with a circle).
//
// The graph is read with a regular expression over static `import`/`export ... from` and bare
// `import '...'` lines; relative specifiers only (packages cannot import us back). Dynamic
// `import()` is left out: it loads later, on purpose, and cannot close a circle at load time.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : walk(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

/** The file a relative specifier names: as written, or a `.js` that stands for a `.ts`. */
function resolveSpecifier(from, spec) {
  const base = resolve(dirname(from), spec);
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** The import graph of every source file under `dirs`: file -> files it imports. */
export function importGraph(dirs) {
  const graph = new Map();
  for (const file of dirs.flatMap((d) => walk(resolve(d)))) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set();
    for (const m of text.matchAll(STATIC_IMPORT)) {
      const target = resolveSpecifier(file, m[1]);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Every circle of the graph, one per strongly connected part, as a path back to its start. */
export function findCycles(graph) {
  // Tarjan's strongly connected components, iterative so deep graphs cannot overflow the stack.
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const parts = [];
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [[root, 0]];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const top = work[work.length - 1];
      const [node, i] = top;
      const next = (graph.get(node) ?? []).filter((t) => graph.has(t));
      if (i < next.length) {
        top[1]++;
        const t = next[i];
        if (!index.has(t)) {
          index.set(t, counter);
          low.set(t, counter++);
          stack.push(t);
          onStack.add(t);
          work.push([t, 0]);
        } else if (onStack.has(t)) low.set(node, Math.min(low.get(node), index.get(t)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const part = [];
        let x;
        do {
          x = stack.pop();
          onStack.delete(x);
          part.push(x);
        } while (x !== node);
        const selfLoop = (graph.get(node) ?? []).includes(node);
        if (part.length > 1 || selfLoop) parts.push(part);
      }
    }
  }
  return parts.map((part) => circleIn(graph, new Set(part)));
}

/** One concrete circle inside a strongly connected part: a shortest path from a file back to it. */
function circleIn(graph, part) {
  const start = [...part].sort()[0];
  const from = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const t of graph.get(node) ?? []) {
      if (!part.has(t)) continue;
      if (t === start) {
        const path = [node];
        for (let p = from.get(node); p !== null; p = from.get(p)) path.unshift(p);
        return [...path, start];
      }
      if (!from.has(t)) {
        from.set(t, node);
        queue.push(t);
      }
    }
  }
  return [start, start];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.length > 2 ? process.argv.slice(2) : ['src', 'web/src'];
  const cycles = findCycles(importGraph(dirs));
  for (const c of cycles)
    console.error(`import circle: ${c.map((f) => relative(process.cwd(), f)).join(' -> ')}`);
  if (cycles.length > 0) {
    console.error(
      `${cycles.length} import circle(s). Break each: move what both sides need into a file of ` +
        'its own, or pass a narrow interface instead of importing the caller.',
    );
    process.exit(1);
  }
  console.log(`import-cycles: no circles in ${dirs.join(', ')}`);
}
