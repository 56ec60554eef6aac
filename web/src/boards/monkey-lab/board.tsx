// The Monkey Lab board (docs/architecture.md, the board API): the lab as an HTML map (a 4 x 4
// grid, the lobby in the middle 2 x 2, doorways as marks on the walls) that is readable from a
// 390 px phone to a desktop, the players beside it, and the viewer's monkey and cards at hand.
// Rooms and the items to move are tapped on the map; cards at hand; everything else, and every
// further step of a card or a combat, in the action bar (steps.ts). It offers exactly the legal
// moves it is given.

import { useEffect, useState } from 'preact/hooks';
import { CAGES, MONKEYS } from '../../../../src/games/monkey-lab/data.ts';
import { labFor, LOBBY, MAP_CELLS, ROOM_COUNT } from '../../../../src/games/monkey-lab/lab.ts';
import type { Lab } from '../../../../src/games/monkey-lab/lab.ts';
import type { MLView } from '../../../../src/games/monkey-lab/view.ts';
import { lang } from '../../i18n.ts';
import { AtHand } from '../../table/at-hand.tsx';
import { ChoosableItem, ListItem, ToPlay } from '../../table/lists.tsx';
import type { BoardProps } from '../../table/board.ts';
import type { StepButton } from '../../table/step.ts';
import { useStep } from '../../table/step.ts';
import { ItemIcon, ItemLegend, ItemWord } from './items.tsx';
import { KEY, prefixOf } from './moves.ts';
import type { Mode, Offer } from './moves.ts';
import { decide, stepOf } from './steps.ts';
import type { Button, Decision } from './steps.ts';
import { card, colour, G, g, item, Item, needsOf, room as roomIn, roomLabel, w } from './words.ts';

export const MONKEY_FILL = ['#c62828', '#f9c623', '#2e7d32', '#7b1fa2'];
const MONKEY_INK = ['#fff', '#1c1f26', '#fff', '#fff'];

/** Letters on the monkey tokens: the colour's first letters, unique in each language. */
const mark = (seat: number): string => {
  const names = MONKEYS.map((_, s) => colour(s));
  const mine = names[seat] ?? '?';
  for (let n = 1; n <= mine.length; n++) {
    const head = mine.slice(0, n);
    if (names.every((o, s) => s === seat || !o.startsWith(head))) return head;
  }
  return mine;
};

function GuardIcon() {
  return (
    <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true">
      <path d="M3 2 H21 V11 Q21 18 12 23 Q3 18 3 11 Z" fill="#0d47a1" stroke="#fff" />
      <path d="M8 11 L11 14 L16 8" fill="none" stroke="#fff" stroke-width={2.5} />
    </svg>
  );
}

/** Which wall of `r`'s cell a doorway to `to` goes through: top, right, bottom, left. */
function doorSide(r: number, to: number): 'top' | 'right' | 'bottom' | 'left' | null {
  const [row, col] = MAP_CELLS[r] as readonly [number, number];
  const sides = [
    ['top', row - 1, col],
    ['right', row, col + 1],
    ['bottom', row + 1, col],
    ['left', row, col - 1],
  ] as const;
  for (const [side, y, x] of sides) {
    const lobby = y >= 1 && y <= 2 && x >= 1 && x <= 2;
    const [ty, tx] = MAP_CELLS[to] as readonly [number, number];
    if (to === LOBBY ? lobby : !lobby && ty === y && tx === x) return side;
  }
  return null;
}

interface RoomProps {
  readonly v: MLView;
  readonly lab: Lab;
  readonly r: number;
  readonly names: readonly string[];
  readonly offer: Exclude<Offer, null> | undefined;
  /** The floor items that can be chosen now, by kind. */
  readonly items: ReadonlyMap<number, Exclude<Offer, null>> | undefined;
  readonly label: string;
  readonly picked: boolean;
  readonly act: (o: Exclude<Offer, null>) => void;
}

