import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared-kernel/router';
import type { Language } from '../domain/language.js';
import type { Namespace } from '../i18n/namespaces.js';
import { AppProviders, createEmotionCache } from './AppProviders.js';
import { createI18n } from './i18n.js';
import { createAppStore } from './store.js';

/**
 * The markup a component gives when rendered on the server, under the site's providers: for
 * tests (in jest's node environment) that a front end's entry points read no browser global while
 * loading or rendering, as server rendering needs.
 */
export async function renderOnServer(
  ui: ReactElement,
  { language = 'fr', namespaces = ['common'], route = '/' }: { language?: Language; namespaces?: Namespace[]; route?: string } = {},
): Promise<string> {
  const i18n = await createI18n({ language, namespaces: ['common', ...namespaces] });
  return renderToString(
    <AppProviders store={createAppStore()} i18n={i18n} emotionCache={createEmotionCache()}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
