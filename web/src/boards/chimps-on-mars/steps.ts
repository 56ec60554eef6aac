// The Chimps on Mars turn as steps, apart from the DOM so tests can run it in Node. Each legal
// move string becomes a path of clicks ("hand:12" then "slot:up" for "play c13"); `decide` turns
// the paths still open after the clicks so far into the action bar's sentence and buttons (where
// a chosen card goes, the answers to an open question) and the board's offers (cards to choose).
// Rearranging (CM-3) is its own mode: the launch cards tapped in their new order, then Confirm.
// Nothing here decides legality: every move offered comes from the legal list.

import { powerOf } from '../../../../src/games/chimps-on-mars/data.ts';
import { parseMove } from '../../../../src/games/chimps-on-mars/notation.ts';
import { DOWN } from '../../../../src/games/chimps-on-mars/state.ts';
import type { CardRef, CMMove } from '../../../../src/games/chimps-on-mars/state.ts';
import type { CMView } from '../../../../src/games/chimps-on-mars/view.ts';

/**
 * A click target on the board:
 *   hand:<id>           a card in the viewer's hand (0-based id)
 *   mine:<ref>          a card in the viewer's launch area: c<n> (1-based) or down
 *   seat:<s>:<ref>      a card in seat s's launch area (another seat)
 *   slot:up, slot:down  the free place in the viewer's launch area (face up / face down)
 *   discard, pile       the discard pile, the main pile
 *   arrange, end, banana, allow, none   buttons of the action bar (arrange then asks for the
 *                       launch cards in their new order: "arrange", "mine:c3", "mine:down", ...;
 *                       the last card is the one left, so it needs no click)
 */
export type Step = string;

export interface Path {
  readonly move: string;
  readonly label: string;
  readonly steps: readonly Step[];
}

/** A launch-area card as the steps name it: `c13`, or `down` for the face-down one. */
const refOf = (r: CardRef): string => (r === DOWN ? 'down' : `c${r + 1}`);

/** The typed move a move string names (the game's own notation), or null for none. */
export function moveOf(move: string): CMMove | null {
  const parsed = parseMove(move);
  return parsed.ok ? parsed.value : null;
}

/** The click paths for one legal move, one per card that could carry it; [] if none. */
export function pathsFor(v: CMView, move: string, label: string): Path[] {
  // A spectator has no moves; a seat's moves start from its own hand and launch area.
  if (typeof v.viewer !== 'number') return [];
  const hand = v.hands[v.viewer] ?? [];
  const m = moveOf(move);
  const one = (...steps: Step[]): Path[] => [{ move, label, steps }];
  /** A power-up move starts at any card of that power in hand (the move does not name it). */
  const fromPower = (power: string, ...rest: Step[]): Path[] =>
    hand.filter((id) => powerOf(id) === power).flatMap((id) => one(`hand:${id}`, ...rest));
  const seatStep = (seat: number, r: CardRef): Step => `seat:${seat}:${refOf(r)}`;
  switch (m?.type) {
    case 'arrange':
      return one('arrange', ...m.order.slice(0, -1).map((r) => `mine:${refOf(r)}`));
    case 'end':
    case 'allow':
      return one(m.type);
    case 'draw':
      return one('pile');
    case 'play':
      return hand.includes(m.card) ? one(`hand:${m.card}`, m.down ? 'slot:down' : 'slot:up') : [];
    case 'discard':
      if (m.card !== DOWN && hand.includes(m.card)) return one(`hand:${m.card}`, 'discard');
      return one(`mine:${refOf(m.card)}`, 'discard');
    case 'swap':
      return fromPower('swap', `mine:${refOf(m.mine)}`, seatStep(m.target, m.theirs));
    case 'steal':
    case 'destroy':
      return fromPower(m.type, seatStep(m.target, m.theirs));
    case 'banana':
      return v.pending[0]?.kind === 'reaction' ? one('banana') : fromPower('banana', 'banana');
    case 'revenge': {
      const p = v.pending[0];
      if (m.card === null) return one('none');
      return p?.kind === 'revenge' ? one(seatStep(p.against, m.card)) : [];
    }
    case 'meteor':
      return m.card === null ? one('none') : one(`mine:${refOf(m.card)}`);
    default:
      return [];
  }
}

