// The string forms of Monkey Lab moves, and their labels for people.
//   move nwo                 move through a doorway into room nwo
//   take scalpel | drop      pick up (or swap for) a scalpel; drop what you carry
//   reveal | unlock          the cage in your room
//   combat green sw1         knock Green's item down and put Green's monkey in sw1
//   item box nw1 lobby       Move One Item: a box from nw1 to the lobby
//   exchange nw1 nwo         Exchange: swap the floor items of two rooms
//   steal green | steal      Steal: Green drops its item in your room (or nothing happens)
//   twice nwo nw2            Move Twice (a single room when the guard stops the first step)
//   guard se2                Move Guard
//   end                      end the turn early
// Rooms: lobby, then nw1 nwo nw2, ne1 neo ne2, se1 seo se2, sw1 swo sw2 (see lab.ts).

import type { Lang, Result, Seat } from '../../engine/game.ts';
import { ok, syntaxError as syntax } from '../../engine/game.ts';
import { CARD_NAMES, ITEMS, MONKEYS } from './data.ts';
import type { ItemName } from './data.ts';
import { labFor, parseRoom, roomCode } from './lab.ts';
import { cardName, itemName, roomName, seatName } from './names.ts';
import type { MLMove, MLState } from './state.ts';

const item = (i: number): string => ITEMS[i] as string;
const colour = (seat: Seat): string => (MONKEYS[seat] as (typeof MONKEYS)[number]).colour;

export function encodeMove(m: MLMove): string {
  switch (m.type) {
    case 'move':
      return `move ${roomCode(m.to)}`;
    case 'take':
      return `take ${item(m.item)}`;
    case 'drop':
    case 'reveal':
    case 'unlock':
    case 'end':
      return m.type;
    case 'combat':
      return `combat ${colour(m.target)} ${roomCode(m.to)}`;
    case 'item':
      return `item ${item(m.item)} ${roomCode(m.from)} ${roomCode(m.to)}`;
    case 'exchange':
      return `exchange ${roomCode(m.a)} ${roomCode(m.b)}`;
    case 'steal':
      return m.target === null ? 'steal' : `steal ${colour(m.target)}`;
    case 'twice':
      return `twice ${roomCode(m.first)}${m.second === null ? '' : ` ${roomCode(m.second)}`}`;
    case 'guard':
      return `guard ${roomCode(m.to)}`;
  }
}

const parseItem = (w: string | undefined): number => ITEMS.indexOf((w ?? '') as ItemName);
const parseSeat = (w: string | undefined): number => MONKEYS.findIndex((m) => m.colour === w);
const ROOMS_HINT = 'rooms are lobby, nw1, nwo, nw2, ne1, ..., sw2.';
const ROOMS_HINT_DE = 'Räume sind lobby, nw1, nwo, nw2, ne1, ..., sw2.';

export function parseMove(text: string): Result<MLMove> {
  if (text.length > 100)
    return syntax(text.slice(0, 40) + '...', 'it is too long.', 'er ist zu lang.');
  const words = text.trim().toLowerCase().split(/\s+/);
  const [verb, a, b, c] = words;
  const n = words.length;
  const room = (w: string | undefined) => parseRoom(w);
  switch (verb) {
    case 'move':
    case 'guard': {
      const to = room(a);
      if (n !== 2 || to < 0) return syntax(text, ROOMS_HINT, ROOMS_HINT_DE);
      return ok({ type: verb, to });
    }
    case 'take': {
      const i = parseItem(a);
      if (n !== 2 || i < 0)
        return syntax(
          text,
          `items are ${ITEMS.join(', ')}.`,
          `Gegenstände sind ${ITEMS.join(', ')}.`,
        );
      return ok({ type: 'take', item: i });
    }
    case 'drop':
    case 'reveal':
    case 'unlock':
    case 'end':
      if (n !== 1)
        return syntax(text, `"${verb}" takes nothing after it.`, `nach "${verb}" folgt nichts.`);
      return ok({ type: verb });
    case 'combat': {
      const target = parseSeat(a);
      const to = room(b);
      if (n !== 3 || target < 0 || to < 0)
        return syntax(
          text,
          `expected a monkey colour and a room; ${ROOMS_HINT}`,
          `erwartet sind eine Affenfarbe und ein Raum; ${ROOMS_HINT_DE}`,
        );
      return ok({ type: 'combat', target, to });
    }
    case 'item': {
      const i = parseItem(a);
      const from = room(b);
      const to = room(c);
      if (n !== 4 || i < 0 || from < 0 || to < 0)
        return syntax(
          text,
          `expected an item and two rooms; ${ROOMS_HINT}`,
          `erwartet sind ein Gegenstand und zwei Räume; ${ROOMS_HINT_DE}`,
        );
      return ok({ type: 'item', item: i, from, to });
    }
    case 'exchange': {
      const x = room(a);
      const y = room(b);
      if (n !== 3 || x < 0 || y < 0)
        return syntax(
          text,
          `expected two rooms; ${ROOMS_HINT}`,
          `erwartet sind zwei Räume; ${ROOMS_HINT_DE}`,
        );
      return ok({ type: 'exchange', a: Math.min(x, y), b: Math.max(x, y) });
    }
    case 'steal': {
      if (n === 1) return ok({ type: 'steal', target: null });
      const target = parseSeat(a);
      if (n !== 2 || target < 0)
        return syntax(
          text,
          'expected a monkey colour or nothing.',
          'erwartet ist eine Affenfarbe oder nichts.',
        );
      return ok({ type: 'steal', target });
    }
    case 'twice': {
      const first = room(a);
      const second = n === 3 ? room(b) : null;
      if (n < 2 || n > 3 || first < 0 || second === -1)
        return syntax(text, ROOMS_HINT, ROOMS_HINT_DE);
      return ok({ type: 'twice', first, second });
    }
    default:
      return syntax(
        text,
        'moves are move, take, drop, reveal, unlock, combat, item, exchange, steal, twice, guard, end.',
        'Züge sind move, take, drop, reveal, unlock, combat, item, exchange, steal, twice, guard, end.',
      );
  }
}

