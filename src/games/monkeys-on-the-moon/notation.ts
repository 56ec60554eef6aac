// The string forms of Monkeys on the Moon moves, and their labels for people.
//   play c12 blue            play card c12, advance Blue
//   play c12 blue pay:red    ... and pay Red in the scorn chain (MM-5); or scorn:red
//   select m7                put monkey m7 up for bidding
//   bid purple:2,brown:1     bid with two Purple and one Brown coin
//   pass
//   ship s4                  pick ship s4 from the pool
//   leave red,blue           Treachery: Red and Blue monkeys stay behind
// Card ids are 1-based in strings (c1..c36, m1..m42, s1..s18) and 0-based in the state.

import type { Lang, Result, Seat } from '../../engine/game.ts';
import { ok, syntaxError as syntax } from '../../engine/game.ts';
import { CIVILIZATION_CARDS, MONKEYS, SHIPS, TRIBES } from './data.ts';
import type { Tribe, TribeName } from './data.ts';
import { civLabel, coinsLabel, monkeyLabel, NAMES, shipLabel, tribeLabel } from './names.ts';
import { bidValue } from './auction.ts';
import type { MMMove, MMState } from './state.ts';
import { rivalOf } from './state.ts';

const tribeName = (t: Tribe): string => TRIBES[t] as string;

export function encodeMove(m: MMMove): string {
  switch (m.type) {
    case 'play':
      return `play c${m.card + 1} ${tribeName(m.tribe)}${m.chain ? ` ${m.chain.kind}:${tribeName(m.chain.tribe)}` : ''}`;
    case 'select':
      return `select m${m.monkey + 1}`;
    case 'bid': {
      // Written out as a loop: search bots encode every bid of every position they visit.
      let text = 'bid ';
      let first = true;
      for (let t = 0; t < m.coins.length; t++) {
        const n = m.coins[t] as number;
        if (n > 0) {
          text += `${first ? '' : ','}${tribeName(t)}:${n}`;
          first = false;
        }
      }
      return text;
    }
    case 'pass':
      return 'pass';
    case 'ship':
      return `ship s${m.ship + 1}`;
    case 'leave':
      return `leave ${m.tribes.map(tribeName).join(',')}`;
  }
}

const parseTribe = (word: string | undefined): Tribe => TRIBES.indexOf((word ?? '') as TribeName);

function parseId(word: string | undefined, prefix: string, count: number): number {
  const match = new RegExp(`^${prefix}(\\d{1,3})$`).exec(word ?? '');
  const n = match ? Number(match[1]) : 0;
  return n >= 1 && n <= count ? n - 1 : -1;
}

export function parseMove(text: string): Result<MMMove> {
  if (text.length > 200)
    return syntax(text.slice(0, 40) + '...', 'it is too long.', 'er ist zu lang.');
  const words = text.trim().toLowerCase().split(/\s+/);
  const [verb, a, b, c] = words;
  const tribes = TRIBES.join(', ');
  switch (verb) {
    case 'play': {
      const card = parseId(a, 'c', CIVILIZATION_CARDS.length);
      const tribe = parseTribe(b);
      if (card < 0)
        return syntax(
          text,
          `expected a civilization card c1..c${CIVILIZATION_CARDS.length}.`,
          `erwartet ist eine Zivilisationskarte c1..c${CIVILIZATION_CARDS.length}.`,
        );
      if (tribe < 0)
        return syntax(
          text,
          `expected a tribe (${tribes}).`,
          `erwartet ist eine Sippe (${tribes}).`,
        );
      if (words.length > 4) return syntax(text, 'too many words.', 'zu viele Wörter.');
      if (c === undefined) return ok({ type: 'play', card, tribe, chain: null });
      const [kind, chainTribe] = c.split(':');
      const t = parseTribe(chainTribe);
      if ((kind !== 'pay' && kind !== 'scorn') || t < 0)
        return syntax(
          text,
          'the scorn-chain choice is pay:<tribe> or scorn:<tribe>.',
          'die Wahl in der Spottkette ist pay:<Sippe> oder scorn:<Sippe>.',
        );
      return ok({ type: 'play', card, tribe, chain: { kind, tribe: t } });
    }
    case 'select': {
      const monkey = parseId(a, 'm', MONKEYS.length);
      if (monkey < 0 || words.length !== 2)
        return syntax(
          text,
          `expected "select m<1..${MONKEYS.length}>".`,
          `erwartet ist "select m<1..${MONKEYS.length}>".`,
        );
      return ok({ type: 'select', monkey });
    }
    case 'bid': {
      if (a === undefined || words.length !== 2)
        return syntax(
          text,
          'expected "bid <tribe>:<count>,...", e.g. "bid purple:2,brown:1".',
          'erwartet ist "bid <Sippe>:<Anzahl>,...", z. B. "bid purple:2,brown:1".',
        );
      const coins = [0, 0, 0, 0, 0, 0];
      for (const part of a.split(',')) {
        const [name, count] = part.split(':');
        const t = parseTribe(name);
        const n = Number(count);
        if (t < 0 || !/^\d{1,2}$/.test(count ?? '') || n < 1 || coins[t] !== 0) {
          return syntax(
            text,
            `each part is <tribe>:<count> with a tribe (${tribes}) named once and a count from 1.`,
            `jeder Teil ist <Sippe>:<Anzahl>, jede Sippe (${tribes}) nur einmal und die Anzahl ab 1.`,
          );
        }
        coins[t] = n;
      }
      return ok({ type: 'bid', coins });
    }
    case 'pass':
      return words.length === 1
        ? ok({ type: 'pass' })
        : syntax(text, '"pass" takes nothing after it.', 'nach "pass" folgt nichts.');
    case 'ship': {
      const ship = parseId(a, 's', SHIPS.length);
      if (ship < 0 || words.length !== 2)
        return syntax(
          text,
          `expected "ship s<1..${SHIPS.length}>".`,
          `erwartet ist "ship s<1..${SHIPS.length}>".`,
        );
      return ok({ type: 'ship', ship });
    }
    case 'leave': {
      const list = (a ?? '').split(',').map(parseTribe);
      if (words.length !== 2 || list.some((t) => t < 0) || new Set(list).size !== list.length) {
        return syntax(
          text,
          `expected "leave <tribe>[,<tribe>]" with tribes from ${tribes}.`,
          `erwartet ist "leave <Sippe>[,<Sippe>]" mit Sippen aus ${tribes}.`,
        );
      }
      return ok({ type: 'leave', tribes: list.sort((x, y) => x - y) });
    }
    default:
      return syntax(
        text,
        'moves start with play, select, bid, pass, ship or leave.',
        'ein Zug beginnt mit play, select, bid, pass, ship oder leave.',
      );
  }
}

