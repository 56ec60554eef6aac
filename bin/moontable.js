#!/usr/bin/env node
// The `moontable` command: registers tsx so the TypeScript sources run as they are.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
