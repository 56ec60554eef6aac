// The parts of the Moon table in HTML, so they reflow from a 390 px phone to a desktop: the
// status row (Era, round, X, piles), the Flag Rewards, the Reputation cards, each settlement by
// colour with its resources, Rovers and flags, the cards a choice is about, and the solo Rival.
// Every card and token has a stable `data-key` and a `data-tip` (words.ts).

import {
  flagCount,
  flagWinner,
  rivalColours,
  rivalFlags,
} from '../../../../src/games/moon/flag-table.ts';
import type { Library } from '../../../../src/games/moon/library.ts';
import { FLAG_REWARD_CARDS } from '../../../../src/games/moon/rules-data.ts';
import type { MoonState } from '../../../../src/games/moon/state.ts';
import type { MoonView } from '../../../../src/games/moon/view.ts';
import { COLOURS, FLAGS, RESOURCES } from '../../../../src/games/moon/vocabulary.ts';
import type { Colour, Flag } from '../../../../src/games/moon/vocabulary.ts';
import { KindIcon, ResourceIcon } from './icons.tsx';
import { ToPlay } from '../../table/lists.tsx';
import { KEY } from './moves.ts';
import { panelCards, panelTitle } from './steps.ts';
import type { Button } from './steps.ts';
import {
  capital,
  cardName,
  cardTip,
  colour,
  era,
  flagName,
  G,
  hearts,
  ink,
  kindOf,
  MOON_FILL,
  RES_FILL,
  resName,
  w,
  wf,
} from './words.ts';

export interface PartProps {
  readonly v: MoonView;
  readonly lib: Library;
  readonly names: readonly string[];
  /** Cards the current step is about. */
  readonly marked: ReadonlySet<number>;
}

const seatName = (names: readonly string[], seat: number) => names[seat] ?? `#${seat + 1}`;

/** A card as a tile: its name in its colour, Rovers and Hearts on it, flipped or not. */
export function Card({
  v,
  lib,
  id,
  marked,
  pick,
  act,
}: {
  v: MoonView;
  lib: Library;
  id: number;
  marked: boolean;
  /** Tapping the card makes this choice (a button then). */
  pick?: Button | undefined;
  act?: ((b: Button) => void) | undefined;
}) {
  const kind = kindOf(lib, id);
  const rovers = v.roverOn[id] ?? 0;
  const onIt = v.cardHearts[id] ?? 0;
  const flipped = v.flipped.includes(id);
  const tip = [
    cardTip(lib, id),
    rovers ? wf('parked', { n: rovers }) : '',
    onIt ? wf('heartsOn', { n: onIt }) : '',
    flipped ? capital(w('flippedNote')) : '',
  ]
    .filter(Boolean)
    .join('. ');
  const common = {
    class: `moon-tile${marked ? ' offered' : ''}${flipped ? ' flipped' : ''}`,
    style: { background: MOON_FILL[kind], color: ink(kind) },
    'data-key': KEY.card(id),
    'data-card': '',
    'data-tip': tip,
  };
  const body = (
    <>
      <span class="moon-tile-name">
        <KindIcon k={kind} />
        {cardName(lib, id)}
      </span>
      {rovers ? (
        <span class="moon-badge">
          {G('rover')}
          {rovers > 1 ? ` ×${rovers}` : ''}
        </span>
      ) : null}
      {onIt ? <span class="moon-badge heart">{onIt}♥</span> : null}
      {flipped ? <span class="moon-badge">↺</span> : null}
    </>
  );
  if (pick && act) {
    const a = pick.action;
    return (
      <button
        type="button"
        {...common}
        aria-label={pick.tip ?? pick.label}
        data-move={a.kind === 'move' ? a.move : undefined}
        data-step={a.kind === 'select' ? pick.step : undefined}
        onClick={() => act(pick)}
      >
        {body}
      </button>
    );
  }
  return (
    <span {...common} tabindex={0}>
      {body}
    </span>
  );
}