/** A sentence for a person choosing among moves, in `lang`. */
export function moveLabel(s: MMState, seat: Seat, m: MMMove, lang: Lang = 'en'): string {
  return LABEL[lang](s, seat, m);
}

const bidOf = (s: MMState, m: { coins: readonly number[] }): number => {
  const auction = s.auction;
  return auction
    ? bidValue(s.circle, (MONKEYS[auction.monkey] as { tribe: Tribe }).tribe, m.coins)
    : 0;
};

function english(s: MMState, seat: Seat, m: MMMove): string {
  switch (m.type) {
    case 'play': {
      const card = CIVILIZATION_CARDS[m.card] as { move: number };
      const base = `Play ${civLabel(m.card)}: advance ${tribeLabel(m.tribe)} ${card.move}`;
      if (!m.chain) {
        const rival = rivalOf(s.circle, m.tribe);
        const pays = ((s.coins[seat] as number[])[rival] as number) > 0;
        return `${base}, ${pays ? `pay 1 ${tribeLabel(rival)} coin` : `take the ${tribeLabel(rival)} scorn card`}`;
      }
      const t = tribeLabel(m.chain.tribe);
      return `${base}, ${m.chain.kind === 'pay' ? `pay 1 ${t} coin` : `take the ${t} scorn card`} (scorn chain)`;
    }
    case 'select':
      return `Put ${monkeyLabel(m.monkey)} up for bidding`;
    case 'bid': {
      const auction = s.auction;
      const value = auction
        ? bidValue(s.circle, (MONKEYS[auction.monkey] as { tribe: Tribe }).tribe, m.coins)
        : 0;
      return `Bid ${value} with ${coinsLabel(m.coins)}`;
    }
    case 'pass':
      return 'Pass';
    case 'ship':
      return `Take ${shipLabel(m.ship)}`;
    case 'leave':
      return `Launch the ship; ${m.tribes.map(tribeLabel).join(' and ')} monkeys stay behind`;
  }
}

function german(s: MMState, seat: Seat, m: MMMove): string {
  const N = NAMES.de;
  switch (m.type) {
    case 'play': {
      const card = CIVILIZATION_CARDS[m.card] as { move: number };
      const base = `${N.civ(m.card)} spielen: ${N.tribe(m.tribe)} ${card.move} vor`;
      const chain = m.chain ?? {
        kind:
          ((s.coins[seat] as number[])[rivalOf(s.circle, m.tribe)] as number) > 0 ? 'pay' : 'scorn',
        tribe: rivalOf(s.circle, m.tribe),
      };
      const what =
        chain.kind === 'pay'
          ? `1 ${N.tribe(chain.tribe)}-Münze zahlen`
          : `Spottkarte ${N.tribe(chain.tribe)} nehmen`;
      return `${base}, ${what}${m.chain ? ' (Spottkette)' : ''}`;
    }
    case 'select':
      return `${N.monkey(m.monkey)} zur Versteigerung stellen`;
    case 'bid':
      return `${bidOf(s, m)} mit ${N.coins(m.coins)} bieten`;
    case 'pass':
      return 'Passen';
    case 'ship':
      return `${N.ship(m.ship)} nehmen`;
    case 'leave':
      return `Raumschiff starten; die Affen von ${N.list(m.tribes.map((t) => N.tribe(t)))} bleiben zurück`;
  }
}

const LABEL: Readonly<Record<Lang, (s: MMState, seat: Seat, m: MMMove) => string>> = {
  en: english,
  de: german,
};
