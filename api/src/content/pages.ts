import { isPublished, type PageModule, type SiteChildPage, type SitePage } from 'shared-kernel';
import type { Queryable } from '../db/database.js';
import { pageModuleSchema, storedPageParamsSchema, stored } from './schemas.js';
import { inLanguage, type TextLanguage } from './texts.js';

interface PageRow {
  id: number;
  parent_id: number | null;
  name: string;
  path: string;
  status: string;
  sort: number;
  create_date: Date | string;
  modify_date: Date | string;
  params: unknown;
}

// A module's columns under the names of spec §3.
const MODULE_COLUMNS = `id, page_id as "pageId", sort, status, title, title_public as "titlePublic",
  title_size as "titleSize", description, description2, position, span, col, view, class,
  background_type as "backgroundType", image, images, color_background as "colorBackground", relations,
  number_item_of_row as "numberItemOfRow", max_items as "maxItems", is_has_subcategories as "isHasSubcategories"`;

/**
 * Every configured page with its modules, top-level pages in menu order with their child pages
 * under them, each marked for menus when it is published. Pages of other statuses are answered
 * too: a hidden page is reached by its link, not from a menu. A page below a child page has no
 * path and is left out.
 */
export async function readPages(db: Queryable, language: TextLanguage): Promise<SitePage[]> {
  const [pageRows, moduleRows] = await Promise.all([
    db.query<PageRow>('select id, parent_id, name, path, status, sort, create_date, modify_date, params from pages order by sort, id'),
    db.query<{ id: number; pageId: number }>(`select ${MODULE_COLUMNS} from modules order by sort, id`),
  ]);

  const modulesOf = new Map<number, PageModule[]>();
  for (const row of moduleRows) {
    const module = stored(pageModuleSchema, row, `module ${row.id}`);
    const list = modulesOf.get(row.pageId) ?? [];
    list.push({
      ...module,
      title: inLanguage(module.title, language),
      description: inLanguage(module.description, language),
      description2: inLanguage(module.description2, language),
    });
    modulesOf.set(row.pageId, list);
  }

  const pages = pageRows.map((row): SiteChildPage => {
    const params = stored(storedPageParamsSchema, row.params, `the params of page ${row.id}`);
    return {
      id: row.id,
      parentId: row.parent_id,
      name: row.name,
      path: row.path,
      status: row.status,
      createDate: new Date(row.create_date).toISOString(),
      modifyDate: new Date(row.modify_date).toISOString(),
      childMenus: [],
      sort: row.sort,
      inMenu: isPublished(row),
      params: {
        ...params,
        title: inLanguage(params.title, language),
        description: inLanguage(params.description, language),
        metadata: inLanguage(params.metadata, language),
        content: inLanguage(params.content, language),
        bannerTitle: inLanguage(params.bannerTitle, language),
        bannerDescription: inLanguage(params.bannerDescription, language),
        modules: modulesOf.get(row.id) ?? [],
      },
    };
  });

  const topLevel = new Map<number, SitePage>();
  for (const page of pages) if (page.parentId === null) topLevel.set(page.id, { ...page, childMenus: [] });
  for (const page of pages) {
    // Spec §2 has no path for a page under a child page (/{path}/{childpath}/ is as deep as it goes).
    if (page.parentId !== null) topLevel.get(page.parentId)?.childMenus.push(page);
  }
  return [...topLevel.values()];
}
