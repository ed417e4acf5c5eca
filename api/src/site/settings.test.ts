import { migrate } from '../db/migrate.js';
import { describeEachDatabase } from '../test/databases.js';
import { readSiteConfiguration } from './settings.js';

const quiet = { info: () => {}, warn: () => {} };

describeEachDatabase('the site information of GET /api/site', (database) => {
  const storeSiteInfo = (value: unknown) =>
    database.db.query("insert into site_settings (key, value) values ('siteInfo', $1::jsonb) on conflict (key) do update set value = excluded.value", [JSON.stringify(value)]);

  beforeAll(() => migrate(database.db, quiet));

  it('answers the tracking identifiers and a configured consent expiry', async () => {
    await storeSiteInfo({ analyticsId: 'G-TEST1', adsId: '', tagManagerId: '', socialPixelId: '', consentExpiryDays: 90 });
    const site = await readSiteConfiguration(database.db, { raw: false });
    expect(site.siteInfo).toEqual({ analyticsId: 'G-TEST1', adsId: '', tagManagerId: '', socialPixelId: '', consentExpiryDays: 90 });
  });

  it('refuses a consent expiry longer than thirteen months or not a whole number of days', async () => {
    for (const consentExpiryDays of [0, 396, 1.5]) {
      await storeSiteInfo({ analyticsId: '', consentExpiryDays });
      await expect(readSiteConfiguration(database.db, { raw: false })).rejects.toThrow('site_settings.siteInfo');
    }
  });
});
