// The pieces of the Monkeys on the Moon table, in HTML so they reflow from a phone to a desktop:
// the alliance circle, the tribe track, the cards on offer, the auction and the players. Every
// piece carries its `data-key` (marks, motion), its `data-tip` (tooltip) and, when it can be
// chosen, its move (`data-move`).

import type { LegalMove } from '../../api.ts';
import {
  MONKEYS,
  SHIPS,
  TRACK_LAST_SPACE,
  TRIBES,
  WHITE_DOT_SPACE,
} from '../../../../src/games/monkeys-on-the-moon/data.ts';
import type { MMView } from '../../../../src/games/monkeys-on-the-moon/view.ts';
import { Emblem } from './emblems.tsx';
import { ListItem, ToPlay } from '../../table/lists.tsx';
import { KEY, tribeName } from './moves.ts';
import { g, G, names as namesIn, tribe, w } from './words.ts';

/**
 * A tribe's colour: `--tribe-<name>` in style.css, one set per theme (white text on each is at
 * least 4.5:1).
 */
export const fill = (t: number): string => `var(--tribe-${TRIBES[t] ?? 'none'}, #777)`;

/** Where a tribe's stone stands, in words. */
export function whereIs(v: MMView, t: number): string {
  const place = v.finished.indexOf(t);
  const pos = v.track[t] ?? 0;
  return place >= 0 ? w().finished(place + 1) : pos === 0 ? w().atStart : w().spaceOf(pos);
}

const scornWhere = (v: MMView, t: number, names: readonly string[]): string => {
  const holder = v.scorn[t] ?? -1;
  return holder >= 0 ? w().heldBy(names[holder] ?? '') : w().inCentre;
};

export function Circle({
  v,
  names,
  marked,
}: {
  v: MMView;
  names: readonly string[];
  marked: ReadonlySet<number>;
}) {
  const n = v.circle.length;
  return (
    <section class="mm-circle" aria-label={G('allianceCircle')}>
      <h3>{G('allianceCircle')}</h3>
      <div
        class="mm-ring"
        data-tip={w().circleHint}
        tabindex={0}
        role="list"
        aria-label={G('allianceCircle')}
      >
        {v.circle.map((t, i) => {
          const a = (i / n) * 2 * Math.PI - Math.PI / 2;
          return (
            <span
              key={t}
              role="listitem"
              class={`mm-chip${marked.has(t) ? ' possible' : ''}`}
              style={{
                background: fill(t),
                left: `calc(50% + ${Math.cos(a) * 36}% - 30px)`,
                top: `calc(50% + ${Math.sin(a) * 36}% - 30px)`,
              }}
              data-key={KEY.circle(t)}
              data-tribe={tribeName(t)}
              data-tip={w().tribeTip(
                t,
                v.circle,
                whereIs(v, t),
                v.supply[t] ?? 0,
                scornWhere(v, t, names),
              )}
            >
              <Emblem t={t} />
              {tribe(t)}
            </span>
          );
        })}
      </div>
    </section>
  );
}

