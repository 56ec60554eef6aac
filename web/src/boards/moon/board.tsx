// The Moon board: the table as SVG (moon-table.tsx), and HTML panels for what the viewer acts
// with (the hand with its Expedition, the pending choice, the Reputation requirements). It reads
// MoonView (src/games/moon/view.ts) and offers exactly the legal moves it is given, compared as
// strings; where each move goes is decided in moon-offers.ts.

import { useState } from 'preact/hooks';
import { libraryOf } from '../../../../src/games/moon/library.ts';
import type { Library } from '../../../../src/games/moon/library.ts';
import type { MoonView } from '../../../../src/games/moon/view.ts';
import { rivalColours, rivalFlags } from '../../../../src/games/moon/solo.ts';
import { FLAGS, RESOURCES } from '../../../../src/games/moon/vocabulary.ts';
import type { Colour, Resource } from '../../../../src/games/moon/vocabulary.ts';
import type { LegalMove } from '../../api.ts';
import type { BoardProps, WebBoard } from '../../table/board.ts';
import { cardPlace, isMoonMove, moveCard, sortMoves, twoStepChoices } from './moves.ts';
import { COMPACT, TableSvg, useCompact, WIDE } from './table.tsx';
import type { Ctx } from './table.tsx';
import {
  cardName,
  decisionText,
  era,
  flagShort,
  goods,
  kindOf,
  MOON_FILL,
  requirementText,
  w,
} from './words.ts';
import './style.css';

// ---------------------------------------------------------------------------------------------
// HTML: cards to act with

function CardFace({ lib, id }: { lib: Library; id: number }) {
  const s = lib.structure[id];
  if (!s) return <strong>{cardName(lib, id)}</strong>;
  const tags = [
    s.onBuild ? w('onBuild') : '',
    s.flip ? w('flip') : '',
    s.triggers || s.modifiers ? w('effect') : '',
    s.endGame || s.tracks ? w('endGame') : '',
    s.obelisk ? w('obelisk') : '',
  ].filter(Boolean);
  const gives = [
    goods(s.production),
    s.productionChoice ? `${s.productionChoice.n} ${w('ofOneType')}` : '',
    s.flags.map(flagShort).join(' '),
    s.hearts ? `${s.hearts}♥` : '',
  ].filter(Boolean);
  return (
    <>
      <strong>{cardName(lib, id)}</strong>
      <span>
        {w(`colour_${s.colour}`)} · {era(s.era)} · {w('cost')} {goods(s.cost) || w('free')}
      </span>
      {s.requires.length ? (
        <span>
          {w('needs')} {s.requires.map(flagShort).join(' ')}
        </span>
      ) : null}
      {gives.length ? (
        <span>
          {w('produces')}: {gives.join(' · ')}
        </span>
      ) : null}
      <span>
        {w('assim')}: {goods(s.reward)}
      </span>
      {tags.length ? <span class="moon-tags">{tags.join(' · ')}</span> : null}
    </>
  );
}

function MoveButtons({
  moves,
  onMove,
}: {
  moves: readonly LegalMove[];
  onMove: (m: string) => void;
}) {
  return (
    <div class="moon-choice">
      {moves.map((l) => (
        <button key={l.move} type="button" data-move={l.move} onClick={() => onMove(l.move)}>
          {l.label}
        </button>
      ))}
    </div>
  );
}

/**
 * Choices that name no card. Two-part answers go in two steps: first the resource to swap or
 * convert, or the player to give to; then the second part, from the legal moves with that start.
 */
