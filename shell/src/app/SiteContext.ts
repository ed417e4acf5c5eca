import { createContext, useContext } from 'react';
import type { SiteBasics } from './site';

export const SiteContext = createContext<SiteBasics | null>(null);

export function useSite(): SiteBasics {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used under <SiteContext.Provider>');
  return site;
}
