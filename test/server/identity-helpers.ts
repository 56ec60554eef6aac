// A browser as the people API sees it: it keeps the `mt_session` cookie between calls (the
// last Set-Cookie wins, Max-Age=0 forgets it), sends its own page's Origin on writes, and comes
// from an address of our choice (any 127/8 address: a network of its own).

import { httpFrom } from './helpers.ts';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
}

export class Browser {
  cookie: string | null = null;
  /** Extra headers on every call (e.g. a forwarded protocol). */
  headers: Record<string, string> = {};

  constructor(
    readonly base: string,
    readonly from = '127.0.0.1',
  ) {}

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const own: Record<string, string> = { ...this.headers };
    if (this.cookie !== null) own.cookie = `mt_session=${this.cookie}`;
    if (method !== 'GET') own.origin = this.base;
    // A string is sent as it is (a body that is not JSON); anything else as JSON.
    const res = await httpFrom(this.base, this.from, method, path, {
      ...(typeof body === 'string' ? { raw: body } : { body }),
      headers: { ...own, ...headers },
    });
    const set = res.headers['set-cookie'];
    for (const line of Array.isArray(set) ? set : set ? [set] : []) {
      const m = /^mt_session=([^;]*);/.exec(line);
      if (m) this.cookie = /Max-Age=0\b/.test(line) ? null : m[1]!;
    }
    let parsed: unknown = res.body;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  get<T = Record<string, unknown>>(path: string): Promise<Reply<T>> {
    return this.call<T>('GET', path);
  }

  post<T = Record<string, unknown>>(
    path: string,
    body: unknown = {},
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    return this.call<T>('POST', path, body, headers);
  }
}

/** The `error.code` of a reply. */
export const codeOf = (r: Reply<unknown>): string | undefined =>
  (r.body as { error?: { code?: string } }).error?.code;
