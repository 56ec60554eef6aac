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
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly' } },
  },
  {
    // The service worker: its own global scope (the build prepends VERSION and PRECACHE).
    files: ['web/sw.js'],
    languageOptions: {
      globals: {
        self: 'readonly',
        caches: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        VERSION: 'readonly',
        PRECACHE: 'readonly',
      },
    },
  },
  layer(
    ['src/engine/**'],
    [
      '**/games/**',
      '**/bots/**',
      '**/protocol/**',
      '**/cli/**',
      '**/server/**',
      '**/store/**',
      'node:*',
    ],
    'The engine is pure and sits at the bottom: no games, bots, protocol, CLI, server or Node APIs.',
  ),
  layer(
    ['src/games/**'],
    ['**/bots/**', '**/protocol/**', '**/cli/**', '**/server/**', '**/store/**', 'node:*'],
    'Games depend on the engine only, and run in a browser: no Node APIs.',
  ),
  layer(
    ['src/protocol/**'],
    ['**/games/**', '**/bots/**', '**/cli/**', '**/server/**', '**/store/**', 'node:*'],
    'The protocol is shared by the server and every client, the browser too: it imports the engine only.',
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
    ['src/ratings/**'],
    [
      '**/games/**',
      '**/bots/**',
      '**/protocol/**',
      '**/cli/**',
      '**/server/**',
      '**/store/**',
      'node:*',
    ],
    'Ratings are pure arithmetic over places: no games, bots, protocol, store, server, CLI or Node APIs.',
  ),
  layer(
    ['src/store/**'],
    ['**/games/**', '**/bots/**', '**/cli/**', '**/server/**', '**/ratings/**'],
    'Storage keeps rows and logs: it knows no games, bots, server or CLI.',
  ),
  layer(
    ['src/server/**'],
    ['**/cli/**'],
    'The server is a library the CLI starts: it does not import the CLI.',
  ),
  // The web client (web/src/), bottom up: the shared table; the boards (they implement the
  // table's board API); the coach and the tutorials (they use both); the lobby, which loads no
  // game code; and the pages (main.tsx, match.tsx, hotseat.tsx) that put them together.
  ...webLayers(),
);

function webLayers() {
  const server = ['**/src/server/**', '**/src/cli/**', '**/src/store/**', '**/bots/node/**'];
  const pages = ['**/main.tsx', '**/match.tsx', '**/hotseat.tsx'];
  const above = {
    table: ['**/boards/**', '**/coach/**', '**/learn/**', '**/lobby/**'],
    boards: ['**/coach/**', '**/learn/**', '**/lobby/**'],
    coach: ['**/learn/**', '**/lobby/**'],
    learn: ['**/lobby/**'],
    lobby: ['**/table/**', '**/boards/**', '**/learn/**', '**/src/games/**', '**/src/bots/**'],
    ratings: [
      '**/table/**',
      '**/boards/**',
      '**/coach/**',
      '**/learn/**',
      '**/lobby/**',
      '**/src/games/**',
      '**/src/bots/**',
    ],
    account: [
      '**/table/**',
      '**/boards/**',
      '**/coach/**',
      '**/learn/**',
      '**/lobby/**',
      '**/src/games/**',
      '**/src/bots/**',
    ],
  };
  const why = {
    table:
      'The table is shared by every board and page: it imports no board, coach, tutorial or lobby; the page hands it its board.',
    boards: 'A board implements the table: it imports no coach, tutorial, lobby or page.',
    coach: 'The coach uses the table and the boards, never a tutorial, the lobby or a page.',
    learn: 'The tutorials use the table, the boards and the coach, never the lobby or a page.',
    lobby: 'The lobby is the first page and loads no game code: no table, boards, games or bots.',
    ratings:
      'The profile and leaderboard pages read answers only: no table, boards, coach, tutorials, lobby, games or bots.',
    account:
      'The account pages (/me, /me/games) load no game code and sit beside the lobby: no table, boards, coach, tutorials, lobby, games or bots.',
  };
  return [
    layer(
      ['web/src/**'],
      [...server, 'node:*'],
      'The web client runs in a browser and talks to the server over HTTP and WebSocket.',
    ),
    ...Object.entries(above).map(([dir, forbidden]) =>
      layer([`web/src/${dir}/**`], [...server, 'node:*', ...pages, ...forbidden], why[dir]),
    ),
  ];
}
