// The Monkeys on the Moon board, the pilot of the board API (docs/architecture.md): the table
// in HTML that reflows from a 390 px phone to a desktop (parts.tsx), the viewer's coins and
// cards at hand, and the turn as steps in the action bar (steps.ts). It reads the game's view
// (src/games/monkeys-on-the-moon/view.ts) and offers exactly the legal moves.

import { useEffect, useState } from 'preact/hooks';
import {
  CIV_CARDS_REMOVED,
  CIVILIZATION_CARDS,
  TITLE_VP,
} from '../../../../src/games/monkeys-on-the-moon/data.ts';
import type { MMView } from '../../../../src/games/monkeys-on-the-moon/view.ts';
import { AtHand } from '../../table/at-hand.tsx';
import { ChoosableItem, HiddenHeading, ListItem } from '../../table/lists.tsx';
import type { BoardProps } from '../../table/board.ts';
import type { StepButton } from '../../table/step.ts';
import { useStep } from '../../table/step.ts';
import { tw } from '../../table/words.ts';
import { KEY, tribeName } from './moves.ts';
import { Emblem } from './emblems.tsx';
import { Auction, Circle, fill, MonkeyCard, Players, ShipCard, Track } from './parts.tsx';
import { decide, NO_SELECTION } from './steps.ts';
import type { Button, Decision, Selection } from './steps.ts';
import { g, G, names as namesIn, tribe, w } from './words.ts';

const ZERO = [0, 0, 0, 0, 0, 0];

/** Rounds in a game: every civilization card in play is one player's turn (DERIVED in the spec). */
const roundsOf = (players: number): number =>
  (CIVILIZATION_CARDS.length - (CIV_CARDS_REMOVED[players] ?? 0)) / players;

/** The viewer's coins: a bid is built from them when one is asked for. */
function Coins({
  v,
  d,
  sel,
  pick,
}: {
  v: MMView;
  d: Decision | null;
  sel: Selection;
  pick: (t: number) => void;
}) {
  const mine = typeof v.viewer === 'number' ? v.coins[v.viewer] : null;
  if (!mine) return null;
  const building = d?.coins.some(Boolean) ?? false;
  return (
    <div class="mm-coins" role="list" aria-label={`${G('coins')}`}>
      {mine.map((n, t) => {
        const put = sel.bid[t] ?? 0;
        const can = building && (d?.coins[t] ?? false);
        const text = (
          <>
            <Emblem t={t} />
            {tribe(t)} <strong>{n - put}</strong>
            {put ? <span class="mm-put"> +{put}</span> : null}
          </>
        );
        const common = {
          class: `mm-coin${put ? ' picked' : ''}`,
          style: { background: fill(t) },
          'data-key': KEY.coin(t),
          'data-coin': tribeName(t),
          'data-tip': w().coinTip(t, n, v.circle),
        };
        return (
          <ListItem key={t}>
            {building ? (
              <button
                type="button"
                {...common}
                data-step={`coin-${tribeName(t)}`}
                disabled={!can}
                onClick={() => pick(t)}
              >
                {text}
              </button>
            ) : (
              <span {...common} tabindex={0}>
                {text}
              </span>
            )}
          </ListItem>
        );
      })}
    </div>
  );
}

/** The viewer's civilization cards: chosen first in a civilization turn. */
function Hand({
  v,
  d,
  sel,
  choose,
}: {
  v: MMView;
  d: Decision | null;
  sel: Selection;
  choose: (c: number) => void;
}) {
  const hand = typeof v.viewer === 'number' ? v.hands[v.viewer] : null;
  if (!hand) return null;
  if (hand.length === 0) return <p class="muted">{w().noCards}</p>;
  return (
    <div class="mm-hand" role="list" aria-label={G('hand')}>
      {hand.map((c) => {
        const card = CIVILIZATION_CARDS[c];
        if (!card) return null;
        const can = d?.cards.has(c) ?? false;
        const body = (
          <>
            <strong>
              {namesIn()
                .civ(c)
                .replace(/ \(.*\)$/, '')}
            </strong>
            <span>
              {tribe(card.tribe)} · {w().moves(card.move)}
            </span>
          </>
        );
        const common = {
          class: `mm-civ${sel.card === c ? ' selected' : ''}`,
          style: { borderColor: fill(card.tribe) },
          'data-key': KEY.card(c),
          'data-card': `c${c + 1}`,
          'data-tip': w().civTip(c, v.circle),
        };
        return (
          <ChoosableItem
            key={c}
            attrs={common}
            step={can ? `c${c + 1}` : undefined}
            pressed={sel.card === c}
            onChoose={() => choose(c)}
          >
            {body}
          </ChoosableItem>
        );
      })}
    </div>
  );
}

