import type { FastifyInstance } from 'fastify';
import type { PagesResponse, SiteConfiguration } from 'shared-kernel';
import { generateFeed } from 'demo-agency';
import { buildApp } from '../app.js';
import { isLiveResetLink } from '../auth/passwordReset.js';
import { importFeed } from '../catalogue/import.js';
import { readCatalogueVersion } from '../catalogue/rows.js';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';
import { createAdminKey, listAdminKeys, revokeAdminKey } from './keys.js';

const text = (words: string) => ({ en: `${words} (en)`, nl: `${words} (nl)`, fr: `${words} (fr)`, de: `${words} (de)` });

/** A page as the admin api takes it: a home page with a property list and an article module. */
export function homePage(moduleIds: [number, number] = [1, 2]) {
  const module = (id: number, sort: number, relation: { type: 'property-list' | 'article'; id: number }, view: string) => ({
    id,
    title: text(`Module ${id}`),
    titlePublic: true,
    titleSize: 'h2',
    description: '',
    description2: '',
    position: 'center',
    span: 12,
    col: { sm: 12, md: 12, lg: 12 },
    sort,
    view,
    class: '',
    backgroundType: '',
    image: null,
    images: [],
    colorBackground: '',
    relations: [relation],
    status: 'Published',
    numberItemOfRow: 4,
    maxItems: 4,
    isHasSubcategories: false,
  });
  return {
    parentId: null,
    name: 'home',
    path: 'home',
    status: 'Published',
    sort: 0,
    params: {
      title: text('Home'),
      description: text('What we sell'),
      metadata: text('estate, Brussels'),
      seoActive: true,
      image: null,
      sort: 0,
      submenu: false,
      showSubmenu: false,
      content: '',
      css: '',
      type: 'module',
      redirect: false,
      redirectUrl: '',
      path: { en: '', nl: '', fr: '', de: '' },
      breadcrumb: false,
      banner: false,
      bannerTitle: '',
      bannerDescription: '',
    },
    modules: [module(moduleIds[0], 1, { type: 'property-list', id: 23 }, 'grid'), module(moduleIds[1], 2, { type: 'article', id: 7 }, 'single')],
  };
}

