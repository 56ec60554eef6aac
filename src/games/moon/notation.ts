// The string forms of Moon moves, and their labels for people.
//   build c12                      Construct card c12 paying its cost
//   build c12 free                 ... at no resource cost (Embassy, Capable)
//   build c12 waive:M ignore:EW    ... a discount waives 1 Metal; Diplomatic pays E+W for a missing flag
//   assim c12                      Assimilate c12 for its reward
//   park c7 | park c7 reckless     park a Rover on another player's card c7
//   flip c20 | obelisk c33 | expedition | claim c140 | end
//   choose E | choose 3 | choose c12 | choose E>W | choose p2:E | choose W:2 | choose none
//                                  an answer to a pending decision (choices.ts)
// Card ids are 1-based in strings and 0-based in the state.

import type { Lang, Result, Seat } from '../../engine/game.ts';
import { ok, syntaxError as syntax } from '../../engine/game.ts';
import { encodeChoice, parseChoice } from './choices.ts';
import { chooseLabel } from './choice-words.ts';
import { libraryOf } from './library.ts';
import { resourceName } from './names.ts';
import type { MoonMove, MoonState } from './state.ts';
import { RESOURCE_NAMES, RESOURCES } from './vocabulary.ts';
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

const resourceList = (rs: readonly Resource[]) => rs.map((r) => RESOURCE_NAMES[r]).join(' + ');

/** A sentence for a person choosing among moves, in `lang`. */
export function moveLabel(s: MoonState, seat: Seat, m: MoonMove, lang: Lang = 'en'): string {
  return LABEL[lang](s, seat, m);
}

function english(s: MoonState, _seat: Seat, m: MoonMove): string {
  const l = libraryOf(s.options.cardSet);
  const name = (id: number) => l.name[id] ?? '?';
  switch (m.type) {
    case 'build': {
      const parts = [`Construct ${name(m.card)}`];
      if (m.free) parts.push('for free');
      if (m.waive.length) parts.push(`with ${resourceList(m.waive)} waived`);
      if (m.ignore.length) parts.push(`paying ${resourceList(m.ignore)} to ignore a flag`);
      return parts.join(' ');
    }
    case 'assimilate':
      return `Assimilate ${name(m.card)}`;
    case 'park':
      return `Park a Rover on ${name(m.card)}${m.reckless ? ' (Reckless: the Rover is then lost)' : ''}`;
    case 'flip':
      return `Flip ${name(m.card)}`;
    case 'obelisk':
      return `Put ${name(m.card)} into this hand for an extra Construct`;
    case 'expedition': {
      const exp = s.handExpedition[s.turn.seat] ?? -1;
      return `Use ${exp >= 0 ? (l.name[exp] ?? 'the Expedition') : 'the Expedition'}`;
    }
    case 'claim':
      return `Claim ${name(m.card)}`;
    case 'end':
      return 'End the turn';
    case 'choose':
      return chooseLabel(s, m.choice, 'en');
  }
}

const resourceListDe = (rs: readonly Resource[]) =>
  rs.map((r) => resourceName(r, 'de')).join(' + ');

function german(s: MoonState, _seat: Seat, m: MoonMove): string {
  const l = libraryOf(s.options.cardSet);
  const name = (id: number) => l.names.de[id] ?? '?';
  switch (m.type) {
    case 'build': {
      const extras: string[] = [];
      if (m.free) extras.push('kostenlos');
      if (m.waive.length) extras.push(`${resourceListDe(m.waive)} erlassen`);
      if (m.ignore.length)
        extras.push(`${resourceListDe(m.ignore)} bezahlt, um eine Flagge zu übergehen`);
      return `${name(m.card)} bauen${extras.length ? ` (${extras.join('; ')})` : ''}`;
    }
    case 'assimilate':
      return `${name(m.card)} assimilieren`;
    case 'park':
      return `Einen Rover auf ${name(m.card)} parken${m.reckless ? ' (waghalsig: der Rover geht danach verloren)' : ''}`;
    case 'flip':
      return `${name(m.card)} umdrehen`;
    case 'obelisk':
      return `${name(m.card)} für einen zusätzlichen Bau in diese Hand nehmen`;
    case 'expedition': {
      const exp = s.handExpedition[s.turn.seat] ?? -1;
      const expName = exp >= 0 ? l.names.de[exp] : undefined;
      return `${expName ?? 'Die Expedition'} nutzen`;
    }
    case 'claim':
      return `${name(m.card)} beanspruchen`;
    case 'end':
      return 'Zug beenden';
    case 'choose':
      return chooseLabel(s, m.choice, 'de');
  }
}

const LABEL: Readonly<Record<Lang, (s: MoonState, seat: Seat, m: MoonMove) => string>> = {
  en: english,
  de: german,
};
