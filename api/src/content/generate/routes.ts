import { LANGUAGES, ROUTE_TABLE, localizePath, type Language, type RouteEntry } from 'shared-kernel';

/**
 * Spec §2's route table as the database holds it: the shared kernel's table (which the front ends
 * also bundle), with every language's path written out. Where the spec gives no path for a
 * language the kernel's choice applies: a translated path where a visitor would expect one
 * (/nl/te-koop/, /de/zu-verkaufen/), else the original under the language prefix (/nl/login/).
 */
export const ROUTES: readonly RouteEntry[] = ROUTE_TABLE.map((entry) => ({
  ...entry,
  paths: Object.fromEntries(LANGUAGES.map((lang) => [lang, localizePath(entry.original, lang)])) as Record<Language, string>,
}));
