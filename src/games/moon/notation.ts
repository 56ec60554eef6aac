// The string forms of Moon moves (their labels for people: move-label.ts).
//   build c12                      Construct card c12 paying its cost
//   build c12 free                 ... at no resource cost (Embassy, Capable)
//   build c12 waive:M ignore:EW    ... a discount waives 1 Metal; Diplomatic pays E+W for a missing flag
//   assim c12                      Assimilate c12 for its reward
//   park c7 | park c7 reckless     park a Rover on another player's card c7
//   flip c20 | obelisk c33 | expedition | claim c140 | end
//   choose E | choose 3 | choose c12 | choose E>W | choose p2:E | choose W:2 | choose none
//                                  an answer to a pending decision (choices.ts)
// Card ids are 1-based in strings and 0-based in the state.

import type { Result } from '../../engine/game.ts';
import { ok, syntaxError as syntax } from '../../engine/game.ts';
import { encodeChoice, parseChoice } from './choices.ts';
import type { MoonMove } from './state.ts';
import { RESOURCES } from './vocabulary.ts';
import type { Resource } from './vocabulary.ts';

const c = (id: number) => `c${id + 1}`;

export function encodeMove(m: MoonMove): string {
  switch (m.type) {
    case 'build': {
      // Built up piece by piece: search bots encode every legal move at every node.
      let text = `build c${m.card + 1}`;
      if (m.free) text += ' free';
      if (m.waive.length) text += ` waive:${m.waive.join('')}`;
      if (m.ignore.length) text += ` ignore:${m.ignore.join('')}`;
      return text;
    }
    case 'assimilate':
      return `assim ${c(m.card)}`;
    case 'park':
      return `park ${c(m.card)}${m.reckless ? ' reckless' : ''}`;
    case 'flip':
    case 'obelisk':
    case 'claim':
      return `${m.type} ${c(m.card)}`;
    case 'expedition':
    case 'end':
      return m.type;
    case 'choose':
      return `choose ${encodeChoice(m.choice)}`;
  }
}

function cardId(word: string | undefined): number {
  const match = /^c(\d{1,4})$/.exec(word ?? '');
  return match ? Number(match[1]) - 1 : -1;
}

const resources = (text: string): Resource[] | null => {
  const out = [...text] as Resource[];
  return out.length > 0 && out.every((r) => RESOURCES.includes(r)) ? out : null;
};

export function parseMove(text: string): Result<MoonMove> {
  if (text.length > 100)
    return syntax(text.slice(0, 40) + '...', 'it is too long.', 'er ist zu lang.');
  const words = text.trim().split(/\s+/);
  const [verb, a, ...rest] = words;
  const card = cardId(a);
  const needCard = (m: MoonMove): Result<MoonMove> =>
    card < 0 || rest.length > 0
      ? syntax(text, `expected "${verb} c<number>".`, `erwartet ist "${verb} c<Nummer>".`)
      : ok(m);
  switch (verb) {
    case 'build': {
      if (card < 0)
        return syntax(text, 'expected "build c<number>".', 'erwartet ist "build c<Nummer>".');
      const m: MoonMove = { type: 'build', card, free: false, waive: [], ignore: [] };
      for (const w of rest) {
        if (w === 'free' && !m.free) m.free = true;
        else if (w.startsWith('waive:') && m.waive.length === 0 && resources(w.slice(6)))
          m.waive = resources(w.slice(6)) as Resource[];
        else if (w.startsWith('ignore:') && m.ignore.length === 0 && resources(w.slice(7)))
          m.ignore = resources(w.slice(7)) as Resource[];
        else
          return syntax(
            text,
            `unknown part "${w}" (free, waive:<EWBM>, ignore:<EWBM>).`,
            `unbekannter Teil "${w}" (free, waive:<EWBM>, ignore:<EWBM>).`,
          );
      }
      return ok(m);
    }
    case 'assim':
      return needCard({ type: 'assimilate', card });
    case 'park':
      if (card < 0 || rest.length > 1 || (rest.length === 1 && rest[0] !== 'reckless'))
        return syntax(
          text,
          'expected "park c<number>" or "park c<number> reckless".',
          'erwartet ist "park c<Nummer>" oder "park c<Nummer> reckless".',
        );
      return ok({ type: 'park', card, reckless: rest.length === 1 });
    case 'flip':
    case 'obelisk':
    case 'claim':
      return needCard({ type: verb, card });
    case 'expedition':
    case 'end':
      return words.length === 1
        ? ok({ type: verb })
        : syntax(text, `"${verb}" takes nothing.`, `nach "${verb}" folgt nichts.`);
    case 'choose': {
      const choice = a === undefined || rest.length > 0 ? null : parseChoice(a);
      if (!choice)
        return syntax(text, 'expected "choose <value>".', 'erwartet ist "choose <Wert>".');
      return ok({ type: 'choose', choice });
    }
    default:
      return syntax(
        text,
        'moves are build, assim, park, flip, obelisk, expedition, claim, end and choose.',
        'Züge sind build, assim, park, flip, obelisk, expedition, claim, end und choose.',
      );
  }
}
