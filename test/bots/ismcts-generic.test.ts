// IS-MCTS knows no game: it runs on any Game through the view facade, including a game where
// several seats act at once and what they played stays hidden until all have played. The toy
// game here: each seat holds three cards of 1..9 (hidden) and all seats play one card at once;
// the highest card wins. Playing your highest card is always best.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ismctsBot, viewGame } from '../../src/bots/index.ts';
import { fail, ok, randomInt, seedRng, shuffleInPlace } from '../../src/engine/index.ts';
import type { Game, Seat, Viewer } from '../../src/engine/index.ts';

interface ToyState {
  hands: number[][];
  /** Card played per seat, 0 before it plays. */
  played: number[];
}
interface ToyView {
  hand: number[];
  mine: number;
  /** Seats that have played already (their cards stay hidden). */
  done: boolean[];
}
const CARDS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

const toy: Game<ToyState, number, ToyView, Record<string, never>> = {
  id: 'toy-high-card',
  name: 'High card',
  minPlayers: 2,
  maxPlayers: 3,
  hiddenInformation: true,
  options: [],
  parseOptions: () => ok({}),
  maxMoves: (players) => players,
  setup(_o, players, seed) {
    const deck = shuffleInPlace(seedRng(seed), CARDS.slice());
    return {
      hands: Array.from({ length: players }, () => deck.splice(0, 3)),
      played: new Array<number>(players).fill(0),
    };
  },
  toAct: (s) => s.played.flatMap((card, seat) => (card === 0 ? [seat] : [])),
  legalMoves: (s, seat) => (s.played[seat] === 0 ? (s.hands[seat] as number[]).slice() : []),
  apply(s, seat, card) {
    if (!this.legalMoves(s, seat).includes(card)) return fail('illegal', null, 'Not your card.');
    const next = this.clone(s);
    this.play(next, seat, card);
    return ok(next);
  },
  play(s, seat, card) {
    const hand = s.hands[seat] as number[];
    hand.splice(hand.indexOf(card), 1);
    s.played[seat] = card;
  },
  clone: (s) => ({ hands: s.hands.map((h) => h.slice()), played: s.played.slice() }),
  view: (s, viewer: Viewer) => ({
    hand: viewer === 'spectator' ? [] : (s.hands[viewer] as number[]).slice(),
    mine: viewer === 'spectator' ? 0 : (s.played[viewer] as number),
    done: s.played.map((c) => c > 0),
  }),
  sample(v, seat, rng) {
    const unseen = CARDS.filter((c) => !v.hand.includes(c) && c !== v.mine);
    shuffleInPlace(rng, unseen);
    const players = v.done.length;
    const hands: number[][] = [];
    const played: number[] = [];
    for (let s = 0; s < players; s++) {
      if (s === seat) {
        hands.push(v.hand.slice());
        played.push(v.mine);
      } else {
        // A seat that played holds two cards and one face down on the table.
        const cards = unseen.splice(0, 3);
        played.push(v.done[s] ? (cards.pop() as number) : 0);
        hands.push(cards);
      }
    }
    return { hands, played };
  },
  describe: () => [],
  result(s) {
    if (s.played.some((c) => c === 0)) return null;
    const ranking = s.played.map((c) => 1 + s.played.filter((o) => o > c).length);
    return { scores: s.played.slice(), ranking, tieBreaks: [] };
  },
  encodeMove: (card) => `card ${card}`,
  parseMove: (text) => ok(Number(String(text).slice(5))),
  moveLabel: (_s, _seat, card) => `Play ${card}`,
  components: (s) => ({ cards: s.hands.flat().length + s.played.filter((c) => c > 0).length }),
};

test('IS-MCTS plays a game it was never written for, with several seats to act at once', () => {
  const facade = viewGame(toy);
  for (let deal = 0; deal < 20; deal++) {
    const players = 2 + (deal % 2);
    const state = toy.setup({}, players, `deal-${deal}`);
    // Another seat may already have played, hidden: seat 0 still acts alongside the others.
    if (deal % 4 === 1)
      toy.play(state, 1, toy.legalMoves(state, 1)[randomInt(seedRng(`${deal}`), 3)]!);
    const seat: Seat = 0;
    assert.ok(toy.toAct(state).length > 1);
    const bot = ismctsBot(facade, `toy-${deal}`, { iterations: 300 });
    const move = bot.choose(toy.view(state, seat), toy.legalMoves(state, seat), seat);
    // The highest card, or one that beats exactly the same cards (none of the others lies between).
    const hand = state.hands[seat] as number[];
    const best = Math.max(...hand);
    const between = CARDS.filter((c) => c > move && c < best && !hand.includes(c));
    assert.deepEqual(between, [], `deal ${deal}: played ${move} from ${hand.join(',')}`);
  }
});
