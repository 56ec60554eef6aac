// The Chimps on Mars board, at the table standard of the pilot (docs/architecture.md): HTML that
// reflows from a 390 px phone to a desktop, every launch area as a row of cards, the viewer's
// hand at hand, and the turn as steps in the action bar (steps.ts): a card, then where it goes;
// the open questions (a Banana answer, the Crocodile's revenge, a Meteor Shower, the hand limit);
// rearranging by tapping the launch cards in their new order. It reads the game's view
// (src/games/chimps-on-mars/view.ts) and offers exactly the legal moves.

import { useEffect, useState } from 'preact/hooks';
import { CARDS } from '../../../../src/games/chimps-on-mars/data.ts';
import type { CMView } from '../../../../src/games/chimps-on-mars/view.ts';
import { AtHand } from '../../table/at-hand.tsx';
import { HiddenHeading, ListItem, ToPlay } from '../../table/lists.tsx';
import type { BoardProps } from '../../table/board.ts';
import { useStep } from '../../table/step.ts';
import type { StepButton } from '../../table/step.ts';
import { FrameMark } from './frames.tsx';
import { tw } from '../../table/words.ts';
import { KEY } from './moves.ts';
import { decide } from './steps.ts';
import type { Button, Decision, DecisionWords, Offer, Step } from './steps.ts';
import {
  cardFace,
  cardName,
  cardTip,
  G,
  Gc,
  onCard,
  threatName,
  turnAndRound,
  w,
} from './words.ts';

/** The decision's words in the page's language, with the table's names for seats. */
function wordsFor(v: CMView, names: readonly string[]): DecisionWords {
  const seat = typeof v.viewer === 'number' ? v.viewer : 0;
  const own = v.launch[seat] ?? [];
  return {
    card: cardName,
    ref: (ref) => {
      if (ref !== 'down') return cardName(Number(ref.slice(1)) - 1);
      const id = own[v.faceDownAt[seat] ?? -1];
      return id === null || id === undefined ? G('faceDown') : `${cardName(id)} (${G('faceDown')})`;
    },
    name: (s) => names[s] ?? String(s + 1),
    threat: threatName,
    t: w(),
  };
}

interface CardProps {
  readonly v: CMView;
  /** The card's id, or null for a face-down card the viewer may not see. */
  readonly id: number | null;
  readonly keyName: string;
  readonly down?: boolean;
  readonly owner?: string;
  readonly step?: Step;
  readonly d: Decision | null;
  readonly act: (offer: Offer) => void;
  readonly badge?: string;
  readonly attacked?: boolean;
}

function Card({ v, id, keyName, down, owner, step, d, act, badge, attacked }: CardProps) {
  const W = w();
  const offer = step ? d?.offers.get(step) : undefined;
  const kind = id === null ? 'back' : (CARDS[id]?.kind ?? 'launch');
  const [name, second] = id === null ? [G('faceDown'), ''] : cardFace(id);
  const model =
    id === null
      ? null
      : CARDS[id]?.kind === 'launch'
        ? (CARDS[id] as { model: string | null }).model
        : null;
  const tip =
    id === null
      ? W.downTip(owner ?? '')
      : `${cardTip(id, v.options.eventEffects)}${down ? ` ${W.ownDown}` : ''}`;
  const classes = [
    'cm-card',
    `cm-${kind}`,
    model ? `cm-model-${model}` : '',
    down ? 'cm-down' : '',
    attacked ? 'cm-attacked' : '',
    offer && 'pressed' in offer && offer.pressed ? 'selected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const body = (
    <>
      {badge ? <span class="cm-badge">{badge}</span> : null}
      <FrameMark kind={kind} />
      <strong class="cm-name">{onCard(name)}</strong>
      {second ? <span class="cm-sub">{onCard(second)}</span> : null}
      {down && id !== null ? <span class="cm-sub">({W.faceDownMark})</span> : null}
      {attacked ? <span class="cm-sub cm-warn">{W.attacked}</span> : null}
    </>
  );
  const common = { class: classes, 'data-key': keyName, 'data-tip': tip };
  if (!offer)
    return (
      <span {...common} tabindex={0}>
        {body}
      </span>
    );
  const isMove = 'move' in offer;
  return (
    <button
      type="button"
      {...common}
      data-move={isMove ? offer.move : undefined}
      data-step={isMove ? undefined : offer.step}
      aria-pressed={isMove ? undefined : (offer.pressed ?? false)}
      onClick={() => act(offer)}
    >
      {body}
    </button>
  );
}

