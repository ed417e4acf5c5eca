import type { EmotionCache } from '@emotion/react';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppProviders, type AppStore } from 'shared-kernel/react';
import { Layout } from '../layout/Layout';
import { RoutedPage } from '../pages/RoutedPage';
import { LanguageSync } from './LanguageSync';
import { SiteContext } from './SiteContext';
import type { SiteBasics } from './site';

export interface AppProps {
  store: AppStore;
  i18n: I18n;
  emotionCache: EmotionCache;
  site: SiteBasics;
}

/**
 * The site under any router: the browser's history here, a server render's own location there.
 * Translated paths are not patterns a router can list: every path goes to RoutedPage, which resolves it.
 */
export function AppRoutes() {
  return (
    <>
      <LanguageSync />
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<RoutedPage />} />
        </Route>
      </Routes>
    </>
  );
}

export function App({ store, i18n, emotionCache, site }: AppProps) {
  return (
    <StrictMode>
      <AppProviders store={store} i18n={i18n} emotionCache={emotionCache}>
        <SiteContext.Provider value={site}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SiteContext.Provider>
      </AppProviders>
    </StrictMode>
  );
}
