import { readFile } from 'node:fs/promises';
import path from 'node:path';
import contentDisposition from 'content-disposition';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  enquiryValuesFromPost,
  fieldsOf,
  CAPTCHA_FRAME_PATH,
  FORM_ERROR_FIELD,
  LANGUAGES,
  localizePath,
  needsCaptcha,
  POSTED_FORM_FIELDS,
  resolvePath,
  savedConsentChoice,
  THANK_YOU_PATHS,
  thankYouPathOf,
  validateEnquiry,
  VISIT_BOOKING_PARAM,
  type Language,
  type PostedForm,
} from 'shared-kernel';
import { ENQUIRY_KINDS, type EnquiryKind } from 'shared-kernel/federation';
import { z } from 'zod';
import { createCaptcha } from '../captcha/captcha.js';
import { recordId } from '../catalogue/feedSchema.js';
import type { PostedPageRenderer } from '../seo/postedPage.js';
import { isSitePath, sendNotBuilt } from '../static/site.js';
import { visitBookingPath } from '../visits/bookingLink.js';
import { FormRejection, submitEnquiry } from './enquiries.js';
import { releaseIdempotent, requestHash, startIdempotent } from './idempotency.js';
import { guardRoutes } from '../http/guard.js';
import { checkUploadLink, linkSigningKey } from './uploadLinks.js';
import { CV_MAX_BYTES, storeCv, uploadsDirectory } from './uploads.js';
import { bookingAnswer, visitRoutes, visitSlotSchema } from '../visits/routes.js';
import { ApiError, errorBody, errorBodySchema, errorHandler, tooManyRequests } from '../http/errors.js';
import { escapeHtml } from '../seo/head.js';
import { sendPlainPage } from '../seo/unavailablePage.js';
import { formsErrorBody, formsText } from './texts.js';
import { changeSavedSearch } from '../alerts/savedSearches.js';

export interface FormRoutesOptions {
  /** Posts per IP and window on each form route. */
  rateLimit?: { max: number; timeWindowMs: number };
  /** The page a form posted without scripts came from, rendered again with its errors; without it such posts are not taken. */
  postedPage?: PostedPageRenderer;
}

const DEFAULT_RATE_LIMIT = { max: 20, timeWindowMs: 10 * 60_000 };
const TAGS = ['forms'];

const formErrorSchema = errorBodySchema.extend({
  nextSlots: z.array(visitSlotSchema).optional().describe('A full visit slot: the next ones still free'),
});

const envelopeSchema = z.object({
  language: z.enum(LANGUAGES),
  values: z.record(z.string(), z.unknown()),
  propertyId: recordId.optional(),
  projectId: recordId.optional(),
  utm: z.record(z.string(), z.string().max(500)).optional(),
  consent: z.record(z.string(), z.boolean()).optional(),
});

type Envelope = z.infer<typeof envelopeSchema>;
type FormError = z.infer<typeof formErrorSchema>;
/** How a post ended: the enquiry made, or its refusal as the JSON answer says it. */
type Sent = { ok: true; id: string; thankYouPath: string } | { ok: false; status: number; body: FormError };

const HONEYPOT_FIELD = 'website';

function refused(error: FormRejection): Sent {
  return {
    ok: false,
    status: error.status,
    body: { ...formsErrorBody(error.error, error.messageKey, error.fields), ...error.details },
  };
}

/** A form's post: which form, with a token of the page it came from, as `application/x-www-form-urlencoded`. */
function postedKind(body: unknown): EnquiryKind | null {
  if (!(body instanceof URLSearchParams)) return null;
  const kind = body.get(POSTED_FORM_FIELDS.kind);
  return (ENQUIRY_KINDS as readonly (string | null)[]).includes(kind) ? (kind as EnquiryKind) : null;
}

/** A frame's challenge lives as long as the challenge itself. */
const CAPTCHA_COOKIE_SECONDS = 20 * 60;

function captchaCookieName(kind: EnquiryKind): string {
  return `captcha_${kind.replace(/-/g, '_')}`;
}

/** The id of the challenge the captcha frame of a form of `kind` made for this browser, if any. */
function captchaIdOf(cookieHeader: string, kind: EnquiryKind): string | null {
  const name = `${captchaCookieName(kind)}=`;
  const found = cookieHeader.split(/;\s*/).find((cookie) => cookie.startsWith(name));
  return found === undefined ? null : found.slice(name.length);
}

