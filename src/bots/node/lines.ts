// Line-delimited messages over a stream (JSON-RPC on pipes: `moontable engine` and program
// bots). Text arrives in chunks of any size; each complete line is handed on, without its "\r\n"
// or "\n". A line longer than `maxChars` is never held whole: it is reported once and skipped
// up to its newline, so a runaway writer cannot fill memory.

export class LineSplitter {
  private pending = '';
  private skipping = false;

  constructor(
    private readonly maxChars: number,
    private readonly onLine: (line: string) => void,
    private readonly onTooLong: () => void,
  ) {}

  /** Feeds decoded text (a stream with `setEncoding('utf8')` keeps characters whole). */
  push(text: string): void {
    let start = 0;
    for (;;) {
      const nl = text.indexOf('\n', start);
      if (nl < 0) break;
      const piece = text.slice(start, nl);
      start = nl + 1;
      if (this.skipping) {
        this.skipping = false;
        this.pending = '';
        continue;
      }
      const line = this.pending ? this.pending + piece : piece;
      this.pending = '';
      if (line.length > this.maxChars) this.onTooLong();
      else this.onLine(line.endsWith('\r') ? line.slice(0, -1) : line);
    }
    if (this.skipping) return;
    this.pending += text.slice(start);
    if (this.pending.length > this.maxChars) {
      this.pending = '';
      this.skipping = true;
      this.onTooLong();
    }
  }

  /** The end of the stream: a last line without a newline still counts. */
  end(): void {
    if (!this.skipping && this.pending) this.push('\n');
    this.pending = '';
    this.skipping = false;
  }
}
