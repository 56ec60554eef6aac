// A card's steps at work: the task runner that plays queued steps in order and stops at each
// choice (a Decision), the answers open for a decision, and what each answer does. Everything
// here mutates the state it is given (the fast path); index.ts clones for `apply`.

import type { Seat } from '../../engine/game.ts';
import { shuffleInPlace } from '../../engine/rng.ts';
import { NONE } from './choices.ts';
import type { Choice } from './choices.ts';
import { evaluate } from './counting.ts';
import {
  canPay,
  gainGoods,
  gatherRovers,
  payGoods,
  produce,
  rIndex,
  retrack,
  takeCard,
} from './effects.ts';
import type { Library } from './library.ts';
import { isColour } from './library.ts';
import { openHands, takeHand } from './solo.ts';
import type { Decision, MoonState, Task } from './state.ts';
import { FLAGS, RESOURCES } from './vocabulary.ts';
import type { Resource, SearchPile, Step } from './vocabulary.ts';

const total = (s: MoonState, seat: Seat) => (s.supply[seat] as number[]).reduce((a, b) => a + b, 0);

const ownFlippedOthers = (s: MoonState, seat: Seat, except: number) =>
  s.flipped.filter((id) => id !== except && (s.settlements[seat] as number[]).includes(id));

/** The pile a search looks through: a stack index, or -1 for the discard pile. */
function searchPile(s: MoonState, from: SearchPile): number | null {
  if (from === 'discard') return s.discard.length > 0 ? -1 : null;
  const i = from === 'stack' ? s.era - 1 : s.era - 2;
  return i >= 0 && (s.stacks[i] as number[]).length > 0 ? i : null;
}

export const pileCards = (s: MoonState, pile: number): number[] =>
  pile < 0 ? s.discard : (s.stacks[pile] as number[]);

const blueCards = (lib: Library, s: MoonState, seats: Seat[]) =>
  seats.flatMap((seat) =>
    (s.settlements[seat] as number[]).filter((id) => isColour(lib, id, 'blue')),
  );
const others = (s: MoonState, seat: Seat) =>
  Array.from({ length: s.players }, (_, i) => i).filter((i) => i !== seat);
const greyCards = (lib: Library, s: MoonState, seat: Seat, empty: boolean) =>
  (s.settlements[seat] as number[]).filter(
    (id) => lib.structure[id]?.colour === 'grey' && (!empty || s.cardHearts[id] === 0),
  );
const rewardTypes = (lib: Library, card: number): Resource[] =>
  RESOURCES.filter((r) => (lib.structure[card]?.reward[r] ?? 0) > 0);

/** Could `seat` start these steps now? Used to offer flips and Expedition actions. */
export function stepsUsable(
  lib: Library,
  s: MoonState,
  seat: Seat,
  steps: readonly Step[],
  card: number,
): boolean {
  for (const st of steps) if (!stepUsable(lib, s, seat, st, card)) return false;
  return true;
}

function stepUsable(lib: Library, s: MoonState, seat: Seat, st: Step, card: number): boolean {
  const hand = s.hands[seat] as number[];
  switch (st.do) {
    case 'pay':
      return canPay(s, seat, st.goods);
    case 'payAny':
      return total(s, seat) >= st.n;
    case 'exchange':
    case 'convert':
    case 'giveResource':
      return total(s, seat) >= 1;
    case 'spendFor':
      return ((s.supply[seat] as number[])[rIndex(st.resource)] as number) >= 1;
    case 'search':
      return searchPile(s, st.from) !== null;
    case 'takeRewards':
      return s.discard.length > 0;
    case 'revealTwo':
      return (s.stacks[s.era - 1] as number[]).length > 0;
    case 'produceAgain':
      return blueCards(lib, s, st.whose === 'own' ? [seat] : others(s, seat)).length > 0;
    case 'unflip':
      return st.which === 'all' || ownFlippedOthers(s, seat, card).length > 0;
    case 'cycleHand':
      // Discard, then draw the top of the Era stack: with the stack empty there is nothing to
      // draw, and throwing away the last hand card would leave no main action (MN-1).
      return hand.length > 0 && (s.stacks[s.era - 1] as number[]).length > 0;
    case 'swapWithDiscard':
      return hand.length > 0 && s.discard.length > 0;
    case 'recallRover':
      return (s.settlements[seat] as number[]).some((id) => (s.roverOn[id] as number) > 0);
    case 'heartsOnGrey':
      return st.target === 'each' || greyCards(lib, s, seat, st.target === 'empty').length > 0;
    default:
      return true;
  }
}

