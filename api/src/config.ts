import path from 'node:path';
import type { LogLevel } from 'fastify';
import addressparser from 'nodemailer/lib/addressparser';
import { REMOTES, type RemoteName } from 'shared-kernel/federation';
import { StartupError } from './startupError.js';

/** An S3-compatible bucket: AWS S3, or MinIO and R2 at their own endpoint (path-style). */
export interface S3Settings {
  bucket: string;
  /** Empty, or a key prefix ending with `/`. */
  prefix: string;
  endpoint: string | undefined;
  region: string;
}

export interface Config {
  port: number;
  host: string;
  /** Holds the embedded database (`pglite/`) and, later, generated files. */
  dataDir: string;
  /** A PostgreSQL server; undefined means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  logLevel: LogLevel;
  /** The repository root: the shell's and each remote's `dist` folder are served from below it. */
  staticRoot: string;
  /** Manifest URL per remote, overriding where `GET /api/site/remotes` points. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /**
   * The origins a remote may be deployed from by manifest address (`deploy REMOTE URL`), beside
   * those REMOTE_URLS names; empty: releases only. Nothing else ever reaches the page's CSP.
   */
  remoteHosts: string[];
  /**
   * The shared release store, so replicas on several machines serve the same releases: an S3-compatible bucket every replica reads, or null for
   * the local `DATA_DIR/releases` alone (one machine). Credentials come the AWS SDK's usual ways
   * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, a role).
   */
  releasesS3: S3Settings | null;
  /**
   * Where the CRM's photos and documents are kept when every replica must serve them: an
   * S3-compatible bucket (credentials as for the releases), or null for `DATA_DIR` alone.
   */
  mediaS3: S3Settings | null;
  /** Where browsers load released remotes from (a CDN in front of the bucket); unset: this api's `/releases/`. */
  releasesPublicUrl: string | undefined;
  /** The operators' Prometheus metrics: served on this port of their own (unset: not served), on `metricsHost`. */
  metricsPort: number | undefined;
  metricsHost: string;
  /** Point every remote at its webpack dev server instead of the api's own `/remotes/`. */
  remotesFromDevServers: boolean;
  /**
   * Start as the demo agency (`SEED_DEMO`, the default): an empty database is filled with it, photos
   * never uploaded are drawn, documents are made. False: a real agency's api, which starts empty,
   * answers 404 for a missing photo and serves the documents its feed gave.
   */
  seedDemo: boolean;
  /** The demo agency's generator: the same seed always makes the same agency. */
  seed: number;
  /** How many properties the demo agency has on its first start (besides project units). */
  seedProperties: number;
  /**
   * The site's public origin for canonical URLs, hreflang and the sitemap (`https://www.agency.be`);
   * unset: the origin the request came to, which is right for a single host.
   */
  publicOrigin: string | undefined;
  /** The mail server (smtp://user:pass@host:587); unset: mails are written as `.eml` under `dataDir/mail/`. */
  smtpUrl: string | undefined;
  /**
   * The From of every mail the site sends (`MAIL_FROM`, e.g. `Agency <noreply@agency.be>`). Without
   * a name of its own, the mails carry the agency's name from the site settings.
   */
  mailFrom: MailSender;
  /** Where enquiry notifications go; unset: the agency e-mail of the site settings. */
  agencyEmail: string | undefined;
  /** The agency's back office, which receives each enquiry as JSON (POST), with retries. */
  webhookUrl: string | undefined;
  /**
   * Signs the expiring CV links the back office receives; unset: a key the site generates once and
   * keeps in its database, so every replica of one database accepts the same links.
   */
  linkSecret: string | undefined;
  /** The key of the operators' channel (plugins/operator.ts); unset: a new random one at each start. */
  operatorKey: string | undefined;
  /**
   * Behind a reverse proxy that ends TLS: believe its X-Forwarded-* headers, so session cookies are
   * marked Secure, the Origin check sees https and rate limits see the visitor's address.
   */
  trustProxy: boolean;
  /** Public pages arrive rendered by the shell's server bundle (search engines and slow phones get content at once); `SSR=off` sends the empty shell. */
  serverRender: boolean;
  /** A server render that takes longer is not waited for: the page goes out as the browser shell. */
  serverRenderBudgetMs: number;
  /** Renders running at once; a page asked for beyond them goes out as the browser shell, uncached. */
  serverRenderConcurrency: number;
  /** What the rendered pages kept in memory may weigh, in bytes (with their compressed copies). */
  pageCacheBytes: number;
  /** What the api answers replayed from memory (listing pages, properties) may weigh, in bytes. */
  responseCacheBytes: number;
  /** How long a page kept in memory is still served while the database cannot be reached. */
  staleIfErrorMs: number;
  /**
   * On SIGTERM the api keeps serving this long while `/api/health` says "draining", so a load
   * balancer that probes it stops sending before the listener closes.
   */
  shutdownDelayMs: number;
  /** Send the Content-Security-Policy as report-only: browsers report what it would block and block nothing. */
  cspReportOnly: boolean;
  /** The map's tile server (XYZ template); the api fetches and keeps its tiles for the site's maps. */
  tileUpstream: string;
  /** What the kept map tiles may weigh, in bytes. */
  tileCacheBytes: number;
  /** Lower minimums for the automatic rollback of a canary than site/canary.ts's (CANARY_MIN_VIEWS, CANARY_MIN_SERVER_RENDERS). */
  canaryRollback: { minViews?: number; minServerRenders?: number };
  /** How often the api judges the running canaries (CANARY_WATCH_MS). */
  canaryWatchMs: number;
  /** The agency's CRM (`CRM`), which feeds the listings and receives the leads; null: none. */
  crm: CrmConfig | null;
}

