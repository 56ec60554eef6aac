// The board of a game without a terminal board of its own: the view as an outline. Names become
// headings ("your hand"), a list of plain values one line ("3, 5, 8"), a list of records a
// numbered list; nothing is left out, since the view holds only what the viewer may see.

import type { TerminalBoard } from './board.ts';

/** `handSize` -> "hand size", `p2_score` -> "p2 score". */
const words = (key: string): string =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();

const plain = (x: unknown): boolean => x === null || typeof x !== 'object';
const scalar = (x: unknown): string => (x === null || x === undefined ? '-' : String(x));

function outline(value: unknown, indent: string, out: string[], label: string): void {
  if (plain(value)) {
    out.push(`${indent}${label}${scalar(value)}`);
    return;
  }
  if (Array.isArray(value)) {
    if (value.every(plain)) {
      out.push(`${indent}${label}${value.length ? value.map(scalar).join(', ') : '(none)'}`);
      return;
    }
    if (label) out.push(`${indent}${label.trimEnd()}`);
    value.forEach((item, i) => outline(item, `${indent}  `, out, `${i + 1}. `));
    return;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (label) out.push(`${indent}${label.trimEnd()}`);
  const inner = label ? `${indent}  ` : indent;
  for (const [key, v] of entries) outline(v, inner, out, `${words(key)}: `);
}

/** The view as an outline, for any game. */
export const genericBoard: TerminalBoard = {
  draw(view, _viewer, style) {
    const out: string[] = [];
    outline(view, '', out, '');
    return out.map((line) => {
      const colon = line.indexOf(': ');
      return colon > 0 && !/^\s*\d+\. /.test(line)
        ? style.bold(line.slice(0, colon + 1)) + line.slice(colon + 1)
        : line;
    });
  },
};
