// Each game's own numbering of its actions (ActionSpace.ids, the vector's fast path) against its
// names, over the whole space rather than a playout's moves: every name that is a whole move of
// one decision, parsed, is numbered as its place among the names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { actionTable } from '../../src/engine/actions.ts';
import { optionsOrThrow } from '../../src/engine/index.ts';
import { GAMES } from '../../src/games/index.ts';

for (const game of GAMES)
  test(`${game.id}: the game's numbering of every one-decision move is its name's place`, () => {
    const options = optionsOrThrow(game, {});
    for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
      const space = game.actionSpace(players, options);
      assert.ok(space.ids, `${game.id} numbers its actions itself`);
      const table = actionTable(game, players, options);
      let whole = 0;
      for (const [i, name] of space.names.entries()) {
        const move = game.parseMove(name);
        // A part of a move (`bid purple:2`, `build c12`) parses as no move, or as another one.
        if (!move.ok || space.decisions(move.value).length !== 1) continue;
        if (table.namedSequence(move.value)?.[0] !== i) continue;
        assert.deepEqual(space.ids(move.value), [i], `${players}p "${name}"`);
        whole++;
      }
      assert.ok(whole > space.names.length / 2, `${players}p: ${whole} names are whole moves`);
    }
  });