/** Runs queued steps until a choice is needed or nothing is left. */
export function runTasks(lib: Library, s: MoonState): void {
  while (s.decision === null && s.tasks.length > 0) {
    const task = s.tasks[0] as Task;
    const step = task.steps[task.next++];
    if (!step) {
      s.tasks.shift();
      continue;
    }
    runStep(lib, s, task, step);
    if (s.decision !== null && decisionEmpty(lib, s, s.decision)) s.decision = null;
  }
  retrack(lib, s);
  // Solo: a turn begins with the choice of a face-up hand, once nothing else waits.
  if (s.solo && s.solo.current < 0 && s.decision === null && s.tasks.length === 0 && !s.over) {
    const open = openHands(s.solo);
    if (open.length === 1) takeHand(s, open[0] as number);
    else if (open.length > 1) s.decision = { kind: 'hand', seat: 0 };
  }
}

function runStep(lib: Library, s: MoonState, task: Task, st: Step): void {
  const { seat, card } = task;
  switch (st.do) {
    case 'pay':
      payGoods(s, seat, st.goods);
      return;
    case 'gain':
      gainGoods(s, seat, st.goods);
      return;
    case 'gainPer': {
      const n = st.formula ? evaluate(lib, s, seat, st.formula, card) : 0;
      gainGoods(s, seat, { [st.what]: n });
      return;
    }
    case 'spendFor':
      s.decision = {
        kind: 'spend',
        seat,
        resource: st.resource,
        max: st.max ?? 99,
        each: st.each,
        x: st.x === true,
      };
      return;
    case 'search': {
      const pile = searchPile(s, st.from);
      if (pile !== null) s.decision = { kind: 'search', seat, from: st.from, pile };
      return;
    }
    case 'pickResources':
      s.decision = { kind: 'pick', seat, n: st.n, same: st.same === true };
      return;
    case 'payAny':
      s.decision = { kind: 'payAny', seat, n: st.n };
      return;
    case 'exchange':
      s.decision = { kind: 'exchange', seat };
      return;
    case 'heartsOnThis':
      s.cardHearts[card] =
        (s.cardHearts[card] as number) +
        (st.formula ? evaluate(lib, s, seat, st.formula, card) : (st.n ?? 0));
      return;
    case 'heartsOnGrey':
      if (st.target === 'each') {
        for (const id of greyCards(lib, s, seat, false))
          s.cardHearts[id] = (s.cardHearts[id] as number) + (st.n ?? 1);
      } else s.decision = { kind: 'greyHeart', seat, n: st.n ?? 1, empty: st.target === 'empty' };
      return;
    case 'heartsOnFlag':
      s.decision = { kind: 'flagReward', seat, n: st.n };
      return;
    case 'gatherRovers':
      gatherRovers(lib, s, seat, card);
      return;
    case 'takeRewards':
      s.decision = { kind: 'takeRewards', seat, n: st.n, taken: [] };
      return;
    case 'giveResource':
      s.decision = { kind: 'give', seat };
      return;
    case 'revealTwo': {
      const stack = s.stacks[s.era - 1] as number[];
      const cards = stack.splice(Math.max(0, stack.length - 2)).reverse();
      s.revealed.push(...cards);
      s.decision = { kind: 'reveal', seat, cards };
      return;
    }
    case 'produceAgain':
      s.decision = { kind: 'produce', seat, whose: st.whose };
      return;
    case 'freeConstruct':
      if (st.when === 'next') s.freeNext[seat] = 1;
      else if (s.turn.seat === seat) s.turn.freeConstructs++;
      return;
    case 'convert':
      s.decision = { kind: 'convert', seat, target: null };
      return;
    case 'unflip':
      if (st.which === 'all') {
        const mine = s.settlements[seat] as number[];
        s.flipped = s.flipped.filter((id) => !mine.includes(id));
      } else s.decision = { kind: 'unflip', seat, except: card };
      return;
    case 'cycleHand':
      s.decision = { kind: 'cycle', seat };
      return;
    case 'swapWithDiscard':
      s.decision = { kind: 'swap', seat };
      return;
    case 'recallRover':
      s.decision = { kind: 'recall', seat };
      return;
    case 'produceThis':
      produce(lib, s, seat, card);
      return;
    case 'rewardResource': {
      const types = rewardTypes(lib, card);
      if (types.length === 1) gainGoods(s, seat, { [types[0] as Resource]: 1 });
      else if (types.length > 1) s.decision = { kind: 'rewardResource', seat, types };
      return;
    }
  }
}

