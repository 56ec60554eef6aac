// Keyboard play at the table: after a move, and whenever the board offers a new step, focus goes
// to the first choice of the decision (never taken from where someone put it); the number keys
// press the action bar's choices (1 for the first), and `h` asks the coach for a hint. The
// rules dialog lists the keys (rules-help.tsx).

import { CHOOSABLE } from './board.ts';

/** The action bar's choices carry their number: `data-choice="1"` is pressed by the key 1. */
export const CHOICE = '[data-choice]:not([disabled])';

/**
 * The player's last input was a key (not a pointer): only then does focus jump to the next
 * choice (a mouse or touch player would otherwise get a focus ring and a tooltip after each move).
 */
let byKeyboard = false;
// From the moment the table's code loads: the key that opened the table (the pass screen's
// Enter) counts too.
if (typeof addEventListener === 'function') {
  addEventListener('keydown', () => (byKeyboard = true), true);
  addEventListener('pointerdown', () => (byKeyboard = false), true);
}

/** Where the focus is parked between decisions, or lost: the page, nothing, the bar itself. */
const parked = (bar: HTMLElement | null): boolean => {
  const at = document.activeElement;
  return !at || at === document.body || at === bar || !at.isConnected;
};

/** The choices offered at the last look, per table: what is new since is what a step opened. */
const offered = new WeakMap<HTMLElement, ReadonlySet<string>>();
const keyOf = (el: Element): string =>
  `${el.closest('.action-bar') ? 'bar' : 'board'}:${el.getAttribute('data-move') ?? ''}:${el.getAttribute('data-step') ?? ''}`;

/**
 * Gives a keyboard player the first choice of the decision: the first choice the last move or
 * step opened (the board's before the bar's), else the board's first, else the bar's (a chosen
 * card's tribes; a bid's button once a coin is in it). Others moving, or a pointer's player,
 * get the bar. Focus is moved only from where nobody put it (the page, the bar) or from the
 * choice a keyboard player just made; `mine`: the viewer may act now.
 */
export function keepFocus(
  root: HTMLElement,
  bar: HTMLElement | null,
  mine: boolean,
  /** Only from where nobody put it: the board's own new step already had its say. */
  onlyParked = false,
): void {
  const choices = [...root.querySelectorAll<HTMLElement>(CHOOSABLE)];
  const before = offered.get(root) ?? new Set<string>();
  offered.set(root, new Set(choices.map(keyOf)));
  const at = document.activeElement;
  const justChosen =
    byKeyboard &&
    at instanceof Element &&
    root.contains(at) &&
    at.matches('[data-move], [data-step]');
  if (!parked(bar) && (onlyParked || !justChosen)) return;
  let target: HTMLElement | null = null;
  if (mine && byKeyboard) {
    const main = root.querySelector('.table-main');
    const onBoard = (c: HTMLElement) => !!main?.contains(c);
    const fresh = choices.filter((c) => !before.has(keyOf(c)));
    target = fresh.find(onBoard) ?? fresh[0] ?? choices.find(onBoard) ?? choices[0] ?? null;
  }
  if (!target && parked(bar)) target = bar;
  if (target && target !== at) target.focus({ preventScroll: true });
}

/** A key typed into a field or a dialog is that field's, not the table's. */
const typing = (target: EventTarget | null): boolean =>
  target instanceof Element &&
  !!target.closest('input, textarea, select, [contenteditable], dialog');

/** Number keys press the action bar's choices, `h` the Hint button. Returns the uninstaller. */
export function installKeys(root: HTMLElement, bar: () => HTMLElement | null): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
    let button: HTMLElement | null = null;
    if (/^[1-9]$/.test(e.key))
      button = bar()?.querySelector(`[data-choice="${e.key}"]:not([disabled])`) ?? null;
    else if (e.key === 'h' || e.key === 'H')
      button = root.querySelector('[data-testid=hint]:not([disabled])');
    if (!button) return;
    e.preventDefault();
    button.click();
  };
  addEventListener('keydown', onKey);
  return () => removeEventListener('keydown', onKey);
}
