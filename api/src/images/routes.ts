import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, errorBodySchema } from '../http/errors.js';
import type { ImageSource } from '../seeding/sources.js';
import { IMMUTABLE } from '../static/cacheControl.js';
import { ImageStore, imageEtag, type ImageFormat } from './imageStore.js';
import type { MediaBucket } from './mediaBucket.js';
import { REQUESTED_WIDTHS } from './widths.js';

/** Lowercase letters, digits and dashes only: an id can never name a path outside its folder. */
const IMAGE_ID = /^[a-z0-9-]{1,80}$/;

// A Buffer answers as it is: the schema only documents it.
const binary = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });

export const imageRoutes: FastifyPluginAsync<{ dataDir: string; drawings: ImageSource | null; bucket?: MediaBucket | null }> = async (app, { dataDir, drawings, bucket = null }) => {
  const store = new ImageStore(dataDir, drawings, app.log, bucket);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/images/:id',
    {
      schema: {
        tags: ['images'],
        summary: 'A photo at one of the site widths, WebP or JPEG',
        description:
          'Widths (spec §7): w=100 gives 100 px, 500 gives 400, 750 gives 600, 1050 gives 1360, 1600 (the default) ' +
          'the master as it is. WebP when the Accept header includes image/webp, else JPEG. Answers are immutable ' +
          'and carry a strong ETag; If-None-Match with it answers 304.',
        params: z.object({
          id: z
            .string()
            .regex(IMAGE_ID, 'must be 1 to 80 lowercase letters, digits and dashes')
            .describe('property-{id}-{n}, project-{id}-{n}, article-{id}, team-{n}, banner-{n}, logo, or an uploaded photo'),
        }),
        querystring: z.object({
          w: z
            .enum(REQUESTED_WIDTHS, { error: `must be one of ${REQUESTED_WIDTHS.join(', ')}` })
            .default('1600')
            .describe('The requested width slot'),
        }),
        response: {
          200: {
            description: 'The image',
            content: { 'image/webp': { schema: binary }, 'image/jpeg': { schema: binary } },
          },
          304: z.void().describe('The copy named by If-None-Match is current'),
          400: errorBodySchema.describe('The id or the width is not valid'),
          404: errorBodySchema.describe('No image has this id'),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { w } = request.query;
      const format: ImageFormat = (request.headers.accept ?? '').includes('image/webp') ? 'webp' : 'jpeg';
      const etag = imageEtag(id, w, format);
      const cacheHeaders = { etag, 'cache-control': IMMUTABLE, vary: 'accept' };
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).headers(cacheHeaders).send();

      const image = await store.variant(id, w, format);
      if (image === null) {
        return reply.code(404).send(errorBody('not_found', `No image has the id "${id}".`));
      }
      return reply.headers(cacheHeaders).type(`image/${format}`).send(image);
    },
  );
};

/** RFC 9110: If-None-Match lists entity tags, compared weakly, or is `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}
