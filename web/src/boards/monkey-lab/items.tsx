// Monkey Lab's items as Moontable's own small pictures (a scalpel, a microscope, a box, a cable),
// each a white silhouette on a tile of its own colour, so shape and colour both tell them apart; the legend under
// the lab names them, and `ItemWord` puts the picture beside an item's name in a sentence.

import { ITEMS } from '../../../../src/games/monkey-lab/data.ts';
import type { ItemName } from '../../../../src/games/monkey-lab/data.ts';
import { lang } from '../../i18n.ts';
import { item } from './words.ts';

/** Each item's picture: a white silhouette on a tile of the item's colour, in a 20 x 20 box. */
const DRAWN: Record<ItemName, { readonly fill: string; readonly d: string }> = {
  // A blade on a handle, leaning right.
  scalpel: {
    fill: '#00796b',
    d: 'M3 16.5 8.5 11l2 2L5 18.5zM9.5 10 15.5 3.5c2.5 2.5 2 6.5-4 8.5z',
  },
  // Tube, stage, arm and foot.
  microscope: {
    fill: '#1565c0',
    d: 'M6.5 2.5h4v9h-4zM5 12.5h7.5v2H5zM11.5 6c4.5 1.5 5.5 7 2.5 10.5H4v2h12.5v-1.5c2.5-4 1-9.5-4-11.5z',
  },
  // A crate with its lid and a handhold.
  box: { fill: '#8d5a2b', d: 'M4 8h12v9.5H4zM3 4.5h14V8H3zM8.25 10h3.5v1.8h-3.5z' },
  // A plug with two prongs and its cord.
  cable: {
    fill: '#e65100',
    d: 'M7 2h2v4H7zM11 2h2v4h-2zM5 6h10v3.5a5 5 0 0 1-4 4.9V16c0 1.5-1 2.5-2.5 2.5H5v-2h3.5c.3 0 .5-.2.5-.5v-1.6a5 5 0 0 1-4-4.9z',
  },
};

/** An item's picture (aria-hidden: its name is beside it or in its tooltip). */
export function ItemIcon({ item: i, size = 18 }: { item: number; size?: number }) {
  const drawn = DRAWN[ITEMS[i] ?? 'box'];
  return (
    <svg class="ml-item-icon" viewBox="0 0 20 20" width={size} height={size} aria-hidden="true">
      <rect width={20} height={20} rx={4.5} fill={drawn.fill} />
      <path d={drawn.d} fill="#fff" fill-rule="evenodd" />
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
