import type { Queryable } from '../db/database.js';

export interface LanguageSetting {
  code: string;
  use: boolean;
}

/** What `GET /api/site` answers: the settings the shell needs before its first render. */
export interface SiteSettings {
  defaultLanguage: string;
  languages: LanguageSetting[];
}

/** Reads the settings from `site_settings`, refusing values whose shape the shell could not use. */
export async function readSiteSettings(db: Queryable): Promise<SiteSettings> {
  const rows = await db.query<{ key: string; value: unknown }>(
    `select key, value from site_settings where key in ('defaultLanguage', 'languages')`,
  );
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const defaultLanguage = value('defaultLanguage');
  const languages = value('languages');
  if (typeof defaultLanguage !== 'string') {
    throw new Error('site_settings.defaultLanguage is missing or not a string');
  }
  if (!Array.isArray(languages) || !languages.every(isLanguageSetting)) {
    throw new Error('site_settings.languages is missing or not a list of { code, use }');
  }
  return { defaultLanguage, languages };
}

function isLanguageSetting(value: unknown): value is LanguageSetting {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    typeof value.code === 'string' &&
    'use' in value &&
    typeof value.use === 'boolean'
  );
}
