import createEmotionServer from '@emotion/server/create-instance';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { i18n as I18n } from 'i18next';
import { REMOTES, remoteNameOf, type RemoteLocation, type RemoteModuleId, type RemoteName, type ServerRenderRequest, type ServerRenderResult } from 'shared-kernel/federation';
import {
  baseApi,
  createAppStore,
  createEmotionCache,
  createI18n,
  FormsFirstViewContext,
  ServerCookiesContext,
  type AppStore,
  type Loader,
} from 'shared-kernel/react';
import type { Language } from 'shared-kernel';
import { resolvePath, routeOf } from 'shared-kernel/routing';
import { App } from '../app/App';
import { contentApi } from '../app/contentApi';
import { siteBasicsFrom } from '../app/site';
import { announceRemotes, replaceRemotes } from '../federation/discovery';
import { emptySlotLog, type RemoteSlotLog } from '../federation/firstView';
import {
  failedRecentlyOnServer,
  forgetRemotes,
  loadedRemoteModule,
  loadRemoteModule,
  noteServerFailure,
  SERVER_RETRY_POLICY,
} from '../federation/loadRemoteModule';
import { loadLayout, loadShellData, partsOfPage, type PartCall } from '../pages/pageLoader';
import { queryKeys } from './queryKeys';
import { renderToHtml } from './renderToHtml';

/**
 * The remote containers this thread renders with. The api renders in a pool of threads that each
 * render one page at a time, so a new list (a deploy of a remote, a canary's visitor) is switched
 * to between two renders, never under one.
 */
let registered: Map<RemoteName, string> | null = null;

function switchRemotes(remotes: RemoteLocation[]): void {
  const changed = remotes.filter(({ name, entry }) => registered?.get(name) !== entry);
  if (registered && changed.length === 0) return;
  // The first list registers; a later one replaces the versions it changes.
  if (registered) replaceRemotes(changed);
  else registerRemotes(changed);
  forgetRemotes(changed.map(({ name }) => name));
  announceRemotes(remotes);
  registered = new Map(remotes.map(({ name, entry }) => [name, entry]));
}

export async function renderFirstView(request: ServerRenderRequest): Promise<ServerRenderResult> {
  switchRemotes(request.remotes);
  return renderWith(request);
}

/**
 * Loads the parts a route shows, as their slots would: their endpoints exist before the data is
 * asked, and a part that cannot load is marked failed, so its slot renders the fallback at once.
 */
async function loadParts(ids: readonly RemoteModuleId[], slotLog: RemoteSlotLog): Promise<void> {
  await Promise.all(
    ids.map(async (id) => {
      if (loadedRemoteModule(id)) return;
      if (failedRecentlyOnServer(id)) {
        slotLog.failed.add(id);
        return;
      }
      try {
        await loadRemoteModule(id, SERVER_RETRY_POLICY);
      } catch {
        noteServerFailure(id);
        slotLog.failed.add(id);
      }
    }),
  );
}

/** A part's loader, when the part has loaded and has one: a part that could not load shows its fallback, which needs no data. */
function runLoader({ id, props }: PartCall, store: AppStore, lang: Language, search: string): Promise<unknown> {
  const loader = loadedRemoteModule(id)?.loader as Loader<unknown> | undefined;
  return loader ? loader({ props, lang, search, dispatch: store.dispatch }) : Promise.resolve();
}

/**
 * The route's data, in two steps: what every page's frame asks (the site, the configured pages)
 * beside loading the route's parts, then, the configured page known, the shell's own data and the
 * loaders of the parts the page renders, which each part's remote owns.
 */
async function prefetchRoute(store: AppStore, request: ServerRenderRequest, slotLog: RemoteSlotLog): Promise<I18n> {
  const { language: lang } = request;
  const url = new URL(request.url, 'http://render.invalid');
  const resolved = resolvePath(url.pathname);
  const entry = routeOf(resolved);
  await Promise.all([loadLayout(lang, store.dispatch), loadParts(entry.parts, slotLog)]);
  const pages = contentApi.endpoints.pages.select(lang)(store.getState()).data?.pages ?? [];
  const address = { entry, params: resolved?.params ?? {}, pathname: url.pathname, search: url.search, lang, pages };
  const parts = partsOfPage(address);
  // A configured page may show a part its descriptor does not list (a list module on a text page).
  await loadParts(parts.map(({ id }) => id), slotLog);
  // The words of the parts once they have loaded: a part registers its words as it loads, and a
  // part just deployed brings new ones, which the render must read, not the version's before.
  const shown = new Set([...entry.parts, ...parts.map(({ id }) => id)].map(remoteNameOf));
  const namespaces = REMOTES.filter(({ name }) => shown.has(name)).map(({ namespace }) => namespace);
  const i18n = createI18n({ language: lang, namespaces: ['common', ...namespaces] });
  await Promise.all([loadShellData(address, store.dispatch), ...parts.map((part) => runLoader(part, store, lang, url.search))]);
  return i18n;
}

async function renderWith(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const { language } = request;
  const store = createAppStore({ apiAccess: { baseUrl: `${request.apiOrigin}/api`, fetch: request.fetch } });
  const emotionCache = createEmotionCache();
  const emotionServer = createEmotionServer(emotionCache);
  const slotLog = emptySlotLog();
  const i18n = await prefetchRoute(store, request, slotLog);
  const app = (
    <ServerCookiesContext.Provider value={request.cookies}>
      <FormsFirstViewContext.Provider value={request.forms ?? null}>
        <App store={store} i18n={i18n} emotionCache={emotionCache} site={siteBasicsFrom(request.site)} location={request.url} slotLog={slotLog} />
      </FormsFirstViewContext.Provider>
    </ServerCookiesContext.Provider>
  );
  // A part that throws is recorded by the render itself: React names the slot it threw in, and
  // the part is one that fell back, as one that could not load. Only this render: another page may
  // use the remote's other modules.
  const threw = new Set<RemoteModuleId>();
  const render = () => {
    slotLog.rendered.clear();
    slotLog.deferred.clear();
    return renderToHtml(app, (error, slot) => {
      console.warn('Server render: a part of the page will render in the browser', error);
      if (slot && !slotLog.failed.has(slot)) threw.add(slot);
    });
  };

  const prefetched = new Set(queryKeys(store));
  let html = await render();
  // A query the render started is data no loader asked: a bug of the part's loader or the
  // shell's (the render test of every route kind fails on it), said here so it is found.
  const unprefetched = queryKeys(store).filter((key) => !prefetched.has(key));
  if (unprefetched.length > 0) console.warn(`Server render of ${request.url}: not prefetched by the loaders of its parts`, unprefetched);
  // The page is not complete, so the api neither keeps it nor sends it as such.
  for (const id of threw) slotLog.failed.add(id);
  // Either way the markup is not the page: once more, with the answers asked for and the
  // fallback of each part that threw instead of its loading placeholder.
  if (threw.size > 0 || unprefetched.length > 0) {
    await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
    html = await render();
  }

  return {
    html,
    styles: emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html)),
    unprefetched,
    firstView: {
      language,
      namespaces: Object.keys(i18n.store.data[language] ?? {}),
      api: store.getState()[baseApi.reducerPath],
      remoteModules: [...slotLog.rendered].filter((id) => !slotLog.failed.has(id)),
      deferredModules: [...slotLog.deferred].filter((id) => !slotLog.rendered.has(id) && !slotLog.failed.has(id)),
      failedRemotes: [...slotLog.failed],
    },
  };
}
