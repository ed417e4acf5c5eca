/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node", "require", "default"]}
 */
import { createAppStore } from 'shared-kernel/react';
import { resolvePath, routeOf } from 'shared-kernel/routing';
import { pageModule, sitePage } from '../testing/content';
import { loadShellData, partsOfPage, type PageAddress } from './pageLoader';

/** A configured page with one module of each kind that shows a part or asks for data, and a draft. */
function pageWithModules(path: string, paths = {}) {
  const page = sitePage(1, path, 'Published', 1, paths);
  page.params.modules = [
    pageModule({ id: 1, relations: [{ type: 'property-list', id: 0 }], maxItems: 8 }),
    pageModule({ id: 2, relations: [{ type: 'category', id: 3 }] }),
    pageModule({ id: 3, relations: [{ type: 'article', id: 9 }] }),
    pageModule({ id: 4, relations: [{ type: 'contact', id: 0 }] }),
    pageModule({ id: 5, relations: [{ type: 'category', id: 4 }], status: 'Draft' }),
  ];
  return page;
}

function addressOf(path: string, pages: PageAddress['pages'] = []): PageAddress {
  const [pathname = '', search = ''] = path.split('?');
  const resolved = resolvePath(pathname);
  return { entry: routeOf(resolved), params: resolved?.params ?? {}, pathname, search, lang: 'fr', pages };
}

describe('partsOfPage', () => {
  it('gives a configured page the parts of its published modules, its contact form of the page’s kind', () => {
    const parts = partsOfPage(addressOf('/fr/je-cherche/', [pageWithModules('demand-register', { fr: 'je-cherche' })]));
    expect(parts).toEqual([
      { id: 'mf_listings/PropertyList', props: { numberItemOfRow: 1, maxItems: 8, browsable: false } },
      { id: 'mf_forms/EnquiryForm', props: { kind: 'demand-register' } },
    ]);
    expect(partsOfPage(addressOf('/fr/je-cherche/'))).toEqual([]);
  });

  it('gives a listing page its browsable list, and a unit under its project both ids', () => {
    expect(partsOfPage(addressOf('/fr/a-louer/?page=2'))).toEqual([{ id: 'mf_listings/PropertyList', props: { goal: 1, browsable: true, numberItemOfRow: 4 } }]);
    const unit = addressOf('/fr/projects/etterbeek/residence/5/appartement-a1/501/');
    expect(unit.entry.kind).toBe('property');
    expect(partsOfPage(unit)).toEqual([{ id: 'mf_listings/PropertyDetail', props: { id: 501, projectId: 5 } }]);
  });
});

describe('loadShellData', () => {
  it('asks the articles a configured page’s published modules show, and nothing of its parts', async () => {
    const fetch = jest.fn(async () => new Response(JSON.stringify({ articles: [] }), { headers: { 'content-type': 'application/json' } }));
    const store = createAppStore({ apiAccess: { baseUrl: 'http://api.test/api', fetch: fetch as typeof globalThis.fetch } });
    await loadShellData(addressOf('/fr/', [pageWithModules('home')]), store.dispatch);
    expect(Object.keys(store.getState().api.queries).sort()).toEqual(['articles({"category":3,"lang":"fr"})', 'articles({"lang":"fr"})']);
  });
});
