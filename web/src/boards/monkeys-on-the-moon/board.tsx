// The Monkeys on the Moon board: the table as SVG (circle, track, pools, ships), and HTML panels
// for what the viewer acts with (coins to build a bid, the hand, the auction).
// It reads the game's view (src/games/monkeys-on-the-moon/view.ts) and offers only legal moves.

import { useState } from 'preact/hooks';
import {
  CIVILIZATION_CARDS,
  MONKEYS,
  SHIPS,
  TRACK_LAST_SPACE,
  TRIBES,
} from '../../../../src/games/monkeys-on-the-moon/data.ts';
import { rivalOf } from '../../../../src/games/monkeys-on-the-moon/state.ts';
import type { MMView } from '../../../../src/games/monkeys-on-the-moon/view.ts';
import { t } from '../../i18n.ts';
import { activateOnKey } from '../board.ts';
import type { BoardProps, WebBoard } from '../board.ts';

export const TRIBE_FILL: readonly string[] = [
  // White text on each of these is at least 4.5:1 (WCAG AA).
  '#8a5a2e', // brown
  '#3b3b3b', // black
  '#267a4b', // green
  '#2f6fd1', // blue
  '#cf3a3a', // red
  '#8a4fd1', // purple
];
const fill = (tribe: number) => TRIBE_FILL[tribe] ?? '#777';
const tribeName = (tribe: number) => TRIBES[tribe] as string;
/** A tribe's name in the page's language (move labels and log lines stay the engine's English). */
const tribeLabel = (tribe: number) => t(`tribe_${TRIBES[tribe] ?? 'brown'}`);

const W = 960;

const TRACK_X = 330;
const CELL = 30;

