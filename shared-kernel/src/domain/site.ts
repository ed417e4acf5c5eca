import type { Language } from './language.js';

/** Spec §3: the tracking identifiers; a script loads only when its identifier is set (spec §7). */
export interface SiteInfo {
  analyticsId?: string;
  adsId?: string;
  tagManagerId?: string;
  socialPixelId?: string;
}

/** Spec §3: a language of the site and whether it is enabled. */
export interface LanguageEntry {
  code: Language;
  use: boolean;
}

/** Spec §3: the layout settings, from the screen width and the site configuration. */
export interface SiteSettings {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  topBarShow: boolean;
  language: Language;
  config: {
    showSearchInput: boolean;
    showSearchButton: boolean;
    showSearchCount: boolean;
    showCountProperty: boolean;
    data: { countProperty: [sale: number, rent: number] };
    showFreeEvaluation: boolean;
    changeOnScroll: boolean;
  };
}

/** How visitors reach the agency; shown in the header, footer and contact blocks. */
export interface AgencyContact {
  name: string;
  phone: string;
  email: string;
  street: string;
  zip: string;
  city: string;
}

/** What `GET /api/site` answers: the settings every front end needs before its first render. */
export interface SiteConfigResponse {
  defaultLanguage: string;
  languages: { code: string; use: boolean }[];
  agency: AgencyContact;
}
