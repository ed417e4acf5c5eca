import {
  LANGUAGES,
  OFF_MARKET_MARQUEES,
  type AgencyContact,
  type Banner,
  type FooterColumn,
  type Language,
  type SeedSettings,
  type SiteConfigFlags,
  type SiteConfigResponse,
  type SiteConfiguration,
  type SiteInfo,
  type TopBarItem,
} from 'shared-kernel';
import { z } from 'zod';
import { localizedTextSchema, type ShapeOf } from '../catalogue/feedSchema.js';
import { stored } from '../content/schemas.js';
import { inLanguage, textLanguage } from '../content/texts.js';
import type { Queryable } from '../db/database.js';

// One schema per row of `site_settings`: it checks the stored value (a value the shell could not
// use is refused with its key, not passed on) and describes the answer of GET /api/site.

const placement = z.enum(['left', 'center', 'right']);

const topBarItemSchema = z.object({
  status: z.string().describe("Only 'Published' items are shown"),
  label: localizedTextSchema,
  link: z.string().describe('A site path, or a tel:, mailto: or https: address'),
  icon: z.string(),
  color: z.string().describe("A CSS colour; '' keeps the theme's"),
} satisfies ShapeOf<TopBarItem>);

const bannerSchema = z.object({
  type: z.enum(['image', 'gallery', 'video']),
  images: z.array(z.string()).describe('Image ids, served at /api/images/{id}'),
  videoUrl: z.string().optional(),
  title: localizedTextSchema,
  description: localizedTextSchema,
} satisfies ShapeOf<Banner>);

const footerColumnSchema = z.object({
  title: localizedTextSchema,
  titlePublic: z.boolean(),
  intro: localizedTextSchema,
  introPublic: z.boolean(),
  text: localizedTextSchema.describe('Plain text, lines separated by a newline'),
  textPublic: z.boolean(),
  image: z.string().nullable().describe('An image id, served at /api/images/{id}'),
  sizes: z.object({ sm: z.int(), md: z.int(), lg: z.int() }),
} satisfies ShapeOf<FooterColumn>);

const storedFlagsSchema = z.object({
  showSearchInput: z.boolean(),
  showSearchButton: z.boolean(),
  showSearchCount: z.boolean(),
  showCountProperty: z.boolean(),
  showFreeEvaluation: z.boolean(),
  changeOnScroll: z.boolean(),
  topBarShow: z.boolean(),
  logoOnHome: z.enum(['always', 'afterScroll']),
} satisfies ShapeOf<Omit<SiteConfigFlags, 'data'>>);

/** One schema per setting: what the admin api and the content import accept, and what a read checks. */
export const SETTINGS = {
  defaultLanguage: z.enum(LANGUAGES),
  languages: z.array(z.object({ code: z.string(), use: z.boolean() })),
  agency: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    street: z.string(),
    zip: z.string(),
    city: z.string(),
  } satisfies ShapeOf<AgencyContact>),
  topBar: z.object({ left: z.array(topBarItemSchema), right: z.array(topBarItemSchema) }),
  appBar: z.object({ logo: placement, menu: placement, languageSwitcher: placement }),
  banner: bannerSchema,
  footer: z.array(footerColumnSchema),
  config: storedFlagsSchema,
  siteInfo: z.object({
    analyticsId: z.string().optional(),
    adsId: z.string().optional(),
    tagManagerId: z.string().optional(),
    socialPixelId: z.string().optional(),
    // Thirteen months at most: the longest European regulators accept for keeping a consent.
    consentExpiryDays: z.int().min(1).max(395).optional(),
    galleryLicenseKey: z.string().max(64).optional(),
  } satisfies ShapeOf<SiteInfo>),
};

export type SettingKey = keyof typeof SETTINGS;
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

/**
 * What a site shows for a setting it has not been given: a neutral identity (no name, phone or
 * address, never another agency's), the four languages, no top bar, banner, footer or tracking.
 * A real agency starts with these and writes its own through the admin api or `npm run content`.
 */
export const NEUTRAL_SETTINGS: SeedSettings = {
  defaultLanguage: 'fr',
  languages: LANGUAGES.map((code) => ({ code, use: true })),
  agency: { name: '', phone: '', email: '', street: '', zip: '', city: '' },
  topBar: { left: [], right: [] },
  appBar: { logo: 'left', menu: 'right', languageSwitcher: 'right' },
  banner: { type: 'image', images: [], title: '', description: '' },
  footer: [],
  config: {
    showSearchInput: true,
    showSearchButton: true,
    showSearchCount: false,
    showCountProperty: false,
    showFreeEvaluation: false,
    changeOnScroll: false,
    topBarShow: false,
    logoOnHome: 'always',
  },
  siteInfo: {},
};
type Settings<K extends SettingKey> = { [P in K]: z.output<(typeof SETTINGS)[P]> };

