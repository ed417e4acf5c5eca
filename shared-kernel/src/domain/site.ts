import type { Language } from './language.js';
import type { LocalizedText } from './localizedText.js';

/** Spec §3: the tracking identifiers; a script loads only when its identifier is set (spec §7). */
export interface SiteInfo {
  analyticsId?: string;
  adsId?: string;
  tagManagerId?: string;
  socialPixelId?: string;
  /** How many days the consent cookies keep a choice (spec §3); 182 when unset. */
  consentExpiryDays?: number;
  /**
   * The agency's commercial lightGallery licence key. lightGallery is GPLv3 or
   * commercial: unset, the gallery runs under GPLv3 with lightGallery's own placeholder key.
   */
  galleryLicenseKey?: string;
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

/** Spec §2: a link of the top bar. */
export interface TopBarItem {
  /** Only 'Published' items are shown. */
  status: string;
  label: LocalizedText;
  /** A site path, or a tel:, mailto: or https: address. */
  link: string;
  icon: string;
  /** A CSS colour; '' keeps the theme's. */
  color: string;
}

export type Placement = 'left' | 'center' | 'right';

/** Spec §2: the banner of the home page; images are image ids of `/api/images/{id}`. */
export interface Banner {
  type: 'image' | 'gallery' | 'video';
  images: string[];
  videoUrl?: string;
  title: LocalizedText;
  description: LocalizedText;
}

/** Spec §2: a footer column; each text is shown only when its public flag is on. */
export interface FooterColumn {
  title: LocalizedText;
  titlePublic: boolean;
  intro: LocalizedText;
  introPublic: boolean;
  /** Plain text; lines are separated by a newline. */
  text: LocalizedText;
  textPublic: boolean;
  /** An image id of `/api/images/{id}`. */
  image: string | null;
  sizes: { sm: number; md: number; lg: number };
}

/** The configuration flags of spec §3, with the property counts the api computes. */
export type SiteConfigFlags = SiteSettings['config'] & {
  topBarShow: boolean;
  /** Spec §2: on the home page the logo is visible from the start or appears after scrolling. */
  logoOnHome: 'always' | 'afterScroll';
};

/** What `GET /api/site` answers: the basics plus the layout of spec §2. */
export interface SiteConfiguration extends SiteConfigResponse {
  /** One of the site's languages: the api refuses a stored default it does not speak. */
  defaultLanguage: Language;
  /** The language the texts are in; null when they are answered as stored (`raw`). */
  language: Language | null;
  topBar: { left: TopBarItem[]; right: TopBarItem[] };
  appBar: { logo: Placement; menu: Placement; languageSwitcher: Placement };
  banner: Banner;
  footer: FooterColumn[];
  config: SiteConfigFlags;
  siteInfo: SiteInfo;
}
