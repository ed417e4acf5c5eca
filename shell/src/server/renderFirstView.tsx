import createEmotionServer from '@emotion/server/create-instance';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteLocation, RemoteName, ServerRenderRequest, ServerRenderResult } from 'shared-kernel/federation';
import { baseApi, createAppStore, createEmotionCache, createI18n, FormsFirstViewContext, ServerCookiesContext } from 'shared-kernel/react';
import { App } from '../app/App';
import { siteBasicsFrom } from '../app/site';
import { announceRemotes } from '../federation/discovery';
import { emptySlotLog, partsThatThrew } from '../federation/firstView';
import { forgetRemotes } from '../federation/loadRemoteModule';
import { renderToHtml } from './renderToHtml';

/**
 * Renders until the page stops asking: each pass starts the queries of what it reached (RTK Query
 * starts them while rendering on Node), the next renders their answers. Home needs four passes
 * (site and pages → remote data → a last one that changes nothing); more would mean a loop.
 */
const MAX_PASSES = 5;

/**
 * The remote containers registered now, and the renders using them. A deploy changes the list the
 * api sends (issue 15): the new list is registered only once the renders of the old one have
 * ended, so no render ever mixes two builds of a remote, and renders of the new list wait for it.
 */
const generation = { key: '', entries: new Map<RemoteName, string>(), renders: 0, drained: new Set<() => void>() };
let switching: Promise<void> | null = null;

function untilDrained(): Promise<void> {
  if (generation.renders === 0) return Promise.resolve();
  return new Promise((resolve) => generation.drained.add(resolve));
}

async function switchTo(remotes: RemoteLocation[], key: string): Promise<void> {
  await untilDrained();
  const changed = remotes.filter(({ name, entry }) => generation.entries.get(name) !== entry);
  // force: the runtime drops a replaced remote's container and modules before registering anew.
  registerRemotes(changed, { force: generation.key !== '' });
  forgetRemotes(changed.map(({ name }) => name));
  announceRemotes(remotes);
  generation.entries = new Map(remotes.map(({ name, entry }) => [name, entry]));
  generation.key = key;
}

/** Joins the renders of this list of remotes, registering it first if it is new; answers the leave. */
async function enterGeneration({ remotes }: ServerRenderRequest): Promise<() => void> {
  const key = JSON.stringify(remotes);
  while (generation.key !== key) {
    switching ??= switchTo(remotes, key).finally(() => {
      switching = null;
    });
    await switching;
  }
  generation.renders += 1;
  return () => {
    generation.renders -= 1;
    if (generation.renders > 0) return;
    for (const resolve of generation.drained) resolve();
    generation.drained.clear();
  };
}

export async function renderFirstView(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const leave = await enterGeneration(request);
  try {
    return await renderWith(request);
  } finally {
    leave();
  }
}

async function renderWith(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const { language } = request;
  const i18n = await createI18n({ language });
  const store = createAppStore({ apiAccess: { baseUrl: `${request.apiOrigin}/api`, fetch: request.fetch } });
  const emotionCache = createEmotionCache();
  const emotionServer = createEmotionServer(emotionCache);
  const slotLog = emptySlotLog();
  const app = (
    <ServerCookiesContext.Provider value={request.cookies}>
      <FormsFirstViewContext.Provider value={request.forms ?? null}>
        <App store={store} i18n={i18n} emotionCache={emotionCache} site={siteBasicsFrom(request.site)} location={request.url} slotLog={slotLog} />
      </FormsFirstViewContext.Provider>
    </ServerCookiesContext.Provider>
  );

  const answers = () => store.getState()[baseApi.reducerPath].queries;
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const before = answers();
    slotLog.rendered.clear();
    slotLog.deferred.clear();
    html = await renderToHtml(app, (error) => console.warn('Server render: a part of the page will render in the browser', error));
    await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
    // A part that threw is a part that fell back, as one that could not load (issue 37): the page
    // is not complete, so the api neither keeps it nor sends it as such, and the next pass shows
    // its fallback instead of a loading placeholder. Only this render: another page may use the
    // remote's other modules.
    const threw = partsThatThrew(html).filter((id) => !slotLog.failed.has(id));
    for (const id of threw) slotLog.failed.add(id);
    // Queries may have started and even finished while the pass rendered: any change in the
    // answers since the pass began means the markup may be out of date.
    if (answers() === before && threw.length === 0) break;
  }

  return {
    html,
    styles: emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html)),
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
