import type { ComponentType } from 'react';
import type { Language } from '../domain/language.js';
import type { AppDispatch } from './store.js';

/** A component handed down as a prop, a function or a class. */
type ComponentProp = ((props: never) => unknown) | (abstract new (props: never) => unknown);

/** A part's props as its loader reads them: its data, not the components the shell hands it. */
export type LoaderProps<P> = { [K in keyof P as P[K] extends ComponentProp | undefined ? never : K]: P[K] };

/** What a part's loader is told: the props its slot renders with and the visited address's language and query. */
export interface LoaderArgs<P> {
  props: LoaderProps<P>;
  lang: Language;
  /** The page's query string, with or without its `?` (a list's filters, a shared list of favourites). */
  search: string;
  /** The page's store: the loader dispatches its own remote's endpoints, so the render finds their answers cached. */
  dispatch: AppDispatch;
}

/** A part's loader: it resolves once the answers its component renders from are in the store. */
export type Loader<P> = (args: LoaderArgs<P>) => Promise<unknown>;

/**
 * A page-level expose in React Router 7's shape: beside its component, the answers it renders
 * from. A server render awaits the loaders of a page's parts, then renders once; what a part asks
 * deploys with the remote that owns it, so neither the kernel nor the shell names its endpoints.
 */
export interface RouteModule<P> {
  default: ComponentType<P>;
  loader?: Loader<P>;
}
