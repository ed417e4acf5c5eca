import type { Language } from './language.js';
import type { LocalizedText } from './localizedText.js';

/** What a category of articles holds; page modules show a category by its id (spec §2). */
export const ARTICLE_CATEGORY_KINDS = ['slider', 'service', 'value', 'testimonial', 'team', 'rental-management', 'about'] as const;

export type ArticleCategoryKind = (typeof ARTICLE_CATEGORY_KINDS)[number];

export interface ArticleCategory {
  id: number;
  kind: ArticleCategoryKind;
  name: LocalizedText;
}

/** A text of the site: a service, a value, a testimonial, a team member, a slide of the home page. */
export interface Article {
  id: number;
  categoryId: number;
  /** Its segment under the category's page (`/services/{slug}/`): one string for every language, or one per language. */
  slug: LocalizedText;
  title: LocalizedText;
  summary: LocalizedText;
  /** Plain text; paragraphs are separated by a blank line. */
  body: LocalizedText;
  /** An image id of `/api/images/{id}`. */
  imageId: string | null;
  sort: number;
  createdAt: string;
}

/** What `GET /api/articles` answers. */
export interface ArticlesResponse {
  /** The language the texts are in; null when they are answered as stored (`raw`). */
  language: Language | null;
  /** The category asked for, or the one of the article asked for by slug; null for every article. */
  category: ArticleCategory | null;
  articles: Article[];
}