function Room({ v, lab, r, names, offer, items, label, picked, act }: RoomProps) {
  const W = w();
  const name = roomIn(lab, r);
  const c = v.cage[r] ?? -1;
  const hidden = v.hidden[r] === true;
  const monkeys = v.at.flatMap((at, s) => (at === r ? [s] : []));
  const floor = v.floor[r] ?? [];
  const seen = new Map<number, number>();
  const parts: string[] = [];
  if (c >= 0) parts.push(W.cageTip(CAGES[c]?.monkeys ?? 0, needsOf(c)));
  else if (hidden) parts.push(W.faceDownTip);
  if (floor.length) parts.push(`${G('item')}: ${floor.map(item).join(', ')}.`);
  const doors = (lab.adjacent[r] ?? []).map((to) => roomIn(lab, to)).join(', ');
  const tip = W.roomTip(name, doors, parts);
  const [row, col] = r === LOBBY ? [1, 1] : (MAP_CELLS[r] as readonly [number, number]);
  const span = r === LOBBY ? 2 : 1;
  return (
    <div
      class={`ml-room${r === LOBBY ? ' lobby' : ''}${offer ? ' offered' : ''}${picked ? ' picked' : ''}`}
      style={{ gridArea: `${row + 1} / ${col + 1} / span ${span} / span ${span}` }}
      data-key={KEY.room(r)}
      data-room={r === LOBBY ? 'lobby' : KEY.room(r).slice(5)}
      data-tip={offer ? undefined : tip}
      tabindex={offer ? undefined : 0}
    >
      {offer ? (
        <button
          type="button"
          class="ml-go"
          aria-label={label}
          data-tip={`${label}. ${tip}`}
          data-move={'move' in offer ? offer.move : undefined}
          data-step={stepOf(offer)}
          onClick={() => act(offer)}
        />
      ) : null}
      <span class="ml-room-name">{roomLabel(name)}</span>
      <span class="ml-tokens">
        {c >= 0 || hidden ? (
          <span
            class={`ml-cage${hidden ? ' down' : ''}`}
            data-key={KEY.cage(r)}
            data-cage={hidden ? 'hidden' : c + 1}
            data-tip={hidden ? W.faceDownTip : W.cageTip(CAGES[c]?.monkeys ?? 0, needsOf(c))}
            tabindex={0}
          >
            {hidden ? (
              '?'
            ) : (
              <>
                <strong>{CAGES[c]?.monkeys}</strong>
                {(CAGES[c]?.needs ?? []).map((i, k) => (
                  <ItemIcon key={k} item={i} size={13} />
                ))}
              </>
            )}
          </span>
        ) : null}
        {v.guard === r ? (
          <span
            class="ml-guard"
            data-key={KEY.guard}
            data-guard
            data-tip={W.guardTip(name)}
            tabindex={0}
          >
            <GuardIcon />
          </span>
        ) : null}
        {monkeys.map((s) => {
          const carried = v.carry[s] ?? -1;
          return (
            <span
              key={s}
              class="ml-monkey"
              style={{ background: MONKEY_FILL[s], color: MONKEY_INK[s] }}
              data-key={KEY.monkey(s)}
              data-monkey={MONKEYS[s]?.colour}
              data-tip={W.monkeyTip(
                colour(s),
                names[s] ?? colour(s),
                carried >= 0 ? item(carried) : W.carriesNothing,
                item(MONKEYS[s]?.combat ?? 0),
              )}
              tabindex={0}
            >
              {mark(s)}
              {carried >= 0 ? (
                <span class="ml-carried">
                  <ItemIcon item={carried} size={12} />
                </span>
              ) : null}
            </span>
          );
        })}
        {floor.map((i) => {
          const k = seen.get(i) ?? 0;
          seen.set(i, k + 1);
          const o = k === 0 ? items?.get(i) : undefined;
          if (o) {
            const text = W.itemIn(item(i), name);
            return (
              <button
                key={KEY.item(r, i, k)}
                type="button"
                class="ml-item offered"
                data-key={KEY.item(r, i, k)}
                data-item={i}
                data-tip={text}
                aria-label={text}
                data-move={'move' in o ? o.move : undefined}
                data-step={stepOf(o)}
                onClick={() => act(o)}
              >
                <ItemIcon item={i} size={22} />
              </button>
            );
          }
          return (
            <span
              key={KEY.item(r, i, k)}
              class="ml-item"
              data-key={KEY.item(r, i, k)}
              data-item={i}
              data-tip={W.itemTip(item(i))}
              tabindex={0}
            >
              <ItemIcon item={i} />
            </span>
          );
        })}
      </span>
      {(lab.adjacent[r] ?? [])
        .filter((to) => to !== LOBBY || r !== LOBBY)
        .filter((to) => r !== LOBBY && (to === LOBBY || to > r))
        .map((to) => {
          const side = doorSide(r, to);
          return side ? <span key={to} class={`ml-door ${side}`} aria-hidden="true" /> : null;
        })}
    </div>
  );
}