const card = (id: number): Choice => ({ type: 'card', card: id });
const resourceChoice = (r: Resource): Choice => ({ type: 'resource', resource: r });

/** The answers open for a decision (Constructs and Assimilates are added by turn.ts). */
export function choiceValues(lib: Library, s: MoonState, d: Decision): Choice[] {
  const sup = s.supply[d.seat] as number[];
  const held = RESOURCES.filter((r) => (sup[rIndex(r)] as number) > 0);
  switch (d.kind) {
    case 'search':
      return [NONE];
    case 'reveal':
      return [];
    case 'spend': {
      const n = Math.min(d.max, sup[rIndex(d.resource)] as number);
      return Array.from({ length: n + 1 }, (_, i) => ({ type: 'amount', n: i }));
    }
    case 'pick':
      return RESOURCES.map(resourceChoice);
    case 'payAny':
      return held.map(resourceChoice);
    case 'exchange':
      return held.flatMap((give) =>
        RESOURCES.filter((get) => get !== give).map((get): Choice => ({
          type: 'exchange',
          give,
          get,
        })),
      );
    case 'takeRewards': {
      // Each card once, though the pile may hold copies; the cards taken already are not open.
      const out: Choice[] = [];
      for (const id of s.discard)
        if (!d.taken.includes(id) && !out.some((c) => c.type === 'card' && c.card === id))
          out.push(card(id));
      return [...out, NONE];
    }
    case 'give':
      return others(s, d.seat).flatMap((to) =>
        held.map((resource): Choice => ({ type: 'gift', to, resource })),
      );
    case 'produce':
      return blueCards(lib, s, d.whose === 'own' ? [d.seat] : others(s, d.seat)).map(card);
    case 'flagReward':
      return FLAGS.map((flag): Choice => ({ type: 'flag', flag }));
    case 'convert':
      if (d.target === null) return RESOURCES.map(resourceChoice);
      return [
        ...held
          .filter((r) => r !== d.target)
          .flatMap((resource) =>
            Array.from({ length: sup[rIndex(resource)] as number }, (_, i): Choice => ({
              type: 'convert',
              resource,
              n: i + 1,
            })),
          ),
        NONE,
      ];
    case 'unflip':
      return ownFlippedOthers(s, d.seat, d.except).map(card);
    case 'cycle':
    case 'swap':
      return (s.hands[d.seat] as number[]).map(card);
    case 'recall':
      return (s.settlements[d.seat] as number[])
        .filter((id) => (s.roverOn[id] as number) > 0)
        .map(card);
    case 'greyHeart':
      return greyCards(lib, s, d.seat, d.empty).map(card);
    case 'rewardResource':
      return d.types.map(resourceChoice);
    case 'hand':
      return s.solo ? openHands(s.solo).map((hand): Choice => ({ type: 'hand', hand })) : [];
  }
}

/**
 * Has the decision no answer open (`choiceValues` empty)? Asked after every step, so it lists
 * nothing: a search may always stop, an amount of 0 is always open, and so on.
 */
function decisionEmpty(lib: Library, s: MoonState, d: Decision): boolean {
  const held = (s.supply[d.seat] as number[]).some((n) => n > 0);
  switch (d.kind) {
    case 'reveal':
      return d.cards.length === 0;
    case 'search':
    case 'spend':
    case 'pick':
    case 'takeRewards':
    case 'flagReward':
    case 'convert':
      return false;
    case 'payAny':
    case 'exchange':
      return !held;
    case 'give':
      return !held || s.players < 2;
    case 'produce':
      return blueCards(lib, s, d.whose === 'own' ? [d.seat] : others(s, d.seat)).length === 0;
    case 'unflip':
      return ownFlippedOthers(s, d.seat, d.except).length === 0;
    case 'cycle':
    case 'swap':
      return (s.hands[d.seat] as number[]).length === 0;
    case 'recall':
      return !(s.settlements[d.seat] as number[]).some((id) => (s.roverOn[id] as number) > 0);
    case 'greyHeart':
      return greyCards(lib, s, d.seat, d.empty).length === 0;
    case 'rewardResource':
      return d.types.length === 0;
    case 'hand':
      return !s.solo || openHands(s.solo).length === 0;
  }
}

