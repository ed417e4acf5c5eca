import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test, withSavedConsent } from './support';

interface ListingLoad {
  properties: { ID: number; Goal: number; TypeDescription: string; City: string }[];
  citys: { Name: string; Zip: string }[];
}

/** The home search block's box (the header may hold a second one). */
function blockBox(page: Page, landmark: string) {
  return page.getByRole('search', { name: landmark }).getByRole('combobox');
}

test.describe('the home search', () => {
  // The cookie dialog of a first visit is modal and would take the focus from the search box.
  test.beforeEach(async ({ context, baseURL }) => {
    await withSavedConsent(context, baseURL ?? '');
  });

  test('shows the property types on focus, with no serious accessibility violation while open (fr)', async ({ page }) => {
    await page.goto('/fr/');
    const box = blockBox(page, 'Recherche de biens');
    await box.click();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.getByRole('listbox', { name: 'Suggestions de recherche' });
    await expect(listbox.getByRole('group', { name: 'Types à vendre' }).getByRole('option', { name: /Appartement/ })).toBeVisible();
    await expect(listbox.getByRole('group', { name: 'Types à louer' })).toBeVisible();
    await expect(listbox.getByRole('group', { name: /Communes/ })).toHaveCount(0);

    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes[0]?.target.join(' ')})`)).toEqual([]);
  });

  test('shows a commune of a postcode once, in the language, and follows it to its filtered list (nl)', async ({ page }) => {
    await page.goto('/nl/');
    const box = blockBox(page, 'Panden zoeken');
    await box.fill('1050');
    const forSale = page.getByRole('group', { name: 'Gemeenten te koop' });
    await expect(forSale.getByRole('option', { name: /^Elsene/ })).toBeVisible();
    await expect(forSale.getByRole('option')).toHaveCount(1);
    await expect(page.getByRole('group', { name: /^Types/ })).toHaveCount(0);
    await forSale.getByRole('option', { name: /^Elsene/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/nl/te-koop/' && url.searchParams.get('city') === 'Elsene|1050');
  });

  test('offers Ixelles once to a French visitor who types either of its names, with all its properties, and lists them', async ({ page, request }) => {
    const list = (await (await request.get('/api/properties?lang=fr&goal=0&city=Ixelles|1050')).json()) as { total: number };
    const elsene = (await (await request.get('/api/properties?lang=fr&goal=0&city=Elsene|1050')).json()) as { total: number };
    expect(elsene.total).toBe(list.total);
    await page.goto('/fr/');
    const box = blockBox(page, 'Recherche de biens');
    const forSale = page.getByRole('group', { name: 'Communes à vendre' });
    for (const typed of ['ixelles', 'elsene']) {
      await box.fill(typed);
      await expect(forSale.getByRole('option')).toHaveCount(1);
      await expect(forSale.getByRole('option')).toHaveText(new RegExp(`^Ixelles\\s*1050\\s*${list.total} biens$`));
    }
    await forSale.getByRole('option').click();
    await expect(page).toHaveURL((url) => url.pathname === '/fr/a-vendre/' && url.searchParams.get('city') === 'Ixelles|1050');
    await expect(page.getByText(`${list.total} biens`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Commune')).toHaveValue('Ixelles|1050');
    await expect(page.getByLabel('Commune').locator('option', { hasText: /^Elsene/ })).toHaveCount(0);
  });

  test('follows a type to its list for rent (fr)', async ({ page }) => {
    await page.goto('/fr/');
    const box = blockBox(page, 'Recherche de biens');
    await box.fill('appart');
    await page.getByRole('group', { name: 'Types à louer' }).getByRole('option', { name: /Appartement/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/fr/a-louer/' && url.searchParams.get('type') === '3');
  });

  test('combines a type and a commune typed together and follows them to the list of both (fr)', async ({ page }) => {
    await page.goto('/fr/');
    const box = blockBox(page, 'Recherche de biens');
    await box.fill('appartement ixelles');
    const combined = page.getByRole('group', { name: 'À vendre dans une commune' });
    await expect(combined.getByRole('option', { name: /^Appartement · Ixelles/ })).toBeVisible();
    await combined.getByRole('option', { name: /^Appartement · Ixelles/ }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/fr/a-vendre/' && url.searchParams.get('city') === 'Ixelles|1050' && url.searchParams.get('type') === '3',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('finds a property by its id and opens its page, in French and in Dutch', async ({ page, request }) => {
    const listing = (await (await request.get('/api/listing-data?lang=fr')).json()) as ListingLoad;
    const property = listing.properties[0];
    expect(property).toBeDefined();
    const id = String(property?.ID);

    await page.goto('/fr/');
    await blockBox(page, 'Recherche de biens').fill(id);
    const option = page.getByRole('group', { name: 'Biens' }).getByRole('option');
    await expect(option).toHaveCount(1);
    await expect(option).toContainText(`ID ${id}`);
    await expect(option.locator('img')).toHaveJSProperty('width', 60);
    await option.click();
    const list = property?.Goal === 0 ? 'a-vendre' : 'a-louer';
    await expect(page).toHaveURL(new RegExp(`/fr/${list}/[a-z0-9-]+/[a-z0-9-]+/${id}/$`));

    await page.goto('/nl/');
    await blockBox(page, 'Panden zoeken').fill(id);
    await page.getByRole('group', { name: 'Panden' }).getByRole('option').click();
    await expect(page).toHaveURL(new RegExp(`/nl/property/${id}/$`));
  });

  test('works from the keyboard alone (nl)', async ({ page }) => {
    await page.goto('/nl/');
    const box = blockBox(page, 'Panden zoeken');
    await box.click();
    await page.keyboard.type('ixelles');
    await expect(page.getByRole('group', { name: 'Gemeenten te huur' })).toBeVisible();

    await page.keyboard.press('ArrowDown');
    const first = page.getByRole('option', { selected: true });
    // Found by its French name, named in Dutch.
    await expect(first).toHaveText(/^Elsene/);
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'none');

    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('ixelles');

    // Closed, ArrowDown opens on the first option; two more go to the second and wrap to the first.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const selected = page.getByRole('option', { selected: true });
    await expect(selected).toHaveAttribute('id', /-option-0$/);
    await page.keyboard.press('ArrowUp');
    await expect(selected).toHaveAttribute('id', /-option-1$/);
    await expect(selected).toHaveText(/^Elsene/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/nl/te-huur/' && url.searchParams.get('city') === 'Elsene|1050');
  });
});
