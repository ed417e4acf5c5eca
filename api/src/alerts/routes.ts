import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ALERT_FREQUENCIES,
  describeCriteria,
  isLanguage,
  keepInformedSchema,
  LANGUAGES,
  localizePath,
  SAVED_SEARCHES_ROUTE,
  savedSearchesQuery,
  searchCriteriaOfList,
  THANK_YOU_PATHS,
  thankYouPathOf,
  type Language,
} from 'shared-kernel';
import { z } from 'zod';
import { sameOriginOnly } from '../auth/origin.js';
import { readProperty } from '../forms/enquiries.js';
import { formsErrorBody, formsText } from '../forms/texts.js';
import { linkSigningKey } from '../forms/uploadLinks.js';
import { composeMail } from '../mail/compose.js';
import { escapeHtml } from '../seo/head.js';
import { errorBodySchema, tooManyRequests, type ErrorBody } from '../http/errors.js';
import { guardRoutes } from '../http/guard.js';
import { alertFooter } from './mails.js';
import { alertLinks, changeSavedSearch, createSavedSearch, isManageSignature, manageLink, unsubscribeHeaders } from './savedSearches.js';
import { readSavedSearches, savedSearchesAnswerSchema } from './savedSearchViews.js';

export interface AlertRoutesOptions {
  /** Saves per IP and window: each sends an opt-in mail. */
  rateLimit?: { max: number; timeWindowMs: number };
}

const TAGS = ['alerts'];
const tokenQuery = z.object({ token: z.string().min(10).max(100) });

/**
 * Saved searches, so a visitor hears of a new match or a price drop without an account: the "Keep me informed" post with its double opt-in, the mails' links
 * (confirm, unsubscribe by a click or RFC 8058's one-click POST) and the page of one's saved
 * searches, opened by a signed link. Every form here also works posted as plain HTML.
 */
