// Every move seen: elements that a move carried elsewhere slide from where they were to where
// they are (FLIP: first, last, invert, play), new ones fade in, and what the last move and the
// moves since the viewer's last turn touched get marks. Boards only tag elements with a stable
// `data-key`; the table calls these after each render. No motion with prefers-reduced-motion.

export const MOVE_MS = 300;
const APPEAR_MS = 250;

export const reduced = (): boolean => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Keyed elements and where they are, in viewport coordinates (unique keys only). */
export type Places = Map<string, { readonly el: HTMLElement; readonly rect: DOMRect }>;

/** Where every keyed element is now: one pass over the table, reads only (one layout). */
export function measure(root: Element): Places {
  const places: Places = new Map();
  const seen = new Set<string>();
  for (const el of root.querySelectorAll<HTMLElement>('[data-key]')) {
    const key = el.dataset.key as string;
    if (seen.has(key)) places.delete(key);
    else places.set(key, { el, rect: el.getBoundingClientRect() });
    seen.add(key);
  }
  return places;
}

/**
 * Plays the move from `before` to the DOM as it is now: a keyed element that changed place
 * slides from its old place; one that is new fades in. Returns the new places.
 */
export function flip(root: Element, before: Places): Places {
  const after = measure(root);
  if (reduced() || before.size === 0) return after;
  for (const [key, { el, rect }] of after) {
    if (rect.width === 0) continue;
    const old = before.get(key)?.rect;
    if (!old) {
      el.animate(
        [
          { opacity: 0, transform: 'scale(0.9)' },
          { opacity: 1, transform: 'none' },
        ],
        {
          duration: APPEAR_MS,
          easing: 'ease-out',
        },
      );
      continue;
    }
    const dx = old.left - rect.left;
    const dy = old.top - rect.top;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
    el.animate(
      [
        { transform: `translate(${dx}px, ${dy}px)`, zIndex: 5 },
        { transform: 'none', zIndex: 5 },
      ],
      { duration: MOVE_MS, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)' },
    );
  }
  return after;
}

export const MARKS = ['mark-last', 'mark-since', 'mark-point'] as const;
export type Mark = (typeof MARKS)[number];

/**
 * Puts `mark` on the keyed elements whose `data-key` is in `keys`, and takes it off all others,
 * in one pass over the table's keyed elements.
 */
export function mark(root: Element, name: Mark, keys: ReadonlySet<string>): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-key]'))
    el.classList.toggle(name, keys.has(el.dataset.key as string));
}

/**
 * How far the moves' motion has carried `el` from its place for now: the sum of the translations
 * that running animations give it and its keyed ancestors (they slide from where they were).
 */
function inMotion(el: Element, root: Element): { x: number; y: number } {
  let x = 0;
  let y = 0;
  for (let at: Element | null = el; at && at !== root; at = at.parentElement) {
    if (!at.getAnimations().some((a) => a.playState === 'running')) continue;
    const t = getComputedStyle(at).transform;
    if (!t || t === 'none') continue;
    const m = new DOMMatrixReadOnly(t);
    x += m.m41;
    y += m.m42;
  }
  return { x, y };
}

/**
 * Brings what can be chosen into view when a decision starts: scrolls the least that shows
 * every choosable element outside the fixed bars (`dock`), if they fit at all; if not, the
 * topmost. It goes by where things end up, not where a move's motion shows them on the way.
 * With `within` (e.g. `section`), an element is shown with the part of the board around it,
 * where that fits: a tutorial's move is seen on the track it explains, heading included.
 */
export function reveal(
  root: Element,
  selector: string,
  dock: readonly (Element | null)[],
  within?: string,
): void {
  // Docks stack from the screen's edges: at the bottom the phone's bar and the hand above it,
  // at the top the desktop's sticky bar (which may sit a pixel or two below the edge). A panel
  // touching neither an edge nor a dock rests in the page's flow and covers nothing. (Where a
  // dock's middle lies says nothing: a tall bar lifts the hand above the screen's middle.)
  const docks = dock
    .map((d) => d?.getBoundingClientRect())
    .filter((r): r is DOMRect => !!r && r.height > 0);
  const touch = 8;
  let bottom = innerHeight;
  for (const r of [...docks].sort((a, b) => b.bottom - a.bottom))
    if (r.bottom >= bottom - touch && r.top < bottom) bottom = r.top;
  let top = 0;
  for (const r of [...docks].sort((a, b) => a.top - b.top))
    if (r.top <= top + touch && r.bottom > top && r.top < bottom) top = r.bottom;
  const margin = 8;
  const room = bottom - top - 2 * margin;
  const docked = (el: Element) => dock.some((d) => d?.contains(el));
  const rects = [...root.querySelectorAll(selector)]
    .filter((el) => !docked(el))
    .map((el) => {
      const around = within ? el.closest(within) : null;
      const part = around && root.contains(around) ? around.getBoundingClientRect() : null;
      const r = part && part.height <= room ? part : el.getBoundingClientRect();
      const moved = inMotion(el, root);
      return { width: r.width, top: r.top - moved.y, bottom: r.bottom - moved.y };
    })
    .filter((r) => r.width > 0);
  if (rects.length === 0) return;
  const first = Math.min(...rects.map((r) => r.top));
  const last = Math.max(...rects.map((r) => r.bottom));
  let by = 0;
  if (last + margin > bottom) by = last + margin - bottom;
  if (first - by - margin < top) by = first - margin - top;
  // To a place, not by a distance: a smooth scroll still under way (an earlier reveal) is then
  // turned to this one's end instead of adding to it (Chromium adds a smooth scrollBy to the
  // end of the one running, which overshot: a tutorial's target was left above the screen).
  if (by !== 0) scrollTo({ top: scrollY + by, behavior: reduced() ? 'auto' : 'smooth' });
}
