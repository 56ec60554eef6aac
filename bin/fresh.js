// Whether dist/ (the compiled build) is current: it exists and, in a clone, no file under src/
// changed after the build started. An installed package has no src/, so its dist/ is current.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const path = join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);

export function distIsFresh(root) {
  const stamp = join(root, 'dist', 'build.json');
  if (!existsSync(stamp)) return false;
  const src = join(root, 'src');
  if (!existsSync(src)) return true;
  const { started } = JSON.parse(readFileSync(stamp, 'utf8'));
  return newest(src) < started;
}
