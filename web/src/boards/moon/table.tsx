// The Moon table as SVG: Era, X, the Flag Rewards, the Reputation cards, the piles and the draft,
// and every settlement by colour with supplies, Rovers and flags. Cards that some legal move names
// are clickable (one move: played at once; several: selected, options in the action panel).
// Wide for desktops; compact (two rows of colour columns) for phones.

import { useEffect, useState } from 'preact/hooks';
import { flagCount, flagWinner } from '../../../../src/games/moon/counting.ts';
import type { Library } from '../../../../src/games/moon/library.ts';
import { FLAG_REWARD_CARDS } from '../../../../src/games/moon/rules-data.ts';
import type { MoonState } from '../../../../src/games/moon/state.ts';
import type { MoonView } from '../../../../src/games/moon/view.ts';
import { COLOURS, FLAGS, RESOURCES } from '../../../../src/games/moon/vocabulary.ts';
import type { LegalMove } from '../../api.ts';
import { activateOnKey } from '../../table/board.ts';
import type { Offers } from './moves.ts';
import {
  cardName,
  era,
  flagName,
  flagShort,
  ink,
  kindOf,
  MOON_FILL,
  RES_FILL,
  requirementText,
  short,
  w,
} from './words.ts';
import type { Kind } from './words.ts';

/** Enter and Space act on an SVG element that plays the button. */

// ---------------------------------------------------------------------------------------------
// What the table and the HTML panels share: the view, the offered moves and the selection

export interface Ctx {
  v: MoonView;
  lib: Library;
  names: readonly string[];
  offers: Offers;
  selected: number | null;
  select: (card: number | null) => void;
  onMove: (move: string) => void;
}

/**
 * What clicking a card on the table does: play its one move, or select it when several moves
 * name it (the options then appear in the action panel). Null when the card offers nothing.
 */
export function cardClick(ctx: Ctx, id: number): { move?: string; act: () => void } | null {
  const moves = ctx.offers.byCard.get(id) ?? [];
  if (moves.length === 0) return null;
  if (moves.length === 1) {
    const move = (moves[0] as LegalMove).move;
    return { move, act: () => ctx.onMove(move) };
  }
  return { act: () => ctx.select(ctx.selected === id ? null : id) };
}

// ---------------------------------------------------------------------------------------------
// SVG: the table

/** The table's geometry: wide for desktops, compact (two rows of colour columns) for phones. */
export interface Layout {
  readonly w: number;
  readonly compact: boolean;
  /** Colour columns in each row of a settlement. */
  readonly rows: readonly (readonly Kind[])[];
}
const KINDS: readonly Kind[] = ['base', ...COLOURS];
export const WIDE: Layout = { w: 960, compact: false, rows: [KINDS] };
export const COMPACT: Layout = { w: 480, compact: true, rows: [KINDS.slice(0, 3), KINDS.slice(3)] };
const COL_W = 156;
const CARD_W = 148;
const CARD_H = 30;
const REP_ROW = 32;

/** Follows the phone breakpoint, so the SVG is redrawn for narrow screens. */
export function useCompact(): boolean {
  const query = '(max-width: 600px)';
  const [compact, setCompact] = useState(() => globalThis.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const m = globalThis.matchMedia?.(query);
    if (!m) return undefined;
    const follow = () => setCompact(m.matches);
    m.addEventListener('change', follow);
    follow();
    return () => m.removeEventListener('change', follow);
  }, []);
  return compact;
}

