import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_VIDEO_HOSTS, EMBED_ORIGINS, savedConsentChoice, trackerOrigins, type TrackerOrigins } from 'shared-kernel';
import type { RemoteLocation } from 'shared-kernel/federation';
import type { Config } from '../config.js';

/**
 * Headers that only a document (or a worker, which the site has none of) acts on. A browser
 * ignores them on a script, a style sheet, a font or a photo, where they were about 1.3 kB of
 * every answer: a home page asks 13 scripts and its photos, and HTTP/1.1 sends headers
 * uncompressed. `nosniff`, CORP, the referrer policy (a style sheet's own requests follow it)
 * and HSTS stay on every answer.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'content-security-policy-report-only',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Answers that are never a document. Not SVG: an SVG opened on its own is one, and may script. */
const SUBRESOURCE_TYPE = /^(?:application\/javascript|text\/javascript|text\/css|font\/|image\/(?!svg))/;

/** Two years, as the HSTS preload list asks. */
const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** The origins of the absolute URLs among `urls`; a path on the site's own origin adds none. */
function originsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/** A directive's part that depends on the visitor: the trackers their consent cookie allows (or all, undecided). */
type PerRequest = (request: IncomingMessage) => string;

const trackersAllowed =
  (kind: keyof TrackerOrigins): PerRequest =>
  (request) =>
    trackerOrigins(savedConsentChoice(request.headers.cookie ?? ''))[kind].join(' ');

/**
 * The remotes' hosts as the live record names them now: a remote deployed elsewhere at run time is
 * allowed from the next answer on, without a restart. Made again only when the list changed.
 */
function remoteOriginsOf(liveRemotes: () => readonly RemoteLocation[], scheme: (origin: string) => string): PerRequest {
  let seen: readonly RemoteLocation[] | null = null;
  let origins = '';
  return () => {
    const now = liveRemotes();
    if (now !== seen) {
      seen = now;
      origins = originsOf(now.map((remote) => remote.entry)).map(scheme).join(' ');
    }
    return origins;
  };
}

/**
 * The Content-Security-Policy of every answer. Pages carry no inline script (the first view's data
 * and JSON-LD are `application/json` scripts, which never run), so scripts come only from the site,
 * the remotes' hosts and the trackers the visitor's consent allows (`trackerOrigins`: a visitor
 * who refused them gets a policy without them). Styles allow inline: emotion writes the server
 * render's styles into the page and adds rules as components mount.
 */
export function contentSecurityPolicy(config: Config, liveRemotes: () => readonly RemoteLocation[]): Record<string, (string | PerRequest)[] | null> {
  const remotes = remoteOriginsOf(liveRemotes, (origin) => origin);
  // Webpack dev servers reload the page over a WebSocket on their own port.
  const devSockets = config.remotesFromDevServers ? [remoteOriginsOf(liveRemotes, (origin) => origin.replace(/^http/, 'ws'))] : [];
  const tours = DEFAULT_VIDEO_HOSTS.tour3d.map((host) => `https://${host}`);
  const behindTls = config.trustProxy || config.publicOrigin?.startsWith('https://') === true;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", remotes, trackersAllowed('script')],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Map tiles come through the api (`/api/tiles`), so no tile server needs naming.
    'img-src': ["'self'", 'data:', remotes, trackersAllowed('image')],
    'font-src': ["'self'", 'data:', remotes],
    'connect-src': ["'self'", remotes, ...devSockets, trackersAllowed('connect')],
    // A property's video may be a file on any https host (spec §3 video links).
    'media-src': ["'self'", 'https:'],
    // The site's own frames: the captcha a form shows to a browser without scripts.
    'frame-src': ["'self'", ...EMBED_ORIGINS, ...tours, trackersAllowed('frame')],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'script-src-attr': ["'none'"],
    // Only behind TLS: on plain http (a developer's machine) it would ask for the site's own files over https.
    'upgrade-insecure-requests': behindTls ? [] : null,
  };
}

/**
 * The security headers of every answer, from one place (helmet): the CSP above (report-only while
 * `CSP_REPORT_ONLY` rolls it out), no MIME sniffing, no framing, no referrer beyond the origin
 * across sites, COOP and CORP, a Permissions-Policy that turns off what the site never uses, and
 * HSTS when the api runs behind TLS; scripts, styles, fonts and photos keep only those that act on them.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config, liveRemotes: () => readonly RemoteLocation[]): Promise<void> {
  const behindTls = config.trustProxy || config.publicOrigin?.startsWith('https://') === true;
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, liveRemotes), reportOnly: config.cspReportOnly },
    // Other sites of the same site (a CDN subdomain, a dev server's port) may use the images and scripts.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: behindTls ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  // Set with the request, as helmet's are, so answers replayed from memory carry it too.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)');
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (SUBRESOURCE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    }
    return payload;
  });
}