/** Era, round, X, the discard pile, the stacks; a row of chips that wraps. */
export function Status({ v, lib, names }: PartProps) {
  const top = v.discard.at(-1);
  const list = (sizes: readonly number[]) =>
    sizes.map((n, i) => `${G('era')} ${era(i + 1)}: ${n}`).join(', ');
  const order = v.order.map((s) => seatName(names, s)).join(' → ');
  return (
    <p class="moon-status">
      <strong>
        {G('era')} {era(v.era)} · {wf('roundOf', { n: v.round })}
        {v.over ? ` · ${w('gameOver')}` : ''}
      </strong>
      <span
        class="moon-chip x"
        data-key={KEY.reward('X')}
        data-tip={wf('xTip', { n: v.x })}
        tabindex={0}
      >
        X = {v.x}
      </span>
      <span
        class="moon-chip"
        data-key={KEY.discard}
        data-tip={wf('discardTip', {
          n: v.discard.length,
          top: top === undefined ? '–' : cardName(lib, top),
        })}
        tabindex={0}
      >
        {capital(G('discardPile'))}: {v.discard.length}
      </span>
      <span class="moon-chip" data-tip={wf('stacksTip', { list: list(v.stackSizes) })} tabindex={0}>
        {G('eraStacks')}: {v.stackSizes[v.era - 1] ?? 0}
      </span>
      <span
        class="moon-chip"
        data-tip={wf('expDecksTip', { list: list(v.expeditionDeckSizes) })}
        tabindex={0}
      >
        {G('expeditionDecks')}: {v.expeditionDeckSizes[v.era - 1] ?? 0}
      </span>
      {order && !v.over ? (
        <span class="muted" data-tip={v.solo ? w('soloDraft') : w('draft')} tabindex={0}>
          {w('playingOrder')}: {order}
        </span>
      ) : null}
    </p>
  );
}

/** The two Flag Reward cards: Hearts under each flag, and X. */
export function Rewards({ v }: PartProps) {
  return (
    <section class="moon-rewards" aria-label={G('flagRewards')}>
      <h3>{G('flagRewards')}</h3>
      <div class="moon-reward-row" role="list">
        {FLAG_REWARD_CARDS.flat().map((f) =>
          f === 'X' ? null : (
            <span
              key={f}
              role="listitem"
              class="moon-reward"
              data-key={KEY.reward(f)}
              data-reward={f}
              data-tip={wf('rewardTip', {
                flag: flagName(f),
                n: v.flagHearts[FLAGS.indexOf(f)] ?? 0,
              })}
              tabindex={0}
            >
              {flagName(f)} <strong>{v.flagHearts[FLAGS.indexOf(f)] ?? 0}♥</strong>
            </span>
          ),
        )}
      </div>
    </section>
  );
}

/** The Reputation cards on display by level, each with what it needs. */
export function Reputations({ v, lib, marked }: PartProps) {
  if (v.reputations.length === 0) return null;
  return (
    <section class="moon-reps" aria-label={G('reputations')}>
      <h3>{G('reputations')}</h3>
      <div class="moon-rep-row" role="list">
        {v.reputations.map((id) => {
          const rep = lib.reputation[id];
          return (
            <span
              key={id}
              role="listitem"
              class={`moon-rep ${rep?.level ?? ''}${marked.has(id) ? ' offered' : ''}`}
              data-key={KEY.card(id)}
              data-tip={cardTip(lib, id)}
              tabindex={0}
            >
              <span class="moon-tile-name">{cardName(lib, id)}</span>{' '}
              <strong>{rep?.hearts ?? 0}♥</strong>
            </span>
          );
        })}
      </div>
    </section>
  );
}

/**
 * Cards off the table the current choice is about: revealed cards, a searched pile (a stack or
 * the discard pile), the discard pile whose Assimilation rewards are taken; those that can be
 * chosen are tapped here (`panel`).
 */
