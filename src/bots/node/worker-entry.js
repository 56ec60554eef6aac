// Entry of a bot worker thread. Workers do not inherit the parent's TypeScript loader, so this
// plain-JS file registers tsx before loading the worker's TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
