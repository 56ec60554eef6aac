// Card sets known to this process, and per-set lookup tables by card id. The built-in set is
// the project's PROPOSAL (checked by the tests); `registerCardSet` (register.ts) adds another
// after checking it is well formed. The check stays out of this module: the web client's boards
// look cards up here and need not carry it.

import type {
  BaseDef,
  CardInstance,
  CardSet,
  ExpeditionDef,
  Level,
  ReputationDef,
  StructureDef,
} from './cards.ts';
import { deckOf } from './cards.ts';
import { PROPOSAL } from './proposal.ts';
import { COLOURS, FLAGS, RESOURCES } from './vocabulary.ts';
import type { Colour, Flag, Goods } from './vocabulary.ts';
import type { Lang } from '../../engine/game.ts';

/** Lookup tables for one card set, by card id. */
export interface Library {
  readonly set: CardSet;
  readonly cards: readonly CardInstance[];
  readonly structure: readonly (StructureDef | undefined)[];
  readonly base: readonly (BaseDef | undefined)[];
  readonly expedition: readonly (ExpeditionDef | undefined)[];
  readonly reputation: readonly (ReputationDef | undefined)[];
  /** Card names, e.g. "Printer". */
  readonly name: readonly string[];
  /** Card names per language, e.g. "Drucker" in German; `names.en` is `name`. */
  readonly names: Readonly<Record<Lang, readonly string[]>>;
  /** Flags shown on a card (Bases and yellow cards). */
  readonly flags: readonly (readonly Flag[])[];
  /** Production shown on a card (Bases and blue cards). */
  readonly production: readonly Goods[];
  /** Can a Rover park on it (Bases, blue and yellow Structures)? */
  readonly parkable: readonly boolean[];
  /** `flags` as indexes into FLAGS, e.g. [4, 4] for two Science flags (for fast counting). */
  readonly flagIndexes: readonly (readonly number[])[];
  /** The colours a card counts as, as indexes into COLOURS: a Base counts as blue and yellow. */
  readonly colourIndexes: readonly (readonly number[])[];
  /** The Era of a Structure or Expedition (0: First Expeditions), 0 for other cards. */
  readonly eras: readonly number[];
  /** A Structure's cost in RESOURCES order, e.g. [1, 0, 0, 2]; zeros for other cards. */
  readonly costs: readonly (readonly number[])[];
  /** Card ids by group, in id order, for dealing: Bases, Structures and Expeditions by Era (0: First Expeditions), Reputations by level. */
  readonly bases: readonly number[];
  readonly structuresOfEra: readonly (readonly number[])[];
  readonly expeditionsOfEra: readonly (readonly number[])[];
  readonly reputationsOfLevel: Readonly<Record<Level, readonly number[]>>;
}

const libraries = new Map<string, Library>();

function build(set: CardSet): Library {
  const { cards } = deckOf(set);
  const pick = <T>(kind: CardInstance['kind'], list: readonly T[]) =>
    cards.map((c) => (c.kind === kind ? list[c.def] : undefined));
  const structure = pick('structure', set.structures);
  const base = pick('base', set.bases);
  const expedition = pick('expedition', set.expeditions);
  const reputation = pick('reputation', set.reputations);
  const name = cards.map(
    (_, i) => (structure[i] ?? base[i] ?? expedition[i] ?? reputation[i])?.name ?? `card ${i + 1}`,
  );
  const ids = (pred: (id: number) => boolean) => cards.map((c) => c.id).filter(pred);
  const translated = (lang: Lang) => name.map((n) => set.translations?.[lang]?.[n] ?? n);
  return {
    set,
    cards,
    structure,
    base,
    expedition,
    reputation,
    name,
    names: { en: name, de: translated('de') },
    flags: cards.map((_, i) => base[i]?.flags ?? structure[i]?.flags ?? []),
    production: cards.map((_, i) => base[i]?.production ?? structure[i]?.production ?? {}),
    parkable: cards.map(
      (_, i) =>
        base[i] !== undefined ||
        structure[i]?.colour === 'blue' ||
        structure[i]?.colour === 'yellow',
    ),
    flagIndexes: cards.map((_, i) =>
      (base[i]?.flags ?? structure[i]?.flags ?? []).map((f) => FLAGS.indexOf(f)),
    ),
    colourIndexes: cards.map((_, i) => {
      const colour = structure[i]?.colour;
      if (colour) return [COLOURS.indexOf(colour)];
      return base[i] ? [COLOURS.indexOf('blue'), COLOURS.indexOf('yellow')] : [];
    }),
    eras: cards.map((_, i) => structure[i]?.era ?? expedition[i]?.era ?? 0),
    costs: cards.map((_, i) => RESOURCES.map((r) => structure[i]?.cost[r] ?? 0)),
    bases: ids((i) => base[i] !== undefined),
    structuresOfEra: [0, 1, 2, 3].map((era) => ids((i) => structure[i]?.era === era)),
    expeditionsOfEra: [0, 1, 2, 3].map((era) => ids((i) => expedition[i]?.era === era)),
    reputationsOfLevel: {
      bronze: ids((i) => reputation[i]?.level === 'bronze'),
      silver: ids((i) => reputation[i]?.level === 'silver'),
      gold: ids((i) => reputation[i]?.level === 'gold'),
    },
  };
}

/** The library of a registered set with this id, if any. */
export const knownLibrary = (id: string): Library | undefined => libraries.get(id);

/** Adds a card set without checking it: register.ts checks any but the built-in one. */
export function addLibrary(set: CardSet): void {
  libraries.set(set.id, build(set));
}

addLibrary(PROPOSAL);

export const knownCardSets = (): string[] => [...libraries.keys()];

export function libraryOf(cardSet: string): Library {
  const lib = libraries.get(cardSet);
  if (!lib) throw new Error(`card set "${cardSet}" is not registered`);
  return lib;
}

/** Does card `id` count as `colour`? The Base counts as both blue and yellow. */
export function isColour(lib: Library, id: number, colour: Colour): boolean {
  const s = lib.structure[id];
  if (s) return s.colour === colour;
  return lib.base[id] !== undefined && (colour === 'blue' || colour === 'yellow');
}