function Players({ v, lab, names }: { v: MLView; lab: Lab; names: readonly string[] }) {
  const W = w();
  return (
    <section class="ml-players" aria-label={W.players}>
      <h3>{W.players}</h3>
      <ul>
        {Array.from({ length: v.players }, (_, s) => {
          const carried = v.carry[s] ?? -1;
          const hand = v.hands[s];
          const tiles = v.tiles[s];
          const won = v.cages[s] ?? [];
          return (
            <li
              key={s}
              class={s === v.turn && !v.result ? 'acting' : ''}
              data-key={KEY.player(s)}
              data-seat={s}
            >
              <span class="ml-dot" style={{ background: MONKEY_FILL[s] }} aria-hidden="true" />{' '}
              <strong>{names[s] ?? colour(s)}</strong> ({colour(s)}
              {s === v.viewer ? `, ${W.you}` : ''})
              <ToPlay acting={s === v.turn && !v.result} />
              <br />
              {W.inRoom(roomIn(lab, v.at[s] ?? 0))} · {g('carries')}{' '}
              {carried >= 0 ? <ItemWord item={carried} /> : W.carriesNothing}
              <br />
              {hand && s === v.viewer
                ? W.cardsN(hand.length)
                : W.cardsN(v.handSizes[s] ?? 0)} ·{' '}
              {W.cagesLine(
                won.length,
                won.reduce((n, c) => n + (CAGES[c]?.monkeys ?? 0), 0),
              )}{' '}
              · {tiles ? W.tilesOpen(tiles) : W.tilesHidden(v.tileCounts[s] ?? 0)}
            </li>
          );
        })}
      </ul>
      <p class="muted">{W.supplyLine(v.deckSize, v.discard.length, v.supply, v.unusedCount)}</p>
    </section>
  );
}

function Mine({
  v,
  lab,
  seat,
  d,
  mode,
  act,
}: {
  v: MLView;
  lab: Lab;
  seat: number;
  d: Decision | null;
  mode: Mode | null;
  act: (o: Exclude<Offer, null>) => void;
}) {
  const W = w();
  const carried = v.carry[seat] ?? -1;
  const hand = v.hands[seat] ?? [];
  const seen = new Map<number, number>();
  return (
    <>
      <p class="ml-me">
        <span class="ml-dot" style={{ background: MONKEY_FILL[seat] }} /> {colour(seat)}{' '}
        {W.inRoom(roomIn(lab, v.at[seat] ?? 0))} · {g('carries')}{' '}
        <strong>{carried >= 0 ? <ItemWord item={carried} /> : W.carriesNothing}</strong> ·{' '}
        {W.fightsWith(item(MONKEYS[seat]?.combat ?? 0))}
      </p>
      <div class="ml-hand" role="list" aria-label={G('hand')}>
        {hand.length === 0 ? (
          <ListItem>
            <span class="muted">{W.noCards}</span>
          </ListItem>
        ) : null}
        {hand.map((kind) => {
          const k = seen.get(kind) ?? 0;
          seen.set(kind, k + 1);
          const o = d?.cards.get(kind);
          const common = {
            class: `ml-card${mode && prefixVerb(mode) === kind && k === 0 ? ' selected' : ''}`,
            'data-key': KEY.card(kind, k),
            'data-card': kind,
            'data-tip': W.cardTip(kind),
          };
          const body = <strong>{card(kind)}</strong>;
          return (
            <ChoosableItem
              key={`${kind}-${k}`}
              attrs={common}
              step={o ? stepOf(o) : undefined}
              onChoose={() => o && act(o)}
            >
              {body}
            </ChoosableItem>
          );
        })}
      </div>
    </>
  );
}

const VERBS = ['item', 'exchange', 'steal', 'twice', 'guard'];
const prefixVerb = (mode: Mode): number => VERBS.indexOf(mode.verb);

