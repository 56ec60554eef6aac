// The server's own error lines.

/** One line per failure: a server log should not drown in stack traces of database errors. */
export function logError(context: string, e: unknown): void {
  console.error(`moontable: ${context}: ${e instanceof Error ? e.message : String(e)}`);
}
