// The Python client's own tests (python/tests, the standard library's unittest), run with the
// machine's python3 against the real `moontable engine`; and a check that every Python file
// parses as Python 3.9, the oldest version the client supports.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

test('python3 -m unittest: the engine client, the OpenSpiel-shaped API, the AEC environment, bot programs and the examples', () => {
  const r = spawnSync('python3', ['-m', 'unittest', 'discover', '-s', 'tests', '-t', '.', '-v'], {
    cwd: 'python',
    encoding: 'utf8',
    timeout: 600_000,
  });
  assert.equal(r.status, 0, r.stderr);
  const ran = /Ran (\d+) tests?/.exec(r.stderr);
  assert.ok(ran && Number(ran[1]) >= 19, r.stderr);
  assert.match(r.stderr, /\nOK\b/);
});

test('every Python file of the client, its examples and tests parses as Python 3.9', () => {
  const check = `
import ast, pathlib, sys
files = sorted(pathlib.Path('python').rglob('*.py'))
for f in files:
    ast.parse(f.read_text(), filename=str(f), feature_version=(3, 9))
print(len(files))
`;
  const r = spawnSync('python3', ['-c', check], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  assert.ok(Number(r.stdout) >= 10, r.stdout);
});
