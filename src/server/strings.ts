// Every string in a request body (keys included) is plain text of a sensible length before any
// field is read: a control character or a lone surrogate is refused here with a clear 400, so
// it can reach neither the database (PostgreSQL refuses NUL and lone surrogates in JSON) nor a
// log line nor another player's screen. The fields' own parsers then check their meaning.

import type { Result } from '../engine/game.ts';
import { fail, ok } from '../engine/game.ts';
import { textProblem, textRefusal } from '../engine/text.ts';

/** Longest string anywhere in a request body; names have their own, shorter limit. */
export const STRING_MAX = 200;
/** Deepest nesting of a request body: ours go three levels down. */
const DEPTH_MAX = 8;

/** Checks every string in `body` (walked without recursion: a body may be nested deeply). */
export function checkStrings(body: unknown): Result<void> {
  const stack: [unknown, number][] = [[body, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value, STRING_MAX);
      if (problem && problem !== 'empty') {
        const why = textRefusal(problem, { en: 'request', de: 'Die Anfrage' }, STRING_MAX);
        return fail('bad-request', null, why.en, why.de);
      }
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= DEPTH_MAX)
        return fail(
          'bad-request',
          null,
          `The request is nested more than ${DEPTH_MAX} levels deep.`,
          `Die Anfrage ist tiefer als ${DEPTH_MAX} Ebenen verschachtelt.`,
        );
      const entries = Array.isArray(value) ? value : Object.entries(value as object).flat();
      for (const x of entries) stack.push([x, depth + 1]);
    }
  }
  return ok(undefined);
}
