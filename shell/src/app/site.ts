import { isLanguage, LANGUAGES, type AgencyContact, type Language, type SiteConfigResponse } from 'shared-kernel';

export interface SiteBasics {
  defaultLanguage: Language;
  languages: Language[];
  /** Null while the api cannot be reached: contact blocks are left out rather than made up. */
  agency: AgencyContact | null;
}

/** What the shell falls back to when the api cannot be reached: the agency works in French first. */
export const OFFLINE_SITE: SiteBasics = {
  defaultLanguage: 'fr',
  languages: [...LANGUAGES],
  agency: null,
};

/** The basics of the site's answer: its enabled, known languages and a default among them. */
export function siteBasicsFrom(site: SiteConfigResponse): SiteBasics {
  const languages = site.languages.filter((entry) => entry.use).map((entry) => entry.code).filter(isLanguage);
  const defaultLanguage = isLanguage(site.defaultLanguage) ? site.defaultLanguage : OFFLINE_SITE.defaultLanguage;
  return {
    defaultLanguage,
    languages: languages.length > 0 ? languages : OFFLINE_SITE.languages,
    agency: site.agency,
  };
}

export async function fetchSiteBasics(fetchImpl: typeof fetch = fetch): Promise<SiteBasics> {
  try {
    const response = await fetchImpl('/api/site', { headers: { accept: 'application/json' } });
    if (!response.ok) return OFFLINE_SITE;
    return siteBasicsFrom((await response.json()) as SiteConfigResponse);
  } catch {
    return OFFLINE_SITE;
  }
}
