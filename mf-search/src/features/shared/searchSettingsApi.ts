import type { Language, SiteConfiguration } from 'shared-kernel';
import { useSiteConfigurationQuery } from 'shared-kernel/react';

/** What the search reads of the site configuration (spec §3 "Settings"). */
export interface SearchSettings {
  /** Counts beside the types and cities of the panel. */
  showSearchCount: boolean;
  /** Counts on the For sale and For rent buttons of the home block. */
  showCountProperty: boolean;
  /** How many properties are for sale and for rent. */
  countProperty: [sale: number, rent: number];
}

function searchSettingsOf({ config }: SiteConfiguration): SearchSettings {
  return {
    showSearchCount: config.showSearchCount,
    showCountProperty: config.showCountProperty,
    countProperty: config.data.countProperty,
  };
}

/** The search's settings, from the site configuration every front end shares (one request). */
export function useSearchSettings(lang: Language, { skip = false } = {}): SearchSettings | undefined {
  const { data } = useSiteConfigurationQuery(lang, { skip });
  return data ? searchSettingsOf(data) : undefined;
}
