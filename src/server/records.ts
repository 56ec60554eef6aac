// Finished matches' records, kept serialized and compressed. A finished match never changes, so
// its record is the same for everyone forever: it is built once, sent from memory with a strong
// ETag and a year of Cache-Control, and a client that has it gets 304 Not Modified. The cache
// holds at most `maxBytes` of bodies and forgets the least recently read first.

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding } from './static.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Cached {
  readonly etag: string;
  readonly bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer };
  readonly bytes: number;
}

export const RECORD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export class RecordCache {
  private readonly entries = new Map<string, Cached>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** The cached record of a finished match, marked as read just now; or undefined. */
  get(id: string): Cached | undefined {
    const entry = this.entries.get(id);
    if (entry) {
      this.entries.delete(id);
      this.entries.set(id, entry);
    }
    return entry;
  }

  /** Serializes and compresses a finished match's record once, and keeps it. */
  async put(id: string, record: unknown): Promise<Cached> {
    const identity = Buffer.from(JSON.stringify(record));
    const bodies: Cached['bodies'] = { identity };
    if (identity.length >= 1024) {
      const [br, gz] = await Promise.all([
        brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
        gzipAsync(identity, { level: 6 }),
      ]);
      bodies.br = br;
      bodies.gzip = gz;
    }
    const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
    const bytes = identity.length + (bodies.br?.length ?? 0) + (bodies.gzip?.length ?? 0);
    const entry: Cached = { etag, bodies, bytes };
    const old = this.entries.get(id);
    if (old) this.bytes -= old.bytes;
    this.entries.set(id, entry);
    this.bytes += bytes;
    for (const [key, e] of this.entries) {
      if (this.bytes <= this.maxBytes || key === id) break;
      this.entries.delete(key);
      this.bytes -= e.bytes;
    }
    return entry;
  }

  /** Sends a cached record: 304 when the client has it, else the best encoding it accepts. */
  static send(req: FastifyRequest, reply: FastifyReply, entry: Cached): FastifyReply {
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const body = encoding === 'identity' ? undefined : entry.bodies[encoding];
    const etag = body ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', RECORD_CACHE_CONTROL)
      .header('etag', etag)
      .header('vary', 'accept-encoding');
    const known = (req.headers['if-none-match'] ?? '').split(',').map((t) => t.trim());
    if (known.includes(etag) || known.includes('*')) return reply.code(304).send();
    if (body) reply.header('content-encoding', encoding);
    else reply.header('content-encoding', 'identity');
    return reply.send(body ?? entry.bodies.identity);
  }
}