/** Which launch card of `seat` an open attack names: its place in the area, or -1. */
function attackedAt(v: CMView, seat: number): number {
  const p = v.pending[0];
  if (p?.kind !== 'reaction') return -1;
  const ref = p.seat === seat ? p.theirs : p.attacker === seat && p.mine >= -1 ? p.mine : -2;
  if (ref === -2) return -1;
  if (ref === -1) return v.faceDownAt[seat] ?? -1;
  return (v.launch[seat] ?? []).indexOf(ref);
}

function Seat({
  v,
  seat,
  names,
  d,
  act,
}: {
  v: CMView;
  seat: number;
  names: readonly string[];
  d: Decision | null;
  act: (offer: Offer) => void;
}) {
  const W = w();
  const me = seat === v.viewer;
  const name = names[seat] ?? String(seat + 1);
  const area = v.launch[seat] ?? [];
  const hasEvent = area.some((id) => id !== null && CARDS[id]?.kind === 'event');
  const hit = attackedAt(v, seat);
  const order = me ? d?.arranging : null;
  const n = v.handSizes[seat] ?? 0;
  return (
    <section
      class={`cm-seat${v.toAct.includes(seat) ? ' acting' : ''}${me ? ' mine' : ''}`}
      aria-label={`${name}: ${G('launchArea')}`}
    >
      <div class="cm-seat-head">
        <strong
          data-key={KEY.seat(seat)}
          tabindex={0}
          data-tip={v.shielded[seat] ? W.shieldTip(name) : W.turnOf(name)}
        >
          {v.toAct.includes(seat) ? <span aria-hidden="true">▶ </span> : null}
          {name}
          {me ? ` (${W.you})` : ''}
          <ToPlay acting={v.toAct.includes(seat)} />
        </strong>
        {v.shielded[seat] ? <span class="cm-shield">{W.protected}</span> : null}
        <span
          class="cm-hand-count"
          data-key={KEY.hand(seat)}
          tabindex={0}
          data-tip={W.handTip(name, n)}
        >
          {W.handCount(n)}
        </span>
      </div>
      <div
        class="cm-area"
        role="list"
        aria-label={`${G('launchArea')}: ${name}`}
        data-tip={W.areaTip(name, area.length, hasEvent)}
        data-seat={seat}
      >
        {area.length === 0 ? (
          <ListItem>
            <span class="muted cm-empty">{W.emptyArea}</span>
          </ListItem>
        ) : null}
        {area.map((id, at) => {
          const down = at === v.faceDownAt[seat];
          const ref = down ? 'down' : `c${(id ?? 0) + 1}`;
          const known = id !== null && !(down && !me && !v.result);
          const picked = order ? order.indexOf(ref) : -1;
          return (
            <ListItem key={known ? `c${id}` : 'down'}>
              <Card
                v={v}
                id={known ? id : null}
                keyName={known ? KEY.card(id as number) : KEY.down(seat)}
                down={down}
                owner={name}
                step={me ? `mine:${ref}` : `seat:${seat}:${ref}`}
                d={d}
                act={act}
                badge={picked >= 0 ? `${picked + 1}.` : undefined}
                attacked={at === hit}
              />
            </ListItem>
          );
        })}
      </div>
    </section>
  );
}

