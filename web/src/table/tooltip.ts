// Tooltips for every element with `data-tip`: on hover (after a short pause), on keyboard focus,
// and on a long press on touch screens (the press then does not also choose the element). One
// bubble for the whole page, `role="tooltip"`, tied to its element by aria-describedby while
// shown; Escape or any press hides it. Installed once by the table.

const HOVER_MS = 300;
const LONG_PRESS_MS = 450;
const ID = 'moontable-tip';

let installed = false;

export function installTooltips(): void {
  if (installed) return;
  installed = true;
  const bubble = document.createElement('div');
  bubble.id = ID;
  bubble.className = 'tip';
  bubble.setAttribute('role', 'tooltip');
  bubble.hidden = true;
  document.body.append(bubble);

  let target: HTMLElement | null = null;
  let hover: ReturnType<typeof setTimeout> | undefined;
  let press: ReturnType<typeof setTimeout> | undefined;
  let swallowClick = false;
  /** Where the mouse last pressed: no hover tip until it moves away (the board may redraw). */
  let pressedAt: { x: number; y: number } | null = null;

  const tipOf = (el: EventTarget | null): HTMLElement | null =>
    el instanceof Element ? el.closest<HTMLElement>('[data-tip]') : null;

  const hide = () => {
    clearTimeout(hover);
    if (target) {
      const ids = (target.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .filter((x) => x && x !== ID);
      if (ids.length) target.setAttribute('aria-describedby', ids.join(' '));
      else target.removeAttribute('aria-describedby');
    }
    target = null;
    bubble.hidden = true;
  };

  const show = (el: HTMLElement) => {
    const text = el.dataset.tip;
    if (!text || !el.isConnected) return;
    target = el;
    bubble.textContent = text;
    bubble.hidden = false;
    const ids = el.getAttribute('aria-describedby');
    if (!ids?.split(' ').includes(ID))
      el.setAttribute('aria-describedby', ids ? `${ids} ${ID}` : ID);
    const r = el.getBoundingClientRect();
    const b = bubble.getBoundingClientRect();
    const margin = 6;
    const left = Math.min(
      Math.max(margin, r.left + r.width / 2 - b.width / 2),
      innerWidth - b.width - margin,
    );
    const above = r.top - b.height - margin;
    const top =
      above >= margin ? above : Math.min(r.bottom + margin, innerHeight - b.height - margin);
    bubble.style.left = `${left + scrollX}px`;
    bubble.style.top = `${Math.max(margin, top) + scrollY}px`;
  };

  const hoverOn = (el: HTMLElement | null) => {
    if (el === target) return;
    clearTimeout(hover);
    if (!el) return hide();
    hover = setTimeout(() => show(el), HOVER_MS);
  };
  addEventListener('pointerover', (e) => {
    if (e.pointerType !== 'touch' && !pressedAt) hoverOn(tipOf(e.target));
  });
  addEventListener('pointermove', (e) => {
    if (!pressedAt || e.pointerType === 'touch') return;
    if (Math.hypot(e.clientX - pressedAt.x, e.clientY - pressedAt.y) < 6) return;
    pressedAt = null;
    hoverOn(tipOf(e.target));
  });
  addEventListener('pointerleave', hide);
  document.addEventListener('pointerout', (e) => {
    if (e.pointerType === 'touch') return;
    const to = tipOf(e.relatedTarget);
    if (!to) {
      clearTimeout(hover);
      if (target && !target.contains(document.activeElement)) hide();
    }
  });
  addEventListener('focusin', (e) => {
    const el = tipOf(e.target);
    if (el && el.matches(':focus-visible')) show(el);
    else if (target) hide();
  });
  addEventListener('focusout', () => hide());
  addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && target) hide();
  });
  addEventListener('scroll', () => target && hide(), { passive: true });

  // A press means the player knows what they want: the tip goes, and one that would have come
  // on hover stays away until the mouse moves on (it would only cover what the move changes).
  // Long press on touch: show the tip, and keep the release from choosing the element.
  addEventListener('pointerdown', (e) => {
    clearTimeout(press);
    swallowClick = false;
    hide();
    if (e.pointerType !== 'touch') {
      pressedAt = { x: e.clientX, y: e.clientY };
      return;
    }
    const el = tipOf(e.target);
    if (!el) return;
    press = setTimeout(() => {
      swallowClick = true;
      show(el);
    }, LONG_PRESS_MS);
  });
  for (const type of ['pointerup', 'pointercancel', 'pointermove'] as const)
    addEventListener(type, (e) => {
      if (type !== 'pointermove' || Math.abs(e.movementX) + Math.abs(e.movementY) > 8)
        clearTimeout(press);
    });
  addEventListener(
    'click',
    (e) => {
      if (!swallowClick) return;
      swallowClick = false;
      e.preventDefault();
      e.stopPropagation();
    },
    true,
  );
  addEventListener('contextmenu', (e) => {
    if (tipOf(e.target) && (e as PointerEvent).pointerType === 'touch') e.preventDefault();
  });
}
