import { createContext, useContext } from 'react';
import { initialField } from '../federation/initialData.js';
import { isFormsFirstView, type FormsFirstView } from '../forms/postedForm.js';

/** The server render's forms state (a form posted without scripts and refused), null in the browser. */
export const FormsFirstViewContext = createContext<FormsFirstView | null>(null);

/**
 * What the page's forms start from: the server render's on the server, the same read back from the
 * page's first data in the browser, so hydration renders what the server did; null without either.
 */
export function useFormsFirstView(): FormsFirstView | null {
  return useContext(FormsFirstViewContext) ?? initialField('forms', isFormsFirstView);
}
