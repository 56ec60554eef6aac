// A match in a server's memory (src/server/live.ts): it keeps each move's facts, and the log each
// viewer reads, worded from them when asked, is exactly what the game words for that viewer, in
// English and in German, from the first move or from any later one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AnyGame, Lang, Seat, Viewer } from '../../src/engine/game.ts';
import { GAMES } from '../../src/games/index.ts';
import { LiveMatch } from '../../src/server/live.ts';
import type { MatchRow } from '../../src/store/store.ts';

const PLAYERS: Record<string, number> = {
  'monkeys-on-the-moon': 3,
  moon: 4,
  'monkey-lab': 3,
  'chimps-on-mars': 4,
};

function row(game: AnyGame, players: number, seed: string): MatchRow {
  return {
    id: seed,
    game: game.id,
    options: {},
    players,
    seed,
    seats: [],
    settings: { timeControl: null, takeover: null },
    status: 'running',
    version: 0,
    seatsVersion: 0,
    result: null,
    rematchOf: null,
    rematch: null,
    createdAt: 0,
    updatedAt: 0,
    startedAt: 0,
    botTurn: false,
    deadline: null,
  };
}

for (const game of GAMES) {
  test(`${game.id}: every viewer's log is the game's own words for that viewer`, () => {
    const players = PLAYERS[game.id]!;
    const options = game.parseOptions({});
    assert.ok(options.ok);
    const live = new LiveMatch(game, options.value, row(game, players, `live-${game.id}`));
    // The same game beside it, to word every move afresh.
    let state = game.setup(options.value, players, `live-${game.id}`);
    const expected: { seat: Seat; lines: Record<Lang, string[][]> }[] = [];
    const viewers: Viewer[] = [...Array.from({ length: players }, (_, s) => s), 'spectator'];
    let rnd = 7;
    for (let i = 0; i < 60 && !game.result(state); i++) {
      const seat = live.toAct()[0]!;
      const legal = game.legalMoves(state, seat);
      rnd = (rnd * 48271) % 2147483647;
      const move = legal[rnd % legal.length]!;
      const text = game.encodeMove(move);
      assert.ok(
        live.applyLogged({ version: i + 1, seat, move: text, by: 'player', at: 0, clocks: null })
          .ok,
      );
      const after = game.apply(state, seat, move);
      assert.ok(after.ok);
      const words = (lang: Lang) =>
        viewers.map((v) => game.describe(state, seat, move, after.value, v, lang));
      expected.push({ seat, lines: { en: words('en'), de: words('de') } });
      state = after.value;
    }
    for (const lang of ['en', 'de'] as const) {
      // The whole log, and the last moves (as a client that reconnects asks for them).
      for (const after of [0, live.version - 10]) {
        const logs = viewers.map((v) => live.events(v, after, lang));
        viewers.forEach((_, v) => {
          assert.deepEqual(
            logs[v]!.map((e) => [e.version, e.seat, e.lines]),
            expected.slice(after).map((m, i) => [after + i + 1, m.seat, m.lines[lang][v]]),
            `${lang}, viewer ${String(viewers[v])}, after move ${after}`,
          );
        });
      }
    }
    // A move the database refused is undone, its lines with it.
    const mark = live.mark();
    const seat = live.toAct()[0]!;
    const next = game.encodeMove(game.legalMoves(state, seat)[0]!);
    const v = live.version + 1;
    assert.ok(
      live.applyLogged({ version: v, seat, move: next, by: 'player', at: 0, clocks: null }).ok,
    );
    assert.equal(live.events('spectator', v - 1).length, 1);
    live.rollback(mark);
    assert.deepEqual(live.events('spectator', v - 1), []);
    assert.deepEqual(
      live.events('spectator', v - 4).map((e) => e.lines),
      expected.slice(-3).map((m) => m.lines.en[players]),
    );
  });
}