export function MMBoard({ view, viewer, names, legal, onMove }: BoardProps) {
  const v = { ...(view as MMView), viewer };
  const [sel, setSel] = useState<Selection>(NO_SELECTION);
  // A new decision (the legal moves changed) starts with nothing picked.
  const decisionKey = legal.map((l) => l.move).join('|');
  useEffect(() => setSel(NO_SELECTION), [decisionKey]);
  const d = decide(v, legal, sel, names);

  const toStep = (b: Button): StepButton => {
    const a = b.action;
    const base = { label: b.label, tip: b.tip, primary: b.primary, disabled: b.disabled };
    switch (a.kind) {
      case 'move':
        return { ...base, move: a.move };
      case 'tribe':
        return {
          ...base,
          step: `tribe-${tribeName(a.tribe)}`,
          onClick: () => setSel({ ...sel, tribe: a.tribe }),
        };
      case 'cancel':
        return { ...base, onClick: () => setSel(NO_SELECTION) };
      case 'clear':
        return { ...base, onClick: () => setSel({ ...sel, bid: ZERO }) };
    }
  };
  useStep(d ? { prompt: d.prompt, buttons: d.buttons.map(toStep) } : null);

  const mine = typeof viewer === 'number' ? v.coins[viewer] : null;
  const hand = typeof viewer === 'number' ? v.hands[viewer] : null;
  const coinCount = mine?.reduce((a, b) => a + b, 0) ?? 0;
  const phase =
    v.phase === 'civilization' ? G('civilizationTurns') : v.phase === 'over' ? '' : G('bidTurns');
  return (
    <div class="mm-board" data-board="monkeys-on-the-moon">
      <p class="mm-status">
        <span>{w().round(v.round, roundsOf(v.players))}</span>
        {phase ? <span>{phase}</span> : null}
        <span class="muted">
          {G('civCards')}: {w().deckLeft(v.civDeckSize)}
        </span>
        {v.options.maximumScorn ? <span class="mm-variant">{G('maximumScorn')}</span> : null}
        {v.options.treachery ? <span class="mm-variant">{G('treachery')}</span> : null}
      </p>
      <div class="mm-top">
        <Circle v={v} names={names} marked={d?.tribes ?? new Set()} />
        <Track v={v} names={names} marked={d?.tribes ?? new Set()} />
      </div>
      <div class="mm-offer">
        <section class="mm-pool" aria-label={G('monkeyPool')}>
          <h3 data-tip={w().deckTip(G('monkeys'), v.monkeyDeckSize)}>
            {G('monkeyPool')} <span class="muted">({w().deckLeft(v.monkeyDeckSize)})</span>
          </h3>
          <div class="mm-cards" role="list">
            {v.monkeyPool.map((m) => (
              <ListItem key={m}>
                <MonkeyCard v={v} id={m} offer={d?.monkeys.get(m)} onMove={onMove} />
              </ListItem>
            ))}
          </div>
        </section>
        <section class="mm-pool" aria-label={G('shipPool')}>
          <h3 data-tip={w().deckTip(G('ships'), v.shipDeckSize)}>
            {G('shipPool')} <span class="muted">({w().deckLeft(v.shipDeckSize)})</span>
          </h3>
          <div class="mm-cards" role="list">
            {v.shipPool.map((s) => (
              <ListItem key={s}>
                <ShipCard v={v} id={s} offer={d?.ships.get(s)} onMove={onMove} />
              </ListItem>
            ))}
          </div>
        </section>
        <Auction v={v} names={names} />
      </div>
      <HiddenHeading>{tw('players')}</HiddenHeading>
      <Players v={v} names={names} />
      {(mine || hand) && !v.result ? (
        <AtHand
          title={w().yourThings}
          summary={w().handSummary(hand?.length ?? 0, coinCount)}
          active={d?.atHand ?? false}
          about={sel.card !== null ? namesIn().civ(sel.card) : undefined}
        >
          <Coins
            v={v}
            d={d}
            sel={sel}
            pick={(t) => setSel({ ...sel, bid: sel.bid.map((n, i) => (i === t ? n + 1 : n)) })}
          />
          <Hand
            v={v}
            d={d}
            sel={sel}
            choose={(c) => setSel({ ...NO_SELECTION, card: sel.card === c ? null : c })}
          />
        </AtHand>
      ) : null}
    </div>
  );
}

/** Under the score sheet: the final tribe order and who earned which title. */
export function MMResultDetails({ view, names }: { view: unknown; names: readonly string[] }) {
  const r = (view as MMView).result;
  if (!r) return null;
  const who = (seats: readonly number[], status: readonly number[]) =>
    seats.map((s) => `${names[s] ?? s + 1} (${status[s]})`).join(', ') || w().nobody;
  return (
    <div class="mm-result">
      <h3>{G('finalTribeOrder')}</h3>
      <ul class="mm-titles">
        {r.titles.map((title) => {
          const vp = TITLE_VP[title.place - 1];
          return (
            <li key={title.tribe}>
              <span class="mm-tribe" style={{ background: fill(title.tribe) }}>
                <Emblem t={title.tribe} />
                {tribe(title.tribe)}
              </span>{' '}
              <span class="muted">
                {w().titleLine(title.place, vp?.leader ?? 0, vp?.undersecretary ?? 0)}
              </span>
              <br />
              {G('leader')}: {who(title.leaders, title.status)} · {G('undersecretary')}:{' '}
              {who(title.undersecretaries, title.status)}
            </li>
          );
        })}
      </ul>
      <p class="muted">
        {G('monkeysLaunched')}: {names.map((n, s) => `${n} ${r.monkeysLaunched[s]}`).join(', ')} ·{' '}
        {G('statusPoints')}: {names.map((n, s) => `${n} ${r.statusTotal[s]}`).join(', ')}
      </p>
      <p class="sr-only">{g('titles')}</p>
    </div>
  );
}
