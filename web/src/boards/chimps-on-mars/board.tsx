// The Chimps on Mars board: piles and every launch area as SVG, HTML panels for the viewer's hand,
// the open question (a Banana answer, the Crocodile's revenge, ...) and the turn's buttons.
// It reads the game's view (src/games/chimps-on-mars/view.ts) and offers only legal moves, as
// click paths built in chimps-on-mars-steps.ts (a card in hand, then where it goes).

import { useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { CARDS, HAND_LIMIT, LAUNCH_PARTS } from '../../../../src/games/chimps-on-mars/data.ts';
import type { Pending } from '../../../../src/games/chimps-on-mars/state.ts';
import type { CMView } from '../../../../src/games/chimps-on-mars/view.ts';
import { activateOnKey } from '../../table/board.ts';
import type { BoardProps, WebBoard } from '../../table/board.ts';
import { allPaths, boardHandles, keepChosen, nextSteps } from './steps.ts';
import type { NextSteps, Step } from './steps.ts';
import { cardName, cardWords, FITS, nameLines, w, word } from './words.ts';
import type { Word } from './words.ts';
import './style.css';

// ---- cards -------------------------------------------------------------------------------

const KIND_FILL: Readonly<Record<string, string>> = {
  launch: '#2e6b34',
  power: '#8a4b00',
  event: '#a3261f',
  crew: '#0b5f73',
};
const MODEL_FILL: Readonly<Record<string, string>> = {
  'red-comet': '#ff8a80',
  'blue-nebula': '#82b1ff',
  'silver-orbit': '#e0e0e0',
};

/** As FITS, for the small second line of a card. */
const SMALL_FITS = 10;
const squeeze = (line: string, fits = FITS, room = CW - 8) =>
  line.length > fits ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' } : {};

// ---- clicks ------------------------------------------------------------------------------

interface Clicks {
  readonly next: NextSteps;
  /** The first steps of every path: clicking one of them while something is chosen starts over. */
  readonly root: NextSteps;
  readonly chosen: readonly Step[];
  readonly choose: (step: Step) => void;
  readonly move: (move: string) => void;
}

type Mode = 'none' | 'select' | 'complete' | 'chosen';

function modeOf(c: Clicks, step: Step): Mode {
  if (c.chosen.includes(step)) return 'chosen';
  if (c.next.complete.has(step)) return 'complete';
  if (c.next.select.has(step)) return 'select';
  return 'none';
}

/** Attributes that make an SVG group or an HTML button act on a step; none when it does nothing. */
function actOn(c: Clicks, step: Step, svg: boolean): Record<string, unknown> {
  const move = c.next.complete.get(step) ?? c.root.complete.get(step);
  const selectable = c.next.select.has(step) || c.chosen.includes(step) || c.root.select.has(step);
  if (!move && !selectable) return {};
  const run = () => (move ? c.move(move) : c.choose(step));
  return {
    onClick: run,
    'data-move': move,
    'data-step': move ? undefined : step,
    'data-chosen': c.chosen.includes(step) ? '' : undefined,
    ...(svg
      ? {
          role: 'button',
          // Lower case: on SVG elements Preact sets attributes, and only "tabindex" makes them focusable.
          tabindex: 0,
          onKeyDown: activateOnKey(run),
        }
      : {}),
  };
}

// ---- the SVG table -----------------------------------------------------------------------

const CW = 76;
const CH = 100;
const GAP = 8;
const TOP = 142;
const PILE_GAP = 110;
const MIN_PLACES = 6;
const ROW = 146;

const STROKE: Readonly<Record<Mode, [string, number]>> = {
  none: ['#ffffff', 1.5],
  select: ['#ffb300', 4],
  complete: ['#ffb300', 5],
  chosen: ['#1f5fbf', 6],
};

function CardFace({
  id,
  mode,
  down,
  marked,
}: {
  id: number | null;
  mode: Mode;
  down?: boolean;
  marked?: boolean;
}) {
  const [stroke, width] = STROKE[mode];
  if (id === null)
    return (
      <>
        <rect width={CW} height={CH} rx={7} class="cm-back" stroke={stroke} stroke-width={width} />
        <text x={CW / 2} y={CH / 2 + 4} text-anchor="middle" class="svg-chip small">
          {w('faceDown')}
        </text>
        {marked ? <rect width={CW} height={CH} rx={7} class="cm-marked" /> : null}
      </>
    );
  const c = CARDS[id];
  const [name, second] = cardWords(id);
  const lines = nameLines(name);
  const bottom = second.replace(/\u00ad/g, '');
  const model = c?.kind === 'launch' ? c.model : null;
  return (
    <>
      <rect
        width={CW}
        height={CH}
        rx={7}
        fill={KIND_FILL[c?.kind ?? 'launch']}
        stroke={stroke}
        stroke-width={width}
        stroke-dasharray={down && mode === 'none' ? '5 3' : undefined}
      />
      {model ? (
        <rect x={6} y={CH - 26} width={CW - 12} height={18} rx={4} fill={MODEL_FILL[model]} />
      ) : null}
      {lines.map((line, i) => (
        <text
          key={i}
          x={CW / 2}
          y={29 + i * 15}
          text-anchor="middle"
          class="svg-chip"
          {...squeeze(line)}
        >
          {line}
        </text>
      ))}
      <text
        x={CW / 2}
        y={CH - 13}
        text-anchor="middle"
        class={model ? 'svg-text small' : 'svg-chip small'}
        {...squeeze(bottom, SMALL_FITS, CW - 16)}
      >
        {bottom}
      </text>
      <text x={CW - 5} y={11} text-anchor="end" class="svg-chip tiny">
        c{id + 1}
      </text>
      {down ? (
        <text x={5} y={CH - 30} class="svg-chip tiny">
          {w('faceDown')}
        </text>
      ) : null}
      {marked ? <rect width={CW} height={CH} rx={7} class="cm-marked" /> : null}
    </>
  );
}

function SvgCard({
  x,
  y,
  id,
  step,
  clicks,
  down,
  marked,
  title,
}: {
  x: number;
  y: number;
  id: number | null;
  step: Step | null;
  clicks: Clicks;
  down?: boolean;
  marked?: boolean;
  title: string;
}) {
  const mode = step ? modeOf(clicks, step) : 'none';
  const act = step ? actOn(clicks, step, true) : {};
  return (
    <g
      transform={`translate(${x} ${y})`}
      class={act.onClick ? 'svg-card clickable' : 'svg-card'}
      aria-label={title}
      data-card={id === null ? 'hidden' : `c${id + 1}`}
      data-down={down ? '' : undefined}
      {...act}
    >
      <title>{title}</title>
      <CardFace id={id} mode={mode} down={down} marked={marked} />
    </g>
  );
}

/** A pile: a stack of card backs with its count; clickable as a step (draw, discard). */
function Pile({
  x,
  label,
  count,
  step,
  clicks,
}: {
  x: number;
  label: string;
  count: number;
  step: Step;
  clicks: Clicks;
}) {
  const mode = modeOf(clicks, step);
  const [stroke, width] = STROKE[mode];
  const act = actOn(clicks, step, true);
  return (
    <g
      transform={`translate(${x} 10)`}
      class={act.onClick ? 'clickable' : undefined}
      aria-label={`${label}: ${count}`}
      data-pile={step}
      {...act}
    >
      <text x={CW / 2} y={12} text-anchor="middle" class="svg-text">
        {label}
      </text>
      {count > 1 ? <rect x={4} y={24} width={CW} height={CH} rx={7} class="cm-back" /> : null}
      <rect
        y={20}
        width={CW}
        height={CH}
        rx={7}
        class={count ? 'cm-back' : 'cm-empty'}
        stroke={stroke}
        stroke-width={width}
      />
      <text x={CW / 2} y={20 + CH / 2 + 8} text-anchor="middle" class="cm-count">
        {count}
      </text>
    </g>
  );
}

/** Which card a pending attack names in a seat's area, as an index into that area. */
function attackedAt(v: CMView, seat: number, ref: number): number {
  if (ref === -1) return v.faceDownAt[seat] ?? -1;
  return (v.launch[seat] ?? []).indexOf(ref);
}

function SeatRow({
  v,
  seat,
  y,
  width,
  names,
  clicks,
}: {
  v: CMView;
  seat: number;
  y: number;
  width: number;
  names: readonly string[];
  clicks: Clicks;
}) {
  const me = seat === v.viewer;
  const acting = v.toAct.includes(seat);
  const area = v.launch[seat] ?? [];
  const p = v.pending[0];
  const marked =
    p?.kind === 'reaction'
      ? [
          ...(p.seat === seat ? [attackedAt(v, seat, p.theirs)] : []),
          ...(p.attacker === seat && p.mine >= -1 ? [attackedAt(v, seat, p.mine)] : []),
        ]
      : [];
  const count = v.handSizes[seat] ?? 0;
  const name = names[seat] ?? `#${seat + 1}`;
  const slots = me
    ? (['slot:up', 'slot:down'] as const).filter((s) => modeOf(clicks, s) !== 'none')
    : [];
  return (
    <g transform={`translate(0 ${y})`} data-seat={seat}>
      <rect
        x={4}
        width={width - 8}
        height={ROW - 8}
        rx={8}
        class={acting ? 'cm-row acting' : me ? 'cm-row mine' : 'cm-row'}
      />
      <text x={14} y={20} class="svg-title">
        {acting ? '▶ ' : ''}
        {name}
        {me ? ` (${w('you')})` : ''}
        {seat === v.turn && !v.result ? ` · ${w('toPlay')}` : ''}
      </text>
      <g transform={`translate(${width - 14} 8)`} aria-label={`${count} ${w('hand')}`}>
        {Array.from({ length: count }, (_, i) => (
          <rect key={i} x={-(count - i) * 13} width={11} height={16} rx={2} class="cm-back" />
        ))}
        <text x={-count * 13 - 6} y={13} text-anchor="end" class="svg-text">
          {count} {w('hand')}
          {v.shielded[seat] ? ` · ${w('protected')}` : ''}
        </text>
      </g>
      {area.length === 0 && slots.length === 0 ? (
        <text x={14} y={30 + CH / 2} class="svg-text muted-svg">
          {w('emptyArea')}
        </text>
      ) : null}
      {area.map((id, at) => {
        const down = at === v.faceDownAt[seat];
        const ref = down ? 'down' : `c${(id ?? 0) + 1}`;
        const step = me ? `mine:${ref}` : `seat:${seat}:${ref}`;
        return (
          <SvgCard
            key={`${at}-${id ?? 'x'}`}
            x={14 + at * (CW + GAP)}
            y={30}
            id={id}
            step={step}
            clicks={clicks}
            down={down && id !== null}
            marked={marked.includes(at)}
            title={id === null ? w('faceDownCard') : cardName(id)}
          />
        );
      })}
      {slots.map((slot, i) => {
        const act = actOn(clicks, slot, true);
        return (
          <g
            key={slot}
            transform={`translate(${14 + (area.length + i) * (CW + GAP)} 30)`}
            class="clickable"
            aria-label={slot === 'slot:up' ? w('faceUp') : w('playDown')}
            {...act}
          >
            <rect width={CW} height={CH} rx={7} class="cm-slot" />
            <text x={CW / 2} y={CH / 2 - 6} text-anchor="middle" class="cm-plus">
              +
            </text>
            <text
              x={CW / 2}
              y={CH / 2 + 20}
              text-anchor="middle"
              class="svg-text"
              {...squeeze(slot === 'slot:up' ? w('faceUp') : w('playDown'))}
            >
              {slot === 'slot:up' ? w('faceUp') : w('playDown')}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Seats from the viewer on, in turn order (counter-clockwise: seat - 1). */
function seatOrder(v: CMView): number[] {
  const first = typeof v.viewer === 'number' ? v.viewer : v.turn;
  return Array.from({ length: v.players }, (_, i) => (first - i + v.players * 2) % v.players);
}

/** Places a launch row is drawn for: the fullest area, the viewer's two free places, at least six. */
function rowPlaces(v: CMView): number {
  const most = Math.max(...v.launch.map((a, seat) => a.length + (seat === v.viewer ? 2 : 0)));
  return Math.max(MIN_PLACES, most);
}

function TableSvg({ v, names, clicks }: { v: CMView; names: readonly string[]; clicks: Clicks }) {
  const order = seatOrder(v);
  const width = 28 + rowPlaces(v) * (CW + GAP) - GAP;
  const height = TOP + order.length * ROW;
  const p = v.pending[0];
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      class="cm-svg"
      style={{ maxWidth: `${Math.round(width * 1.5)}px` }}
      role="group"
      aria-label="Chimps on Mars"
    >
      <Pile x={14} label={w('mainPile')} count={v.pileSize} step="pile" clicks={clicks} />
      <Pile
        x={14 + PILE_GAP}
        label={w('discardPile')}
        count={v.discardSize}
        step="discard"
        clicks={clicks}
      />
      {p?.kind === 'reaction' ? (
        <g transform={`translate(${14 + 2 * PILE_GAP} 10)`}>
          <text x={CW / 2} y={12} text-anchor="middle" class="svg-text">
            {w('inPlay')}
          </text>
          <g transform="translate(0 20)">
            <CardFace id={p.card} mode="none" marked />
          </g>
        </g>
      ) : null}
      {order.map((seat, i) => (
        <SeatRow
          key={seat}
          v={v}
          seat={seat}
          y={TOP + i * ROW}
          width={width}
          names={names}
          clicks={clicks}
        />
      ))}
    </svg>
  );
}

/** Round, turn, actions taken, the landing order and Events known under the pile, as text. */
function Info({ v, names }: { v: CMView; names: readonly string[] }) {
  const round = Math.ceil(v.turnNumber / v.players);
  return (
    <div class="cm-info">
      <strong>
        {w('round')} {round} · {w('turn')} {v.turnNumber}
        {v.result ? '' : ` · ${names[v.turn] ?? v.turn + 1} ${w('toPlay')}`}
      </strong>
      {v.result ? null : (
        <span>
          {w('actions')}:{' '}
          {v.actions.length ? v.actions.map((a) => w(`act_${a}`)).join(', ') : w('noneYet')}
        </span>
      )}
      <span>
        {w('order')}: {LAUNCH_PARTS.map(word).join(' → ')}
      </span>
      {v.pileBottom.length ? (
        <span>
          {w('underPile')}: {v.pileBottom.map(cardName).join(', ')}
        </span>
      ) : null}
    </div>
  );
}

// ---- HTML panels -------------------------------------------------------------------------

function Hand({ v, clicks }: { v: CMView; clicks: Clicks }) {
  const hand = typeof v.viewer === 'number' ? v.hands[v.viewer] : null;
  if (!hand) return null;
  return (
    <section class="panel cm-hand" aria-label={w('yourHand')}>
      <h3>
        {w('yourHand')} ({hand.length}/{HAND_LIMIT} · {w('handLimit')})
      </h3>
      {hand.length ? (
        <div class="card-row">
          {hand.map((id) => {
            const step = `hand:${id}`;
            const mode = modeOf(clicks, step);
            const act = actOn(clicks, step, false);
            const kind = CARDS[id]?.kind ?? 'launch';
            const [name, second] = cardWords(id);
            return (
              <button
                key={id}
                type="button"
                class={`cm-card cm-${kind} cm-${mode}`}
                data-card={`c${id + 1}`}
                disabled={!act.onClick}
                aria-pressed={mode === 'chosen'}
                {...act}
              >
                <strong>{name}</strong>
                <span>{second}</span>
                <small>c{id + 1}</small>
              </button>
            );
          })}
        </div>
      ) : (
        <p class="muted">{w('emptyHand')}</p>
      )}
    </section>
  );
}

const NEXT_WORDS: readonly [RegExp, Word][] = [
  [/^hand:/, 'nextHand'],
  [/^slot:/, 'nextSlot'],
  [/^discard$/, 'nextDiscard'],
  [/^mine:/, 'nextMine'],
  [/^seat:/, 'nextSeat'],
  [/^pile$/, 'nextPile'],
];

/** "Next, click a card in your hand, the discard pile or ..." from the steps open now. */
function nextHint(next: NextSteps): string {
  const steps = [...next.select, ...next.complete.keys()];
  const parts = NEXT_WORDS.filter(([re]) => steps.some((s) => re.test(s))).map(([, k]) => w(k));
  if (steps.some((s) => !NEXT_WORDS.some(([re]) => re.test(s)))) parts.push(w('nextButton'));
  return parts.length ? `${w('next')}: ${parts.join(' · ')}.` : '';
}

const BUTTON_STEPS = ['banana', 'allow', 'none', 'arrange', 'end'] as const;

/** Buttons for the steps that are buttons, labelled with the engine's move labels. */
function StepButtons({
  clicks,
  labels,
  only,
}: {
  clicks: Clicks;
  labels: ReadonlyMap<string, string>;
  only: readonly string[];
}) {
  // The turn's own buttons (arrange, end) stay offered while a card is chosen. Rearranging
  // (CM-3) starts a choice: the launch cards are then clicked in their new order.
  const moveOf = (s: string) => clicks.next.complete.get(s) ?? clicks.root.complete.get(s);
  const starts = (s: string) => clicks.root.select.has(s) && !clicks.chosen.includes(s);
  const shown = only.filter((s) => moveOf(s) !== undefined || starts(s));
  if (!shown.length) return null;
  return (
    <div class="choice">
      {shown.map((s) => {
        const move = moveOf(s);
        return (
          <button
            key={s}
            type="button"
            class={s === 'banana' || s === 'end' ? 'primary' : undefined}
            {...actOn(clicks, s, false)}
          >
            {move ? (labels.get(move) ?? move) : w('rearrange')}
          </button>
        );
      })}
    </div>
  );
}

function refName(v: CMView, seat: number, ref: number): string {
  if (ref === -1) {
    const at = v.faceDownAt[seat] ?? -1;
    const id = v.launch[seat]?.[at];
    return id === null || id === undefined
      ? w('faceDownCard')
      : `${cardName(id)} (${w('faceDown')})`;
  }
  return cardName(ref);
}

function pendingText(v: CMView, p: Pending, names: readonly string[]): string {
  const name = (s: number) => names[s] ?? `#${s + 1}`;
  const mine = p.seat === v.viewer;
  switch (p.kind) {
    case 'reaction': {
      const aimed = `${w('takes')} ${mine ? w('yourCard') + ' ' : ''}${refName(v, p.seat, p.theirs)}`;
      const offer = p.mine >= -1 ? `, ${w('gives')} ${refName(v, p.attacker, p.mine)}` : '';
      // CM-8: a power-up card, or the Crocodile's revenge (no card) struck back at an attacker.
      const weapon = p.card >= 0 ? cardName(p.card) : w('crocRevenge');
      return mine
        ? `${name(p.attacker)} ${w('attackOnYou')} ${weapon} (${aimed}${offer}). ${w('answerHint')}`
        : `${name(p.attacker)} ${w('attacks')} ${name(p.seat)} ${w('with')} ${weapon} (${aimed}${offer}). ${w('waitingFor')} ${name(p.seat)}.`;
    }
    case 'revenge':
      return mine
        ? `${w('revengeYou')} ${name(p.against)}. ${w('revengeHint')}`
        : `${name(p.seat)} ${w('revengeOther')} ${name(p.against)}.`;
    case 'meteor':
      return mine ? `${w('meteorYou')} ${w('meteorHint')}` : `${name(p.seat)} ${w('meteorOther')}`;
    case 'trim':
      return mine ? w('trimYou') : `${name(p.seat)} ${w('trimOther')}`;
  }
}

/** The open question (a Banana answer, a revenge, ...): for everyone, with buttons for the one asked. */
function Question({
  v,
  names,
  clicks,
  labels,
}: {
  v: CMView;
  names: readonly string[];
  clicks: Clicks;
  labels: ReadonlyMap<string, string>;
}) {
  const [p, ...queue] = v.pending;
  if (!p || v.result) return null;
  const asked = p.seat === v.viewer;
  return (
    <section
      class={`panel cm-question${asked ? ' asked' : ''}`}
      aria-label={w('question')}
      aria-live="polite"
      data-testid="cm-question"
      data-kind={p.kind}
    >
      <h3>{w('question')}</h3>
      <p>{pendingText(v, p, names)}</p>
      {asked ? (
        <StepButtons clicks={clicks} labels={labels} only={['banana', 'allow', 'none']} />
      ) : null}
      {queue.length ? (
        <p class="muted">
          {w('thenQueue')}: {queue.map((q) => pendingText(v, q, names)).join(' ')}
        </p>
      ) : null}
    </section>
  );
}

/** The viewer's turn: what is chosen so far, what to click next, the turn's buttons. */
function TurnPanel({
  v,
  clicks,
  labels,
  cancel,
}: {
  v: CMView;
  clicks: Clicks;
  labels: ReadonlyMap<string, string>;
  cancel: () => void;
}) {
  const steps = [...clicks.next.select, ...clicks.next.complete.keys()];
  // The question panel holds the buttons of an open question; this panel adds card clicks.
  const onlyButtons = steps.every((s) => BUTTON_STEPS.includes(s as never));
  if (clicks.chosen.length === 0 && (steps.length === 0 || (v.pending.length > 0 && onlyButtons)))
    return null;
  const first = clicks.chosen[0];
  const chosenCard = first?.startsWith('hand:') ? Number(first.slice(5)) : null;
  const mine = first?.startsWith('mine:') ? first.slice(5) : null;
  // Moves one click away, as buttons too (keyboard, small screens).
  const finishing =
    clicks.chosen.length > 0
      ? [...clicks.next.complete.entries()].filter(([s]) => !BUTTON_STEPS.includes(s as never))
      : [];
  const mineName =
    mine === 'down'
      ? refName(v, v.viewer as number, -1)
      : mine
        ? cardName(Number(mine.slice(1)) - 1)
        : null;
  return (
    <section class="panel cm-turn" aria-label={w('yourTurn')} data-testid="cm-turn">
      <h3>{v.pending.length ? w('yourChoice') : w('yourTurn')}</h3>
      {clicks.chosen.length ? (
        <p>
          {w('selected')}:{' '}
          <strong>
            {[
              first === 'arrange' ? w('rearrange') : null,
              chosenCard !== null ? cardName(chosenCard) : null,
              mineName,
              ...clicks.chosen.slice(1).map((s) => {
                const m = /^mine:c(\d+)$/.exec(s);
                return m
                  ? cardName(Number(m[1]) - 1)
                  : s === 'mine:down'
                    ? w('faceDownCard')
                    : null;
              }),
            ]
              .filter(Boolean)
              .join(' → ')}
          </strong>{' '}
          <button type="button" onClick={cancel} data-cancel="">
            {w('cancel')}
          </button>
        </p>
      ) : v.pending.length === 0 ? (
        <p class="muted">{w('pickStart')}</p>
      ) : null}
      <p class="muted">
        {clicks.chosen[0] === 'arrange' ? `${w('rearrangeHint')} ` : ''}
        {nextHint(clicks.next)}
      </p>
      {finishing.length && finishing.length <= 12 ? (
        <div class="choice">
          {finishing.map(([s, move]) => (
            <button key={move} type="button" {...actOn(clicks, s, false)}>
              {labels.get(move) ?? move}
            </button>
          ))}
        </div>
      ) : null}
      <StepButtons
        clicks={clicks}
        labels={labels}
        only={v.pending.length ? [] : ['arrange', 'banana', 'end']}
      />
    </section>
  );
}

function CMBoard({ view, viewer, names, legal, onMove }: BoardProps) {
  const v = { ...(view as CMView), viewer };
  const [picked, setPicked] = useState<Step[]>([]);
  const paths = allPaths(v, legal);
  const chosen = keepChosen(paths, picked);
  // Move labels name seats "Player N", as log lines do; show the names people chose.
  const labels = new Map(
    legal.map((l) => [
      l.move,
      l.label.replace(/\bPlayer (\d+)\b/g, (all, n: string) => names[Number(n) - 1] ?? all),
    ]),
  );
  const next = nextSteps(paths, chosen);
  const clicks: Clicks = {
    next,
    root: nextSteps(paths, []),
    chosen,
    choose: (step) => {
      // A chosen step clicked again goes back to just before it; a first step starts over.
      const at = chosen.indexOf(step);
      setPicked(at >= 0 ? chosen.slice(0, at) : next.select.has(step) ? [...chosen, step] : [step]);
    },
    move: (move) => {
      setPicked([]);
      onMove(move);
    },
  };
  return (
    <div class="board cm-board" data-board="chimps-on-mars">
      <Info v={v} names={names} />
      <TableSvg v={v} names={names} clicks={clicks} />
      <div class="panels">
        <Question v={v} names={names} clicks={clicks} labels={labels} />
        <TurnPanel v={v} clicks={clicks} labels={labels} cancel={() => setPicked([])} />
        <Hand v={v} clicks={clicks} />
      </div>
    </div>
  );
}

function CMResultDetails({
  view,
  names,
}: {
  view: unknown;
  names: readonly string[];
}): JSX.Element | null {
  const v = view as CMView;
  const r = v.result;
  if (!r) return null;
  const cards = (ids: readonly (number | null)[]) =>
    ids.map((id) => (id === null ? '?' : cardName(id))).join(', ') || '–';
  return (
    <div class="cm-result">
      <p>
        {r.winner >= 0 ? (
          <>
            <strong>{names[r.winner]}</strong> {w('landed')}: {cards(v.launch[r.winner] ?? [])}
          </>
        ) : (
          w('noLanding')
        )}
      </p>
      <table>
        <thead>
          <tr>
            <th />
            <th>{w('launchArea')}</th>
            <th>{w('finalHand')}</th>
          </tr>
        </thead>
        <tbody>
          {names.map((name, seat) => (
            <tr key={seat}>
              <td>{name}</td>
              <td>{cards(v.launch[seat] ?? [])}</td>
              <td>{cards(v.hands[seat] ?? [])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const chimpsOnMarsWeb: WebBoard = {
  Board: CMBoard,
  ResultDetails: CMResultDetails,
  handles: boardHandles,
};
