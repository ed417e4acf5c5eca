import { createRoot } from 'react-dom/client';
import { createAppStore, createEmotionCache, createI18n } from 'shared-kernel/react';
import { App } from './app/App';
import { readShellInitialData } from './app/initialData';
import { initialLanguage } from './app/language';
import { fetchSiteBasics, siteBasicsFrom } from './app/site';
import { discoverRemotes } from './federation/discovery';

async function start() {
  const initial = readShellInitialData();
  const [site] = await Promise.all([
    initial?.site ? Promise.resolve(siteBasicsFrom(initial.site)) : fetchSiteBasics(),
    discoverRemotes(),
  ]);
  const language = initialLanguage(window.location.pathname, site.languages, site.defaultLanguage);
  const i18n = await createI18n({ language });
  document.documentElement.lang = language;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <App store={createAppStore()} i18n={i18n} emotionCache={createEmotionCache()} site={site} />,
  );
}

void start();
