// Terminal colour, used only when the stream is a terminal and NO_COLOR is unset.

export interface Style {
  readonly colour: boolean;
  paint(code: string, text: string): string;
  bold(text: string): string;
  dim(text: string): string;
}

export function styleFor(stream: { isTTY?: boolean }): Style {
  const colour = Boolean(stream.isTTY) && !process.env.NO_COLOR;
  const paint = (code: string, text: string) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);
  return { colour, paint, bold: (t) => paint('1', t), dim: (t) => paint('2', t) };
}
