// Moon's resources and card colours as Moontable's own small pictures, one path each in
// `currentColor`: Energy a bolt, Water a drop, Bio a sprout, Metal an ingot; each card colour a
// shape of its own (the Base a dome), so colours are told apart by shape too. The name is always
// beside them, so they are aria-hidden.

import type { Resource } from '../../../../src/games/moon/vocabulary.ts';
import type { Kind } from './words.ts';

const RESOURCE_PATHS: Record<Resource, string> = {
  E: 'M14 1 4 14h7l-2 9 10-13h-7z',
  W: 'M12 1c4 6 7 10 7 14a7 7 0 0 1-14 0c0-4 3-8 7-14z',
  B: 'M11 23v-8C5 15 2 11 2 5c6 0 9 3 10 7 1-6 5-9 10-9 0 7-3 11-9 11v9z',
  M: 'M6 7h12l5 11H1zM8 4h8l1 2H7z',
};

const KIND_PATHS: Record<Kind, string> = {
  base: 'M2 20a10 10 0 0 1 20 0zM11 2h2v6h-2z',
  blue: 'M4 4h16v16H4z',
  yellow: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z',
  grey: 'M7 3h10l5 9-5 9H7l-5-9z',
  pink: 'M12 1l10 11-10 11L2 12z',
  red: 'M12 2l11 19H1z',
};

function Icon({ d, cls }: { d: string; cls: string }) {
  return (
    <svg class={cls} viewBox="0 0 24 24" aria-hidden="true">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

/** A resource's picture, in the colour of the words beside it. */
export const ResourceIcon = ({ r }: { r: Resource }) => (
  <Icon d={RESOURCE_PATHS[r]} cls="moon-icon" />
);

/** A card colour's shape, in the colour of the words beside it. */
export const KindIcon = ({ k }: { k: Kind }) => <Icon d={KIND_PATHS[k]} cls="moon-icon" />;
