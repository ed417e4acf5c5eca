import { startTransition, useEffect, type ReactNode } from 'react';
import type * as ReactDomClientModule from 'react-dom/client';
import { NAMESPACES, type Namespace } from 'shared-kernel';
import type { FirstViewState, RemoteModuleId } from 'shared-kernel/federation';
import type * as KernelReactModule from 'shared-kernel/react';
import { initialLanguage, languageFromPath, storedLanguage } from './app/language';
import { fetchSiteBasics, siteBasicsFrom, type SiteBasics } from './app/site';
import { discoverRemotes, registerRenderedRemotes } from './federation/discovery';
import { emptySlotLog, type RemoteSlotLog } from './federation/firstView';
import { loadRemoteModule } from './federation/loadRemoteModule';
import { pageView, startPageViewReporting } from './federation/pageViewReport';

/**
 * Runs `load` in a task of its own. Starting the page evaluates React DOM, the kernel's React part
 * (the store's and the translations' packages, the router, emotion) and the shell's own code, each
 * tens of milliseconds on a phone: in one task they held the main thread for the longest stretch
 * of the page's load. Each now comes in a task of its own, in that order, with input and
 * paint free in between; the remotes start loading before them, as soon as the page's data is read.
 * The modules are in the script already (`webpackMode: "eager"`): only their evaluation waits, not
 * a request.
 */
async function inNextTask<T>(load: () => Promise<T>): Promise<T> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return load();
}

type ReactDomClient = typeof ReactDomClientModule;
type KernelReact = typeof KernelReactModule;

const shellApp = () => inNextTask(() => import(/* webpackMode: "eager" */ './app/App'));

/**
 * Marks the document once the page is live: React has taken it over (hydrated or rendered), and
 * each remote of a server-rendered first view has hydrated or shows its fallback (`firstViewLive`).
 * Tests and monitoring wait for it instead of guessing from the network. Parts that hydrate near
 * the screen are not waited for.
 */
function Interactive({ children, firstViewLive }: { children: ReactNode; firstViewLive?: Promise<void> }) {
  useEffect(() => {
    void (firstViewLive ?? Promise.resolve()).then(() => document.documentElement.setAttribute('data-interactive', ''));
  }, [firstViewLive]);
  return children;
}

/**
 * The browser's log of the first view's slots: which failed on the server (they hydrate their
 * fallback, then retry) and a promise of every rendered module's slot having settled.
 */
function browserSlotLog(firstView: FirstViewState): { slotLog: RemoteSlotLog; firstViewLive: Promise<void> } {
  const waiting = new Set(firstView.remoteModules as RemoteModuleId[]);
  let allSettled = () => {};
  const firstViewLive = new Promise<void>((resolve) => {
    allSettled = resolve;
  });
  const settled = (id: RemoteModuleId) => {
    waiting.delete(id);
    if (waiting.size === 0) allSettled();
  };
  if (waiting.size === 0) allSettled();
  const slotLog = { ...emptySlotLog(), failed: new Set(firstView.failedRemotes as RemoteModuleId[]), settled };
  return { slotLog, firstViewLive };
}

const isNamespace = (name: string): name is Namespace => (NAMESPACES as readonly string[]).includes(name);

/**
 * Hydrates the page the api rendered with what that render used: its language and
 * dictionaries and its api answers, so the first browser render is the same markup and nothing is
 * asked again. It does not wait for the remotes: each slot is a Suspense boundary of its own, which
 * React keeps as the server wrote it until its module arrives (a press on it meanwhile does what the
 * server's HTML does), so a slow or hanging remote holds up only its own part of the page.
 */
