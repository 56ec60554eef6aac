// The server's own error lines go to the same logger as its requests (Fastify's, JSON lines)
// once a server has started; before that, and in programs that only use the hub, to stderr.

interface ErrorSink {
  error(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
}

let sink: ErrorSink | null = null;

export function setErrorSink(next: ErrorSink | null): void {
  sink = next;
}

/** One line per failure: a server log should not drown in stack traces of database errors. */
export function logError(context: string, e: unknown): void {
  const reason = e instanceof Error ? e.message : String(e);
  if (sink) sink.error({ reason }, `moontable: ${context}`);
  else console.error(`moontable: ${context}: ${reason}`);
}

/** A line worth knowing that is no failure (e.g. what a stop cancelled); a server's log only. */
export function logInfo(message: string, fields: Record<string, unknown> = {}): void {
  sink?.info(fields, `moontable: ${message}`);
}
