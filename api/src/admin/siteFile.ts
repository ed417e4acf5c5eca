import type { ArticleCategory, SeedArticle, SeedPage, SeedSettings } from 'shared-kernel';
import { z } from 'zod';
import { bumpCatalogueVersion } from '../catalogue/rows.js';
import { articleCategorySchema, articleWriteSchema, pageModuleSchema, pageWriteSchema, storedPageParamsSchema, stored } from '../content/schemas.js';
import { writeArticles, writeCategories, writePages } from '../content/seed.js';
import type { Database, Queryable } from '../db/database.js';
import { readStoredSettings, SETTINGS, writeSetting, type SettingKey } from '../site/settings.js';

/**
 * A whole site's content in one file (`npm run content -w api -- export > site.json`, then
 * `import site.json` elsewhere): the settings the agency wrote, the pages with their modules,
 * the article categories and the articles (services, values, testimonials, team, slides…).
 * Owners are not in it: they are people's accounts, which come from the CRM or the admin api.
 */
export interface SiteFile {
  settings: Partial<SeedSettings>;
  pages: SeedPage[];
  categories: ArticleCategory[];
  articles: SeedArticle[];
}

const isoDate = z.iso.datetime({ offset: true });

export const siteFileSchema = z.strictObject({
  settings: z.strictObject(SETTINGS).partial(),
  pages: z.array(
    pageWriteSchema.safeExtend({ id: z.int().positive(), createDate: isoDate, modifyDate: isoDate }),
  ),
  categories: z.array(articleCategorySchema),
  articles: z.array(articleWriteSchema.safeExtend({ id: z.int().positive(), createdAt: isoDate })),
});

const iso = (value: Date | string) => new Date(value).toISOString();

/** The site's content as stored, in id order: the same content always gives the same file. */
export async function exportSite(db: Queryable): Promise<SiteFile> {
  const [settings, pageRows, moduleRows, categoryRows, articleRows] = await Promise.all([
    readStoredSettings(db),
    db.query<{ id: number; parent_id: number | null; name: string; path: string; status: string; sort: number; create_date: Date | string; modify_date: Date | string; params: unknown }>(
      'select id, parent_id, name, path, status, sort, create_date, modify_date, params from pages order by id',
    ),
    db.query<{ id: number; pageId: number }>(
      `select id, page_id as "pageId", sort, status, title, title_public as "titlePublic", title_size as "titleSize", description,
              description2, position, span, col, view, class, background_type as "backgroundType", image, images,
              color_background as "colorBackground", relations, number_item_of_row as "numberItemOfRow", max_items as "maxItems",
              is_has_subcategories as "isHasSubcategories"
         from modules order by page_id, sort, id`,
    ),
    db.query<{ id: number; kind: string; name: unknown }>('select id, kind, name from categories order by id'),
    db.query<{ id: number; created_at: Date | string }>(
      `select id, category_id as "categoryId", slug, title, summary, body, image_id as "imageId", sort, published, created_at
         from articles order by id`,
    ),
  ]);
  return {
    // Each in its schema's order of fields, as people read them (jsonb keeps its own order).
    settings: Object.fromEntries(
      Object.entries(settings).map(([key, value]) => [key, stored(SETTINGS[key as SettingKey], value, `site_settings.${key}`)]),
    ),
    pages: pageRows.map((row) => ({
      id: row.id,
      parentId: row.parent_id,
      name: row.name,
      path: row.path,
      status: row.status,
      sort: row.sort,
      createDate: iso(row.create_date),
      modifyDate: iso(row.modify_date),
      params: stored(storedPageParamsSchema, row.params, `the params of page ${row.id}`),
      modules: moduleRows
        .filter((module) => module.pageId === row.id)
        .map(({ pageId: _page, ...module }) => stored(pageModuleSchema, module, `module ${module.id}`)),
    })),
    categories: categoryRows.map((row) => stored(articleCategorySchema, row, `category ${row.id}`)),
    articles: articleRows.map(({ created_at: createdAt, ...row }) => {
      const article = stored(articleWriteSchema, row, `article ${row.id}`);
      return { id: row.id, ...article, createdAt: iso(createdAt) };
    }),
  };
}

/** The file as the export writes it: two-space JSON and a final newline. */
export function siteFileText(site: SiteFile): string {
  return `${JSON.stringify(site, null, 2)}\n`;
}

/**
 * Makes the site's content exactly the file's, all or nothing: settings, pages, categories and
 * articles not in it are removed (owners and the catalogue are left alone). Every replica is told.
 */
export async function importSite(db: Database, file: z.output<typeof siteFileSchema>): Promise<{ settings: number; pages: number; categories: number; articles: number }> {
  await db.transaction(async (tx) => {
    await tx.query('delete from articles');
    await tx.query('delete from categories');
    await tx.query('delete from pages');
    await tx.query('delete from site_settings');
    for (const [key, value] of Object.entries(file.settings)) await writeSetting(tx, key as SettingKey, value);
    await writePages(tx, file.pages);
    await writeCategories(tx, file.categories);
    await writeArticles(tx, file.articles);
    await bumpCatalogueVersion(tx);
  });
  return { settings: Object.keys(file.settings).length, pages: file.pages.length, categories: file.categories.length, articles: file.articles.length };
}
