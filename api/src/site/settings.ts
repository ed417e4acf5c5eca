import type { AgencyContact, SiteConfigResponse } from 'shared-kernel';
import type { Queryable } from '../db/database.js';

type LanguageSetting = SiteConfigResponse['languages'][number];

/** Reads the settings from `site_settings`, refusing values whose shape the shell could not use. */
export async function readSiteSettings(db: Queryable): Promise<SiteConfigResponse> {
  const rows = await db.query<{ key: string; value: unknown }>(
    `select key, value from site_settings where key in ('defaultLanguage', 'languages', 'agency')`,
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
  const agency = value('agency');
  if (!isAgencyContact(agency)) {
    throw new Error('site_settings.agency is missing or lacks a contact field');
  }
  return { defaultLanguage, languages, agency };
}

const AGENCY_FIELDS = ['name', 'phone', 'email', 'street', 'zip', 'city'] as const;

function isAgencyContact(value: unknown): value is AgencyContact {
  return (
    typeof value === 'object' &&
    value !== null &&
    AGENCY_FIELDS.every((field) => typeof (value as Record<string, unknown>)[field] === 'string')
  );
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