const isArrange = (l: { move: string }) => moveOf(l.move)?.type === 'arrange';

export function allPaths(v: CMView, legal: readonly { move: string; label: string }[]): Path[] {
  return legal.flatMap((l) => pathsFor(v, l.move, l.label));
}

const startsWith = (steps: readonly Step[], prefix: readonly Step[]) =>
  prefix.length <= steps.length && prefix.every((s, i) => steps[i] === s);

/** What a click on each step does after the clicks in `chosen`. */
export interface NextSteps {
  /** Steps that finish a move: the move string. */
  readonly complete: ReadonlyMap<Step, string>;
  /** Steps that lead on to a further choice. */
  readonly select: ReadonlySet<Step>;
  /** The paths still open after `chosen`. */
  readonly open: readonly Path[];
}

export function nextSteps(paths: readonly Path[], chosen: readonly Step[]): NextSteps {
  const open = paths.filter((p) => startsWith(p.steps, chosen) && p.steps.length > chosen.length);
  const complete = new Map<Step, string>();
  const select = new Set<Step>();
  for (const p of open) {
    const step = p.steps[chosen.length] as Step;
    if (p.steps.length === chosen.length + 1) {
      if (!complete.has(step)) complete.set(step, p.move);
    } else select.add(step);
  }
  // A step that both ends a move and leads on is a selection; its move is then one click away.
  for (const step of select) complete.delete(step);
  return { complete, select, open };
}

// ---- the decision for the action bar ------------------------------------------------------

/** Steps chosen through the action bar's buttons, not on the board. */
const BUTTON_STEPS: ReadonlySet<Step> = new Set([
  'slot:up',
  'slot:down',
  'discard',
  'banana',
  'allow',
  'none',
  'end',
  'pile',
  'arrange',
]);

export const isButtonStep = (step: Step): boolean => BUTTON_STEPS.has(step);

export type Action =
  | { readonly kind: 'move'; readonly move: string }
  | { readonly kind: 'step'; readonly step: Step }
  | { readonly kind: 'undo' }
  | { readonly kind: 'cancel' };

export interface Button {
  readonly key: string;
  readonly label: string;
  readonly action: Action;
  readonly tip?: string;
  readonly primary?: boolean;
  readonly disabled?: boolean;
}

/** What a board element does now: a move, a step towards one, or nothing. */
export type Offer =
  | { readonly move: string }
  /** `pressed`: chosen already (a click takes it back); `restart`: a new first click. */
  | { readonly step: Step; readonly pressed?: boolean; readonly restart?: boolean };

export interface Decision {
  readonly prompt: string;
  readonly buttons: readonly Button[];
  /** Board elements (hand:, mine:, seat:) that can be chosen now. */
  readonly offers: ReadonlyMap<Step, Offer>;
  /** A choice waits in the viewer's hand (the drawer opens on phones). */
  readonly atHand: boolean;
  /** While rearranging: the launch cards picked so far, in their new order (refs). */
  readonly arranging: readonly string[] | null;
}

/** The sentences the decision needs, in the page's language (words.ts fills them in). */
export interface DecisionWords {
  readonly card: (id: number) => string;
  readonly ref: (ref: string) => string;
  readonly name: (seat: number) => string;
  readonly threat: (a: 'swap' | 'steal' | 'destroy' | 'revenge') => string;
  readonly t: {
    yourTurn: string;
    yourTurnNoCard: string;
    chosenHand: (card: string) => string;
    chooseMine: (card: string) => string;
    chooseTarget: (card: string) => string;
    chosenMine: (card: string) => string;
    draw: string;
    playUp: string;
    playDown: string;
    discard: string;
    playBanana: string;
    bananaNow: string;
    rearrange: string;
    rearrangeTip: string;
    arrangeAsk: (done: number, all: number) => string;
    arrangeDone: (cards: string) => string;
    arrangeSame: string;
    confirm: string;
    undo: string;
    cancel: string;
    attackOnYou: (who: string, what: string, card: string) => string;
    revengeOnYou: (who: string, card: string) => string;
    answerBanana: string;
    allow: string;
    revengeAsk: (who: string) => string;
    noRevenge: string;
    meteorAsk: string;
    trimAsk: string;
    waitTurn: (who: string) => string;
    waitAnswer: (who: string, attacker: string, what: string) => string;
    waitRevenge: (who: string, against: string) => string;
    waitMeteor: (who: string) => string;
    waitTrim: (who: string) => string;
  };
}

