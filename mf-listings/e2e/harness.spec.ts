import { expect, test } from '@playwright/test';
import { harnessPath } from 'build-config/playwright';

test('the harness shows properties for sale and for rent with prices, rents by the month, and their links', async ({ page }) => {
  await page.goto(harnessPath('mf-listings'));
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText('€');
  await expect(page.getByText(/€\s?[\d.]+\/mois/).first()).toBeVisible();
  await expect(cards.first().getByRole('link').first()).toHaveAttribute('href', /\/\d+\/$/);
});
