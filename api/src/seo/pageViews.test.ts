import type { PropertyDetail, SiteConfigResponse } from 'shared-kernel';
import { pageView, sitemapEntries, type PageSources } from './pageViews.js';

const ORIGIN = 'https://agence.example';

const site: SiteConfigResponse = {
  defaultLanguage: 'fr',
  languages: [
    { code: 'fr', use: true },
    { code: 'nl', use: true },
  ],
  agency: { name: 'Lambermont', phone: '025123456', email: 'info@x.be', street: 'Avenue Louise 231', zip: '1050', city: 'Bruxelles' },
};

const detail = {
  ID: 12,
  Goal: 0,
  City: 'Ixelles',
  Zip: '1050',
  WebID: 3,
  WebIDs: '3',
  Marquee: 1,
  PublishPrice: true,
  Price: 350000,
  PublishAddress: false,
  Street: 'Rue Secrète',
  HouseNumber: '9',
  CountryID: 10,
  Bedrooms: 2,
} as unknown as PropertyDetail;

const sources: PageSources = {
  site: async () => site,
  pageMeta: async (path, lang) =>
    path === '/for-sale/' ? { title: lang === 'fr' ? 'Biens à vendre' : 'Te koop', description: 'Nos biens' } : null,
  property: async (id, lang) =>
    id === 12
      ? { detail, title: lang === 'fr' ? 'Appartement 2 chambres' : 'Apartment, 2 bedrooms', description: 'Lumineux', firstImage: '/api/images/property-12-1?w=750' }
      : null,
  // Property 13 was withdrawn from the CRM.
  gone: async (id, lang) => (id === 13 ? [{ href: lang === 'fr' ? '/fr/a-vendre/ixelles/appartement/14/' : `/${lang}/property/14/`, text: 'Appartement, Ixelles' }] : null),
  project: async () => null,
  // Three pages for sale, whatever the filters; one for rent.
  listPageCount: async (goal) => (goal === 0 ? 3 : 1),
  entities: async () => ({
    properties: [{ ID: 12, Goal: 0, City: 'Ixelles', TypeDescription: 'Appartement 2 chambres' }],
    projects: [{ ID: 5, City: 'Etterbeek', Name: 'Résidence Jardin' }],
  }),
  remoteEntry: (name) => `/remotes/${name.replace('_', '-')}/remoteEntry.js`,
};

