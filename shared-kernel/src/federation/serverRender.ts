import type { Language } from '../domain/language.js';
import type { FormsFirstView } from '../forms/postedForm.js';
import type { SiteConfigResponse } from '../domain/site.js';
import type { RemoteLocation } from './remotes.js';

/**
 * What the api asks of the shell's server bundle to render a page's first view. The
 * shell renders; the api decides the status, the head, the budget and the cache.
 */
export interface ServerRenderRequest {
  /** The page's path and query, as visited. */
  url: string;
  /** The route's language, or the site default for an unprefixed path. */
  language: Language;
  site: SiteConfigResponse;
  /**
   * The visitor's cookies that the first view depends on (the consent choice, which decides
   * whether the consent dialog is open), as a `Cookie` header; the api caches one page per value.
   */
  cookies: string;
  /** The api's own origin, under which the render asks `/api/...` for its data. */
  apiOrigin: string;
  /** Answers the render's requests to the api (the api answers them in-process). */
  fetch: typeof fetch;
  /**
   * Each remote's server container (`…/server/remoteEntry.js`), as an absolute URL: the federation
   * runtime fetches it and its chunks over HTTP, like a browser, so a remote deploys on its own.
   */
  remotes: RemoteLocation[];
  /** The forms' token, and a form posted without scripts that the page shows again with its errors. */
  forms?: FormsFirstView;
}

/** What the browser needs to hydrate a server-rendered page without rendering anything anew. */
export interface FirstViewState {
  language: Language;
  /** The dictionaries the page used, loaded before hydrating so no text suspends. */
  namespaces: string[];
  /** The RTK Query state of the render: every answer the page showed. */
  api: unknown;
  /**
   * Remote modules in the page: the browser starts loading them before it hydrates, and each of
   * their parts hydrates once its module is here.
   */
  remoteModules: string[];
  /**
   * Remote modules only in parts below the fold (the footer's newsletter form): the page shows
   * them as rendered and the browser loads and hydrates them when they come near the screen.
   */
  deferredModules?: string[];
  /** Remote modules that could not load on the server: the page shows their fallback. */
  failedRemotes: string[];
  /**
   * The manifests of the remotes the page was rendered with, added by the api: the browser loads
   * these same versions to hydrate, even when another version went live meanwhile.
   */
  remotes?: RemoteLocation[];
}

export interface ServerRenderResult {
  /** The markup of `#root`. */
  html: string;
  /** Emotion's style elements for the head. */
  styles: string;
  firstView: FirstViewState;
  /**
   * The queries the render started that its route descriptor did not prefetch (a descriptor bug;
   * the page then took a second render). Absent from shells built before route descriptors named their data.
   */
  unprefetched?: string[];
}

/**
 * The deploy gate's question: do these remote modules load and render on the server,
 * with the contract's props, against the shared singletons this shell provides?
 */
export interface ExposeRenderRequest {
  /** The remotes' server containers (absolute URLs); only these are registered. */
  remotes: RemoteLocation[];
  ids: string[];
  language: Language;
  /**
   * The api's answers the modules' queries get (a recording of the real api on the demo agency),
   * so a component behind a query renders with its data; any other request answers 503.
   * Without them every request answers 503: a module shows only its loading or error state.
   */
  answers?: RecordedApiAnswer[];
}

/** One GET of the api and its answer, as recorded (build-config's mock recording). */
export interface RecordedApiAnswer {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  answer: unknown;
}

/** Per module: null when it rendered, else what went wrong, in words. */
export type ExposeRenderResult = Record<string, string | null>;

/** What the shell's server bundle exports (shell/src/server-entry.ts). */
export interface ShellServerModule {
  renderFirstView(request: ServerRenderRequest): Promise<ServerRenderResult>;
  /** Absent from shells built before the deploy gate asked it: the gate then says it could not check. */
  renderExposes?(request: ExposeRenderRequest): Promise<ExposeRenderResult>;
}

/** A remote's server container beside its browser one: `…/mf-manifest.json` → `…/server/remoteEntry.js`. */
export function serverContainerOf(manifestUrl: string): string {
  return manifestUrl.replace(/[^/]*$/, 'server/remoteEntry.js');
}
