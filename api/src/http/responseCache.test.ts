import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { cachingServer, fillResponseCache, ResponseCache } from './responseCache.js';

/** A server whose one route counts the requests Fastify really handled. */
async function serverWithCache(stamp: { current: string | undefined }, maxBytes = 1_000_000) {
  const cache = new ResponseCache(maxBytes);
  const hits: string[] = [];
  const app: FastifyInstance = Fastify({ serverFactory: cachingServer(cache, (request) => hits.push(request.url ?? '')) });
  fillResponseCache(app, cache);
  const handled: string[] = [];
  const source = () => stamp.current;
  app.get('/answer', { config: { responseCache: source } }, async (request, reply) => {
    handled.push(request.url);
    return reply.header('cache-control', 'public, max-age=60').type('application/json').send(Buffer.from(`{"stamp":"${stamp.current}"}`));
  });
  app.get('/large', { config: { responseCache: source } }, async (request) => {
    handled.push(request.url);
    return { items: Array.from({ length: 200 }, (_, index) => ({ id: index, city: 'Ixelles', zip: '1050' })) };
  });
  app.get('/missing', { config: { responseCache: source } }, async (request, reply) => {
    handled.push(request.url);
    return reply.code(404).send({ error: 'not_found' });
  });
  app.get('/uncached', async (request) => {
    handled.push(request.url);
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, cache, hits, handled, origin };
}

describe('ResponseCache', () => {
  let server: Awaited<ReturnType<typeof serverWithCache>>;
  const stamp = { current: 'v1' as string | undefined };

  beforeEach(async () => {
    stamp.current = 'v1';
    server = await serverWithCache(stamp);
  });
  afterEach(() => server.app.close());

  it('replays an answer with its headers without Fastify handling it again', async () => {
    const first = await fetch(`${server.origin}/answer?page=1`);
    const second = await fetch(`${server.origin}/answer?page=1`);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('cache-control')).toBe('public, max-age=60');
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(second.headers.get('content-length')).toBe(first.headers.get('content-length'));
    expect(server.handled).toEqual(['/answer?page=1']);
    expect(server.hits).toEqual(['/answer?page=1']);
  });

  it('keys answers by the whole URL', async () => {
    await fetch(`${server.origin}/answer?page=1`);
    await fetch(`${server.origin}/answer?page=2`);
    expect(server.handled).toEqual(['/answer?page=1', '/answer?page=2']);
  });

  it('retires an answer once the data it came from changes', async () => {
    await fetch(`${server.origin}/answer`);
    stamp.current = 'v2';
    const fresh = await fetch(`${server.origin}/answer`);
    expect(await fresh.json()).toEqual({ stamp: 'v2' });
    await fetch(`${server.origin}/answer`);
    expect(server.handled).toEqual(['/answer', '/answer']);
  });

  it('keeps nothing while the stamp is not known to be current', async () => {
    stamp.current = undefined;
    await fetch(`${server.origin}/answer`);
    await fetch(`${server.origin}/answer`);
    expect(server.handled).toHaveLength(2);
    expect(server.cache.size).toBe(0);
  });

  it('keeps only 200 answers of routes that opt in', async () => {
    await fetch(`${server.origin}/missing`);
    await fetch(`${server.origin}/missing`);
    await fetch(`${server.origin}/uncached`);
    await fetch(`${server.origin}/uncached`);
    expect(server.handled).toEqual(['/missing', '/missing', '/uncached', '/uncached']);
  });

  it('leaves conditional and non-GET requests to Fastify', async () => {
    await fetch(`${server.origin}/answer`);
    await fetch(`${server.origin}/answer`, { headers: { 'if-none-match': '"x"' } });
    const head = await fetch(`${server.origin}/answer`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(server.handled).toEqual(['/answer', '/answer', '/answer']);
  });

  it('replays a large text answer compressed as each browser accepts, and a small one as it is', async () => {
    const first = await (await fetch(`${server.origin}/large`)).text();
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const replayed = await fetch(`${server.origin}/large`, { headers: { 'accept-encoding': accept } });
      expect(replayed.headers.get('content-encoding')).toBe(encoding);
      expect(replayed.headers.get('vary')).toBe('accept-encoding');
      // fetch decodes what it asked for: the same JSON either way.
      expect(await replayed.text()).toBe(first);
    }
    expect(server.handled.filter((url) => url === '/large')).toEqual(['/large']);
    await fetch(`${server.origin}/answer`);
    const small = await fetch(`${server.origin}/answer`, { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('forgets the least recently used answer past what the answers may weigh', async () => {
    await fetch(`${server.origin}/answer?page=1`);
    const oneAnswer = server.cache.bytes;
    expect(oneAnswer).toBeGreaterThan(100);
    await server.app.close();
    server = await serverWithCache(stamp, Math.floor(oneAnswer * 2.5));
    for (const page of [1, 2, 1, 3, 1, 2]) await fetch(`${server.origin}/answer?page=${page}`);
    // Page 2 was the least recently used when page 3 came in, so only it was computed twice.
    expect(server.handled).toEqual(['/answer?page=1', '/answer?page=2', '/answer?page=3', '/answer?page=2']);
  });

  it('keeps an answer while its data cannot be read, for a stale answer within the bound, and retires it once the data changed', async () => {
    await fetch(`${server.origin}/answer?page=1`);
    const madeAt = Date.now();
    stamp.current = undefined;
    await fetch(`${server.origin}/answer?page=1`);
    expect(server.handled).toEqual(['/answer?page=1', '/answer?page=1']);
    const stale = server.cache.staleAnswer('/answer?page=1', 60_000, madeAt + 30_000);
    expect(stale?.body.toString()).toBe('{"stamp":"v1"}');
    expect(stale?.ageSeconds).toBeGreaterThanOrEqual(29);
    expect(stale?.headers).not.toContain('content-length');
    expect(server.cache.staleAnswer('/answer?page=1', 60_000, madeAt + 120_000)).toBeUndefined();
    expect(server.cache.staleAnswer('/answer?page=2', 60_000)).toBeUndefined();
    stamp.current = 'v2';
    await fetch(`${server.origin}/answer?page=1`);
    expect(server.cache.staleAnswer('/answer?page=1', 60_000)?.body.toString()).toBe('{"stamp":"v2"}');
  });
});
