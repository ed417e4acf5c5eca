import { LANGUAGES } from '../domain/language.js';
import { Goal } from '../domain/goal.js';
import { articlePath, canonicalCasePath, breadcrumbFor, FIXED_PATH_ROUTES, listHref, localizePath, pathInLanguage, projectPath, propertyPath, resolvePath } from './paths.js';
import { PROJECT_ROUTE, PROPERTY_ROUTE, ROUTE_TABLE } from './routeTable.js';

describe('localizePath', () => {
  it.each([
    ['/', 'fr', '/fr/'],
    ['/for-sale/', 'fr', '/fr/a-vendre/'],
    ['/for-rent/', 'fr', '/fr/a-louer/'],
    ['/for-sale/', 'nl', '/nl/te-koop/'],
    ['/for-rent/', 'nl', '/nl/te-huur/'],
    ['/about-us/', 'nl', '/nl/over-ons/'],
    ['/services/', 'fr', '/fr/les-services/'],
    ['/demand-register/', 'fr', '/fr/je-cherche/'],
    ['/contact-demand/', 'fr', '/fr/estimation-gratuite/'],
    ['/about-us/', 'fr', "/fr/l'agence/"],
    ['/our-values/ecoute-et-conseils/', 'fr', '/fr/nos-valeurs/ecoute-et-conseils/'],
    ['/feedback/contact-demand/', 'fr', '/fr/merci/estimation-gratuite/'],
    ['/feedback/demand-register/', 'fr', '/fr/merci/recherche/'],
    ['/feedback/sign-newsletter/', 'fr', '/fr/merci/newsletter/'],
    ['/login/', 'nl', '/nl/login/'],
    ['/login/', 'en', '/en/login/'],
    ['/contact/', 'en', '/en/contact/'],
    ['/gestion-locative/', 'de', '/de/gestion-locative/'],
  ] as const)('%s in %s is %s', (original, lang, expected) => {
    expect(localizePath(original, lang)).toBe(expected);
  });

  it('leaves a path the table does not know as it is (property and project paths fall back)', () => {
    expect(localizePath('/property/12/', 'nl')).toBe('/property/12/');
    expect(localizePath('/nowhere/', 'fr')).toBe('/nowhere/');
  });
});

describe('listHref', () => {
  it('leads to the listing page of a goal in each language, and a list of both goals to the one for sale', () => {
    expect(LANGUAGES.map((lang) => listHref(Goal.Rent, lang))).toEqual(['/en/for-rent/', '/nl/te-huur/', '/fr/a-louer/', '/de/zu-vermieten/']);
    expect(listHref(Goal.Sale, 'fr')).toBe('/fr/a-vendre/');
    expect(listHref(undefined, 'nl')).toBe('/nl/te-koop/');
    expect(resolvePath(listHref(Goal.Rent, 'de'))?.originalPath).toBe('/for-rent/');
  });
});

describe('resolvePath', () => {
  it('resolves every route of the table in every language back to its original path', () => {
    for (const entry of FIXED_PATH_ROUTES) {
      for (const lang of LANGUAGES) {
        expect(resolvePath(localizePath(entry.original, lang))).toEqual({ lang, originalPath: entry.original, params: {} });
      }
    }
  });

  it('resolves an unprefixed original path without choosing a language', () => {
    expect(resolvePath('/for-sale/')).toEqual({ lang: null, originalPath: '/for-sale/', params: {} });
    expect(resolvePath('/')).toEqual({ lang: null, originalPath: '/', params: {} });
  });

  it('accepts a missing trailing slash, a query string and an encoded apostrophe', () => {
    expect(resolvePath('/fr/a-vendre?city=Ixelles|1050')?.originalPath).toBe('/for-sale/');
    expect(resolvePath('/fr/l%27agence/')?.originalPath).toBe('/about-us/');
  });

  it('resolves property paths in French and in the original form with any prefix', () => {
    expect(resolvePath('/fr/a-vendre/ixelles/appartement-2-chambres/123/')).toEqual({
      lang: 'fr',
      originalPath: PROPERTY_ROUTE,
      params: { id: '123', city: 'ixelles', title: 'appartement-2-chambres', goal: 'sale' },
    });
    expect(resolvePath('/fr/a-louer/uccle/studio/7/')?.params.goal).toBe('rent');
    expect(resolvePath('/property/123/')).toEqual({ lang: null, originalPath: PROPERTY_ROUTE, params: { id: '123' } });
    expect(resolvePath('/nl/property/123/')).toEqual({ lang: 'nl', originalPath: PROPERTY_ROUTE, params: { id: '123' } });
  });

  it('resolves project paths and units under their project', () => {
    expect(resolvePath('/fr/projects/etterbeek/residence-jardin/5/')).toEqual({
      lang: 'fr',
      originalPath: PROJECT_ROUTE,
      params: { id: '5', city: 'etterbeek', project: 'residence-jardin' },
    });
    expect(resolvePath('/fr/projects/etterbeek/residence-jardin/5/appartement-a1/501/')).toEqual({
      lang: 'fr',
      originalPath: PROPERTY_ROUTE,
      params: { id: '501', city: 'etterbeek', project: 'residence-jardin', projectId: '5', title: 'appartement-a1' },
    });
    expect(resolvePath('/en/project/5/')?.originalPath).toBe(PROJECT_ROUTE);
  });

  it('knows nothing of other paths', () => {
    expect(resolvePath('/nowhere/')).toBeNull();
    expect(resolvePath('/fr/a-vendre/ixelles/titre/abc/')).toBeNull();
    expect(resolvePath('/property/abc/')).toBeNull();
    expect(resolvePath('/es/contact/')).toBeNull();
  });
});

