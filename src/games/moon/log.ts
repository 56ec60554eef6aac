// Log lines for a Moon move as one viewer may read them: the move itself (a card drawn into a
// hand stays unnamed for the others) and what it changed in public: Hearts, Eras, the result.

import type { Lang, Seat, Viewer } from '../../engine/game.ts';
import { flagName } from './names.ts';
import { moveLabel } from './notation.ts';
import type { MoonMove, MoonState } from './state.ts';
import { FLAGS } from './vocabulary.ts';

const who = (seat: Seat, viewer: Viewer) => (seat === viewer ? 'You' : `Player ${seat + 1}`);

export function describeMove(
  before: MoonState,
  seat: Seat,
  move: MoonMove,
  after: MoonState,
  viewer: Viewer,
  lang: Lang = 'en',
): string[] {
  return LINES[lang](before, seat, move, after, viewer);
}

type Describe = (
  before: MoonState,
  seat: Seat,
  move: MoonMove,
  after: MoonState,
  viewer: Viewer,
) => string[];

const english: Describe = (before, seat, move, after, viewer) => {
  const lines = [`${who(seat, viewer)}: ${moveLabel(before, seat, move)}.`];
  if (before.decision?.kind === 'cycle' && viewer === seat)
    lines.push('A card from the stack joins your hand.');
  for (let p = 0; p < after.players; p++) {
    const gained = (after.hearts[p] as number) - (before.hearts[p] as number);
    if (gained !== 0)
      lines.push(`${who(p, viewer)} scored ${gained} Heart${gained === 1 ? '' : 's'}.`);
  }
  if (after.era !== before.era || after.over) {
    lines.push(
      `Era ${['I', 'II', 'III'][before.era - 1]} scored: X is now ${after.x}; Flag Rewards ${FLAGS.map((f, i) => `${f} ${after.flagHearts[i]}`).join(', ')}.`,
    );
  }
  if (after.round !== before.round && after.era === before.era)
    lines.push(`Hands pass left; round ${after.round} begins.`);
  if (after.result)
    lines.push(
      `Game over. Scores: ${after.result.scores.map((x, i) => `P${i + 1} ${x}`).join(', ')}.`,
    );
  return lines;
};

const ERAS = ['I', 'II', 'III'];

const german: Describe = (before, seat, move, after, viewer) => {
  const who = (p: Seat) => (p === viewer ? 'Du' : `Spieler ${p + 1}`);
  const verb = (p: Seat, du: string, er: string) => (p === viewer ? du : er);
  const hearts = (n: number) => `${n} ${n === 1 ? 'Herz' : 'Herzen'}`;
  const lines = [`${who(seat)}: ${moveLabel(before, seat, move, 'de')}.`];
  if (before.decision?.kind === 'cycle' && viewer === seat)
    lines.push('Eine Karte vom Stapel kommt auf deine Hand.');
  for (let p = 0; p < after.players; p++) {
    const gained = (after.hearts[p] as number) - (before.hearts[p] as number);
    if (gained > 0) lines.push(`${who(p)} ${verb(p, 'bekommst', 'bekommt')} ${hearts(gained)}.`);
    if (gained < 0) lines.push(`${who(p)} ${verb(p, 'verlierst', 'verliert')} ${hearts(-gained)}.`);
  }
  if (after.era !== before.era || after.over) {
    lines.push(
      `Ära ${ERAS[before.era - 1]} ist gewertet: X ist jetzt ${after.x}; Flaggenbelohnungen ${FLAGS.map((f, i) => `${flagName(f, 'de')} ${after.flagHearts[i]}`).join(', ')}.`,
    );
  }
  if (after.round !== before.round && after.era === before.era)
    lines.push(`Die Hände gehen nach links weiter; Runde ${after.round} beginnt.`);
  if (after.result)
    lines.push(
      `Spielende. Punkte: ${after.result.scores.map((x, i) => `S${i + 1} ${x}`).join(', ')}.`,
    );
  return lines;
};

const LINES: Readonly<Record<Lang, Describe>> = { en: english, de: german };