/** The viewer's launch cards as move refs, left to right: c12 or down. */
export function areaRefs(v: CMView): string[] {
  if (typeof v.viewer !== 'number') return [];
  const at = v.faceDownAt[v.viewer];
  return (v.launch[v.viewer] ?? []).map((id, i) => (i === at ? 'down' : `c${(id ?? 0) + 1}`));
}

/** The sentence while others act. */
function waiting(v: CMView, W: DecisionWords): string | null {
  const p = v.pending[0];
  if (p?.kind === 'reaction')
    return W.t.waitAnswer(W.name(p.seat), W.name(p.attacker), W.threat(p.attack));
  if (p?.kind === 'revenge') return W.t.waitRevenge(W.name(p.seat), W.name(p.against));
  if (p?.kind === 'meteor') return W.t.waitMeteor(W.name(p.seat));
  if (p?.kind === 'trim') return W.t.waitTrim(W.name(p.seat));
  const seat = v.toAct[0];
  return seat === undefined ? null : W.t.waitTurn(W.name(seat));
}

/** Rearranging (CM-3): the launch cards tapped in their new order, then confirm. */
function arranging(
  v: CMView,
  legal: readonly { move: string; label: string }[],
  chosen: readonly Step[],
  W: DecisionWords,
): Decision {
  const refs = areaRefs(v);
  const picked = chosen.slice(1).map((s) => s.replace(/^mine:/, ''));
  const left = refs.filter((r) => !picked.includes(r));
  const offers = new Map<Step, Offer>();
  const cancel: Button = { key: 'cancel', label: W.t.cancel, action: { kind: 'cancel' } };
  const undo: Button = {
    key: 'undo',
    label: W.t.undo,
    action: { kind: 'undo' },
    disabled: picked.length === 0,
  };
  if (left.length > 1) {
    for (const r of left) offers.set(`mine:${r}`, { step: `mine:${r}` });
    return {
      prompt: W.t.arrangeAsk(picked.length, refs.length),
      buttons: [undo, cancel],
      offers,
      atHand: false,
      arranging: picked,
    };
  }
  const order = [...picked, ...left];
  const move = `arrange ${order.join(',')}`;
  const found = legal.find((l) => l.move === move);
  return {
    prompt: found ? W.t.arrangeDone(order.map(W.ref).join(', ')) : W.t.arrangeSame,
    buttons: [
      {
        key: 'confirm',
        label: W.t.confirm,
        action: found ? { kind: 'move', move } : { kind: 'undo' },
        tip: found?.label,
        primary: true,
        disabled: !found,
      },
      undo,
      cancel,
    ],
    offers,
    atHand: false,
    arranging: order,
  };
}

/**
 * The open decision of `v` for its viewer after the steps in `chosen`: the sentence, the
 * action bar's buttons (where a chosen card goes, the answers to an open question), and what
 * can be chosen on the board. Every move it offers comes from `legal`.
 */
