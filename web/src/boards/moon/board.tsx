// The Moon board (docs/architecture.md, "The board API"): the table in HTML that reflows from a
// 390 px phone to a desktop (parts.tsx), the viewer's hand, Expedition and resources at hand,
// and the turn as steps in the action bar (steps.ts). It reads MoonView
// (src/games/moon/view.ts) and offers exactly the legal moves it is given.

import { useEffect, useState } from 'preact/hooks';
import { libraryOf } from '../../../../src/games/moon/library.ts';
import type { Library } from '../../../../src/games/moon/library.ts';
import type { MoonView } from '../../../../src/games/moon/view.ts';
import { RESOURCES } from '../../../../src/games/moon/vocabulary.ts';
import type { Goods } from '../../../../src/games/moon/vocabulary.ts';
import { AtHand } from '../../table/at-hand.tsx';
import type { BoardProps, WebBoard } from '../../table/board.ts';
import { ChoosableItem, HiddenHeading, ListItem } from '../../table/lists.tsx';
import type { StepButton } from '../../table/step.ts';
import { useStep } from '../../table/step.ts';
import { KindIcon, ResourceIcon } from './icons.tsx';
import { tw } from '../../table/words.ts';
import { isMoonMove, KEY, pathsOf, touched } from './moves.ts';
import { Offered, Reputations, Rewards, Settlement, SoloPanel, Status } from './parts.tsx';
import { decide, NO_SELECTION } from './steps.ts';
import type { Button, Decision, Selection } from './steps.ts';
import {
  cardName,
  cardTip,
  flagName,
  G,
  goods,
  kindOf,
  MOON_FILL,
  ink,
  RES_FILL,
  resName,
  w,
  wf,
} from './words.ts';
import './style.css';

/** The viewer's hand: cards that can be chosen are buttons (a step towards their moves). */
function Hand({
  v,
  lib,
  d,
  sel,
  choose,
}: {
  v: MoonView;
  lib: Library;
  d: Decision | null;
  sel: Selection;
  choose: (s: Selection) => void;
}) {
  const hand = typeof v.viewer === 'number' ? v.hands[v.viewer] : null;
  if (!hand) return null;
  if (hand.length === 0) return <p class="muted">{w('emptyHand')}</p>;
  return (
    <div class="moon-hand" role="list" aria-label={capitalised(G('hand'))}>
      {hand.map((id) => {
        const next = d?.hand.get(id);
        const kind = kindOf(lib, id);
        const s = lib.structure[id];
        const body = (
          <>
            <span class="moon-stripe" style={{ background: MOON_FILL[kind], color: ink(kind) }}>
              <KindIcon k={kind} />
              {cardName(lib, id)}
            </span>
            <span class="moon-hand-line">
              <span class="moon-cost-label">{G('cost')}: </span>
              <span class="moon-cost-words">{goods(s?.cost) || w('free')}</span>
              <CostIcons cost={s?.cost} />
              {s?.requires.length ? ` · ${w('needs')} ${s.requires.map(flagName).join(', ')}` : ''}
            </span>
          </>
        );
        const common = {
          class: `moon-hand-card${sel.card === id ? ' selected' : ''}`,
          style: { borderColor: MOON_FILL[kind] },
          'data-key': KEY.card(id),
          'data-tip': cardTip(lib, id),
        };
        return (
          <ChoosableItem
            key={id}
            attrs={common}
            step={next ? KEY.card(id) : undefined}
            pressed={sel.card === id}
            onChoose={() => next && choose(sel.card === id ? NO_SELECTION : next)}
          >
            {body}
          </ChoosableItem>
        );
      })}
    </div>
  );
}

/**
 * A cost as pictures and numbers (`1 [bolt] 2 [drop]`), the resources' names for screen
 * readers: a phone's hand card shows it in place of the words (style.css), one short line.
 */
function CostIcons({ cost }: { cost: Goods | undefined }) {
  const paid = RESOURCES.filter((r) => cost?.[r]);
  const rest = goods({ ...cost, E: 0, W: 0, B: 0, M: 0 });
  return (
    <span class="moon-cost-icons">
      {paid.map((r) => (
        <span key={r} class="moon-cost-item res" style={{ background: RES_FILL[r] }}>
          {cost?.[r]}
          <ResourceIcon r={r} />
          <span class="sr-only">{resName(r)}</span>
        </span>
      ))}
      {rest ? <span class="moon-cost-item">{rest}</span> : null}
      {paid.length || rest ? null : w('free')}
    </span>
  );
}

const capitalised = (t: string) => t.slice(0, 1).toLocaleUpperCase() + t.slice(1);

