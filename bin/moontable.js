#!/usr/bin/env node
// The `moontable` command. It runs the compiled build in dist/ (all an installed package has).
// In a clone whose sources changed since `npm run build`, it runs src/ through tsx instead, so
// it never runs stale code.
import { join } from 'node:path';
import { distIsFresh } from './fresh.js';

if (distIsFresh(join(import.meta.dirname, '..'))) {
  await import('../dist/cli/main.js');
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/main.ts');
}
