import { expect, type Page } from '@playwright/test';
import { expectRemoteLoaded, test } from './support';

/**
 * The Content-Security-Policy blocks nothing the site itself does: every page shape, the lightbox,
 * the map, the consent dialog and the owner portal run without a single violation.
 */

/** Collects the page's CSP violations, as the browser reports them to the page. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`);
    });
  });
  const all: string[] = [];
  // Taken out of the page as they are read: a page left by a client-side link keeps its window.
  return async () => {
    all.push(...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations?.splice(0) ?? [])));
    return all;
  };
}

test('no page shape breaks the policy, nor the lightbox, the map, the consent dialog or the portal', async ({ page }) => {
  const violations = await watchViolations(page);
  const visit = async (path: string) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    return violations();
  };

  // A first visit: the consent dialog is open.
  await visit('/fr/');
  await page.getByRole('dialog').getByRole('button', { name: 'Tout accepter' }).first().click();
  await visit('/fr/contact/');
  await visit('/nl/te-koop/?view=map');
  await expect(page.getByRole('region', { name: 'Kaart van de panden' })).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await violations();

  await visit('/fr/a-vendre/');
  await page.locator('article a').first().click();
  await expectRemoteLoaded(page, 'mf_listings/PropertyDetail');
  await page.getByRole('button', { name: /^Ouvrir la photo 1 sur \d+$/ }).click();
  await expect(page.locator('.lg-counter-current')).toHaveText('1');
  await page.keyboard.press('Escape');
  await violations();

  await visit('/fr/projects/');
  await page.locator('main article a').first().click();
  await expectRemoteLoaded(page, 'mf_listings/ProjectDetail');
  await violations();

  for (const path of ['/de/ich-suche/', '/en/nowhere/', '/fr/merci/contact/', '/fr/politique-cookies/']) await visit(path);

  await visit('/en/login/');
  await page.getByLabel('E-mail address').fill('sophie.dubois@example.be');
  await page.getByLabel('Password', { exact: true }).fill('Sophie-Louise-1967');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/portal\/$/, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');

  expect(await violations()).toEqual([]);
});