/** A file posted with a form: its content and name as the visitor's system gave it, or too large to read. */
type PostedFile = { content: Buffer; name: string } | 'too-large';

/**
 * A form posted as `multipart/form-data` without scripts (the job form with its CV): its fields as
 * a urlencoded form's, and the file chosen in its CV input, if any (an input left empty sends a
 * part with no name, which is none). Only one file is read, at most CV_MAX_BYTES of it.
 */
async function readMultipartPost(request: FastifyRequest): Promise<{ posted: URLSearchParams; file: PostedFile | undefined }> {
  const posted = new URLSearchParams();
  let file: PostedFile | undefined;
  const parts = request.parts({ limits: { fields: 100, fieldSize: 64 * 1024, files: 1, fileSize: CV_MAX_BYTES } });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') posted.append(part.fieldname, part.value);
      continue;
    }
    const content = await part.toBuffer();
    if (part.fieldname !== POSTED_FORM_FIELDS.cvFile || (part.filename === '' && content.length === 0)) continue;
    file = part.file.truncated ? 'too-large' : { content, name: part.filename };
  }
  return { posted, file };
}

/** A number field of a posted form; absent when empty, and left as sent when it is no number, for the schema to refuse. */
function postedNumber(posted: URLSearchParams, name: string): number | string | undefined {
  const sent = posted.get(name);
  if (sent === null || sent === '') return undefined;
  return /^\d+$/.test(sent) ? Number(sent) : sent;
}

/** The page's messages for a refusal: per field, or one for the whole form. */
function postedErrors({ fields, key }: FormError): Record<string, string> {
  return fields !== undefined && Object.keys(fields).length > 0 ? fields : { [FORM_ERROR_FIELD]: key ?? 'errors.invalid' };
}

// A second press of a form's button while the first post runs: the browser drops the first answer
// and shows the second, which waits for the first's to be the same.
const IN_PROGRESS_WAIT_MS = 250;
const IN_PROGRESS_WAITS = 40;

function answer(reply: FastifyReply, sent: Sent): FastifyReply {
  if (sent.ok) return reply.code(201).send({ id: sent.id, thankYouPath: sent.thankYouPath });
  return reply.code(sent.status).send(sent.body);
}

