import { useLanguage, useSiteConfigurationQuery } from 'shared-kernel/react';
import { usePagesQuery } from './contentApi';

/** The layout configuration in the page's language; undefined while it loads or when the api fails. */
export function useSiteConfiguration() {
  const lang = useLanguage();
  return useSiteConfigurationQuery(lang).data;
}

/** The configured pages in the page's language. */
export function useSitePages() {
  const lang = useLanguage();
  return usePagesQuery(lang);
}
