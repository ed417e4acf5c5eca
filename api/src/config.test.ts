import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('starts with no variable set, from the repository it lives in', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      logLevel: 'info',
      remoteUrls: {},
      remotesFromDevServers: false,
      seedDemo: true,
      seed: 1967,
      seedProperties: 600,
      publicOrigin: undefined,
      trustProxy: false,
      serverRender: true,
      serverRenderBudgetMs: 300,
    });
    expect(existsSync(path.join(config.staticRoot, 'api', 'package.json'))).toBe(true);
    expect(config.dataDir).toBe(path.join(config.staticRoot, 'data'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9001',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/agency-data',
      DATABASE_URL: 'postgres://agency@db.internal:5432/agency',
      LOG_LEVEL: 'debug',
      STATIC_ROOT: '/srv/site',
      REMOTE_URLS: 'mf_listings=https://cdn.example/mf-listings/mf-manifest.json, mf_forms=/forms/mf-manifest.json',
      REMOTE_HOSTS: 'https://cdn.agence.example, https://teams.agence.example:8443',
      OPERATOR_KEY: 'an operator key of at least thirty-two characters',
      REMOTES_FROM_DEV_SERVERS: 'true',
      SEED_DEMO: 'false',
      SEED: '42',
      SEED_PROPERTIES: '10000',
      PUBLIC_ORIGIN: 'https://www.agence.example/',
      TRUST_PROXY: 'true',
      SSR: 'OFF',
      SSR_BUDGET_MS: '800',
      RELEASES_S3_BUCKET: 'agency-releases',
      RELEASES_S3_ENDPOINT: 'https://minio.internal:9000',
      RELEASES_S3_PREFIX: 'site/',
      RELEASES_S3_REGION: 'eu-west-1',
      RELEASES_PUBLIC_URL: 'https://cdn.agence.example/releases/',
      MEDIA_S3_BUCKET: 'agency-media',
      MEDIA_S3_PREFIX: 'site/media/',
      AWS_REGION: 'eu-central-1',
      METRICS_PORT: '9464',
      METRICS_HOST: '10.0.0.5',
      CANARY_MIN_VIEWS: '3',
      CANARY_MIN_SERVER_RENDERS: '2',
      CANARY_WATCH_MS: '500',
    });
    expect(config).toEqual({
      port: 9001,
      host: '127.0.0.1',
      dataDir: '/tmp/agency-data',
      databaseUrl: 'postgres://agency@db.internal:5432/agency',
      logLevel: 'debug',
      staticRoot: '/srv/site',
      remoteUrls: {
        mf_listings: 'https://cdn.example/mf-listings/mf-manifest.json',
        mf_forms: '/forms/mf-manifest.json',
      },
      remoteHosts: ['https://cdn.agence.example', 'https://teams.agence.example:8443'],
      remotesFromDevServers: true,
      releasesS3: { bucket: 'agency-releases', prefix: 'site/', endpoint: 'https://minio.internal:9000', region: 'eu-west-1' },
      mediaS3: { bucket: 'agency-media', prefix: 'site/media/', endpoint: undefined, region: 'eu-central-1' },
      releasesPublicUrl: 'https://cdn.agence.example/releases',
      metricsPort: 9464,
      metricsHost: '10.0.0.5',
      seedDemo: false,
      seed: 42,
      seedProperties: 10000,
      publicOrigin: 'https://www.agence.example',
      smtpUrl: undefined,
      mailFrom: { address: 'noreply@localhost', name: undefined },
      agencyEmail: undefined,
      webhookUrl: undefined,
      linkSecret: undefined,
      operatorKey: 'an operator key of at least thirty-two characters',
      trustProxy: true,
      serverRender: false,
      serverRenderBudgetMs: 800,
      serverRenderConcurrency: 4,
      pageCacheBytes: 64 * 1024 * 1024,
      responseCacheBytes: 32 * 1024 * 1024,
      staleIfErrorMs: 600_000,
      shutdownDelayMs: 5000,
      cspReportOnly: false,
      tileUpstream: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileCacheBytes: 64 * 1024 * 1024,
      canaryRollback: { minViews: 3, minServerRenders: 2 },
      canaryWatchMs: 500,
      crm: null,
    });
  });

  it('reads the CRM and its settings, and names each one missing or wrong', () => {
    const secret = 'a-webhook-secret-of-at-least-32-chars';
    expect(
      loadConfig({ CRM: 'sweepbright', SWEEPBRIGHT_CLIENT_ID: 'id', SWEEPBRIGHT_CLIENT_SECRET: 'secret', CRM_WEBHOOK_SECRET: secret, SWEEPBRIGHT_API_URL: 'http://127.0.0.1:8210/api' }).crm,
    ).toEqual({ name: 'sweepbright', apiUrl: 'http://127.0.0.1:8210/api/', clientId: 'id', clientSecret: 'secret', webhookSecret: secret });
    expect(loadConfig({ CRM: 'sweepbright', SWEEPBRIGHT_CLIENT_ID: 'id', SWEEPBRIGHT_CLIENT_SECRET: 'secret', CRM_WEBHOOK_SECRET: secret }).crm?.apiUrl).toBe(
      'https://website.sweepbright.com/api/',
    );
    try {
      loadConfig({ CRM: 'sweepbright', CRM_WEBHOOK_SECRET: 'short' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'CRM=sweepbright needs SWEEPBRIGHT_CLIENT_ID',
        'CRM=sweepbright needs SWEEPBRIGHT_CLIENT_SECRET',
        'CRM=sweepbright needs CRM_WEBHOOK_SECRET: at least 32 letters, digits, - or _',
      ]);
    }
    expect(() => loadConfig({ CRM: 'omnicasa' })).toThrow('CRM must be sweepbright or whise, or unset for none (got "omnicasa")');
  });

  it('reads the mail and back-office settings, and refuses a From with a line break or a bad SMTP_URL', () => {
    expect(
      loadConfig({ SMTP_URL: 'smtp://user:secret@mail.example:587', MAIL_FROM: 'Agence <info@agence.be>', AGENCY_EMAIL: 'info@agence.be', WEBHOOK_URL: 'https://crm.example/hook' }),
    ).toMatchObject({ smtpUrl: 'smtp://user:secret@mail.example:587', mailFrom: { address: 'info@agence.be', name: 'Agence' }, agencyEmail: 'info@agence.be', webhookUrl: 'https://crm.example/hook' });
    expect(() => loadConfig({ SMTP_URL: 'mail.example', WEBHOOK_URL: '/hook', MAIL_FROM: 'nobody', LINK_SECRET: 'short' })).toThrow(
      /SMTP_URL must start with smtp:\/\/ or smtps:\/\/[\s\S]*WEBHOOK_URL must be an http\(s\) URL[\s\S]*MAIL_FROM must be one address[\s\S]*LINK_SECRET must be at least 32/,
    );
  });

  it('reads MAIL_FROM as one address, its name optional (the agency’s name is then used), and refuses two', () => {
    expect(loadConfig({ MAIL_FROM: 'noreply@agence.be' }).mailFrom).toEqual({ address: 'noreply@agence.be', name: undefined });
    expect(loadConfig({ MAIL_FROM: '"Agence, Ixelles" <noreply@agence.be>' }).mailFrom).toEqual({ address: 'noreply@agence.be', name: 'Agence, Ixelles' });
    expect(() => loadConfig({ MAIL_FROM: 'a@agence.be, b@agence.be' })).toThrow(/MAIL_FROM must be one address/);
    expect(() => loadConfig({ RELEASES_S3_BUCKET: 'b', RELEASES_S3_ENDPOINT: 'minio:9000', RELEASES_S3_PREFIX: '../x', RELEASES_PUBLIC_URL: '//cdn' })).toThrow(
      /RELEASES_S3_ENDPOINT must be an http\(s\) URL[\s\S]*RELEASES_S3_PREFIX must be a key prefix[\s\S]*RELEASES_PUBLIC_URL must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'b', MEDIA_S3_ENDPOINT: 'minio:9000', MEDIA_S3_PREFIX: 'media' })).toThrow(
      /MEDIA_S3_ENDPOINT must be an http\(s\) URL[\s\S]*MEDIA_S3_PREFIX must be a key prefix ending with \/, e.g. site\/media\//,
    );
  });

  it('renders in the browser with the dev servers (they have no server build), unless SSR says otherwise', () => {
    expect(loadConfig({ REMOTES_FROM_DEV_SERVERS: 'true' }).serverRender).toBe(false);
    expect(loadConfig({ REMOTES_FROM_DEV_SERVERS: 'true', SSR: 'on' }).serverRender).toBe(true);
    expect(loadConfig({}).serverRender).toBe(true);
  });

  it('takes an empty variable for an unset one', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', LOG_LEVEL: '' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      logLevel: 'info',
    });
  });

  it('accepts port 0, which asks the system for a free port', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
  });

  it.each([
    [{ PORT: 'http' }, 'PORT must be a whole number from 0 to 65535 (got "http")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535 (got "70000")'],
    [{ PORT: '-1' }, 'PORT must be a whole number from 0 to 65535 (got "-1")'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")'],
    [{ DATABASE_URL: 'mysql://db/agency' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ REMOTES_FROM_DEV_SERVERS: 'yes' }, 'REMOTES_FROM_DEV_SERVERS must be true or false (got "yes")'],
    [{ REMOTE_URLS: 'mf_unknown=https://cdn.example/x.json' }, 'REMOTE_URLS entry "mf_unknown=https://cdn.example/x.json" must be NAME=URL'],
    [{ REMOTE_URLS: 'mf_search' }, 'REMOTE_URLS entry "mf_search" must be NAME=URL'],
    [{ REMOTE_URLS: 'mf_search=ftp://cdn.example/x.json' }, 'must give an http(s) URL or a path starting with /'],
    [{ SEED: 'abc' }, 'SEED must be a whole number from 0 to 2147483647 (got "abc")'],
    [{ SEED_PROPERTIES: '300000' }, 'SEED_PROPERTIES must be a whole number from 0 to 200000 (got "300000")'],
    [{ PUBLIC_ORIGIN: 'www.agence.example' }, 'PUBLIC_ORIGIN must be an origin such as https://www.example.be'],
    [{ PUBLIC_ORIGIN: 'https://agence.example/fr/' }, 'PUBLIC_ORIGIN must be an origin'],
    [{ SSR: 'maybe' }, 'SSR must be on or off (got "maybe")'],
    [{ SSR_BUDGET_MS: '0' }, 'SSR_BUDGET_MS must be a whole number from 1 to 60000 (got "0")'],
  ])('refuses %j with a message that says what is wrong', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(2);
      expect((error as ConfigError).message).toMatch(/^Invalid configuration:\n {2}- PORT .*\n {2}- LOG_LEVEL /);
    }
  });
});
