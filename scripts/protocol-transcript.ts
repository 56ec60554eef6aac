// Writes the answers of the transcript in docs/engine-protocol.md ("A whole session") from what
// the engine answers its requests today: `node --import tsx scripts/protocol-transcript.ts`.
// test/cli/engine-transcript.test.ts fails when a line of the document differs.

import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { EngineSession } from '../src/cli/engine-session.ts';

export const DOC = 'docs/engine-protocol.md';
const BLOCK = /(### A whole session[\s\S]*?```text\n)([\s\S]*?)(```)/;

/** The transcript's lines: each request, then the engine's answer to it when it gives one. */
export function answerTranscript(block: string): string {
  const session = new EngineSession();
  const out: string[] = [];
  for (const row of block.trim().split('\n')) {
    if (row.startsWith('← ')) continue;
    if (!row.startsWith('→ ')) throw new Error(`a transcript line is neither → nor ←: ${row}`);
    out.push(row);
    const answer = session.handleLine(row.slice(2));
    if (answer !== null) out.push(`← ${answer}`);
  }
  return out.join('\n') + '\n';
}

/** The document's transcript block, and the document with its answers written afresh. */
export function transcriptOf(doc: string): { block: string; fresh: string } {
  const match = BLOCK.exec(doc);
  if (!match) throw new Error(`${DOC} has no "A whole session" transcript`);
  const block = match[2] as string;
  return {
    block,
    fresh: doc.replace(BLOCK, (_all, head: string, body: string, tail: string) => {
      return head + answerTranscript(body) + tail;
    }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(DOC, transcriptOf(readFileSync(DOC, 'utf8')).fresh);
  console.log(`wrote the transcript of ${DOC}`);
}
