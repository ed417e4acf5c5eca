import type { Page } from '@playwright/test';

/** Collects what a visitor's console would show as broken: errors, uncaught exceptions, failed requests. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

/** The text each remote shows on the French home page once it has loaded. */
export const REMOTE_LANDMARKS = {
  'mf_search/SearchBox': 'Rechercher un bien',
  'mf_listings/PropertyTypes': 'Parcourir par type de bien',
  'mf_forms/ContactCta': 'Une question sur un bien ?',
  'mf_portal/OwnerAccess': 'Accès propriétaire',
  'mf_consent/ConsentDialog': 'Les cookies sur ce site',
} as const;

export const FALLBACK_TITLE_FR = 'Cette partie de la page est indisponible';
