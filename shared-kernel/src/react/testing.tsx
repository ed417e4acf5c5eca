import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'shared-kernel/router';
import type { Language } from '../domain/language.js';
import type { Namespace } from '../i18n/namespaces.js';
import { AppProviders, createEmotionCache } from './AppProviders.js';
import { createI18n } from './i18n.js';
import { createAppStore, type AppStore } from './store.js';

export interface RenderOptions {
  language?: Language;
  namespaces?: Namespace[];
  route?: string;
  store?: AppStore;
}

/** Renders a component under the same providers as the site, with its dictionaries loaded. */
export async function renderWithProviders(
  ui: ReactElement,
  { language = 'fr', namespaces = ['common'], route = '/', store = createAppStore() }: RenderOptions = {},
): Promise<RenderResult & { store: AppStore }> {
  const i18n = await createI18n({ language, namespaces: ['common', ...namespaces] });
  const result = render(
    <AppProviders store={store} i18n={i18n} emotionCache={createEmotionCache()}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...result, store };
}

export { fakeIntersectionObserver, type FakeViewport } from './fakeIntersectionObserver.js';
