import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Route } from '@playwright/test';
import { FALLBACK_TITLE_FR, REMOTE_LANDMARKS, watchConsole } from './support';

test.describe('the composed home page', () => {
  test('loads every remote with no console error', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/fr/');
    await expect(page.getByRole('heading', { level: 1, name: 'Agence immobilière à Bruxelles' })).toBeVisible();
    for (const [id, text] of Object.entries(REMOTE_LANDMARKS)) {
      await expect(page.locator(`[data-remote="${id}"]`).getByText(text).first()).toBeVisible();
    }
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(problems).toEqual([]);
  });

  test('switches language and keeps the choice', async ({ page }) => {
    await page.goto('/fr/');
    await page.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(/\/nl\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vastgoedkantoor in Brussel' })).toBeVisible();
    await expect(page.locator('[data-remote="mf_listings/PropertyTypes"]')).toContainText('Zoeken per type pand');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('nl');
  });

  test('has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/fr/');
    await expect(page.locator('[data-remote="mf_listings/PropertyTypes"] h2')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

test.describe('a remote that cannot be loaded', () => {
  test('answering 503 shows its translated fallback while the rest of the page works', async ({ page }) => {
    await page.route('**/remotes/mf-listings/**', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/fr/');
    const slot = page.locator('[data-remote="mf_listings/PropertyTypes"]');
    await expect(slot.getByRole('heading', { name: FALLBACK_TITLE_FR })).toBeVisible();
    await expect(slot.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    for (const [id, text] of Object.entries(REMOTE_LANDMARKS)) {
      if (id === 'mf_listings/PropertyTypes') continue;
      await expect(page.locator(`[data-remote="${id}"]`).getByText(text).first()).toBeVisible();
    }
  });

  test('that hangs falls back after its timeout, and loads when retried once it is back', async ({ page }) => {
    let down = true;
    const hung: Route[] = [];
    await page.route('**/remotes/mf-search/**', async (route) => {
      // A hung server: the request is never answered while the remote is down.
      if (down) hung.push(route);
      else await route.continue();
    });
    await page.goto('/fr/');
    await expect(page.locator('[data-remote="mf_forms/ContactCta"]')).toContainText('Une question sur un bien ?');
    const slot = page.locator('[data-remote="mf_search/SearchBox"]');
    await expect(slot.getByRole('heading', { name: FALLBACK_TITLE_FR })).toBeVisible({ timeout: 30_000 });
    // The server comes back: the connections it left hanging are reset, new ones are answered.
    down = false;
    await Promise.all(hung.map((route) => route.abort('connectionreset')));
    await slot.getByRole('button', { name: 'Réessayer' }).click();
    await expect(slot.getByLabel('Rechercher un bien')).toBeVisible({ timeout: 20_000 });
  });
});
