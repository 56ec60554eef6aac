// The Monkey Lab board: the lab as SVG (rooms on a 4 x 4 map, doorways as gaps in the walls,
// cages, floor items, monkeys, the guard) and HTML panels for the viewer's monkey, hand and the
// players. Rooms, items, cages and monkeys are clicked to play; cards and combat are guided in
// steps (monkey-lab-moves.ts). It reads the view (src/games/monkey-lab/view.ts) and offers only
// the legal moves it is given.

import { useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { ACTIONS_PER_TURN, CAGES, ITEMS, MONKEYS } from '../../../../src/games/monkey-lab/data.ts';
import {
  labFor,
  LOBBY,
  MAP_CELLS,
  roomCode,
  ROOM_COUNT,
} from '../../../../src/games/monkey-lab/lab.ts';
import type { MLView } from '../../../../src/games/monkey-lab/view.ts';
import { lang } from '../../i18n.ts';
import { activateOnKey } from '../../table/board.ts';
import type { BoardProps, WebBoard } from '../../table/board.ts';
import { boardHandles, CARD_VERBS, modeAlive, offerFor, prefixOf } from './moves.ts';
import type { Mode, Offer, Target } from './moves.ts';
import './style.css';

const EN = {
  lab: 'Monkey Lab',
  lobby: 'Lobby',
  turnOf: 'Turn of',
  over: 'The game is over',
  turns: 'turns played',
  actions: 'actions taken',
  stopped: 'stopped by the guard',
  guardOutside: 'The guard is still on the grass outside the lab.',
  guard: 'Guard',
  guardLetter: 'G',
  faceDown: 'face-down cage',
  cage: 'cage',
  needs: 'needs',
  monkeys: 'monkeys',
  you: 'you',
  yourMonkey: 'Your monkey',
  in: 'in',
  carries: 'carries',
  nothing: 'nothing',
  combatWith: 'fights with',
  drop: 'Drop it',
  pickUp: 'Pick up',
  reveal: 'Reveal the cage',
  unlock: 'Unlock the cage',
  endTurn: 'End the turn',
  yourCards: 'Your cards',
  noCards: 'no cards',
  players: 'Players',
  cards: 'cards',
  cagesWon: 'cages',
  tiles: 'scoring tiles',
  hidden: 'face down',
  deck: 'Deck',
  discard: 'discard',
  supply: 'tile supply (1/2/3)',
  unused: 'unused cages',
  cancel: 'Cancel',
  hintPlay:
    'Click a room to walk there, an item in your room to pick it up, the cage in your room to reveal or unlock it, a monkey next to you to fight it, or a card.',
  hintWait: 'Waiting for the other players.',
  hint_item_0: 'Move One Item: click an item in your room or a room next to it.',
  hint_item_2: 'Move One Item: click the room it goes to.',
  hint_exchange_0: 'Exchange: click the first of two rooms.',
  hint_exchange_1: 'Exchange: click the second room.',
  hint_steal_0: 'Steal: click a monkey in your room or a room next to it.',
  hint_twice_0: 'Move Twice: click the first room.',
  hint_twice_1: 'Move Twice: click the second room.',
  hint_guard_0: 'Move Guard: click the room he goes to.',
  hint_combat_1: 'Combat: click the room you throw the monkey into.',
  stealNobody: 'Play it with nobody in reach',
  legend: 'Items',
  legendCage:
    'A cage shows its monkeys (the points) and the items that open it; a dark cage is still face down.',
  total: 'Total',
  cageMonkeys: 'monkeys on cages',
  tileSum: 'tiles',
  cageCount: 'cage tiles',
} as const;

type Key = keyof typeof EN;

const DE: Record<Key, string> = {
  lab: 'Affenlabor',
  lobby: 'Eingangshalle',
  turnOf: 'Am Zug',
  over: 'Das Spiel ist aus',
  turns: 'Züge gespielt',
  actions: 'Aktionen gemacht',
  stopped: 'vom Wächter gestoppt',
  guardOutside: 'Der Wächter steht noch auf dem Rasen vor dem Labor.',
  guard: 'Wächter',
  guardLetter: 'W',
  faceDown: 'verdeckter Käfig',
  cage: 'Käfig',
  needs: 'braucht',
  monkeys: 'Affen',
  you: 'du',
  yourMonkey: 'Dein Affe',
  in: 'in',
  carries: 'trägt',
  nothing: 'nichts',
  combatWith: 'kämpft mit',
  drop: 'Ablegen',
  pickUp: 'Aufheben',
  reveal: 'Käfig aufdecken',
  unlock: 'Käfig öffnen',
  endTurn: 'Zug beenden',
  yourCards: 'Deine Karten',
  noCards: 'keine Karten',
  players: 'Spieler',
  cards: 'Karten',
  cagesWon: 'Käfige',
  tiles: 'Wertungsplättchen',
  hidden: 'verdeckt',
  deck: 'Stapel',
  discard: 'Ablage',
  supply: 'Plättchen-Vorrat (1/2/3)',
  unused: 'unbenutzte Käfige',
  cancel: 'Abbrechen',
  hintPlay:
    'Klicke einen Raum, um hinzugehen, einen Gegenstand in deinem Raum, um ihn aufzuheben, den Käfig in deinem Raum, um ihn aufzudecken oder zu öffnen, einen Affen neben dir für einen Kampf, oder eine Karte.',
  hintWait: 'Die anderen sind am Zug.',
  hint_item_0: 'Gegenstand bewegen: klicke einen Gegenstand in deinem oder einem Nachbarraum.',
  hint_item_2: 'Gegenstand bewegen: klicke den Zielraum.',
  hint_exchange_0: 'Tauschen: klicke den ersten von zwei Räumen.',
  hint_exchange_1: 'Tauschen: klicke den zweiten Raum.',
  hint_steal_0: 'Stehlen: klicke einen Affen in deinem oder einem Nachbarraum.',
  hint_twice_0: 'Zweimal ziehen: klicke den ersten Raum.',
  hint_twice_1: 'Zweimal ziehen: klicke den zweiten Raum.',
  hint_guard_0: 'Wächter bewegen: klicke den Raum, in den er geht.',
  hint_combat_1: 'Kampf: klicke den Raum, in den du den Affen wirfst.',
  stealNobody: 'Ohne Ziel spielen (niemand in Reichweite)',
  legend: 'Gegenstände',
  legendCage:
    'Ein Käfig zeigt seine Affen (die Punkte) und die Gegenstände, die ihn öffnen; ein dunkler Käfig liegt noch verdeckt.',
  total: 'Summe',
  cageMonkeys: 'Affen auf Käfigen',
  tileSum: 'Plättchen',
  cageCount: 'Käfigplättchen',
};

const tr = (key: Key): string => (lang() === 'de' ? DE[key] : EN[key]);

const ITEM_NAMES: Record<'en' | 'de', readonly string[]> = {
  en: ['Scalpel', 'Microscope', 'Box', 'Cable'],
  de: ['Skalpell', 'Mikroskop', 'Kiste', 'Kabel'],
};
const CARD_TITLES: Record<'en' | 'de', readonly string[]> = {
  en: ['Move One Item', 'Exchange', 'Steal', 'Move Twice', 'Move Guard'],
  de: ['Gegenstand bewegen', 'Tauschen', 'Stehlen', 'Zweimal ziehen', 'Wächter bewegen'],
};
const CARD_HELP: Record<'en' | 'de', readonly string[]> = {
  en: [
    'one floor item between two rooms near you',
    'swap the floors of two rooms near you',
    'a monkey near you drops its item here',
    'two steps in one action',
    'put the guard in any room',
  ],
  de: [
    'ein Gegenstand zwischen zwei Räumen nahe dir',
    'tauscht die Böden zweier Räume nahe dir',
    'ein Affe nahe dir lässt seinen Gegenstand hier fallen',
    'zwei Schritte in einer Aktion',
    'stellt den Wächter in einen beliebigen Raum',
  ],
};
const COLOUR_NAMES: Record<'en' | 'de', readonly string[]> = {
  en: ['Red', 'Yellow', 'Green', 'Purple'],
  de: ['Rot', 'Gelb', 'Grün', 'Lila'],
};
/** Letters on the monkey tokens, unique in each language (German Gelb and Grün share a G). */
const MONKEY_MARKS: Record<'en' | 'de', readonly string[]> = {
  en: ['R', 'Y', 'G', 'P'],
  de: ['R', 'Ge', 'Gr', 'L'],
};
const itemLabel = (i: number) => ITEM_NAMES[lang()][i] ?? ITEMS[i] ?? '?';
const cardLabel = (k: number) => CARD_TITLES[lang()][k] ?? '?';
const colourLabel = (seat: number) => COLOUR_NAMES[lang()][seat] ?? MONKEYS[seat]?.colour ?? '?';

const MONKEY_FILL = ['#c62828', '#f9c623', '#2e7d32', '#7b1fa2'];
const MONKEY_INK = ['#fff', '#1c1f26', '#fff', '#fff'];
const ITEM_FILL = ['#546e7a', '#1565c0', '#8d5a2b', '#e65100'];
const GUARD_FILL = '#0d47a1';
/** The guard's badge, a shield, so it never reads as a monkey token. */
const shield = (x: number, y: number) =>
  `M${x - 15} ${y - 15} H${x + 15} V${y + 2} Q${x + 15} ${y + 13} ${x} ${y + 19} Q${x - 15} ${y + 13} ${x - 15} ${y + 2} Z`;

// The map: 4 x 4 cells, the lobby filling the middle 2 x 2.
const CELL_W = 190;
const CELL_H = 150;
const GAP = 16;
const PAD = 14;
const SIZE_W = 2 * PAD + 4 * CELL_W + 3 * GAP;
const SIZE_H = 2 * PAD + 4 * CELL_H + 3 * GAP;
const cellX = (col: number) => PAD + col * (CELL_W + GAP);
const cellY = (row: number) => PAD + row * (CELL_H + GAP);
const LOBBY_CELLS: readonly (readonly [number, number])[] = [
  [1, 1],
  [1, 2],
  [2, 1],
  [2, 2],
];
const cellsOf = (room: number) =>
  room === LOBBY ? LOBBY_CELLS : [MAP_CELLS[room] as readonly [number, number]];

interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}
const boxOf = (room: number): Box => {
  if (room === LOBBY) return { x: cellX(1), y: cellY(1), w: 2 * CELL_W + GAP, h: 2 * CELL_H + GAP };
  const [row, col] = MAP_CELLS[room] as readonly [number, number];
  return { x: cellX(col), y: cellY(row), w: CELL_W, h: CELL_H };
};

