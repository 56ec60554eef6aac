// The Monkey Lab turn as steps, for the action bar: which decision is open, the sentence that
// says it, its buttons, and what can be chosen on the map and at hand. A card or combat goes step
// by step (moves.ts: card -> item or monkey -> room(s)); rooms and the items to move are chosen
// on the map, cards at hand, everything else in the action bar (the items to move there too, on
// request: a short bar keeps the map in view on a phone). Pure: the board turns the result into a
// Step.

import { ITEMS, MONKEYS } from '../../../../src/games/monkey-lab/data.ts';
import { labFor, parseRoom, ROOM_COUNT } from '../../../../src/games/monkey-lab/lab.ts';
import type { MLView } from '../../../../src/games/monkey-lab/view.ts';
import type { LegalMove } from '../../api.ts';
import { modeAlive, offerFor, prefixOf } from './moves.ts';
import type { Mode, Offer, Target } from './moves.ts';
import { card, colour, item, room as roomIn, w } from './words.ts';

export type Action =
  | { readonly kind: 'move'; readonly move: string }
  | { readonly kind: 'mode'; readonly mode: Mode }
  | { readonly kind: 'cancel' }
  /** Lists the items to move in the bar as well (for the number keys). */
  | { readonly kind: 'list' };

export interface Button {
  readonly label: string;
  readonly action: Action;
  readonly tip?: string;
  readonly primary?: boolean;
}

export interface Decision {
  readonly prompt: string;
  readonly buttons: readonly Button[];
  /** Rooms that can be chosen on the map now, with what choosing one does. */
  readonly rooms: ReadonlyMap<number, Exclude<Offer, null>>;
  /** Items on the floor that can be chosen now, by room, then item kind. */
  readonly items: ReadonlyMap<number, ReadonlyMap<number, Exclude<Offer, null>>>;
  /** Card kinds in hand that can be chosen now. */
  readonly cards: ReadonlyMap<number, Exclude<Offer, null>>;
  /** A choice waits at hand (the drawer opens on phones). */
  readonly atHand: boolean;
}

const actionOf = (o: Exclude<Offer, null>): Action =>
  'move' in o ? { kind: 'move', move: o.move } : { kind: 'mode', mode: o.next };

/**
 * The open decision for the view's viewer, with `mode` the choice under way (or null); `listed`:
 * the items to move are listed in the bar too, not only on the map.
 */
export function decide(
  v: MLView,
  legal: readonly LegalMove[],
  chosen: Mode | null,
  names: readonly string[],
  listed = false,
): Decision | null {
  if (v.result) return null;
  const seat = typeof v.viewer === 'number' ? v.viewer : null;
  if (legal.length === 0 || seat === null) {
    const name = names[v.turn] ?? colour(v.turn);
    return {
      prompt: w().waiting(name),
      buttons: [],
      rooms: new Map(),
      items: new Map(),
      cards: new Map(),
      atHand: false,
    };
  }
  const W = w();
  const lab = labFor(v.sides);
  const moves = new Set(legal.map((l) => l.move));
  const label = (move: string) => legal.find((l) => l.move === move)?.label ?? move;
  const mode = chosen && modeAlive(moves, chosen) ? chosen : null;
  const here = v.at[seat] ?? -1;
  const offer = (t: Target) => offerFor(moves, mode, t, here);
  const button = (o: Exclude<Offer, null>, text: string): Button =>
    'move' in o
      ? { label: text, action: actionOf(o), tip: label(o.move) }
      : { label: text, action: actionOf(o) };

  const rooms = new Map<number, Exclude<Offer, null>>();
  for (let r = 0; r < ROOM_COUNT; r++) {
    const o = offer({ kind: 'room', room: r });
    if (o) rooms.set(r, o);
  }
  const cards = new Map<number, Exclude<Offer, null>>();
  if (mode === null)
    for (const kind of new Set(v.hands[seat] ?? [])) {
      const o = offer({ kind: 'card', card: kind });
      if (o) cards.set(kind, o);
    }

  const buttons: Button[] = [];
  const others = Array.from({ length: v.players }, (_, s) => s).filter((s) => s !== seat);
  const name = (s: number) => names[s] ?? colour(s);
  if (mode === null) {
    for (const i of new Set(v.floor[here] ?? [])) {
      const o = offer({ kind: 'item', room: here, item: i });
      if (o && 'move' in o) buttons.push(button(o, W.take(item(i))));
    }
    const cage = offer({ kind: 'cage', room: here });
    if (cage && 'move' in cage) buttons.push({ ...button(cage, label(cage.move)), primary: true });
    const drop = offer({ kind: 'drop' });
    if (drop) buttons.push(button(drop, label('drop')));
    for (const s of others) {
      const o = offer({ kind: 'monkey', seat: s });
      if (o) buttons.push(button(o, W.fight(name(s))));
    }
    const end = offer({ kind: 'end' });
    if (end) buttons.push(button(end, label('end')));
    return {
      prompt: W.choose,
      buttons,
      rooms,
      items: new Map(),
      cards,
      atHand: cards.size > 0,
    };
  }

  const picked = (i: number) => roomIn(lab, parseRoom(mode.picks[i]));
  let prompt = '';
  const items = new Map<number, Map<number, Exclude<Offer, null>>>();
  switch (mode.verb) {
    case 'item':
      if (mode.picks.length === 0) {
        prompt = W.itemPick;
        const list: Button[] = [];
        for (let r = 0; r < ROOM_COUNT; r++)
          for (const i of new Set(v.floor[r] ?? [])) {
            const o = offer({ kind: 'item', room: r, item: i });
            if (!o) continue;
            const inRoom = items.get(r) ?? new Map<number, Exclude<Offer, null>>();
            items.set(r, inRoom.set(i, o));
            list.push(button(o, W.itemIn(item(i), roomIn(lab, r))));
          }
        if (listed) buttons.push(...list);
        else buttons.push({ label: W.itemList(list.length), action: { kind: 'list' } });
      } else prompt = W.itemTo(item(ITEMS.indexOf(mode.picks[0] as never)), picked(1));
      break;
    case 'exchange':
      prompt = mode.picks.length ? W.exchangeSecond(picked(0)) : W.exchangeFirst;
      break;
    case 'steal':
      prompt = W.stealWho;
      for (const s of others) {
        const o = offer({ kind: 'monkey', seat: s });
        if (o && 'move' in o) buttons.push(button(o, label(o.move)));
      }
      {
        const bare = offer({ kind: 'bare' });
        if (bare && 'move' in bare) buttons.push(button(bare, label(bare.move)));
      }
      break;
    case 'twice':
      prompt = mode.picks.length ? W.twiceSecond(picked(0)) : W.twiceFirst;
      break;
    case 'guard':
      prompt = W.guardWhere;
      break;
    case 'combat': {
      const target = MONKEYS.findIndex((m) => m.colour === mode.picks[0]);
      prompt = W.combatWhere(name(target));
      break;
    }
  }
  const head = ['item', 'exchange', 'steal', 'twice', 'guard'].indexOf(mode.verb);
  if (head >= 0) prompt = `${card(head)}: ${prompt}`;
  buttons.push({ label: W.cancel, action: { kind: 'cancel' } });
  return { prompt, buttons, rooms, items, cards, atHand: false };
}

/** `data-step` of an offer that leads towards a move, else undefined. */
export const stepOf = (o: Offer): string | undefined =>
  o && 'next' in o ? prefixOf(o.next) : undefined;
