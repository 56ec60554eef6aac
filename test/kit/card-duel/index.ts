// Card Duel, a game that exists only for tests: the proof that a game written in one folder with
// `defineGame` is played by the CLI, the server, the engine protocol and the browser (on the
// generic boards) once registered, with no file in src/ or web/ naming it.
//
// The game: six cards worth 1 to 6, shuffled; two players get two each, two stay face down in a
// deck. In turn a player plays a card from hand face up (CD-2), or draws the deck's top card while
// holding fewer than three (CD-3). A card scores its value when it beats the card the other
// player played last (or nothing has been played by them yet), else nothing (CD-4). The game ends
// when every card is played (CD-5); the higher score wins, equal scores share the place.

import { defineGame, ruleError, tagged, int, ok } from '../../../src/engine/index.ts';
import type { Game, Result, RngState, Seat, Shape, Viewer } from '../../../src/engine/index.ts';
import { num, nums, counts, perSeat, ViewTensor } from '../../../src/engine/index.ts';
import { seedRng, shuffleInPlace } from '../../../src/engine/index.ts';

/** Cards are their values, 1 to CARDS. */
export const CARDS = 6;
const DEALT = 2;
const HAND_LIMIT = 3;

export interface DuelState {
  /** Cards in each seat's hand, e.g. [[2, 5], [1]]. */
  hands: number[][];
  /** The face-down deck, its top last. */
  deck: number[];
  /** Cards each seat played, in order, e.g. [[3], [4, 6]]. */
  played: number[][];
  scores: number[];
  /** The seat to act. */
  turn: Seat;
  over: boolean;
}

export type DuelMove = { readonly type: 'play'; readonly card: number } | { readonly type: 'draw' };

/** What a viewer sees: its own hand, the others' hand sizes, everything played. */
export interface DuelView {
  yourHand: number[] | null;
  handSizes: number[];
  deckSize: number;
  played: number[][];
  scores: number[];
  turn: Seat | null;
}

const SHAPE: Shape<DuelMove> = tagged<DuelMove>({ play: { card: int(1, CARDS) }, draw: {} });

const other = (seat: Seat): Seat => 1 - seat;
const canDraw = (s: DuelState, seat: Seat): boolean =>
  s.deck.length > 0 && (s.hands[seat] as number[]).length < HAND_LIMIT;
const canMove = (s: DuelState, seat: Seat): boolean =>
  (s.hands[seat] as number[]).length > 0 || canDraw(s, seat);

function check(s: DuelState, seat: Seat, move: DuelMove) {
  if (s.over) return ruleError('game-over', null, 'The game is over.', 'Das Spiel ist vorbei.');
  if (seat !== s.turn)
    return ruleError(
      'not-your-turn',
      'CD-1',
      'It is not your turn (CD-1).',
      'Du bist nicht dran (CD-1).',
    );
  if (move.type === 'play' && !(s.hands[seat] as number[]).includes(move.card))
    return ruleError(
      'not-in-hand',
      'CD-2',
      `You hold no ${move.card} (CD-2).`,
      `Du hast keine ${move.card} auf der Hand (CD-2).`,
    );
  if (move.type === 'draw' && !canDraw(s, seat))
    return ruleError(
      'no-draw',
      'CD-3',
      'You may draw only from a deck with cards, holding fewer than three (CD-3).',
      'Ziehen darfst du nur, solange der Stapel Karten hat und du weniger als drei hältst (CD-3).',
    );
  return null;
}

function play(s: DuelState, seat: Seat, move: DuelMove): void {
  const hand = s.hands[seat] as number[];
  if (move.type === 'draw') hand.push(s.deck.pop() as number);
  else {
    hand.splice(hand.indexOf(move.card), 1);
    const theirs = (s.played[other(seat)] as number[]).at(-1) ?? 0;
    if (move.card > theirs) s.scores[seat] = (s.scores[seat] as number) + move.card;
    (s.played[seat] as number[]).push(move.card);
  }
  if (s.hands.every((h) => h.length === 0) && s.deck.length === 0) s.over = true;
  else if (canMove(s, other(seat))) s.turn = other(seat);
}

const clone = (s: DuelState): DuelState => ({
  hands: s.hands.map((h) => [...h]),
  deck: [...s.deck],
  played: s.played.map((p) => [...p]),
  scores: [...s.scores],
  turn: s.turn,
  over: s.over,
});

function view(s: DuelState, viewer: Viewer): DuelView {
  return {
    yourHand: viewer === 'spectator' ? null : [...(s.hands[viewer] as number[])],
    handSizes: s.hands.map((h) => h.length),
    deckSize: s.deck.length,
    played: s.played.map((p) => [...p]),
    scores: [...s.scores],
    turn: s.over ? null : s.turn,
  };
}

