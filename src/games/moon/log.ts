// Log lines for a Moon move as one viewer may read them: the move itself (a card drawn into a
// hand stays unnamed for the others) and what it changed in public: Hearts, Eras, the result.

import type { Lang, Seat, Viewer } from '../../engine/game.ts';
import { libraryOf } from './library.ts';
import { flagName } from './names.ts';
import { moveLabel } from './notation.ts';
import type { MoonMove, MoonState } from './state.ts';
import { FLAGS } from './vocabulary.ts';

const who = (seat: Seat, viewer: Viewer) => (seat === viewer ? 'You' : `Player ${seat + 1}`);

/** Solo: what the Rival did during a move, in facts: cards revealed, Hearts, a hand removed. */
function rivalFacts(before: MoonState, after: MoonState, lang: Lang) {
  const [b, a] = [before.solo, after.solo];
  if (!b || !a) return null;
  const names = libraryOf(after.options.cardSet).names[lang];
  return {
    revealed: a.tableau.slice(b.tableau.length).map((id) => names[id] ?? '?'),
    hearts: a.hearts - b.hearts,
    removed: a.removed >= 0 && b.removed < 0 && after.era === before.era ? a.removed + 1 : 0,
    roundB: after.round === 2 && before.round === 1 && after.era === before.era,
  };
}

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
      `Era ${['I', 'II', 'III'][before.era - 1]} scored: X is now ${after.x}; Flag Rewards ${FLAGS.map((f, i) => `${flagName(f, 'en')} ${after.flagHearts[i]}`).join(', ')}.`,
    );
  }
  const rival = rivalFacts(before, after, 'en');
  if (rival) {
    if (rival.revealed.length) lines.push(`The Rival reveals ${rival.revealed.join(', ')}.`);
    if (rival.hearts)
      lines.push(`The Rival scored ${rival.hearts} Heart${rival.hearts === 1 ? '' : 's'}.`);
    if (rival.removed) lines.push(`The Rival removes hand ${rival.removed}.`);
    if (rival.roundB) lines.push('Round B: one turn with each hand left.');
  } else if (after.round !== before.round && after.era === before.era)
    lines.push(`Hands pass left; round ${after.round} begins.`);
  if (after.result) {
    const rivalScore = after.result.opponent ? `, the Rival ${after.result.opponent.score}` : '';
    lines.push(
      `Game over. Scores: ${after.result.scores.map((x, i) => `Player ${i + 1} ${x}`).join(', ')}${rivalScore}.`,
    );
  }
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
      `Ära ${ERAS[before.era - 1]} ist gewertet: X ist jetzt ${after.x}; Flaggenprämien ${FLAGS.map((f, i) => `${flagName(f, 'de')} ${after.flagHearts[i]}`).join(', ')}.`,
    );
  }
  const rival = rivalFacts(before, after, 'de');
  if (rival) {
    if (rival.revealed.length) lines.push(`Der Rivale deckt auf: ${rival.revealed.join(', ')}.`);
    if (rival.hearts) lines.push(`Der Rivale bekommt ${hearts(rival.hearts)}.`);
    if (rival.removed) lines.push(`Der Rivale entfernt Hand ${rival.removed}.`);
    if (rival.roundB) lines.push('Runde B: ein Zug mit jeder übrigen Hand.');
  } else if (after.round !== before.round && after.era === before.era)
    lines.push(`Die Hände gehen nach links weiter; Runde ${after.round} beginnt.`);
  if (after.result) {
    const rivalScore = after.result.opponent ? `, Rivale ${after.result.opponent.score}` : '';
    lines.push(
      `Spielende. Punkte: ${after.result.scores.map((x, i) => `Spieler ${i + 1} ${x}`).join(', ')}${rivalScore}.`,
    );
  }
  return lines;
};

const LINES: Readonly<Record<Lang, Describe>> = { en: english, de: german };
