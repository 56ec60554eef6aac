// The game log for people: the whole match, newest first, one entry per move, "Player 2" in the
// engine's lines replaced by the names people chose. Pointing at an entry marks on the board
// what that move changed (when the table saw it happen).

import { Component } from 'preact';
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

interface EntryProps {
  readonly entry: LogEntry;
  /** The names joined, so a new array with the same names does not redraw the entry. */
  readonly who: string;
  readonly names: readonly string[];
  readonly keys: readonly string[] | undefined;
  readonly onPoint: (keys: readonly string[] | null) => void;
}

/** One move's lines; drawn again only when the entry, the names or its keys change. */
class Entry extends Component<EntryProps> {
  shouldComponentUpdate(next: EntryProps): boolean {
    const p = this.props;
    return next.entry !== p.entry || next.who !== p.who || next.keys !== p.keys;
  }

  render({ entry, names, keys, onPoint }: EntryProps) {
    const pointable = (keys?.length ?? 0) > 0;
    return (
      <li
        value={entry.version}
        class={pointable ? 'pointable' : undefined}
        data-version={entry.version}
        onPointerEnter={pointable ? () => onPoint(keys ?? null) : undefined}
        onPointerLeave={pointable ? () => onPoint(null) : undefined}
      >
        {entry.lines.map((line, j) => (
          <span key={j} class="log-line">
            {named(line, names)}
          </span>
        ))}
      </li>
    );
  }
}

export function Log({ entries, names, keysOf, onPoint }: LogProps) {
  const who = names.join('\n');
  const list = [];
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i] as LogEntry;
    list.push(
      <Entry
        key={`${e.version}/${i}`}
        entry={e}
        who={who}
        names={names}
        keys={keysOf(e.version)}
        onPoint={onPoint}
      />,
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
