// Serves the web client's build (web/dist) and nothing outside it. Text files are compressed
// once, with brotli and gzip (by the web build, which writes `.br` and `.gz` copies beside
// them; by the server for a build without), and kept in memory: a browser that accepts either gets the
// smaller file with `Content-Encoding` and `Vary: Accept-Encoding`. Hashed files under
// /assets/ are cached for a year; index.html is revalidated (ETag) on every visit. Paths that
// are not files are client routes (`/m/<id>`) and get index.html; a missing asset is a 404.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { brotliOptions, compressible, PRECOMPRESSED } from './precompress.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webmanifest': 'application/manifest+json',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Entry {
  readonly type: string;
  readonly etag: string;
  readonly cache: string;
  /** The file as it is, and compressed (when worth it). */
  readonly bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer };
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (q=0 refuses one), brotli first. */
export function chooseEncoding(header: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

export class WebFiles {
  private readonly entries = new Map<string, Promise<Entry>>();
  readonly root: string;

  constructor(webDir: string) {
    this.root = realpathSync(resolve(webDir));
  }

  /** The file a URL path names inside the build, or null (outside it, or not a file). */
  resolvePath(urlPath: string): string | null {
    const file = resolve(this.root, '.' + sep + urlPath);
    if (!file.startsWith(this.root + sep)) return null;
    if (!existsSync(file) || !statSync(file).isFile()) return null;
    // The build's compressed copies are sent only as encodings of their file.
    if (PRECOMPRESSED.test(file) && existsSync(file.slice(0, -3))) return null;
    // A symbolic link inside the build must not lead outside it either.
    const real = realpathSync(file);
    return real.startsWith(this.root + sep) ? real : null;
  }

  /**
   * Loads every file of the build in the background (after start-up), one at a time, with the
   * compressed copies the build wrote beside them. Compressing in the server's process (which it
   * still does for a build without copies) left it about 20 MB larger for good: freed compressor
   * memory stays with the process (docs/benchmarks.md, footprint).
   */
  warm(): void {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? walk(join(dir, d.name)) : d.isFile() ? [join(dir, d.name)] : [],
      );
    const files = walk(this.root).filter((f) => !PRECOMPRESSED.test(f));
    const next = (): void => {
      const file = files.shift();
      if (file) void this.entry(file).then(next, next);
    };
    next();
  }

  entry(file: string): Promise<Entry> {
    let entry = this.entries.get(file);
    if (!entry) {
      entry = load(file, file.startsWith(join(this.root, 'assets') + sep));
      this.entries.set(file, entry);
      entry.catch(() => this.entries.delete(file));
    }
    return entry;
  }

  async serve(req: FastifyRequest, reply: FastifyReply, file: string): Promise<FastifyReply> {
    const entry = await this.entry(file);
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const body = entry.bodies[encoding] ?? entry.bodies.identity;
    const used: Encoding = body === entry.bodies.identity ? 'identity' : encoding;
    const etag = used === 'identity' ? entry.etag : `${entry.etag.slice(0, -1)}-${used}"`;
    reply
      .type(entry.type)
      .header('cache-control', entry.cache)
      .header('etag', etag)
      .header('vary', 'accept-encoding');
    if (used !== 'identity') reply.header('content-encoding', used);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);
  }
}

/** A compressed copy beside its file, from the build; null when missing or older than it. */
function copy(file: string, suffix: string): Buffer | null {
  const path = file + suffix;
  if (!existsSync(path) || statSync(path).mtimeMs < statSync(file).mtimeMs) return null;
  return readFileSync(path);
}

async function load(file: string, immutable: boolean): Promise<Entry> {
  const identity = readFileSync(file);
  const ext = extname(file);
  const bodies: Entry['bodies'] = { identity };
  if (compressible(file, identity.length)) {
    const [br, gz] = await Promise.all([
      copy(file, '.br') ?? brotli(identity, brotliOptions(identity.length)),
      copy(file, '.gz') ?? gzipAsync(identity, { level: 9 }),
    ]);
    if (br.length < identity.length) bodies.br = br;
    if (gz.length < identity.length) bodies.gzip = gz;
  }
  return {
    type: TYPES[ext] ?? 'application/octet-stream',
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    cache: immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    bodies,
  };
}

/** Registers GET /* for the web client (or a short text page when it is not built). */
export function serveWeb(app: FastifyInstance, webDir: string | null): WebFiles | null {
  const files = webDir && existsSync(join(webDir, 'index.html')) ? new WebFiles(webDir) : null;
  app.get('/*', { compress: false }, async (req, reply) => {
    if (!files) {
      return reply
        .type('text/plain; charset=utf-8')
        .send(
          'Moontable server is running. The web client is not built yet; ' +
            'see docs/api.md for the HTTP and WebSocket API.\n',
        );
    }
    const raw = (req.params as { '*': string })['*'] ?? '';
    let path: string;
    try {
      path = decodeURIComponent(raw);
    } catch {
      path = '\0';
    }
    if (path.includes('\0'))
      return reply.code(400).send({
        error: { code: 'bad-request', rule: null, message: 'The path is not valid URL encoding.' },
      });
    const file = files.resolvePath(path);
    if (file) return files.serve(req, reply, file);
    // A missing asset is an error, not the page: a script tag must never receive HTML.
    if (path.startsWith('assets/') || extname(path) !== '')
      return reply.code(404).send({
        error: { code: 'not-found', rule: null, message: `No file /${raw}.` },
      });
    return files.serve(req, reply, join(files.root, 'index.html'));
  });
  return files;
}
