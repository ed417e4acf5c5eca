import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PagesResponse } from 'shared-kernel';
import type { z } from 'zod';
import { errorBody, errorBodySchema } from '../http/errors.js';
import { readArticles } from './articles.js';
import { readPages } from './pages.js';
import { articleQuerySchema, articlesResponseSchema, pagesResponseSchema, textQuerySchema } from './schemas.js';
import { textLanguage } from './texts.js';

const TAGS = ['content'];
const badRequest = errorBodySchema.describe('A parameter is not valid; the message says which and why');

/** The configured pages and the articles (spec §2, §3); the route table is the kernel's, bundled by each front end. */
const content: FastifyPluginAsync = async (app) => {
  const { db, settings } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const languageOf = async (query: z.output<typeof textQuerySchema>) =>
    textLanguage(query.lang, query.raw, (await settings.read()).defaultLanguage);

  api.get(
    '/api/pages',
    {
      schema: {
        tags: TAGS,
        summary: 'The configured pages with their modules, in menu order',
        description:
          'Child pages are in childMenus. Every page is answered, whatever its status; inMenu tells which ones menus ' +
          'show (status Published). A text missing in the language asked for falls back to the default language.',
        querystring: textQuerySchema,
        response: { 200: pagesResponseSchema, 400: badRequest },
      },
    },
    async (request): Promise<PagesResponse> => {
      const language = await languageOf(request.query);
      return { language: language?.lang ?? null, pages: await readPages(db, language) };
    },
  );

  api.get(
    '/api/articles',
    {
      schema: {
        tags: TAGS,
        summary: 'The published articles of a category, or one article by its slug',
        description:
          'Services, values, testimonials, team members, the slides of the home page and the rental management and ' +
          'about texts. Articles waiting for approval (a testimonial sent through the site) are left out.',
        querystring: articleQuerySchema,
        response: {
          200: articlesResponseSchema,
          400: badRequest,
          404: errorBodySchema.describe('No category has this id, or no published article has this slug'),
        },
      },
    },
    async (request, reply) => {
      const { category, slug, ...text } = request.query;
      const answer = await readArticles(db, { category, slug }, await languageOf(text));
      if ('missing' in answer) {
        const message =
          answer.missing === 'category'
            ? `There is no article category ${category}.`
            : `No published article has the slug "${slug}"${category === undefined ? '' : ` in category ${category}`}.`;
        return reply.code(404).send(errorBody('not_found', message));
      }
      return answer;
    },
  );
};

export const contentRoutes = fp(content, {
  name: 'content-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['db', 'settings'],
  decorators: { fastify: ['db', 'settings'] },
});
