import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { COMMON_DICTIONARIES, resolvePath } from 'shared-kernel';
import { chosenLanguage, type Language } from 'shared-kernel';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Queryable } from '../db/database.js';
import { linkSigningKey } from '../forms/uploadLinks.js';
import { escapeHtml } from '../seo/head.js';
import { sendPlainPage } from '../seo/unavailablePage.js';
import { isRemoteFolder, isVersion, releaseDir, type DeploymentRecord, type RemoteFolder } from './deployments.js';
import { readSignedClaims, signClaims } from './signedClaims.js';

/**
 * A published release of one remote, seen by one browser among the live other parts before any
 * canary: `npm run deploy -w api -- preview REMOTE VERSION` prints a signed link, and opening it
 * gives that browser a cookie holding the same signed claims. Pages made for it are the visitor's
 * alone (never cached, never indexed) and count for no version's figures: a tester's clicks on a
 * version no visitor has must not judge the live one, nor a canary later.
 */

/** Long enough for a tester's afternoon, short enough that a forwarded link soon stops working. */
export const PREVIEW_LIFETIME_MS = 4 * 60 * 60_000;

export const PREVIEW_COOKIE = 'site_preview';
/** Where a preview link lands (it sets the cookie) and where its banner's link leaves it. */
export const PREVIEW_PATH = '/preview';
export const LEAVE_PREVIEW_PATH = '/preview/leave';

const PURPOSE = 'preview';

const claimsSchema = z.object({
  target: z.string().refine(isRemoteFolder),
  version: z.string().refine(isVersion),
  /** Seconds since the epoch after which the link and its cookie pin nothing. */
  expires: z.number().int(),
});

export interface PreviewPin {
  target: RemoteFolder;
  version: string;
  expires: number;
}

/** The key previews are signed with: the api's link key (shared by every replica), for this use alone. */
export async function previewSigningKey(db: Queryable, config: Pick<Config, 'linkSecret'>): Promise<string> {
  return createHmac('sha256', await linkSigningKey(db, config.linkSecret)).update('preview links').digest('base64url');
}

export function signPreview(key: string, target: RemoteFolder, version: string, now = Date.now()): { token: string; expires: number } {
  const expires = Math.floor((now + PREVIEW_LIFETIME_MS) / 1000);
  return { token: signClaims(key, PURPOSE, { target, version, expires } satisfies PreviewPin), expires };
}

/** The pin a token this api signed names, while it has not expired; null for any other text. */
export function readPreview(key: string, token: string, now = Date.now()): PreviewPin | null {
  const parsed = claimsSchema.safeParse(readSignedClaims(key, PURPOSE, token));
  if (!parsed.success || parsed.data.expires * 1000 < now) return null;
  return parsed.data as PreviewPin;
}

export function previewLink(origin: string, token: string): string {
  return `${origin}${PREVIEW_PATH}?token=${token}`;
}

const PIN_IN_COOKIE = new RegExp(`(?:^|;)\\s*${PREVIEW_COOKIE}=([A-Za-z0-9_.-]+)\\s*(?:;|$)`);

/**
 * The pin a browser's cookies carry, while valid and while its release is still published here
 * (an old release pruned since pins nothing: the visitor gets the live site).
 */
export function pinOfRequest(key: string, dataDir: string, request: FastifyRequest, now = Date.now()): PreviewPin | null {
  const token = PIN_IN_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  const pin = token === undefined ? null : readPreview(key, token, now);
  return pin !== null && existsSync(releaseDir(dataDir, pin.target, pin.version)) ? pin : null;
}

/**
 * The record a preview's pages are made with: the pinned release in place of its part's live one,
 * every other part live, without its canary (what is previewed is judged against the live site).
 * `variant` keeps its pages apart from every other visitor's.
 */
export function recordForPreview(record: DeploymentRecord, pin: PreviewPin): { record: DeploymentRecord; variant: string } {
  const chosen: DeploymentRecord = {};
  for (const [target, deployment] of Object.entries(record) as [keyof DeploymentRecord, NonNullable<DeploymentRecord[keyof DeploymentRecord]>][]) {
    const { canary: _canary, ...live } = deployment;
    chosen[target] = live;
  }
  // The live release stays the one to fall back on: a preview that cannot load shows the live part.
  const live = chosen[pin.target];
  chosen[pin.target] = { since: live?.since ?? new Date().toISOString(), previous: live ? [live.live, ...live.previous] : [], live: pin.version };
  return { record: chosen, variant: `preview ${pin.target}@${pin.version}` };
}

type PreviewTexts = Record<'banner' | 'leave' | 'invalidTitle' | 'invalidText', string>;

async function previewTexts(language: Language): Promise<PreviewTexts> {
  const { default: common } = await COMMON_DICTIONARIES[language]();
  return common.preview as PreviewTexts;
}

/**
 * The shell's page for a preview: said not to be indexed, and with a banner above the app (outside
 * `#root`, so hydration never touches it) naming what is previewed and how to leave.
 */
export async function previewIndex(indexHtml: string, pathname: string, pin: PreviewPin): Promise<string> {
  const texts = await previewTexts(resolvePath(pathname)?.lang ?? 'fr');
  const banner =
    `<div role="status" data-preview style="background:#4a1d96;color:#fff;padding:.5rem 1rem;font:1rem/1.4 system-ui,sans-serif;text-align:center">` +
    `${escapeHtml(texts.banner.replace('{{part}}', pin.target).replace('{{version}}', pin.version))} ` +
    `<a href="${LEAVE_PREVIEW_PATH}" style="color:#fff;font-weight:bold">${escapeHtml(texts.leave)}</a></div>`;
  return indexHtml.replace('</head>', '<meta name="robots" content="noindex"></head>').replace(/<body[^>]*>/, (body) => `${body}${banner}`);
}

/** A previewed page is this browser's alone: kept by no cache, indexed by no search engine. */
export function markPreviewAnswer(reply: FastifyReply): void {
  void reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
}

const cookieAttributes = (request: FastifyRequest) => `Path=/; HttpOnly; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`;

/**
 * The link a preview command printed sets its cookie (for the rest of its lifetime) and goes to the
 * home page; a link forged, changed, expired or of a release no longer published sets nothing and
 * says so. The banner's link drops the cookie.
 */
export const previewRoutes: FastifyPluginAsync<{ key: string; dataDir: string }> = async (app, { key, dataDir }) => {
  const querySchema = z.object({ token: z.string().max(2000).optional() });
  app.get(PREVIEW_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { token = '' } = querySchema.safeParse(request.query).data ?? {};
    const pin = readPreview(key, token);
    void reply.header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');
    if (pin === null || !existsSync(releaseDir(dataDir, pin.target, pin.version))) {
      const language = chosenLanguage(request.headers.cookie ?? '') ?? 'fr';
      const texts = await previewTexts(language);
      return sendPlainPage(reply, { status: 410, language, title: texts.invalidTitle, paragraphs: [texts.invalidText] });
    }
    const maxAge = pin.expires - Math.floor(Date.now() / 1000);
    return reply
      .header('cache-control', 'no-store')
      .header('set-cookie', `${PREVIEW_COOKIE}=${token}; Max-Age=${maxAge}; ${cookieAttributes(request)}`)
      .redirect('/', 303);
  });
  app.get(LEAVE_PREVIEW_PATH, { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header('set-cookie', `${PREVIEW_COOKIE}=; Max-Age=0; ${cookieAttributes(request)}`)
      .redirect('/', 303),
  );
};