/** The card a choice names; the choice is known to be one of the decision's (a card). */
const cardOf = (c: Choice): number => (c.type === 'card' ? c.card : -1);
/** The resource a choice names (a resource choice). */
const resourceOf = (c: Choice): Resource => (c.type === 'resource' ? c.resource : 'E');

/** Applies an answer to the pending decision; the answer is known to be one listed. */
export function resolveChoice(lib: Library, s: MoonState, c: Choice): void {
  const d = s.decision as Decision;
  const seat = d.seat;
  const sup = s.supply[seat] as number[];
  let done = true;
  switch (d.kind) {
    case 'search':
      finishSearch(s, d.pile);
      break;
    case 'reveal':
      break;
    case 'spend': {
      const n = c.type === 'amount' ? c.n : 0;
      payGoods(s, seat, { [d.resource]: n });
      s.hearts[seat] = (s.hearts[seat] as number) + n * d.each * (d.x ? s.x : 1);
      break;
    }
    case 'pick': {
      gainGoods(s, seat, { [resourceOf(c)]: d.same ? d.n : 1 });
      if (!d.same && d.n > 1) {
        d.n--;
        done = false;
      }
      break;
    }
    case 'payAny':
      payGoods(s, seat, { [resourceOf(c)]: 1 });
      if (d.n > 1) {
        d.n--;
        done = false;
      }
      break;
    case 'exchange':
      if (c.type === 'exchange') {
        payGoods(s, seat, { [c.give]: 1 });
        gainGoods(s, seat, { [c.get]: 1 });
      }
      break;
    case 'takeRewards':
      if (c.type === 'card') {
        gainGoods(s, seat, lib.structure[c.card]?.reward ?? {});
        d.taken.push(c.card);
        done = d.taken.length >= d.n;
      }
      break;
    case 'give':
      if (c.type === 'gift') {
        payGoods(s, seat, { [c.resource]: 1 });
        gainGoods(s, c.to, { [c.resource]: 1 });
      }
      break;
    case 'produce':
      produce(lib, s, seat, cardOf(c));
      break;
    case 'flagReward': {
      const f = c.type === 'flag' ? FLAGS.indexOf(c.flag) : -1;
      s.flagHearts[f] = (s.flagHearts[f] as number) + d.n;
      break;
    }
    case 'convert':
      if (d.target === null) {
        d.target = resourceOf(c);
        done = false;
      } else if (c.type === 'convert') {
        sup[rIndex(c.resource)] = (sup[rIndex(c.resource)] as number) - c.n;
        sup[rIndex(d.target)] = (sup[rIndex(d.target)] as number) + c.n;
        done = false;
      }
      break;
    case 'unflip':
      s.flipped = s.flipped.filter((id) => id !== cardOf(c));
      break;
    case 'cycle': {
      const id = cardOf(c);
      takeCard(s, seat, id);
      s.discard.push(id);
      const top = (s.stacks[s.era - 1] as number[]).pop();
      if (top !== undefined) (s.hands[seat] as number[]).push(top);
      break;
    }
    case 'swap': {
      const id = cardOf(c);
      const hand = s.hands[seat] as number[];
      const top = s.discard.pop() as number;
      hand[hand.indexOf(id)] = top;
      s.discard.push(id);
      break;
    }
    case 'recall': {
      const id = cardOf(c);
      s.roverOn[id] = (s.roverOn[id] as number) - 1;
      s.rovers[seat] = (s.rovers[seat] as number) + 1;
      break;
    }
    case 'greyHeart': {
      const id = cardOf(c);
      s.cardHearts[id] = (s.cardHearts[id] as number) + d.n;
      break;
    }
    case 'rewardResource':
      gainGoods(s, seat, { [resourceOf(c)]: 1 });
      break;
    case 'hand':
      if (c.type === 'hand') takeHand(s, c.hand);
      break;
  }
  if (done) s.decision = null;
  else if (decisionEmpty(lib, s, d)) s.decision = null;
  runTasks(lib, s);
}

/** A searched stack is shuffled afterwards; the discard pile keeps its order. */
export function finishSearch(s: MoonState, pile: number): void {
  if (pile >= 0) shuffleInPlace(s.rng, s.stacks[pile] as number[]);
}

/** Science Club: the revealed card not taken goes to the bottom of the stack. */
export function finishReveal(s: MoonState): void {
  (s.stacks[s.era - 1] as number[]).unshift(...s.revealed);
  s.revealed = [];
}