function TableCard({ ctx, id, x, y }: { ctx: Ctx; id: number; x: number; y: number }) {
  const { v, lib } = ctx;
  const kind = kindOf(lib, id);
  const click = cardClick(ctx, id);
  const rovers = v.roverOn[id] ?? 0;
  const hearts = v.cardHearts[id] ?? 0;
  const flipped = v.flipped.includes(id);
  const selected = ctx.selected === id;
  return (
    <g
      class={click ? 'moon-card-svg clickable' : 'moon-card-svg'}
      transform={`translate(${x} ${y})`}
      data-card={`c${id + 1}`}
      data-move={click?.move}
      role={click ? 'button' : undefined}
      tabindex={click ? 0 : undefined}
      aria-label={click ? (ctx.offers.byCard.get(id)?.[0]?.label ?? cardName(lib, id)) : undefined}
      onClick={click?.act}
      onKeyDown={click ? activateOnKey(click.act) : undefined}
    >
      <title>{cardName(lib, id)}</title>
      <rect
        width={CARD_W}
        height={CARD_H}
        rx={5}
        fill={MOON_FILL[kind]}
        opacity={flipped ? 0.55 : 1}
        stroke={selected ? '#ff6f00' : click ? '#ffb300' : '#fff'}
        stroke-width={selected || click ? 4 : 1}
      />
      <text x={7} y={19} fill={ink(kind)} class="moon-svg-card-name">
        {short(cardName(lib, id), rovers || hearts ? 14 : 19)}
        {flipped ? ' ↺' : ''}
      </text>
      {rovers > 0 ? (
        <g transform={`translate(${CARD_W - (hearts ? 50 : 20)} 15)`}>
          <circle r={9} fill="#fff" stroke="#1c1f26" stroke-width={1.5} />
          <text y={4} text-anchor="middle" class="moon-svg-mark">
            {rovers > 1 ? `R${rovers}` : 'R'}
          </text>
        </g>
      ) : null}
      {hearts > 0 ? (
        <g transform={`translate(${CARD_W - 18} 15)`}>
          <circle r={10} fill="#fff" stroke="#b3261e" stroke-width={1.5} />
          <text y={4} text-anchor="middle" class="moon-svg-mark heart">
            {hearts}♥
          </text>
        </g>
      ) : null}
    </g>
  );
}

function FlagRewards({ v, x, y }: { v: MoonView; x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} aria-label={w('flagRewards')}>
      <text class="svg-title" y={0}>
        {w('flagRewards')}
      </text>
      {FLAG_REWARD_CARDS.map((card, i) => (
        <g key={i} transform={`translate(${i * 182} 8)`}>
          <rect width={174} height={58} rx={6} fill="#eef1f5" stroke="#8892a6" />
          {card.map((f, j) => {
            const hearts = f === 'X' ? v.x : (v.flagHearts[FLAGS.indexOf(f)] ?? 0);
            return (
              <g key={f} transform={`translate(${8 + j * 56} 6)`} data-reward={f}>
                <title>{f === 'X' ? 'X' : flagName(f)}</title>
                <rect width={50} height={46} rx={4} fill={f === 'X' ? '#1c2333' : '#fff'} />
                <text
                  x={25}
                  y={18}
                  text-anchor="middle"
                  class={f === 'X' ? 'moon-svg-text light' : 'moon-svg-text'}
                >
                  {f === 'X' ? 'X' : flagShort(f)}
                </text>
                <text x={25} y={38} text-anchor="middle" class="moon-svg-hearts">
                  {hearts}♥
                </text>
              </g>
            );
          })}
        </g>
      ))}
    </g>
  );
}

