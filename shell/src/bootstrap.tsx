import { startTransition, useEffect, type ReactNode } from 'react';
import type * as ReactDomClientModule from 'react-dom/client';
import { NAMESPACES, type Namespace } from 'shared-kernel';
import type { FirstViewState, RemoteModuleId } from 'shared-kernel/federation';
import type * as KernelReactModule from 'shared-kernel/react';
import { initialLanguage, languageFromPath, storedLanguage } from './app/language';
import { fetchSiteBasics, siteBasicsFrom, type SiteBasics } from './app/site';
import { discoverRemotes, registerRenderedRemotes } from './federation/discovery';
import { HOLD_CLICKS_MS, takeEarlyPresses } from './federation/earlyPresses';
import { loadRemoteModule } from './federation/loadRemoteModule';
import { controlAt, holdClicks, LIVE_SLOT_ATTRIBUTE, releasePress } from './federation/visitorInput';

/**
 * Runs `load` in a task of its own. Starting the page evaluates React DOM, the kernel's React part
 * (the store's and the translations' packages, the router, emotion) and the shell's own code, each
 * tens of milliseconds on a phone: in one task they held the main thread for the longest stretch
 * of the page's load (issue 16). Each now comes in a task of its own, in that order, with input and
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
 * Marks the document once React has taken the page over (hydrated or rendered): tests and
 * monitoring wait for it instead of guessing from the network. With a hydration in a transition,
 * the remotes' parts may finish hydrating a moment after this mark.
 */
function Interactive({ children, onLive }: { children: ReactNode; onLive?: () => void }) {
  useEffect(() => {
    document.documentElement.setAttribute('data-interactive', '');
    onLive?.();
  }, [onLive]);
  return children;
}

/**
 * Resolves once the remote slot holding `control` is live, at once for the shell's own controls
 * and for a deferred slot's, which holds its presses itself until its remote loads.
 */
function whenLive(control: HTMLElement, until: number): Promise<void> {
  const slot = control.closest(`[data-remote]:not([data-slot])`);
  if (!slot || slot.hasAttribute(LIVE_SLOT_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(giveUp);
      resolve();
    };
    const observer = new MutationObserver(() => slot.hasAttribute(LIVE_SLOT_ATTRIBUTE) && done());
    observer.observe(slot, { attributes: true, attributeFilter: [LIVE_SLOT_ATTRIBUTE] });
    const giveUp = setTimeout(done, Math.max(0, until - Date.now()));
  });
}

/**
 * Holds the presses on the buttons of the server's markup until React has taken the page over,
 * then presses them again, each once its part is live: the first thing a visitor on a slow phone
 * does, "Tout accepter" in the consent dialog, would otherwise do nothing while the scripts load.
 * It takes over the presses the first script held before the entry started. Links go as they are,
 * unless a press is held: then they wait their turn (`holdClicks`). Returns what to call once the
 * page is live.
 */
function holdPressesUntilLive(container: HTMLElement): () => void {
  const until = Date.now() + HOLD_CLICKS_MS;
  const early = takeEarlyPresses();
  const held = holdClicks(container);
  const giveUp = setTimeout(held.giveUp, HOLD_CLICKS_MS);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    clearTimeout(giveUp);
    held.stop();
    const controls = [...early, ...held.clicks].map((index) => controlAt(container, index));
    void (async () => {
      for (const control of controls) {
        if (!control) continue;
        await whenLive(control, until);
        releasePress(control);
        if (Date.now() < until) control.click();
      }
    })();
  };
}

const isNamespace = (name: string): name is Namespace => (NAMESPACES as readonly string[]).includes(name);

/**
 * Hydrates the page the api rendered (issue 10) with what that render used: its language and
 * dictionaries, its api answers and its remote modules, so the first browser render is the same
 * markup and nothing is asked again or re-rendered.
 */
async function hydrate(
  container: HTMLElement,
  site: SiteBasics,
  firstView: FirstViewState,
  remotesLoaded: Promise<unknown>,
  { hydrateRoot }: ReactDomClient,
  kernel: KernelReact,
) {
  const { baseApi, createAppStore, createEmotionCache, createI18n, hydrateFromServer } = kernel;
  const goneLive = holdPressesUntilLive(container);
  const { App } = await shellApp();
  await remotesLoaded;
  const i18n = await createI18n({ language: firstView.language, namespaces: firstView.namespaces.filter(isNamespace) });
  const store = createAppStore();
  store.dispatch(hydrateFromServer({ [baseApi.reducerPath]: firstView.api }));
  const slotLog = {
    rendered: new Set<RemoteModuleId>(),
    deferred: new Set((firstView.deferredModules ?? []) as RemoteModuleId[]),
    failed: new Set(firstView.failedRemotes as RemoteModuleId[]),
  };
  const app = <App store={store} i18n={i18n} emotionCache={createEmotionCache()} site={site} slotLog={slotLog} />;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: the page answers input sooner (total blocking time).
  startTransition(() => {
    hydrateRoot(container, <Interactive onLive={goneLive}>{app}</Interactive>, {
      // A mismatch costs the visitor a re-render of that part of the page: say so plainly.
      onRecoverableError: (error) => console.error('Hydration: part of the page was rendered again in the browser', error),
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
  // Markup not hydrated is rendered anew: presses held on it have nothing to go to.
  takeEarlyPresses();
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
  // where the others are (issue 16); their slots wait for that when they load.
  registerRenderedRemotes(initial?.ssr?.remotes ?? []);
  const discovery = discoverRemotes();
  // They load while the kernel and the shell's code start, and before hydration: each registers its
  // own dictionaries as it loads (issue 15). A module that fails here fails in its slot too, which
  // then shows its fallback after hydrating.
  const remotesLoaded = Promise.allSettled((initial?.ssr?.remoteModules ?? []).map((id) => loadRemoteModule(id as RemoteModuleId)));
  const reactDom = await inNextTask(() => import(/* webpackMode: "eager" */ 'react-dom/client'));
  const kernel = await inNextTask(() => import(/* webpackMode: "eager" */ 'shared-kernel/react'));
  const [site] = await Promise.all([
    initial?.site ? Promise.resolve(siteBasicsFrom(initial.site)) : fetchSiteBasics(),
    initial?.ssr ? Promise.resolve() : discovery,
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Without a server render (SSR off, over budget, failed) the api sent the empty shell.
  if (initial?.ssr && container.hasChildNodes()) await hydrate(container, site, initial.ssr, remotesLoaded, reactDom, kernel);
  else await render(container, site, reactDom, kernel);
}

void start();