export function Track({
  v,
  names,
  marked,
}: {
  v: MMView;
  names: readonly string[];
  marked: ReadonlySet<number>;
}) {
  const cells = Array.from({ length: TRACK_LAST_SPACE + 1 }, (_, i) => i);
  return (
    <section class="mm-track" aria-label={G('track')}>
      <h3>{G('track')}</h3>
      <ol class="mm-rows">
        {[...v.track.keys()].map((t) => {
          const pos = Math.min(v.track[t] ?? 0, TRACK_LAST_SPACE);
          const place = v.finished.indexOf(t);
          const holder = v.scorn[t] ?? -1;
          const where = whereIs(v, t);
          return (
            <li
              key={t}
              class={`mm-row${marked.has(t) ? ' possible' : ''}`}
              data-key={KEY.track(t)}
              data-tribe={tribeName(t)}
            >
              <span
                class="mm-tribe"
                style={{ background: fill(t) }}
                tabindex={0}
                data-tip={w().tribeTip(
                  t,
                  v.circle,
                  where,
                  v.supply[t] ?? 0,
                  scornWhere(v, t, names),
                )}
              >
                <Emblem t={t} />
                {tribe(t)}
              </span>
              <span class="mm-bar" aria-hidden="true">
                {cells.map((i) => (
                  <span
                    key={i}
                    style={{ gridColumn: String(i + 1) }}
                    class={`mm-cell${i === 0 ? ' start' : ''}${i === TRACK_LAST_SPACE ? ' goal' : ''}${v.options.treachery && i === WHITE_DOT_SPACE ? ' dot' : ''}`}
                  />
                ))}
                <span
                  class="mm-stone"
                  style={{ background: fill(t), gridColumn: String(pos + 1) }}
                  data-key={KEY.stone(t)}
                  data-tip={w().stoneTip(t, where)}
                >
                  {place >= 0 ? `${place + 1}.` : pos}
                </span>
              </span>
              <span class="mm-row-info">
                <span
                  class="mm-supply"
                  data-tip={`${G('supply')}: ${w().coinsN(v.supply[t] ?? 0)}`}
                >
                  {G('supply')} {v.supply[t]}
                </span>
                <span
                  class={`mm-scorn${holder >= 0 ? ' held' : ''}`}
                  style={{ borderColor: fill(t) }}
                  data-key={KEY.scorn(t)}
                  data-tip={w().scornTip(t, holder >= 0 ? (names[holder] ?? '') : null)}
                >
                  {holder >= 0 ? names[holder] : w().inCentre}
                </span>
              </span>
              <span class="sr-only">{where}</span>
            </li>
          );
        })}
      </ol>
      {v.options.treachery ? (
        <p class="mm-note" data-tip={w().whiteDotTip} tabindex={0}>
          ● {G('whiteDot')}: {g('space')} {WHITE_DOT_SPACE}
          {v.treacheryDone ? ` (${g('treachery')} ✓)` : ''}
        </p>
      ) : null}
    </section>
  );
}

/** A monkey card: a button when it can be chosen. */
export function MonkeyCard({
  v,
  id,
  offer,
  onMove,
}: {
  v: MMView;
  id: number;
  offer?: LegalMove;
  onMove?: (move: string) => void;
}) {
  const card = MONKEYS[id];
  if (!card) return null;
  const body = (
    <>
      <strong>{card.name}</strong>
      <span>
        <Emblem t={card.tribe} />
        {tribe(card.tribe)} · {g('status')} {card.status}
      </span>
    </>
  );
  const common = {
    class: 'mm-monkey',
    style: { background: fill(card.tribe) },
    'data-key': KEY.monkey(id),
    'data-tip': w().monkeyTip(id, v.circle),
  };
  return offer && onMove ? (
    <button
      type="button"
      {...common}
      data-move={offer.move}
      aria-label={offer.label}
      onClick={() => onMove(offer.move)}
    >
      {body}
    </button>
  ) : (
    <span {...common} tabindex={0}>
      {body}
    </span>
  );
}

/** A small monkey aboard a ship: its name and status. */
const Aboard = ({ v, id }: { v: MMView; id: number }) => {
  const card = MONKEYS[id];
  return card ? (
    <span
      class="mm-aboard"
      style={{ background: fill(card.tribe) }}
      data-key={KEY.monkey(id)}
      data-tip={w().monkeyTip(id, v.circle)}
      tabindex={0}
    >
      {card.name} {card.status}
    </span>
  ) : null;
};

export function ShipCard({
  v,
  id,
  aboard,
  offer,
  onMove,
}: {
  v: MMView;
  id: number;
  aboard?: readonly number[];
  offer?: LegalMove;
  onMove?: (move: string) => void;
}) {
  const ship = SHIPS[id];
  if (!ship) return null;
  const seats = aboard ?? [];
  const body = (
    <>
      <span class="mm-ship-head">
        <strong>
          {tribe(ship.colour)} · {w().monkeysN(ship.capacity)}
        </strong>
        <span>{w().points(ship.vp)}</span>
      </span>
      {aboard ? (
        <span class="mm-seats">
          {Array.from({ length: ship.capacity }, (_, i) => {
            const m = seats[i];
            return m === undefined ? (
              <span key={`free${i}`} class="mm-free">
                {w().free}
              </span>
            ) : (
              <Aboard key={m} v={v} id={m} />
            );
          })}
        </span>
      ) : null}
    </>
  );
  const common = {
    class: 'mm-ship',
    style: { borderColor: fill(ship.colour) },
    'data-key': KEY.ship(id),
    'data-tip': w().shipTip(id, seats.length),
  };
  return offer && onMove ? (
    <button
      type="button"
      {...common}
      data-move={offer.move}
      aria-label={offer.label}
      onClick={() => onMove(offer.move)}
    >
      {body}
    </button>
  ) : (
    <div {...common} tabindex={aboard ? undefined : 0}>
      {body}
    </div>
  );
}

