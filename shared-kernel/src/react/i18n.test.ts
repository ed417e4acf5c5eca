import { createI18n, registerDictionaries } from './i18n.js';

describe("the page's i18next instance and the remotes' own dictionaries", () => {
  it('loads a namespace from the remote that registered it', async () => {
    registerDictionaries('listings', async (language) => ({ default: { title: `listings in ${language}` } }));
    const i18n = await createI18n({ language: 'nl', namespaces: ['common', 'listings'] });
    expect(i18n.t('title', { ns: 'listings' })).toBe('listings in nl');
    expect(i18n.t('skipToContent')).toBe('Naar de hoofdinhoud');
  });

  it("leaves out a namespace whose remote has not loaded, and loads it once the remote registers it", async () => {
    const i18n = await createI18n({ language: 'fr', namespaces: ['consent'] });
    expect(i18n.hasLoadedNamespace('consent')).toBe(false);
    registerDictionaries('consent', async () => ({ default: { accept: 'Accepter' } }));
    await i18n.loadNamespaces('consent');
    expect(i18n.t('accept', { ns: 'consent' })).toBe('Accepter');
  });

  it('takes the words of the latest build that registered', async () => {
    registerDictionaries('search', async () => ({ default: { label: 'old' } }));
    registerDictionaries('search', async () => ({ default: { label: 'new' } }));
    const i18n = await createI18n({ language: 'fr', namespaces: ['search'] });
    expect(i18n.t('label', { ns: 'search' })).toBe('new');
  });
});