const alerts: FastifyPluginAsync<AlertRoutesOptions> = async (app, { rateLimit: limits = { max: 20, timeWindowMs: 10 * 60_000 } }) => {
  const { config, db, mail, settings } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  await app.register(rateLimit, { global: false, errorResponseBuilder: tooManyRequests });
  // Posted without scripts, and RFC 8058's "List-Unsubscribe=One-Click" body.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const originOf = (request: FastifyRequest) => config.publicOrigin ?? `${request.protocol}://${request.host}`;
  const isHtmlPost = (request: FastifyRequest) => request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
  const linkKey = () => linkSigningKey(db, config.linkSecret);

  api.post(
    '/api/alerts',
    {
      config: { rateLimit: { max: limits.max, timeWindow: limits.timeWindowMs } },
      schema: {
        tags: TAGS,
        summary: 'Saves a list’s filters (or follows a property) with an e-mail address; mails the double opt-in link',
        description:
          'JSON answers 201 { status: "pending" }; a form posted as HTML is sent to the thank-you page (303). ' +
          'Refused values answer 400 with `fields` (keys under the listings dictionary’s `alerts`).',
        body: z.record(z.string(), z.unknown()),
        response: { 201: z.object({ status: z.literal('pending') }), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const parsed = keepInformedSchema.safeParse(request.body);
      const language: Language = parsed.success ? parsed.data.language : isLanguage(request.body.language) ? request.body.language : 'fr';
      if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), `alerts.${issue.message}`]));
        return refuse(request, reply, 400, formsErrorBody('validation_failed', 'alerts.errors.invalid', fields), language);
      }
      const values = parsed.data;
      const origin = originOf(request);
      const t = await formsText(values.language);
      const property = values.propertyId === undefined ? undefined : await readProperty(db, values.propertyId, values.language, origin);
      if (values.propertyId !== undefined && property === undefined) {
        return refuse(request, reply, 404, formsErrorBody('property_not_found', 'alerts.errors.property'), language);
      }
      const key = await linkKey();
      const agencyName = (await settings.read()).agency.name;
      const criteria = property === undefined && values.goal !== undefined ? searchCriteriaOfList(values.goal, values.listPath?.split('?')[1] ?? '') : null;
      await db.transaction(async (tx) => {
        const token = await createSavedSearch(tx, {
          email: values.email,
          language: values.language,
          criteria,
          listPath: property === undefined ? (values.listPath ?? null) : null,
          propertyId: property?.id ?? null,
          frequency: values.frequency,
        });
        const links = alertLinks(origin, token);
        await mail.enqueue(tx, {
          to: values.email,
          subject: t('alerts.optInSubject'),
          ...composeMail(values.language, [
            { paragraph: t(property === undefined ? 'alerts.optInBody' : 'alerts.optInFollowBody') },
            { link: links.confirm, label: t('alerts.optInButton') },
            {
              rows: [
                ...(property === undefined ? [] : [[t('mail.property'), `${property.title} (${property.city})`] as const]),
                ...(criteria === null ? [] : [[t('alerts.criteria'), describeCriteria(criteria, values.language)] as const]),
                [t('alerts.frequency'), t(`alerts.frequencies.${values.frequency}`)],
              ],
            },
            ...(property === undefined ? [] : [{ link: property.link, label: t('mail.propertyLink') }]),
            ...alertFooter(
              { list: values.listPath === undefined || property !== undefined ? null : `${origin}${values.listPath}`, manage: manageLink(origin, key, values.email, values.language), unsubscribe: links.unsubscribe },
              t,
              agencyName,
            ),
          ]),
          language: values.language,
          kind: 'opt-in:saved-search',
          headers: unsubscribeHeaders(origin, token),
        });
      });
      mail.wake();
      // A followed property's page promises its price changes and sale, not a list's new matches.
      if (isHtmlPost(request)) return reply.redirect(`${thankYouPathOf('demand-register', values.language)}${property === undefined ? '' : '?subscription=follow'}`, 303);
      return reply.code(201).send({ status: 'pending' as const });
    },
  );

  /** A refusal: JSON as the api answers, or for a form posted as HTML a page saying why, with a way back. */
  async function refuse(request: FastifyRequest, reply: FastifyReply, status: 400 | 404, body: ErrorBody, language: Language) {
    if (!isHtmlPost(request)) return reply.code(status).send(body);
    const t = await formsText(language);
    const messages = Object.values(body.fields ?? { form: body.key ?? 'alerts.errors.invalid' }).map((key) => `<li>${escapeHtml(t(key))}</li>`);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${t('alerts.page.refusedTitle')}</title></head>` +
          `<body><main><h1>${t('alerts.page.refusedTitle')}</h1><ul role="alert">${messages.join('')}</ul>` +
          `<p>${t('alerts.page.refusedBack')}</p></main></body></html>`,
      );
  }

  /** The page of one's saved searches in `language`, with its access in the query: every mail links here. */
  const pageOf = (language: Language, query: string) => `${localizePath(SAVED_SEARCHES_ROUTE, language)}${query}`;
  const languageOr = async (asked: unknown) => (isLanguage(asked) ? asked : (await settings.read()).defaultLanguage);
  const subscriptionPage = (language: Language, outcome: string) => `${localizePath(THANK_YOU_PATHS['demand-register'], language)}?subscription=${outcome}`;

  api.get(
    '/api/alerts/confirm',
    { schema: { tags: TAGS, summary: 'Confirms a saved search (double opt-in link); 303 to the page saying so', querystring: tokenQuery } },
    async (request, reply) => {
      const row = await changeSavedSearch(db, 'confirm', request.query.token);
      const outcome = row === undefined ? 'invalid' : row.propertyId === null ? 'confirmed' : 'followConfirmed';
      return reply.redirect(subscriptionPage(await languageOr(row?.language), outcome), 303);
    },
  );
  // A mail scanner that opens every link of a mail must not stop anyone's alerts: the link in a
  // mail's body leads to the page of the search, whose button posts (below).
  api.get(
    '/api/alerts/unsubscribe',
    {
      schema: {
        tags: TAGS,
        summary: 'The unsubscribe link of a mail’s body: 303 to the page that offers to stop the search (a GET changes nothing)',
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const [row] = await db.query<{ language: Language }>('select language from saved_searches where token = $1', [request.query.token]);
      return reply.redirect(pageOf(await languageOr(row?.language), savedSearchesQuery({ stop: request.query.token })), 303);
    },
  );
  // RFC 8058: a mail client posts "List-Unsubscribe=One-Click" to the List-Unsubscribe address, with
  // no cookie, and reads only the status. The page's button posts `action=stop` and goes on to the
  // page saying what happened.
  api.post(
    '/api/alerts/unsubscribe',
    {
      schema: {
        tags: TAGS,
        summary: 'Stops a saved search: RFC 8058 one-click POST (200), or the button of its page (303 to the page saying so)',
        querystring: tokenQuery,
        body: z.record(z.string(), z.unknown()).optional(),
        response: { 200: z.object({ outcome: z.literal('unsubscribed') }), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const row = await changeSavedSearch(db, 'unsubscribe', request.query.token);
      if (request.body?.action === 'stop') {
        return reply.redirect(subscriptionPage(await languageOr(row?.language), row === undefined ? 'invalid' : 'unsubscribed'), 303);
      }
      if (row === undefined) return reply.code(404).send(formsErrorBody('link_invalid', 'server.linkInvalid'));
      return reply.send({ outcome: 'unsubscribed' as const });
    },
  );

  const accessSchema = z.object({ email: z.string().min(3).max(254), signature: z.string().min(10).max(100) });
  /** Whether `values` hold an address and this site's signature of it (the manage link's). */
  const signedAddress = async (values: unknown) => {
    const access = accessSchema.safeParse(values);
    return access.success && isManageSignature(await linkKey(), access.data.email, access.data.signature);
  };
  const linkInvalid = (reply: FastifyReply) => reply.code(403).send(formsErrorBody('link_invalid', 'server.linkInvalid'));

  // The page's answer: an address's searches through its signed link, or the one search of an
  // unsubscribe link, whose own token is its guard (an unknown one answers 404).
  await app.register(async (signedQuery) => {
    guardRoutes(signedQuery, 'signed-link', {
      onRequest: async (request, reply) => {
        const query = request.query as Record<string, unknown>;
        if (typeof query.stop === 'string' && query.stop.length > 0) return;
        if (!(await signedAddress(query))) await linkInvalid(reply);
      },
    });
    signedQuery.withTypeProvider<ZodTypeProvider>().get(
      '/api/alerts/searches',
      {
        schema: {
          tags: TAGS,
          summary: 'The saved searches of the address of a signed link (or the one search of an unsubscribe link), for the page of one’s saved searches',
          description: 'Each list’s criteria and each followed property’s title and photo in `lang`. 403 for a link not signed here, 404 for an unknown unsubscribe link.',
          querystring: z.object({
            lang: z.enum(LANGUAGES),
            email: z.string().max(254).optional(),
            signature: z.string().max(100).optional(),
            stop: z.string().min(10).max(100).optional(),
          }),
          response: { 200: savedSearchesAnswerSchema, 403: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        const { lang, email, stop } = request.query;
        // Holds an address and what it saved: never kept by a cache.
        void reply.header('cache-control', 'private, no-store');
        if (stop !== undefined) {
          const searches = await readSavedSearches(db, { token: stop }, lang);
          if (searches.length === 0) return reply.code(404).send(formsErrorBody('link_invalid', 'server.linkInvalid'));
          return { email: null, searches };
        }
        if (email === undefined) throw new Error('The guard answers requests without a signed address');
        return { email, searches: await readSavedSearches(db, { email }, lang) };
      },
    );
  });

  // The links of mails sent before the page became a page of the site lead to it still.
  api.get(
    '/api/alerts/manage',
    {
      schema: {
        tags: TAGS,
        summary: 'Former address of the page of one’s saved searches: moved permanently to the page, in the link’s language',
        querystring: z.object({ email: z.string().max(254).optional(), signature: z.string().max(100).optional(), lang: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { email = '', signature = '', lang } = request.query;
      return reply.redirect(pageOf(await languageOr(lang), savedSearchesQuery({ email, signature })), 301);
    },
  );
  // The page's own forms, for the signed address they carry.
  await app.register(async (signedForm) => {
    guardRoutes(signedForm, 'signed-link', {
      preHandler: async (request, reply) => {
        if (!(await signedAddress(request.body))) await linkInvalid(reply);
      },
    });
    signedForm.withTypeProvider<ZodTypeProvider>().post(
      '/api/alerts/manage',
      {
        // The page's own forms only: a link's signature in another site's form changes nothing.
        onRequest: sameOriginOnly(config.publicOrigin),
        schema: {
          tags: TAGS,
          summary: 'Changes the frequency of, or deletes, one saved search of the signed address (a form of the page); 303 to the page',
          description: '400 for a form without its search or action, 403 for a link not signed here.',
          body: z.record(z.string(), z.unknown()),
          response: { 400: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request, reply) => {
        const form = accessSchema
          .extend({ lang: z.string().optional(), id: z.uuid(), action: z.enum(['change', 'delete']), frequency: z.enum(ALERT_FREQUENCIES).optional() })
          .safeParse(request.body);
        if (!form.success) return reply.code(400).send(formsErrorBody('validation_failed', 'alerts.errors.invalid'));
        const { id, email, signature, lang, action, frequency } = form.data;
        if (action === 'delete') {
          await db.query('delete from saved_searches where id = $1 and lower(email) = lower($2)', [id, email]);
        } else if (frequency !== undefined) {
          await db.query('update saved_searches set frequency = $3 where id = $1 and lower(email) = lower($2)', [id, email, frequency]);
        }
        // Back to the page by GET, so reloading it posts nothing again.
        return reply.redirect(pageOf(await languageOr(lang), savedSearchesQuery({ email, signature }, action === 'delete' ? 'deleted' : 'changed')), 303);
      },
    );
  });
};

export const alertRoutes = fp(alerts, {
  name: 'alert-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['config', 'db', 'settings', 'mail', 'guards'],
  decorators: { fastify: ['config', 'db', 'settings', 'mail'] },
});
