// Plain-text layout helpers for the terminal: wrapping and small charts.

/** The width of `text` on a terminal: colour codes take no room. */
export const visibleLength = (text: string): number =>
  // eslint-disable-next-line no-control-regex
  text.replace(/\x1b\[[0-9;]*m/g, '').length;

/**
 * Words of `text` wrapped to lines of at most `width` visible characters, every line after
 * `indent` (a word longer than a line gets a line of its own).
 */
export function wrap(text: string, width: number, indent = ''): string[] {
  const lines: string[] = [];
  let line = '';
  let length = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const w = visibleLength(word);
    if (line && indent.length + length + 1 + w > width) {
      lines.push(indent + line);
      line = word;
      length = w;
    } else {
      length = line ? length + 1 + w : w;
      line = line ? `${line} ${word}` : word;
    }
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

/** 0.342 -> "34%" in English, "34 %" in German (Intl.NumberFormat, as the web table writes it). */
export const percentIn = (x: number, lang: 'en' | 'de'): string =>
  new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(x);

/** Like `wrap`, but the first line starts at the margin and the rest hang after `indent`. */
export const hang = (text: string, width: number, indent = '  '): string[] =>
  wrap(text, width - indent.length).map((line, i) => (i ? indent + line : line));