async function hydrate(container: HTMLElement, site: SiteBasics, firstView: FirstViewState, { hydrateRoot }: ReactDomClient, kernel: KernelReact) {
  const { baseApi, createAppStore, createEmotionCache, createI18n, hydrateFromServer } = kernel;
  const { App } = await shellApp();
  const i18n = await createI18n({ language: firstView.language, namespaces: firstView.namespaces.filter(isNamespace) });
  const store = createAppStore();
  store.dispatch(hydrateFromServer({ [baseApi.reducerPath]: firstView.api }));
  const { slotLog, firstViewLive } = browserSlotLog(firstView);
  const app = <App store={store} i18n={i18n} emotionCache={createEmotionCache()} site={site} slotLog={slotLog} />;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: the page answers input sooner (total blocking time).
  startTransition(() => {
    hydrateRoot(container, <Interactive firstViewLive={firstViewLive}>{app}</Interactive>, {
      // A mismatch costs the visitor a re-render of that part of the page: say so plainly, and
      // count it against the versions of this view, which a canary is judged by.
      onRecoverableError: (error) => {
        pageView.mismatched();
        console.error('Hydration: part of the page was rendered again in the browser', error);
      },
    });
  });
  // The server cannot know a language chosen on an earlier visit: an unprefixed path follows it now.
  const chosen = languageFromPath(window.location.pathname, site.languages) ? null : storedLanguage(site.languages);
  if (chosen && chosen !== firstView.language) void i18n.changeLanguage(chosen);
}

async function render(
  container: HTMLElement,
  site: SiteBasics,
  { createRoot }: ReactDomClient,
  { createAppStore, createEmotionCache, createI18n, siteApi }: KernelReact,
) {
  const language = initialLanguage(window.location.pathname, site.languages, site.defaultLanguage);
  const store = createAppStore();
  const [{ App }, { contentApi }, i18n] = await Promise.all([
    shellApp(),
    import(/* webpackMode: "eager" */ './app/contentApi'),
    createI18n({ language }),
  ]);
  // The page waits for its configuration and its menu before its first paint: drawn without them,
  // the top bar and the menu came a moment later and pushed everything below them down (a layout
  // shift of 0.17 on a list page). A failed answer ends the wait as well.
  await Promise.all([
    store.dispatch(siteApi.endpoints.siteConfiguration.initiate(language, { subscribe: false })),
    store.dispatch(contentApi.endpoints.pages.initiate(language, { subscribe: false })),
  ]);
  document.documentElement.lang = language;
  const app = <App store={store} i18n={i18n} emotionCache={createEmotionCache()} site={site} />;
  createRoot(container).render(<Interactive>{app}</Interactive>);
}

async function start() {
  const { readShellInitialData } = await inNextTask(() => import(/* webpackMode: "eager" */ './app/initialData'));
  const initial = readShellInitialData();
  // A rendered page names the remotes it needs to hydrate: it does not wait for the api to say
  // where the others are (a round trip before hydration); their slots wait for that when they load.
  registerRenderedRemotes(initial?.ssr?.remotes ?? []);
  const discovery = discoverRemotes();
  // They load while the kernel and the shell's code start: each registers its own dictionaries as
  // it loads (its words deploy with it), and its slot hydrates as soon as it is here. A module that fails here fails
  // in its slot too, which then shows its fallback.
  for (const id of initial?.ssr?.remoteModules ?? []) void loadRemoteModule(id as RemoteModuleId).catch(() => undefined);
  const reactDom = await inNextTask(() => import(/* webpackMode: "eager" */ 'react-dom/client'));
  const kernel = await inNextTask(() => import(/* webpackMode: "eager" */ 'shared-kernel/react'));
  const [site] = await Promise.all([
    initial?.site ? Promise.resolve(siteBasicsFrom(initial.site)) : fetchSiteBasics(),
    initial?.ssr ? Promise.resolve() : discovery,
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Without a server render (SSR off, over budget, failed) the api sent the empty shell.
  if (initial?.ssr && container.hasChildNodes()) await hydrate(container, site, initial.ssr, reactDom, kernel);
  else await render(container, site, reactDom, kernel);
  startPageViewReporting();
}

void start();
