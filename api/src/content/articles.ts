import type { Article, ArticleCategory, ArticlesResponse } from 'shared-kernel';
import type { Queryable } from '../db/database.js';
import { articleCategorySchema, articleSchema, stored } from './schemas.js';
import { inLanguage, type TextLanguage } from './texts.js';

export interface ArticleQuery {
  category?: number | undefined;
  slug?: string | undefined;
}

/** What was asked for and does not exist (or is not published). */
export type MissingArticle = { missing: 'category' | 'article' };

type ArticleRow = Omit<Article, 'createdAt'> & { createdAt: Date | string };

const ARTICLE_COLUMNS = `id, category_id as "categoryId", slug, title, summary, body, image_id as "imageId", sort,
  created_at as "createdAt"`;

/**
 * The published articles of a category, or of every category; with a slug, the one article whose
 * slug it is in any language (a category, when given, narrows the search down).
 */
export async function readArticles(
  db: Queryable,
  query: ArticleQuery,
  language: TextLanguage,
): Promise<ArticlesResponse | MissingArticle> {
  let category = query.category === undefined ? null : await readCategory(db, query.category, language);
  if (category === undefined) return { missing: 'category' };

  const conditions = ['published'];
  const params: unknown[] = [];
  if (query.category !== undefined) {
    params.push(query.category);
    conditions.push(`category_id = $${params.length}`);
  }
  if (query.slug !== undefined) {
    // A slug is one string for every language or an object of them: `.**` visits the value itself and each member.
    params.push(JSON.stringify({ slug: query.slug }));
    conditions.push(`jsonb_path_exists(slug, '$.** ? (@ == $slug)', $${params.length}::jsonb)`);
  }
  const rows = await db.query<ArticleRow>(
    `select ${ARTICLE_COLUMNS} from articles where ${conditions.join(' and ')}
     order by category_id, sort, id ${query.slug === undefined ? '' : 'limit 1'}`,
    params,
  );

  if (query.slug !== undefined) {
    const [row] = rows;
    if (row === undefined) return { missing: 'article' };
    category ??= (await readCategory(db, row.categoryId, language)) ?? null;
  }
  const articles = rows.map((row): Article => {
    const article = stored(articleSchema, { ...row, createdAt: new Date(row.createdAt).toISOString() }, `article ${row.id}`);
    return {
      ...article,
      slug: inLanguage(article.slug, language),
      title: inLanguage(article.title, language),
      summary: inLanguage(article.summary, language),
      body: inLanguage(article.body, language),
    };
  });
  return { language: language?.lang ?? null, category, articles };
}

async function readCategory(db: Queryable, id: number, language: TextLanguage): Promise<ArticleCategory | undefined> {
  const [row] = await db.query('select id, kind, name from categories where id = $1', [id]);
  if (row === undefined) return undefined;
  const category = stored(articleCategorySchema, row, `category ${id}`);
  return { ...category, name: inLanguage(category.name, language) };
}
