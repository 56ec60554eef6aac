// Monkey Lab as a Moontable game: the engine interface over rules.ts, view.ts and notation.ts.

import type { Game, Seat, Viewer } from '../../engine/game.ts';
import { fail, ok, parseOptionValues } from '../../engine/game.ts';
import { CAGES, CARD_KINDS, CARD_NAMES, ITEMS, MAX_PLAYERS, MIN_PLAYERS } from './data.ts';
import { cap, colour, encodeMove, moveLabel, parseMove } from './notation.ts';
import { checkMove, legalMoves, maxMoves, playMove, setupState, toAct } from './rules.ts';
import { CARD_OF_MOVE, cloneState } from './state.ts';
import type { MLMove, MLOptions, MLState } from './state.ts';
import { sampleState, viewOf } from './view.ts';
import type { MLView } from './view.ts';

export type { MLMove, MLOptions, MLState, MLView };

/** Fixed side choices offered besides `random`: one letter per board 1..4. */
export const SIDE_CHOICES = ['random', 'AAAA', 'BBBB', 'ABAB', 'BABA'] as const;

function describeMove(before: MLState, seat: Seat, move: MLMove, after: MLState, viewer: Viewer) {
  const who = cap(colour(seat));
  const lines = [`${who}: ${moveLabel(before, seat, move)}.`];
  const room = before.at[seat] as number;
  if (move.type === 'reveal') {
    const c = after.cage[room] as number;
    const cage = CAGES[c] as (typeof CAGES)[number];
    lines.push(
      `The cage shows ${cage.monkeys} monkey(s) and needs ${cage.needs.map((i) => ITEMS[i]).join(' + ')}.`,
    );
  }
  if (move.type === 'unlock') {
    const c = before.cage[room] as number;
    lines.push(`${who} scores a cage of ${(CAGES[c] as (typeof CAGES)[number]).monkeys}.`);
    for (let t = 0; t < before.players; t++) {
      const got = (after.tiles[t] as number[]).length - (before.tiles[t] as number[]).length;
      if (got > 0)
        lines.push(
          viewer === t
            ? `You receive a scoring tile of ${(after.tiles[t] as number[]).at(-1)}.`
            : `${cap(colour(t))} receives a face-down scoring tile.`,
        );
    }
  }
  if (after.turns > before.turns) {
    if (move.type !== 'end' && after.at[seat] === after.guard)
      lines.push(`${who} ends an action in the guard's room: the turn is over (ML-2).`);
    const hand = after.hands[seat] as number[];
    const gained =
      hand.length -
      (before.hands[seat] as number[]).length +
      (CARD_OF_MOVE[move.type] >= 0 ? 1 : 0);
    if (gained > 0)
      lines.push(
        viewer === seat
          ? `You draw ${hand
              .slice(-gained)
              .map((k) => CARD_NAMES[k])
              .join(' and ')}.`
          : `${who} draws ${gained} card(s).`,
      );
    if (after.result) lines.push('The game is over.');
  }
  return lines;
}

export const monkeyLab: Game<MLState, MLMove, MLView, MLOptions> = {
  id: 'monkey-lab',
  name: 'Monkey Lab',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  hiddenInformation: true,
  options: [
    {
      key: 'sides',
      kind: 'choice',
      label: 'Board sides',
      description: 'The side of boards 1-4 (NW, NE, SE, SW): random, or one letter A/B per board.',
      values: SIDE_CHOICES,
      default: 'random',
    },
    {
      key: 'deck',
      kind: 'choice',
      label: 'Deck',
      description:
        "standard: 8 of each card; variant: the designer's 12 Move One Item and 6 of each other card.",
      values: ['standard', 'variant'],
      default: 'standard',
    },
  ],

  parseOptions(values) {
    const parsed = parseOptionValues(this.options, values);
    if (!parsed.ok) return parsed;
    return ok({
      sides: parsed.value.sides as string,
      deck: parsed.value.deck === 'variant' ? 'variant' : 'standard',
    });
  },
  maxMoves: (players) => maxMoves(players),
  setup: setupState,
  toAct,
  legalMoves,
  apply(state, seat, move) {
    const error = checkMove(state, seat, move);
    if (error) return { ok: false, error };
    const next = cloneState(state);
    playMove(next, seat, move);
    return ok(next);
  },
  play: playMove,
  clone: cloneState,
  view: viewOf,
  sample: sampleState,
  describe: describeMove,
  result: (state) => state.result,
  encodeMove,
  parseMove: (text) =>
    typeof text === 'string'
      ? parseMove(text)
      : fail('bad-move-syntax', null, 'A move is a string.'),
  moveLabel,
  components(s) {
    const counts: Record<string, number> = {};
    const add = (key: string, n = 1) => (counts[key] = (counts[key] ?? 0) + n);
    for (const f of s.floor) for (const i of f) add(`item:${ITEMS[i]}`);
    for (const i of s.carry) if (i >= 0) add(`item:${ITEMS[i]}`);
    for (const c of [...s.cage.filter((c) => c >= 0), ...s.unused, ...s.cages.flat()])
      add(`cage:${c + 1}`);
    for (const k of [...s.deck, ...s.discard, ...s.hands.flat()]) add(`card:${CARD_KINDS[k]}`);
    for (const v of s.tiles.flat()) add(`tile:${v}`);
    s.supply.forEach((n, i) => add(`tile:${i + 1}`, n));
    return counts;
  },
};
