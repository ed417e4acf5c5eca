import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, MIGRATIONS_DIR } from '../db/migrate.js';
import { describeEachDatabase } from '../test/databases.js';

const quiet = { info: () => {}, warn: () => {} };

describeEachDatabase('migration 0012: the demand register becomes saved searches', (database) => {
  it('moves each demand subscription to a saved search with its token and state', async () => {
    // The database as it was before 0012.
    const before = await mkdtemp(path.join(tmpdir(), 'migrations-before-0012-'));
    for (const file of (await readdir(MIGRATIONS_DIR)).filter((name) => name < '0012')) await cp(path.join(MIGRATIONS_DIR, file), path.join(before, file));
    await migrate(database.db, quiet, before);
    await rm(before, { recursive: true, force: true });
    const criteria = { goal: 'buy', propertyTypes: ['1'], zones: ['1050'], budgetMax: 400000, firstName: 'Anne' };
    await database.db.query(
      `insert into subscriptions (id, kind, email, language, criteria, token, confirmed_at) values
         ('00000000-0000-4000-8000-000000000001', 'demand', 'anne@example.be', 'nl', $1, 'demand-token-of-anne', now()),
         ('00000000-0000-4000-8000-000000000002', 'newsletter', 'bob@example.be', 'fr', null, 'newsletter-token-of-bob', null)`,
      [JSON.stringify(criteria)],
    );

    expect(await migrate(database.db, quiet)).toContain('0012_property_events_saved_searches');
    const saved = await database.db.query<Record<string, unknown>>(
      'select id, email, language, criteria, frequency, token, confirmed_at is not null as confirmed, unsubscribed_at from saved_searches',
    );
    expect(saved).toEqual([
      {
        id: '00000000-0000-4000-8000-000000000001',
        email: 'anne@example.be',
        language: 'nl',
        criteria,
        frequency: 'instant',
        token: 'demand-token-of-anne',
        confirmed: true,
        unsubscribed_at: null,
      },
    ]);
    expect(await database.db.query('select kind from subscriptions')).toEqual([{ kind: 'newsletter' }]);
  });
});
