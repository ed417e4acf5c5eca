import type { ArticleCategory, SeedArticle, SeedCandidate, SeedPage, SeedPortalHistory } from 'shared-kernel';
import type { Database, Queryable } from '../db/database.js';
import type { SeedSource } from '../seeding/sources.js';
import { seedSettings } from '../site/settings.js';
import { hashPassword } from './password.js';

// Any fixed key works as long as nothing else in the database takes the same advisory lock.
const SEED_LOCK_KEY = 1967_0003;

/**
 * Writes the seed source's settings where the site has none, then fills empty content tables with
 * its pages, articles, owners and the owners' portal history (the demo agency's), all or nothing;
 * answers whether it filled them. Runs after the catalogue's seed: the owners are given some of
 * its properties. Instances starting together on one server take
 * turns on a lock and re-check under it, so only the first one seeds. The portal history ends on
 * `today`, the day of the seeding.
 */
export async function seedContent(
  db: Database,
  source: SeedSource,
  { seed, today = new Date() }: { seed: number; today?: Date },
): Promise<boolean> {
  // Settings first, on every start: a database whose migrations once held them gets them back.
  await seedSettings(db, source.settings);
  if (await hasPages(db)) return false;
  // Half a second each: hashed before the lock, so a second instance does not wait for them.
  const hashes = await Promise.all(source.owners.map((owner) => hashPassword(owner.password)));
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (await hasPages(tx)) return false;

    await writePages(tx, source.pages);
    await writeCategories(tx, source.categories);
    await writeArticles(tx, source.articles);
    await insert(
      tx,
      'owners',
      { id: 'integer', email: 'text', name: 'text', role: 'text', password_hash: 'text', language: 'text' },
      source.owners.map((owner, index) => ({
        id: owner.id,
        email: owner.email,
        name: owner.name,
        role: owner.role,
        password_hash: hashes[index],
        language: owner.language,
      })),
    );
    // Owners written later (the admin api, the CRM) take the ids after the seed's.
    await tx.query(`select setval('owners_id_seq', greatest((select max(id) from owners), 1))`);
    await seedPortalHistory(tx, (candidates) => source.portalHistory(seed, candidates, today));
    return true;
  });
}

/**
 * Writes `pages` with their modules: a page whose id exists is replaced and its modules become
 * the given ones (its child pages stay). Parents first, so a child may come in the same call.
 */
export async function writePages(tx: Queryable, pages: readonly SeedPage[]): Promise<void> {
  const ordered = [...pages.filter((page) => page.parentId === null), ...pages.filter((page) => page.parentId !== null)];
  await insert(
    tx,
    'pages',
    { id: 'integer', parent_id: 'integer', name: 'text', path: 'text', status: 'text', sort: 'integer', create_date: 'timestamptz', modify_date: 'timestamptz', params: 'jsonb' },
    ordered.map((page) => ({
      id: page.id,
      parent_id: page.parentId,
      name: page.name,
      path: page.path,
      status: page.status,
      sort: page.sort,
      create_date: page.createDate,
      modify_date: page.modifyDate,
      params: page.params,
    })),
    { replace: true },
  );
  await tx.query('delete from modules where page_id = any($1::int[])', [pages.map((page) => page.id)]);
  await insert(
    tx,
    'modules',
    {
      id: 'integer', page_id: 'integer', sort: 'integer', status: 'text', title: 'jsonb', title_public: 'boolean', title_size: 'text',
      description: 'jsonb', description2: 'jsonb', position: 'text', span: 'integer', col: 'jsonb', view: 'text', class: 'text',
      background_type: 'text', image: 'jsonb', images: 'jsonb', color_background: 'text', relations: 'jsonb',
      number_item_of_row: 'integer', max_items: 'integer', is_has_subcategories: 'boolean',
    },
    pages.flatMap((page) =>
      page.modules.map((module) => ({
        id: module.id,
        page_id: page.id,
        sort: module.sort,
        status: module.status,
        title: module.title,
        title_public: module.titlePublic,
        title_size: module.titleSize,
        description: module.description,
        description2: module.description2,
        position: module.position,
        span: module.span,
        col: module.col,
        view: module.view,
        class: module.class,
        background_type: module.backgroundType,
        image: module.image,
        images: module.images,
        color_background: module.colorBackground,
        relations: module.relations,
        number_item_of_row: module.numberItemOfRow,
        max_items: module.maxItems,
        is_has_subcategories: module.isHasSubcategories,
      })),
    ),
  );
}

