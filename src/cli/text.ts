// Plain-text layout helpers for the terminal: wrapping and small charts.

/** Words of `text` wrapped to lines of at most `width` characters, every line after `indent`. */
export function wrap(text: string, width: number, indent = ''): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(indent + line);
  return lines;
}

const BARS = '▁▂▃▄▅▆▇█';

/** A row of block characters, one per value in 0..1 (0 lowest, 1 highest). */
export const sparkline = (values: readonly number[]): string =>
  values
    .map((v) => BARS[Math.min(BARS.length - 1, Math.max(0, Math.floor(v * BARS.length)))])
    .join('');

/** 0.342 -> "34%". */
export const percent = (x: number): string => `${Math.round(100 * x)}%`;