describe('propertyPath and projectPath', () => {
  const flat = { ID: 123, Goal: 0, City: 'Ixelles', TypeDescription: 'Appartement 2 chambres – VENDU' };

  it('gives French paths by goal, with slugs of city and title', () => {
    expect(propertyPath(flat, 'fr')).toBe('/fr/a-vendre/ixelles/appartement-2-chambres-vendu/123/');
    expect(propertyPath({ ...flat, Goal: 1 }, 'fr')).toBe('/fr/a-louer/ixelles/appartement-2-chambres-vendu/123/');
    expect(propertyPath({ ...flat, Goal: 2 }, 'fr')).toBe('/fr/a-louer/ixelles/appartement-2-chambres-vendu/123/');
  });

  it('falls back to the original path in other languages', () => {
    for (const lang of ['en', 'nl', 'de'] as const) {
      expect(propertyPath(flat, lang)).toBe('/property/123/');
      expect(projectPath({ ID: 5, City: 'Etterbeek', Name: 'Résidence Jardin' }, lang)).toBe('/project/5/');
    }
  });

  it('places a unit under its project in French', () => {
    const project = { ID: 5, City: 'Etterbeek', Name: 'Résidence Jardin' };
    expect(projectPath(project, 'fr')).toBe('/fr/projects/etterbeek/residence-jardin/5/');
    expect(propertyPath({ ...flat, ID: 501, TypeDescription: 'Appartement A1', ProjectID: 5 }, 'fr', project)).toBe(
      '/fr/projects/etterbeek/residence-jardin/5/appartement-a1/501/',
    );
  });

  it('never yields an empty segment', () => {
    expect(propertyPath({ ...flat, City: '', TypeDescription: '***' }, 'fr')).toBe('/fr/a-vendre/bruxelles/bien/123/');
  });

  it('yields paths that resolve back to the same id', () => {
    expect(resolvePath(propertyPath(flat, 'fr'))?.params.id).toBe('123');
    expect(resolvePath(propertyPath(flat, 'nl'))?.params.id).toBe('123');
  });
});

describe('breadcrumbFor', () => {
  it('shows home, then the page', () => {
    expect(breadcrumbFor('/fr/a-vendre/', 'fr')).toEqual([
      { label: 'Accueil', path: '/fr/' },
      { label: 'À vendre', path: '/fr/a-vendre/' },
    ]);
    expect(breadcrumbFor('/fr/', 'fr')).toEqual([{ label: 'Accueil', path: '/fr/' }]);
  });

  it('shows Thank you on feedback pages in each language', () => {
    expect(breadcrumbFor('/feedback/contact-me/', 'nl').at(-1)?.label).toBe('Bedankt');
    expect(breadcrumbFor('/fr/merci/contactez-moi/', 'fr').at(-1)?.label).toBe('Merci');
    expect(breadcrumbFor('/en/feedback/contact-me/', 'en').at(-1)?.label).toBe('Thank you');
  });

  it('puts an article under its list page', () => {
    expect(breadcrumbFor('/fr/nos-valeurs/ecoute-et-conseils/', 'fr').map((item) => item.label)).toEqual([
      'Accueil',
      'Nos valeurs',
      'Écoute et conseils',
    ]);
  });

  it('puts a property under for sale or for rent, then its title', () => {
    expect(breadcrumbFor('/fr/a-louer/uccle/studio/7/', 'fr', { property: 'Studio meublé' })).toEqual([
      { label: 'Accueil', path: '/fr/' },
      { label: 'À louer', path: '/fr/a-louer/' },
      { label: 'Studio meublé', path: '/fr/a-louer/uccle/studio/7/' },
    ]);
    expect(breadcrumbFor('/property/7/', 'nl', { property: 'Studio', goal: 0 }).map((item) => item.label)).toEqual([
      'Home',
      'Te koop',
      'Studio',
    ]);
  });

  it('puts a project unit under Projects and its project', () => {
    expect(
      breadcrumbFor('/fr/projects/etterbeek/residence-jardin/5/appartement-a1/501/', 'fr', {
        project: 'Résidence Jardin',
        property: 'Appartement A1',
      }),
    ).toEqual([
      { label: 'Accueil', path: '/fr/' },
      { label: 'Projets', path: '/fr/projects/' },
      { label: 'Résidence Jardin', path: '/fr/projects/etterbeek/residence-jardin/5/' },
      { label: 'Appartement A1', path: '/fr/projects/etterbeek/residence-jardin/5/appartement-a1/501/' },
    ]);
  });

  it('puts a unit under Projects and its project in every language, its project known from its data', () => {
    expect(breadcrumbFor('/nl/property/501/', 'nl', { project: 'Résidence Jardin', property: 'Appartement A1', projectId: 5, goal: 0 })).toEqual([
      { label: 'Home', path: '/nl/' },
      { label: 'Projecten', path: '/nl/projecten/' },
      { label: 'Résidence Jardin', path: '/nl/project/5/' },
      { label: 'Appartement A1', path: '/nl/property/501/' },
    ]);
  });

  it('is empty for an unknown path', () => {
    expect(breadcrumbFor('/nowhere/', 'fr')).toEqual([]);
  });
});

