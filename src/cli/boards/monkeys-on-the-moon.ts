// The Monkeys on the Moon board in the terminal: circle, track, supplies, pools, ships, hands,
// in English or German, with the glossary's words (src/games/monkeys-on-the-moon/glossary.ts).

import type { Lang, Seat, Viewer } from '../../engine/game.ts';
import { capitalised } from '../../engine/glossary.ts';
import {
  CIVILIZATION_CARDS,
  MONKEYS,
  SHIPS,
  TITLE_VP,
  TRACK_LAST_SPACE,
  TRIBES,
  WHITE_DOT_SPACE,
} from '../../games/monkeys-on-the-moon/data.ts';
import type { Tribe } from '../../games/monkeys-on-the-moon/data.ts';
import { GLOSSARY } from '../../games/monkeys-on-the-moon/glossary.ts';
import type { MMTerm } from '../../games/monkeys-on-the-moon/glossary.ts';
import { NAMES } from '../../games/monkeys-on-the-moon/names.ts';
import type { MMView } from '../../games/monkeys-on-the-moon/view.ts';
import { rivalOf } from '../../games/monkeys-on-the-moon/state.ts';
import type { Style } from '../style.ts';
import type { TerminalBoard } from './board.ts';

const TRIBE_COLOURS: Record<string, string> = {
  brown: '38;5;136',
  black: '90',
  green: '32',
  blue: '34',
  red: '31',
  purple: '35',
};

/** The sentences around the glossary's terms, per language. */
const FRAME = {
  en: {
    you: 'you',
    done: 'done',
    atSpace: (n: number) => `at space ${n}`,
    clockwise: 'clockwise, back to the start',
    rivals: 'Rivals',
    trackHead: `Start 0, finish at ${TRACK_LAST_SPACE}`,
    finished: (place: number) => `finished ${place}.`,
    spaceN: (n: number) => `space ${n}`,
    heldBy: 'held by',
    discarded: 'discarded',
    played: 'played',
    noShip: 'no ship',
    launchedLine: (monkeys: number, ships: number) =>
      `launched ${monkeys} monkeys, ${ships} full ships`,
    handOf: (n: number) => `hand ${n}`,
    noBidYet: 'no bid yet',
    standingBy: (value: number, who: string, coins: string) =>
      `standing bid ${value} by ${who} (${coins})`,
    toBid: 'to bid',
    yours: (what: string) => `Your ${what}`,
    place: (n: number) => `${n}. place`,
    nobody: 'nobody',
    player: 'Player',
  },
  de: {
    you: 'du',
    done: 'erledigt',
    atSpace: (n: number) => `auf Feld ${n}`,
    clockwise: 'im Uhrzeigersinn, zurück zum Anfang',
    rivals: 'Rivalen',
    trackHead: `Start 0, Ziel auf Feld ${TRACK_LAST_SPACE}`,
    finished: (place: number) => `Ziel als ${place}.`,
    spaceN: (n: number) => `Feld ${n}`,
    heldBy: 'bei',
    discarded: 'abgelegt',
    played: 'gespielt',
    noShip: 'kein Raumschiff',
    launchedLine: (monkeys: number, ships: number) =>
      `gestartet: ${monkeys} Affen, ${ships} volle Raumschiffe`,
    handOf: (n: number) => `Hand ${n}`,
    noBidYet: 'noch kein Gebot',
    standingBy: (value: number, who: string, coins: string) =>
      `Höchstgebot ${value} von ${who} (${coins})`,
    toBid: 'bietet',
    yours: (what: string) => `Deine ${what}`,
    place: (n: number) => `${n}. Platz`,
    nobody: 'niemand',
    player: 'Spieler',
  },
} as const;

function painter(style: Style, lang: Lang) {
  const N = NAMES[lang];
  const tribe = (t: Tribe, text = N.tribe(t)) =>
    style.paint(TRIBE_COLOURS[TRIBES[t] ?? 'brown'] ?? '0', text);
  const monkey = (m: number) => {
    const card = MONKEYS[m]!;
    return `${tribe(card.tribe, N.monkey(m))} ${style.dim(`m${m + 1}`)}`;
  };
  const ship = (s: number) => {
    const card = SHIPS[s]!;
    return `${tribe(card.colour, N.ship(s))} ${style.dim(`s${s + 1}`)}`;
  };
  const civ = (c: number) => {
    const card = CIVILIZATION_CARDS[c]!;
    return `${tribe(card.tribe, N.civ(c))} ${style.dim(`c${c + 1}`)}`;
  };
  return { tribe, monkey, ship, civ };
}