function Choices({
  moves,
  names,
  onMove,
}: {
  moves: readonly LegalMove[];
  names: readonly string[];
  onMove: (m: string) => void;
}) {
  const [first, setFirst] = useState<string | null>(null);
  const { groups, rest } = twoStepChoices(moves);
  const open = groups.find((g) => g.first === first);
  const firstLabel = (f: string) =>
    /^p\d$/.test(f)
      ? (names[Number(f.slice(1)) - 1] ?? f)
      : RESOURCES.includes(f as Resource)
        ? w(`res_${f as Resource}`)
        : f;
  return (
    <>
      {groups.length ? (
        <div class="moon-choice" role="group" aria-label={w('firstStep')}>
          <span>{w('firstStep')}:</span>
          {groups.map((g) => (
            <button
              key={g.first}
              type="button"
              data-step={g.first}
              aria-pressed={first === g.first}
              class={first === g.first ? 'selected' : undefined}
              onClick={() => setFirst(first === g.first ? null : g.first)}
            >
              {firstLabel(g.first)}
            </button>
          ))}
        </div>
      ) : null}
      {open ? (
        <MoveButtons
          moves={open.moves}
          onMove={(m) => {
            setFirst(null);
            onMove(m);
          }}
        />
      ) : null}
      {rest.length ? <MoveButtons moves={rest} onMove={onMove} /> : null}
    </>
  );
}

