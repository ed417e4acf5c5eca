import type { RouteEntry } from 'shared-kernel';
import type { Queryable } from '../db/database.js';
import { routeEntrySchema, stored } from './schemas.js';

interface RouteRow {
  original: string;
  paths: unknown;
  type: string;
  breadcrumb: unknown;
  public: boolean;
  parent: string | null;
  externalUrl: string | null;
}

/** The route table (spec §2), in the order of the original paths. */
export async function readRoutes(db: Queryable): Promise<RouteEntry[]> {
  const rows = await db.query<RouteRow>(
    `select original_path as original, paths, type, breadcrumb, public, parent_path as parent, external_url as "externalUrl"
     from routes order by original_path collate "C"`,
  );
  return rows.map(({ parent, externalUrl, ...row }) =>
    stored(
      routeEntrySchema,
      { ...row, ...(parent === null ? {} : { parent }), ...(externalUrl === null ? {} : { externalUrl }) },
      `route ${row.original}`,
    ),
  );
}