export const siteConfigurationSchema = z.object({
  ...SETTINGS,
  language: z.enum(LANGUAGES).nullable().describe('The language of the texts; null when they are answered as stored'),
  config: storedFlagsSchema.extend({
    data: z.object({
      countProperty: z.tuple([z.int(), z.int()]).describe('How many properties are for sale and for rent'),
    }),
  }),
  siteInfo: SETTINGS.siteInfo.describe("Tracking identifiers; '' or none: the script is not loaded (spec §7)"),
} satisfies ShapeOf<SiteConfiguration>);

async function readSettings<K extends SettingKey>(db: Queryable, keys: readonly K[]): Promise<Settings<K>> {
  const rows = await db.query<{ key: string; value: unknown }>(
    'select key, value from site_settings where key = any($1::text[])',
    [keys],
  );
  const settings: Partial<Settings<K>> = {};
  for (const key of keys) {
    const value = rows.find((row) => row.key === key)?.value ?? NEUTRAL_SETTINGS[key];
    settings[key] = stored(SETTINGS[key], value, `site_settings.${key}`) as Settings<K>[K];
  }
  return settings as Settings<K>;
}

/** What every front end needs before its first render; refuses values the shell could not use. */
export function readSiteSettings(db: Queryable): Promise<SiteConfigResponse & Settings<'defaultLanguage'>> {
  return readSettings(db, ['defaultLanguage', 'languages', 'agency']);
}

/** The tracking identifiers and the consent expiry of spec §3, for the api's own use. */
export async function readSiteInfo(db: Queryable): Promise<Settings<'siteInfo'>['siteInfo']> {
  return (await readSettings(db, ['siteInfo'])).siteInfo;
}

/**
 * The whole configuration of GET /api/site with the property counts, its texts in the language
 * asked for (the site's default language when none is), or as stored when `raw`.
 */
export async function readSiteConfiguration(
  db: Queryable,
  ask: { lang?: Language | undefined; raw: boolean },
): Promise<SiteConfiguration> {
  const [settings, counts] = await Promise.all([
    readSettings(db, ['defaultLanguage', 'languages', 'agency', 'topBar', 'appBar', 'banner', 'footer', 'config', 'siteInfo']),
    // What is on the market: a sold or rented property stays in the lists, marked, but is not
    // "for sale" or "for rent" (the counts would promise what is gone); the lists' headings say how many of theirs are gone.
    db.query<{ sale: number; rent: number }>(
      `select (count(*) filter (where not for_rent))::int as sale, (count(*) filter (where for_rent))::int as rent
       from properties where marquee <> all($1::smallint[])`,
      [OFF_MARKET_MARQUEES],
    ),
  ]);
  const { topBar, banner, footer, config } = settings;
  const language = textLanguage(ask.lang, ask.raw, settings.defaultLanguage);
  const item = (entry: TopBarItem): TopBarItem => ({ ...entry, label: inLanguage(entry.label, language) });
  return {
    ...settings,
    language: language?.lang ?? null,
    topBar: { left: topBar.left.map(item), right: topBar.right.map(item) },
    banner: { ...banner, title: inLanguage(banner.title, language), description: inLanguage(banner.description, language) },
    footer: footer.map((column) => ({
      ...column,
      title: inLanguage(column.title, language),
      intro: inLanguage(column.intro, language),
      text: inLanguage(column.text, language),
    })),
    config: { ...config, data: { countProperty: [counts[0]?.sale ?? 0, counts[0]?.rent ?? 0] } },
  };
}

/** Every setting the site has been given, as stored (none of the neutral defaults), in key order. */
export async function readStoredSettings(db: Queryable): Promise<Partial<SeedSettings>> {
  const rows = await db.query<{ key: string; value: unknown }>('select key, value from site_settings where key = any($1::text[]) order by key', [SETTING_KEYS]);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** Writes the settings a seed gives where the site has none: a value the agency wrote stays. */
export async function seedSettings(db: Queryable, settings: SeedSettings): Promise<number> {
  const rows = await db.query(
    `insert into site_settings (key, value)
     select key, value from jsonb_each($1::jsonb)
     on conflict (key) do nothing
     returning key`,
    [JSON.stringify(settings)],
  );
  return rows.length;
}

/** Replaces one setting (its value checked by the caller against `SETTINGS`). */
export async function writeSetting<K extends SettingKey>(db: Queryable, key: K, value: z.output<(typeof SETTINGS)[K]>): Promise<void> {
  await db.query(
    'insert into site_settings (key, value) values ($1, $2::jsonb) on conflict (key) do update set value = excluded.value',
    [key, JSON.stringify(value)],
  );
}

/** Forgets one setting: the site shows its neutral default again. Answers whether there was one. */
export async function deleteSetting(db: Queryable, key: SettingKey): Promise<boolean> {
  return (await db.query('delete from site_settings where key = $1 returning key', [key])).length > 0;
}
