// `moontable games`: the games, their player counts and options.

import { GAMES } from '../../games/index.ts';

export function gamesCommand(opts: { json?: boolean }): void {
  if (opts.json) {
    const list = GAMES.map((g) => ({
      id: g.id,
      name: g.name,
      minPlayers: g.minPlayers,
      maxPlayers: g.maxPlayers,
      options: g.options,
    }));
    console.log(JSON.stringify(list, null, 2));
    return;
  }
  for (const g of GAMES) {
    const players =
      g.minPlayers === g.maxPlayers ? `${g.minPlayers}` : `${g.minPlayers}-${g.maxPlayers}`;
    console.log(
      `${g.id}  ${g.name}, ${players} players${g.hiddenInformation ? ', hidden information' : ''}`,
    );
    for (const o of g.options) {
      const values = o.kind === 'boolean' ? 'true|false' : o.values.join('|');
      console.log(
        `    --option ${o.key}=${values}  (default ${o.default})  ${o.label}: ${o.description}`,
      );
    }
  }
}
