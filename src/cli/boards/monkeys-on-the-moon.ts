// The Monkeys on the Moon board in the terminal: circle, track, supplies, pools, ships, hands.

import type { Seat, Viewer } from '../../engine/game.ts';
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
import { coinsLabel, playerLabel, tribeLabel } from '../../games/monkeys-on-the-moon/names.ts';
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

function painter(style: Style) {
  const tribe = (t: Tribe, text = tribeLabel(t)) =>
    style.paint(TRIBE_COLOURS[TRIBES[t] ?? 'brown'] ?? '0', text);
  const monkey = (m: number) => {
    const card = MONKEYS[m]!;
    return `${tribe(card.tribe, `${card.name} (${tribeLabel(card.tribe)} ${card.status})`)} ${style.dim(`m${m + 1}`)}`;
  };
  const ship = (s: number) => {
    const card = SHIPS[s]!;
    return `${tribe(card.colour, `${tribeLabel(card.colour)} ${card.capacity}-ship`)} ${style.dim(`s${s + 1} ${card.vp}VP`)}`;
  };
  const civ = (c: number) => {
    const card = CIVILIZATION_CARDS[c]!;
    return `${tribe(card.tribe, `${card.skill} (${tribeLabel(card.tribe)} ${card.move})`)} ${style.dim(`c${c + 1}`)}`;
  };
  return { tribe, monkey, ship, civ };
}

const who = (seat: Seat, viewer: Viewer) =>
  seat === viewer ? `${playerLabel(seat)} (you)` : playerLabel(seat);

function draw(v: MMView, viewer: Viewer, style: Style): string[] {
  const p = painter(style);
  const out: string[] = [];
  const variants = [
    v.options.maximumScorn && 'Maximum Scorn',
    v.options.treachery &&
      `Treachery${v.treacheryDone ? ' (done)' : ` at space ${WHITE_DOT_SPACE}`}`,
  ].filter(Boolean);
  const phase = {
    civilization: 'civilization turns',
    select: 'bid turns',
    auction: 'bid turns (auction)',
    over: 'game over',
  }[v.phase];
  out.push(
    style.bold(`Round ${v.round} · ${phase} · moonstone: ${who(v.moonstone, viewer)}`) +
      (variants.length ? `  [${variants.join(', ')}]` : ''),
  );

  // The alliance circle: neighbours are allies, opposites are rivals.
  const circle = v.circle.map((t) => p.tribe(t)).join(' - ');
  const rivals = v.circle
    .slice(0, 3)
    .map((t) => `${p.tribe(t)} x ${p.tribe(rivalOf(v.circle, t))}`);
  out.push(`Alliance circle (clockwise, back to the start): ${circle}`);
  out.push(`Rivals: ${rivals.join(', ')}`);

  // The tribe track with supplies and scorn holders.
  out.push(`Tribe track (Start 0, finish at ${TRACK_LAST_SPACE}):`);
  const order = [...TRIBES.keys()].sort((a, b) => (v.track[b] ?? 0) - (v.track[a] ?? 0));
  for (const t of order) {
    const pos = v.track[t] ?? 0;
    const place = v.finished.indexOf(t);
    const bar = '#'.repeat(pos) + '.'.repeat(TRACK_LAST_SPACE - pos);
    const where = place >= 0 ? `finished ${place + 1}.` : pos === 0 ? 'Start' : `space ${pos}`;
    const scorn = (v.scorn[t] ?? -1) >= 0 ? `  scorn: ${who(v.scorn[t]!, viewer)}` : '';
    out.push(
      `  ${p.tribe(t, tribeLabel(t).padEnd(6))} ${bar} ${where.padEnd(11)} supply ${v.supply[t]}${scorn}`,
    );
  }

  out.push(
    `Monkey pool: ${v.monkeyPool.map(p.monkey).join(', ') || '-'}   ${style.dim(`(deck ${v.monkeyDeckSize}, discarded ${v.monkeyDiscard.length})`)}`,
  );
  out.push(
    `Ship pool: ${v.shipPool.map(p.ship).join(', ') || '-'}   ${style.dim(`(deck ${v.shipDeckSize})`)}`,
  );
  out.push(style.dim(`Civilization deck ${v.civDeckSize}, played ${v.civDiscard.length}`));

  // The players.
  for (let seat = 0; seat < v.players; seat++) {
    const ship = v.ship[seat] ?? -1;
    const aboard = v.aboard[seat] ?? [];
    const shipText =
      ship >= 0
        ? `${p.ship(ship)} [${aboard.map(p.monkey).join(', ')}] ${aboard.length}/${SHIPS[ship]!.capacity}`
        : 'no ship';
    const holding = (v.holding[seat] ?? []).length
      ? ` holding: ${v.holding[seat]!.map(p.monkey).join(', ')}`
      : '';
    const scorns = v.scorn.flatMap((h, t) => (h === seat ? [p.tribe(t)] : []));
    const marker = v.toAct.includes(seat) ? style.bold('> ') : '  ';
    out.push(
      `${marker}${who(seat, viewer).padEnd(15)} ${shipText}${holding}  launched ${v.launchedMonkeyCount[seat]} monkeys, ${v.launchedShipCount[seat]} full ships; hand ${v.handSizes[seat]}${scorns.length ? `; scorn: ${scorns.join(', ')}` : ''}`,
    );
  }

  // The auction.
  const a = v.auction;
  if (a) {
    const passed = a.passed.flatMap((x, seat) => (x ? [playerLabel(seat)] : []));
    const standing =
      a.high >= 0
        ? `standing bid ${a.value} by ${who(a.high, viewer)} (${coinsLabel(a.bid)})`
        : 'no bid yet';
    out.push(
      style.bold(
        `Auction: ${p.monkey(a.monkey)} — ${standing}; to bid: ${who(a.bidder, viewer)}${passed.length ? `; passed: ${passed.join(', ')}` : ''}`,
      ),
    );
  }

  // What only the viewer sees.
  if (typeof viewer === 'number') {
    const coins = v.coins[viewer];
    if (coins)
      out.push(
        `Your coins: ${coins.map((n, t) => p.tribe(t, `${tribeLabel(t)} ${n}`)).join('  ')}`,
      );
    const hand = v.hands[viewer];
    if (hand) out.push(`Your hand: ${hand.map(p.civ).join(', ') || '-'}`);
    const launched = v.launchedMonkeys[viewer];
    if (launched && launched.length)
      out.push(style.dim(`Your score pile: ${launched.map(p.monkey).join(', ')}`));
  }
  return out;
}

