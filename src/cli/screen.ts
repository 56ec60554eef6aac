// The terminal table on one screen: the board, the moves and the prompt fit the terminal's rows
// (40 when it does not say), so a long move list is folded into pages rather than pushing the
// board off the top; every line wraps between words to the terminal's width (80 when unknown).

import { hang, visibleLength } from './text.ts';

export interface Screen {
  readonly rows: number;
  readonly columns: number;
}

/** The terminal's size, or 80x40 when the output is no terminal (a pipe, a test). */
export const screenOf = (out: { rows?: number; columns?: number }): Screen => ({
  rows: out.rows && out.rows > 0 ? out.rows : 40,
  columns: out.columns && out.columns > 0 ? out.columns : 80,
});

/** Lines of `text` as the terminal shows them: wrapped between words, continuations indented. */
export function fitted(text: string, columns: number, indent = '    '): string[] {
  const lead = /^ */.exec(text)?.[0] ?? '';
  if (visibleLength(text) <= columns) return [text];
  return hang(text.slice(lead.length), columns - lead.length, indent).map((l) => lead + l);
}

/** The fewest moves a page lists, even when the board leaves less room. */
export const MIN_PAGE = 1;

export interface MoveItem {
  /** What the move does, in words. */
  readonly label: string;
  /** Its short form, typed as is (shown dim). */
  readonly code: string;
}

export interface MovePage {
  /** The lines to print: the numbered moves from `from`, then what is left, if anything. */
  readonly lines: readonly string[];
  /** The index the next page starts at (the list's length when it is done). */
  readonly next: number;
}

/**
 * The moves from `from` that fit `room` lines (at least MIN_PAGE), numbered from 1 over
 * the whole list, each wrapped to `columns`; the last line says how many are left and how to
 * see them (`more`), and takes one of the lines. `dim` styles the short form.
 */
export function movePage(
  items: readonly MoveItem[],
  from: number,
  room: number,
  columns: number,
  more: (left: number) => string,
  dim: (text: string) => string = (t) => t,
): MovePage {
  const width = String(items.length).length;
  const lines: string[] = [];
  let i = from;
  for (; i < items.length; i++) {
    const item = items[i] as MoveItem;
    const entry = fitted(
      `  ${String(i + 1).padStart(Math.max(3, width))}. ${item.label}  ${dim(item.code)}`,
      columns,
      '       ',
    );
    const left = items.length - i - 1;
    // Room for this move and, when more follow, the line that says so.
    const needed = lines.length + entry.length + (left > 0 ? 1 : 0);
    if (needed > room && i - from >= MIN_PAGE) break;
    lines.push(...entry);
  }
  if (i < items.length) lines.push(...fitted(more(items.length - i), columns));
  return { lines, next: i };
}
