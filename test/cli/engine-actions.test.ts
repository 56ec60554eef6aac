// Stable action ids over the engine protocol: `actionSpace` names every decision of a table,
// `legal` with `actions: true` gives each legal move its ids, and `apply` takes a move's ids.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineSession } from '../../src/cli/engine-session.ts';
import { actionTable } from '../../src/engine/actions.ts';
import { Rng } from '../../src/engine/rng.ts';
import { GAMES } from '../../src/games/index.ts';

type Answer = {
  result?: unknown;
  error?: { code: number; message: string; data?: { code?: string } };
};

const session = () => {
  const s = new EngineSession();
  let id = 0;
  const call = (method: string, params: unknown) =>
    JSON.parse(
      s.handleLine(JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }))!,
    ) as Answer;
  const ok = <T>(method: string, params: unknown): T => {
    const a = call(method, params);
    assert.equal(a.error, undefined, `${method}: ${JSON.stringify(a.error)}`);
    return a.result as T;
  };
  return { call, ok };
};

interface Space {
  numDistinctActions: number;
  names: string[];
  options: unknown;
}
interface Listed {
  move: string;
  actions: number[];
}

test('actionSpace: one fixed size and names per game, player count and options, the same as TypeScript', () => {
  const { ok, call } = session();
  for (const game of GAMES)
    for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
      const space = ok<Space>('actionSpace', { game: game.id, players });
      const options = game.parseOptions({});
      assert.ok(options.ok);
      const table = actionTable(game, players, options.value);
      assert.equal(space.numDistinctActions, table.size);
      assert.deepEqual(space.names, table.names);
      assert.equal(new Set(space.names).size, space.names.length, 'names are distinct');
    }
  const held = ok<{ state: number }>('new', { game: 'moon', players: 3, seed: 1 });
  const fromState = ok<Space>('actionSpace', { state: held.state, names: false });
  assert.equal(
    fromState.numDistinctActions,
    ok<Space>('actionSpace', { game: 'moon', players: 3 }).numDistinctActions,
  );
  assert.equal(
    call('actionSpace', { game: 'moon', players: 9 }).error?.data?.code,
    'bad-player-count',
  );
  assert.equal(
    call('actionSpace', { game: 'moon', options: { psychic: 3 } }).error?.data?.code,
    'bad-option',
  );
});

test('random games played by action ids, one decision at a time, in every game: ids mean the same every step', () => {
  const { ok, call } = session();
  for (const game of GAMES) {
    const players = game.minPlayers === 1 ? 2 : game.minPlayers;
    const { names, numDistinctActions } = ok<Space>('actionSpace', { game: game.id, players });
    const { state } = ok<{ state: number }>('new', { game: game.id, players, seed: 'ids' });
    const rng = new Rng(`ids/${game.id}`);
    let moves = 0;
    let multi = 0;
    for (;;) {
      const toAct = ok<number[]>('toAct', { state });
      if (toAct.length === 0) break;
      const seat = rng.pick(toAct);
      const legal = ok<Listed[]>('legal', { state, seat, labels: false, actions: true });
      const chosen = rng.pick(legal);
      for (const l of legal) {
        assert.ok(
          l.actions.length >= 1 && l.actions.every((a) => a >= 0 && a < numDistinctActions),
        );
        // A one-decision move is named by its own notation.
        if (l.actions.length === 1) assert.equal(names[l.actions[0]!], l.move);
      }
      if (chosen.actions.length > 1) multi++;
      if (chosen.actions.length > 1) {
        // Half a move is refused, saying what may come next.
        const half = call('apply', { state, seat, actions: chosen.actions.slice(0, -1) });
        assert.equal(half.error?.data?.code, 'bad-actions', JSON.stringify(half));
        assert.match(half.error!.message, /do not finish it/);
      }
      const applied = ok<{ move: string }>('apply', { state, seat, actions: chosen.actions });
      assert.equal(applied.move, chosen.move);
      moves++;
    }
    assert.ok(moves > 10, `${game.id}: ${moves} moves`);
    if (game.id !== 'monkey-lab') assert.ok(multi > 0, `${game.id} splits some moves`);
  }
  const { state } = ok<{ state: number }>('new', { game: 'monkey-lab', players: 2, seed: 1 });
  assert.equal(call('apply', { state, actions: [] }).error?.data?.code, 'bad-params');
  assert.equal(call('apply', { state, actions: ['x'] }).error?.data?.code, 'bad-params');
  assert.equal(call('apply', { state, actions: [999999] }).error?.data?.code, 'bad-actions');
  assert.equal(call('legal', { state, actions: 'yes' }).error?.data?.code, 'bad-params');
});
