import { combineSlices, configureStore, createAction, createDynamicMiddleware } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';

/**
 * How a store reaches the api. In the browser: `/api` on the page's origin and the global fetch.
 * In a server render: the api's own origin and a fetch that may answer without the network.
 */
export interface ApiAccess {
  /** Prefix of every api URL: `/api` in the browser, `http://host/api` on the server. */
  baseUrl: string;
  fetch: typeof fetch;
}

const BROWSER_ACCESS: ApiAccess = {
  baseUrl: '/api',
  // Looked up per request, not at module load, so the module loads anywhere (tests, server).
  fetch: (...args) => fetch(...args),
};

type SiteBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

// One fetchBaseQuery per way to the api: the browser's for the page, a server render's for the render.
const baseQueries = new WeakMap<ApiAccess, SiteBaseQuery>();

const baseQuery: SiteBaseQuery = (args, api, extraOptions) => {
  const access = (api.extra as { apiAccess?: ApiAccess } | undefined)?.apiAccess ?? BROWSER_ACCESS;
  let query = baseQueries.get(access);
  if (!query) {
    query = fetchBaseQuery({ baseUrl: access.baseUrl, fetchFn: access.fetch });
    baseQueries.set(access, query);
  }
  return query(args, api, extraOptions);
};

/**
 * The api's answers that a server render fetched, handed to the browser's store before it
 * hydrates: the first view then renders from them without asking again.
 */
export const hydrateFromServer = createAction<unknown>('api/hydrateFromServer');

/**
 * On Node, queries start while rendering (React runs no effects there), so a server render can wait
 * for them and render again with their data (renderFirstView in shell). In the browser they start
 * in effects as usual.
 */
const createSiteApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: !('window' in globalThis) }));

/**
 * The one RTK Query api of the site: remotes add their endpoints with `baseApi.injectEndpoints`,
 * so every front end shares one cache and one store.
 */
export const baseApi = createSiteApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Site', 'Page', 'Property', 'Project', 'Article', 'Owner'],
  endpoints: () => ({}),
  extractRehydrationInfo(action, { reducerPath }) {
    if (!hydrateFromServer.match(action)) return undefined;
    const state = action.payload as Record<string, unknown> | null;
    return state?.[reducerPath] as never;
  },
});

/** Remotes declare their lazy slices by augmenting this interface and calling `rootReducer.inject`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(baseApi).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** A server render's way to the api; the browser's when absent. */
  apiAccess?: ApiAccess;
}

/** One store per page and per server render: the shell's, each harness's and the server's are built alike. */
export function createAppStore({ preloadedState, apiAccess }: StoreOptions = {}) {
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { apiAccess } } }).concat(baseApi.middleware, dynamicMiddleware.middleware),
  });
  return Object.assign(store, { addMiddleware: dynamicMiddleware.addMiddleware });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