function Circle({ v }: { v: MMView }) {
  const cx = 150;
  const cy = 150;
  const r = 88;
  const at = (i: number) => {
    const a = (i / v.circle.length) * 2 * Math.PI - Math.PI / 2;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
  };
  return (
    <g aria-label={t('circle')}>
      <text x={cx} y={18} class="svg-title" text-anchor="middle">
        {t('circle')}
      </text>
      <circle cx={cx} cy={cy} r={r} fill="none" stroke="#8892a6" stroke-width={3} />
      {v.circle.map((tribe, i) => {
        const [x, y] = at(i);
        return (
          <g key={tribe}>
            <circle cx={x} cy={y} r={27} fill={fill(tribe)} stroke="#fff" stroke-width={2} />
            <text x={x} y={y + 5} text-anchor="middle" class="svg-chip">
              {tribeLabel(tribe)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function Track({ v, names }: { v: MMView; names: readonly string[] }) {
  const rows = [...TRIBES.keys()];
  return (
    <g aria-label={t('track')}>
      <text x={TRACK_X} y={18} class="svg-title">
        {t('track')}
      </text>
      {rows.map((tribe, row) => {
        const y = 30 + row * 38;
        const pos = Math.min(v.track[tribe] ?? 0, TRACK_LAST_SPACE);
        const place = v.finished.indexOf(tribe);
        const scorn = v.scorn[tribe] ?? -1;
        return (
          <g key={tribe} data-tribe={tribeName(tribe)}>
            {Array.from({ length: TRACK_LAST_SPACE + 1 }, (_, i) => (
              <rect
                key={i}
                x={TRACK_X + i * (CELL - 12)}
                y={y}
                width={CELL - 14}
                height={28}
                rx={3}
                fill={i === 0 ? '#d8dde6' : i === TRACK_LAST_SPACE ? '#f2d98c' : '#eef1f5'}
                stroke="#c3c9d4"
              />
            ))}
            <circle
              cx={TRACK_X + pos * (CELL - 12) + (CELL - 14) / 2}
              cy={y + 14}
              r={11}
              fill={fill(tribe)}
              stroke="#fff"
              stroke-width={2}
            />
            <text
              x={TRACK_X + (TRACK_LAST_SPACE + 1) * (CELL - 12) + 6}
              y={y + 19}
              class="svg-text"
            >
              {tribeLabel(tribe)} {pos}
              {place >= 0 ? ` (${place + 1}.)` : ''} · {t('supply')} {v.supply[tribe]}
              {scorn >= 0 ? ` · ${t('scorn')}: ${names[scorn] ?? scorn + 1}` : ''}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function MonkeyCard({
  id,
  x,
  y,
  move,
  label,
  onMove,
}: {
  id: number;
  x: number;
  y: number;
  move?: string;
  /** What activating the card does, for screen readers (the move's label). */
  label?: string;
  onMove?: (m: string) => void;
}) {
  const card = MONKEYS[id];
  if (!card) return null;
  const click = move && onMove ? () => onMove(move) : undefined;
  return (
    <g
      class={click ? 'svg-card clickable' : 'svg-card'}
      transform={`translate(${x} ${y})`}
      onClick={click}
      data-move={move}
      role={click ? 'button' : undefined}
      aria-label={click ? label : undefined}
      tabindex={click ? 0 : undefined}
      onKeyDown={click ? activateOnKey(click) : undefined}
    >
      <rect
        width={104}
        height={54}
        rx={6}
        fill={fill(card.tribe)}
        stroke={click ? '#ffd54a' : '#fff'}
        stroke-width={click ? 4 : 1.5}
      />
      <text x={8} y={20} class="svg-chip" text-anchor="start">
        {card.name}
      </text>
      <text x={8} y={42} class="svg-chip small" text-anchor="start">
        {tribeLabel(card.tribe)} · {card.status}
      </text>
    </g>
  );
}

function ShipCard({
  id,
  x,
  y,
  aboard = [],
  move,
  label,
  onMove,
}: {
  id: number;
  x: number;
  y: number;
  aboard?: readonly number[];
  move?: string;
  label?: string;
  onMove?: (m: string) => void;
}) {
  const ship = SHIPS[id];
  if (!ship) return null;
  const click = move && onMove ? () => onMove(move) : undefined;
  return (
    <g
      class={click ? 'svg-card clickable' : 'svg-card'}
      transform={`translate(${x} ${y})`}
      onClick={click}
      data-move={move}
      role={click ? 'button' : undefined}
      aria-label={click ? label : undefined}
      tabindex={click ? 0 : undefined}
      onKeyDown={click ? activateOnKey(click) : undefined}
    >
      <path
        d="M0 10 L120 10 L104 52 L16 52 Z"
        fill="#eef1f5"
        stroke={fill(ship.colour)}
        stroke-width={click ? 6 : 4}
      />
      <text x={60} y={28} text-anchor="middle" class="svg-text">
        {tribeLabel(ship.colour)} · {ship.capacity} · {ship.vp} VP
      </text>
      {Array.from({ length: ship.capacity }, (_, i) => {
        const m = aboard[i];
        return (
          <circle
            key={i}
            cx={30 + i * 20}
            cy={42}
            r={7}
            fill={m === undefined ? '#fff' : fill(MONKEYS[m]?.tribe ?? 0)}
            stroke="#555"
          />
        );
      })}
    </g>
  );
}

function Table({
  v,
  names,
  legal,
  onMove,
}: {
  v: MMView;
  names: readonly string[];
  /** The legal moves' labels by move string. */
  legal: ReadonlyMap<string, string>;
  onMove: (m: string) => void;
}) {
  const poolY = 290;
  const playersY = 385;
  const height = playersY + 30 + Math.ceil(v.players / 2) * 92;
  const offer = (m: string) => (legal.has(m) ? m : undefined);
  return (
    <svg viewBox={`0 0 ${W} ${height}`} class="mm-svg" role="img" aria-label="Monkeys on the Moon">
      <Circle v={v} />
      <Track v={v} names={names} />
      <text x={10} y={poolY - 8} class="svg-title">
        {t('monkeyPool')} ({t('deck')} {v.monkeyDeckSize})
      </text>
      {v.monkeyPool.map((m, i) => (
        <MonkeyCard
          key={m}
          id={m}
          x={10 + i * 112}
          y={poolY}
          move={offer(`select m${m + 1}`)}
          label={legal.get(`select m${m + 1}`)}
          onMove={onMove}
        />
      ))}
      <text x={600} y={poolY - 8} class="svg-title">
        {t('shipPool')} ({t('deck')} {v.shipDeckSize})
      </text>
      {v.shipPool.map((s, i) => (
        <ShipCard
          key={s}
          id={s}
          x={600 + i * 130}
          y={poolY - 6}
          move={offer(`ship s${s + 1}`)}
          label={legal.get(`ship s${s + 1}`)}
          onMove={onMove}
        />
      ))}
      {Array.from({ length: v.players }, (_, seat) => {
        const x = 10 + (seat % 2) * 475;
        const y = playersY + Math.floor(seat / 2) * 92;
        const ship = v.ship[seat] ?? -1;
        const acting = v.toAct.includes(seat);
        const scorns = v.scorn.flatMap((h, tribe) => (h === seat ? [tribe] : []));
        return (
          <g key={seat} transform={`translate(${x} ${y})`} data-seat={seat}>
            <rect
              width={465}
              height={84}
              rx={8}
              fill={acting ? '#fff7d6' : '#f6f7fa'}
              stroke={acting ? '#e0a800' : '#c3c9d4'}
              stroke-width={acting ? 3 : 1}
            />
            <text x={10} y={22} class="svg-title">
              {acting ? '▶ ' : ''}
              {names[seat] ?? `#${seat + 1}`}
              {seat === v.viewer ? ` (${t('you')})` : ''}
              {seat === v.moonstone ? ` · ${t('moonstone')}` : ''}
            </text>
            <text x={10} y={44} class="svg-text">
              {t('launched')}: {v.launchedMonkeyCount[seat]} / {v.launchedShipCount[seat]} ·{' '}
              {t('hand')}: {v.handSizes[seat]}
            </text>
            {scorns.map((tribe, i) => (
              <g key={tribe} transform={`translate(${10 + i * 62} 54)`}>
                <rect
                  width={58}
                  height={22}
                  rx={4}
                  fill="#fff"
                  stroke={fill(tribe)}
                  stroke-width={3}
                />
                <text x={29} y={16} text-anchor="middle" class="svg-text small">
                  {t('scorn')} {tribeLabel(tribe)}
                </text>
              </g>
            ))}
            {ship >= 0 ? <ShipCard id={ship} x={330} y={14} aboard={v.aboard[seat] ?? []} /> : null}
          </g>
        );
      })}
    </svg>
  );
}

const coinsOf = (move: string): number[] | null => {
  if (!move.startsWith('bid ')) return null;
  const coins = [0, 0, 0, 0, 0, 0];
  for (const part of move.slice(4).split(',')) {
    const [name, n] = part.split(':');
    coins[TRIBES.indexOf(name as (typeof TRIBES)[number])] = Number(n);
  }
  return coins;
};

const encodeBid = (coins: readonly number[]) =>
  `bid ${coins.flatMap((n, tribe) => (n > 0 ? [`${tribeName(tribe)}:${n}`] : [])).join(',')}`;

/** Coins as buttons; in a bid turn they build the bid, guided by the legal bids. */
function Coins({
  v,
  legal,
  onMove,
}: {
  v: MMView;
  legal: BoardProps['legal'];
  onMove: (m: string) => void;
}) {
  const [pick, setPick] = useState<number[]>([0, 0, 0, 0, 0, 0]);
  const mine = typeof v.viewer === 'number' ? v.coins[v.viewer] : null;
  if (!mine) return null;
  const bids = legal.flatMap((l) => {
    const c = coinsOf(l.move);
    return c ? [{ ...l, coins: c }] : [];
  });
  const reachable = (tribe: number) =>
    bids.some((b) => b.coins.every((n, i) => n >= (pick[i] ?? 0) + (i === tribe ? 1 : 0)));
  const chosen = bids.find((b) => encodeBid(b.coins) === encodeBid(pick));
  const bidding = bids.length > 0;
  return (
    <section class="panel coins" aria-label={t('yourCoins')}>
      <h3>{t('yourCoins')}</h3>
      <div class="coin-row">
        {mine.map((n, tribe) => (
          <button
            key={tribe}
            type="button"
            class="coin"
            style={{ background: fill(tribe) }}
            data-coin={tribeName(tribe)}
            disabled={!bidding || !reachable(tribe)}
            onClick={() => setPick(pick.map((x, i) => (i === tribe ? x + 1 : x)))}
            title={tribeLabel(tribe)}
          >
            {tribeLabel(tribe)} {n - (pick[tribe] ?? 0)}
            {pick[tribe] ? ` (+${pick[tribe]})` : ''}
          </button>
        ))}
      </div>
      {bidding ? (
        <div class="bid-row">
          <span class="muted">{t('bidHint')}</span>
          <button type="button" onClick={() => setPick([0, 0, 0, 0, 0, 0])}>
            {t('clear')}
          </button>
          <button
            type="button"
            class="primary"
            disabled={!chosen}
            data-move={chosen?.move}
            onClick={() => {
              if (!chosen) return;
              setPick([0, 0, 0, 0, 0, 0]);
              onMove(chosen.move);
            }}
          >
            {chosen ? chosen.label : t('bid')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** A play move read back from its string: `play c12 blue`, `play c12 blue pay:red` (MM-5). */
interface Play {
  readonly move: string;
  readonly label: string;
  readonly card: number;
  readonly tribe: number;
  readonly chain: { readonly kind: 'pay' | 'scorn'; readonly tribe: number } | null;
}

const tribeOf = (name: string | undefined) => TRIBES.indexOf(name as (typeof TRIBES)[number]);

export function playOf(l: { move: string; label: string }): Play | null {
  const m = /^play c(\d+) ([a-z]+)(?: (pay|scorn):([a-z]+))?$/.exec(l.move);
  if (!m) return null;
  const tribe = tribeOf(m[2]);
  const chainTribe = tribeOf(m[4]);
  return {
    move: l.move,
    label: l.label,
    card: Number(m[1]) - 1,
    tribe,
    chain: m[3] ? { kind: m[3] as 'pay' | 'scorn', tribe: chainTribe } : null,
  };
}

/**
 * The civilization turn, guided: pick a card, then the tribe to advance; when the scorn chain
 * asks for a choice (MM-5), a prompt names the rival and offers each way out. Buttons that lead
 * to a move without being one carry `data-step` (tests click them when no move is on offer).
 */
function Hand({
  v,
  legal,
  onMove,
}: {
  v: MMView;
  legal: BoardProps['legal'];
  onMove: (m: string) => void;
}) {
  const [card, setCard] = useState<number | null>(null);
  const [tribe, setTribe] = useState<number | null>(null);
  const hand = typeof v.viewer === 'number' ? v.hands[v.viewer] : null;
  if (!hand) return null;
  const plays = legal.flatMap((l) => {
    const p = playOf(l);
    return p ? [p] : [];
  });
  const ofCard = (c: number) => plays.filter((p) => p.card === c);
  const choose = (c: number | null) => (setCard(c), setTribe(null));
  const play = (move: string) => (choose(null), onMove(move));
  const cardPlays = card === null ? [] : ofCard(card);
  const tribes = [...new Set(cardPlays.map((p) => p.tribe))];
  const chain = tribe === null ? [] : cardPlays.filter((p) => p.tribe === tribe && p.chain);
  return (
    <section class="panel hand" aria-label={t('yourHand')}>
      <h3>{t('yourHand')}</h3>
      {plays.length ? <p class="muted">{t('chooseCard')}</p> : null}
      <div class="card-row">
        {hand.map((c) => {
          const info = CIVILIZATION_CARDS[c];
          if (!info) return null;
          const can = ofCard(c).length > 0;
          return (
            <button
              key={c}
              type="button"
              class={`civ${card === c ? ' selected' : ''}`}
              style={{ borderColor: fill(info.tribe) }}
              disabled={!can}
              aria-pressed={can ? card === c : undefined}
              data-card={`c${c + 1}`}
              data-step={can ? `c${c + 1}` : undefined}
              onClick={() => choose(card === c ? null : c)}
            >
              <strong>{info.skill}</strong>
              <span>
                {tribeLabel(info.tribe)} · {info.move}
              </span>
            </button>
          );
        })}
      </div>
      {cardPlays.length > 0 ? (
        <div class="choice" role="group" aria-label={t('chooseTribe')}>
          <span>{t('chooseTribe')}</span>
          {tribes.map((tr) => {
            const mine = cardPlays.filter((p) => p.tribe === tr);
            const only = mine.length === 1 && !mine[0]?.chain ? mine[0] : undefined;
            return only ? (
              <button key={tr} type="button" data-move={only.move} onClick={() => play(only.move)}>
                {only.label}
              </button>
            ) : (
              <button
                key={tr}
                type="button"
                class={tribe === tr ? 'selected' : ''}
                aria-pressed={tribe === tr}
                data-step={tribeName(tr)}
                onClick={() => setTribe(tribe === tr ? null : tr)}
              >
                {tribeLabel(tr)} …
              </button>
            );
          })}
        </div>
      ) : null}
      {chain.length > 0 && tribe !== null ? (
        <div class="chain-prompt" role="group" data-testid="chain-prompt" aria-label="MM-5">
          <p>
            {t('chainPrompt', { rival: tribeLabel(rivalOf(v.circle, tribe)) })}{' '}
            <span class="muted">(MM-5)</span>
          </p>
          <div class="choice">
            {chain.map((p) =>
              p.chain ? (
                <button
                  key={p.move}
                  type="button"
                  class="chain-option"
                  data-move={p.move}
                  title={p.label}
                  onClick={() => play(p.move)}
                >
                  {t(p.chain.kind === 'pay' ? 'chainPay' : 'chainScorn', {
                    tribe: tribeLabel(p.chain.tribe),
                  })}
                </button>
              ) : null,
            )}
            <button type="button" onClick={() => setTribe(null)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function Auction({ v, names }: { v: MMView; names: readonly string[] }) {
  const a = v.auction;
  if (!a) return null;
  const monkey = MONKEYS[a.monkey];
  return (
    <section class="panel auction" aria-label={t('auction')}>
      <h3>
        {t('auction')}:{' '}
        {monkey ? `${monkey.name} (${tribeLabel(monkey.tribe)} ${monkey.status})` : ''}
      </h3>
      <p>
        {t('standing')}:{' '}
        {a.high >= 0 ? (
          <>
            <strong>{a.value}</strong> – {names[a.high]} (
            {a.bid.flatMap((n, tribe) => (n > 0 ? [`${n} ${tribeLabel(tribe)}`] : [])).join(', ')})
          </>
        ) : (
          t('noBid')
        )}
      </p>
      <p>
        {t('toBid')}: <strong>{names[a.bidder]}</strong>
      </p>
    </section>
  );
}

function MMBoard({ view, viewer, names, legal, onMove }: BoardProps) {
  const v = { ...(view as MMView), viewer };
  const offered = new Map(legal.map((l) => [l.move, l.label]));
  return (
    <div class="mm-board" data-board="monkeys-on-the-moon">
      <p class="phase">
        {t('round')} {v.round} · {t('phase')}: {t(`phase_${v.phase}`)}
      </p>
      <Table v={v} names={names} legal={offered} onMove={onMove} />
      <div class="panels">
        <Auction v={v} names={names} />
        <Coins v={v} legal={legal} onMove={onMove} />
        <Hand v={v} legal={legal} onMove={onMove} />
      </div>
    </div>
  );
}

function MMResultDetails({ view, names }: { view: unknown; names: readonly string[] }) {
  const r = (view as MMView).result;
  if (!r) return null;
  return (
    <div class="mm-result">
      <p>
        {t('tribeOrder')}:{' '}
        {r.tribeOrder.map((tribe, i) => (
          <span key={tribe} class="tribe-tag" style={{ background: fill(tribe) }}>
            {i + 1}. {tribeLabel(tribe)}
          </span>
        ))}
      </p>
      <table>
        <thead>
          <tr>
            <th />
            <th>{t('titles')}</th>
            <th>{t('shipPool')}</th>
            <th>{t('scorn')}</th>
            <th>{t('monkeyPool')}</th>
            <th>{t('status')}</th>
          </tr>
        </thead>
        <tbody>
          {names.map((name, seat) => (
            <tr key={seat}>
              <td>{name}</td>
              <td>{r.titleVp[seat]}</td>
              <td>{r.shipVp[seat]}</td>
              <td>{-(r.scornPenalty[seat] ?? 0)}</td>
              <td>{r.monkeysLaunched[seat]}</td>
              <td>{r.statusTotal[seat]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const monkeysOnTheMoonWeb: WebBoard = {
  Board: MMBoard,
  ResultDetails: MMResultDetails,
  // Bids are built from the coins, plays chosen card -> tribe -> scorn-chain choice.
  handles: (move) => move.startsWith('bid ') || move.startsWith('play '),
};
