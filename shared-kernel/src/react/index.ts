export { AppProviders, createEmotionCache, type AppProvidersProps } from './AppProviders.js';
export { useAppDispatch, useAppSelector, useLanguage } from './hooks.js';
export { catalogueApi, isNotFoundError, useProjectQuery, usePropertyQuery } from './catalogueApi.js';
export { INITIAL_DATA_ELEMENT_ID, initialField, readInitialData } from './initialData.js';
export { listingOptionsApi, useListingOptionsQuery } from './listingOptions.js';
export { useVisitSlots, visitSlotsApi } from './visitSlots.js';
export { ConsentedFrame, type ConsentedFrameProps } from './ConsentedFrame.js';
export { ServerCookiesContext, useCookieString } from './requestCookies.js';
export { siteApi, useSiteConfigurationQuery } from './siteApi.js';
export { createI18n, DICTIONARY_FIRST_RETRY_MS, DICTIONARY_RETRIES, registerDictionaries, type I18nOptions } from './i18n.js';
export {
  baseApi,
  createAppStore,
  hydrateFromServer,
  rootReducer,
  type ApiAccess,
  type AppDispatch,
  type AppStore,
  type LazyLoadedSlices,
  type RootState,
  type StoreOptions,
} from './store.js';
export { theme, type AppTheme } from './theme.js';
export { mountStandalone } from './harness.js';