function Reputations({ ctx, x, y, width }: { ctx: Ctx; x: number; y: number; width: number }) {
  const { v, lib } = ctx;
  const levels = ['bronze', 'silver', 'gold'] as const;
  return (
    <g transform={`translate(${x} ${y})`} aria-label={w('reputations')}>
      <text class="svg-title">{w('reputations')}</text>
      {levels.map((level, row) => {
        const cards = v.reputations.filter((id) => lib.reputation[id]?.level === level);
        const step = Math.min(104, Math.floor((width - 56) / Math.max(1, cards.length)));
        return (
          <g key={level} transform={`translate(0 ${8 + row * REP_ROW})`}>
            <text y={19} class="moon-svg-text">
              {w(level)}
            </text>
            {cards.map((id, i) => {
              const click = cardClick(ctx, id);
              const rep = lib.reputation[id];
              return (
                <g
                  key={id}
                  transform={`translate(${56 + i * step} 0)`}
                  class={click ? 'clickable' : undefined}
                  data-card={`c${id + 1}`}
                  data-move={click?.move}
                  role={click ? 'button' : undefined}
                  tabindex={click ? 0 : undefined}
                  aria-label={click ? ctx.offers.byCard.get(id)?.[0]?.label : undefined}
                  onClick={click?.act}
                  onKeyDown={click ? activateOnKey(click.act) : undefined}
                >
                  <title>
                    {cardName(lib, id)} · {rep?.hearts ?? 0}♥ ·{' '}
                    {(rep?.requires ?? []).map(requirementText).join(', ')}
                  </title>
                  <rect
                    width={step - 6}
                    height={REP_ROW - 5}
                    rx={4}
                    class={`moon-rep ${level}`}
                    stroke={click ? '#ffb300' : '#8892a6'}
                    stroke-width={click ? 4 : 1}
                  />
                  <text x={6} y={18} class="moon-svg-text">
                    {short(cardName(lib, id), Math.max(3, Math.floor((step - 40) / 7.5)))}{' '}
                    {rep?.hearts ?? 0}♥
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </g>
  );
}

/** Discard pile, stacks, Expedition decks and the draft, one line each on a phone. */
function Piles({ ctx, y, layout }: { ctx: Ctx; y: number; layout: Layout }) {
  const { v, lib, names } = ctx;
  const top = v.discard.at(-1);
  const name = (seat: number) => names[seat] ?? `#${seat + 1}`;
  const sizes = (list: readonly number[]) => list.map((n, i) => `${era(i + 1)} ${n}`).join(' · ');
  const draft = [
    v.solo
      ? w('soloDraft')
      : `${w('passLeft')} (${[...Array.from({ length: v.players }, (_, i) => i), 0]
          .map((seat) => short(name(seat), 10))
          .join(' → ')})`,
    v.over ? '' : `${w('playingNow')}: ${v.order.slice(0, 1).map(name).join(', ')}`,
    v.order.length > 1 ? `${w('stillToPlay')}: ${v.order.slice(1).map(name).join(', ')}` : '',
  ].filter(Boolean);
  const lines: [string, string][] = [
    [`${w('discard')} (${v.discard.length})`, top === undefined ? '–' : cardName(lib, top)],
    [w('stacks'), sizes(v.stackSizes)],
    [w('expeditionDecks'), sizes(v.expeditionDeckSizes)],
  ];
  const rows: [string, string][][] = layout.compact
    ? [...lines.map((l) => [l]), [[w('draft'), draft[0] ?? '']], [['', draft.slice(1).join(' · ')]]]
    : [lines, [[w('draft'), draft.join(' · ')]]];
  return (
    <g transform={`translate(10 ${y})`} data-draft="">
      {rows.map((row, i) => (
        <text key={i} class="moon-svg-text" y={i * 20}>
          {row.map(([label, text], j) => (
            <tspan key={j}>
              {j > 0 ? '  ·  ' : ''}
              {label ? <tspan font-weight={700}>{label}: </tspan> : null}
              {text}
            </tspan>
          ))}
        </text>
      ))}
    </g>
  );
}
const pilesHeight = (layout: Layout) => (layout.compact ? 5 : 2) * 20;

function settlementRows(lib: Library, v: MoonView, seat: number, layout: Layout) {
  const cards = v.settlements[seat] ?? [];
  return layout.rows.map((kinds) => kinds.map((k) => cards.filter((id) => kindOf(lib, id) === k)));
}
const settlementTop = (layout: Layout) => (layout.compact ? 114 : 54);
const rowHeight = (row: readonly number[][]) =>
  16 + Math.max(1, ...row.map((c) => c.length)) * (CARD_H + 4) + 4;
const settlementHeight = (rows: readonly number[][][], layout: Layout) =>
  settlementTop(layout) + rows.reduce((n, row) => n + rowHeight(row), 0) + 12;

function Settlement({
  ctx,
  seat,
  y,
  layout,
}: {
  ctx: Ctx;
  seat: number;
  y: number;
  layout: Layout;
}) {
  const { v, lib, names } = ctx;
  const state = v as unknown as MoonState; // flag counting reads public fields only
  const acting = v.toAct.includes(seat);
  const rows = settlementRows(lib, v, seat, layout);
  const cards = v.settlements[seat] ?? [];
  const onMine = cards.reduce((n, id) => n + (v.roverOn[id] ?? 0), 0);
  const exp = v.handExpedition[seat];
  const expText =
    exp === null || exp === undefined
      ? w('hiddenExpedition')
      : exp < 0
        ? w('noExpedition')
        : cardName(lib, exp);
  const holdsFirst = exp !== null && exp !== undefined && exp >= 0 && exp === v.firstExpedition;
  const supply = v.supply[seat] ?? [];
  const claimed = v.claimed[seat] ?? [];
  const height = settlementHeight(rows, layout);
  const c = layout.compact;
  const flags = (
    <>
      {w('flags')}:{' '}
      {FLAGS.map((f) => {
        const n = flagCount(lib, state, seat, f);
        const leads = n > 0 && flagWinner(lib, state, f) === seat;
        return (
          <tspan key={f} font-weight={leads ? 700 : 400} data-flag={f}>
            {flagShort(f)} {n}
            {leads ? '★' : ''}
            {'  '}
          </tspan>
        );
      })}
    </>
  );
  const expedition = `${short(expText, 26)}${holdsFirst ? ` (${w('first')})` : ''}`;
  const reputations = claimed.length
    ? `${w('claimed')}: ${claimed.map((id) => cardName(lib, id)).join(', ')}`
    : '';
  let rowY = settlementTop(layout);
  return (
    <g transform={`translate(0 ${y})`} data-seat={seat} aria-label={names[seat]}>
      <rect
        x={4}
        width={layout.w - 8}
        height={height - 8}
        rx={8}
        fill={acting ? '#fff7d6' : '#f6f7fa'}
        stroke={acting ? '#e0a800' : '#c3c9d4'}
        stroke-width={acting ? 3 : 1}
      />
      <text x={14} y={22} class="svg-title">
        {acting ? '▶ ' : ''}
        {names[seat] ?? `#${seat + 1}`}
        {seat === v.viewer ? ` (${w('you')})` : ''} · {v.hearts[seat] ?? 0}♥
      </text>
      {RESOURCES.map((r, i) => (
        <g
          key={r}
          transform={`translate(${(c ? 14 : 300) + i * 44} ${c ? 30 : 8})`}
          data-resource={r}
        >
          <title>{w(`res_${r}`)}</title>
          <rect width={40} height={20} rx={10} fill={RES_FILL[r]} />
          <text x={20} y={15} text-anchor="middle" class="moon-svg-chip">
            {r} {supply[i] ?? 0}
          </text>
        </g>
      ))}
      <text x={c ? 14 : 486} y={c ? 68 : 22} class="moon-svg-text">
        {w('rovers')} {v.rovers[seat] ?? 0} (+{onMine} {w('parkedHere')}) · {v.handSizes[seat] ?? 0}{' '}
        {w('handCards')}
      </text>
      {c ? (
        <>
          <text x={14} y={86} class="moon-svg-text">
            {flags}
          </text>
          <text x={14} y={104} class="moon-svg-text">
            {expedition}
            {reputations ? ` · ${short(reputations, 36)}` : ''}
          </text>
        </>
      ) : (
        <text x={14} y={44} class="moon-svg-text">
          {flags} · {expedition}
          {reputations ? ` · ${reputations}` : ''}
        </text>
      )}
      {rows.map((row, r) => {
        const at = rowY;
        rowY += rowHeight(row);
        return row.map((col, i) => (
          <g key={`${r}-${i}`} transform={`translate(${12 + i * COL_W} ${at})`}>
            <text y={10} class="moon-svg-small">
              {w(`colour_${layout.rows[r]?.[i] ?? 'base'}`)}
            </text>
            {col.map((id, j) => (
              <TableCard key={id} ctx={ctx} id={id} x={0} y={16 + j * (CARD_H + 4)} />
            ))}
          </g>
        ));
      })}
    </g>
  );
}

export function TableSvg({ ctx, layout }: { ctx: Ctx; layout: Layout }) {
  const { v, lib } = ctx;
  // The viewer's own settlement first, then the others in seat order after it.
  const seats = Array.from({ length: v.players }, (_, i) =>
    typeof v.viewer === 'number' ? (v.viewer + i) % v.players : i,
  );
  const heights = seats.map((seat) =>
    settlementHeight(settlementRows(lib, v, seat, layout), layout),
  );
  // Wide: Flag Rewards and Reputations side by side; compact: one under the other.
  const repY = layout.compact ? 138 : 44;
  const pilesY = repY + 8 + 3 * REP_ROW + 18;
  const head = pilesY + pilesHeight(layout);
  const total = head + heights.reduce((a, b) => a + b, 0);
  let y = head;
  return (
    <svg
      viewBox={`0 0 ${layout.w} ${total}`}
      class="moon-svg"
      role="group"
      aria-label="Moon"
      data-layout={layout.compact ? 'compact' : 'wide'}
    >
      <text x={10} y={20} class="svg-title">
        {w('era')} {era(v.era)} · {w('round')} {v.round} · X = {v.x}
        {v.over ? ` · ${w('gameOver')}` : ''}
      </text>
      <FlagRewards v={v} x={10} y={44} />
      <Reputations
        ctx={ctx}
        x={layout.compact ? 10 : 390}
        y={repY}
        width={layout.compact ? layout.w - 20 : layout.w - 400}
      />
      <Piles ctx={ctx} y={pilesY} layout={layout} />
      {seats.map((seat, i) => {
        const at = y;
        y += heights[i] ?? 0;
        return <Settlement key={seat} ctx={ctx} seat={seat} y={at} layout={layout} />;
      })}
    </svg>
  );
}