export function Auction({ v, names }: { v: MMView; names: readonly string[] }) {
  const a = v.auction;
  if (!a) return null;
  const passed = a.passed.flatMap((p, seat) => (p ? [names[seat] ?? ''] : []));
  return (
    // What a bid is about (leader, current bid): the table keeps it in view while bidding.
    <section class="mm-auction" aria-label={G('auction')} data-key={KEY.auction} data-about>
      <h3>{G('auction')}</h3>
      <MonkeyCard v={v} id={a.monkey} />
      <div class="mm-auction-info">
        <p>
          {a.high >= 0
            ? w().standing(a.value, names[a.high] ?? '', namesIn().coins(a.bid))
            : w().noBid}
        </p>
        <p>
          <strong>{w().toBid(names[a.bidder] ?? '')}</strong>
        </p>
        {passed.length ? <p class="muted">{w().passedList(passed.join(', '))}</p> : null}
      </div>
    </section>
  );
}

export function Players({ v, names }: { v: MMView; names: readonly string[] }) {
  return (
    <div class="mm-players" role="list" aria-label={namesIn().list(names)}>
      {names.map((name, seat) => {
        const ship = v.ship[seat] ?? -1;
        const acting = v.toAct.includes(seat);
        const scorns = v.scorn.flatMap((h, t) => (h === seat ? [t] : []));
        const holding = v.holding[seat] ?? [];
        return (
          <ListItem key={seat}>
            <article
              class={`mm-player${acting ? ' acting' : ''}${seat === v.viewer ? ' me' : ''}`}
              data-seat={seat}
              data-key={KEY.player(seat)}
              aria-label={name}
            >
              <header>
                <strong
                  tabindex={0}
                  data-tip={w().playerTip(
                    name,
                    v.launchedMonkeyCount[seat] ?? 0,
                    v.launchedShipCount[seat] ?? 0,
                    v.handSizes[seat] ?? 0,
                  )}
                >
                  {acting ? <span aria-hidden="true">▶ </span> : null}
                  {name}
                  {seat === v.viewer ? ` (${w().you})` : ''}
                  <ToPlay acting={acting} />
                </strong>
                {seat === v.moonstone ? (
                  <span
                    class="mm-moonstone"
                    data-key={KEY.moonstone}
                    tabindex={0}
                    data-tip={w().moonstoneTip(name)}
                  >
                    {G('moonstone')}
                  </span>
                ) : null}
              </header>
              <p class="mm-stats">
                {g('launched')}: {w().monkeysN(v.launchedMonkeyCount[seat] ?? 0)},{' '}
                {w().fullShipsN(v.launchedShipCount[seat] ?? 0)} · {G('hand')}:{' '}
                {w().cardsN(v.handSizes[seat] ?? 0)}
              </p>
              {scorns.length ? (
                <p class="mm-scorns">
                  {scorns.map((t) => (
                    <span
                      key={t}
                      class="mm-scorn held"
                      style={{ borderColor: fill(t) }}
                      tabindex={0}
                      data-tip={w().scornTip(t, name)}
                    >
                      {G('scorn')} {tribe(t)}
                    </span>
                  ))}
                </p>
              ) : null}
              {ship >= 0 ? (
                <ShipCard v={v} id={ship} aboard={v.aboard[seat] ?? []} />
              ) : (
                <p class="muted">{w().noShip}</p>
              )}
              {holding.length ? (
                <p class="mm-holding" data-tip={w().holdingTip}>
                  {G('holdingArea')}:{' '}
                  {holding.map((m) => (
                    <Aboard key={m} v={v} id={m} />
                  ))}
                </p>
              ) : null}
            </article>
          </ListItem>
        );
      })}
    </div>
  );
}
