import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { RELEASES_PATH, REMOTES } from 'shared-kernel/federation';
import { errorCode } from '../systemError.js';
import { cacheControlFor, IMMUTABLE } from './cacheControl.js';

const NOT_BUILT = 'The site is not built yet. Run `npm run build` at the repository root, then reload this page.\n';

/**
 * The production build: the shell's `dist` at `/`, each remote's latest `dist` under
 * `/remotes/<folder>/`, and each published version of a remote in its own folder under
 * `/releases/<folder>/<version>/` (site/deployments.ts). Folders are looked up per request, so a
 * build or a release made after the api started is served at once.
 */
export const staticSite: FastifyPluginAsync<{ staticRoot: string; releasesRoot: string; liveShell: () => { all: string[] } }> = async (
  app,
  { staticRoot, releasesRoot, liveShell },
) => {
  const common = {
    index: false,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
  } satisfies FastifyStaticOptions;

  // The shell's files at `/` come from its live release (the shell deploys on its own, like a remote), then from the releases before
  // it: a tab opened before a deploy still loads the hashed chunks of the shell it started with.
  const shellFile = (pathname: string) =>
    !pathname.endsWith('/') && !isUnder(pathname, '/api') && !isUnder(pathname, '/remotes') && !isUnder(pathname, RELEASES_PATH) && !isUnder(pathname, '/server');
  await app.register(async (shell) => {
    await shell.register(fastifyStatic, { ...common, root: releasesRoot, serve: false, decorateReply: true, setHeaders: fileHeaders({ cors: false }) });
    shell.get('/*', async (request, reply) => {
      // Folders (`/`, `/fr/a-vendre/`) are pages for the fallback; the api and the remotes answer
      // their own 404s. The shell's server bundle (dist/server/) is the api's to load, not a file.
      const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
      const name = pathname.slice(1);
      // No dot file (a release's own note) and no way out of a release.
      const dir = shellFile(pathname) && !name.split('/').some((part) => part.startsWith('.')) ? liveShell().all.find((candidate) => existsSync(path.join(candidate, name))) : undefined;
      if (dir === undefined) return reply.callNotFound();
      return reply.sendFile(name, dir);
    });
  });

  for (const { folder } of REMOTES) {
    await app.register(fastifyStatic, {
      ...common,
      root: path.join(staticRoot, folder, 'dist'),
      prefix: `/remotes/${folder}/`,
      allowedPath: (pathname) => !pathname.endsWith('/'),
      // A shell on another origin (a CDN, a dev server) loads the remote's scripts from here.
      setHeaders: fileHeaders({ cors: true }),
    });
  }

  await mkdir(releasesRoot, { recursive: true });
  await app.register(fastifyStatic, {
    ...common,
    root: releasesRoot,
    prefix: `${RELEASES_PATH}/`,
    // A release being copied in (`.<version>.<id>/`) is not served before it is whole.
    allowedPath: (pathname) => !pathname.endsWith('/') && !pathname.includes('/.'),
    // Nothing in a published release ever changes, its entry and manifest included.
    setHeaders: fileHeaders({ cors: true, immutable: true }),
  });
};

function fileHeaders({ cors, immutable = false }: { cors: boolean; immutable?: boolean }): NonNullable<FastifyStaticOptions['setHeaders']> {
  return (res, file) => {
    res.setHeader('cache-control', immutable ? IMMUTABLE : cacheControlFor(file));
    // Any file may have a `.br` or `.gz` twin: caches must key on what the browser accepts.
    res.setHeader('vary', 'accept-encoding');
    if (cors) res.setHeader('access-control-allow-origin', '*');
  };
}

/**
 * The live shell's `index.html`, read again often, so a deploy of the shell shows at once; null when
 * the site has not been built.
 */
export async function readShellIndex(shellDir: string): Promise<string | null> {
  try {
    return await readFile(path.join(shellDir, 'index.html'), 'utf8');
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

export function sendNotBuilt(reply: FastifyReply): FastifyReply {
  return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
}

/** A page the browser navigates to (`/fr/a-vendre/`), as opposed to a file or an api call. */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (!isSitePath(pathname)) return false;
  // A missing script or image (a name with an extension) must get a 404, not a page parsed as
  // JavaScript; a path of the site is a page whatever the client accepts (crawlers, link checkers
  // and scripts often ask with */*).
  return !FILE_NAME.test(pathname) || (request.headers.accept ?? '').includes('text/html');
}

/** A path of the site's pages rather than of the api or the remotes' files. */
export function isSitePath(pathname: string): boolean {
  return !isUnder(pathname, '/api') && !isUnder(pathname, '/remotes') && !isUnder(pathname, RELEASES_PATH);
}

const FILE_NAME = /\/[^/]+\.[a-z0-9]{1,8}$/i;

function isUnder(pathname: string, area: string): boolean {
  return pathname === area || pathname.startsWith(`${area}/`);
}
