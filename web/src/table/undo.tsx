// Taking back a move by consent at the online table (docs/undo.md): a "Take back" button while
// the last move is the viewer's own, the question to every other player (Agree / Refuse) and a
// line in the log once the move is gone. The server decides whether the move may go (the engine
// refuses a card drawn or a chance event, with its own words); this only asks and answers.

import type { Seat } from '../../../src/engine/game.ts';
import type { UndoServerMessage, UndoneMessage } from '../../../src/protocol/wire.ts';
import { lang } from '../i18n.ts';
import type { LogEntry } from './entries.ts';

const EN = {
  undo: 'Take back',
  undoTitle: 'Ask the others to let you take back your last move',
  asked: '{name} asks to take back their last move.',
  agree: 'Agree',
  refuse: 'Refuse',
  waiting: 'Waiting for {names} to agree to take back your move…',
  done: '{name} took back a move (all agreed).',
  refused: '{by} refused to take back the move.',
  moved: 'The request to take back a move ended: a move was made.',
  expired: 'The request to take back a move ran out of time.',
  withdrawn: '{by} withdrew the request to take back a move.',
  withdraw: 'Withdraw',
};
type Key = keyof typeof EN;
const DE: Record<Key, string> = {
  undo: 'Zurücknehmen',
  undoTitle: 'Die anderen bitten, deinen letzten Zug zurücknehmen zu dürfen',
  asked: '{name} möchte den letzten Zug zurücknehmen.',
  agree: 'Zustimmen',
  refuse: 'Ablehnen',
  waiting: 'Warte, bis {names} der Zurücknahme zustimmen …',
  done: '{name} hat einen Zug zurückgenommen (alle waren einverstanden).',
  refused: '{by} hat die Zurücknahme abgelehnt.',
  moved: 'Die Bitte um Zurücknahme ist erledigt: Es wurde gezogen.',
  expired: 'Die Bitte um Zurücknahme ist abgelaufen.',
  withdrawn: '{by} hat die Bitte um Zurücknahme zurückgezogen.',
  withdraw: 'Zurückziehen',
};

export const uw = (key: Key, vars: Record<string, string> = {}): string =>
  (lang() === 'de' ? DE : EN)[key].replace(/\{(\w+)\}/g, (all, k: string) => vars[k] ?? all);

/** The request in progress at this table, or how the last one ended (for a short note). */
export type UndoStatus = Exclude<UndoServerMessage, UndoneMessage> | null;

/** A table's state after a take-back: the snapshot without the move, a note in the log for it. */
export function afterUndo<
  L extends { log: LogEntry[]; result: unknown; clocksAt: number; version: number | null },
>(prev: L, m: UndoneMessage, names: readonly string[]): L {
  const name = names[m.seat] ?? `${m.seat + 1}`;
  return {
    ...prev,
    version: m.version,
    view: m.view,
    toAct: m.toAct,
    legal: m.legal,
    clocks: m.clocks,
    result: m.result && { ...m.result, forfeit: null },
    clocksAt: Date.now(),
    log: [
      ...prev.log.filter((e) => e.version < m.taken),
      { version: m.taken, seat: null, lines: [uw('done', { name })] },
    ],
  };
}

/** True while the match's last move (at `version`) is `seat`'s own, made by its own hand. */
export const lastIsMine = (
  log: readonly LogEntry[],
  seat: Seat | null,
  version: number | null,
): boolean => {
  const last = log.at(-1);
  return seat !== null && last?.version === version && last.seat === seat && last.by === 'player';
};

export interface UndoBarProps {
  readonly status: UndoStatus;
  readonly seat: Seat | null;
  readonly names: readonly string[];
  /** True while the match's last move is this viewer's own and the game goes on. */
  readonly lastIsMine: boolean;
  readonly version: number;
  readonly send: (
    frame:
      | { type: 'undo-ask'; version: number }
      | { type: 'undo-answer'; version: number; accept: boolean },
  ) => void;
}

export function UndoBar({ status, seat, names, lastIsMine, version, send }: UndoBarProps) {
  if (seat === null) return null;
  const open = status?.type === 'undo-asked' && status.version === version ? status : null;
  if (open && open.waiting.includes(seat))
    return (
      <div class="undo-ask" role="alertdialog" aria-live="polite" data-testid="undo-asked">
        <span>{uw('asked', { name: names[open.seat] ?? '' })}</span>
        <button
          type="button"
          class="primary"
          data-testid="undo-agree"
          onClick={() => send({ type: 'undo-answer', version: open.version, accept: true })}
        >
          {uw('agree')}
        </button>
        <button
          type="button"
          data-testid="undo-refuse"
          onClick={() => send({ type: 'undo-answer', version: open.version, accept: false })}
        >
          {uw('refuse')}
        </button>
      </div>
    );
  if (open && open.seat === seat)
    return (
      <div class="undo-ask" role="status" data-testid="undo-waiting">
        <span class="muted">
          {uw('waiting', { names: open.waiting.map((s) => names[s] ?? '').join(', ') })}
        </span>
        <button
          type="button"
          data-testid="undo-withdraw"
          onClick={() => send({ type: 'undo-answer', version: open.version, accept: false })}
        >
          {uw('withdraw')}
        </button>
      </div>
    );
  const ended =
    status?.type === 'undo-cancelled' && status.version >= version ? (
      <span class="muted" role="status" data-testid="undo-ended">
        {status.why === 'refused'
          ? uw(status.by === status.seat ? 'withdrawn' : 'refused', {
              by: names[status.by ?? -1] ?? '',
            })
          : uw(status.why)}
      </span>
    ) : null;
  return (
    <>
      {lastIsMine && !open ? (
        <button
          type="button"
          data-testid="undo"
          title={uw('undoTitle')}
          onClick={() => send({ type: 'undo-ask', version })}
        >
          {uw('undo')}
        </button>
      ) : null}
      {ended}
    </>
  );
}
