import type { SiteInfo } from 'shared-kernel';
import { useLanguage, useSiteConfigurationQuery } from 'shared-kernel/react';

/**
 * The tracking identifiers and the consent expiry of the site information (spec §3), from the site
 * configuration every front end shares (one request). Undefined while it loads or when skipped.
 */
export function useConsentSiteInfo({ skip = false } = {}): SiteInfo | undefined {
  return useSiteConfigurationQuery(useLanguage(), { skip }).data?.siteInfo;
}