export function CMBoard({ view, viewer, names, legal, onMove }: BoardProps) {
  const v = { ...(view as CMView), viewer };
  const [chosen, setChosen] = useState<readonly Step[]>([]);
  // A new decision (the legal moves changed) starts with nothing chosen.
  const decisionKey = legal.map((l) => l.move).join('|');
  useEffect(() => setChosen([]), [decisionKey]);
  const d = decide(v, legal, chosen, wordsFor(v, names));
  // The hand's cards the current choice is about: named on the folded drawer's line.
  const fromHand = chosen.flatMap((s) => (s.startsWith('hand:') ? [Number(s.slice(5))] : []));
  const W = w();

  const act = (offer: Offer) => {
    if ('move' in offer) return onMove(offer.move);
    if (offer.pressed) return setChosen(chosen.slice(0, chosen.indexOf(offer.step)));
    setChosen(offer.restart ? [offer.step] : [...chosen, offer.step]);
  };

  const toStep = (b: Button): StepButton => {
    const a = b.action;
    const base = { label: b.label, tip: b.tip, primary: b.primary, disabled: b.disabled };
    switch (a.kind) {
      case 'move':
        return { ...base, move: a.move };
      case 'step':
        return { ...base, step: a.step, onClick: () => setChosen([a.step]) };
      case 'undo':
        return { ...base, step: 'undo', onClick: () => setChosen(chosen.slice(0, -1)) };
      case 'cancel':
        return { ...base, onClick: () => setChosen([]) };
    }
  };
  useStep(d ? { prompt: d.prompt, buttons: d.buttons.map(toStep) } : null);

  const seat = typeof viewer === 'number' ? viewer : null;
  const hand = seat === null ? null : v.hands[seat];
  const seats = Array.from({ length: v.players }, (_, s) => s);
  // The viewer's own launch area first, then the others in turn order.
  if (seat !== null)
    seats.sort(
      (a, b) => ((a - seat + v.players) % v.players) - ((b - seat + v.players) % v.players),
    );
  const p = v.pending[0];
  return (
    <div class="cm-board" data-board="chimps-on-mars">
      <p class="cm-status">
        <span>{turnAndRound(v.turnNumber, v.players)}</span>
        {v.result ? null : <span>{W.turnOf(names[v.turn] ?? '')}</span>}
        {v.actions.length ? (
          <span>{W.actionsTaken(v.actions.map((a) => W.act[a] ?? a).join(', '))}</span>
        ) : null}
        {v.options.eventEffects ? <span class="cm-variant">{Gc('eventEffects')}</span> : null}
        <span class="muted">{W.winLine}</span>
      </p>
      <div class="cm-piles">
        {/* Drawing is the action bar's "Draw a card": always in reach, wherever the pile is. */}
        <span class="cm-pile" data-key={KEY.pile} data-tip={W.pileTip(v.pileSize)} tabindex={0}>
          <strong>{Gc('mainPile')}</strong>
          <span>{v.pileSize}</span>
        </span>
        <span
          class="cm-pile"
          data-key={KEY.discard}
          data-tip={W.discardTip(v.discardSize)}
          tabindex={0}
        >
          <strong>{Gc('discardPile')}</strong>
          <span>{v.discardSize}</span>
        </span>
        {v.pileBottom.length ? (
          <span
            class="cm-pile cm-bottom"
            tabindex={0}
            data-tip={W.bottomTip(v.pileBottom.map(cardName).join(', '))}
          >
            {v.pileBottom.map(cardName).join(', ')}
          </span>
        ) : null}
        {p?.kind === 'reaction' && p.card >= 0 ? (
          <div class="cm-in-play" role="group" aria-label={W.inPlay}>
            <span class="muted">{W.inPlay}:</span>
            <Card v={v} id={p.card} keyName={KEY.card(p.card)} d={null} act={() => undefined} />
          </div>
        ) : null}
      </div>
      <HiddenHeading>{tw('players')}</HiddenHeading>
      <div class="cm-seats" role="list">
        {seats.map((s) => (
          <ListItem key={s}>
            <Seat v={v} seat={s} names={names} d={d} act={act} />
          </ListItem>
        ))}
      </div>
      {hand && !v.result ? (
        <AtHand
          title={W.yourThings}
          summary={W.handSummary(hand.length)}
          active={d?.atHand ?? false}
          about={fromHand.length ? fromHand.map(cardName).join(', ') : undefined}
        >
          <div class="cm-hand" role="list" aria-label={Gc('hand')}>
            {hand.length === 0 ? (
              <ListItem>
                <p class="muted">{W.emptyHand}</p>
              </ListItem>
            ) : null}
            {hand.map((id) => (
              <ListItem key={id}>
                <Card v={v} id={id} keyName={KEY.card(id)} step={`hand:${id}`} d={d} act={act} />
              </ListItem>
            ))}
          </div>
        </AtHand>
      ) : null}
    </div>
  );
}

/** Under the score sheet: who landed with which cards, and everybody's hand at the end. */
export function CMResultDetails({ view, names }: { view: unknown; names: readonly string[] }) {
  const v = view as CMView;
  const r = v.result;
  if (!r) return null;
  const W = w();
  const cards = (ids: readonly (number | null)[]) =>
    ids.map((id) => (id === null ? G('faceDown') : cardName(id))).join(', ') || '–';
  return (
    <div class="cm-result">
      {r.winner >= 0 ? (
        <p>
          <strong>{W.landed(names[r.winner] ?? '')}</strong> {cards(v.launch[r.winner] ?? [])}.
        </p>
      ) : null}
      <h3>{W.finalHands}</h3>
      <ul>
        {names.map((n, s) => (
          <li key={s}>
            {n}: {cards(v.hands[s] ?? [])}
          </li>
        ))}
      </ul>
    </div>
  );
}
