import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_SETTINGS } from 'demo-agency';
import { seedSettings } from '../site/settings.js';
import { describeEachDatabase } from '../test/databases.js';
import type { Database } from './database.js';
import { migrate } from './migrate.js';
import { openPostgres } from './postgres.js';

const quiet = { info: () => {}, warn: () => {} };

describeEachDatabase('migrate', (database) => {
  it('applies each migration once, in order: a second start applies none', async () => {
    const files = (await readdir(path.join(import.meta.dirname, 'migrations'))).filter((name) => name.endsWith('.sql'));
    const versions = files.map((name) => name.replace(/\.sql$/, '')).sort();
    expect(versions[0]).toBe('0001_site_settings');
    expect(await migrate(database.db, quiet)).toEqual(versions);
    expect(await migrate(database.db, quiet)).toEqual([]);
    expect(await database.db.query('select version from schema_migrations order by version')).toEqual(
      versions.map((version) => ({ version })),
    );
  });

  it('writes no agency into the database: its settings come from the agency or the seed', async () => {
    expect(await database.db.query('select key from site_settings')).toEqual([]);
  });

  it('takes out the demo settings the first migrations wrote into an existing database, unless the agency changed them', async () => {
    // What 0001 and 0003 wrote, and an agency that had already written its own identity.
    await seedSettings(database.db, DEMO_SETTINGS);
    const own = { ...DEMO_SETTINGS.agency, name: 'Agence du Parc', phone: '022223344' };
    await database.db.query(`update site_settings set value = $1::jsonb where key = 'agency'`, [JSON.stringify(own)]);
    await database.db.exec(await readFile(path.join(import.meta.dirname, 'migrations', '0013_settings_out_of_migrations.sql'), 'utf8'));
    expect(await database.db.query('select key, value from site_settings')).toEqual([{ key: 'agency', value: own }]);
    await database.db.query('delete from site_settings');
  });

  describe('with migrations of its own', () => {
    let directory: string;

    beforeEach(async () => {
      directory = await mkdtemp(path.join(tmpdir(), 'api-migrations-'));
    });

    afterEach(async () => {
      await rm(directory, { recursive: true, force: true });
    });

    it('runs them in order, each with all its statements', async () => {
      await writeFile(path.join(directory, '0002_b.sql'), `insert into ordering (step) values ('second');`);
      await writeFile(
        path.join(directory, '0001_a.sql'),
        `create table ordering (step text); insert into ordering (step) values ('first');`,
      );
      expect(await migrate(database.db, quiet, directory)).toEqual(['0001_a', '0002_b']);
      expect(await database.db.query('select step from ordering')).toEqual([{ step: 'first' }, { step: 'second' }]);
    });

    it('rolls back a migration that fails, leaving nothing of it behind', async () => {
      await writeFile(
        path.join(directory, '0001_broken.sql'),
        `create table half_done (id int); insert into half_done values ('not a number');`,
      );
      await expect(migrate(database.db, quiet, directory)).rejects.toThrow(/integer/);
      expect(await database.db.query(`select to_regclass('half_done') as found`)).toEqual([{ found: null }]);
      expect(await database.db.query(`select 1 from schema_migrations where version = '0001_broken'`)).toEqual([]);
    });

    it('refuses a file it cannot order', async () => {
      await writeFile(path.join(directory, 'add-table.sql'), 'select 1;');
      await expect(migrate(database.db, quiet, directory)).rejects.toThrow(
        'Migration add-table.sql must be named NNNN_lowercase_name.sql',
      );
    });
  });

  it('applies a migration once when instances start together', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'api-migrations-'));
    // Slow enough that the starts overlap: without the lock both would insert.
    await writeFile(
      path.join(directory, '0001_together.sql'),
      `create table together (n int); select pg_sleep(0.3); insert into together values (1);`,
    );
    // PGlite is one database per process, so there the two starts share it; on PostgreSQL each
    // start has its own connection pool, as two api processes would.
    const handles: Database[] =
      database.kind === 'postgres'
        ? [await openPostgres(database.url), await openPostgres(database.url)]
        : [database.db, database.db];
    try {
      const runs = await Promise.all(handles.map((db) => migrate(db, quiet, directory)));
      expect(runs.flat()).toEqual(['0001_together']);
      expect(await database.db.query('select n from together')).toEqual([{ n: 1 }]);
    } finally {
      if (database.kind === 'postgres') await Promise.all(handles.map((db) => db.close()));
      await rm(directory, { recursive: true, force: true });
    }
  });
});
