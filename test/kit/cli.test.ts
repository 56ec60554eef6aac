// Card Duel (test/kit/card-duel), named to the `moontable` command by MOONTABLE_GAMES only, is
// played in the terminal on the generic board and through the engine protocol over real pipes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createInterface } from 'node:readline';
import { runCli, startCli } from '../cli/run.ts';

/**
 * The environment that names the game. The module is TypeScript: a `moontable` that runs its
 * compiled build (dist/) needs tsx to read it, as any TypeScript game module would.
 */
export const DUEL_ENV = {
  MOONTABLE_GAMES: 'test/kit/card-duel/index.ts',
  NODE_OPTIONS: '--import tsx',
};

test('moontable games lists the game; without the variable nobody knows it', () => {
  const listed = runCli(['games', '--json'], { env: DUEL_ENV });
  assert.equal(listed.code, 0, listed.err);
  const games = JSON.parse(listed.out) as { id: string; minPlayers: number }[];
  assert.deepEqual(
    games.find((g) => g.id === 'card-duel'),
    { ...games.find((g) => g.id === 'card-duel'), id: 'card-duel', minPlayers: 2 },
  );
  const text = runCli(['games'], { env: DUEL_ENV });
  assert.match(text.out, /^card-duel {2}Card Duel, 2 players, hidden information$/m);
  const plain = runCli(['play', 'card-duel', '--seats', 'human,random']);
  assert.equal(plain.code, 2);
  assert.match(plain.err, /unknown game "card-duel"/);
});

test('a module that is no game is a usage error naming it', () => {
  const run = runCli(['games'], { env: { ...DUEL_ENV, MOONTABLE_GAMES: 'test/cli/run.ts' } });
  assert.equal(run.code, 2);
  assert.match(run.err, /MOONTABLE_GAMES: "test\/cli\/run.ts" exports no game/);
});

test('moontable play: a whole game against the Casual bot on the generic terminal board', () => {
  // The first listed move, every turn: at most four decisions of the person's.
  const run = runCli(
    ['play', 'card-duel', '--seats', 'human,heuristic', '--seed', '7', '--lang', 'de'],
    { env: DUEL_ENV, input: '1\n'.repeat(8) },
  );
  assert.equal(run.code, 0, run.err);
  // The generic board: the view's names as words, lists on one line.
  assert.match(run.out, /your hand: \d(, \d)*/);
  assert.match(run.out, /deck size: 2/);
  // The game's own labels in German, the default log lines, the end.
  assert.match(run.out, /Die \d ausspielen/);
  assert.match(run.out, /Spieler 2 hat gezogen\./);
  assert.match(run.out, /Endstand|Final scores/);
});

test('the engine protocol: games, new, legal, apply to the end and the result', async () => {
  const child = startCli(['engine'], { env: DUEL_ENV });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  let id = 0;
  const call = async (method: string, params?: unknown) => {
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params })}\n`);
    const { value } = await lines.next();
    const answer = JSON.parse(String(value)) as { result?: unknown; error?: unknown };
    assert.equal(answer.error, undefined, JSON.stringify(answer.error));
    return answer.result as never;
  };
  try {
    const games: { id: string }[] = await call('games');
    assert.ok(games.some((g) => g.id === 'card-duel'));
    const made: { state: number; toAct: number[] } = await call('new', {
      game: 'card-duel',
      seed: 'pipes',
    });
    const space: { numDistinctActions: number } = await call('actionSpace', { state: made.state });
    assert.equal(space.numDistinctActions, 7);
    let toAct = made.toAct;
    let moves = 0;
    while (toAct.length > 0) {
      const legal: { move: string; label: string }[] = await call('legal', {
        state: made.state,
        lang: 'de',
      });
      assert.match(legal[0]!.label, /^(Die \d ausspielen|Eine Karte ziehen)$/);
      const applied: { toAct: number[] } = await call('apply', {
        state: made.state,
        move: legal[0]!.move,
      });
      toAct = applied.toAct;
      moves++;
    }
    assert.ok(moves >= 6 && moves <= 8, `${moves} moves: every card played, the deck drawn`);
    const result: { scores: number[]; ranking: number[] } = await call('result', {
      state: made.state,
    });
    assert.equal(result.scores.length, 2);
  } finally {
    child.stdin.end();
    child.kill();
  }
});
