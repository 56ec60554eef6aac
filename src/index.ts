// The package's main entry, `import { games, getGame } from 'moontable'`: the registry of games
// and the engine's types and helpers. Each game is also `moontable/games/<id>`; the bots are
// `moontable/bots`.

export * from './engine/index.ts';
export { GAMES as games, findGame as getGame } from './games/index.ts';
