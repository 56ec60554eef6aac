// One linter for the whole tree: typescript-eslint's recommended rules plus the layer rules
// from docs/architecture.md (nothing imports from a layer above it).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const layer = (files, forbidden, message, ignores = []) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: forbidden.map((group) => ({ group: [group], message })) },
    ],
  },
});

export default tseslint.config(
  { ignores: ['node_modules/**', 'data/**', 'dist/**', 'web/dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: 'error',
    },
  },
  {
    files: ['bin/**/*.js', 'scripts/**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  layer(
    ['src/engine/**'],
    ['**/games/**', '**/bots/**', '**/cli/**', '**/server/**', '**/store/**', 'node:*'],
    'The engine is pure and sits at the bottom: no games, bots, CLI, server or Node APIs.',
  ),
  layer(
    ['src/games/**'],
    ['**/bots/**', '**/cli/**', '**/server/**', '**/store/**', 'node:*'],
    'Games depend on the engine only, and run in a browser: no Node APIs.',
  ),
  layer(
    ['src/bots/**'],
    ['**/cli/**', '**/server/**', '**/store/**', 'node:*', '**/node/**'],
    'Bots see views through the engine and run in a browser: no CLI, server, Node APIs or bots/node.',
    ['src/bots/node/**'],
  ),
  layer(
    ['src/bots/node/**'],
    ['**/cli/**', '**/server/**', '**/store/**'],
    'The bot worker pool serves the CLI and the server; it imports neither.',
  ),
  layer(
    ['src/store/**'],
    ['**/games/**', '**/bots/**', '**/cli/**', '**/server/**'],
    'Storage keeps rows and logs: it knows no games, bots, server or CLI.',
  ),
  layer(
    ['src/server/**'],
    ['**/cli/**'],
    'The server is a library the CLI starts: it does not import the CLI.',
  ),
);
