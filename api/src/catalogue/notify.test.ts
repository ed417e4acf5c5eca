import { migrate } from '../db/migrate.js';
import { openPostgres } from '../db/postgres.js';
import { describeEachDatabase } from '../test/databases.js';
import { waitFor } from '../test/waitFor.js';
import { bumpCatalogueVersion, CATALOGUE_CHANNEL } from './rows.js';

const quiet = { info: () => {}, warn: () => {} };

describeEachDatabase('the catalogue change notification', (database) => {
  beforeAll(async () => {
    await migrate(database.db, quiet);
  });

  it('is heard once the change commits, with the new version, and not for a change rolled back', async () => {
    const heard: string[] = [];
    const stop = await database.db.listen(CATALOGUE_CHANNEL, { onNotify: (payload) => heard.push(payload), onReconnect: () => {} });
    await expect(
      database.db.transaction(async (tx) => {
        await bumpCatalogueVersion(tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const version = await database.db.transaction((tx) => bumpCatalogueVersion(tx));
    await waitFor(() => heard.length > 0, 5_000);
    expect(heard).toEqual([String(version)]);
    await stop();
  });

  if (database.kind === 'postgres') {
    it("is heard by another replica's connection: an import elsewhere wakes this one's matcher", async () => {
      const heard: string[] = [];
      const stop = await database.db.listen(CATALOGUE_CHANNEL, { onNotify: (payload) => heard.push(payload), onReconnect: () => {} });
      const other = await openPostgres(database.url);
      const version = await other.transaction((tx) => bumpCatalogueVersion(tx));
      await waitFor(() => heard.includes(String(version)), 5_000);
      await other.close();
      await stop();
    });
  }
});
