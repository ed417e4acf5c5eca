import { fetchSiteBasics, OFFLINE_SITE } from './site';

const agency = {
  name: 'Agence',
  phone: '025123456',
  email: 'info@example.be',
  street: 'Rue 1',
  zip: '1000',
  city: 'Bruxelles',
};

function answering(status: number, body: unknown): typeof fetch {
  // jsdom has no Response; the shell reads only these three members.
  return async () => ({ ok: status < 400, status, json: async () => body }) as Response;
}

describe('fetchSiteBasics', () => {
  it('keeps only enabled, known languages and the configured default', async () => {
    const site = await fetchSiteBasics(
      answering(200, {
        defaultLanguage: 'nl',
        languages: [
          { code: 'fr', use: true },
          { code: 'nl', use: true },
          { code: 'de', use: false },
          { code: 'es', use: true },
        ],
        agency,
      }),
    );
    expect(site).toEqual({ defaultLanguage: 'nl', languages: ['fr', 'nl'], agency });
  });

  it('falls back to French when the configured default is not a site language', async () => {
    const site = await fetchSiteBasics(answering(200, { defaultLanguage: 'xx', languages: [], agency }));
    expect(site.defaultLanguage).toBe('fr');
    expect(site.languages).toEqual(OFFLINE_SITE.languages);
  });

  it('works offline when the api fails or cannot be reached', async () => {
    await expect(fetchSiteBasics(answering(503, {}))).resolves.toEqual(OFFLINE_SITE);
    await expect(
      fetchSiteBasics(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).resolves.toEqual(OFFLINE_SITE);
  });
});