function resultDetails(v: MMView, style: Style): string[] {
  const r = v.result;
  if (!r) return [];
  const p = painter(style);
  const out = [
    `Final tribe order: ${r.tribeOrder.map((t, i) => `${i + 1}. ${p.tribe(t)}`).join('  ')}`,
  ];
  for (const title of r.titles) {
    const vp = TITLE_VP[title.place - 1]!;
    const name = (seats: readonly Seat[]) =>
      seats.map((s) => `${playerLabel(s)} (${title.status[s]})`).join(', ') || 'nobody';
    out.push(
      `  ${p.tribe(title.tribe, tribeLabel(title.tribe).padEnd(6))} ${title.place}. place (${vp.leader}/${vp.undersecretary} VP): Leader ${name(title.leaders)}; Undersecretary ${name(title.undersecretaries)}`,
    );
  }
  out.push('Player     titles  ships  scorn  monkeys  status');
  for (let seat = 0; seat < v.players; seat++) {
    out.push(
      `${playerLabel(seat).padEnd(10)} ${String(r.titleVp[seat]).padStart(6)} ${String(r.shipVp[seat]).padStart(6)} ${String(-(r.scornPenalty[seat] ?? 0)).padStart(6)} ${String(r.monkeysLaunched[seat]).padStart(8)} ${String(r.statusTotal[seat]).padStart(7)}`,
    );
  }
  return out;
}

export const monkeysOnTheMoonBoard: TerminalBoard = {
  draw: (view, viewer, style) => draw(view as MMView, viewer, style),
  resultDetails: (view, style) => resultDetails(view as MMView, style),
};