describeEachDatabase('the admin api', (database) => {
  let app: FastifyInstance;
  const keys = { content: '', owners: '', both: '', revoked: '' };
  const call = (method: 'PUT' | 'DELETE' | 'GET', url: string, key: string | undefined, payload?: unknown) =>
    app.inject({ method, url, ...(key ? { headers: { authorization: `Bearer ${key}` } } : {}), ...(payload === undefined ? {} : { payload: payload as object }) });

  let propertyIds: number[] = [];
  const ownersOf = async (propertyId: number) =>
    (
      await database.db.query<{ email: string }>(
        'select o.email from property_owners po join owners o on o.id = po.owner_id where po.property_id = $1 order by o.email',
        [propertyId],
      )
    ).map((row) => row.email);
  const invitations = () =>
    database.db.query<{ to_address: string; language: string; subject: string; text_body: string }>(
      `select to_address, language, subject, text_body from mail_outbox where kind = 'owner-invitation' order by created_at, to_address`,
    );

  beforeAll(async () => {
    app = await buildApp(testConfig({ SEED_DEMO: 'false', PUBLIC_ORIGIN: 'https://www.agence.example' }), { database: database.db, seedDemoAgency: true });
    const feed = generateFeed({ seed: 3, properties: 3 });
    await importFeed(database.db, { projects: [], properties: feed.properties.filter((property) => property.ProjectID === undefined) });
    propertyIds = (await database.db.query<{ id: number }>('select id from properties order by id')).map((row) => row.id);
    keys.content = (await createAdminKey(database.db, 'back-office', ['content'])).key;
    keys.owners = (await createAdminKey(database.db, 'crm', ['owners'])).key;
    keys.both = (await createAdminKey(database.db, 'integrator', ['content', 'owners'])).key;
    keys.revoked = (await createAdminKey(database.db, 'old-laptop', ['content', 'owners'])).key;
    await revokeAdminKey(database.db, 'old-laptop');
  });

  afterAll(() => app.close());

  it('keeps only a hash of each key, lists them by name and prefix, and names a key once', async () => {
    const [row] = await database.db.query<{ key_hash: string }>(`select key_hash from admin_api_keys where name = 'back-office'`);
    expect(row?.key_hash).not.toContain(keys.content);
    expect(keys.content).toMatch(/^adm_[0-9a-f]{12}_[\w-]{43}$/);
    const listed = await listAdminKeys(database.db);
    expect(listed.map((key) => [key.name, key.scopes, key.revokedAt === null])).toEqual([
      ['back-office', ['content'], true],
      ['crm', ['owners'], true],
      ['integrator', ['content', 'owners'], true],
      ['old-laptop', ['content', 'owners'], false],
    ]);
    expect(keys.content.startsWith(listed[0]?.prefix ?? '-')).toBe(true);
    await expect(createAdminKey(database.db, 'crm', ['content'])).rejects.toThrow('already a key named crm');
  });

  it('guards every admin route: 401 without a key, with an unknown or a revoked one, 403 without its scope', async () => {
    const routes = app.guardedRoutes.filter((route) => route.guard === 'admin-key' && route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const route of routes) {
      const url = route.url.replace(':id', '1').replace(':key', 'agency').replace(':email', 'anne@example.be');
      const method = route.method as 'PUT' | 'DELETE';
      for (const key of [undefined, keys.revoked, `${keys.content.slice(0, -4)}AAAA`]) {
        const answer = await call(method, url, key, {});
        expect([route.method, route.url, answer.statusCode, answer.json()]).toMatchObject([route.method, route.url, 401, { error: 'unauthorized' }]);
      }
      const scope = route.url.includes('/owners') ? 'owners' : 'content';
      const answer = await call(method, url, scope === 'owners' ? keys.content : keys.owners, {});
      expect([route.url, answer.statusCode, answer.json()]).toMatchObject([route.url, 403, { error: 'forbidden' }]);
    }
  });

  it('writes a page with its modules in four languages, served at once by /api/pages, and tells every replica', async () => {
    const before = await readCatalogueVersion(database.db);
    expect((await call('PUT', '/api/admin/pages/1', keys.content, homePage())).statusCode).toBe(204);
    expect(await readCatalogueVersion(database.db)).toBe(before + 1);
    for (const lang of ['en', 'nl', 'fr', 'de'] as const) {
      const pages = (await call('GET', `/api/pages?lang=${lang}`, undefined)).json<PagesResponse>();
      expect(pages.pages).toMatchObject([
        { id: 1, path: 'home', inMenu: true, params: { title: `Home (${lang})`, modules: [{ id: 1, title: `Module 1 (${lang})` }, { id: 2 }] } },
      ]);
    }
    // Written again: the modules are the new ones, the page keeps its creation date.
    const created = (await call('GET', '/api/pages?raw=1', undefined)).json<PagesResponse>().pages[0]?.createDate;
    expect((await call('PUT', '/api/admin/pages/1', keys.both, homePage([3, 4]))).statusCode).toBe(204);
    const again = (await call('GET', '/api/pages?raw=1', undefined)).json<PagesResponse>().pages[0];
    expect(again?.params.modules.map((module) => module.id)).toEqual([3, 4]);
    expect(again?.createDate).toBe(created);
  });

  it('refuses a malformed page with 400 and the one error body, a module of another page with 409', async () => {
    const { params, ...rest } = homePage();
    const malformed = await call('PUT', '/api/admin/pages/2', keys.content, { ...rest, path: 'a/b', params: { ...params, seoActive: 'yes' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'validation_failed', message: expect.any(String), fields: { path: expect.any(String), 'params.seoActive': expect.any(String) } });
    const taken = await call('PUT', '/api/admin/pages/2', keys.content, { ...homePage([3, 9]), name: 'about', path: 'about-us' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'conflict' });
    expect((await call('GET', '/api/pages', undefined)).json<PagesResponse>().pages.map((page) => page.id)).toEqual([1]);
  });

  it('writes categories and articles, and deletes them', async () => {
    expect((await call('PUT', '/api/admin/categories/2', keys.content, { kind: 'service', name: text('Services') })).statusCode).toBe(204);
    const article = { categoryId: 2, slug: 'vente', title: text('Sale'), summary: '', body: text('We sell.'), imageId: null, sort: 1, published: true };
    expect((await call('PUT', '/api/admin/articles/7', keys.content, article)).statusCode).toBe(204);
    expect((await call('GET', '/api/articles?category=2&lang=nl', undefined)).json()).toMatchObject({ articles: [{ id: 7, title: 'Sale (nl)' }] });
    expect((await call('PUT', '/api/admin/articles/8', keys.content, { ...article, categoryId: 99 })).statusCode).toBe(409);
    expect((await call('DELETE', '/api/admin/categories/2', keys.content)).statusCode).toBe(409);
    expect((await call('DELETE', '/api/admin/articles/7', keys.content)).statusCode).toBe(204);
    expect((await call('DELETE', '/api/admin/articles/7', keys.content)).statusCode).toBe(404);
  });

  it('starts from a neutral identity, writes the agency’s own and forgets it again', async () => {
    const neutral = (await call('GET', '/api/site', undefined)).json<SiteConfiguration>();
    expect(neutral.agency).toEqual({ name: '', phone: '', email: '', street: '', zip: '', city: '' });
    expect(neutral.footer).toEqual([]);
    const agency = { name: 'Agence du Parc', phone: '022223344', email: 'info@parc.example', street: 'Rue du Parc 1', zip: '1000', city: 'Bruxelles' };
    expect((await call('PUT', '/api/admin/settings/agency', keys.content, agency)).statusCode).toBe(204);
    expect((await call('GET', '/api/site', undefined)).json<SiteConfiguration>().agency).toEqual(agency);
    const bad = await call('PUT', '/api/admin/settings/agency', keys.content, { ...agency, phone: 22 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'validation_failed', fields: { phone: expect.any(String) } });
    expect((await call('PUT', '/api/admin/settings/colours', keys.content, {})).statusCode).toBe(400);
    expect((await call('DELETE', '/api/admin/settings/agency', keys.content)).statusCode).toBe(204);
    expect((await call('GET', '/api/site', undefined)).json<SiteConfiguration>().agency.name).toBe('');
  });

  it('is in the OpenAPI document with its security scheme', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      components: { securitySchemes: Record<string, { scheme: string }> };
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    expect(document.components.securitySchemes.adminKey).toMatchObject({ scheme: 'bearer' });
    expect(document.paths['/api/admin/pages/{id}']?.put?.security).toEqual([{ adminKey: [] }]);
  });

  it('writes an owner with exactly their properties and invites them once, in their language, to choose a password', async () => {
    const [first, second] = propertyIds as [number, number];
    const written = await call('PUT', '/api/admin/owners/Anne.Peeters@example.be', keys.owners, { name: 'Anne Peeters', language: 'nl', propertyIds: [first, second] });
    expect(written.statusCode).toBe(200);
    expect(written.json()).toEqual({ id: expect.any(Number), invited: true });
    const [mail] = await invitations();
    expect(mail).toMatchObject({ to_address: 'Anne.Peeters@example.be', language: 'nl', subject: 'Uw toegang tot het eigenaarsportaal' });
    const token = /https:\/\/www\.agence\.example\/nl\/login\/#reset=([\w-]+)/.exec(mail?.text_body ?? '')?.[1];
    expect(token).toBeDefined();
    expect(await isLiveResetLink(database.db, token ?? '')).toBe(true);
    // Written again with one property: that one is theirs, and no second invitation leaves.
    const again = await call('PUT', '/api/admin/owners/anne.peeters@example.be', keys.owners, { name: 'Anne Peeters', language: 'nl', propertyIds: [second] });
    expect(again.json()).toEqual({ id: written.json<{ id: number }>().id, invited: false });
    expect(await ownersOf(first)).toEqual([]);
    expect(await ownersOf(second)).toEqual(['anne.peeters@example.be']);
    expect(await invitations()).toHaveLength(1);
    const missing = await call('PUT', '/api/admin/owners/anne.peeters@example.be', keys.owners, { name: 'Anne', language: 'nl', propertyIds: [999_999] });
    expect([missing.statusCode, missing.json()]).toMatchObject([409, { error: 'conflict', message: 'there is no property 999999.' }]);
    const bad = await call('PUT', '/api/admin/owners/not-an-address', keys.owners, { name: '', language: 'xx', propertyIds: [1, 1] });
    expect([bad.statusCode, bad.json()]).toMatchObject([400, { error: 'validation_failed' }]);
  });

  it('links the vendors a CRM lists to a property, unlinks those it no longer lists, and invites each new one once', async () => {
    const [, , third] = propertyIds as [number, number, number];
    await app.owners.linkVendors(third, [
      { crmId: 'sb-1', email: 'marc@example.be', firstName: 'Marc', lastName: 'Dupont', language: 'fr' },
      { email: 'Anne.Peeters@example.be', firstName: 'Anne', lastName: 'Peeters' },
    ]);
    expect(await ownersOf(third)).toEqual(['Anne.Peeters@example.be', 'marc@example.be']);
    // The CRM changed Marc's address: found by its id, he keeps his account and gets no second mail.
    await app.owners.linkVendors(third, [{ crmId: 'sb-1', email: 'marc.dupont@example.be', firstName: 'Marc', lastName: 'Dupont', language: 'fr' }]);
    expect(await ownersOf(third)).toEqual(['marc.dupont@example.be']);
    expect((await invitations()).map((mail) => [mail.to_address, mail.language])).toEqual([
      ['Anne.Peeters@example.be', 'nl'],
      ['marc@example.be', 'fr'],
    ]);
    // Anne keeps her own property.
    expect(await ownersOf(propertyIds[1] ?? 0)).toEqual(['Anne.Peeters@example.be']);
    expect((await call('DELETE', '/api/admin/owners/marc.dupont@example.be', keys.owners)).statusCode).toBe(204);
    expect(await ownersOf(third)).toEqual([]);
  });
});
