// The six tribes' emblems, drawn for Moontable: a rock, a crescent, a leaf, a drop, a flame and a
// star, so a tribe is told by its shape as well as its colour (in either theme, for every eye).
// One path each in `currentColor`; the tribe's name is always beside it, so it is aria-hidden.

import { TRIBES } from '../../../../src/games/monkeys-on-the-moon/data.ts';
import type { TribeName } from '../../../../src/games/monkeys-on-the-moon/data.ts';

const PATHS: Record<TribeName, string> = {
  brown: 'M1 21 9 6l4 6 3-4 7 13z',
  black: 'M15 2a10 10 0 1 0 7.5 14.5A8 8 0 0 1 15 2z',
  green: 'M3 21C3 9 9 3 21 3c0 12-6 18-18 18zm2-2 9-9-1-1-9 9z',
  blue: 'M12 1c4 6 7 10 7 14a7 7 0 0 1-14 0c0-4 3-8 7-14z',
  red: 'M12 1c1 5 7 7 7 14a7 7 0 0 1-14 0c0-4 3-6 3-9 2 2 3 3 3 5 1-3 2-6 1-10z',
  purple: 'M12 1l3.2 7 7.8.8-5.9 5.2 1.8 7.7L12 17.8 5.1 21.7l1.8-7.7L1 8.8 8.8 8z',
};

/** Tribe `t`'s emblem, in the colour of the text around it. */
export function Emblem({ t }: { t: number }) {
  const name = TRIBES[t];
  return name ? (
    <svg class="mm-emblem" viewBox="0 0 24 24" aria-hidden="true">
      <path d={PATHS[name]} fill="currentColor" fill-rule="evenodd" />
    </svg>
  ) : null;
}
