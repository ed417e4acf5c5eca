import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONSENT_FORM,
  consentChoiceOfForm,
  consentCookieStrings,
  consentFormSchema,
  localizePath,
  type Language,
} from 'shared-kernel';
import { z } from 'zod';
import { sameOriginOnly } from '../auth/origin.js';
import { errorBody, errorBodySchema, tooManyRequests } from '../http/errors.js';

export interface ConsentRoutesOptions {
  /** Posts per IP and window. */
  rateLimit?: { max: number; timeWindowMs: number };
}

/** A visitor chooses once or twice; many posts a minute from one address are not a visitor. */
const DEFAULT_RATE_LIMIT = { max: 30, timeWindowMs: 60_000 };

/** The form's few short fields; a longer body is not the dialog's. */
const BODY_LIMIT = 4096;

/** Where the answer may send the visitor: a path of this site only, never another host. */
const ORIGIN = 'http://site.invalid';

/**
 * The page to go back to, from the form's hidden field: a path of the site with its query, without
 * the `setcookies` that would forget the choice just saved; null for anything else (another site,
 * `//host`, `/\host`, a scheme, an api address).
 */
export function returnPathOf(value: string | undefined): string | null {
  // The URL parser drops tabs and line breaks and reads `\` as `/`: such a value is refused as sent.
  if (value === undefined || !value.startsWith('/') || [...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || url.pathname.startsWith('/api/')) return null;
  url.searchParams.delete('setcookies');
  return `${url.pathname}${url.search}`;
}

/** `a=1&a=2&b=3` as `{ a: ['1', '2'], b: '3' }`, which the kernel's schema reads. */
function formFields(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const before = fields[name];
    fields[name] = before === undefined ? value : [before, value].flat();
  }
  return fields;
}

/**
 * Spec §4 without scripts: the consent dialog's form posts here; the choice is saved as the very
 * cookies the dialog writes in the browser (consentCookieStrings: names, values, expiry, path,
 * SameSite, Secure on https) and the visitor goes back to the page (303), which the server then
 * renders without the dialog, its Consent Mode update pushed from the saved choice as on any page.
 */
const consent: FastifyPluginAsync<ConsentRoutesOptions> = async (app, options) => {
  const { settings } = app;
  const limits = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: tooManyRequests,
  });
  // Here only (this plugin's context): the other routes read JSON or multipart.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    done(null, formFields(String(body)));
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    CONSENT_FORM.action,
    {
      bodyLimit: BODY_LIMIT,
      // Another site must not choose for the visitor (a cross-site form agreeing to everything):
      // the post must come from PUBLIC_ORIGIN, by default the request's own.
      onRequest: sameOriginOnly(app.config.publicOrigin),
      config: { rateLimit: { max: limits.max, timeWindow: limits.timeWindowMs } },
      schema: {
        tags: ['consent'],
        summary: "Saves the consent dialog's choice as cookies and goes back to the page",
        description:
          "The dialog's form as a browser without scripts posts it (application/x-www-form-urlencoded): `choice` all, none or " +
          'custom (with the ticked `options`), `return` the page to go back to (a path of the site; anything else goes to ' +
          'the home page of `lang`). With scripts the dialog writes the same cookies itself.',
        consumes: ['application/x-www-form-urlencoded'],
        response: { 303: z.null().describe('Saved: back to the page'), 400: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const parsed = consentFormSchema.safeParse(request.body);
      if (!parsed.success) {
        return reply
          .code(400)
          .send(errorBody('validation_failed', 'The form must send choice=all, none or custom, with options among analytics, marketing, social and unclassified.'));
      }
      const form = parsed.data;
      const [siteInfo, home] = await Promise.all([settings.info(), homeOf(form.lang)]);
      const cookies = consentCookieStrings(consentChoiceOfForm(form), new Date(), {
        ...(siteInfo.consentExpiryDays === undefined ? {} : { expiryDays: siteInfo.consentExpiryDays }),
        secure: request.protocol === 'https',
      });
      return reply
        .header('set-cookie', cookies)
        .header('cache-control', 'no-store')
        .redirect(returnPathOf(form.return) ?? home, 303);
    },
  );

  async function homeOf(language: Language | undefined): Promise<string> {
    return localizePath('/', language ?? (await settings.read()).defaultLanguage);
  }
};

export const consentRoutes = fp(consent, {
  name: 'consent-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['config', 'settings'],
  decorators: { fastify: ['config', 'settings'] },
});