describe('pageView', () => {
  it('gives a configured page its title, canonical and every language version', async () => {
    const view = await pageView('/fr/a-vendre/', ORIGIN, sources);
    expect(view.status).toBe(200);
    expect(view.head.lang).toBe('fr');
    expect(view.head.title).toBe('Biens à vendre – Lambermont');
    expect(view.head.canonical).toBe('https://agence.example/fr/a-vendre/');
    expect(view.head.alternates).toEqual(
      expect.arrayContaining([
        { hreflang: 'nl', href: 'https://agence.example/nl/te-koop/' },
        { hreflang: 'x-default', href: 'https://agence.example/fr/a-vendre/' },
      ]),
    );
    expect(view.head.preloads.map((preload) => preload.href)).toContain('/remotes/mf-listings/remoteEntry.js');
    expect(view.head.jsonLd[0]).toMatchObject({ '@type': 'RealEstateAgent', foundingDate: '1967' });
  });

  it('names no agency while the site has not been given its identity: bare titles, no RealEstateAgent', async () => {
    const neutral: PageSources = { ...sources, site: async () => ({ ...site, agency: { name: '', phone: '', email: '', street: '', zip: '', city: '' } }) };
    const list = await pageView('/fr/a-vendre/', ORIGIN, neutral);
    expect(list.head.title).toBe('Biens à vendre');
    expect(list.head.jsonLd).toEqual([]);
    expect((await pageView('/fr/', ORIGIN, neutral)).head.title).toBe('Accueil');
    const property = await pageView('/fr/property/12/', ORIGIN, neutral);
    expect(property.head.title).toBe('Appartement 2 chambres');
    expect(property.head.jsonLd.map((item) => (item as { '@type': string })['@type'])).toEqual(['Offer']);
  });

  it('names each page of a list after the first as its own canonical address, in every language', async () => {
    const second = await pageView('/fr/a-vendre/', ORIGIN, sources, 'page=2');
    expect(second.head.canonical).toBe('https://agence.example/fr/a-vendre/?page=2');
    expect(second.head.alternates).toContainEqual({ hreflang: 'nl', href: 'https://agence.example/nl/te-koop/?page=2' });
    expect((await pageView('/fr/a-vendre/', ORIGIN, sources, 'sort=price-asc')).head.canonical).toBe('https://agence.example/fr/a-vendre/');
  });

  it('serves an unprefixed path in the site default language with its localized canonical', async () => {
    const view = await pageView('/for-sale/', ORIGIN, sources);
    expect(view.head.lang).toBe('fr');
    expect(view.head.canonical).toBe('https://agence.example/fr/a-vendre/');
  });

  it('falls back to the route table name for a page without configured metadata', async () => {
    const view = await pageView('/nl/over-ons/', ORIGIN, sources);
    expect(view.head.title).toBe('Over ons – Lambermont');
  });

  it('describes a property as an Offer with its price, hiding an unpublished street', async () => {
    const view = await pageView('/property/12/', ORIGIN, sources);
    expect(view.status).toBe(200);
    expect(view.head.canonical).toBe('https://agence.example/fr/a-vendre/ixelles/appartement-2-chambres/12/');
    const offer = view.head.jsonLd[1] as { price: number; priceCurrency: string; itemOffered: { '@type': string; address: object } };
    expect(offer).toMatchObject({ '@type': 'Offer', price: 350000, priceCurrency: 'EUR' });
    expect(offer.itemOffered['@type']).toBe('Apartment');
    expect(JSON.stringify(offer)).not.toContain('Rue Secrète');
    expect(view.head.preloads).toContainEqual({ href: '/api/images/property-12-1?w=750', as: 'image', fetchPriority: 'high' });
    expect(view.initialData).toMatchObject({ property: { ID: 12 } });
  });

  it("points every language's alternate at the address that answers, the French one with the French title", async () => {
    const view = await pageView('/en/property/12/', ORIGIN, sources);
    expect(view.head.canonical).toBe('https://agence.example/en/property/12/');
    expect(view.head.alternates).toContainEqual({ hreflang: 'fr', href: 'https://agence.example/fr/a-vendre/ixelles/appartement-2-chambres/12/' });
    expect(view.head.alternates).toContainEqual({ hreflang: 'nl', href: 'https://agence.example/nl/property/12/' });
  });

  it('keeps thank-you pages out of search engines', async () => {
    expect((await pageView('/fr/merci/contact/', ORIGIN, sources)).head.robots).toBe('noindex');
    expect((await pageView('/fr/contact/', ORIGIN, sources)).head.robots).toBeUndefined();
  });

  it('answers 404 with the not-found page for a list page past the last one', async () => {
    expect((await pageView('/nl/te-koop/', ORIGIN, sources, 'page=3')).status).toBe(200);
    const past = await pageView('/nl/te-koop/', ORIGIN, sources, 'city=Ixelles|1050&page=4');
    expect(past.status).toBe(404);
    expect(past.head).toMatchObject({ lang: 'nl', robots: 'noindex', title: 'Pagina niet gevonden – Lambermont' });
    expect((await pageView('/fr/a-louer/', ORIGIN, sources, 'page=2')).status).toBe(404);
  });

  it('takes from the route descriptor where a page renders, its main part and the remotes it preloads', async () => {
    const remotes = (view: { head: { preloads: { href: string }[] } }) =>
      view.head.preloads.map((preload) => preload.href).filter((href) => href.startsWith('/remotes/'));
    const home = await pageView('/fr/', ORIGIN, sources);
    expect(home).toMatchObject({ renderOn: 'server' });
    expect(home.mainPart).toBeUndefined();
    expect(remotes(home)).toEqual(['/remotes/mf-search/remoteEntry.js', '/remotes/mf-listings/remoteEntry.js', '/remotes/mf-consent/remoteEntry.js']);
    const property = await pageView('/nl/property/12/', ORIGIN, sources);
    expect(property).toMatchObject({ renderOn: 'server', mainPart: 'mf_listings/PropertyDetail' });
    expect(remotes(property)).toEqual(['/remotes/mf-listings/remoteEntry.js', '/remotes/mf-consent/remoteEntry.js']);
    expect(await pageView('/fr/a-louer/', ORIGIN, sources)).toMatchObject({ mainPart: 'mf_listings/PropertyList' });
    const portal = await pageView('/nl/eigenaarsportaal/', ORIGIN, sources);
    expect(portal).toMatchObject({ renderOn: 'browser', head: { robots: 'noindex' } });
    expect(remotes(portal)).toEqual(['/remotes/mf-portal/remoteEntry.js', '/remotes/mf-consent/remoteEntry.js']);
  });

  it('answers 404 with the not-found page for an unknown property or path', async () => {
    for (const path of ['/property/999/', '/fr/nulle-part/']) {
      const view = await pageView(path, ORIGIN, sources);
      expect(view.status).toBe(404);
      expect(view.head.title).toBe('Page non trouvée – Lambermont');
      expect(view.head.robots).toBe('noindex');
    }
  });

  it('answers 410 for a withdrawn property, with the not-found page and similar properties in the address\'s language', async () => {
    const gone = await pageView('/nl/property/13/', ORIGIN, sources);
    expect(gone.status).toBe(410);
    expect(gone.head).toMatchObject({ lang: 'nl', title: 'Pagina niet gevonden – Lambermont', robots: 'noindex' });
    expect(gone.similar).toEqual({ title: 'Vergelijkbare panden die nog beschikbaar zijn', links: [{ href: '/nl/property/14/', text: 'Appartement, Ixelles' }] });
    // An id that never existed is not found, with no links of a gone page.
    const unknown = await pageView('/nl/property/99/', ORIGIN, sources);
    expect(unknown.status).toBe(404);
    expect(unknown.similar).toBeUndefined();
    expect((await pageView('/fr/a-vendre/ixelles/appartement/13/', ORIGIN, sources)).status).toBe(410);
  });
});

describe('sitemapEntries', () => {
  it('lists public pages, properties and projects in every language, but no thank-you or login page', async () => {
    const entries = await sitemapEntries(sources);
    const paths = entries.flatMap((entry) => Object.values(entry.paths));
    expect(paths).toEqual(expect.arrayContaining(['/fr/a-vendre/', '/nl/te-koop/', '/fr/a-vendre/ixelles/appartement-2-chambres/12/', '/nl/property/12/', '/fr/projects/etterbeek/residence-jardin/5/']));
    expect(paths.some((path) => path.includes('/feedback/') || path.includes('/merci/') || path.includes('login'))).toBe(false);
    expect(paths.some((path) => path.includes('temoignages') || path.includes('favoris') || path.includes('portal'))).toBe(false);
    // The patterns of properties and projects are no pages: each one is listed by its own paths.
    expect(paths.some((path) => path.includes('{id}'))).toBe(false);
    expect(paths).toEqual(expect.arrayContaining(['/fr/les-services/vente/', '/de/dienstleistungen/', "/fr/l'agence/"]));
  });
});