export function MLBoard({ view, viewer, names, legal, onMove }: BoardProps) {
  const v = { ...(view as MLView), viewer };
  const lab = labFor(v.sides);
  const [mode, setMode] = useState<Mode | null>(null);
  // The step whose items the bar lists too (asked for by its button), as a move prefix.
  const [listedFor, setListedFor] = useState<string | null>(null);
  // A new decision (the legal moves changed) starts with nothing chosen.
  const decisionKey = legal.map((l) => l.move).join('|');
  useEffect(() => {
    setMode(null);
    setListedFor(null);
  }, [decisionKey]);
  const d = decide(v, legal, mode, names, mode !== null && listedFor === prefixOf(mode));
  const act = (o: Exclude<Offer, null>) => {
    if ('move' in o) {
      setMode(null);
      onMove(o.move);
    } else setMode(o.next);
  };
  const toStep = (b: Button): StepButton => {
    const a = b.action;
    const base = { label: b.label, tip: b.tip, primary: b.primary };
    if (a.kind === 'move') return { ...base, move: a.move };
    if (a.kind === 'mode')
      return { ...base, step: stepOf({ next: a.mode }), onClick: () => setMode(a.mode) };
    if (a.kind === 'list') return { ...base, onClick: () => mode && setListedFor(prefixOf(mode)) };
    return { ...base, onClick: () => setMode(null) };
  };
  useStep(d ? { prompt: d.prompt, buttons: d.buttons.map(toStep) } : null);
  const label = (o: Exclude<Offer, null>, r: number) =>
    'move' in o ? (legal.find((l) => l.move === o.move)?.label ?? roomIn(lab, r)) : roomIn(lab, r);
  const seat = typeof viewer === 'number' ? viewer : null;
  const W = w();
  const picks = new Set(mode?.picks ?? []);
  return (
    <div class="ml-board" data-board="monkey-lab">
      <p class="ml-status">
        <span>
          {v.result
            ? W.over(v.turns)
            : W.turnOf(v.turn === viewer ? null : (names[v.turn] ?? colour(v.turn)), v.actions) +
              (v.stopped ? ` · ${W.stopped}` : '')}
        </span>
        <span>{v.guard < 0 ? W.guardOutside : W.guardAt(roomIn(lab, v.guard))}</span>
      </p>
      <div class="ml-main">
        <div class="ml-lab" role="group" aria-label={G('lab')} lang={lang()}>
          {Array.from({ length: ROOM_COUNT }, (_, r) => {
            const o = d?.rooms.get(r);
            return (
              <Room
                key={r}
                v={v}
                lab={lab}
                r={r}
                names={names}
                offer={o}
                items={d?.items.get(r)}
                label={o ? label(o, r) : ''}
                picked={picks.has(KEY.room(r).slice(5))}
                act={act}
              />
            );
          })}
        </div>
        <Players v={v} lab={lab} names={names} />
      </div>
      <ItemLegend />
      {seat !== null && !v.result ? (
        <AtHand
          title={W.yourThings}
          summary={W.summary(
            v.hands[seat]?.length ?? 0,
            (v.carry[seat] ?? -1) >= 0 ? Item(v.carry[seat] as number) : W.carriesNothing,
          )}
          active={d?.atHand ?? false}
        >
          <Mine v={v} lab={lab} seat={seat} d={d} mode={mode} act={act} />
        </AtHand>
      ) : null}
    </div>
  );
}

/** Under the score sheet: each player's cages and scoring tiles, one line each. */
export function MLResultDetails({ view, names }: { view: unknown; names: readonly string[] }) {
  const v = view as MLView;
  if (!v.result) return null;
  const sum = (xs: readonly number[]) =>
    `${xs.reduce((n, x) => n + x, 0)}${xs.length > 1 ? ` (${xs.join(' + ')})` : ''}`;
  return (
    <ul class="ml-result">
      {names.map((name, s) => {
        const cages = v.cages[s] ?? [];
        const tiles = v.tiles[s];
        return (
          <li key={s}>
            <span class="ml-dot" style={{ background: MONKEY_FILL[s] }} /> <strong>{name}</strong>:{' '}
            {G('cageMonkeys')} {sum(cages.map((c) => CAGES[c]?.monkeys ?? 0))} · {G('scoringTiles')}{' '}
            {tiles ? sum(tiles) : '?'} · {G('cageTiles')} {cages.length}
          </li>
        );
      })}
    </ul>
  );
}
