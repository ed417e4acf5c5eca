import { findPageByPath, isPublished, menuItems, moduleHeadingLevel, moduleItemLimit, MODULE_RELATION_TYPES, pageOriginalPath, pagePath, type SitePage } from './page.js';

describe('isPublished', () => {
  it('accepts the status Published only', () => {
    expect(isPublished({ status: 'Published' })).toBe(true);
    expect(isPublished({ status: 'published' })).toBe(false);
    expect(isPublished({ status: 'Draft' })).toBe(false);
    expect(isPublished({ status: '' })).toBe(false);
  });
});

describe('MODULE_RELATION_TYPES', () => {
  it('lists the five module relation types of the spec', () => {
    expect(MODULE_RELATION_TYPES).toEqual(['property-list', 'category', 'article', 'contact', 'stats-view']);
  });
});

describe('configured page paths and menus', () => {
  const make = (id: number, path: string, status: string, sort: number, fr = '', childMenus: SitePage['childMenus'] = []) =>
    ({
      id,
      parentId: null,
      name: path,
      path,
      status,
      createDate: '',
      modifyDate: '',
      sort,
      inMenu: status === 'Published',
      childMenus,
      params: { title: { fr: `Titre ${path}`, en: `Title ${path}` }, path: { fr, nl: '', en: path, de: '' } },
    }) as unknown as SitePage;
  const jobs = { ...make(20, 'jobs', 'Published', 1, 'emplois'), childMenus: [] } as unknown as SitePage['childMenus'][number];
  const pages = [
    make(3, 'contact', 'Published', 3),
    make(1, 'home', 'Published', 1),
    make(2, 'for-sale', 'Published', 2, 'a-vendre'),
    make(4, 'Privacy', 'Hidden', 20, 'vie-privee'),
    make(5, 'draft', 'Draft', 4),
    make(6, 'about-us', 'Published', 5, "l'agence", [jobs]),
  ];

  it('gives the original path and the path per language', () => {
    expect(pageOriginalPath({ path: 'home' })).toBe('/');
    expect(pageOriginalPath({ path: 'jobs' }, { path: 'about-us' })).toBe('/about-us/jobs/');
    expect(pagePath(pages[2] as SitePage, 'fr')).toBe('/fr/a-vendre/');
    expect(pagePath(pages[2] as SitePage, 'nl')).toBe('/nl/for-sale/');
    expect(pagePath(pages[1] as SitePage, 'de')).toBe('/de/');
    expect(pagePath(jobs, 'fr', pages[5])).toBe("/fr/l'agence/emplois/");
  });

  it('puts only Published pages in the menus, in sort order, with their children', () => {
    const items = menuItems(pages, 'fr');
    expect(items.map((item) => item.path)).toEqual(['/fr/', '/fr/a-vendre/', '/fr/contact/', "/fr/l'agence/"]);
    expect(items[0]?.label).toBe('Titre home');
    expect(items[3]?.children).toEqual([{ id: 20, label: 'Titre jobs', path: "/fr/l'agence/emplois/", children: [] }]);
  });

  it('finds a page by any of its paths, but never a draft', () => {
    expect(findPageByPath(pages, '/fr/vie-privee')).toMatchObject({ page: { id: 4 }, lang: 'fr' });
    expect(findPageByPath(pages, '/Privacy/')).toMatchObject({ page: { id: 4 }, lang: null });
    expect(findPageByPath(pages, "/fr/l%27agence/emplois/")).toMatchObject({ page: { id: 20 }, parent: { id: 6 }, lang: 'fr' });
    expect(findPageByPath(pages, '/en/draft/')).toBeNull();
    expect(findPageByPath(pages, '/fr/nowhere/')).toBeNull();
  });
});

describe('module rules', () => {
  it('limits a slider to 40 and an odds view to 10, and applies maxItems', () => {
    expect(moduleItemLimit({ view: 'slider', maxItems: 0 })).toBe(40);
    expect(moduleItemLimit({ view: 'slider', maxItems: 100 })).toBe(40);
    expect(moduleItemLimit({ view: 'odds', maxItems: 0 })).toBe(10);
    expect(moduleItemLimit({ view: 'card', maxItems: 4 })).toBe(4);
    expect(moduleItemLimit({ view: 'card', maxItems: 0 })).toBe(Infinity);
  });

  it('reads the heading level of titleSize', () => {
    expect(moduleHeadingLevel('h3')).toBe(3);
    expect(moduleHeadingLevel('H4')).toBe(4);
    expect(moduleHeadingLevel('h1')).toBe(2);
    expect(moduleHeadingLevel('')).toBe(2);
    expect(moduleHeadingLevel('large')).toBe(2);
  });
});
