// The page's side of the coach: each request runs in a Web Worker of its own (worker.ts),
// ended as soon as it answers or is no longer wanted (a move was made, the panel closed). The
// worker is a file of this origin, so the server's Content-Security-Policy ('self') allows it.

import type { GameReviewData, Hint, HintRequest, ReviewRequest } from './work.ts';

export interface Running<T> {
  readonly done: Promise<T>;
  readonly cancel: () => void;
}

function run<T>(
  req: HintRequest | ReviewRequest,
  onProgress?: (done: number, total: number) => void,
): Running<T> {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  let settle: { resolve: (v: T) => void; reject: (e: Error) => void } | null = null;
  const done = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const end = () => {
    worker.terminate();
    settle = null;
  };
  worker.onmessage = (e: MessageEvent<{ ok?: T; error?: string; progress?: [number, number] }>) => {
    const m = e.data;
    if (m.progress) return onProgress?.(...m.progress);
    const s = settle;
    end();
    if (m.error !== undefined) s?.reject(new Error(m.error));
    else s?.resolve(m.ok as T);
  };
  worker.onerror = (e) => {
    const s = settle;
    end();
    s?.reject(new Error(e.message || 'The coach stopped.'));
  };
  worker.postMessage(req);
  return { done, cancel: end };
}

export const askHint = (req: Omit<HintRequest, 'kind'>): Running<Hint> =>
  run({ ...req, kind: 'hint' });

export const askReview = (
  req: Omit<ReviewRequest, 'kind'>,
  onProgress: (done: number, total: number) => void,
): Running<GameReviewData> => run({ ...req, kind: 'review' }, onProgress);
