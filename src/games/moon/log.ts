// Moon's log: a move's facts, read from the states before and after it (engine facts.ts): the
// move itself (a card drawn into a hand is told to its mover only) and what it changed in
// public: Hearts, Eras, the Rival, the result; and their words, one line per fact.

import { inEveryLang } from '../../engine/facts.ts';
import type { Worded } from '../../engine/facts.ts';
import type { Lang, Seat, Viewer } from '../../engine/game.ts';
import { libraryOf } from './library.ts';
import { flagName } from './names.ts';
import { moveLabel } from './move-label.ts';
import type { MoonMove, MoonState } from './state.ts';
import { FLAGS } from './vocabulary.ts';

/** What a move did, one log line each, in the order they read. */
export type MoonFact =
  /** The move, by its label in every language (labels read the state before it). */
  | { f: 'move'; seat: Seat; label: Worded }
  /** A card from the stack joined the mover's hand: told to the mover only. */
  | { f: 'cycle'; seat: Seat }
  /** `seat`'s Hearts changed by `gained` (below 0: lost). */
  | { f: 'hearts'; seat: Seat; gained: number }
  /** Era `era` (1-3) was scored: X and the Flag Rewards (by FLAGS) after it. */
  | { f: 'era'; era: number; x: number; flagHearts: readonly number[] }
  /** Solo: the Rival revealed these cards of card set `cardSet`. */
  | { f: 'rival-reveals'; cardSet: string; cards: readonly number[] }
  | { f: 'rival-hearts'; hearts: number }
  /** Solo: the Rival removed hand `hand` (from 1). */
  | { f: 'rival-removes'; hand: number }
  | { f: 'round-b' }
  /** Hands passed left; `round` begins. */
  | { f: 'round'; round: number }
  /** The game ended with these scores by seat, and the Rival's when solo. */
  | { f: 'over'; scores: readonly number[]; rival: number | null };

export function factsOf(
  before: MoonState,
  seat: Seat,
  move: MoonMove,
  after: MoonState,
): MoonFact[] {
  const facts: MoonFact[] = [
    { f: 'move', seat, label: inEveryLang((lang) => moveLabel(before, seat, move, lang)) },
  ];
  if (before.decision?.kind === 'cycle') facts.push({ f: 'cycle', seat });
  for (let p = 0; p < after.players; p++) {
    const gained = (after.hearts[p] as number) - (before.hearts[p] as number);
    if (gained !== 0) facts.push({ f: 'hearts', seat: p, gained });
  }
  if (after.era !== before.era || after.over)
    facts.push({ f: 'era', era: before.era, x: after.x, flagHearts: [...after.flagHearts] });
  const [b, a] = [before.solo, after.solo];
  if (b && a) {
    const revealed = a.tableau.slice(b.tableau.length);
    if (revealed.length)
      facts.push({ f: 'rival-reveals', cardSet: after.options.cardSet, cards: revealed });
    if (a.hearts !== b.hearts) facts.push({ f: 'rival-hearts', hearts: a.hearts - b.hearts });
    if (a.removed >= 0 && b.removed < 0 && after.era === before.era)
      facts.push({ f: 'rival-removes', hand: a.removed + 1 });
    if (after.round === 2 && before.round === 1 && after.era === before.era)
      facts.push({ f: 'round-b' });
  } else if (after.round !== before.round && after.era === before.era)
    facts.push({ f: 'round', round: after.round });
  if (after.result)
    facts.push({
      f: 'over',
      scores: [...after.result.scores],
      rival: after.result.opponent ? after.result.opponent.score : null,
    });
  return facts;
}

/** The part of `fact` that `viewer` may know: a card joining a hand is the mover's alone. */
export const factFor = (fact: MoonFact, viewer: Viewer): MoonFact | null =>
  fact.f === 'cycle' && viewer !== fact.seat ? null : fact;

const ERAS = ['I', 'II', 'III'];