/** Writes article categories, replacing those whose id exists. */
export async function writeCategories(tx: Queryable, categories: readonly ArticleCategory[]): Promise<void> {
  await insert(tx, 'categories', { id: 'integer', kind: 'text', name: 'jsonb' }, categories, { replace: true });
}

/** Writes articles, replacing those whose id exists. */
export async function writeArticles(tx: Queryable, articles: readonly SeedArticle[]): Promise<void> {
  await insert(
    tx,
    'articles',
    { id: 'integer', category_id: 'integer', slug: 'jsonb', title: 'jsonb', summary: 'jsonb', body: 'jsonb', image_id: 'text', published: 'boolean', sort: 'integer', created_at: 'timestamptz' },
    articles.map((article) => ({
      id: article.id,
      category_id: article.categoryId,
      slug: article.slug,
      title: article.title,
      summary: article.summary,
      body: article.body,
      image_id: article.imageId,
      published: article.published,
      sort: article.sort,
      created_at: article.createdAt,
    })),
    { replace: true },
  );
}

async function seedPortalHistory(tx: Queryable, historyOf: (candidates: SeedCandidate[]) => SeedPortalHistory): Promise<void> {
  // The agency's own listings: units of a project belong to its developer.
  const candidates = await tx.query<{ id: number; created_at: Date | string }>(
    'select id, created_at from properties where project_id is null order by id',
  );
  const history = historyOf(candidates.map((row) => ({ id: row.id, createdAt: new Date(row.created_at).toISOString() })));
  await insert(
    tx,
    'property_owners',
    { property_id: 'integer', owner_id: 'integer' },
    history.ownership.map((row) => ({ property_id: row.propertyId, owner_id: row.ownerId })),
  );
  await insert(
    tx,
    'property_visits',
    { property_id: 'integer', visited_at: 'timestamptz', feedback: 'text' },
    history.visits.map((visit) => ({ property_id: visit.propertyId, visited_at: visit.visitedAt, feedback: visit.feedback })),
  );
  await insert(
    tx,
    'property_communications',
    { property_id: 'integer', sent_at: 'timestamptz', kind: 'text', recipients: 'integer' },
    history.communications.map((sent) => ({
      property_id: sent.propertyId,
      sent_at: sent.sentAt,
      kind: sent.kind,
      recipients: sent.recipients,
    })),
  );
  await insert(
    tx,
    'property_online_media',
    { property_id: 'integer', portal: 'text', published_at: 'timestamptz', withdrawn_at: 'timestamptz', state: 'text' },
    history.onlineMedia.map((medium) => ({
      property_id: medium.propertyId,
      portal: medium.portal,
      published_at: medium.publishedAt,
      withdrawn_at: medium.withdrawnAt,
      state: medium.state,
    })),
  );
  await insert(
    tx,
    'property_daily_views',
    { property_id: 'integer', day: 'date', views: 'integer' },
    history.dailyViews.map((views) => ({ property_id: views.propertyId, day: views.day, views: views.views })),
  );
}

async function hasPages(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ any: boolean }>('select exists (select 1 from pages) as any');
  return row?.any ?? false;
}

/**
 * One statement for all `rows`, each an object keyed by the columns: the rows travel as one
 * JSON parameter and come back out as a record set of the columns' types. With `replace`, a row
 * whose `id` is taken replaces the row there (the admin api's and the import's writes).
 */
async function insert<C extends string>(
  tx: Queryable,
  table: string,
  columns: Record<C, string>,
  rows: readonly Record<C, unknown>[],
  { replace = false }: { replace?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const entries = Object.entries<string>(columns);
  const names = entries.map(([name]) => name).join(', ');
  const updates = entries.filter(([name]) => name !== 'id').map(([name]) => `${name} = excluded.${name}`);
  await tx.query(
    `insert into ${table} (${names})
     select ${names} from jsonb_to_recordset($1::jsonb) as r(${entries.map(([name, type]) => `${name} ${type}`).join(', ')})
     ${replace ? `on conflict (id) do update set ${updates.join(', ')}` : ''}`,
    [JSON.stringify(rows)],
  );
}
