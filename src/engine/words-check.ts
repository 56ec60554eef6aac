// The conformance kit's check of facts and words (facts.ts): a move's facts are plain JSON, its
// log lines are the words of its facts, and no viewer's words tell what that viewer may not see.
// The last is checked by sampling: a state drawn from a seat's view, where the same move gives
// the seat (and spectators) the same view after it, must give them the same words too.

import type { Game, Seat, Viewer } from './game.ts';
import { wordsFor } from './facts.ts';
import { Rng } from './rng.ts';
import { checkJsonData } from './json-data.ts';

/** Words are checked against sampled states at every this many steps (sampling is dear). */
export const WORDS_EVERY = 4;
/** Sampled states per seat at a checked step. */
const WORDS_SAMPLES = 2;

export function checkFactsAndWords<S, M, V, O, F>(
  game: Game<S, M, V, O, F>,
  players: number,
  before: S,
  seat: Seat,
  move: M,
  after: S,
  step: number,
  rng: Rng,
  fail: (what: string) => never,
): void {
  const facts = game.facts(before, seat, move, after);
  const text = game.encodeMove(move);
  if (!Array.isArray(facts)) fail(`facts of "${text}" are not a list`);
  checkJsonData(facts, (what) => fail(`facts of "${text}" are not plain JSON data: ${what}`));
  const viewers: Viewer[] = [...Array.from({ length: players }, (_, i) => i), 'spectator'];
  const words = viewers.map((v) => wordsFor(game, facts, v));
  for (const [i, v] of viewers.entries()) {
    const lines = game.describe(before, seat, move, after, v);
    if (JSON.stringify(lines) !== JSON.stringify(words[i]))
      fail(`describe() for viewer ${v} is not the words of the move's facts`);
  }
  if (!game.hiddenInformation || step % WORDS_EVERY !== 0) return;
  const spectatorBefore = JSON.stringify(game.view(before, 'spectator'));
  const spectatorAfter = JSON.stringify(game.view(after, 'spectator'));
  for (let v = 0; v < players; v++) {
    const view = game.view(before, v);
    const seen = JSON.stringify(game.view(after, v));
    for (let i = 0; i < WORDS_SAMPLES; i++) {
      const other = game.sample(view, v, new Rng(rng.fork()).state);
      const next = game.apply(other, seat, move);
      if (!next.ok) continue;
      const otherFacts = game.facts(other, seat, move, next.value);
      if (JSON.stringify(game.view(next.value, v)) === seen) {
        const lines = wordsFor(game, otherFacts, v);
        if (JSON.stringify(lines) !== JSON.stringify(words[v]))
          fail(
            `seat ${v}'s words for "${text}" tell what it cannot see: ${JSON.stringify(words[v])} in one state, ${JSON.stringify(lines)} in another it cannot tell apart`,
          );
      }
      if (
        JSON.stringify(game.view(other, 'spectator')) === spectatorBefore &&
        JSON.stringify(game.view(next.value, 'spectator')) === spectatorAfter
      ) {
        const lines = wordsFor(game, otherFacts, 'spectator');
        if (JSON.stringify(lines) !== JSON.stringify(words[players]))
          fail(
            `a spectator's words for "${text}" tell what it cannot see: ${JSON.stringify(words[players])} in one state, ${JSON.stringify(lines)} in another it cannot tell apart`,
          );
      }
    }
  }
}
