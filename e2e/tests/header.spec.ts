import { expect } from '@playwright/test';
import { test, withSavedConsent } from './support';

/** The desktop header keeps one row whatever the language; what does not fit is under "More". */

test.beforeEach(async ({ context, baseURL }) => {
  await withSavedConsent(context, baseURL ?? '');
});

const MORE = { fr: 'Plus', nl: 'Meer', en: 'More', de: 'Mehr' } as const;

for (const width of [1280, 1920]) {
  test(`the menu holds one row at ${width} px in all four languages, the rest under "More"`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const [lang, more] of Object.entries(MORE)) {
      await page.goto(`/${lang}/contact/`);
      const bar = page.getByTestId('app-bar');
      const menu = bar.getByRole('navigation').first();
      const links = menu.getByRole('link');
      // Every visible link of the row sits on the first one's line.
      const tops = await links.evaluateAll((elements) =>
        elements.filter((element) => element.getBoundingClientRect().width > 0).map((element) => Math.round(element.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, `${lang} at ${width}`).toBe(1);
      expect((await bar.boundingBox())?.height ?? 0, `${lang} at ${width}`).toBeLessThan(100);
      const moreButton = menu.getByRole('button', { name: more });
      if (await moreButton.isVisible()) {
        await moreButton.focus();
        await page.keyboard.press('Enter');
        await expect(moreButton).toHaveAttribute('aria-expanded', 'true');
        await expect(menu.locator('#menu-more').getByRole('link').first()).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(moreButton).toHaveAttribute('aria-expanded', 'false');
      }
    }
  });
}

test('on a phone the menu button keeps its label on one line, beside the agency’s name', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/nl/te-huur/');
  const button = await page.getByRole('button', { name: 'Menu' }).boundingBox();
  const brand = await page.getByTestId('logo').boundingBox();
  expect(button?.height ?? 0).toBeLessThan(50);
  expect(brand && button && brand.x + brand.width <= button.x).toBe(true);
});