function draw(v: MMView, viewer: Viewer, style: Style, lang: Lang): string[] {
  const p = painter(style, lang);
  const N = NAMES[lang];
  const F = FRAME[lang];
  const g = (key: MMTerm) => GLOSSARY[key][lang];
  const G = (key: MMTerm) => capitalised(g(key));
  const who = (seat: Seat) => (seat === viewer ? `${N.player(seat)} (${F.you})` : N.player(seat));
  const out: string[] = [];
  const variants = [
    v.options.maximumScorn && g('maximumScorn'),
    v.options.treachery &&
      `${g('treachery')} (${v.treacheryDone ? F.done : `${g('whiteDot')} ${F.atSpace(WHITE_DOT_SPACE)}`})`,
  ].filter(Boolean);
  const phase = {
    civilization: g('civilizationTurns'),
    select: g('bidTurns'),
    auction: `${g('bidTurns')} (${g('auction')})`,
    over: lang === 'de' ? 'Spielende' : 'game over',
  }[v.phase];
  out.push(
    style.bold(`${G('round')} ${v.round} · ${phase} · ${g('moonstone')}: ${who(v.moonstone)}`) +
      (variants.length ? `  [${variants.join(', ')}]` : ''),
  );

  // The alliance circle: neighbours are allies, opposites are rivals.
  const circle = v.circle.map((t) => p.tribe(t)).join(' - ');
  const rivals = v.circle
    .slice(0, 3)
    .map((t) => `${p.tribe(t)} x ${p.tribe(rivalOf(v.circle, t))}`);
  out.push(`${G('allianceCircle')} (${F.clockwise}): ${circle}`);
  out.push(`${F.rivals}: ${rivals.join(', ')}`);

  // The tribe track with supplies and scorn holders.
  out.push(`${G('track')} (${F.trackHead}):`);
  const order = [...TRIBES.keys()].sort((a, b) => (v.track[b] ?? 0) - (v.track[a] ?? 0));
  for (const t of order) {
    const pos = v.track[t] ?? 0;
    const place = v.finished.indexOf(t);
    const bar = '#'.repeat(pos) + '.'.repeat(TRACK_LAST_SPACE - pos);
    const where = place >= 0 ? F.finished(place + 1) : pos === 0 ? 'Start' : F.spaceN(pos);
    const holder = v.scorn[t] ?? -1;
    const scorn = holder >= 0 ? `  ${g('scorn')}: ${who(holder)}` : '';
    out.push(
      `  ${p.tribe(t, N.tribe(t).padEnd(7))} ${bar} ${where.padEnd(11)} ${g('supply')} ${v.supply[t]}${scorn}`,
    );
  }

  out.push(
    `${G('monkeyPool')}: ${v.monkeyPool.map(p.monkey).join(', ') || '-'}   ${style.dim(`(${g('deck')} ${v.monkeyDeckSize}, ${F.discarded} ${v.monkeyDiscard.length})`)}`,
  );
  out.push(
    `${G('shipPool')}: ${v.shipPool.map(p.ship).join(', ') || '-'}   ${style.dim(`(${g('deck')} ${v.shipDeckSize})`)}`,
  );
  out.push(
    style.dim(
      `${G('civCards')}: ${g('deck')} ${v.civDeckSize}, ${F.played} ${v.civDiscard.length}`,
    ),
  );

  // The players.
  for (let seat = 0; seat < v.players; seat++) {
    const ship = v.ship[seat] ?? -1;
    const aboard = v.aboard[seat] ?? [];
    const shipText =
      ship >= 0
        ? `${p.ship(ship)} [${aboard.map(p.monkey).join(', ')}] ${aboard.length}/${SHIPS[ship]!.capacity}`
        : F.noShip;
    const holding = (v.holding[seat] ?? []).length
      ? ` ${g('holdingArea')}: ${v.holding[seat]!.map(p.monkey).join(', ')}`
      : '';
    const scorns = v.scorn.flatMap((h, t) => (h === seat ? [p.tribe(t)] : []));
    const marker = v.toAct.includes(seat) ? style.bold('> ') : '  ';
    out.push(
      `${marker}${who(seat).padEnd(15)} ${shipText}${holding}  ${F.launchedLine(v.launchedMonkeyCount[seat] ?? 0, v.launchedShipCount[seat] ?? 0)}; ${F.handOf(v.handSizes[seat] ?? 0)}${scorns.length ? `; ${g('scornCards')}: ${scorns.join(', ')}` : ''}`,
    );
  }

  // The auction.
  const a = v.auction;
  if (a) {
    const passed = a.passed.flatMap((x, seat) => (x ? [N.player(seat)] : []));
    const standing = a.high >= 0 ? F.standingBy(a.value, who(a.high), N.coins(a.bid)) : F.noBidYet;
    out.push(
      style.bold(
        `${G('auction')}: ${p.monkey(a.monkey)} — ${standing}; ${F.toBid}: ${who(a.bidder)}${passed.length ? `; ${g('passed')}: ${passed.join(', ')}` : ''}`,
      ),
    );
  }

  // What only the viewer sees.
  if (typeof viewer === 'number') {
    const coins = v.coins[viewer];
    if (coins)
      out.push(
        `${F.yours(g('coins'))}: ${coins.map((n, t) => p.tribe(t, `${N.tribe(t)} ${n}`)).join('  ')}`,
      );
    const hand = v.hands[viewer];
    if (hand) out.push(`${F.yours(g('hand'))}: ${hand.map(p.civ).join(', ') || '-'}`);
    const launched = v.launchedMonkeys[viewer];
    if (launched && launched.length)
      out.push(style.dim(`${capitalised(g('scorePile'))}: ${launched.map(p.monkey).join(', ')}`));
  }
  return out;
}

