// The package's main entry, `import { games, getGame } from 'moontable'`: the registry of games
// and the engine's types and helpers (`defineGame` among them). Each game is also
// `moontable/games/<id>`; the bots are `moontable/bots`. A game of another package joins with
// `registerGame` (docs/adding-a-game.md).

export * from './engine/index.ts';
export { GAMES as games, findGame as getGame, registerGame } from './games/index.ts';
