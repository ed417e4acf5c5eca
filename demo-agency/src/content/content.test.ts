import { FIXED_PATH_ROUTES, LANGUAGES, isPublished, localizePath, localizedText, type LocalizedText, type RouteEntry } from 'shared-kernel';
import { ARTICLES, CATEGORIES } from './articles.js';
import { PAGES } from './pages.js';

/** The kernel's route table (the one the configured pages' paths come from), every language's path written out. */
const ROUTES: readonly RouteEntry[] = FIXED_PATH_ROUTES.map((entry) => ({
  ...entry,
  paths: Object.fromEntries(LANGUAGES.map((lang) => [lang, localizePath(entry.original, lang)])),
}));

const route = (original: string): RouteEntry => {
  const entry = ROUTES.find((candidate) => candidate.original === original);
  if (entry === undefined) throw new Error(`no route ${original}`);
  return entry;
};

const page = (path: string) => {
  const found = PAGES.find((candidate) => candidate.path === path);
  if (found === undefined) throw new Error(`no page ${path}`);
  return found;
};

describe('the route table', () => {
  it('has every page of spec §2 with its French path', () => {
    const french: Record<string, string> = {
      '/': '/fr/',
      '/for-sale/': '/fr/a-vendre/',
      '/for-rent/': '/fr/a-louer/',
      '/services/': '/fr/les-services/',
      '/demand-register/': '/fr/je-cherche/',
      '/contact-demand/': '/fr/estimation-gratuite/',
      '/about-us/': "/fr/l'agence/",
    };
    for (const [original, path] of Object.entries(french)) {
      expect(route(original)).toMatchObject({ indexed: true, paths: { fr: path } });
    }
    for (const original of ['/contact/', '/Privacy/', '/cookie-policy/', '/disclaimer/', '/gestion-locative/']) {
      expect(route(original).kind).toMatch(/^(content|cookiePolicy)$/);
    }
  });

  it('writes out a path in every language, translated where the spec or a visitor expects one', () => {
    for (const entry of ROUTES) expect(Object.keys(entry.paths).sort()).toEqual([...LANGUAGES].sort());
    expect(route('/for-sale/').paths).toEqual({ fr: '/fr/a-vendre/', nl: '/nl/te-koop/', en: '/en/for-sale/', de: '/de/zu-verkaufen/' });
    expect(route('/about-us/').paths).toMatchObject({ nl: '/nl/over-ons/' });
    expect(route('/login/')).toMatchObject({ kind: 'login', paths: { nl: '/nl/login/', en: '/en/login/' } });
    expect(route('/login/').breadcrumb.en).toBe('Owner login');
  });

  it('has the feedback pages, thanked in each language', () => {
    const feedback = ROUTES.filter((entry) => entry.kind === 'feedback');
    expect(feedback.map((entry) => entry.original).sort()).toEqual(
      [
        'contact-appointment',
        'contact-construction',
        'contact-demand',
        'contact-me',
        'demand-register',
        'send-to-friend',
        'sign-newsletter',
        'site-contact',
        'testing-testing',
      ].map((slug) => `/feedback/${slug}/`),
    );
    for (const entry of feedback) expect(entry.breadcrumb).toMatchObject({ en: 'Thank you', nl: 'Bedankt', fr: 'Merci' });
    expect(route('/feedback/contact-demand/').paths.fr).toBe('/fr/merci/estimation-gratuite/');
    expect(route('/feedback/demand-register/').paths.fr).toBe('/fr/merci/recherche/');
    expect(route('/feedback/sign-newsletter/').paths.fr).toBe('/fr/merci/newsletter/');
  });

  it('has the articles of spec §2 under their parents', () => {
    const under = (parent: string) => ROUTES.filter((entry) => entry.parent === parent);
    expect(under('/services/').map((entry) => entry.original)).toEqual(
      [
        'accueil-en-agence',
        'vente',
        'location',
        'estimation-gratuite',
        'photo-reportage-professionnel--360°',
        'visibilite-accrue-de-votre-bien',
        'gestion-locative',
      ].map((slug) => `/services/${slug}/`),
    );
    expect(under('/our-values/').map((entry) => entry.paths.fr)).toEqual(
      ['ecoute-et-conseils', 'action-et-dynamisme', 'suivi-et-attention', 'proximite-et-disponibilite', 'transparence-et-ethique'].map(
        (slug) => `/fr/nos-valeurs/${slug}/`,
      ),
    );
    const testimonials = under('/testimonials/');
    expect(testimonials).toHaveLength(5);
    expect(testimonials.every((entry) => entry.kind === 'article' && !entry.indexed)).toBe(true);
  });
});