export function decide(
  v: CMView,
  legal: readonly { move: string; label: string }[],
  chosen: readonly Step[],
  W: DecisionWords,
): Decision | null {
  if (v.result) return null;
  const none = { buttons: [], offers: new Map(), atHand: false, arranging: null };
  if (legal.length === 0 || typeof v.viewer !== 'number') {
    const prompt = waiting(v, W);
    return prompt ? { ...none, prompt } : null;
  }
  if (chosen[0] === 'arrange' && legal.some(isArrange)) return arranging(v, legal, chosen, W);
  const paths = allPaths(
    v,
    legal.filter((l) => !isArrange(l)),
  );
  const root = nextSteps(paths, []);
  const next = nextSteps(paths, chosen);
  const labelOf = (move: string) => legal.find((l) => l.move === move)?.label;
  const offers = new Map<Step, Offer>();
  // Board elements: what leads on from here, what was chosen, and what starts over.
  for (const [step, move] of root.complete) if (!isButtonStep(step)) offers.set(step, { move });
  for (const step of root.select)
    if (!isButtonStep(step)) offers.set(step, { step, restart: true });
  for (const step of chosen) offers.set(step, { step, pressed: true });
  for (const [step, move] of next.complete) if (!isButtonStep(step)) offers.set(step, { move });
  for (const step of next.select) if (!isButtonStep(step)) offers.set(step, { step });

  const p = v.pending[0];
  const buttons: Button[] = [];
  const moveButton = (step: Step, label: string, primary = false) => {
    const move = next.complete.get(step);
    if (move)
      buttons.push({
        key: step,
        label,
        action: { kind: 'move', move },
        tip: labelOf(move),
        primary,
      });
  };
  const hand = chosen[0]?.startsWith('hand:') ? Number(chosen[0].slice(5)) : null;
  const mine = chosen[0]?.startsWith('mine:') ? chosen[0].slice(5) : null;
  let prompt: string;
  if (p?.kind === 'reaction') {
    const who = W.name(p.attacker);
    const target = p.theirs === -1 ? 'down' : `c${p.theirs + 1}`;
    prompt =
      p.attack === 'revenge'
        ? W.t.revengeOnYou(who, W.ref(target))
        : W.t.attackOnYou(who, W.threat(p.attack), W.ref(target));
    moveButton('banana', W.t.answerBanana, true);
    moveButton('allow', W.t.allow);
  } else if (p?.kind === 'revenge') {
    prompt = W.t.revengeAsk(W.name(p.against));
    moveButton('none', W.t.noRevenge);
  } else if (p?.kind === 'meteor') {
    prompt = W.t.meteorAsk;
    const move = next.complete.get('none');
    if (move) {
      prompt = labelOf(move) ?? prompt;
      moveButton('none', labelOf(move) ?? W.t.confirm, true);
    }
  } else if (p?.kind === 'trim') {
    prompt = hand === null ? W.t.trimAsk : W.t.chosenHand(W.card(hand));
    moveButton('discard', W.t.discard, true);
  } else if (hand !== null) {
    const card = W.card(hand);
    const leadsTo = [...next.select, ...next.complete.keys()];
    prompt = leadsTo.some((s) => s.startsWith('mine:'))
      ? W.t.chooseMine(card)
      : leadsTo.some((s) => s.startsWith('seat:'))
        ? W.t.chooseTarget(card)
        : W.t.chosenHand(card);
    moveButton('slot:up', W.t.playUp, true);
    moveButton('slot:down', W.t.playDown);
    moveButton('banana', W.t.playBanana, true);
    moveButton('discard', W.t.discard);
  } else if (mine !== null) {
    prompt = W.t.chosenMine(W.ref(mine));
    moveButton('discard', W.t.discard, true);
  } else {
    const cards = [...offers.keys()].some((s) => s.startsWith('hand:') || s.startsWith('mine:'));
    prompt = cards ? W.t.yourTurn : W.t.yourTurnNoCard;
    moveButton('pile', W.t.draw);
    // A Banana in hand can be played at once, without choosing the card first.
    const banana = legal.find((l) => l.move === 'banana');
    if (banana)
      buttons.push({
        key: 'banana',
        label: W.t.bananaNow,
        action: { kind: 'move', move: 'banana' },
        tip: banana.label,
      });
    const arrange = legal.find(isArrange);
    if (arrange)
      buttons.push({
        key: 'arrange',
        label: W.t.rearrange,
        action: { kind: 'step', step: 'arrange' },
        tip: W.t.rearrangeTip,
      });
    const end = next.complete.get('end');
    if (end)
      buttons.push({
        key: 'end',
        label: labelOf(end) ?? 'end',
        action: { kind: 'move', move: end },
      });
  }
  if (chosen.length > 0)
    buttons.push({ key: 'cancel', label: W.t.cancel, action: { kind: 'cancel' } });
  // The drawer stays open while the first click is in the hand; once a card is chosen, what
  // comes next is in the action bar or on the board, which the open drawer must not cover.
  const atHand = chosen.length === 0 && [...offers.keys()].some((s) => s.startsWith('hand:'));
  return { prompt, buttons, offers, atHand, arranging: null };
}
