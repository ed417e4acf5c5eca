import { isLanguage, LANGUAGES, type Language } from 'shared-kernel';

export interface AgencyContact {
  phone: string;
  email: string;
}

export interface SiteBasics {
  defaultLanguage: Language;
  languages: Language[];
  agency: AgencyContact;
}

/** What the shell falls back to when the api cannot be reached: the agency works in French first. */
export const OFFLINE_SITE: SiteBasics = {
  defaultLanguage: 'fr',
  languages: [...LANGUAGES],
  agency: { phone: '025123456', email: 'info@agence-lambermont.be' },
};

interface SiteResponse {
  defaultLanguage: string;
  languages: { code: string; use: boolean }[];
  agency?: AgencyContact;
}

export async function fetchSiteBasics(fetchImpl: typeof fetch = fetch): Promise<SiteBasics> {
  try {
    const response = await fetchImpl('/api/site', { headers: { accept: 'application/json' } });
    if (!response.ok) return OFFLINE_SITE;
    const site = (await response.json()) as SiteResponse;
    const languages = site.languages.filter((entry) => entry.use).map((entry) => entry.code).filter(isLanguage);
    const defaultLanguage = isLanguage(site.defaultLanguage) ? site.defaultLanguage : OFFLINE_SITE.defaultLanguage;
    return {
      defaultLanguage,
      languages: languages.length > 0 ? languages : OFFLINE_SITE.languages,
      agency: site.agency ?? OFFLINE_SITE.agency,
    };
  } catch {
    return OFFLINE_SITE;
  }
}