/** The opening between two rooms, drawn across the gap between their cells. */
function doorRect(a: number, b: number): Box | null {
  for (const [ra, ca] of cellsOf(a))
    for (const [rb, cb] of cellsOf(b)) {
      if (ra === rb && Math.abs(ca - cb) === 1) {
        const left = Math.min(ca, cb);
        return { x: cellX(left) + CELL_W - 4, y: cellY(ra) + CELL_H / 2 - 20, w: GAP + 8, h: 40 };
      }
      if (ca === cb && Math.abs(ra - rb) === 1) {
        const top = Math.min(ra, rb);
        return { x: cellX(ca) + CELL_W / 2 - 24, y: cellY(top) + CELL_H - 4, w: 48, h: GAP + 8 };
      }
    }
  return null;
}

function ItemIcon({ item, x, y, r = 10 }: { item: number; x: number; y: number; r?: number }) {
  const fill = ITEM_FILL[item] ?? '#777';
  const common = { fill, stroke: '#fff', 'stroke-width': 1.5 };
  switch (item) {
    case 0: // scalpel: a diamond
      return (
        <path d={`M${x} ${y - r} L${x + r} ${y} L${x} ${y + r} L${x - r} ${y} Z`} {...common} />
      );
    case 1: // microscope: a circle
      return <circle cx={x} cy={y} r={r * 0.9} {...common} />;
    case 2: // box: a square
      return <rect x={x - r * 0.8} y={y - r * 0.8} width={r * 1.6} height={r * 1.6} {...common} />;
    default: // cable: a triangle
      return (
        <path
          d={`M${x} ${y - r} L${x + r} ${y + r * 0.8} L${x - r} ${y + r * 0.8} Z`}
          {...common}
        />
      );
  }
}

