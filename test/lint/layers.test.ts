// The layer rules of eslint.config.js fire where docs/architecture.md says they do: the
// protocol imports the engine only, the engine and games do not import the protocol, and the
// web client's table, boards and lobby keep to their layers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';

const ROOT = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The restricted imports ESLint reports for `code` placed at `file`. */
async function refused(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

const cases: [file: string, imported: string, why: RegExp][] = [
  ['src/protocol/x.ts', '../games/index.ts', /imports the engine only/],
  ['src/protocol/x.ts', 'node:fs', /imports the engine only/],
  ['src/protocol/x.ts', '../server/hub.ts', /imports the engine only/],
  ['src/engine/x.ts', '../protocol/wire.ts', /engine is pure/],
  ['src/games/moon/x.ts', '../../protocol/wire.ts', /Games depend on the engine only/],
  ['web/src/table/x.tsx', '../boards/index.ts', /page hands it its board/],
  ['web/src/table/x.tsx', '../match.tsx', /page hands it its board/],
  ['web/src/boards/moon/x.tsx', '../../coach/hint.tsx', /implements the table/],
  ['web/src/lobby/x.tsx', '../../../src/games/index.ts', /loads no game code/],
  ['web/src/lobby/x.tsx', '../table/table.tsx', /loads no game code/],
  ['web/src/account/x.tsx', '../lobby/lobby.tsx', /account pages .* load no game code/],
  ['web/src/account/x.tsx', '../../../src/games/index.ts', /account pages .* load no game code/],
  ['web/src/x.ts', '../../src/server/hub.ts', /runs in a browser/],
  ['web/src/coach/x.ts', '../../../src/store/store.ts', /coach uses the table/],
  ['src/ratings/x.ts', '../store/ratings.ts', /Ratings are pure/],
  ['web/src/ratings/x.tsx', '../table/table.tsx', /read answers only/],
  ['src/ratings/x.ts', 'node:fs', /Ratings are pure/],
  ['src/store/x.ts', '../ratings/model.ts', /Storage keeps rows/],
];

for (const [file, imported, why] of cases)
  test(`${file} may not import ${imported}`, async () => {
    const messages = await refused(file, `import { x } from '${imported}';\nexport { x };\n`);
    assert.equal(messages.length, 1, `expected one refusal, got ${JSON.stringify(messages)}`);
    assert.match(messages[0]!, why);
  });

const allowed: [file: string, imported: string][] = [
  ['src/protocol/x.ts', '../engine/game.ts'],
  ['src/server/x.ts', '../protocol/wire.ts'],
  ['src/server/x.ts', '../ratings/index.ts'],
  ['src/ratings/x.ts', 'openskill'],
  ['src/cli/commands/x.ts', '../../protocol/server-messages.ts'],
  ['web/src/x.ts', '../../src/protocol/wire.ts'],
  ['web/src/boards/moon/x.tsx', '../../table/board.ts'],
  ['web/src/match.tsx', './boards/index.ts'],
];

for (const [file, imported] of allowed)
  test(`${file} may import ${imported}`, async () => {
    assert.deepEqual(await refused(file, `import { x } from '${imported}';\nexport { x };\n`), []);
  });
