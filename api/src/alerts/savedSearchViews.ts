import { ALERT_FREQUENCIES, localizePath, type AlertFrequency, type DemandCriteria, type Language, type SavedSearchView } from 'shared-kernel';
import { z } from 'zod';
import { thumbnail } from '../catalogue/read.js';
import type { Queryable } from '../db/database.js';
import { readProperty } from '../forms/enquiries.js';

/** `GET /api/alerts/searches`, as the kernel's `SavedSearchesAnswer` types it. */
export const savedSearchesAnswerSchema = z.object({
  email: z.string().nullable(),
  searches: z.array(
    z.object({
      id: z.string(),
      frequency: z.enum(ALERT_FREQUENCIES),
      state: z.enum(['pending', 'active', 'stopped']),
      criteria: z
        .object({
          goal: z.enum(['buy', 'rent']),
          propertyTypes: z.array(z.string()).readonly(),
          zones: z.array(z.string()).readonly(),
          budgetMin: z.number().optional(),
          budgetMax: z.number().optional(),
          bedrooms: z.number().optional(),
          drawnZone: z.array(z.tuple([z.number(), z.number()]).readonly()).readonly().optional(),
        })
        .nullable(),
      link: z.string(),
      property: z.object({ id: z.number(), title: z.string(), city: z.string(), photo: z.string().nullable() }).nullable(),
    }),
  ),
});

/**
 * The saved searches of an address (or the one of an unsubscribe link's secret) as their page shows
 * them in `language`: a list's criteria, a followed property's title, commune and first photo.
 */
export async function readSavedSearches(db: Queryable, which: { email: string } | { token: string }, language: Language): Promise<SavedSearchView[]> {
  const rows = await db.query<{
    id: string;
    frequency: AlertFrequency;
    confirmed_at: Date | null;
    unsubscribed_at: Date | null;
    criteria: DemandCriteria | null;
    list_path: string | null;
    property_id: number | null;
    cover: string | null;
  }>(
    `select s.id, s.frequency, s.confirmed_at, s.unsubscribed_at, s.criteria, s.list_path, s.property_id,
            (select ph.image_id from property_photos ph where ph.property_id = s.property_id order by ph.sort_order limit 1) as cover
       from saved_searches s
      where ${'email' in which ? 'lower(s.email) = lower($1)' : 's.token = $1'}
      order by s.created_at, s.id`,
    ['email' in which ? which.email : which.token],
  );
  const views: SavedSearchView[] = [];
  for (const row of rows) {
    const property = row.property_id === null ? undefined : await readProperty(db, row.property_id, language, '');
    views.push({
      id: row.id,
      frequency: row.frequency,
      state: row.unsubscribed_at !== null ? 'stopped' : row.confirmed_at === null ? 'pending' : 'active',
      criteria: row.criteria,
      link: property?.link ?? row.list_path ?? localizePath('/', language),
      property: property === undefined ? null : { id: property.id, title: property.title, city: property.city, photo: row.cover === null ? null : thumbnail(row.cover) },
    });
  }
  return views;
}
