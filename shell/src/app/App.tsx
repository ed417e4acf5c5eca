import type { EmotionCache } from '@emotion/react';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from 'shared-kernel/router';
import { AppProviders, type AppStore } from 'shared-kernel/react';
import { emptySlotLog, RemoteSlotLogContext, type RemoteSlotLog } from '../federation/firstView';
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
  /** A server render's location; the browser's history when absent. */
  location?: string;
  /** What the remote slots of the server render did (server), or of the page's server render (browser). */
  slotLog?: RemoteSlotLog;
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

const NO_SERVER_RENDER = emptySlotLog();

export function App({ store, i18n, emotionCache, site, location, slotLog = NO_SERVER_RENDER }: AppProps) {
  return (
    <StrictMode>
      <AppProviders store={store} i18n={i18n} emotionCache={emotionCache}>
        <SiteContext.Provider value={site}>
          <RemoteSlotLogContext.Provider value={slotLog}>
            {location === undefined ? (
              // Not in transitions: a navigation that reached a part still dehydrated (its remote on
              // its way, or not near the screen yet) would wait for it to hydrate, for ever for a
              // part the visitor never scrolls to. Out of a transition, React renders such a part
              // anew in the browser and the navigation goes at once.
              <BrowserRouter useTransitions={false}>
                <AppRoutes />
              </BrowserRouter>
            ) : (
              <StaticRouter location={location}>
                <AppRoutes />
              </StaticRouter>
            )}
          </RemoteSlotLogContext.Provider>
        </SiteContext.Provider>
      </AppProviders>
    </StrictMode>
  );
}
