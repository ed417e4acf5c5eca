import { expect, test } from '@playwright/test';
import { harnessPath } from 'build-config/playwright';

test('the cookie table says what each category stores', async ({ page }) => {
  await page.goto(harnessPath('mf-consent'));
  await expect(page.getByText('Les cookies et traceurs que nous utilisons')).toBeVisible();
  const table = page.getByRole('table').first();
  await expect(table).toBeVisible();
  await expect(table).toContainText('consent');
});
