import path from 'node:path';

/** webpack's production names: `[name].[contenthash:16].js`, also under `.br` and `.gz`. */
const CONTENT_HASH = /\.[0-9a-f]{16}\./;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A file whose name carries its content hash never changes: cached for a year. Every other file
 * (`index.html`, `remoteEntry.js`, `mf-manifest.json`) is revalidated on each use, so a deploy
 * shows at once and a remote redeploys without a shell rebuild.
 */
export function cacheControlFor(file: string): string {
  return CONTENT_HASH.test(path.basename(file)) ? IMMUTABLE : 'no-cache';
}
