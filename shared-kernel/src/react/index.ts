export { AppProviders, createEmotionCache, type AppProvidersProps } from './AppProviders.js';
export { useAppDispatch, useAppSelector, useLanguage } from './hooks.js';
/*
 * The apps' one door to react-i18next, to keep a page's scripts small: it comes with this singleton, so the page keeps
 * one i18n context, and only what the apps use ships (react-i18next shared on its own goes whole,
 * its Trans parser and HOCs included). Import it from here, never from 'react-i18next' (lint).
 */
export { useTranslation } from 'react-i18next';
export { apiErrorKeys, apiErrorMessage, type ApiErrorKeys } from './apiErrorMessage.js';
export { catalogueApi, isNotFoundError, useProjectQuery, usePropertyQuery } from './catalogueApi.js';
export { listingOptionsApi, useListingOptionsQuery } from './listingOptions.js';
export { useVisitSlots, visitSlotsApi } from './visitSlots.js';
export { HydrateWhenNear, type HydrationMoment } from './HydrateWhenNear.js';
export { tellTypedValues } from './typedBeforeHydration.js';
export { ConsentedFrame, type ConsentedFrameProps } from './ConsentedFrame.js';
export { ServerCookiesContext, useCookieString } from './requestCookies.js';
export { FormsFirstViewContext, useFormsFirstView } from './formsFirstView.js';
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
export type { Loader, LoaderArgs, LoaderProps, RouteModule } from './routeModule.js';
export { mountStandalone } from './harness.js';
