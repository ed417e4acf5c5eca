import { expect, test } from '@playwright/test';
import { harnessPath } from 'build-config/playwright';

test('a commune typed in the search box is offered with its count of properties', async ({ page, request }) => {
  // A commune of the demo agency, whatever its size: the one with the most properties for sale.
  const options = (await (await request.get('/api/listing-options?lang=fr')).json()) as { citysSale: { Name: string; PropertyCount: number }[] };
  const [commune] = [...options.citysSale].sort((a, b) => b.PropertyCount - a.PropertyCount);
  expect(commune).toBeDefined();
  await page.goto(harnessPath('mf-search'));
  const box = page.getByRole('combobox').first();
  await box.click();
  await box.pressSequentially(commune?.Name ?? '');
  const offered = page.getByRole('listbox').first();
  await expect(offered).toContainText(commune?.Name ?? '');
  await expect(offered.getByRole('option').filter({ hasText: commune?.Name ?? '' }).first()).toContainText(/\d+ biens?/);
});
