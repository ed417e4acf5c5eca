import { createServer, type IncomingMessage, type OutgoingHttpHeader, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { compressed, preferredEncoding, type Encoding } from './encoding.js';

/** Below this a compressed copy saves less than its headers cost. */
const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/;

/** The stamp of the data an answer was computed from; undefined while it is not known to be current. */
export type StampSource = () => string | undefined;

interface Entry {
  stamp: string;
  statusCode: number;
  /** Names and values in turn, as `writeHead` takes them. */
  headers: OutgoingHttpHeader[];
  body: Buffer;
}

type KeptEntry = Entry & {
  source: StampSource;
  /** When the data behind the answer was last known to be what it was made from (ms since epoch). */
  confirmedAt: number;
  /** Compressed copies, made the first time a browser that accepts them asks. */
  encoded?: Partial<Record<Encoding, Buffer>>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answers depend only on the URL and on the data behind `stamp`. */
    responseCache?: StampSource;
  }
  interface FastifyRequest {
    responseCacheStamp?: string;
  }
}

/**
 * Whole answers replayed in front of Fastify, at the cost of a map lookup. A route opts in when
 * its answer depends only on the URL and on data that changes through the seed or the importer:
 * an entry is replayed only while the route's stamp is what it was when the entry was made, so a
 * new catalogue version retires every entry at once. Routing, validation and serialization are
 * what a request costs in Fastify beyond the bytes; an answer the site gives thousands of times a
 * minute (a listing page, the listing load) is then as cheap as a static file.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, KeptEntry>;
  private closeConnections = false;

  /** @param maxBytes what the kept answers may weigh, bodies and headers. */
  constructor(maxBytes: number) {
    this.entries = new LRUCache<string, KeptEntry>({ maxSize: maxBytes, sizeCalculation: entryBytes });
  }

  /**
   * Answers `request` from the cache and returns true, or returns false for Fastify to answer.
   * Conditional and non-GET requests always go to Fastify.
   */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.url === undefined || request.headers['if-none-match'] !== undefined) return false;
    const entry = this.entries.get(request.url);
    if (entry === undefined) return false;
    const current = entry.source();
    // Unknown (due for a check, or the database is away): Fastify answers, the entry stays for
    // `staleAnswer`. Known and different: the data changed, the entry is of no more use.
    if (current === undefined) return false;
    if (current !== entry.stamp) {
      this.entries.delete(request.url);
      return false;
    }
    entry.confirmedAt = Date.now();
    const encoding = compressible(entry) ? preferredEncoding(request.headers['accept-encoding']) : null;
    const body = encoding === null ? entry.body : this.encodedBody(request.url, entry, encoding);
    const headers: OutgoingHttpHeader[] =
      encoding === null
        ? [...entry.headers]
        : ['content-length', body.length, 'content-encoding', encoding, ...withoutLength(entry.headers)];
    // Whether compressed or not, the answer differs with what the browser accepts.
    if (compressible(entry)) headers.push('vary', 'accept-encoding');
    if (this.closeConnections) headers.push('connection', 'close');
    response.writeHead(entry.statusCode, headers);
    response.end(body);
    return true;
  }

  private encodedBody(url: string, entry: KeptEntry, encoding: Encoding): Buffer {
    const known = entry.encoded?.[encoding];
    if (known !== undefined) return known;
    const made = compressed(entry.body, encoding);
    entry.encoded = { ...entry.encoded, [encoding]: made };
    // Weighed again with its new copy, so the bound in bytes holds.
    this.entries.set(url, entry);
    return made;
  }

  /** While the api drains, a replayed answer ends its connection as Fastify's answers do. */
  startDraining(): void {
    this.closeConnections = true;
  }

  store(url: string, source: StampSource, entry: Entry): void {
    this.entries.set(url, { ...entry, source, confirmedAt: Date.now() });
  }

  /**
   * The last answer kept for `url` while its data cannot be read (RFC 5861 stale-if-error), if it
   * was last confirmed at most `maxStaleMs` ago, with its age in seconds; the browser's encoding
   * is left to the reply's compression.
   */
  staleAnswer(url: string, maxStaleMs: number, now = Date.now()): { statusCode: number; headers: OutgoingHttpHeader[]; body: Buffer; ageSeconds: number } | undefined {
    const entry = this.entries.get(url);
    if (entry === undefined || now - entry.confirmedAt > maxStaleMs) return undefined;
    return { statusCode: entry.statusCode, headers: withoutLength(entry.headers), body: entry.body, ageSeconds: Math.floor((now - entry.confirmedAt) / 1000) };
  }

  get size(): number {
    return this.entries.size;
  }

  /** What the kept answers weigh, in bytes. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }
}

function entryBytes(entry: KeptEntry, url: string): number {
  const headerBytes = entry.headers.reduce<number>((sum, part) => sum + String(part).length, 0);
  const copies = (entry.encoded?.br?.length ?? 0) + (entry.encoded?.gzip?.length ?? 0);
  return Math.max(1, entry.body.length + copies + headerBytes + url.length);
}

/** A text answer large enough to gain from compression, and not compressed already. */
function compressible(entry: Entry): boolean {
  if (entry.body.length < COMPRESS_MIN_BYTES) return false;
  let type = '';
  for (let index = 0; index < entry.headers.length; index += 2) {
    const name = String(entry.headers[index]).toLowerCase();
    if (name === 'content-encoding') return false;
    if (name === 'content-type') type = String(entry.headers[index + 1]);
  }
  return COMPRESSIBLE.test(type);
}

/** The headers but the stored content length, which a compressed copy replaces. */
function withoutLength(headers: OutgoingHttpHeader[]): OutgoingHttpHeader[] {
  const kept: OutgoingHttpHeader[] = [];
  for (let index = 0; index < headers.length; index += 2) {
    if (String(headers[index]).toLowerCase() !== 'content-length') kept.push(headers[index]!, headers[index + 1]!);
  }
  return kept;
}

/**
 * Fills `cache` with the answers of the routes whose config names a `responseCache` stamp source
 * (hooks on the root instance, so every route is seen). An answer is kept only when the stamp was
 * current and unchanged from the request's start to its answer: an answer computed across a data
 * change is never kept.
 */
export function fillResponseCache(app: FastifyInstance, cache: ResponseCache): void {
  app.addHook('onRequest', async (request) => {
    request.responseCacheStamp = request.routeOptions.config.responseCache?.();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const source = request.routeOptions.config.responseCache;
    const stamp = request.responseCacheStamp;
    if (source === undefined || stamp === undefined || reply.statusCode !== 200 || source() !== stamp) return payload;
    if (!Buffer.isBuffer(payload) && typeof payload !== 'string') return payload;
    const body = Buffer.from(payload);
    const headers: OutgoingHttpHeader[] = ['content-length', body.length];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      // Hop-by-hop: a draining api's `connection: close` belongs to that one answer.
      if (value !== undefined && name !== 'content-length' && name !== 'connection') headers.push(name, value);
    }
    cache.store(request.url, source, { stamp, statusCode: 200, headers, body });
    return payload;
  });
}

/**
 * Fastify's `serverFactory`: a server that replays cached answers and hands every other request to
 * Fastify. `onHit` is told of each replayed answer, for the request log.
 */
export function cachingServer(cache: ResponseCache, onHit: (request: IncomingMessage, status: number, ms: number) => void) {
  return (handler: RequestListener): Server =>
    createServer((request, response) => {
      const started = performance.now();
      if (cache.serve(request, response)) onHit(request, response.statusCode, performance.now() - started);
      else handler(request, response);
    });
}