/** A clickable SVG group when `offer` is set; a plain one that lets clicks through otherwise. */
function Hit({
  offer,
  act,
  label,
  children,
}: {
  offer: Offer;
  act: (o: Offer) => void;
  label: string;
  children: ComponentChildren;
}) {
  if (!offer) return <g class="ml-inert">{children}</g>;
  const go = () => act(offer);
  return (
    <g
      class="clickable ml-hit"
      role="button"
      // Lower case: Preact sets SVG attributes as written, and only `tabindex` makes a <g> focusable.
      tabindex={0}
      aria-label={label}
      data-move={'move' in offer ? offer.move : undefined}
      data-step={'next' in offer ? prefixOf(offer.next) : undefined}
      onClick={go}
      onKeyDown={activateOnKey(go)}
    >
      <title>{label}</title>
      {children}
    </g>
  );
}

interface Ctx {
  readonly v: MLView;
  readonly offer: (t: Target) => Offer;
  readonly act: (o: Offer) => void;
  readonly labelOf: (o: Offer, fallback: string) => string;
  readonly mode: Mode | null;
}

function Room({ room, ctx }: { room: number; ctx: Ctx }) {
  const { v, offer, act, labelOf, mode } = ctx;
  const lab = labFor(v.sides);
  const b = boxOf(room);
  const name = room === LOBBY ? tr('lobby') : (lab.names[room] as string);
  const roomOffer = offer({ kind: 'room', room });
  const picked = mode !== null && mode.picks.includes(roomCode(room));
  const here = v.at.flatMap((at, seat) => (at === room ? [seat] : []));
  const floor = v.floor[room] ?? [];
  const c = v.cage[room] ?? -1;
  const hidden = v.hidden[room] === true;
  const cageOffer = offer({ kind: 'cage', room });
  const itemStep = Math.min(26, (b.w - 20) / Math.max(1, floor.length));
  return (
    <g data-room={roomCode(room)}>
      <Hit offer={roomOffer} act={act} label={labelOf(roomOffer, name)}>
        <rect
          x={b.x}
          y={b.y}
          width={b.w}
          height={b.h}
          rx={6}
          class={`ml-room${room === LOBBY ? ' lobby' : ''}${roomOffer ? ' offered' : ''}${picked ? ' picked' : ''}`}
        />
      </Hit>
      <text x={b.x + 8} y={b.y + 17} class="ml-name ml-inert">
        {name}
      </text>
      <text x={b.x + b.w - 8} y={b.y + 17} class="ml-code ml-inert" text-anchor="end">
        {roomCode(room)}
      </text>
      {c >= 0 || hidden ? (
        <Hit offer={cageOffer} act={act} label={labelOf(cageOffer, tr('cage'))}>
          <Cage cage={c} x={b.x + 8} y={b.y + 26} offered={cageOffer !== null} />
        </Hit>
      ) : null}
      {v.guard === room ? (
        <g class="ml-inert" data-guard={roomCode(room)}>
          <title>{tr('guard')}</title>
          <path d={shield(b.x + b.w - 24, b.y + 44)} fill={GUARD_FILL} stroke="#fff" />
          <text x={b.x + b.w - 24} y={b.y + 51} text-anchor="middle" class="ml-chip">
            {tr('guardLetter')}
          </text>
        </g>
      ) : null}
      {here.map((seat, i) => {
        const o = offer({ kind: 'monkey', seat });
        const cx = b.x + 24 + i * 40;
        const cy = b.y + b.h - 56;
        const carried = v.carry[seat] ?? -1;
        const chosen = mode?.verb === 'combat' && mode.picks[0] === MONKEYS[seat]?.colour;
        return (
          <Hit key={seat} offer={o} act={act} label={labelOf(o, colourLabel(seat))}>
            <g data-monkey={MONKEYS[seat]?.colour}>
              <circle
                cx={cx}
                cy={cy}
                r={14}
                fill={MONKEY_FILL[seat]}
                class={`ml-monkey${o ? ' offered' : ''}${chosen ? ' picked' : ''}`}
              />
              <text x={cx} y={cy + 5} text-anchor="middle" class="ml-chip" fill={MONKEY_INK[seat]}>
                {MONKEY_MARKS[lang()][seat]}
              </text>
              {carried >= 0 ? <ItemIcon item={carried} x={cx + 13} y={cy + 11} r={7} /> : null}
            </g>
          </Hit>
        );
      })}
      {floor.map((item, i) => {
        const o = offer({ kind: 'item', room, item });
        const x = b.x + 18 + i * itemStep;
        const y = b.y + b.h - 18;
        return (
          <Hit key={i} offer={o} act={act} label={labelOf(o, itemLabel(item))}>
            <g data-item={ITEMS[item]}>
              {o ? <circle cx={x} cy={y} r={13} class="ml-ring" /> : null}
              <ItemIcon item={item} x={x} y={y} />
            </g>
          </Hit>
        );
      })}
    </g>
  );
}

