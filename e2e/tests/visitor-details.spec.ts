import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { expectRemoteLoaded, test, withSavedConsent } from './support';

/** What a visitor notices on a phone and on a laptop: keyboard and focus, the scroll button, the details. */

const HEIGHT = { 390: 844, 1366: 800 } as const;

/** The distinct rows the items of `selector` lie on. */
async function rowsOf(page: Page, selector: string): Promise<number> {
  const tops = await page
    .locator(selector)
    .evaluateAll((elements) => elements.filter((element) => element.getBoundingClientRect().width > 0).map((element) => Math.round(element.getBoundingClientRect().top)));
  return new Set(tops).size;
}

for (const width of [390, 1366] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT[width] } });

    test('the cookie dialog keeps the focus going round it, needs a choice (Escape does nothing), then gives the focus to the main content', async ({ page }) => {
      await page.goto('/fr/');
      const dialog = page.getByRole('dialog', { name: 'Les cookies sur ce site' });
      await expect(dialog).toBeVisible();
      const controls = await dialog.locator('a[href], button').count();
      const inside: boolean[] = [];
      for (let press = 0; press < 2 * controls + 1; press += 1) {
        await page.keyboard.press('Tab');
        inside.push(await dialog.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== element));
      }
      expect(inside.every(Boolean)).toBe(true);
      // Two rounds later, on the same control again: the round goes on rather than stopping.
      const first = await page.evaluate(() => document.activeElement?.textContent);
      for (let press = 0; press < controls; press += 1) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(first);
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();

      await dialog.getByRole('button', { name: 'Refuser' }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.locator('main')).toBeFocused();
      await page.goto('/fr/a-louer/');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('the scroll-to-top button is there at every scroll position of a list, over nothing a visitor taps', async ({ page, context, baseURL }) => {
      await withSavedConsent(context, baseURL ?? '');
      await page.goto('/fr/a-vendre/');
      await expectRemoteLoaded(page, 'mf_listings/PropertyList');
      const button = page.getByTestId('scroll-to-top');
      await expect(button).toHaveCount(0);
      const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      const positions = Array.from({ length: 24 }, (_, index) => Math.round(20 + ((bottom - 20) * index) / 23));
      const missing: number[] = [];
      const covering: string[] = [];
      for (const y of positions) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        // The button's checks run at most every few frames while scrolling.
        await page.waitForTimeout(150);
        if (!(await button.isVisible())) {
          missing.push(y);
          continue;
        }
        const under = await button.evaluate((own) => {
          const box = own.getBoundingClientRect();
          const points = [box.left, box.left + box.width / 2, box.right - 1].flatMap((x) => [box.top, box.top + box.height / 2, box.bottom - 1].map((top) => [x, top] as const));
          const controls = 'a[href], button, input, select, textarea, label, summary, [role="button"]';
          return points.flatMap(([x, top]) => {
            const found = document.elementsFromPoint(x, top).find((element) => !own.contains(element))?.closest(controls);
            return found ? [found.outerHTML.slice(0, 80)] : [];
          });
        });
        covering.push(...under.map((html) => `${y}: ${html}`));
      }
      expect(missing).toEqual([]);
      expect(covering).toEqual([]);
      const box = await button.boundingBox();
      // A target a finger finds (WCAG 2.5.8).
      expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24);
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('the agency’s number reads alike in the top bar, the footer and the contact block', async ({ page, context, baseURL }) => {
      await withSavedConsent(context, baseURL ?? '');
      await page.goto('/fr/a-vendre/');
      await expectRemoteLoaded(page, 'mf_listings/PropertyList');
      // A property's own page: its address ends with its id.
      const [detail] = await page.locator('a[href^="/fr/a-vendre/"]').evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? '').filter((href) => /\/\d+\/$/.test(href)),
      );
      expect(detail).toBeDefined();
      await page.goto(detail ?? '');
      await expectRemoteLoaded(page, 'mf_listings/PropertyDetail');
      const topBar = page.getByTestId('top-bar').locator('a[href^="tel:"]');
      await expect(topBar).toContainText('025 12 34 56');
      await expect(page.getByRole('contentinfo')).toContainText('025 12 34 56');
      await expect(page.locator('[data-remote="mf_listings/PropertyDetail"]')).toContainText('025 12 34 56');
      expect(await page.locator('body').innerText()).not.toContain('02 512 34 56');
    });

    test('a list page after the first names itself as its canonical address, the first without a query', async ({ page }) => {
      await page.goto('/fr/a-vendre/?page=2');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/a-vendre\/\?page=2$/);
      await page.goto('/fr/a-vendre/');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/a-vendre\/$/);
    });

    test('the list’s commune filter shows "Toutes les communes" whole', async ({ page, context, baseURL }) => {
      await withSavedConsent(context, baseURL ?? '');
      await page.goto('/fr/a-vendre/');
      await expectRemoteLoaded(page, 'mf_listings/PropertyList');
      const select = page.getByRole('combobox', { name: 'Commune', exact: true });
      // On a phone the filters fold behind a button.
      if (width === 390) await page.getByRole('button', { name: /^Filtres/ }).first().click();
      await expect(select).toBeVisible();
      await expect(select.locator('option:checked')).toHaveText('Toutes les communes');
      const room = await select.evaluate((element: HTMLSelectElement) => {
        const style = getComputedStyle(element);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) return -1;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context.measureText(element.selectedOptions[0]?.text ?? '').width;
        // The content box, less the width the browser's arrow takes.
        return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20 - text;
      });
      expect(room).toBeGreaterThanOrEqual(0);
    });

    test('a logged-in owner’s top bar holds at most two rows', async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await withSavedConsent(context, baseURL ?? '');
      await page.goto('/fr/login/');
      await expectRemoteLoaded(page, 'mf_portal/OwnerLogin');
      await page.getByLabel('Adresse électronique').fill('thomas.becker@example.be');
      await page.getByLabel('Mot de passe', { exact: true }).fill('Thomas-Eupen-1967');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page).toHaveURL(/\/fr\/espace-proprietaire\//, { timeout: 30_000 });
      const owner = page.getByTestId('top-bar').getByRole('link', { name: /Connecté/ });
      await expect(owner).toBeVisible();
      await expect(page.getByTestId('top-bar').getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
      expect(await rowsOf(page, '[data-testid="top-bar"] li')).toBeLessThanOrEqual(width === 390 ? 2 : 1);
    });
  });
}

test.describe('the menu’s "More" list at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('closed by Escape, gives the focus back to "More"', async ({ page, context, baseURL }) => {
    await withSavedConsent(context, baseURL ?? '');
    // The language whose menu names are long enough for some to go under "More".
    let more = page.getByTestId('app-bar').getByRole('button', { name: 'Plus' });
    for (const [lang, label] of [['fr', 'Plus'], ['nl', 'Meer'], ['de', 'Mehr'], ['en', 'More']] as const) {
      await page.goto(`/${lang}/contact/`);
      more = page.getByTestId('app-bar').getByRole('button', { name: label });
      if (await more.isVisible()) break;
    }
    await expect(more).toBeVisible();
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.locator('#menu-more').getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();
  });
});
