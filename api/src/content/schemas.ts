import {
  ARTICLE_CATEGORY_KINDS,
  LANGUAGES,
  MODULE_RELATION_TYPES,
  type Article,
  type ArticleCategory,
  type ArticlesResponse,
  type ColumnWidths,
  type MediaImage,
  type ModuleRelation,
  type PageModule,
  type PageParams,
  type PagesResponse,
  type SiteChildPage,
  type SitePage,
} from 'shared-kernel';
import { z } from 'zod';
import { localizedTextSchema, type ShapeOf } from '../catalogue/feedSchema.js';
import { langQuerySchema } from '../catalogue/schemas.js';

// The content's answers, each kernel type in full. They also check what the database holds: a
// row the back office left in a shape the front ends could not use fails loudly, not in a browser.

const language = z.enum(LANGUAGES);
const perLanguage = z.partialRecord(language, z.string());
const answerLanguage = language.nullable().describe('The language of the texts; null when they are answered as stored');

const mediaImageSchema = z.object({
  id: z.int(),
  filename: z.string(),
  originalname: z.string(),
  url: z.string(),
  mimetype: z.string(),
  destination: z.string(),
  createDate: z.string(),
} satisfies ShapeOf<MediaImage>);

const columnWidthsSchema = z.object({ sm: z.int(), md: z.int(), lg: z.int() } satisfies ShapeOf<ColumnWidths>);

const moduleRelationSchema = z.object({
  type: z.enum(MODULE_RELATION_TYPES),
  id: z.int(),
} satisfies ShapeOf<ModuleRelation>);

export const pageModuleSchema = z.object({
  id: z.int(),
  title: localizedTextSchema,
  titlePublic: z.boolean(),
  titleSize: z.string(),
  description: localizedTextSchema,
  description2: localizedTextSchema,
  position: z.string(),
  span: z.int(),
  col: columnWidthsSchema,
  sort: z.int(),
  view: z.string().describe('How the related items are drawn: grid, slider, stats, card, single, collapse, team, odds, form'),
  class: z.string(),
  backgroundType: z.enum(['image', 'color', 'gallery', '']),
  image: mediaImageSchema.nullable(),
  images: z.array(mediaImageSchema),
  colorBackground: z.string(),
  relations: z.array(moduleRelationSchema).describe('What the module shows: a property list, a category, an article…'),
  status: z.string(),
  numberItemOfRow: z.int(),
  maxItems: z.int(),
  isHasSubcategories: z.boolean(),
} satisfies ShapeOf<PageModule>);

/** `params` as stored: everything of spec §3 but the modules, which are rows of their own. */
export const storedPageParamsSchema = z.object({
  title: localizedTextSchema,
  description: localizedTextSchema.describe('The SEO description'),
  metadata: localizedTextSchema.describe('The SEO keywords'),
  seoActive: z.boolean(),
  image: mediaImageSchema.nullable(),
  sort: z.int(),
  submenu: z.boolean(),
  showSubmenu: z.boolean(),
  content: localizedTextSchema.describe('Plain text, paragraphs separated by a blank line'),
  css: z.string(),
  type: z.string().describe("'module': the page is its modules; 'content': its text"),
  redirect: z.boolean(),
  redirectUrl: z.string(),
  path: perLanguage.describe("The page's segment per language; '' is the language's home"),
  breadcrumb: z.boolean(),
  banner: z.boolean(),
  bannerTitle: localizedTextSchema,
  bannerDescription: localizedTextSchema,
} satisfies ShapeOf<Omit<PageParams, 'modules'>>);

const pageParamsSchema = storedPageParamsSchema.extend({ modules: z.array(pageModuleSchema) });

const pageShape = {
  id: z.int(),
  parentId: z.int().nullable(),
  name: z.string(),
  path: z.string().describe("The page's segment: /{path}/ ('home' is /), /{parent path}/{path}/ for a child page"),
  status: z.string(),
  createDate: z.string(),
  modifyDate: z.string(),
  sort: z.int(),
  params: pageParamsSchema,
  inMenu: z.boolean().describe('Menus show the page: its status is Published (spec §2)'),
};