const rivalNames = (cardSet: string, cards: readonly number[], lang: Lang): string => {
  const names = libraryOf(cardSet).names[lang];
  return cards.map((id) => names[id] ?? '?').join(', ');
};

function english(f: MoonFact, viewer: Viewer): string {
  const who = (seat: Seat) => (seat === viewer ? 'You' : `Player ${seat + 1}`);
  switch (f.f) {
    case 'move':
      return `${who(f.seat)}: ${f.label.en}.`;
    case 'cycle':
      return 'A card from the stack joins your hand.';
    case 'hearts':
      return `${who(f.seat)} scored ${f.gained} Heart${f.gained === 1 ? '' : 's'}.`;
    case 'era':
      return `Era ${ERAS[f.era - 1]} scored: X is now ${f.x}; Flag Rewards ${FLAGS.map((flag, i) => `${flagName(flag, 'en')} ${f.flagHearts[i]}`).join(', ')}.`;
    case 'rival-reveals':
      return `The Rival reveals ${rivalNames(f.cardSet, f.cards, 'en')}.`;
    case 'rival-hearts':
      return `The Rival scored ${f.hearts} Heart${f.hearts === 1 ? '' : 's'}.`;
    case 'rival-removes':
      return `The Rival removes hand ${f.hand}.`;
    case 'round-b':
      return 'Round B: one turn with each hand left.';
    case 'round':
      return `Hands pass left; round ${f.round} begins.`;
    case 'over': {
      const rival = f.rival === null ? '' : `, the Rival ${f.rival}`;
      return `Game over. Scores: ${f.scores.map((x, i) => `Player ${i + 1} ${x}`).join(', ')}${rival}.`;
    }
  }
}

function german(f: MoonFact, viewer: Viewer): string {
  const who = (p: Seat) => (p === viewer ? 'Du' : `Spieler ${p + 1}`);
  const verb = (p: Seat, du: string, er: string) => (p === viewer ? du : er);
  const hearts = (n: number) => `${n} ${n === 1 ? 'Herz' : 'Herzen'}`;
  switch (f.f) {
    case 'move':
      return `${who(f.seat)}: ${f.label.de}.`;
    case 'cycle':
      return 'Eine Karte vom Stapel kommt auf deine Hand.';
    case 'hearts':
      return f.gained > 0
        ? `${who(f.seat)} ${verb(f.seat, 'bekommst', 'bekommt')} ${hearts(f.gained)}.`
        : `${who(f.seat)} ${verb(f.seat, 'verlierst', 'verliert')} ${hearts(-f.gained)}.`;
    case 'era':
      return `Ära ${ERAS[f.era - 1]} ist gewertet: X ist jetzt ${f.x}; Flaggenprämien ${FLAGS.map((flag, i) => `${flagName(flag, 'de')} ${f.flagHearts[i]}`).join(', ')}.`;
    case 'rival-reveals':
      return `Der Rivale deckt auf: ${rivalNames(f.cardSet, f.cards, 'de')}.`;
    case 'rival-hearts':
      return `Der Rivale bekommt ${hearts(f.hearts)}.`;
    case 'rival-removes':
      return `Der Rivale entfernt Hand ${f.hand}.`;
    case 'round-b':
      return 'Runde B: ein Zug mit jeder übrigen Hand.';
    case 'round':
      return `Die Hände gehen nach links weiter; Runde ${f.round} beginnt.`;
    case 'over': {
      const rival = f.rival === null ? '' : `, Rivale ${f.rival}`;
      return `Spielende. Punkte: ${f.scores.map((x, i) => `Spieler ${i + 1} ${x}`).join(', ')}${rival}.`;
    }
  }
}

const LINE: Readonly<Record<Lang, (f: MoonFact, viewer: Viewer) => string>> = {
  en: english,
  de: german,
};

/** One log line of a fact as `factFor` gave it to `viewer`. */
export const factWords = (f: MoonFact, viewer: Viewer, lang: Lang = 'en'): string =>
  LINE[lang](f, viewer);
