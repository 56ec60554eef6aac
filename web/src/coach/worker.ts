// The coach's Web Worker: hints and reviews run here, so the page never waits on a search.
// One request per worker (client.ts starts one and ends it when the answer is in or no longer
// wanted). Messages: `{ progress: [done, total] }` while a review runs, then `{ ok: result }` or
// `{ error: message }`.

import { hintFor, reviewFor } from './work.ts';
import type { HintRequest, ReviewRequest } from './work.ts';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<HintRequest | ReviewRequest>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (e) => {
  const req = e.data;
  try {
    const ok =
      req.kind === 'hint'
        ? hintFor(req)
        : reviewFor(req, (done, total) => scope.postMessage({ progress: [done, total] }));
    scope.postMessage({ ok });
  } catch (err) {
    scope.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
};
