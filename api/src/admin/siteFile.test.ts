import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoAgency } from 'demo-agency';
import { seedCatalogue } from '../catalogue/seed.js';
import { readCatalogueVersion } from '../catalogue/rows.js';
import { seedContent } from '../content/seed.js';
import { migrate } from '../db/migrate.js';
import { describeEachDatabase } from '../test/databases.js';
import { runContentCommand } from './contentCommand.js';
import { exportSite, importSite, siteFileSchema, siteFileText } from './siteFile.js';

describeEachDatabase('the site file (npm run content)', (database) => {
  beforeAll(async () => {
    await migrate(database.db, { info: () => {}, warn: () => {} });
    await seedCatalogue(database.db, demoAgency.seed, { seed: 5, properties: 10 });
    await seedContent(database.db, demoAgency.seed, { seed: 5 });
  });

  it('exports the whole content, and an import into an empty site then an export give the same bytes', async () => {
    const first = siteFileText(await exportSite(database.db));
    const file = siteFileSchema.parse(JSON.parse(first));
    expect(Object.keys(file.settings).sort()).toEqual(Object.keys(demoAgency.seed.settings).sort());
    expect(file.pages).toHaveLength(demoAgency.seed.pages.length);
    expect(file.articles).toHaveLength(demoAgency.seed.articles.length);
    expect(file.categories).toHaveLength(demoAgency.seed.categories.length);

    await database.db.exec('delete from articles; delete from categories; delete from pages; delete from site_settings;');
    expect(siteFileText(await exportSite(database.db))).toBe(`${JSON.stringify({ settings: {}, pages: [], categories: [], articles: [] }, null, 2)}\n`);
    const version = await readCatalogueVersion(database.db);
    expect(await importSite(database.db, file)).toEqual({
      settings: Object.keys(file.settings).length,
      pages: file.pages.length,
      categories: file.categories.length,
      articles: file.articles.length,
    });
    expect(await readCatalogueVersion(database.db)).toBe(version + 1);
    expect(siteFileText(await exportSite(database.db))).toBe(first);
  });

  it('imports the docs’ sample site (api/examples/site.json) and exports it byte for byte', async () => {
    const sample = await readFile(path.join(import.meta.dirname, '../../examples/site.json'), 'utf8');
    await importSite(database.db, siteFileSchema.parse(JSON.parse(sample)));
    expect(siteFileText(await exportSite(database.db))).toBe(sample);
  });

  it('refuses a file with a mistake and writes nothing of it', async () => {
    const before = siteFileText(await exportSite(database.db));
    const directory = await mkdtemp(path.join(tmpdir(), 'site-file-'));
    const output: string[] = [];
    const io = { out: (text: string) => void output.push(text), err: (text: string) => void output.push(text) };
    try {
      const broken = JSON.parse(before) as { pages: { path: string }[] };
      if (broken.pages[0]) broken.pages[0].path = 'a/b';
      await writeFile(path.join(directory, 'site.json'), JSON.stringify(broken));
      expect(await runContentCommand(['import', 'site.json'], { INIT_CWD: directory }, io)).toBe(1);
      expect(output.join('')).toContain('site.json is not a site file');
      expect(output.join('')).toContain('pages[0].path');
      expect(await runContentCommand(['export', 'extra'], {}, io)).toBe(1);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
    expect(siteFileText(await exportSite(database.db))).toBe(before);
  });
});