export function Offered({
  v,
  lib,
  marked,
  panel,
  act,
}: PartProps & { panel: ReadonlyMap<number, Button>; act: (b: Button) => void }) {
  const cards = panelCards(v);
  if (cards.length === 0) return null;
  const title = panelTitle(v);
  return (
    <section class="moon-offered" aria-label={title}>
      <h3>{title}</h3>
      <div class="moon-tiles">
        {cards.map((id) => (
          <Card
            key={id}
            v={v}
            lib={lib}
            id={id}
            marked={marked.has(id)}
            pick={panel.get(id)}
            act={act}
          />
        ))}
      </div>
    </section>
  );
}

/** One player's settlement: name, Hearts, resources, Rovers, flags, Expedition, cards by colour. */
export function Settlement({ v, lib, names, marked, seat }: PartProps & { seat: number }) {
  const state = v as unknown as MoonState; // flag counting reads public fields only
  const name = seatName(names, seat);
  const acting = v.toAct.includes(seat);
  const cards = v.settlements[seat] ?? [];
  const onMine = cards.reduce((n, id) => n + (v.roverOn[id] ?? 0), 0);
  const exp = v.handExpedition[seat];
  const supply = v.supply[seat] ?? [];
  const claimed = v.claimed[seat] ?? [];
  const kinds = (['base', ...COLOURS] as const).filter((k) =>
    cards.some((id) => kindOf(lib, id) === k),
  );
  return (
    <section
      class={`moon-seat${acting ? ' acting' : ''}`}
      data-seat={seat}
      aria-label={name}
      data-key={`player-${seat + 1}`}
    >
      <header class="moon-seat-head">
        <h3>
          {acting ? <span aria-hidden="true">▶ </span> : null}
          {name}
          {seat === v.viewer ? ` (${w('you')})` : ''}
          <ToPlay acting={acting} />
        </h3>
        <span
          class="moon-chip heart"
          data-key={KEY.hearts(seat)}
          data-tip={wf('heartsTip', { name, n: v.hearts[seat] ?? 0 })}
          tabindex={0}
        >
          {hearts(v.hearts[seat] ?? 0)}
        </span>
        {RESOURCES.map((r, i) => (
          <span
            key={r}
            class="moon-chip res"
            style={{ background: RES_FILL[r] }}
            data-key={KEY.resource(seat, r)}
            data-tip={wf('resourceTip', { name, n: supply[i] ?? 0, res: resName(r) })}
            tabindex={0}
          >
            <ResourceIcon r={r} />
            {resName(r)} {supply[i] ?? 0}
          </span>
        ))}
        <span
          class="moon-chip"
          data-key={KEY.rovers(seat)}
          data-tip={wf('roversTip', { name, n: v.rovers[seat] ?? 0, parked: onMine })}
          tabindex={0}
        >
          {G('rovers')} {v.rovers[seat] ?? 0} (+{onMine})
        </span>
        <span class="muted">
          {(v.handSizes[seat] ?? 0) === 1
            ? w('oneCardInHand')
            : wf('cardsInHand', { n: v.handSizes[seat] ?? 0 })}
        </span>
      </header>
      <p class="moon-flags">
        {FLAGS.map((f: Flag) => {
          const n = flagCount(lib, state, seat, f);
          const leads = n > 0 && flagWinner(lib, state, f) === seat;
          return (
            <span
              key={f}
              class={`moon-flag${leads ? ' leads' : ''}`}
              data-flag={f}
              data-tip={wf('flagTip', {
                name,
                n,
                flag: flagName(f),
                lead: leads ? w('flagLeadTip') : '',
              })}
              tabindex={0}
            >
              {flagName(f)} {n}
              {leads ? ` ★ ${w('leads')}` : ''}
            </span>
          );
        })}
      </p>
      <p class="moon-seat-extra">
        {exp === null || exp === undefined ? (
          <span class="muted" data-key={KEY.expedition(seat)}>
            {w('hiddenExpedition')}
          </span>
        ) : exp < 0 ? (
          <span class="muted" data-key={KEY.expedition(seat)}>
            {w('noExpedition')}
          </span>
        ) : seat === v.viewer ? null : (
          <span
            class="moon-chip"
            data-key={KEY.card(exp)}
            data-tip={cardTip(lib, exp)}
            tabindex={0}
          >
            {cardName(lib, exp)}
            {exp === v.firstExpedition && !cardName(lib, exp).includes(G('firstExpedition'))
              ? ` (${G('firstExpedition')})`
              : ''}
          </span>
        )}
        {claimed.map((id) => (
          <span
            key={id}
            class={`moon-rep ${lib.reputation[id]?.level ?? ''}`}
            data-key={KEY.card(id)}
            data-tip={cardTip(lib, id)}
            tabindex={0}
          >
            {cardName(lib, id)} {lib.reputation[id]?.hearts ?? 0}♥
          </span>
        ))}
      </p>
      <div class="moon-columns">
        {kinds.map((k) => (
          <div key={k} class="moon-column">
            <h4>{k === 'base' ? G('base') : capital(colour(k as Colour))}</h4>
            {cards
              .filter((id) => kindOf(lib, id) === k)
              .map((id) => (
                <Card key={id} v={v} lib={lib} id={id} marked={marked.has(id)} />
              ))}
          </div>
        ))}
      </div>
    </section>
  );
}

