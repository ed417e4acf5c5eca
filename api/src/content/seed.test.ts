import { ARTICLES, daysSinceReference, DEMO_OWNERS, demoAgency, isoDay, PAGES, VIEW_WINDOW } from 'demo-agency';
import { seedCatalogue } from '../catalogue/seed.js';
import { migrate } from '../db/migrate.js';
import { describeEachDatabase } from '../test/databases.js';
import { readArticles } from './articles.js';
import { readPages } from './pages.js';
import { verifyPassword } from './password.js';
import { seedContent } from './seed.js';

const SEED = 42;
// A day well after the catalogue's reference day, so the history is seen to move to it.
const seededOn = new Date('2026-12-24T15:00:00Z');
const quiet = { info: () => {}, warn: () => {} };

describeEachDatabase('seedContent', (database) => {
  const count = async (sql: string, params: unknown[] = []) => {
    const [row] = await database.db.query<{ count: number }>(`select count(*)::int as count from ${sql}`, params);
    return row?.count;
  };

  beforeAll(async () => {
    await migrate(database.db, quiet);
    await seedCatalogue(database.db, demoAgency.seed, { seed: SEED, properties: 30 });
  });

  it('fills empty content tables, then leaves them alone', async () => {
    expect(await seedContent(database.db, demoAgency.seed, { seed: SEED, today: seededOn })).toBe(true);
    expect(await count('pages')).toBe(PAGES.length);
    expect(await count('modules')).toBe(PAGES.flatMap((page) => page.modules).length);
    expect(await count('articles')).toBe(ARTICLES.length);
    expect(await count('owners')).toBe(DEMO_OWNERS.length);
    expect(await seedContent(database.db, demoAgency.seed, { seed: SEED + 1 })).toBe(false);
    expect(await count('owners')).toBe(DEMO_OWNERS.length);
  });

  it('gives back every text in the shape it was stored in, a plain string or one per language', async () => {
    const raw = await readArticles(database.db, {}, null);
    if ('missing' in raw) throw new Error('no articles');
    for (const article of raw.articles) {
      const generated = ARTICLES.find((candidate) => candidate.id === article.id);
      expect(article).toEqual({ ...generated, published: undefined });
    }
    // Both shapes are there: a service's slug is one string, the about article's one per language.
    expect(raw.articles.find((article) => article.id === 2)?.slug).toBe('vente');
    expect(raw.articles.find((article) => article.id === 32)?.slug).toEqual({
      fr: 'notre-histoire',
      nl: 'onze-geschiedenis',
      en: 'our-story',
      de: 'unsere-geschichte',
    });

    // The testimonial sent through the site, in its sender's language only, is one string per field.
    expect(await database.db.query('select slug, title, summary, body from articles where id = 26')).toEqual([
      { slug: 'sarah-et-louis', title: 'Sarah et Louis', summary: expect.any(String), body: expect.any(String) },
    ]);

    const pages = await readPages(database.db, null);
    const flat = pages.flatMap((page) => [page, ...page.childMenus]);
    for (const generated of PAGES) {
      const page = flat.find((candidate) => candidate.id === generated.id);
      expect(page?.params).toEqual({ ...generated.params, modules: generated.modules });
    }
  });

  it('stores the owners’ passwords as argon2id hashes that verify', async () => {
    const owners = await database.db.query<{ email: string; password_hash: string }>('select email, password_hash from owners order by id');
    expect(owners.map((owner) => owner.email)).toEqual(DEMO_OWNERS.map((owner) => owner.email));
    for (const owner of owners) expect(owner.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [sophie] = DEMO_OWNERS;
    await expect(verifyPassword(sophie?.password ?? '', owners[0]?.password_hash ?? '')).resolves.toBe(true);
  });

  it('refuses a second account for an address in another case', async () => {
    await expect(
      database.db.query(`insert into owners (id, email, name, role, language) values (99, 'Sophie.Dubois@Example.be', 'Sophie', 'owner', 'fr')`),
    ).rejects.toThrow(/owners_email/);
  });

  it('gives each owner properties of the agency, with their portal history', async () => {
    const owned = await database.db.query<{ owner_id: number; count: number }>(
      'select owner_id, count(*)::int as count from property_owners group by owner_id order by owner_id',
    );
    expect(owned).toEqual(DEMO_OWNERS.map((owner) => ({ owner_id: owner.id, count: owner.properties })));
    const ownedCount = DEMO_OWNERS.reduce((total, owner) => total + owner.properties, 0);
    expect(await count('property_owners po where exists (select 1 from property_visits v where v.property_id = po.property_id)')).toBe(ownedCount);
    expect(await count('property_communications')).toBeGreaterThan(0);
    expect(await count('property_online_media')).toBeGreaterThan(0);
  });

  it('counts the daily views of each owned property on exactly the 90 days up to the day of the seeding', async () => {
    const days = await database.db.query<{ property_id: number; days: number; first: string; last: string }>(
      `select property_id, count(distinct day)::int as days, min(day)::text as first, max(day)::text as last
       from property_daily_views group by property_id`,
    );
    expect(days.length).toBe(DEMO_OWNERS.reduce((total, owner) => total + owner.properties, 0));
    const shift = daysSinceReference(seededOn) * 86_400_000;
    const window = { first: isoDay(Date.parse(`${VIEW_WINDOW[0]}T00:00:00Z`) + shift), last: isoDay(seededOn.getTime()) };
    for (const row of days) expect(row).toMatchObject({ days: 90, ...window });
  });

  it('links a property to an existing owner only, and lets an owner go without losing the property', async () => {
    const [property] = await database.db.query<{ id: number }>(
      'select id from properties p where not exists (select 1 from property_owners po where po.property_id = p.id) order by id limit 1',
    );
    await expect(database.db.query('insert into property_owners (property_id, owner_id) values ($1, 999)', [property?.id])).rejects.toThrow(
      /property_owners_owner_id_fkey/,
    );
    // Owners made after the seed take the next ids.
    const [leaving] = await database.db.query<{ id: number }>(`insert into owners (email, name, role, language) values ('leaving@example.be', 'Leaving', 'owner', 'en') returning id`);
    expect(leaving?.id).toBe(DEMO_OWNERS.length + 1);
    await database.db.query('insert into property_owners (property_id, owner_id) values ($1, $2)', [property?.id, leaving?.id]);
    await database.db.query('delete from owners where id = $1', [leaving?.id]);
    expect(await database.db.query('select id from properties p where id = $1 and not exists (select 1 from property_owners po where po.property_id = p.id)', [property?.id])).toEqual([{ id: property?.id }]);
  });
});
