import { expect, type Page } from '@playwright/test';
import { expectRemoteLoaded, test, withSavedConsent } from './support';

/** Every page shape fits a small phone, and the floating scroll-to-top button never sits on a control. */

const SOPHIE = { email: 'sophie.dubois@example.be', password: 'Sophie-Louise-1967' };

test.beforeEach(async ({ context, baseURL }) => {
  await withSavedConsent(context, baseURL ?? '');
});

/** How far the page reaches past the viewport's right edge, in CSS pixels (0 when nothing scrolls sideways). */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** What sticks out, to name the culprit when a page does not fit. */
async function widest(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${Math.round(element.getBoundingClientRect().right)}px`);
  });
}

async function expectFits(page: Page, what: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await overflow(page), `${what}: ${(await widest(page)).join(', ')}`).toBeLessThanOrEqual(0);
}

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no public page shape scrolls sideways', async ({ page }) => {
    for (const path of ['/fr/', '/de/zu-verkaufen/', '/fr/contact/', '/nl/login/', '/fr/merci/contact/', '/en/nowhere/', '/fr/projects/']) {
      await page.goto(path);
      await expectFits(page, path);
    }
    await page.goto('/fr/a-vendre/');
    await page.locator('article a').first().click();
    await expectRemoteLoaded(page, 'mf_listings/PropertyDetail');
    await expectFits(page, 'a property');
    await page.goto('/fr/projects/');
    await page.locator('main article a').first().click();
    await expectRemoteLoaded(page, 'mf_listings/ProjectDetail');
    await expectFits(page, 'a project');
  });

  test("the owner portal's tables scroll inside their box, not the page", async ({ page }) => {
    await page.goto('/en/login/');
    await expectRemoteLoaded(page, 'mf_portal/OwnerLogin');
    await page.getByLabel('E-mail address').fill(SOPHIE.email);
    await page.getByLabel('Password', { exact: true }).fill(SOPHIE.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/portal\/$/, { timeout: 30_000 });
    await expect(page.getByRole('table', { name: 'Online media' })).toBeVisible();
    await expectFits(page, 'the portal');
  });
});

test('the scroll-to-top button leaves the last line of the page free, and steps aside while typing', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/fr/contact/');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = page.getByRole('button', { name: 'Retour en haut de la page' });
  await expect(button).toBeVisible();
  const cookieSettings = await page.getByRole('button', { name: 'Paramètres des cookies' }).boundingBox();
  const floating = await button.boundingBox();
  expect(cookieSettings && floating && floating.y >= cookieSettings.y + cookieSettings.height).toBe(true);

  await page.setViewportSize({ width: 390, height: 740 });
  await page.getByLabel('Votre message').focus();
  await expect(button).toBeHidden();
  await page.getByLabel('Votre message').blur();
  await expect(button).toBeVisible();
});