const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/** A sentence for a person choosing among moves, in `lang`. */
export function moveLabel(s: MLState, seat: Seat, m: MLMove, lang: Lang = 'en'): string {
  return LABEL[lang](s, seat, m);
}

function english(s: MLState, seat: Seat, m: MLMove): string {
  const lab = labFor(s.sides);
  const name = (r: number) => lab.names[r] as string;
  switch (m.type) {
    case 'move':
      return `Move to the ${name(m.to)}`;
    case 'take': {
      const held = s.carry[seat] as number;
      return held >= 0
        ? `Swap the ${item(held)} carried for a ${item(m.item)}`
        : `Pick up a ${item(m.item)}`;
    }
    case 'drop':
      return 'Drop the item carried';
    case 'reveal':
      return 'Reveal the cage here';
    case 'unlock':
      return 'Unlock the cage here';
    case 'combat':
      return `Combat ${cap(colour(m.target))} and put it in the ${name(m.to)}`;
    case 'item':
      return `${CARD_NAMES[0]}: a ${item(m.item)} from the ${name(m.from)} to the ${name(m.to)}`;
    case 'exchange':
      return `${CARD_NAMES[1]}: the items of the ${name(m.a)} and the ${name(m.b)}`;
    case 'steal':
      return m.target === null
        ? `${CARD_NAMES[2]} (no monkey nearby)`
        : `${CARD_NAMES[2]}: ${cap(colour(m.target))} drops its item here`;
    case 'twice':
      return `${CARD_NAMES[3]}: to the ${name(m.first)}${m.second === null ? ' (the guard stops you)' : `, then the ${name(m.second)}`}`;
    case 'guard':
      return `${CARD_NAMES[4]}: into the ${name(m.to)}`;
    case 'end':
      return 'End the turn';
  }
}

function german(s: MLState, seat: Seat, m: MLMove): string {
  const lab = labFor(s.sides);
  const into = (r: number) => `in den Raum ${roomName(lab, r, 'de')}`;
  const thing = (i: number) => itemName(i, 'de');
  const card = (kind: number) => cardName(kind, 'de');
  switch (m.type) {
    case 'move':
      return `${cap(into(m.to))} gehen`;
    case 'take': {
      const held = s.carry[seat] as number;
      return held >= 0
        ? `${thing(held)} (getragen) gegen ${thing(m.item)} tauschen`
        : `${thing(m.item)} aufheben`;
    }
    case 'drop':
      return 'Gegenstand ablegen';
    case 'reveal':
      return 'Käfig hier aufdecken';
    case 'unlock':
      return 'Käfig hier öffnen';
    case 'combat':
      return `Kampf gegen ${seatName(m.target, 'de')}, der Affe kommt ${into(m.to)}`;
    case 'item':
      return `${card(0)}: ${thing(m.item)} aus dem Raum ${roomName(lab, m.from, 'de')} ${into(m.to)}`;
    case 'exchange':
      return `${card(1)}: die Gegenstände der Räume ${roomName(lab, m.a, 'de')} und ${roomName(lab, m.b, 'de')}`;
    case 'steal':
      return m.target === null
        ? `${card(2)} (kein Affe in der Nähe)`
        : `${card(2)}: ${seatName(m.target, 'de')} legt den Gegenstand hier ab`;
    case 'twice':
      return `${card(3)}: ${into(m.first)}${m.second === null ? ' (der Wächter hält dich auf)' : `, dann ${into(m.second)}`}`;
    case 'guard':
      return `${card(4)}: ${into(m.to)}`;
    case 'end':
      return 'Zug beenden';
  }
}

const LABEL: Readonly<Record<Lang, (s: MLState, seat: Seat, m: MLMove) => string>> = {
  en: english,
  de: german,
};

export { cap, colour, item };
