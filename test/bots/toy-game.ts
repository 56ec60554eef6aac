// A toy game with hidden hands where several seats act at once, for tests of generic search:
// each seat holds three cards of 1..9 (hidden) and all seats play one card at once; the highest
// card wins. Playing your highest card is always best.
import {
  counts,
  fail,
  num,
  nums,
  ok,
  seedRng,
  shuffleInPlace,
  ViewTensor,
} from '../../src/engine/index.ts';
import type { Game, Viewer } from '../../src/engine/index.ts';

export interface ToyState {
  hands: number[][];
  /** Card played per seat, 0 before it plays. */
  played: number[];
}
export interface ToyView {
  hand: number[];
  mine: number;
  /** Seats that have played already (their cards stay hidden). */
  done: boolean[];
}
export const CARDS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export const toy: Game<ToyState, number, ToyView, Record<string, never>> = {
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
  facts: () => [],
  factFor: (fact) => fact,
  words: () => '',
  describe: () => [],
  result(s) {
    if (s.played.some((c) => c === 0)) return null;
    const ranking = s.played.map((c) => 1 + s.played.filter((o) => o > c).length);
    return { scores: s.played.slice(), ranking, tieBreaks: [] };
  },
  encodeMove: (card) => `card ${card}`,
  actionSpace: () => ({
    names: CARDS.map((c) => `card ${c}`),
    decisions: (card) => [`card ${card}`],
    maxDecisions: 1,
  }),
  observationTensor: (players) =>
    new ViewTensor<ToyView>([
      counts('hand', 10, 'cards in hand', (v) => v.hand),
      num('mine', 'the card played', (v) => v.mine),
      nums('done', players, 'seats that played', (v) => v.done.map((d) => (d ? 1 : 0))),
    ]),
  parseMove: (text) => ok(Number(String(text).slice(5))),
  moveLabel: (_s, _seat, card) => `Play ${card}`,
  components: (s) => ({ cards: s.hands.flat().length + s.played.filter((c) => c > 0).length }),
};