function Cage({ cage, x, y, offered }: { cage: number; x: number; y: number; offered: boolean }) {
  const info = CAGES[cage];
  const w = 96;
  const h = 42;
  return (
    <g data-cage={info ? cage + 1 : 'hidden'}>
      <title>
        {info
          ? `${tr('cage')}: ${info.monkeys} ${tr('monkeys')}, ${tr('needs')} ${info.needs.map(itemLabel).join(' + ')}`
          : tr('faceDown')}
      </title>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx={4}
        class={`ml-cage${info ? '' : ' down'}${offered ? ' offered' : ''}`}
      />
      {[1, 2, 3, 4, 5].map((k) => (
        <line key={k} x1={x + k * 16} y1={y + 2} x2={x + k * 16} y2={y + h - 2} class="ml-bar" />
      ))}
      {info ? (
        <>
          <rect x={x + 4} y={y + 4} width={24} height={h - 8} rx={3} fill="#fff" />
          <text x={x + 16} y={y + 27} text-anchor="middle" class="ml-count">
            {info.monkeys}
          </text>
          {info.needs.map((item, i) => (
            <g key={i}>
              <rect x={x + 32 + i * 21} y={y + 10} width={20} height={22} rx={3} fill="#fff" />
              <ItemIcon item={item} x={x + 42 + i * 21} y={y + 21} r={8} />
            </g>
          ))}
        </>
      ) : (
        <text x={x + w / 2} y={y + 28} text-anchor="middle" class="ml-chip">
          ?
        </text>
      )}
    </g>
  );
}