/** Solo: the Rival (Hearts, flags, cards by colour) and the round's face-up hands. */
export function SoloPanel({ v, lib }: PartProps) {
  const solo = v.solo;
  if (!solo) return null;
  const flags = FLAGS.map((f) => `${flagName(f)} ${rivalFlags(lib, solo, f)}`).join(' · ');
  const colours = Object.entries(rivalColours(lib, solo))
    .map(([c, n]) => `${colour(c as Colour)} ${n}`)
    .join(', ');
  const state = (i: number) =>
    i === solo.current
      ? w('handInPlay')
      : i === solo.removed
        ? w('handRemoved')
        : solo.played[i]
          ? w('handPlayed')
          : w('handOpen');
  return (
    <section class="moon-solo" aria-label={w('soloTitle')} data-testid="moon-solo">
      <h3>{w('soloTitle')}</h3>
      <p>
        <strong>{w('theRival')}</strong>:{' '}
        <span
          class="moon-chip heart"
          data-key={KEY.hearts('rival')}
          data-rival-hearts={solo.hearts}
        >
          {hearts(solo.hearts)}
        </span>{' '}
        · {flags}
        {colours ? ` · ${wf('rivalCards', { list: colours })}` : ''}
      </p>
      <h4>
        {w('soloHands')} ({wf('soloRound', { r: v.round === 1 ? 'A' : 'B' })})
      </h4>
      <ul class="moon-solo-hands">
        {solo.hands.map((hand, i) => {
          const current = i === solo.current;
          const cards = current ? (v.hands[0] ?? []) : hand;
          const exp = current ? (v.handExpedition[0] ?? -1) : (solo.expeditions[i] ?? -1);
          return (
            <li key={i} data-hand={i + 1} data-state={state(i)}>
              <strong>{wf('handN', { n: i + 1 })}</strong> <span class="muted">({state(i)})</span>:{' '}
              {cards.map((id, j) => (
                <span key={id}>
                  {j > 0 ? ', ' : ''}
                  <span class="moon-name" data-tip={cardTip(lib, id)} tabindex={0}>
                    {cardName(lib, id)}
                  </span>
                </span>
              ))}
              {exp >= 0 ? (
                <>
                  {' + '}
                  <span class="moon-name" data-tip={cardTip(lib, exp)} tabindex={0}>
                    {cardName(lib, exp)}
                  </span>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p class="muted">{w('soloNote')}</p>
    </section>
  );
}
