// Search fingerprint: the bots' decisions along short seeded games, for every game and player
// count, hashed and compared with test/golden/bots/search-fingerprint.json. A speed-up of IS-MCTS
// or of a heuristic must leave every hash as it is; a change that alters play fails here. If the
// change is intended, regenerate with MOONTABLE_UPDATE_GOLDEN=1 (see `regenerate` below), review
// the diff, and re-measure the strength figures in docs/bots.md.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import {
  LEAF_EVALUATIONS,
  HEURISTICS,
  anyViewGame,
  ismctsSearch,
  makeBot,
} from '../../src/bots/index.ts';
import {
  MOON_WEIGHTS,
  moonProspects,
  moveValue,
  price,
  read,
} from '../../src/bots/heuristic/moon/index.ts';
import { Rng, optionsOrThrow } from '../../src/engine/index.ts';
import type { AnyGame } from '../../src/engine/index.ts';
import { GAMES } from '../../src/games/index.ts';
import type { MoonMove, MoonView } from '../../src/games/moon/index.ts';

const FILE = 'test/golden/bots/search-fingerprint.json';
const regenerate =
  'MOONTABLE_UPDATE_GOLDEN=1 node --import tsx --test test/bots/search-fingerprint.test.ts';
/** IS-MCTS positions per row and iterations per search: small, so the whole file runs in seconds. */
const SEARCHES = 4;
const ITERATIONS = 100;
/** Longest heuristic game followed (every game here ends well before). */
const MAX_MOVES = 3000;

interface Fingerprint {
  /** Hash of the root statistics (move, visits, mean reward, win chance, expected score). */
  ismcts: string;
  /** Hash of the heuristic bots' moves in one seeded game and its result; absent without one. */
  heuristic?: string;
  /** Moon only: hash of the heuristic's price of every legal move along that game. */
  prices?: string;
  /** Decisions hashed: searches, heuristic moves, Moon moves priced. */
  searches: number;
  moves?: number;
  priced?: number;
}

const short = (h: ReturnType<typeof createHash>): string => h.digest('hex').slice(0, 16);

/** Root statistics at every 10th decision (with a choice) of a seeded random game. */
function searchHash(game: AnyGame, players: number): [string, number] {
  const facade = anyViewGame(game);
  const rng = new Rng('fingerprint-ismcts');
  const state = game.setup(optionsOrThrow(game, {}), players, 'fingerprint-ismcts');
  const leaf = LEAF_EVALUATIONS[game.id];
  const hash = createHash('sha256');
  let choices = 0;
  let searches = 0;
  while (game.toAct(state).length > 0 && searches < SEARCHES) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalMoves(state, seat);
    if (legal.length > 1 && choices++ % 10 === 0) {
      const view = game.view(state, seat);
      const stats = ismctsSearch(facade, view, legal, seat, { iterations: ITERATIONS, leaf }, rng);
      const rows = stats.map((s) => [
        game.encodeMove(s.move),
        s.visits,
        s.meanReward,
        s.winChance,
        s.expectedScore,
      ]);
      hash.update(JSON.stringify(rows));
      searches++;
    }
    game.play(state, seat, rng.pick(legal));
  }
  return [short(hash), searches];
}

/** One seeded game between heuristic bots: their moves, the result and (Moon) every price. */
function heuristicHashes(game: AnyGame, players: number) {
  const state = game.setup(optionsOrThrow(game, {}), players, 'fingerprint-heuristic');
  const bots = Array.from({ length: players }, (_, s) =>
    makeBot({ kind: 'heuristic' }, game, `fingerprint-${s}`, {}),
  );
  const moves = createHash('sha256');
  const prices = createHash('sha256');
  let played = 0;
  let priced = 0;
  while (game.toAct(state).length > 0 && played < MAX_MOVES) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalMoves(state, seat);
    if (game.id === 'moon' && legal.length > 1) {
      const view = game.view(state, seat) as MoonView;
      const ctx = read(MOON_WEIGHTS, view, seat);
      const base = price(ctx, ctx.pos);
      prices.update(`${base}|${moonProspects(view, seat)}`);
      for (const m of legal) prices.update(`,${moveValue(ctx, ctx.pos, base, m as MoonMove, 0)}`);
      priced += legal.length;
    }
    const move = bots[seat]!.choose(game.view(state, seat), legal, seat);
    moves.update(`${game.encodeMove(move)};`);
    game.play(state, seat, move);
    played++;
  }
  moves.update(JSON.stringify(game.result(state)));
  return {
    heuristic: short(moves),
    prices: game.id === 'moon' ? short(prices) : undefined,
    played,
    priced,
  };
}

function fingerprints(): Record<string, Fingerprint> {
  const out: Record<string, Fingerprint> = {};
  for (const game of GAMES)
    for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
      const [ismcts, searches] = searchHash(game, players);
      const row: Fingerprint = { ismcts, searches };
      if (HEURISTICS[game.id]) {
        const h = heuristicHashes(game, players);
        row.heuristic = h.heuristic;
        row.moves = h.played;
        if (h.prices) {
          row.prices = h.prices;
          row.priced = h.priced;
        }
      }
      out[`${game.id} ${players}p`] = row;
    }
  return out;
}

test('the bots decide as the golden search fingerprint says, in every game and player count', () => {
  const now = fingerprints();
  if (process.env.MOONTABLE_UPDATE_GOLDEN === '1') {
    writeFileSync(FILE, `${JSON.stringify(now, null, 2)}\n`);
    return;
  }
  const golden = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, Fingerprint>;
  const changed = Object.keys({ ...golden, ...now }).filter(
    (key) => JSON.stringify(golden[key]) !== JSON.stringify(now[key]),
  );
  assert.deepEqual(
    now,
    golden,
    `The bots' decisions changed (${changed.join(', ')}). If that is intended, regenerate ${FILE} ` +
      `with \`${regenerate}\`, review the diff, and re-measure the strength figures in docs/bots.md.`,
  );
});
