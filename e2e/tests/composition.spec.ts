import { expect, type Route } from '@playwright/test';
import { expectRemoteLoaded, FALLBACK_TITLE_FR, HOME_REMOTES, seriousViolations, test, watchConsole, withSavedConsent } from './support';

/** Once a choice is saved the consent dialog stays closed, so it is left out of what must load. */
const HOME_REMOTES_AFTER_CONSENT = HOME_REMOTES.filter((id) => id !== 'mf_consent/ConsentDialog');

const HOME_TITLE_FR = 'Votre agence immobilière à Bruxelles depuis 1967';

test.describe('the composed home page', () => {
  test('loads every remote with no console error', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/fr/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE_FR })).toBeVisible();
    for (const id of HOME_REMOTES) await expectRemoteLoaded(page, id);
    await expect(page.locator('[data-remote="mf_search/SearchBox"]').getByLabel('Rechercher un bien')).toBeVisible();
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(problems).toEqual([]);
  });

  test('switches language and keeps the choice', async ({ page, context, baseURL }) => {
    await withSavedConsent(context, baseURL ?? '');
    await page.goto('/fr/');
    await page.getByRole('link', { name: 'Nederlands' }).first().click();
    await expect(page).toHaveURL(/\/nl\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Uw vastgoedkantoor in Brussel sinds 1967' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    for (const id of HOME_REMOTES_AFTER_CONSENT) await expectRemoteLoaded(page, id);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('nl');
  });

  test('has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/fr/');
    for (const id of HOME_REMOTES) await expectRemoteLoaded(page, id);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('a remote that cannot be loaded', () => {
  test('answering 503 shows its translated fallback while the rest of the page works', async ({ page }) => {
    await page.route(/\/(remotes|releases)\/mf-listings\//, (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/fr/');
    const slot = page.locator('[data-remote="mf_listings/PropertyList"]');
    // The home's list serves as the server rendered it until it comes into view, its scripts spared from the first view.
    await expect(slot.getByRole('article').first()).toBeVisible();
    await slot.scrollIntoViewIfNeeded();
    await expect(slot.getByRole('heading', { name: FALLBACK_TITLE_FR })).toBeVisible({ timeout: 30_000 });
    await expect(slot.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    for (const id of HOME_REMOTES) {
      if (id !== 'mf_listings/PropertyList') await expectRemoteLoaded(page, id);
    }
  });

  test('that hangs falls back after its timeout, and loads when retried once it is back', async ({ page, context, baseURL }) => {
    await withSavedConsent(context, baseURL ?? '');
    let down = true;
    const hung: Route[] = [];
    await page.route(/\/(remotes|releases)\/mf-search\//, async (route) => {
      // A hung server: the request is never answered while the remote is down.
      if (down) hung.push(route);
      else await route.continue();
    });
    await page.goto('/fr/');
    await expectRemoteLoaded(page, 'mf_forms/EnquiryForm');
    const slot = page.locator('[data-remote="mf_search/SearchBox"]');
    await expect(slot.getByRole('heading', { name: FALLBACK_TITLE_FR })).toBeVisible({ timeout: 30_000 });
    // The server comes back: the connections it left hanging are reset, new ones are answered.
    down = false;
    await Promise.all(hung.map((route) => route.abort('connectionreset')));
    await slot.getByRole('button', { name: 'Réessayer' }).click();
    await expect(slot.getByLabel('Rechercher un bien')).toBeVisible({ timeout: 20_000 });
  });
});