/** The viewer's Expedition and resources, next to the hand. */
function Kit({ v, lib }: { v: MoonView; lib: Library }) {
  if (typeof v.viewer !== 'number') return null;
  const seat = v.viewer;
  const exp = v.handExpedition[seat] ?? -1;
  const supply = v.supply[seat] ?? [];
  const lent = v.turn.seat === seat ? v.turn.lentFlags : [];
  return (
    <div class="moon-kit">
      {exp >= 0 ? (
        <span
          class="moon-chip exp"
          data-key={KEY.card(exp)}
          data-tip={cardTip(lib, exp)}
          tabindex={0}
        >
          {G('expedition')}: {cardName(lib, exp)}
          {exp === v.firstExpedition && !cardName(lib, exp).includes(G('firstExpedition'))
            ? ` (${G('firstExpedition')})`
            : ''}
        </span>
      ) : (
        <span class="muted">{w('noExpedition')}</span>
      )}
      {RESOURCES.map((r, i) => (
        <span
          key={r}
          class="moon-chip res"
          style={{ background: RES_FILL[r] }}
          data-tip={`${resName(r)}: ${supply[i] ?? 0}`}
          tabindex={0}
        >
          <ResourceIcon r={r} />
          {resName(r)} {supply[i] ?? 0}
        </span>
      ))}
      {lent.length ? (
        <span
          class="moon-chip"
          data-lent={lent.join(' ')}
          data-tip={`${w('lentFlags')}: ${lent.map(flagName).join(', ')}`}
          tabindex={0}
        >
          {w('lentFlags')}: {lent.map(flagName).join(', ')}
        </span>
      ) : null}
    </div>
  );
}

function MoonBoard({ view, viewer, names, legal, onMove }: BoardProps) {
  const v = { ...(view as MoonView), viewer };
  const lib = libraryOf(v.options.cardSet);
  const [sel, setSel] = useState<Selection>(NO_SELECTION);
  // A new decision (the legal moves changed) starts with nothing chosen.
  const decisionKey = legal.map((l) => l.move).join('|');
  useEffect(() => setSel(NO_SELECTION), [decisionKey]);
  const d = decide(v, lib, legal, sel, names);
  const toStep = (b: Button): StepButton => {
    // "2-3" (an Expedition's name) never breaks at its hyphen in a button a third of a row wide.
    const label = b.label.replace(/(\d)-(\d)/g, '$1\u2011$2');
    const base = { label, tip: b.tip, primary: b.primary };
    const a = b.action;
    return a.kind === 'move'
      ? { ...base, move: a.move }
      : { ...base, step: b.step, onClick: () => setSel(a.sel) };
  };
  const waiting =
    v.decision && v.decision.seat !== viewer && !v.over
      ? wf('waitingChoice', {
          name: names[v.decision.seat] ?? '?',
          what: w(`dec_${v.decision.kind}`),
        })
      : null;
  useStep(
    d ? { prompt: d.prompt, buttons: d.buttons.map(toStep) } : waiting ? { prompt: waiting } : null,
  );
  const act = (b: Button) => {
    const a = b.action;
    if (a.kind === 'move') onMove(a.move);
    else setSel(a.sel);
  };
  const marked = d?.marked ?? new Set<number>();
  const parts = { v, lib, names, marked };
  // The viewer's own settlement first, then the others in seat order after it.
  const seats = Array.from({ length: v.players }, (_, i) =>
    typeof viewer === 'number' ? (viewer + i) % v.players : i,
  );
  const hand = typeof viewer === 'number' ? v.hands[viewer] : null;
  const resources =
    typeof viewer === 'number' ? (v.supply[viewer] ?? []).reduce((a, b) => a + b, 0) : 0;
  return (
    <div class="moon-board" data-board="moon">
      <Status {...parts} />
      <div class="moon-top">
        <Rewards {...parts} />
        <Reputations {...parts} />
      </div>
      <Offered {...parts} panel={d?.panel ?? new Map()} act={act} />
      <SoloPanel {...parts} />
      <HiddenHeading>{tw('players')}</HiddenHeading>
      <div class="moon-seats" role="list">
        {seats.map((seat) => (
          <ListItem key={seat}>
            <Settlement {...parts} seat={seat} />
          </ListItem>
        ))}
      </div>
      {viewer === 'spectator' ? <p class="muted">{w('spectator')}</p> : null}
      <p class="muted moon-note">{w('ownDesign')}</p>
      {hand && !v.result ? (
        <AtHand
          title={w('atHandTitle')}
          short={w('atHandShort')}
          summary={wf('handSummary', { cards: hand.length, res: resources })}
          active={d?.atHand ?? false}
          about={sel.card !== null && hand.includes(sel.card) ? cardName(lib, sel.card) : undefined}
        >
          <Kit v={v} lib={lib} />
          <Hand v={v} lib={lib} d={d} sel={sel} choose={setSel} />
        </AtHand>
      ) : null}
    </div>
  );
}

export const moonWeb: WebBoard = {
  Board: MoonBoard,
  // Every Moon move is offered in the hand or the action bar (steps.ts).
  handles: isMoonMove,
  touched,
  // The words of `choose E>M` would also point at `first-M`: the board says its own way.
  paths: (view, _viewer, move) => pathsOf(view as MoonView, move),
};
