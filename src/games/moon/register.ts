// Adds a card set given as data (cards.ts) to those known to this process (library.ts), after
// checking it is well formed (check.ts).

import type { CardSet } from './cards.ts';
import { checkCardSet } from './check.ts';
import { addLibrary, knownLibrary } from './library.ts';

/** Adds a card set after checking it; returns the problems found instead when it is not well formed. */
export function registerCardSet(set: CardSet): string[] {
  const known = knownLibrary(set.id);
  if (known)
    return known.set === set || JSON.stringify(known.set) === JSON.stringify(set)
      ? []
      : [`id: "${set.id}" already names another card set; records must keep meaning one set`];
  const problems = checkCardSet(set);
  if (problems.length === 0) addLibrary(set);
  return problems;
}