function resultDetails(v: MMView, style: Style, lang: Lang): string[] {
  const r = v.result;
  if (!r) return [];
  const p = painter(style, lang);
  const N = NAMES[lang];
  const F = FRAME[lang];
  const g = (key: MMTerm) => GLOSSARY[key][lang];
  const G = (key: MMTerm) => capitalised(g(key));
  const out = [
    `${G('finalTribeOrder')}: ${r.tribeOrder.map((t, i) => `${i + 1}. ${p.tribe(t)}`).join('  ')}`,
  ];
  for (const title of r.titles) {
    const vp = TITLE_VP[title.place - 1]!;
    const name = (seats: readonly Seat[]) =>
      seats.map((s) => `${N.player(s)} (${title.status[s]})`).join(', ') || F.nobody;
    out.push(
      `  ${p.tribe(title.tribe, N.tribe(title.tribe).padEnd(7))} ${F.place(title.place)} (${vp.leader}/${vp.undersecretary} ${g('points')}): ${g('leader')} ${name(title.leaders)}; ${g('undersecretary')} ${name(title.undersecretaries)}`,
    );
  }
  const cols = [
    G('titles'),
    G('fullShips'),
    G('scornCards'),
    G('monkeysLaunched'),
    G('statusPoints'),
  ];
  out.push(`${F.player.padEnd(10)} ${cols.join('  ')}`);
  for (let seat = 0; seat < v.players; seat++) {
    const cells = [
      r.titleVp[seat],
      r.shipVp[seat],
      -(r.scornPenalty[seat] ?? 0),
      r.monkeysLaunched[seat],
      r.statusTotal[seat],
    ];
    out.push(
      `${N.player(seat).padEnd(10)} ${cells.map((c, i) => String(c).padStart((cols[i] as string).length)).join('  ')}`,
    );
  }
  return out;
}

export const monkeysOnTheMoonBoard: TerminalBoard = {
  draw: (view, viewer, style, lang = 'en') => draw(view as MMView, viewer, style, lang),
  resultDetails: (view, style, lang = 'en') => resultDetails(view as MMView, style, lang),
};
