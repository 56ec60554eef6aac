// The fallback for games without a board of their own: the view, readably, as nested lists.

import type { BoardProps } from '../table/board.ts';

function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span class="muted">–</span>;
  if (Array.isArray(value)) {
    if (value.every((x) => typeof x !== 'object' || x === null))
      return <span>[{value.map((x) => String(x)).join(', ')}]</span>;
    return (
      <ol start={0}>
        {value.map((x, i) => (
          <li key={i}>
            <Value value={x} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object') {
    return (
      <dl class="kv">
        {Object.entries(value as Record<string, unknown>).map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>
              <Value value={v} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <span>{String(value)}</span>;
}

export function GenericBoard({ view }: BoardProps) {
  return (
    <div class="generic-board" data-board="generic">
      <Value value={view} />
    </div>
  );
}