describe('the configured pages', () => {
  it('are the top-level pages of spec §2 with their exact module relations', () => {
    const relations = (path: string) => page(path).modules.map((module) => [module.view, module.relations]);
    expect(relations('home')).toEqual([
      ['grid', [{ type: 'property-list', id: 23 }]],
      ['slider', [{ type: 'category', id: 1 }]],
      ['stats', [{ type: 'stats-view', id: 1 }]],
    ]);
    expect(page('home').modules[1]).toMatchObject({ numberItemOfRow: 1, maxItems: 40 });
    expect(relations('for-sale')).toEqual([['grid', [{ type: 'property-list', id: 28 }]]]);
    expect(page('for-sale').modules[0]).toMatchObject({ numberItemOfRow: 4, maxItems: 4 });
    expect(relations('for-rent')).toEqual([['grid', [{ type: 'property-list', id: 3 }]]]);
    expect(relations('gestion-locative')).toEqual([
      ['card', [{ type: 'article', id: 40 }]],
      ['single', [{ type: 'article', id: 41 }]],
    ]);
    expect(relations('about-us')).toEqual([
      ['collapse', [{ type: 'category', id: 5 }]],
      ['single', [{ type: 'article', id: 32 }]],
      ['team', [{ type: 'category', id: 4 }]],
    ]);
    expect(relations('services')).toEqual([['odds', [{ type: 'category', id: 2 }]]]);
    expect(page('services').modules[0]?.maxItems).toBe(10);
    expect(relations('contact')).toEqual([['form', [{ type: 'contact', id: 10 }]]]);
  });

  it('carry their title, SEO texts and path in each language, as spec §2 configures them', () => {
    for (const path of ['home', 'for-sale', 'for-rent', 'gestion-locative', 'about-us', 'services', 'contact']) {
      expect(page(path)).toMatchObject({ status: 'Published', params: { type: 'module', redirect: false, breadcrumb: false, banner: false, seoActive: true } });
    }
    expect(page('for-sale').params.path).toMatchObject({ nl: 'te-koop', fr: 'a-vendre' });
    expect(page('for-rent').params.path).toMatchObject({ nl: 'te-huur', fr: 'a-louer' });
    expect(page('about-us').params.path).toMatchObject({ nl: 'over-ons', fr: "l'agence" });
    for (const generated of PAGES) {
      for (const lang of LANGUAGES) {
        for (const text of [generated.params.title, generated.params.description, generated.params.metadata]) {
          expect(localizedText(text, lang)).not.toBe('');
        }
      }
    }
  });

  it('include pages menus must leave out', () => {
    expect(PAGES.filter((candidate) => !isPublished(candidate)).map((candidate) => candidate.path)).toEqual(
      expect.arrayContaining(['contact-demand', 'Privacy', 'jobs']),
    );
  });

  it('relate only to categories and articles that exist', () => {
    for (const module of PAGES.flatMap((generated) => generated.modules)) {
      for (const relation of module.relations) {
        if (relation.type === 'category') expect(CATEGORIES.map((category) => category.id)).toContain(relation.id);
        if (relation.type === 'article') expect(ARTICLES.map((article) => article.id)).toContain(relation.id);
      }
    }
  });
});

describe('the articles', () => {
  const texts = (article: (typeof ARTICLES)[number]): LocalizedText[] => [article.slug, article.title, article.summary, article.body];

  it('have a non-empty slug, title, summary and body in each of the four languages', () => {
    for (const article of ARTICLES) {
      for (const lang of LANGUAGES) for (const text of texts(article)) expect(localizedText(text, lang).trim()).not.toBe('');
    }
  });

  it('are written in each language, not copied from another', () => {
    const translated = ARTICLES.filter((article) => typeof article.body === 'object');
    expect(translated.length).toBeGreaterThan(25);
    for (const article of translated) {
      expect(new Set(LANGUAGES.map((lang) => localizedText(article.body, lang))).size).toBe(LANGUAGES.length);
    }
  });

  it('are the services, values, testimonials and team of spec §2, the testimonial sent through the site unpublished', () => {
    const inCategory = (id: number) => ARTICLES.filter((article) => article.categoryId === id);
    expect(inCategory(2)).toHaveLength(7);
    expect(inCategory(5)).toHaveLength(5);
    expect(inCategory(3).filter((article) => article.published)).toHaveLength(5);
    expect(inCategory(3).filter((article) => !article.published)).toHaveLength(1);
    expect(inCategory(4).length).toBeGreaterThanOrEqual(3);
    expect(inCategory(1).length).toBeGreaterThan(0);
    expect(new Set(ARTICLES.map((article) => article.id)).size).toBe(ARTICLES.length);
  });

  it('keep the route table’s slug of each routed article', () => {
    for (const entry of ROUTES.filter((candidate) => candidate.kind === 'article')) {
      const slug = entry.original.split('/')[2];
      expect(ARTICLES.some((article) => article.published && article.slug === slug)).toBe(true);
    }
  });
});

describe('the cookie policy', () => {
  it('sends the visitor to the footer’s cookie settings to change a choice, in every language, never to clearing cookies', () => {
    const link = { fr: 'Paramètres des cookies', nl: 'Cookie-instellingen', en: 'Cookie settings', de: 'Cookie-Einstellungen' } as const;
    const policy = page('cookie-policy').params.content as LocalizedText;
    for (const lang of LANGUAGES) {
      const text = localizedText(policy, lang);
      expect(text).toContain(link[lang]);
      expect(text).not.toMatch(/effacez les cookies|wis dan de cookies|clear this site's cookies|löschen Sie die Cookies/);
    }
  });
});

