import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { pluginTestApp } from '../images/testApp.js';
import { tileRoutes } from './routes.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('GET /api/tiles/:z/:x/:y.png', () => {
  let upstream: Server;
  let app: FastifyInstance;
  const asked: { url: string; userAgent: string | undefined }[] = [];

  beforeAll(async () => {
    // A tile server: tiles of zoom 0 to 2, and a 404 for 2/3/3.
    upstream = createServer((request, response) => {
      asked.push({ url: request.url ?? '', userAgent: request.headers['user-agent'] });
      if (request.url === '/2/3/3.png') return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    ({ app } = await pluginTestApp(tileRoutes, {
      upstream: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
      cacheBytes: 1024 * 1024,
      userAgent: 'BrusselsAgencySite/1.0 (+https://www.agence.example)',
    }));
  });

  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('fetches a tile once, naming the site to the tile server, then serves it from what it keeps', async () => {
    for (let time = 0; time < 2; time += 1) {
      const response = await app.inject({ method: 'GET', url: '/api/tiles/1/0/1.png' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=604800');
      expect(response.rawPayload.equals(PNG)).toBe(true);
    }
    expect(asked.filter(({ url }) => url === '/1/0/1.png')).toEqual([
      { url: '/1/0/1.png', userAgent: 'BrusselsAgencySite/1.0 (+https://www.agence.example)' },
    ]);
  });

  it('refuses what is not a tile of the map, without asking the tile server', async () => {
    const before = asked.length;
    for (const url of ['/api/tiles/1/2/0.png', '/api/tiles/20/0/0.png', '/api/tiles/1/0/0.jpg', '/api/tiles/1/-1/0.png', '/api/tiles/x/0/0.png']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(400);
    }
    expect(asked.length).toBe(before);
  });

  it('answers 502 for a tile the server refuses, 504 when it does not answer', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/tiles/2/3/3.png' })).statusCode).toBe(502);
    await new Promise((resolve) => upstream.close(resolve));
    expect((await app.inject({ method: 'GET', url: '/api/tiles/2/1/1.png' })).statusCode).toBe(504);
  });
});
