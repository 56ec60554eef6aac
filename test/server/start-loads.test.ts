// What `moontable serve` loads at start. The libraries for passkeys, ratings, web push and e-mail
// are loaded when first needed: together they made an idle embedded server about 40 MB larger
// and its start 0.2 s slower (docs/benchmarks.md, "Footprint"). The server is started as an
// operator starts it, with a module hook that writes down every package it resolves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dataDir, spawnServer } from './helpers.ts';
import { tempDir } from '../temp.ts';

const LATER = ['@simplewebauthn/server', 'openskill', 'web-push', 'nodemailer', 'pg-boss'];

test('serve starts without the passkey, rating, push, mail and job-queue libraries', async () => {
  const dir = tempDir('moontable-loads');
  const log = join(dir, 'resolved.txt');
  const hooks = join(dir, 'hooks.mjs');
  const probe = join(dir, 'probe.mjs');
  // The resolve hook runs in the loader's thread: it appends each package a URL lies in.
  writeFileSync(
    hooks,
    `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  const m = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(r.url);
  if (m) appendFileSync(${JSON.stringify(log)}, m[1] + '\\n');
  return r;
}
`,
  );
  writeFileSync(
    probe,
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`,
  );
  const server = await spawnServer(['--port', '0', '--data', dataDir()], {}, ['--import', probe]);
  try {
    const res = await fetch(`${server.url}/api/games`);
    assert.equal(res.status, 200);
    const loaded = new Set(readFileSync(log, 'utf8').split('\n').filter(Boolean));
    // The hook sees packages: the server's own are there, so it watched the start.
    for (const seen of ['fastify', 'prom-client', 'commander']) assert.ok(loaded.has(seen), seen);
    for (const later of LATER) assert.ok(!loaded.has(later), `${later} was loaded at start`);
  } finally {
    server.child.kill('SIGKILL');
  }
});