/** The enquiry forms of spec §1: captcha, CV upload, the posts themselves, and the subscription links. */
const forms: FastifyPluginAsync<FormRoutesOptions> = async (app, options) => {
  const { config, db, mail: mails, webhooks, settings, crm } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const originOf = (request: FastifyRequest) => config.publicOrigin ?? `${request.protocol}://${request.host}`;

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: tooManyRequests,
  });
  // A file past the limit is cut, not thrown: a form posted with one still has its other fields read.
  await app.register(multipart, { limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 0 }, throwFileSizeLimit: false });
  // Forms posted without scripts; the values are read with the form's schema (enquiryValuesFromPost).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, new URLSearchParams(body as string));
  });
  const limited = { rateLimit: { max: limits.max, timeWindow: limits.timeWindowMs } };

  visitRoutes(app, {
    db,
    agencyEmail: config.agencyEmail,
    originOf,
    limited,
  });

  api.get(
    '/api/forms/captcha',
    {
      config: { rateLimit: { max: limits.max * 5, timeWindow: limits.timeWindowMs } },
      schema: {
        tags: TAGS,
        summary: 'A new captcha: an SVG image of characters, and a sum in words as the accessible alternative',
        description: 'The question is worded in `lang` (the site default when absent), its numbers written out.',
        querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
        response: { 200: z.object({ id: z.uuid(), svg: z.string(), question: z.string() }) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return createCaptcha(db, request.query.lang ?? (await settings.read()).defaultLanguage);
    },
  );

  // The captcha of a form shown to a browser without scripts, in a frame of the form (the page
  // itself is cached and shared, so it cannot carry one visitor's challenge): the image and its
  // worded question, made when that visitor's browser asks for the frame. The challenge's id goes
  // in a cookie of the form's kind, which the form's post brings back (see captchaIdOf).
  api.get(
    CAPTCHA_FRAME_PATH,
    {
      config: { rateLimit: { max: limits.max * 5, timeWindow: limits.timeWindowMs } },
      schema: {
        hide: true,
        querystring: z.object({ lang: z.enum(LANGUAGES).optional(), form: z.enum(ENQUIRY_KINDS) }),
      },
    },
    async (request, reply) => {
      const language = request.query.lang ?? (await settings.read()).defaultLanguage;
      const t = await formsText(language);
      const challenge = await createCaptcha(db, language);
      const image = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(challenge.svg)}`;
      return reply
        .header('cache-control', 'private, no-store')
        .header('set-cookie', `${captchaCookieName(request.query.form)}=${challenge.id}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${CAPTCHA_COOKIE_SECONDS}`)
        // Framed by the site's own pages only.
        .header('x-frame-options', 'SAMEORIGIN')
        .header('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'self'")
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(t('captcha.legend'))}</title>` +
            '<style>body{margin:0;font-family:system-ui,sans-serif;line-height:1.5;color:#1d2430}img{display:block;width:150px;height:50px;border:1px solid #c9d1db}p{margin:.5rem 0 0}</style></head>' +
            `<body><img src="${escapeHtml(image)}" alt="${escapeHtml(t('captcha.image'))}"><p>${escapeHtml(t('captcha.orAnswer', { question: challenge.question }))}</p></body></html>`,
        );
    },
  );

  api.post(
    '/api/forms/uploads',
    {
      config: limited,
      schema: {
        tags: TAGS,
        summary: 'Uploads a CV (PDF, DOC, DOCX or ODT by content, at most 5 MB) for the job form',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ id: z.uuid(), name: z.string() }), 400: formErrorSchema, 413: formErrorSchema, 415: formErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        const file = await request.file();
        if (file === undefined) throw new FormRejection(400, 'cv_empty', 'errors.cvEmpty', { cv: 'errors.cvEmpty' });
        const content = await file.toBuffer();
        if (file.file.truncated) throw new FormRejection(413, 'cv_too_large', 'errors.cvSize', { cv: 'errors.cvSize' });
        return await reply.code(201).send(await storeCv(db, config.dataDir, content, file.filename));
      } catch (error) {
        if (error instanceof FormRejection) return answer(reply, refused(error));
        if (error instanceof app.multipartErrors.InvalidMultipartContentTypeError) {
          return answer(reply, refused(new FormRejection(400, 'cv_empty', 'errors.cvEmpty', { cv: 'errors.cvEmpty' })));
        }
        throw error;
      }
    },
  );

  // The back office's CV links: the link's signature is the route's guard, checked before anything
  // of the request is validated (forged: 403; expired: 410).
  await app.register(async (signed) => {
    guardRoutes(signed, 'signed-link', {
      onRequest: async (request, reply) => {
        const { id = '' } = request.params as { id?: string };
        const { expires, signature } = request.query as { expires?: string; signature?: string };
        const check = checkUploadLink(await linkSigningKey(db, config.linkSecret), id, Number(expires), signature ?? '');
        if (check === 'forged') await reply.code(403).send(formsErrorBody('link_invalid', 'server.linkInvalid'));
        else if (check === 'expired') await reply.code(410).send(formsErrorBody('link_expired', 'server.linkInvalid'));
      },
    });
    signed.withTypeProvider<ZodTypeProvider>().get(
      '/api/forms/uploads/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'A CV, for the back office: through the signed link its webhook received, until the link expires',
          params: z.object({ id: z.uuid() }),
          querystring: z.object({ expires: z.coerce.number().int().positive(), signature: z.string().min(1).max(100) }),
          description: '403 for a link that was not signed here, 410 once it has expired, 404 for an upload that is gone.',
          produces: ['application/octet-stream'],
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const [upload] = await db.query<{ stored_name: string; original_name: string; mime_type: string }>(
          'select stored_name, original_name, mime_type from enquiry_uploads where id = $1',
          [id],
        );
        if (upload === undefined) return reply.code(404).send(formsErrorBody('not_found', 'server.linkInvalid'));
        const content = await readFile(path.join(uploadsDirectory(config.dataDir), path.basename(upload.stored_name)));
        return reply
          .header('content-type', upload.mime_type)
          .header('content-disposition', contentDisposition(upload.original_name))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(content);
      },
    );
  });

  api.post(
    '/api/forms/:kind',
    {
      config: limited,
      schema: {
        tags: TAGS,
        summary: 'Sends an enquiry form',
        description:
          'The values are checked with the form’s schema (the one the front end uses). With an Idempotency-Key header the same ' +
          'key answers the first answer again, 409 while the first post is still running, 422 with a different body. ' +
          '201 only once the enquiry and its mails are committed.',
        params: z.object({ kind: z.enum(ENQUIRY_KINDS) }),
        headers: z.looseObject({ 'idempotency-key': z.string().min(8).max(200).optional() }),
        body: envelopeSchema,
        response: {
          201: z.object({ id: z.string(), thankYouPath: z.string() }),
          400: formErrorSchema,
          404: formErrorSchema,
          409: formErrorSchema,
          415: formErrorSchema,
          422: formErrorSchema,
          429: formErrorSchema,
        },
      },
    },
    async (request, reply) => answer(reply, await send(request, request.params.kind, request.body, request.headers['idempotency-key'])),
  );

  /**
   * One post of one form, whichever way it came: checked with the form's schema, the captcha and
   * the idempotency key, then stored with its mails. `waitForFirst`: a post whose key is still
   * running waits for its answer instead of being refused.
   */
  const send = async (request: FastifyRequest, kind: EnquiryKind, body: Envelope, key: string | undefined, waitForFirst = false): Promise<Sent> => {
    const thankYouPath = thankYouPathOf(kind, body.language);
    // A bot filled the field people cannot see: thank it and keep nothing.
    const honeypot = body.values[HONEYPOT_FIELD];
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      request.log.info({ kind }, 'form post dropped: honeypot filled');
      return { ok: true, id: crypto.randomUUID(), thankYouPath };
    }
    const { [HONEYPOT_FIELD]: _honeypot, ...values } = body.values;
    const validated = validateEnquiry(kind, values);
    if (!validated.ok) return { ok: false, status: 400, body: errorBody('validation_failed', undefined, { key: 'errors.invalid', fields: validated.errors }) };

    if (key !== undefined) {
      let started = await startIdempotent(db, key, requestHash({ kind, ...body }));
      for (let wait = 0; waitForFirst && started.state === 'in-progress' && wait < IN_PROGRESS_WAITS; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, IN_PROGRESS_WAIT_MS));
        started = await startIdempotent(db, key, requestHash({ kind, ...body }));
      }
      if (started.state === 'replay') return { ok: true, ...(started.body as { id: string; thankYouPath: string }) };
      if (started.state === 'in-progress') return { ok: false, status: 409, body: formsErrorBody('in_progress', 'server.duplicate') };
      if (started.state === 'different-body') return { ok: false, status: 422, body: formsErrorBody('idempotency_key_reused', 'errors.invalid') };
    }
    try {
      const site = await settings.read();
      const agencyLanguage: Language = (LANGUAGES as readonly string[]).includes(site.defaultLanguage)
        ? (site.defaultLanguage as Language)
        : 'fr';
      const { id, bookingToken } = await submitEnquiry(
        db,
        { kind, language: body.language, values: validated.values, propertyId: body.propertyId, projectId: body.projectId, utm: body.utm, consent: body.consent },
        {
          origin: originOf(request),
          agencyEmail: config.agencyEmail ?? site.agency.email,
          agencyLanguage,
          agencyName: site.agency.name,
          forwardToWebhook: webhooks !== null,
          crm,
          ...(webhooks !== null && kind === 'job' ? { uploadLinkKey: await linkSigningKey(db, config.linkSecret) } : {}),
          idempotencyKey: key,
          answer: { thankYouPath },
        },
      );
      mails.wake();
      webhooks?.wake();
      crm?.wakeLeads();
      // A booked visit's thank-you page shows when and where, and how to cancel, as its mail's link does.
      return { ok: true, id, thankYouPath: bookingToken === undefined ? thankYouPath : visitBookingPath(body.language, bookingToken) };
    } catch (error) {
      if (key !== undefined) await releaseIdempotent(db, key);
      if (error instanceof FormRejection) return refused(error);
      throw error;
    }
  };

  const { postedPage } = options;
  if (postedPage !== undefined) {
    /**
     * A form posted without scripts (a slow phone's visitor may send it before they run), to the page it is on: the same checks as the JSON
     * post, then 303 to the thank-you page, or the page again with the visitor's values, the
     * messages and, where the form asks for one, a new captcha. The page's token and the values
     * make the idempotency key: a page is cached, so its token alone could be another visitor's.
     */
    // A flood's refusal comes before the body is read: a page in the language of the address, not
    // the api's JSON, that sends the visitor back to the form (the browser keeps what was typed).
    const tooManyPosts = async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (!(error instanceof ApiError) || error.statusCode !== 429) return errorHandler(error, request, reply);
      const language = resolvePath(request.url.split('?')[0] ?? '/')?.lang ?? (await settings.read()).defaultLanguage;
      const t = await formsText(language);
      return sendPlainPage(reply, { status: 429, language, title: t('server.tooManyPosts.title'), paragraphs: [t('server.tooManyPosts.text'), t('server.tooManyPosts.back')] });
    };
    // Only a form's post is a page's: any other body is no page's business, answered 404 before the
    // flood limit counts it, as any address nothing is served at.
    const formPostsOnly = async (request: FastifyRequest, reply: FastifyReply) => {
      const type = request.headers['content-type'] ?? '';
      if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) return reply.callNotFound();
    };
    app.post('/*', { config: limited, schema: { hide: true }, errorHandler: tooManyPosts, onRequest: formPostsOnly }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (!isSitePath(pathname)) return reply.callNotFound();
      const { posted, file } = request.isMultipart() ? await readMultipartPost(request) : { posted: request.body, file: undefined };
      const kind = postedKind(posted);
      if (kind === null || !(posted instanceof URLSearchParams)) return reply.callNotFound();
      const language = resolvePath(pathname)?.lang ?? (await settings.read()).defaultLanguage;
      // The CV chosen in a form that asks for one is stored as the upload stores it; a file refused
      // (type, size, empty) is said at its field, with the rest of the form kept.
      let fileRefused: FormRejection | undefined;
      if (file !== undefined && 'cv' in fieldsOf(kind)) {
        try {
          if (file === 'too-large') throw new FormRejection(413, 'cv_too_large', 'errors.cvSize', { cv: 'errors.cvSize' });
          posted.set('cv', (await storeCv(db, config.dataDir, file.content, file.name)).id);
        } catch (error) {
          if (!(error instanceof FormRejection)) throw error;
          fileRefused = error;
          posted.delete('cv');
        }
      }
      // A form sent without scripts names its challenge through the cookie its captcha frame set.
      if (needsCaptcha(kind) && !posted.get('captchaId')) {
        const framed = captchaIdOf(request.headers.cookie ?? '', kind);
        if (framed !== null) posted.set('captchaId', framed);
      }
      const envelope = envelopeSchema.safeParse({
        language,
        values: { ...enquiryValuesFromPost(kind, posted), [HONEYPOT_FIELD]: posted.get(HONEYPOT_FIELD) ?? undefined },
        propertyId: postedNumber(posted, POSTED_FORM_FIELDS.propertyId),
        projectId: postedNumber(posted, POSTED_FORM_FIELDS.projectId),
        consent: savedConsentChoice(request.headers.cookie ?? '') ?? undefined,
      });
      const token = posted.get(POSTED_FORM_FIELDS.token) ?? '';
      const sent: Sent = fileRefused
        ? refused(fileRefused)
        : envelope.success
        ? await send(request, kind, envelope.data, token.length >= 8 && token.length <= 100 ? `${token}:${requestHash({ kind, ...envelope.data })}` : undefined, true)
        : { ok: false, status: 400, body: errorBody('validation_failed', undefined, { key: 'errors.invalid' }) };
      if (sent.ok) return reply.redirect(sent.thankYouPath, 303);
      // A new challenge is no place for the old answer, nor the hidden field for a bot's words.
      const { captchaId: _id, captchaAnswer: _answer, [HONEYPOT_FIELD]: _honeypot, ...values } = envelope.success ? envelope.data.values : {};
      const form: PostedForm = {
        kind,
        values,
        errors: postedErrors(sent.body),
        ...(needsCaptcha(kind) ? { captcha: await createCaptcha(db, language) } : {}),
      };
      const html = await postedPage(request, { token: crypto.randomUUID(), posted: form });
      if (html === null) return sendNotBuilt(reply);
      return reply.code(sent.status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    });

    // A booking's page, opened from its mail with the secret in the query: the visit and its cancel
    // form rendered for this visitor alone, so it works without scripts; never cached, and no
    // referrer passes the secret on. Without the secret it is the thank-you page everyone gets.
    const bookingQuery = z.looseObject({ [VISIT_BOOKING_PARAM]: z.string().max(200).optional() });
    for (const bookingPath of new Set(LANGUAGES.map((language) => localizePath(THANK_YOU_PATHS.visit, language)))) {
      api.get(
        bookingPath,
        { config: { rateLimit: { max: limits.max * 5, timeWindow: limits.timeWindowMs } }, schema: { hide: true, querystring: bookingQuery } },
        async (request, reply) => {
          const token = request.query[VISIT_BOOKING_PARAM];
          if (token === undefined) return reply.callNotFound();
          const answer = await bookingAnswer(db, token, originOf(request));
          const html = await postedPage(request, { token: crypto.randomUUID(), booking: { token, answer } });
          if (html === null) return sendNotBuilt(reply);
          return reply
            .code(answer.ok ? 200 : 404)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'private, no-store')
            .header('referrer-policy', 'no-referrer')
            .send(html);
        },
      );
    }
  }

  const tokenQuery = z.object({ token: z.string().min(10).max(100) });
  type SubscriptionOutcome = 'confirmed' | 'unsubscribed' | 'invalid';
  const changeSubscription = async (change: 'confirm' | 'unsubscribe', query: unknown): Promise<{ outcome: SubscriptionOutcome; path: string }> => {
    const parsed = tokenQuery.safeParse(query);
    const [row] = parsed.success
      ? await db.query<{ language: Language }>(
          change === 'confirm'
            ? 'update subscriptions set confirmed_at = coalesce(confirmed_at, now()) where token = $1 and unsubscribed_at is null returning language'
            : 'update subscriptions set unsubscribed_at = coalesce(unsubscribed_at, now()) where token = $1 returning language',
          [parsed.data.token],
        )
      : [];
    // The demand register's subscriptions became saved searches; their links still work.
    const saved = row === undefined && parsed.success ? await changeSavedSearch(db, change, parsed.data.token) : undefined;
    const language = row?.language ?? saved?.language ?? (await settings.read()).defaultLanguage;
    const thankYou = THANK_YOU_PATHS[saved === undefined ? 'newsletter' : 'demand-register'];
    const outcome: SubscriptionOutcome = row === undefined && saved === undefined ? 'invalid' : change === 'confirm' ? 'confirmed' : 'unsubscribed';
    return { outcome, path: `${localizePath(thankYou, language)}?subscription=${outcome}` };
  };
  // The links in mails land on a page of the site, in the subscriber's language, that says what happened.
  const landOnThankYouPage = (change: 'confirm' | 'unsubscribe') => async (request: FastifyRequest, reply: FastifyReply) =>
    reply.redirect((await changeSubscription(change, request.query)).path, 303);
  const subscriptionSchema = (summary: string) => ({ tags: TAGS, summary, querystring: tokenQuery });
  api.get(
    '/api/forms/subscriptions/confirm',
    { schema: subscriptionSchema('Confirms a demand register or newsletter subscription (double opt-in link); 303 to the thank-you page saying so') },
    landOnThankYouPage('confirm'),
  );
  api.get(
    '/api/forms/subscriptions/unsubscribe',
    { schema: subscriptionSchema('Unsubscribes in one click (the link in every such mail); 303 to the thank-you page saying so') },
    landOnThankYouPage('unsubscribe'),
  );
  // RFC 8058 one-click: mail clients post to the same link and read nothing but the status.
  api.post(
    '/api/forms/subscriptions/unsubscribe',
    { schema: { ...subscriptionSchema('Unsubscribes (RFC 8058 one-click post)'), response: { 200: z.object({ outcome: z.literal('unsubscribed') }), 404: formErrorSchema } } },
    async (request, reply) => {
      const { outcome } = await changeSubscription('unsubscribe', request.query);
      if (outcome === 'invalid') return reply.code(404).send(formsErrorBody('link_invalid', 'server.linkInvalid'));
      return reply.send({ outcome: 'unsubscribed' as const });
    },
  );
};

export const formRoutes = fp(forms, {
  name: 'forms-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['config', 'db', 'settings', 'mail', 'webhooks', 'crm', 'guards'],
  decorators: { fastify: ['config', 'db', 'settings', 'mail', 'webhooks', 'crm'] },
});