function Hand({ ctx }: { ctx: Ctx }) {
  const { v, lib, offers, selected, select, onMove } = ctx;
  const hand = typeof v.viewer === 'number' ? v.hands[v.viewer] : null;
  if (!hand || typeof v.viewer !== 'number') return null;
  const exp = v.handExpedition[v.viewer] ?? -1;
  const expDef = exp >= 0 ? lib.expedition[exp] : undefined;
  const useExp = offers.loose.find((l) => l.move === 'expedition');
  const pick = selected !== null && hand.includes(selected) ? selected : null;
  const options = pick === null ? [] : (offers.byCard.get(pick) ?? []);
  // Parks whose card shows a flag the chosen card needs come first, each with what it lends.
  const needs = pick === null ? [] : (lib.structure[pick]?.requires ?? []);
  const lends = (l: LegalMove) => {
    const id = moveCard(l.move) ?? -1;
    return (lib.flags[id] ?? []).some((f) => needs.includes(f)) ? 0 : 1;
  };
  const parks = [...offers.byCard.values()]
    .flat()
    .filter((l) => l.move.startsWith('park '))
    .sort((a, b) => lends(a) - lends(b))
    .map((l) => {
      const id = moveCard(l.move) ?? -1;
      const gives = [(lib.flags[id] ?? []).map(flagShort).join(' '), goods(lib.production[id])];
      return { ...l, label: `${l.label} → ${gives.filter(Boolean).join(' · ')}` };
    });
  const canBuild = options.some((l) => l.move.startsWith('build '));
  return (
    <section class="panel moon-hand" aria-label={w('yourHand')}>
      <h3>
        {w('yourHand')} ({hand.length})
      </h3>
      {hand.length === 0 ? <p class="muted">{w('emptyHand')}</p> : null}
      <div class="moon-card-row">
        {hand.map((id) => {
          const can = (offers.byCard.get(id) ?? []).length > 0;
          const kind = kindOf(lib, id);
          return (
            <button
              key={id}
              type="button"
              class={`moon-card${pick === id ? ' selected' : ''}`}
              style={{ borderColor: MOON_FILL[kind] }}
              data-card={`c${id + 1}`}
              data-colour={kind}
              aria-pressed={pick === id}
              disabled={!can}
              onClick={() => select(pick === id ? null : id)}
            >
              <span class="moon-stripe" style={{ background: MOON_FILL[kind] }} />
              <CardFace lib={lib} id={id} />
            </button>
          );
        })}
      </div>
      {pick !== null && options.length ? (
        <div class="moon-options" data-options={`c${pick + 1}`}>
          <p>
            <strong>
              {w('options')} {cardName(lib, pick)}?
            </strong>
          </p>
          <MoveButtons moves={options} onMove={onMove} />
          {!canBuild && options.some((l) => l.move.startsWith('assim ')) ? (
            <p class="muted">
              {w('cannotBuild')} {parks.length ? w('parkHint') : ''}
            </p>
          ) : null}
          {!canBuild && parks.length ? <MoveButtons moves={parks} onMove={onMove} /> : null}
          <button type="button" class="moon-cancel" onClick={() => select(null)}>
            {w('cancel')}
          </button>
        </div>
      ) : null}
      <div class="moon-expedition" data-expedition={exp >= 0 ? `c${exp + 1}` : 'none'}>
        <strong>{w('yourExpedition')}:</strong> {exp < 0 ? w('noExpedition') : cardName(lib, exp)}
        {exp >= 0 && exp === v.firstExpedition ? ` (${w('first')})` : ''}
        {expDef ? (
          <span class="muted">
            {' '}
            ·{' '}
            {[
              expDef.action ? w('bonusAction') : '',
              expDef.triggers ? w('reacts') : '',
              expDef.modifiers ? w('ruleChange') : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        ) : null}
        {useExp ? (
          <button type="button" data-move={useExp.move} onClick={() => onMove(useExp.move)}>
            {useExp.label}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** The pending choice, cards not on the table (a searched pile, revealed cards, the discard
 * pile), options of a selected table card, and the moves that name no card. */
function Actions({ ctx }: { ctx: Ctx }) {
  const { v, lib, names, offers, selected, select, onMove } = ctx;
  const viewer = v.viewer;
  const d = v.decision;
  if (d && d.seat !== viewer)
    return (
      <section class="panel moon-actions" aria-label={w('yourChoice')}>
        <p class="muted">
          {names[d.seat] ?? `#${d.seat + 1}`} {w('decWaiting')}: {decisionText(d.kind)}
        </p>
      </section>
    );
  if (typeof viewer !== 'number' || (offers.byCard.size === 0 && offers.loose.length === 0))
    return null;
  const elsewhere = [...offers.byCard.entries()].filter(([id]) => cardPlace(v, id) === 'panel');
  const tableSelected =
    selected !== null && cardPlace(v, selected) === 'table'
      ? (offers.byCard.get(selected) ?? [])
      : [];
  const loose = offers.loose.filter((l) => l.move !== 'expedition');
  const markedOnTable = [...offers.byCard.keys()].some((id) => cardPlace(v, id) === 'table');
  const lent = v.turn.seat === viewer ? v.turn.lentFlags : [];
  const handPlays = [...offers.byCard.keys()].some((id) => cardPlace(v, id) === 'hand');
  return (
    <section class="panel moon-actions" aria-label={w('actions')}>
      <h3>{d ? w('yourChoice') : w('yourTurn')}</h3>
      <p>
        {d ? decisionText(d.kind) : `${handPlays ? w('pickCard') : w('mainDone')} ${w('onTable')}`}
        {d && markedOnTable ? ` ${w('clickMarked')}` : ''}
      </p>
      {lent.length ? (
        <p data-lent={lent.join(' ')}>
          {w('lentFlags')}: {lent.map(flagShort).join(' ')}
        </p>
      ) : null}
      {tableSelected.length && selected !== null ? (
        <div class="moon-options" data-options={`c${selected + 1}`}>
          <p>
            <strong>
              {w('options')} {cardName(lib, selected)}?
            </strong>
          </p>
          <MoveButtons moves={tableSelected} onMove={onMove} />
          <button type="button" class="moon-cancel" onClick={() => select(null)}>
            {w('cancel')}
          </button>
        </div>
      ) : null}
      {elsewhere.length ? (
        <div class="moon-card-row">
          {elsewhere.map(([id, moves]) => (
            <div key={id} class="moon-card tile" data-card={`c${id + 1}`}>
              <span class="moon-stripe" style={{ background: MOON_FILL[kindOf(lib, id)] }} />
              <CardFace lib={lib} id={id} />
              <MoveButtons moves={moves} onMove={onMove} />
            </div>
          ))}
        </div>
      ) : null}
      {loose.length ? <Choices moves={loose} names={names} onMove={onMove} /> : null}
    </section>
  );
}

/** Solo: the Rival (Hearts, flags, cards by colour) and the round's face-up hands. */
function SoloPanel({ v, lib }: { v: MoonView; lib: Library }) {
  const solo = v.solo;
  if (!solo) return null;
  const flags = FLAGS.map((f) => `${flagShort(f)} ${rivalFlags(lib, solo, f)}`).join(' · ');
  const colours = Object.entries(rivalColours(lib, solo))
    .map(([c, n]) => `${n} ${w(`colour_${c as Colour}`)}`)
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
    <section class="panel moon-solo" aria-label={w('soloTitle')} data-testid="moon-solo">
      <h3>{w('soloTitle')}</h3>
      <p data-rival-hearts={solo.hearts}>
        <strong>{w('rival')}</strong>: {solo.hearts}♥ · {flags}
        {colours ? ` · ${colours}` : ''}
      </p>
      <p>
        <strong>{w('soloHands')}</strong> ({w('soloRound')} {v.round === 1 ? 'A' : 'B'})
      </p>
      <ul>
        {solo.hands.map((hand, i) => {
          const cards = i === solo.current ? (v.hands[0] ?? []) : hand;
          const exp =
            i === solo.current ? (v.handExpedition[0] ?? -1) : (solo.expeditions[i] ?? -1);
          return (
            <li key={i} data-hand={i + 1} data-state={state(i)}>
              {i + 1}. {cards.map((id) => cardName(lib, id)).join(', ') || '–'}
              {exp >= 0 ? ` + ${cardName(lib, exp)}` : ''} <span class="muted">({state(i)})</span>
            </li>
          );
        })}
      </ul>
      <p class="muted">{w('soloNote')}</p>
    </section>
  );
}

/** The Reputation cards on display with what each needs, readable on a phone too. */
function ReputationList({ v, lib }: { v: MoonView; lib: Library }) {
  if (v.reputations.length === 0) return null;
  return (
    <details class="panel moon-reps">
      <summary>{w('repNeeds')}</summary>
      <ul>
        {v.reputations.map((id) => {
          const rep = lib.reputation[id];
          return (
            <li key={id} data-card={`c${id + 1}`}>
              <strong>{cardName(lib, id)}</strong> ({rep ? w(rep.level) : ''}, {rep?.hearts ?? 0}
              ♥): {(rep?.requires ?? []).map(requirementText).join(', ')}
            </li>
          );
        })}
      </ul>
    </details>
  );
}

function MoonBoard({ view, viewer, names, legal, onMove }: BoardProps) {
  const v = { ...(view as MoonView), viewer };
  const lib = libraryOf(v.options.cardSet);
  const [selected, select] = useState<number | null>(null);
  const compact = useCompact();
  const offers = sortMoves(legal);
  const ctx: Ctx = {
    v,
    lib,
    names,
    offers,
    selected: selected !== null && offers.byCard.has(selected) ? selected : null,
    select,
    onMove: (move) => {
      // A park keeps the hand card chosen: the Rover's flags are what it waited for.
      if (!move.startsWith('park ')) select(null);
      onMove(move);
    },
  };
  return (
    <div class="moon-board" data-board="moon">
      <TableSvg ctx={ctx} layout={compact ? COMPACT : WIDE} />
      <div class="panels moon-panels">
        <Actions ctx={ctx} />
        <Hand ctx={ctx} />
        <SoloPanel v={v} lib={lib} />
        <ReputationList v={v} lib={lib} />
        {viewer === 'spectator' ? <p class="muted">{w('spectator')}</p> : null}
      </div>
      <p class="muted moon-note">{w('ownDesign')}</p>
    </div>
  );
}

function MoonResultDetails({ view, names }: { view: unknown; names: readonly string[] }) {
  const r = (view as MoonView).result;
  if (!r) return null;
  return (
    <table class="moon-result" data-testid="moon-result">
      <thead>
        <tr>
          <th />
          <th>{w('tokens')}</th>
          <th>{w('printed')}</th>
          <th>{w('formulas')}</th>
          <th>{w('repHearts')}</th>
          <th>{w('total')}</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name, seat) => (
          <tr key={seat}>
            <td>{name}</td>
            <td>{r.tokens[seat]}</td>
            <td>{r.printed[seat]}</td>
            <td>{r.formulas[seat]}</td>
            <td>{r.reputations[seat]}</td>
            <td>
              <strong>{r.scores[seat]}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const moonWeb: WebBoard = {
  Board: MoonBoard,
  ResultDetails: MoonResultDetails,
  // Every Moon move is offered on the board: cards in hand, on the table, in the action panel
  // (searched piles, revealed cards, choices), and the Expedition and end-of-turn buttons.
  handles: isMoonMove,
};
