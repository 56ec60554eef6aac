// The end of a Monkeys on the Moon game: final launches, Maximum Scorn, the tribes' final
// order, titles and the score (MM-9 .. MM-12).

import type { Seat } from '../../engine/game.ts';
import { shuffleInPlace } from '../../engine/rng.ts';
import { MONKEYS, SCORN_PENALTY, SHIPS, TITLE_VP, TRIBE_COUNT } from './data.ts';
import type { Tribe } from './data.ts';
import type { EventSink } from './events.ts';
import { playerLabel } from './names.ts';
import { launchShip } from './ships.ts';
import type { MMResult, MMState, TitleAward } from './state.ts';

export function endGame(s: MMState, sink: EventSink): void {
  // MM-10: every ship launches unfilled; MM-9: holding areas launch as unfilled ships.
  for (let seat = 0; seat < s.players; seat++) {
    if ((s.ship[seat] as number) >= 0) launchShip(s, seat, 'final', sink);
    const held = s.holding[seat] as number[];
    if (held.length > 0) {
      (s.launchedMonkeys[seat] as number[]).push(...held);
      s.holding[seat] = [];
    }
  }
  // Variant Maximum Scorn: a scorn held now discards your launched monkeys of that tribe.
  if (s.options.maximumScorn) {
    for (let tribe = 0; tribe < TRIBE_COUNT; tribe++) {
      const holder = s.scorn[tribe] as Seat;
      if (holder < 0) continue;
      const pile = s.launchedMonkeys[holder] as number[];
      const lost = pile.filter((m) => (MONKEYS[m] as { tribe: Tribe }).tribe === tribe);
      if (lost.length === 0) continue;
      s.launchedMonkeys[holder] = pile.filter((m) => !lost.includes(m));
      s.monkeyDiscard.push(...lost);
      sink?.push({ e: 'max-scorn', seat: holder, tribe, monkeys: lost });
    }
  }
  s.result = scoreGame(s);
  s.phase = 'over';
  s.auction = null;
  sink?.push({ e: 'game-over' });
}

/** MM-10: finished tribes in finish order, then the others by track position, ties drawn at random. */
export function finalTribeOrder(s: MMState): Tribe[] {
  const order = s.finished.slice();
  const rest = [];
  for (let t = 0; t < TRIBE_COUNT; t++) if (!order.includes(t)) rest.push(t);
  const positions = [...new Set(rest.map((t) => s.track[t] as number))].sort((a, b) => b - a);
  for (const p of positions)
    order.push(
      ...shuffleInPlace(
        s.rng,
        rest.filter((t) => s.track[t] === p),
      ),
    );
  return order;
}

/** MM-11: Supreme Leader and Undersecretary of one tribe, with the tie rules. */
export function awardTitles(
  status: readonly number[],
  place: number,
  players: number,
): Pick<TitleAward, 'vp' | 'leaders' | 'undersecretaries'> {
  const table = TITLE_VP[place - 1] as { leader: number; undersecretary: number };
  const vp = status.map(() => 0);
  const top = Math.max(...status);
  const leaders = seatsWith(status, top);
  if (players === 2) {
    // Two players: only the Leader scores; a tie scores nothing.
    if (leaders.length === 1) vp[leaders[0] as Seat] = table.leader;
    return { vp, leaders: leaders.length === 1 ? leaders : [], undersecretaries: [] };
  }
  if (leaders.length > 1) {
    const share = Math.floor((table.leader + table.undersecretary) / leaders.length);
    for (const seat of leaders) vp[seat] = share;
    return { vp, leaders, undersecretaries: [] };
  }
  vp[leaders[0] as Seat] = table.leader;
  const second = Math.max(...status.filter((_, seat) => seat !== leaders[0]));
  const undersecretaries = seatsWith(status, second).filter((seat) => seat !== leaders[0]);
  const share = Math.floor(table.undersecretary / undersecretaries.length);
  for (const seat of undersecretaries) vp[seat] = share;
  return { vp, leaders, undersecretaries };
}

function seatsWith(values: readonly number[], v: number): Seat[] {
  const out: Seat[] = [];
  for (let seat = 0; seat < values.length; seat++) if (values[seat] === v) out.push(seat);
  return out;
}

/** MM-11, MM-12: titles + full ships - scorn; ties by monkeys launched, then status, then shared. */
function scoreGame(s: MMState): MMResult {
  const seats = Array.from({ length: s.players }, (_, i) => i);
  const tribeOrder = finalTribeOrder(s);
  const titles: TitleAward[] = tribeOrder.map((tribe, i) => {
    const status = seats.map((seat) =>
      (s.launchedMonkeys[seat] as number[]).reduce((sum, m) => {
        const monkey = MONKEYS[m] as { tribe: Tribe; status: number };
        return monkey.tribe === tribe ? sum + monkey.status : sum;
      }, 0),
    );
    return { tribe, place: i + 1, status, ...awardTitles(status, i + 1, s.players) };
  });
  const titleVp = seats.map((seat) => titles.reduce((sum, t) => sum + (t.vp[seat] as number), 0));
  const shipVp = seats.map((seat) =>
    (s.launchedShips[seat] as number[]).reduce(
      (sum, ship) => sum + (SHIPS[ship] as { vp: number }).vp,
      0,
    ),
  );
  const scornPenalty = seats.map(
    (seat) => SCORN_PENALTY * s.scorn.filter((h) => h === seat).length,
  );
  const scores = seats.map(
    (seat) => (titleVp[seat] as number) + (shipVp[seat] as number) - (scornPenalty[seat] as number),
  );
  const monkeysLaunched = seats.map((seat) => (s.launchedMonkeys[seat] as number[]).length);
  const statusTotal = seats.map((seat) =>
    (s.launchedMonkeys[seat] as number[]).reduce(
      (sum, m) => sum + (MONKEYS[m] as { status: number }).status,
      0,
    ),
  );
  const key = (seat: Seat): number[] => [
    scores[seat] as number,
    monkeysLaunched[seat] as number,
    statusTotal[seat] as number,
  ];
  const beats = (a: Seat, b: Seat): boolean => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++)
      if (ka[i] !== kb[i]) return (ka[i] as number) > (kb[i] as number);
    return false;
  };
  const ranking = seats.map((seat) => 1 + seats.filter((other) => beats(other, seat)).length);
  const tieBreaks: string[] = [];
  for (const a of seats) {
    for (const b of seats) {
      if (a >= b || scores[a] !== scores[b]) continue;
      const [hi, lo] = beats(b, a) ? [b, a] : [a, b];
      if (monkeysLaunched[a] !== monkeysLaunched[b]) {
        tieBreaks.push(
          `${playerLabel(hi)} ranks above ${playerLabel(lo)} on monkeys launched (${monkeysLaunched[hi]} to ${monkeysLaunched[lo]}).`,
        );
      } else if (statusTotal[a] !== statusTotal[b]) {
        tieBreaks.push(
          `${playerLabel(hi)} ranks above ${playerLabel(lo)} on status points (${statusTotal[hi]} to ${statusTotal[lo]}).`,
        );
      } else {
        tieBreaks.push(
          `${playerLabel(a)} and ${playerLabel(b)} share their place: equal score, monkeys and status.`,
        );
      }
    }
  }
  return {
    scores,
    ranking,
    tieBreaks,
    tribeOrder,
    titles,
    titleVp,
    shipVp,
    scornPenalty,
    monkeysLaunched,
    statusTotal,
  };
}
