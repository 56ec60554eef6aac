// Moon moves in words for people choosing among them, in English and German (the string forms
// are notation.ts's). Apart from notation.ts so that what only reads moves (the web board) does
// not carry the words.

import type { Lang, Seat } from '../../engine/game.ts';
import { chooseLabel } from './choice-words.ts';
import { libraryOf } from './library.ts';
import { resourceName } from './names.ts';
import type { MoonMove, MoonState } from './state.ts';
import { RESOURCE_NAMES } from './vocabulary.ts';
import type { Resource } from './vocabulary.ts';

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