// Spec §2 nests pages two deep (/{path}/{childpath}/), so the schema needs no recursion, which the
// api description could not show.
const childPageSchema = z.object({
  ...pageShape,
  childMenus: z.tuple([]).describe('None: a child page has no pages under it'),
} satisfies ShapeOf<SiteChildPage>);

export const sitePageSchema = z.object({
  ...pageShape,
  childMenus: z.array(childPageSchema),
} satisfies ShapeOf<SitePage>);

export const pagesResponseSchema = z.object({
  language: answerLanguage,
  pages: z.array(sitePageSchema).describe('The top-level pages in menu order, each with its child pages'),
} satisfies ShapeOf<PagesResponse>);

export const articleCategorySchema = z.object({
  id: z.int(),
  kind: z.enum(ARTICLE_CATEGORY_KINDS),
  name: localizedTextSchema,
} satisfies ShapeOf<ArticleCategory>);

export const articleSchema = z.object({
  id: z.int(),
  categoryId: z.int(),
  slug: localizedTextSchema.describe('One string for every language, or one per language'),
  title: localizedTextSchema,
  summary: localizedTextSchema,
  body: localizedTextSchema.describe('Plain text, paragraphs separated by a blank line'),
  imageId: z.string().nullable().describe('Served at /api/images/{id}'),
  sort: z.int(),
  createdAt: z.string(),
} satisfies ShapeOf<Article>);

export const articlesResponseSchema = z.object({
  language: answerLanguage,
  category: articleCategorySchema.nullable(),
  articles: z.array(articleSchema),
} satisfies ShapeOf<ArticlesResponse>);

/** `lang` and `raw`, for every answer with texts. */
export const textQuerySchema = z.object({
  lang: langQuerySchema.shape.lang,
  raw: z
    .stringbool({ error: 'must be 1 or 0 (true or false)' })
    .default(false)
    .describe('1: every text as stored, a plain string or one per language, instead of in one language'),
});

export const articleQuerySchema = textQuerySchema.extend({
  category: z
    .string()
    .regex(/^\d{1,9}$/, 'must be a category id, a whole number')
    .transform(Number)
    .optional()
    .describe('A category id, as modules name them: 1 slider, 2 services, 3 testimonials, 4 team, 5 values…'),
  slug: z
    .string()
    .min(1, 'must not be empty')
    .max(200, 'must be at most 200 characters')
    .optional()
    .describe("One article by its slug in any language; 404 when no published article has it"),
});

/** A page segment: no slash, query, fragment or space; letters of any language and an apostrophe are fine (`l'agence`). */
const segment = z.string().max(200).regex(/^[^/?#\s]*$/, 'must be one path segment: no /, ?, # or space');

/**
 * A page as the admin api and the content file write it: spec §3's page with its modules, its
 * per-language paths and SEO texts. Dates are the api's to keep (the file carries them as they were).
 */
export const pageWriteSchema = z
  .object({
    parentId: z.int().positive().nullable().describe('A top-level page this one is a child of; null for a top-level page'),
    name: z.string().min(1).max(200),
    path: segment.min(1).describe("The page's segment in the original language; 'home' is the home page"),
    status: z.string().min(1).max(40).describe("Only 'Published' pages appear in menus"),
    sort: z.int(),
    params: storedPageParamsSchema.extend({ path: z.partialRecord(language, segment).describe("The page's segment per language; '' is the language's home") }),
    modules: z.array(pageModuleSchema).max(100),
  })
  .refine((page) => new Set(page.modules.map((module) => module.id)).size === page.modules.length, {
    message: 'two modules have the same id',
    path: ['modules'],
  });

export const categoryWriteSchema = articleCategorySchema.omit({ id: true });

export const articleWriteSchema = articleSchema.omit({ id: true, createdAt: true }).extend({
  published: z.boolean().describe('Only published articles are shown'),
  createdAt: z.iso.datetime({ offset: true }).optional().describe('When it was written; now when not given'),
});

/** A value read from the database, checked: one the back office left unusable fails with what and why. */
export function stored<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${what} is missing or unusable: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
