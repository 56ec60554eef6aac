// Log lines in words for a move just played, as one viewer may read them: a private draw reads
// "You draw ..." for its owner and "Player 2 draws a civilization card" for everyone else.

import type { Seat, Viewer } from '../../engine/game.ts';
import { SHIPS } from './data.ts';
import type { MMEvent } from './events.ts';
import { civLabel, coinsLabel, monkeyLabel, playerLabel, shipLabel, tribeLabel } from './names.ts';

const ordinal = (n: number): string =>
  `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

export function eventLine(e: MMEvent, viewer: Viewer): string {
  const who = (seat: Seat): string => (seat === viewer ? 'You' : playerLabel(seat));
  const names = (monkeys: readonly number[]): string =>
    monkeys.map(monkeyLabel).join(', ') || 'no monkeys';
  switch (e.e) {
    case 'play':
      return `${who(e.seat)} played ${civLabel(e.card)} to advance ${tribeLabel(e.tribe)}.`;
    case 'coins-taken':
      return e.count > 0
        ? `${who(e.seat)} took ${e.count} ${tribeLabel(e.tribe)} coin${e.count > 1 ? 's' : ''}.`
        : `${who(e.seat)} took no ${tribeLabel(e.tribe)} coin: the supply is empty.`;
    case 'pay':
      return `${who(e.seat)} paid 1 ${tribeLabel(e.tribe)} coin${e.to === 'ally' ? ' (scorn chain)' : ' to the rival'}.`;
    case 'scorn-taken':
      return `${who(e.seat)} took the ${tribeLabel(e.tribe)} scorn${e.from >= 0 ? ` from ${who(e.from)}` : ''}.`;
    case 'scorn-kept':
      return `${who(e.seat)} already held the ${tribeLabel(e.tribe)} scorn: the chain stops.`;
    case 'stone':
      return `${tribeLabel(e.tribe)} moved from ${e.from || 'Start'} to ${e.to}.`;
    case 'stone-stays':
      return `${tribeLabel(e.tribe)} has finished and does not move.`;
    case 'finish':
      return `${tribeLabel(e.tribe)} finished ${ordinal(e.place)}.`;
    case 'treachery':
      return `Treachery! ${tribeLabel(e.tribe)} and ${tribeLabel(e.other)} swapped places in the alliance circle.`;
    case 'scorn-returned':
      return `${who(e.seat)} returned the ${tribeLabel(e.tribe)} scorn.`;
    case 'select':
      return `${who(e.seat)} put ${monkeyLabel(e.monkey)} up for bidding.`;
    case 'bid':
      return `${who(e.seat)} bid ${e.value} with ${coinsLabel(e.coins)}.`;
    case 'pass':
      return `${who(e.seat)} passed.`;
    case 'won':
      return `${who(e.seat)} won ${monkeyLabel(e.monkey)} for ${e.value}, paying ${coinsLabel(e.coins)}.`;
    case 'unsold':
      return `Nobody bid: ${monkeyLabel(e.monkey)} is discarded.`;
    case 'board':
      return `${monkeyLabel(e.monkey)} boarded ${e.seat === viewer ? 'your' : `${playerLabel(e.seat)}'s`} ship.`;
    case 'hold':
      return `No ship is left: ${monkeyLabel(e.monkey)} waits in ${e.seat === viewer ? 'your' : `${playerLabel(e.seat)}'s`} holding area.`;
    case 'launch': {
      const ship = SHIPS[e.ship] as { vp: number };
      const whose = e.seat === viewer ? 'Your' : `${playerLabel(e.seat)}'s`;
      const how = {
        full: `launched full (${ship.vp} VP)`,
        early: 'launched early: a rival monkey would not board; the ship goes under the deck',
        treachery: 'launched after the Treachery; the ship goes under the deck',
        final: 'launched at the end of the game, unfilled',
      }[e.kind];
      return `${whose} ship, ${shipLabel(e.ship)}, ${how}, carrying ${names(e.monkeys)}.`;
    }
    case 'bonus':
      return `${who(e.seat)} took a bonus ${tribeLabel(e.tribe)} coin for the launch.`;
    case 'pick-ship':
      return `${who(e.seat)} took ${shipLabel(e.ship)} from the pool.`;
    case 'leave':
      return `${who(e.seat)} left the ${e.tribes.map(tribeLabel).join(' and ')} monkeys behind.`;
    case 'max-scorn':
      return `Maximum Scorn: ${who(e.seat)} lost ${names(e.monkeys)}.`;
    case 'round':
      return `Round ${e.round} begins; ${who(e.moonstone)} ${e.moonstone === viewer ? 'hold' : 'holds'} the moonstone.`;
    case 'draw-civ':
      return e.seat === viewer
        ? `You drew ${civLabel(e.card)}.`
        : `${playerLabel(e.seat)} drew a civilization card.`;
    case 'game-over':
      return 'The game is over.';
  }
}

export function eventLines(events: readonly MMEvent[], viewer: Viewer): string[] {
  return events.map((e) => eventLine(e, viewer));
}