function Lab({ ctx }: { ctx: Ctx }) {
  const lab = labFor(ctx.v.sides);
  const doors: Box[] = [];
  for (let a = 0; a < ROOM_COUNT; a++)
    for (const b of lab.adjacent[a] ?? []) {
      if (b <= a) continue;
      const d = doorRect(a, b);
      if (d) doors.push(d);
    }
  return (
    <svg viewBox={`0 0 ${SIZE_W} ${SIZE_H}`} class="ml-svg" role="group" aria-label={tr('lab')}>
      {Array.from({ length: ROOM_COUNT }, (_, room) => (
        <Room key={room} room={room} ctx={ctx} />
      ))}
      {doors.map((d, i) => (
        <rect key={i} x={d.x} y={d.y} width={d.w} height={d.h} class="ml-door ml-inert" />
      ))}
    </svg>
  );
}

function CardButton({ kind, ctx, selected }: { kind: number; ctx: Ctx; selected: boolean }) {
  const o = ctx.offer({ kind: 'card', card: kind });
  return (
    <button
      type="button"
      class={`ml-card${selected ? ' selected' : ''}`}
      disabled={!o}
      data-card={CARD_VERBS[kind]}
      data-step={o && 'next' in o ? prefixOf(o.next) : undefined}
      onClick={() => ctx.act(o)}
    >
      <strong>{cardLabel(kind)}</strong>
      <span>{CARD_HELP[lang()][kind]}</span>
    </button>
  );
}

