import type { Config } from '../config.js';
import type { Queryable } from '../db/database.js';
import { remoteLocations } from '../site/remotes.js';
import { readSiteSettings } from '../site/settings.js';
import type { PageSources } from './pageViews.js';

/**
 * The data behind page heads, read from the database. A remote's entry script is preloaded only
 * when its manifest sits next to it (same origin or a CDN folder), which is how the builds deploy.
 */
export function createPageSources(db: Queryable, config: Config): PageSources {
  const entries = new Map(
    remoteLocations(config).map(({ name, entry }) => [name, entry.replace(/mf-manifest\.json$/, 'remoteEntry.js')]),
  );
  return {
    site: () => readSiteSettings(db),
    pageMeta: async () => null,
    property: async () => null,
    project: async () => null,
    entities: async () => ({ properties: [], projects: [] }),
    remoteEntry: (name) => entries.get(name) ?? null,
  };
}
