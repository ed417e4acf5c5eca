import { CacheProvider, Global, ThemeProvider, css, type EmotionCache } from '@emotion/react';
import createCache from '@emotion/cache';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { AppStore } from './store.js';
import { theme } from './theme.js';

export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'agency' });
}

const globalStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
    line-height: 1.5;
    /* A word longer than its line (a German title, an e-mail address) breaks rather than widening
       the page past a phone's screen (WCAG 1.4.10); in headings, hyphenated in the page's language. */
    overflow-wrap: break-word;
  }
  h1,
  h2,
  h3 {
    hyphens: auto;
  }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  ${theme.media.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export interface AppProvidersProps {
  store: AppStore;
  i18n: I18n;
  emotionCache: EmotionCache;
  children: ReactNode;
}

/** The providers every front end renders under, in the shell and in each standalone harness. */
export function AppProviders({ store, i18n, emotionCache, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={emotionCache}>
          <ThemeProvider theme={theme}>
            <Global styles={globalStyles} />
            {children}
          </ThemeProvider>
        </CacheProvider>
      </I18nextProvider>
    </Provider>
  );
}
