import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ALERT_FREQUENCIES,
  describeCriteria,
  isLanguage,
  keepInformedSchema,
  localizePath,
  searchCriteriaOfList,
  THANK_YOU_PATHS,
  thankYouPathOf,
  type AlertFrequency,
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
import { managePage, type ManagedSearch } from './managePage.js';
import { alertFooter } from './mails.js';
import { alertLinks, changeSavedSearch, createSavedSearch, isManageSignature, manageLink, unsubscribeHeaders } from './savedSearches.js';

export interface AlertRoutesOptions {
  /** Saves per IP and window: each sends an opt-in mail. */
  rateLimit?: { max: number; timeWindowMs: number };
}

const TAGS = ['alerts'];
const tokenQuery = z.object({ token: z.string().min(10).max(100) });

/**
 * Saved searches (issue 41): the "Keep me informed" post with its double opt-in, the mails' links
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

  const land = (change: 'confirm' | 'unsubscribe') => async (request: FastifyRequest<{ Querystring: { token: string } }>, reply: FastifyReply) => {
    const row = await changeSavedSearch(db, change, request.query.token);
    const language = row?.language ?? (await settings.read()).defaultLanguage;
    const outcome = row === undefined ? 'invalid' : change === 'unsubscribe' ? 'unsubscribed' : row.propertyId === null ? 'confirmed' : 'followConfirmed';
    return reply.redirect(`${localizePath(THANK_YOU_PATHS['demand-register'], language)}?subscription=${outcome}`, 303);
  };
  api.get('/api/alerts/confirm', { schema: { tags: TAGS, summary: 'Confirms a saved search (double opt-in link); 303 to the page saying so', querystring: tokenQuery } }, land('confirm'));
  api.get('/api/alerts/unsubscribe', { schema: { tags: TAGS, summary: 'Stops a saved search (the link in each of its mails); 303 to the page saying so', querystring: tokenQuery } }, land('unsubscribe'));
  // RFC 8058: a mail client posts to the List-Unsubscribe address, with no cookie, and reads only the status.
  api.post(
    '/api/alerts/unsubscribe',
    {
      schema: {
        tags: TAGS,
        summary: 'Stops a saved search (RFC 8058 one-click POST)',
        querystring: tokenQuery,
        response: { 200: z.object({ outcome: z.literal('unsubscribed') }), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const row = await changeSavedSearch(db, 'unsubscribe', request.query.token);
      if (row === undefined) return reply.code(404).send(formsErrorBody('link_invalid', 'server.linkInvalid'));
      return reply.send({ outcome: 'unsubscribed' as const });
    },
  );

  const accessSchema = z.object({
    email: z.string().min(3).max(254),
    signature: z.string().min(10).max(100),
    lang: z.string().optional(),
    done: z.enum(['changed', 'deleted']).optional(),
  });

  /** The page of one address's saved searches, or 403 saying the link is not valid. */
  async function sendManagePage(reply: FastifyReply, query: unknown) {
    const access = accessSchema.safeParse(query);
    const done = access.success ? access.data.done : undefined;
    const key = await linkKey();
    const valid = access.success && isManageSignature(key, access.data.email, access.data.signature);
    const rows = valid
      ? await db.query<{ id: string; frequency: AlertFrequency; confirmed_at: Date | null; unsubscribed_at: Date | null; list_path: string | null; property_id: number | null; language: Language }>(
          `select id, frequency, confirmed_at, unsubscribed_at, list_path, property_id, language from saved_searches
            where lower(email) = lower($1) order by created_at, id`,
          [access.data.email],
        )
      : [];
    const asked = access.success ? access.data.lang : undefined;
    const language: Language = isLanguage(asked) ? asked : (rows[0]?.language ?? (await settings.read()).defaultLanguage);
    const t = await formsText(language);
    const searches: ManagedSearch[] = [];
    for (const row of rows) {
      const property = row.property_id === null ? undefined : await readProperty(db, row.property_id, language, '');
      searches.push({
        id: row.id,
        frequency: row.frequency,
        state: row.unsubscribed_at !== null ? 'stopped' : row.confirmed_at === null ? 'pending' : 'active',
        link: property?.link ?? row.list_path ?? localizePath('/', language),
        label: property === undefined ? (row.property_id === null ? t('alerts.page.search') : t('alerts.page.gone')) : `${property.title} (${property.city})`,
      });
    }
    const html = managePage({ language, t, access: valid ? { email: access.data.email, signature: access.data.signature } : null, searches, ...(done === undefined ? {} : { done }) });
    return reply
      .code(valid ? 200 : 403)
      .type('text/html; charset=utf-8')
      // Holds an address and its signature: never kept by a cache, and only the origin goes on as a
      // referrer (the next page's scripts read it); not "no-referrer", whose forms post Origin: null.
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'strict-origin')
      .send(html);
  }

  api.get(
    '/api/alerts/manage',
    { schema: { tags: TAGS, summary: 'The page of one address’s saved searches (HTML), through the signed link in every alert mail; 403 for a link not signed here', produces: ['text/html'] } },
    async (request, reply) => sendManagePage(reply, request.query),
  );
  api.post(
    '/api/alerts/manage',
    {
      // The page's own forms only: a link's signature in another site's form changes nothing.
      onRequest: sameOriginOnly(config.publicOrigin),
      schema: {
        tags: TAGS,
        summary: 'Changes the frequency of, or deletes, one saved search of the signed address (a form of the page); 303 to the page',
        body: z.record(z.string(), z.unknown()),
      },
    },
    async (request, reply) => {
      const form = accessSchema
        .extend({ id: z.uuid(), action: z.enum(['change', 'delete']), frequency: z.enum(ALERT_FREQUENCIES).optional() })
        .safeParse(request.body);
      if (!form.success || !isManageSignature(await linkKey(), form.data.email, form.data.signature)) return sendManagePage(reply, request.body);
      const { id, email, signature, lang, action, frequency } = form.data;
      if (action === 'delete') {
        await db.query('delete from saved_searches where id = $1 and lower(email) = lower($2)', [id, email]);
      } else if (frequency !== undefined) {
        await db.query('update saved_searches set frequency = $3 where id = $1 and lower(email) = lower($2)', [id, email, frequency]);
      }
      // Back to the page by GET, so reloading it posts nothing again.
      const query = new URLSearchParams({ email, signature, ...(lang === undefined ? {} : { lang }), done: action === 'delete' ? 'deleted' : 'changed' });
      return reply.redirect(`/api/alerts/manage?${query.toString()}`, 303);
    },
  );
};

export const alertRoutes = fp(alerts, {
  name: 'alert-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['config', 'db', 'settings', 'mail'],
  decorators: { fastify: ['config', 'db', 'settings', 'mail'] },
});
