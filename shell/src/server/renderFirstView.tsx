import { Writable } from 'node:stream';
import createEmotionServer from '@emotion/server/create-instance';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { ServerRenderRequest, ServerRenderResult } from 'shared-kernel/federation';
import { baseApi, createAppStore, createEmotionCache, createI18n, ServerCookiesContext } from 'shared-kernel/react';
import { App } from '../app/App';
import { siteBasicsFrom } from '../app/site';
import { announceRemotes } from '../federation/discovery';
import { emptySlotLog } from '../federation/firstView';

/**
 * Renders until the page stops asking: each pass starts the queries of what it reached (RTK Query
 * starts them while rendering on Node), the next renders their answers. Home needs four passes
 * (site and pages → remote data → a last one that changes nothing); more would mean a loop.
 */
const MAX_PASSES = 5;

/** A render still running after this long is abandoned (the api has long answered without it). */
const ABANDON_AFTER_MS = 10_000;

let remotesKey = '';

/** Registers the remotes' server containers once per process, and again only if their addresses change. */
function connectRemotes({ remotes }: ServerRenderRequest): void {
  const key = JSON.stringify(remotes);
  if (key === remotesKey) return;
  registerRemotes(remotes, { force: remotesKey !== '' });
  remotesKey = key;
  announceRemotes(remotes);
}

function renderToHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every part inline, in place: a large part sent apart needs a script to be put in place,
      // and the page must read complete without JavaScript.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // A component that throws renders its Suspense fallback and is rendered again in the browser.
      onError: (error) => console.warn('Server render: a part of the page will render in the browser', error),
    });
    setTimeout(() => stream.abort(new Error(`server render abandoned after ${ABANDON_AFTER_MS} ms`)), ABANDON_AFTER_MS).unref();
  });
}

export async function renderFirstView(request: ServerRenderRequest): Promise<ServerRenderResult> {
  connectRemotes(request);
  const { language } = request;
  const i18n = await createI18n({ language });
  const store = createAppStore({ apiAccess: { baseUrl: `${request.apiOrigin}/api`, fetch: request.fetch } });
  const emotionCache = createEmotionCache();
  const emotionServer = createEmotionServer(emotionCache);
  const slotLog = emptySlotLog();
  const app = (
    <ServerCookiesContext.Provider value={request.cookies}>
      <App store={store} i18n={i18n} emotionCache={emotionCache} site={siteBasicsFrom(request.site)} location={request.url} slotLog={slotLog} />
    </ServerCookiesContext.Provider>
  );

  const answers = () => store.getState()[baseApi.reducerPath].queries;
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const before = answers();
    slotLog.rendered.clear();
    html = await renderToHtml(app);
    await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
    // Queries may have started and even finished while the pass rendered: any change in the
    // answers since the pass began means the markup may be out of date.
    if (answers() === before) break;
  }

  return {
    html,
    styles: emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html)),
    firstView: {
      language,
      namespaces: Object.keys(i18n.store.data[language] ?? {}),
      api: store.getState()[baseApi.reducerPath],
      remoteModules: [...slotLog.rendered].filter((id) => !slotLog.failed.has(id)),
      failedRemotes: [...slotLog.failed],
    },
  };
}
