// The game log for people: the whole match, newest first, one entry per move, "Player 2" in the
// engine's lines replaced by the names people chose. Pointing at an entry marks on the board
// what that move changed (when the table saw it happen).

import type { LogEntry } from './entries.ts';
import { named } from './entries.ts';
import { tw } from './words.ts';

export type { LogEntry };
export { named };

export interface LogProps {
  readonly entries: readonly LogEntry[];
  readonly names: readonly string[];
  /** The keys a move touched, when known. */
  readonly keysOf: (version: number) => readonly string[] | undefined;
  /** Pointing at an entry (its keys), or away (null). */
  readonly onPoint: (keys: readonly string[] | null) => void;
}

export function Log({ entries, names, keysOf, onPoint }: LogProps) {
  const list = [];
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i] as LogEntry;
    const keys = keysOf(e.version);
    list.push(
      <li
        key={`${e.version}/${i}`}
        value={e.version}
        class={keys?.length ? 'pointable' : undefined}
        data-version={e.version}
        onPointerEnter={keys?.length ? () => onPoint(keys) : undefined}
        onPointerLeave={keys?.length ? () => onPoint(null) : undefined}
      >
        {e.lines.map((line, j) => (
          <span key={j} class="log-line">
            {named(line, names)}
          </span>
        ))}
      </li>,
    );
  }
  return (
    // Focusable, so keyboard users can scroll a long log (it scrolls on its own on desktops).
    <section class="panel log" aria-label={tw('log')} data-testid="log" tabIndex={0}>
      <h3>{tw('log')}</h3>
      <p class="muted log-hint">{tw('logHint')}</p>
      {list.length ? <ol reversed>{list}</ol> : <p class="muted">{tw('logEmpty')}</p>}
    </section>
  );
}
