import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query api of the site: remotes add their endpoints with `baseApi.injectEndpoints`,
 * so every front end shares one cache and one store.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  // fetch is looked up per request, not at module load, so the module loads anywhere (tests, server).
  baseQuery: fetchBaseQuery({ baseUrl: '/api', fetchFn: (...args) => fetch(...args) }),
  tagTypes: ['Site', 'Page', 'Property', 'Project', 'Article', 'Owner'],
  endpoints: () => ({}),
});

/** Remotes declare their lazy slices by augmenting this interface and calling `rootReducer.inject`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(baseApi).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** One store per page (and later per server render): the shell's and each harness's are built alike. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware, dynamicMiddleware.middleware),
  });
  return Object.assign(store, { addMiddleware: dynamicMiddleware.addMiddleware });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
