import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'shared-kernel/router';
import { isLanguage } from '../domain/language.js';
import type { Namespace } from '../i18n/namespaces.js';
import { AppProviders, createEmotionCache } from './AppProviders.js';
import { createI18n } from './i18n.js';
import { createAppStore } from './store.js';

/**
 * Mounts a remote's exposed components on their own (`npm run dev -w mf-forms`), with the same
 * store, i18n, theme and router as inside the shell, so testers see what visitors will see.
 * `?lang=nl` picks the language.
 */
export async function mountStandalone(title: string, namespace: Namespace, children: ReactNode): Promise<void> {
  const requested = new URLSearchParams(window.location.search).get('lang');
  const language = requested && isLanguage(requested) ? requested : 'fr';
  const i18n = await createI18n({ language, namespaces: ['common', namespace] });
  document.documentElement.lang = language;
  const container = document.getElementById('root');
  if (!container) throw new Error('The harness page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={createAppStore()} i18n={i18n} emotionCache={createEmotionCache()}>
        <BrowserRouter>
          <main style={{ maxWidth: 1200, margin: '0 auto', padding: '1rem' }}>
            <h1>{title}</h1>
            <Suspense fallback={null}>{children}</Suspense>
          </main>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