/** SweepBright's Website API: it pushes webhooks, the site fetches each estate with OAuth2 client credentials. */
export interface SweepBrightConfig {
  name: 'sweepbright';
  /** `https://website.sweepbright.com/api/` unless SWEEPBRIGHT_API_URL says otherwise (the fake CRM). */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The secret part of the webhook's path (CRM_WEBHOOK_SECRET). */
  webhookSecret: string;
}

/** Whise: it pushes nothing, the site polls its estates with a token per client (and office). */
export interface WhiseConfig {
  name: 'whise';
  /** `https://api.whise.eu/` unless WHISE_API_URL says otherwise (the fake CRM, the tests). */
  apiUrl: string;
  username: string;
  password: string;
  clientId: number;
  /** The office whose estates the site shows; unset: every office of the client. */
  officeId: number | undefined;
  /** How often the estates changed since the last successful poll are asked for (WHISE_POLL_SECONDS). */
  pollMs: number;
}

export type CrmConfig = SweepBrightConfig | WhiseConfig;

/** A sender's address, and its display name when MAIL_FROM gives one. */
export interface MailSender {
  address: string;
  name: string | undefined;
}

/** Every problem found in the environment, so one failed start lists them all. */
export class ConfigError extends StartupError {
  override name = 'ConfigError';

  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

// This file is api/src/config.ts under tsx and jest, api/dist/config.js when built: two levels up
// is the repository root either way.
const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  // An empty variable (`PORT=`) means "not set", as most shells and compose files intend.
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  // 0 asks the system for a free port: tests start servers side by side that way.
  const port = parseWholeNumber('PORT', read('PORT') ?? '8080', 0, 65535, problems);

  const logLevel = read('LOG_LEVEL') ?? 'info';
  if (!isLogLevel(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);

  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql:// (unset it to use the embedded database)');
  }

