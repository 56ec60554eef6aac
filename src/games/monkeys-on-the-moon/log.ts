// Log lines in words for a move just played, as one viewer may read them: a private draw reads
// "You draw ..." for its owner and "Player 2 draws a civilization card" for everyone else.
// One function per language, each an exhaustive switch, so a new event without its German
// line does not compile.

import type { Lang, Seat, Viewer } from '../../engine/game.ts';
import { SHIPS } from './data.ts';
import type { MMEvent } from './events.ts';
import {
  civLabel,
  coinsLabel,
  monkeyLabel,
  NAMES,
  playerLabel,
  shipLabel,
  tribeLabel,
} from './names.ts';

const ordinal = (n: number): string =>
  `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

function english(e: MMEvent, viewer: Viewer): string {
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
      return `${who(e.seat)} took the ${tribeLabel(e.tribe)} scorn card${e.from >= 0 ? ` from ${who(e.from)}` : ''}.`;
    case 'scorn-kept':
      return `${who(e.seat)} already held the ${tribeLabel(e.tribe)} scorn card: the scorn chain stops.`;
    case 'stone':
      return `${tribeLabel(e.tribe)} moved from ${e.from || 'Start'} to ${e.to}.`;
    case 'stone-stays':
      return `${tribeLabel(e.tribe)} has finished and does not move.`;
    case 'finish':
      return `${tribeLabel(e.tribe)} finished ${ordinal(e.place)}.`;
    case 'treachery':
      return `Monkey Treachery! ${tribeLabel(e.tribe)} and ${tribeLabel(e.other)} swapped places in the alliance circle.`;
    case 'scorn-returned':
      return `${who(e.seat)} returned the ${tribeLabel(e.tribe)} scorn card.`;
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
        full: `launched full (${ship.vp} point${ship.vp === 1 ? '' : 's'})`,
        early: 'launched early: a rival monkey would not board; the ship goes under the ship deck',
        treachery: 'launched after the Monkey Treachery; the ship goes under the ship deck',
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

function german(e: MMEvent, viewer: Viewer): string {
  const N = NAMES.de;
  const you = (seat: Seat): boolean => seat === viewer;
  const who = (seat: Seat): string => (you(seat) ? 'Du' : N.player(seat));
  /** The verb of `seat` as subject: the du-form for the viewer, else the third person. */
  const verb = (seat: Seat, du: string, er: string): string => (you(seat) ? du : er);
  const has = (seat: Seat): string => `${who(seat)} ${verb(seat, 'hast', 'hat')}`;
  const names = (monkeys: readonly number[]): string =>
    N.list(monkeys.map((m) => N.monkey(m))) || 'niemand';
  switch (e.e) {
    case 'play':
      return `${has(e.seat)} ${N.civ(e.card)} gespielt, um ${N.tribe(e.tribe)} voranzubringen.`;
    case 'coins-taken':
      return e.count > 0
        ? `${has(e.seat)} ${e.count} ${N.tribe(e.tribe)}-Münze${e.count > 1 ? 'n' : ''} genommen.`
        : `${has(e.seat)} keine ${N.tribe(e.tribe)}-Münze bekommen: der Vorrat ist leer.`;
    case 'pay':
      return `${has(e.seat)} 1 ${N.tribe(e.tribe)}-Münze ${e.to === 'ally' ? 'bezahlt (Spottkette)' : 'an den Rivalen bezahlt'}.`;
    case 'scorn-taken':
      return `${has(e.seat)} die Spottkarte ${N.tribe(e.tribe)}${e.from >= 0 ? ` von ${you(e.from) ? 'dir' : N.player(e.from)}` : ''} genommen.`;
    case 'scorn-kept':
      return `${who(e.seat)} ${verb(e.seat, 'hattest', 'hatte')} die Spottkarte ${N.tribe(e.tribe)} schon: die Spottkette endet.`;
    case 'stone':
      return e.from
        ? `${N.tribe(e.tribe)} ist von Feld ${e.from} auf Feld ${e.to} gezogen.`
        : `${N.tribe(e.tribe)} ist vom Start auf Feld ${e.to} gezogen.`;
    case 'stone-stays':
      return `${N.tribe(e.tribe)} ist schon im Ziel und zieht nicht.`;
    case 'finish':
      return `${N.tribe(e.tribe)} ist als ${e.place}. im Ziel.`;
    case 'treachery':
      return `Affenverrat! ${N.tribe(e.tribe)} und ${N.tribe(e.other)} haben im Bündniskreis die Plätze getauscht.`;
    case 'scorn-returned':
      return `${has(e.seat)} die Spottkarte ${N.tribe(e.tribe)} zurückgegeben.`;
    case 'select':
      return `${has(e.seat)} ${N.monkey(e.monkey)} zur Versteigerung gestellt.`;
    case 'bid':
      return `${has(e.seat)} ${e.value} mit ${N.coins(e.coins)} geboten.`;
    case 'pass':
      return `${has(e.seat)} gepasst.`;
    case 'won':
      return `${has(e.seat)} ${N.monkey(e.monkey)} für ${e.value} ersteigert und ${N.coins(e.coins)} bezahlt.`;
    case 'unsold':
      return `Niemand hat geboten: ${N.monkey(e.monkey)} wird abgelegt.`;
    case 'board':
      return `${N.monkey(e.monkey)} ist in ${you(e.seat) ? 'dein Raumschiff' : `das Raumschiff von ${N.player(e.seat)}`} gestiegen.`;
    case 'hold':
      return `Kein Raumschiff mehr frei: ${N.monkey(e.monkey)} wartet ${you(e.seat) ? 'in deinem Wartebereich' : `im Wartebereich von ${N.player(e.seat)}`}.`;
    case 'launch': {
      const ship = SHIPS[e.ship] as { vp: number };
      const whose = you(e.seat) ? 'Dein Raumschiff' : `Das Raumschiff von ${N.player(e.seat)}`;
      const how = {
        full: `ist voll besetzt gestartet (${ship.vp} Punkt${ship.vp === 1 ? '' : 'e'})`,
        early:
          'ist früh gestartet, weil ein rivalisierender Affe nicht einsteigen wollte; das Raumschiff kommt unter den Stapel',
        treachery: 'ist nach dem Affenverrat gestartet; das Raumschiff kommt unter den Stapel',
        final: 'ist am Spielende nicht voll besetzt gestartet',
      }[e.kind];
      return `${whose}, ${N.ship(e.ship)}, ${how}; an Bord: ${names(e.monkeys)}.`;
    }
    case 'bonus':
      return `${who(e.seat)} ${verb(e.seat, 'bekommst', 'bekommt')} für den Start eine ${N.tribe(e.tribe)}-Bonusmünze.`;
    case 'pick-ship':
      return `${has(e.seat)} ${N.ship(e.ship)} aus der Auslage genommen.`;
    case 'leave':
      return `${has(e.seat)} die Affen von ${N.list(e.tribes.map((t) => N.tribe(t)))} zurückgelassen.`;
    case 'max-scorn':
      return `Maximaler Spott: ${who(e.seat)} ${verb(e.seat, 'verlierst', 'verliert')} ${names(e.monkeys)}.`;
    case 'round':
      return `Runde ${e.round} beginnt; ${you(e.moonstone) ? 'du hast' : `${N.player(e.moonstone)} hat`} den Mondstein.`;
    case 'draw-civ':
      return you(e.seat)
        ? `Du hast ${N.civ(e.card)} gezogen.`
        : `${N.player(e.seat)} hat eine Zivilisationskarte gezogen.`;
    case 'game-over':
      return 'Das Spiel ist vorbei.';
  }
}

const LINE: Readonly<Record<Lang, (e: MMEvent, viewer: Viewer) => string>> = {
  en: english,
  de: german,
};

export function eventLine(e: MMEvent, viewer: Viewer, lang: Lang = 'en'): string {
  return LINE[lang](e, viewer);
}
