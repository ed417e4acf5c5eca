import { SERVICE_SLUGS, TESTIMONIAL_SLUGS, VALUE_SLUGS, slugify, type ArticleCategory, type SeedArticle } from 'shared-kernel';
import { AGENCY_STORY, RENTAL_MANAGEMENT, SLIDES, type TitledTexts } from './texts/agency.js';
import { SERVICE_TEXTS } from './texts/services.js';
import { TEAM } from './texts/team.js';
import { PENDING_TESTIMONIAL, TESTIMONIAL_TEXTS } from './texts/testimonials.js';
import { VALUE_TEXTS } from './texts/values.js';

/** Spec §2 names categories 1 (the home slider), 2 (services), 4 (team) and 5 (about, collapse view). */
export const CATEGORIES: readonly ArticleCategory[] = [
  { id: 1, kind: 'slider', name: { fr: 'Diaporama', nl: 'Diavoorstelling', en: 'Slider', de: 'Diashow' } },
  { id: 2, kind: 'service', name: { fr: 'Nos services', nl: 'Onze diensten', en: 'Our services', de: 'Unsere Leistungen' } },
  { id: 3, kind: 'testimonial', name: { fr: 'Témoignages', nl: 'Getuigenissen', en: 'Testimonials', de: 'Erfahrungsberichte' } },
  { id: 4, kind: 'team', name: { fr: 'Notre équipe', nl: 'Ons team', en: 'Our team', de: 'Unser Team' } },
  // The about page shows category 5 in a collapse view: the agency's five values fit it.
  { id: 5, kind: 'value', name: { fr: 'Nos valeurs', nl: 'Onze waarden', en: 'Our values', de: 'Unsere Werte' } },
  {
    id: 6,
    kind: 'rental-management',
    name: { fr: 'Gestion locative', nl: 'Huurbeheer', en: 'Rental management', de: 'Mietverwaltung' },
  },
  { id: 7, kind: 'about', name: { fr: "L'agence", nl: 'Het kantoor', en: 'The agency', de: 'Die Agentur' } },
];

const published = (article: Omit<SeedArticle, 'published'>): SeedArticle => ({ ...article, published: true });

const titled = (id: number, categoryId: number, sort: number, createdAt: string, texts: TitledTexts) =>
  published({ id, categoryId, sort, createdAt, imageId: `article-${texts.slug.fr}`, ...texts });

/**
 * The articles of the demo agency, in every language. Routed articles (services, values,
 * testimonials) keep the route table's slug in every language, stored as one string; the others
 * have a slug per language. Ids 32, 40 and 41 are the ones spec §2's modules name.
 */
export const ARTICLES: readonly SeedArticle[] = [
  ...SLIDES.map((slide, index) =>
    published({ id: 60 + index, categoryId: 1, sort: index + 1, createdAt: '2024-01-15T09:00:00.000Z', imageId: `article-${slide.slug}`, ...slide }),
  ),
  ...SERVICE_SLUGS.map(([slug, title], index) =>
    published({
      id: 1 + index,
      categoryId: 2,
      slug,
      title,
      ...SERVICE_TEXTS[slug],
      imageId: `article-${slugify(slug)}`,
      sort: index + 1,
      createdAt: '2019-09-02T08:00:00.000Z',
    }),
  ),
  ...TESTIMONIAL_SLUGS.map(([slug, title], index) =>
    published({
      id: 21 + index,
      categoryId: 3,
      slug,
      title,
      ...TESTIMONIAL_TEXTS[slug],
      imageId: null,
      sort: index + 1,
      createdAt: new Date(Date.UTC(2025, 1 + index * 2, 10 + index, 15)).toISOString(),
    }),
  ),
  {
    id: 26,
    categoryId: 3,
    ...PENDING_TESTIMONIAL,
    imageId: null,
    published: false,
    sort: TESTIMONIAL_SLUGS.length + 1,
    createdAt: '2026-10-30T18:42:00.000Z',
  },
  titled(32, 7, 1, '2019-09-02T08:00:00.000Z', AGENCY_STORY),
  ...TEAM.map((member, index) =>
    published({
      id: 50 + index,
      categoryId: 4,
      // A name reads the same in every language: one string each.
      slug: slugify(member.name),
      title: member.name,
      summary: member.role,
      body: member.bio,
      imageId: `team-${index + 1}`,
      sort: index + 1,
      createdAt: '2019-09-02T08:00:00.000Z',
    }),
  ),
  titled(40, 6, 1, '2021-03-01T08:00:00.000Z', RENTAL_MANAGEMENT[0]),
  titled(41, 6, 2, '2021-03-01T08:00:00.000Z', RENTAL_MANAGEMENT[1]),
  ...VALUE_SLUGS.map(([slug, title], index) =>
    published({
      id: 11 + index,
      categoryId: 5,
      slug,
      title,
      ...VALUE_TEXTS[slug],
      imageId: `article-${slug}`,
      sort: index + 1,
      createdAt: '2019-09-02T08:00:00.000Z',
    }),
  ),
];