/** A state the seat cannot tell from the real one: the cards it cannot see dealt anew. */
function sample(v: DuelView, seat: Seat, rng: RngState): DuelState {
  const seen = new Set([...(v.yourHand ?? []), ...v.played.flat()]);
  const unseen = shuffleInPlace(
    rng,
    Array.from({ length: CARDS }, (_, i) => i + 1).filter((c) => !seen.has(c)),
  );
  const hands = v.handSizes.map((n, t) =>
    t === seat ? [...(v.yourHand ?? [])] : unseen.splice(0, n),
  );
  return {
    hands,
    deck: unseen,
    played: v.played.map((p) => [...p]),
    scores: [...v.scores],
    turn: v.turn ?? 0,
    over: v.turn === null,
  };
}

function parseMove(text: string): Result<DuelMove> {
  const t = text.trim();
  if (t === 'draw') return ok({ type: 'draw' });
  const m = /^play ([1-9])$/.exec(t);
  if (m && Number(m[1]) <= CARDS) return ok({ type: 'play', card: Number(m[1]) });
  return {
    ok: false,
    error: ruleError(
      'bad-move-syntax',
      null,
      `Cannot read the move "${t}": write "play 4" or "draw".`,
      `Der Zug "${t}" ist nicht lesbar: schreibe "play 4" oder "draw".`,
    ),
  };
}

export const cardDuel: Game<DuelState, DuelMove, DuelView, Record<string, never>> = defineGame({
  id: 'card-duel',
  name: 'Card Duel',
  minPlayers: 2,
  maxPlayers: 2,
  hiddenInformation: true,
  // Every card played once, and every card of the deck drawn once.
  maxMoves: () => CARDS + (CARDS - DEALT * 2),
  setup(_options, players, seed) {
    const rng = seedRng(seed);
    const deck = shuffleInPlace(
      rng,
      Array.from({ length: CARDS }, (_, i) => i + 1),
    );
    const hands = Array.from({ length: players }, () => deck.splice(0, DEALT));
    return {
      hands,
      deck,
      played: hands.map(() => []),
      scores: hands.map(() => 0),
      turn: 0,
      over: false,
    };
  },
  toAct: (s) => (s.over ? [] : [s.turn]),
  legalMoves(s, seat) {
    if (s.over || seat !== s.turn) return [];
    const moves: DuelMove[] = [...(s.hands[seat] as number[])]
      .sort((a, b) => a - b)
      .map((card) => ({ type: 'play', card }));
    if (canDraw(s, seat)) moves.push({ type: 'draw' });
    return moves;
  },
  moveShape: SHAPE,
  check,
  play,
  clone,
  view,
  sample,
  result(s) {
    if (!s.over) return null;
    const scores = s.scores;
    return {
      scores,
      ranking: scores.map((x) => 1 + scores.filter((y) => y > x).length),
      tieBreaks: [],
    };
  },
  encodeMove: (m) => (m.type === 'draw' ? 'draw' : `play ${m.card}`),
  parseMove,
  moveLabel: (_s, _seat, m, lang = 'en') =>
    m.type === 'draw'
      ? lang === 'de'
        ? 'Eine Karte ziehen'
        : 'Draw a card'
      : lang === 'de'
        ? `Die ${m.card} ausspielen`
        : `Play the ${m.card}`,
  allMoves: () => [
    ...Array.from({ length: CARDS }, (_, i): DuelMove => ({ type: 'play', card: i + 1 })),
    { type: 'draw' },
  ],
  observationTensor: (players) =>
    new ViewTensor<DuelView>([
      counts('hand', CARDS + 1, 'cards in the viewer’s hand, by value', (v) => v.yourHand),
      num('deck', 'cards in the deck', (v) => v.deckSize),
      perSeat(players, (seat, at) =>
        nums(
          `played${at}`,
          CARDS,
          'cards played, in order',
          (v, viewer) => v.played[seat(viewer)] ?? [],
        ),
      ),
      perSeat(players, (seat, at) =>
        num(`score${at}`, 'score', (v, viewer) => v.scores[seat(viewer)] ?? 0),
      ),
    ]),
  components(s) {
    const out: Record<string, number> = {};
    for (const c of [...s.hands.flat(), ...s.deck, ...s.played.flat()])
      out[`card:${c}`] = (out[`card:${c}`] ?? 0) + 1;
    return out;
  },
});

export default cardDuel;