describe('pathInLanguage', () => {
  it('goes to the translated path of the same route', () => {
    expect(pathInLanguage('/fr/a-vendre/', 'nl')).toBe('/nl/te-koop/');
    expect(pathInLanguage("/fr/l'agence/", 'de')).toBe('/de/uber-uns/');
    expect(pathInLanguage('/nl/onze-waarden/ecoute-et-conseils/', 'fr')).toBe('/fr/nos-valeurs/ecoute-et-conseils/');
    expect(pathInLanguage('/for-rent/', 'fr')).toBe('/fr/a-louer/');
    expect(pathInLanguage('/fr/merci/newsletter/', 'en')).toBe('/en/feedback/sign-newsletter/');
    expect(pathInLanguage('/en/', 'fr')).toBe('/fr/');
  });

  it('keeps the property or project', () => {
    expect(pathInLanguage('/fr/a-vendre/ixelles/appartement/123/', 'nl')).toBe('/nl/property/123/');
    expect(pathInLanguage('/nl/property/123/', 'fr')).toBe('/fr/property/123/');
    expect(pathInLanguage('/fr/projects/etterbeek/residence/5/appartement-a1/501/', 'en')).toBe('/en/property/501/');
    expect(pathInLanguage('/fr/projects/etterbeek/residence/5/', 'de')).toBe('/de/project/5/');
    expect(resolvePath(pathInLanguage('/nl/property/123/', 'fr') ?? '')?.params.id).toBe('123');
  });

  it('knows nothing of a path outside the table', () => {
    expect(pathInLanguage('/nowhere/', 'fr')).toBeNull();
  });
});

describe('the owner portal route', () => {
  it('has a path in every language, is not indexed and renders in the browser', () => {
    expect(localizePath('/portal/', 'fr')).toBe('/fr/espace-proprietaire/');
    expect(localizePath('/portal/', 'en')).toBe('/en/portal/');
    expect(ROUTE_TABLE.find((entry) => entry.original === '/portal/')).toMatchObject({ indexed: false, renderOn: 'browser' });
  });
});

describe('articlePath', () => {
  it('places services, values and testimonials under their list page', () => {
    expect(articlePath('service', 'vente', 'fr')).toBe('/fr/les-services/vente/');
    expect(articlePath('value', 'ecoute-et-conseils', 'nl')).toBe('/nl/onze-waarden/ecoute-et-conseils/');
    expect(articlePath('testimonial', 'famille-peeters', 'en')).toBe('/en/testimonials/famille-peeters/');
    expect(resolvePath(articlePath('service', 'vente', 'de') ?? '')?.originalPath).toBe('/services/vente/');
  });

  it('has no page for other kinds', () => {
    expect(articlePath('team', 'x', 'fr')).toBeNull();
    expect(articlePath('service', '', 'fr')).toBeNull();
  });
});

describe('canonicalCasePath', () => {
  it("gives the table's spelling of a page path typed in another case or without its final slash", () => {
    expect(canonicalCasePath('/en/privacy/')).toBe('/en/Privacy/');
    expect(canonicalCasePath('/FR/A-VENDRE')).toBe('/fr/a-vendre/');
    expect(canonicalCasePath('/en/contact')).toBe('/en/contact/');
  });

  it('leaves a path spelled as the table has it, however encoded, and what the table does not know', () => {
    expect(canonicalCasePath('/en/Privacy/')).toBeNull();
    expect(canonicalCasePath("/fr/l'agence/")).toBeNull();
    expect(canonicalCasePath('/fr/l%27agence/')).toBeNull();
    expect(canonicalCasePath('/fr/a-vendre/ixelles/duplex/1242/')).toBeNull();
    expect(canonicalCasePath('/en/nowhere/')).toBeNull();
  });
});
