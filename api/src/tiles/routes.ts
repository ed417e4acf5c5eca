import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { errorBody, errorBodySchema } from '../http/errors.js';

/** OpenStreetMap serves zoom levels 0 to 19. */
const MAX_ZOOM = 19;
/** A tile the upstream does not send within this time is answered 504: the map shows its plain background. */
const UPSTREAM_TIMEOUT_MS = 5_000;
/** A week in browsers (OSM's policy asks to keep tiles at least a week); the api keeps them while it has room. */
const BROWSER_MAX_AGE_SECONDS = 7 * 86_400;

interface TileOptions {
  /** The upstream's XYZ template, `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
  upstream: string;
  /** What the kept tiles may weigh, in bytes. */
  cacheBytes: number;
  /** Names the site to the tile server, as OpenStreetMap's tile usage policy asks. */
  userAgent: string;
}

const tileParams = z.object({
  z: z.coerce.number().int().min(0).max(MAX_ZOOM),
  x: z.coerce.number().int().min(0),
  y: z.string().regex(/^\d+\.png$/),
});

/**
 * Map tiles through the site's own origin: a visitor's browser never talks to the tile server, so
 * nothing of the visit reaches a third party before (or without) consent, and the tiles are kept
 * here for every visitor. Only real tile coordinates are fetched: the route is no open proxy.
 */
export const tileRoutes: FastifyPluginAsync<TileOptions> = async (app, { upstream, cacheBytes, userAgent }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const kept = new LRUCache<string, Buffer>({ maxSize: cacheBytes, sizeCalculation: (tile) => Math.max(1, tile.length) });

  api.get(
    '/api/tiles/:z/:x/:y',
    {
      schema: {
        tags: ['map'],
        summary: 'A map tile (PNG), fetched from the configured tile server and kept',
        params: tileParams,
        response: {
          200: { description: 'The tile', content: { 'image/png': { schema: z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }) } } },
          400: errorBodySchema,
          502: errorBodySchema,
          504: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { z: zoom, x } = request.params;
      const y = Number.parseInt(request.params.y, 10);
      const side = 2 ** zoom;
      if (x >= side || y >= side) {
        return reply.code(400).send(errorBody('bad_request', `Tile ${zoom}/${x}/${y} is outside the map.`));
      }
      const key = `${zoom}/${x}/${y}`;
      let tile = kept.get(key);
      if (tile === undefined) {
        const url = upstream.replace('{z}', String(zoom)).replace('{x}', String(x)).replace('{y}', String(y));
        let answer: Response;
        try {
          answer = await fetch(url, { headers: { 'user-agent': userAgent }, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
        } catch (error) {
          request.log.warn({ err: error, tile: key }, 'the tile server did not answer');
          return reply.code(504).send(errorBody('gateway_timeout', 'The map tile server did not answer.'));
        }
        if (!answer.ok) {
          request.log.warn({ status: answer.status, tile: key }, 'the tile server refused a tile');
          return reply.code(502).send(errorBody('bad_gateway', 'The map tile server did not send the tile.'));
        }
        tile = Buffer.from(await answer.arrayBuffer());
        kept.set(key, tile);
      }
      return reply.type('image/png').header('cache-control', `public, max-age=${BROWSER_MAX_AGE_SECONDS}`).send(tile);
    },
  );
};