  const remotesFromDevServers = parseBoolean('REMOTES_FROM_DEV_SERVERS', read('REMOTES_FROM_DEV_SERVERS'), problems);
  const trustProxy = parseBoolean('TRUST_PROXY', read('TRUST_PROXY'), problems);
  const cspReportOnly = parseBoolean('CSP_REPORT_ONLY', read('CSP_REPORT_ONLY'), problems);
  const tileUpstream = read('TILE_UPSTREAM') ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
  if (!/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(tileUpstream)) {
    problems.push('TILE_UPSTREAM must be an http(s) URL with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  }
  const tileCacheMb = parseWholeNumber('TILE_CACHE_MB', read('TILE_CACHE_MB') ?? '64', 1, 16_384, problems);
  const remoteUrls = parseRemoteUrls(read('REMOTE_URLS'), problems);
  const remoteHosts = parseRemoteHosts(read('REMOTE_HOSTS'), problems);
  // The remotes' dev servers build for the browser only: a server render would run the production
  // bundles of an older build (or none), so development renders in the browser unless told otherwise.
  const ssr = (read('SSR') ?? (remotesFromDevServers ? 'off' : 'on')).toLowerCase();
  if (ssr !== 'on' && ssr !== 'off') problems.push(`SSR must be on or off (got "${ssr}")`);
  const serverRenderBudgetMs = parseWholeNumber('SSR_BUDGET_MS', read('SSR_BUDGET_MS') ?? '300', 1, 60_000, problems);
  const serverRenderConcurrency = parseWholeNumber('SSR_CONCURRENCY', read('SSR_CONCURRENCY') ?? '4', 1, 64, problems);
  const pageCacheMb = parseWholeNumber('PAGE_CACHE_MB', read('PAGE_CACHE_MB') ?? '64', 1, 16_384, problems);
  const responseCacheMb = parseWholeNumber('RESPONSE_CACHE_MB', read('RESPONSE_CACHE_MB') ?? '32', 1, 16_384, problems);
  const staleIfErrorSeconds = parseWholeNumber('STALE_IF_ERROR_SECONDS', read('STALE_IF_ERROR_SECONDS') ?? '600', 0, 7 * 86_400, problems);
  const shutdownDelayMs = parseWholeNumber('SHUTDOWN_DELAY_MS', read('SHUTDOWN_DELAY_MS') ?? '5000', 0, 60_000, problems);

  const seedDemo = parseBoolean('SEED_DEMO', read('SEED_DEMO') ?? 'true', problems);
  const seed = parseWholeNumber('SEED', read('SEED') ?? '1967', 0, 2 ** 31 - 1, problems);
  const seedProperties = parseWholeNumber('SEED_PROPERTIES', read('SEED_PROPERTIES') ?? '600', 0, 200_000, problems);
  const publicOrigin = read('PUBLIC_ORIGIN')?.replace(/\/+$/, '');
  if (publicOrigin !== undefined && !/^https?:\/\/[^/]+$/.test(publicOrigin)) {
    problems.push(`PUBLIC_ORIGIN must be an origin such as https://www.example.be (got "${publicOrigin}")`);
  }

  const smtpUrl = read('SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/]/.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://');
  const webhookUrl = read('WEBHOOK_URL');
  if (webhookUrl !== undefined && !/^https?:\/\/[^/]/.test(webhookUrl)) problems.push('WEBHOOK_URL must be an http(s) URL');
  const agencyEmail = read('AGENCY_EMAIL');
  const mailFrom = parseMailFrom(read('MAIL_FROM'), problems);
  const releasesS3 = parseS3('RELEASES', 'site/releases/', read, problems);
  const mediaS3 = parseS3('MEDIA', 'site/media/', read, problems);
  const releasesPublicUrl = read('RELEASES_PUBLIC_URL')?.replace(/\/+$/, '');
  if (releasesPublicUrl !== undefined && !/^https?:\/\/[^/]/.test(releasesPublicUrl)) problems.push('RELEASES_PUBLIC_URL must be an http(s) URL');
  const metricsPortText = read('METRICS_PORT');
  const metricsPort = metricsPortText === undefined ? undefined : parseWholeNumber('METRICS_PORT', metricsPortText, 0, 65535, problems);
  const linkSecret = read('LINK_SECRET');
  if (linkSecret !== undefined && linkSecret.length < 32) problems.push('LINK_SECRET must be at least 32 characters long');
  const operatorKey = read('OPERATOR_KEY');
  if (operatorKey !== undefined && operatorKey.length < 32) problems.push('OPERATOR_KEY must be at least 32 characters long');

  const canaryMinViews = read('CANARY_MIN_VIEWS');
  const canaryMinServerRenders = read('CANARY_MIN_SERVER_RENDERS');
  const canaryRollback = {
    ...(canaryMinViews === undefined ? {} : { minViews: parseWholeNumber('CANARY_MIN_VIEWS', canaryMinViews, 1, 1_000_000, problems) }),
    ...(canaryMinServerRenders === undefined ? {} : { minServerRenders: parseWholeNumber('CANARY_MIN_SERVER_RENDERS', canaryMinServerRenders, 1, 1_000_000, problems) }),
  };
  const canaryWatchMs = parseWholeNumber('CANARY_WATCH_MS', read('CANARY_WATCH_MS') ?? '5000', 100, 3_600_000, problems);

  const crm = parseCrm(read, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host: read('HOST') ?? '0.0.0.0',
    dataDir: path.resolve(read('DATA_DIR') ?? path.join(REPO_ROOT, 'data')),
    databaseUrl,
    logLevel: logLevel as LogLevel,
    staticRoot: path.resolve(read('STATIC_ROOT') ?? REPO_ROOT),
    remoteUrls,
    remoteHosts,
    releasesS3,
    mediaS3,
    releasesPublicUrl,
    metricsPort,
    metricsHost: read('METRICS_HOST') ?? '127.0.0.1',
    remotesFromDevServers,
    seedDemo,
    seed,
    seedProperties,
    publicOrigin,
    smtpUrl,
    mailFrom,
    agencyEmail,
    webhookUrl,
    linkSecret,
    operatorKey,
    trustProxy,
    serverRender: ssr !== 'off',
    serverRenderBudgetMs,
    serverRenderConcurrency,
    pageCacheBytes: pageCacheMb * 1024 * 1024,
    responseCacheBytes: responseCacheMb * 1024 * 1024,
    staleIfErrorMs: staleIfErrorSeconds * 1000,
    shutdownDelayMs,
    cspReportOnly,
    tileUpstream,
    tileCacheBytes: tileCacheMb * 1024 * 1024,
    canaryRollback,
    canaryWatchMs,
    crm,
  };
}

/** CRM and its connector's settings, each missing one named. */
function parseCrm(read: (name: string) => string | undefined, problems: string[]): CrmConfig | null {
  const name = read('CRM')?.toLowerCase();
  if (name === undefined) return null;
  if (name === 'whise') return parseWhise(read, problems);
  if (name !== 'sweepbright') {
    problems.push(`CRM must be sweepbright or whise, or unset for none (got "${name}")`);
    return null;
  }
  const apiUrl = read('SWEEPBRIGHT_API_URL') ?? 'https://website.sweepbright.com/api/';
  if (!/^https?:\/\/[^/]/.test(apiUrl)) problems.push('SWEEPBRIGHT_API_URL must be an http(s) URL');
  const clientId = read('SWEEPBRIGHT_CLIENT_ID');
  const clientSecret = read('SWEEPBRIGHT_CLIENT_SECRET');
  const webhookSecret = read('CRM_WEBHOOK_SECRET');
  if (clientId === undefined) problems.push('CRM=sweepbright needs SWEEPBRIGHT_CLIENT_ID');
  if (clientSecret === undefined) problems.push('CRM=sweepbright needs SWEEPBRIGHT_CLIENT_SECRET');
  // The path is the webhook's only guard (SweepBright signs nothing): long enough not to be guessed.
  if (webhookSecret === undefined || webhookSecret.length < 32 || !/^[A-Za-z0-9_-]+$/.test(webhookSecret)) {
    problems.push('CRM=sweepbright needs CRM_WEBHOOK_SECRET: at least 32 letters, digits, - or _');
  }
  return {
    name: 'sweepbright',
    apiUrl: apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`,
    clientId: clientId ?? '',
    clientSecret: clientSecret ?? '',
    webhookSecret: webhookSecret ?? '',
  };
}

/** The shortest poll Whise is asked for: more often would spend its rate limit on unchanged estates. */
const WHISE_MIN_POLL_SECONDS = 30;

function parseWhise(read: (name: string) => string | undefined, problems: string[]): WhiseConfig {
  const apiUrl = read('WHISE_API_URL') ?? 'https://api.whise.eu/';
  if (!/^https?:\/\/[^/]/.test(apiUrl)) problems.push('WHISE_API_URL must be an http(s) URL');
  const username = read('WHISE_USERNAME');
  const password = read('WHISE_PASSWORD');
  if (username === undefined) problems.push('CRM=whise needs WHISE_USERNAME');
  if (password === undefined) problems.push('CRM=whise needs WHISE_PASSWORD');
  // Whise's ids are positive whole numbers; a typo would only show as an empty site.
  const id = (variable: string): number | undefined => {
    const value = read(variable);
    if (value === undefined) return undefined;
    if (/^[1-9]\d{0,9}$/.test(value)) return Number(value);
    problems.push(`${variable} must be Whise's number of the ${variable === 'WHISE_CLIENT_ID' ? 'client' : 'office'} (got "${value}")`);
    return undefined;
  };
  const clientId = id('WHISE_CLIENT_ID');
  if (read('WHISE_CLIENT_ID') === undefined) problems.push('CRM=whise needs WHISE_CLIENT_ID');
  const officeId = id('WHISE_OFFICE_ID');
  const pollText = read('WHISE_POLL_SECONDS') ?? '300';
  const pollSeconds = /^\d+$/.test(pollText) ? Number(pollText) : Number.NaN;
  if (!(pollSeconds >= WHISE_MIN_POLL_SECONDS && pollSeconds <= 86_400)) {
    problems.push(`WHISE_POLL_SECONDS must be a whole number of seconds from ${WHISE_MIN_POLL_SECONDS} to 86400 (got "${pollText}")`);
  }
  return {
    name: 'whise',
    apiUrl: apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`,
    username: username ?? '',
    password: password ?? '',
    clientId: clientId ?? 0,
    officeId,
    pollMs: (Number.isNaN(pollSeconds) ? 300 : pollSeconds) * 1000,
  };
}

/**
 * MAIL_FROM as nodemailer's own parser reads an address field: one address, with or without a
 * name. Unset: noreply@localhost, named after the agency when a mail is sent.
 */
/** `{NAME}_S3_BUCKET` and its endpoint, region and prefix; null without a bucket. */
function parseS3(name: 'RELEASES' | 'MEDIA', examplePrefix: string, read: (name: string) => string | undefined, problems: string[]): S3Settings | null {
  const bucket = read(`${name}_S3_BUCKET`);
  const endpoint = read(`${name}_S3_ENDPOINT`);
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint)) problems.push(`${name}_S3_ENDPOINT must be an http(s) URL`);
  const prefix = read(`${name}_S3_PREFIX`) ?? '';
  if (prefix !== '' && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/$/.test(prefix)) problems.push(`${name}_S3_PREFIX must be a key prefix ending with /, e.g. ${examplePrefix}`);
  return bucket === undefined ? null : { bucket, prefix, endpoint, region: read(`${name}_S3_REGION`) ?? read('AWS_REGION') ?? 'us-east-1' };
}

function parseMailFrom(value: string | undefined, problems: string[]): MailSender {
  if (value === undefined) return { address: 'noreply@localhost', name: undefined };
  const parsed = addressparser(value, { flatten: true });
  const [sender] = parsed;
  if (/[\r\n]/.test(value) || parsed.length !== 1 || sender === undefined || !/^[^@\s]+@[^@\s]+$/.test(sender.address)) {
    problems.push('MAIL_FROM must be one address, e.g. Agency <noreply@agency.be>');
    return { address: 'noreply@localhost', name: undefined };
  }
  return { address: sender.address, name: sender.name.trim() || undefined };
}

function parseWholeNumber(name: string, value: string, min: number, max: number, problems: string[]): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  }
  return number;
}

function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}


function parseBoolean(name: string, value: string | undefined, problems: string[]): boolean {
  if (value === undefined) return false;
  const normalized = value.toLowerCase();
  if (normalized === 'true' || normalized === '1') return true;
  if (normalized === 'false' || normalized === '0') return false;
  problems.push(`${name} must be true or false (got "${value}")`);
  return false;
}

/** `mf_listings=https://cdn.example/mf-listings/mf-manifest.json,mf_search=/other/mf-manifest.json` */
function parseRemoteUrls(value: string | undefined, problems: string[]): Partial<Record<RemoteName, string>> {
  const urls: Partial<Record<RemoteName, string>> = {};
  if (value === undefined) return urls;
  const names: readonly string[] = REMOTES.map((remote) => remote.name);
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const separator = entry.indexOf('=');
    const name = entry.slice(0, separator).trim();
    const url = entry.slice(separator + 1).trim();
    if (separator < 0 || !names.includes(name)) {
      problems.push(`REMOTE_URLS entry "${entry}" must be NAME=URL with NAME one of ${names.join(', ')}`);
    } else if (!isManifestUrl(url)) {
      problems.push(`REMOTE_URLS entry "${entry}" must give an http(s) URL or a path starting with /`);
    } else {
      urls[name as RemoteName] = url;
    }
  }
  return urls;
}

/** `REMOTE_HOSTS`: origins (`https://cdn.example.com`), comma-separated. */
function parseRemoteHosts(value: string | undefined, problems: string[]): string[] {
  const hosts: string[] = [];
  for (const entry of (value ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    let origin: string | null = null;
    try {
      const url = new URL(entry);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === entry.replace(/\/$/, '')) origin = url.origin;
    } catch {
      // Reported below.
    }
    if (origin === null) problems.push(`REMOTE_HOSTS entry "${entry}" must be an origin such as https://cdn.example.com (scheme, host and port only)`);
    else hosts.push(origin);
  }
  return hosts;
}

function isManifestUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
