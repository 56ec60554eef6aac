// What a Chimps on Mars move touched, from the views before and after it: the `data-key`s of
// the cards that went somewhere, the hands and piles that grew or shrank, the launch areas
// rearranged and the Banana protections that came or went. Keys are stable: a card keeps its key
// from hand to launch area to another player's area, so the table slides it there.

import type { CMView } from '../../../../src/games/chimps-on-mars/view.ts';

export const KEY = {
  card: (id: number) => `card-${id}`,
  /** Another seat's face-down card, whose id the viewer may not know. */
  down: (seat: number) => `down-${seat}`,
  hand: (seat: number) => `hand-${seat}`,
  seat: (seat: number) => `seat-${seat}`,
  pile: 'pile',
  discard: 'discard',
} as const;

/**
 * Where every keyed thing lies in `v`. `own` adds the viewer's hand and own face-down card by
 * id; without it (the two views belong to different seats) face-down cards count by seat only.
 */
function places(v: CMView, own: boolean): Map<string, string> {
  const out = new Map<string, string>();
  v.launch.forEach((area, seat) =>
    area.forEach((id, at) => {
      const hidden = id === null || (at === v.faceDownAt[seat] && !(own && seat === v.viewer));
      out.set(hidden ? KEY.down(seat) : KEY.card(id), `launch-${seat}`);
    }),
  );
  for (const p of v.pending)
    if (p.kind === 'reaction' && p.card >= 0) out.set(KEY.card(p.card), 'play');
  if (own && typeof v.viewer === 'number')
    for (const id of v.hands[v.viewer] ?? []) out.set(KEY.card(id), 'hand');
  return out;
}

/** The keys of one launch area, left to right. */
const areaKeys = (p: Map<string, string>, v: CMView, seat: number, own: boolean): string[] =>
  (v.launch[seat] ?? [])
    .map((id, at) =>
      id === null || (at === v.faceDownAt[seat] && !(own && seat === v.viewer))
        ? KEY.down(seat)
        : KEY.card(id),
    )
    .filter((k) => p.get(k) === `launch-${seat}`);

export function touched(before: unknown, after: unknown): string[] {
  const a = before as CMView;
  const b = after as CMView;
  const own = a.viewer === b.viewer;
  const pa = places(a, own);
  const pb = places(b, own);
  const keys = new Set<string>();
  for (const [k, where] of pb) if (pa.get(k) !== where) keys.add(k);
  for (const [k, where] of pa) if (pb.get(k) !== where) keys.add(k);
  for (let seat = 0; seat < b.players; seat++) {
    if (a.handSizes[seat] !== b.handSizes[seat]) keys.add(KEY.hand(seat));
    if (a.shielded[seat] !== b.shielded[seat]) keys.add(KEY.seat(seat));
    // A rearranged area: the cards that stayed changed their order.
    const x = areaKeys(pa, a, seat, own);
    const y = areaKeys(pb, b, seat, own).filter((k) => x.includes(k));
    const kept = x.filter((k) => y.includes(k));
    if (kept.join() !== y.join()) for (const k of y) keys.add(k);
  }
  if (a.pileSize !== b.pileSize) keys.add(KEY.pile);
  if (a.discardSize !== b.discardSize) keys.add(KEY.discard);
  return [...keys];
}