function Me({ ctx, seat }: { ctx: Ctx; seat: number }) {
  const { v, offer, act, mode } = ctx;
  const lab = labFor(v.sides);
  const carried = v.carry[seat] ?? -1;
  const combat = MONKEYS[seat]?.combat ?? 0;
  const hand = v.hands[seat] ?? [];
  const drop = offer({ kind: 'drop' });
  const end = offer({ kind: 'end' });
  const bare = offer({ kind: 'bare' });
  const room = v.at[seat] ?? 0;
  // What the viewer's own room offers, also as buttons: easier to hit on a phone than the map.
  const hereOffers = [
    ...[...new Set(v.floor[room] ?? [])].map((item) => ({
      offer: offer({ kind: 'item', room, item }),
      text: `${tr('pickUp')}: ${itemLabel(item)}`,
    })),
    { offer: offer({ kind: 'cage', room }), text: '' },
  ].flatMap(({ offer: o, text }) =>
    o && 'move' in o
      ? [
          {
            move: o.move,
            text: o.move === 'reveal' ? tr('reveal') : o.move === 'unlock' ? tr('unlock') : text,
          },
        ]
      : [],
  );
  return (
    <section class="panel ml-me" aria-label={tr('yourMonkey')}>
      <h3>
        <span class="ml-dot" style={{ background: MONKEY_FILL[seat] }} /> {tr('yourMonkey')} (
        {colourLabel(seat)})
      </h3>
      <p>
        {tr('in')} <strong>{room === LOBBY ? tr('lobby') : lab.names[room]}</strong> ·{' '}
        {tr('carries')} <strong>{carried >= 0 ? itemLabel(carried) : tr('nothing')}</strong> ·{' '}
        {tr('combatWith')} {itemLabel(combat)}
      </p>
      <div class="ml-row">
        {mode === null
          ? hereOffers.map((h) => (
              <button
                key={h.move}
                type="button"
                data-move={h.move}
                onClick={() => act({ move: h.move })}
              >
                {h.text}
              </button>
            ))
          : null}
        {drop && 'move' in drop ? (
          <button type="button" data-move={drop.move} onClick={() => act(drop)}>
            {tr('drop')}
          </button>
        ) : null}
        {end && 'move' in end ? (
          <button type="button" data-move={end.move} onClick={() => act(end)}>
            {tr('endTurn')}
          </button>
        ) : null}
      </div>
      <h3>{tr('yourCards')}</h3>
      <div class="ml-row">
        {hand.length === 0 ? <span class="muted">{tr('noCards')}</span> : null}
        {hand.map((kind, i) => (
          <CardButton
            key={`${kind}-${i}`}
            kind={kind}
            ctx={ctx}
            selected={mode?.verb === CARD_VERBS[kind]}
          />
        ))}
      </div>
      {bare && 'move' in bare ? (
        <div class="ml-row">
          <button type="button" class="primary" data-move={bare.move} onClick={() => act(bare)}>
            {tr('stealNobody')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function hintOf(mode: Mode | null, acting: boolean): string {
  if (!acting) return tr('hintWait');
  if (!mode) return tr('hintPlay');
  const key = `hint_${mode.verb}_${mode.picks.length}`;
  return key in EN ? tr(key as Key) : '';
}

/** Scoring tiles as the view holds them: values when open to the viewer, else a count. */
const tilesText = (tiles: readonly number[] | null, count: number): string =>
  tiles ? (tiles.length ? tiles.join(' + ') : '0') : `${count} ${tr('hidden')}`;
const tileSum = (tiles: readonly number[]): string => {
  const sum = tiles.reduce((n, x) => n + x, 0);
  return tiles.length > 1 ? `${sum} (${tiles.join(' + ')})` : String(sum);
};

function Players({ v, names }: { v: MLView; names: readonly string[] }) {
  const lab = labFor(v.sides);
  return (
    <section class="panel ml-players" aria-label={tr('players')}>
      <h3>{tr('players')}</h3>
      <ul>
        {Array.from({ length: v.players }, (_, seat) => {
          const carried = v.carry[seat] ?? -1;
          const hand = v.hands[seat];
          const tiles = v.tiles[seat];
          const won = v.cages[seat] ?? [];
          const room = v.at[seat] ?? 0;
          return (
            <li key={seat} class={seat === v.turn && !v.result ? 'acting' : ''} data-seat={seat}>
              <span class="ml-dot" style={{ background: MONKEY_FILL[seat] }} />{' '}
              <strong>{names[seat] ?? `#${seat + 1}`}</strong> ({colourLabel(seat)}
              {seat === v.viewer ? `, ${tr('you')}` : ''}) · {roomCode(room)}{' '}
              {room === LOBBY ? '' : `(${lab.names[room]})`} · {tr('carries')}{' '}
              {carried >= 0 ? itemLabel(carried) : tr('nothing')} · {tr('cards')}:{' '}
              {hand ? hand.map(cardLabel).join(', ') || '0' : v.handSizes[seat]} · {tr('cagesWon')}:{' '}
              {won.length} ({won.reduce((n, c) => n + (CAGES[c]?.monkeys ?? 0), 0)} {tr('monkeys')})
              · {tr('tiles')}: {tilesText(tiles ?? null, v.tileCounts[seat] ?? 0)}
            </li>
          );
        })}
      </ul>
      <p class="muted">
        {tr('deck')} {v.deckSize} · {tr('discard')} {v.discard.length} · {tr('supply')}{' '}
        {v.supply.join('/')} · {tr('unused')} {v.unusedCount}
      </p>
      <p class="ml-legend">
        {tr('legend')}:{' '}
        {ITEMS.map((_, i) => (
          <span key={i} class="ml-legend-item">
            <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true">
              <ItemIcon item={i} x={12} y={12} />
            </svg>
            {itemLabel(i)}
          </span>
        ))}
      </p>
      <p class="ml-legend muted">
        {tr('legendCage')} {tr('guardLetter')} = {tr('guard')}.
      </p>
    </section>
  );
}

function MLBoard({ view, viewer, names, legal, onMove }: BoardProps) {
  const v = view as MLView;
  const moves = new Set(legal.map((l) => l.move));
  const labels = new Map(legal.map((l) => [l.move, l.label]));
  const [chosen, setChosen] = useState<Mode | null>(null);
  // A choice under way is dropped as soon as it no longer leads to a legal move.
  const mode = chosen && modeAlive(moves, chosen) ? chosen : null;
  const seat = typeof viewer === 'number' ? viewer : null;
  const here = seat === null ? -1 : (v.at[seat] ?? -1);
  const act = (o: Offer) => {
    if (!o) return;
    if ('move' in o) {
      setChosen(null);
      onMove(o.move);
    } else setChosen(o.next);
  };
  const ctx: Ctx = {
    v,
    mode,
    act,
    offer: (t) => (moves.size ? offerFor(moves, mode, t, here) : null),
    labelOf: (o, fallback) => (o && 'move' in o ? (labels.get(o.move) ?? o.move) : fallback),
  };
  const lab = labFor(v.sides);
  const acting = seat !== null && moves.size > 0;
  return (
    <div class="board ml-board" data-board="monkey-lab">
      <p class="phase">
        {v.result ? (
          `${tr('over')} · ${v.turns} ${tr('turns')}`
        ) : (
          <>
            {tr('turnOf')} <span class="ml-dot" style={{ background: MONKEY_FILL[v.turn] }} />{' '}
            <strong>{names[v.turn] ?? colourLabel(v.turn)}</strong> · {v.actions}/{ACTIONS_PER_TURN}{' '}
            {tr('actions')}
            {v.stopped ? ` · ${tr('stopped')}` : ''}
          </>
        )}
        {v.guard < 0 ? ` · ${tr('guardOutside')}` : ` · ${tr('guard')}: ${lab.names[v.guard]}`}
      </p>
      {seat !== null && !v.result ? (
        <div class="ml-prompt" aria-live="polite">
          <span>{hintOf(mode, acting)}</span>
          {mode ? (
            <button type="button" onClick={() => setChosen(null)}>
              {tr('cancel')}
            </button>
          ) : null}
        </div>
      ) : null}
      <Lab ctx={ctx} />
      <div class="panels">
        {seat !== null ? <Me ctx={ctx} seat={seat} /> : null}
        <Players v={v} names={names} />
      </div>
    </div>
  );
}

function MLResultDetails({ view, names }: { view: unknown; names: readonly string[] }) {
  const v = view as MLView;
  if (!v.result) return null;
  return (
    <div class="ml-result">
      <table>
        <thead>
          <tr>
            <th />
            <th>{tr('cageMonkeys')}</th>
            <th>{tr('tileSum')}</th>
            <th>{tr('total')}</th>
            <th>{tr('cageCount')}</th>
          </tr>
        </thead>
        <tbody>
          {names.map((name, seat) => {
            const cages = v.cages[seat] ?? [];
            const monkeys = cages.reduce((n, c) => n + (CAGES[c]?.monkeys ?? 0), 0);
            const tiles = v.tiles[seat];
            return (
              <tr key={seat}>
                <td>
                  <span class="ml-dot" style={{ background: MONKEY_FILL[seat] }} /> {name}
                </td>
                <td>{monkeys}</td>
                <td>{tiles ? tileSum(tiles) : '?'}</td>
                <td>{v.result?.scores[seat]}</td>
                <td>{cages.length}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export const monkeyLabWeb: WebBoard = {
  Board: MLBoard,
  ResultDetails: MLResultDetails,
  handles: boardHandles,
};
