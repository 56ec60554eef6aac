// Monkey Lab's items as Moontable's own small pictures (a scalpel, a microscope, a box, a cable),
// each a silhouette in its own colour, so shape and colour both tell them apart; the legend under
// the lab names them, and `ItemWord` puts the picture beside an item's name in a sentence.

import { ITEMS } from '../../../../src/games/monkey-lab/data.ts';
import type { ItemName } from '../../../../src/games/monkey-lab/data.ts';
import { lang } from '../../i18n.ts';
import { item } from './words.ts';

/** Each item's picture in a 20 x 20 box: filled paths, outlined in the ink colour. */
const DRAWN: Record<ItemName, { readonly fill: string; readonly d: string }> = {
  // A blade on a handle, leaning right.
  scalpel: { fill: '#7d93a0', d: 'M2 19 1 17 9 9l2 2zM10 8l7-7c2 2 2 5-3 11z' },
  // Eyepiece, tube, arm and foot.
  microscope: { fill: '#3d7fd6', d: 'M7 1h4v3h-1v7H8V4H7zM6 12h6v2H6zM13 7a6 6 0 0 1 1 10H3v2h14v-3a8 8 0 0 0-3-10z' },
  // A crate with its lid and a slat.
  box: { fill: '#a8743f', d: 'M1 6h18v13H1zM0 3h20v3H0zM8 9h4v2H8z' },
  // A plug with two prongs and its cord.
  cable: { fill: '#ef7a1a', d: 'M6 1h2v4H6zM12 1h2v4h-2zM4 5h12v5a6 6 0 0 1-5 5v2c0 2-2 3-4 3H2v-2h5c1 0 2-1 2-1v-2a6 6 0 0 1-5-5z' },
};

/** An item's picture (aria-hidden: its name is beside it or in its tooltip). */
export function ItemIcon({ item: i, size = 18 }: { item: number; size?: number }) {
  const drawn = DRAWN[ITEMS[i] ?? 'box'];
  return (
    <svg class="ml-item-icon" viewBox="-1 -1 22 22" width={size} height={size} aria-hidden="true">
      <path d={drawn.d} fill={drawn.fill} stroke="#0009" stroke-width={0.8} stroke-linejoin="round" />
    </svg>
  );
}

/** An item's picture and its name, for sentences ("carries [picture] cable"). */
export function ItemWord({ item: i }: { item: number }) {
  return (
    <span class="ml-item-word">
      <ItemIcon item={i} size={15} />
      {item(i)}
    </span>
  );
}

/** The legend's heading (the item names themselves come from the game's glossary). */
const LEGEND = { en: 'Items', de: 'Gegenstände' } as const;

/** Every item's picture with its name, under the lab. */
export function ItemLegend() {
  return (
    <section class="ml-legend" aria-label={LEGEND[lang()]}>
      <h3>{LEGEND[lang()]}</h3>
      <ul>
        {ITEMS.map((_, i) => (
          <li key={i}>
            <ItemWord item={i} />
          </li>
        ))}
      </ul>
    </section>
  );
}
