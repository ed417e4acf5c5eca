import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousViolations, test, watchConsole, withSavedConsent } from './support';

const LIST = '[data-remote="mf_listings/PropertyList"]';
const DETAIL = '[data-remote="mf_listings/PropertyDetail"]';

test.beforeEach(async ({ context, baseURL }) => {
  await withSavedConsent(context, baseURL ?? '');
});

/** What the api answers for a list, to compare the page with. */
async function apiPage(
  request: APIRequestContext,
  query: string,
): Promise<{ total: number; offMarket: number; pageCount: number; items: { ID: number; TypeDescription: string }[] }> {
  const response = await request.get(`/api/properties?${query}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

function listOf(page: Page): Locator {
  return page.locator(LIST);
}

async function decodedUrl(page: Page): Promise<string> {
  return decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).search);
}

test.describe('the property lists', () => {
  test('fr: filter by city from the URL and by type from the controls, sort, page forward and back', async ({ page, request }) => {
    await page.goto('/fr/a-vendre/?city=Ixelles|1050');
    const list = listOf(page);
    const ixelles = await apiPage(request, 'lang=fr&goal=0&city=Ixelles|1050');
    await expect(list.getByText(`${ixelles.total} biens`)).toBeVisible({ timeout: 20_000 });
    await expect(list.getByText(`page 1 de ${ixelles.pageCount}`)).toBeVisible();
    await expect(list.getByRole('article')).toHaveCount(Math.min(12, ixelles.total));
    await expect(list.getByLabel('Commune')).toHaveValue('Ixelles|1050');

    await list.getByLabel('Type de bien').selectOption('3');
    await list.getByRole('button', { name: 'Rechercher' }).click();
    await expect.poll(() => decodedUrl(page)).toBe('/fr/a-vendre/?city=Ixelles|1050&type=3');
    const apartments = await apiPage(request, 'lang=fr&goal=0&city=Ixelles|1050&type=3&sort=price_asc');
    await expect(list.getByText(`${apartments.total} biens`)).toBeVisible();

    await list.getByLabel('Trier par').selectOption('price_asc');
    await expect.poll(() => decodedUrl(page)).toBe('/fr/a-vendre/?city=Ixelles|1050&type=3&sort=price_asc');
    await expect(list.getByRole('article').first().getByRole('heading')).toHaveText(apartments.items[0]?.TypeDescription ?? '');

    await page.goto('/fr/a-vendre/?type=3');
    const all = await apiPage(request, 'lang=fr&goal=0&type=3');
    await expect(list.getByText(`page 1 de ${all.pageCount}`)).toBeVisible({ timeout: 20_000 });
    await list.getByRole('link', { name: /Page suivante/ }).click();
    await expect(list.getByText(`page 2 de ${all.pageCount}`)).toBeVisible();
    await expect.poll(() => decodedUrl(page)).toBe('/fr/a-vendre/?type=3&page=2');
    await page.goBack();
    await expect(list.getByText(`page 1 de ${all.pageCount}`)).toBeVisible();
    await expect(list.getByRole('article').first().getByRole('heading')).toHaveText(all.items[0]?.TypeDescription ?? '');
  });

  test('on a phone the filters fold behind a button that counts them, so results come first; on a desktop they show', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fr/a-vendre/?city=Ixelles|1050&type=3');
    const list = listOf(page);
    const filters = list.getByRole('form', { name: 'Affiner la recherche' });
    const toggle = list.getByRole('button', { name: 'Filtres (2)' });
    await expect(toggle).toBeVisible();
    await expect(filters).toBeHidden();
    await expect(list.getByRole('article').first()).toBeInViewport();
    await toggle.click();
    await expect(filters.getByLabel('Commune')).toHaveValue('Ixelles|1050');
    await filters.getByLabel('Chambres').selectOption('2');
    await filters.getByRole('button', { name: 'Rechercher' }).click();
    await expect(list.getByRole('button', { name: 'Filtres (3)' })).toHaveAttribute('aria-expanded', 'false');
    await expect(list.getByRole('form', { name: 'Affiner la recherche' })).toBeHidden();

    await page.setViewportSize({ width: 1366, height: 800 });
    await expect(list.getByRole('form', { name: 'Affiner la recherche' })).toBeVisible();
    await expect(list.getByRole('button', { name: /^Filtres/ })).toBeHidden();
  });

  test('nl: city and type from the URL, the map shows every result and its markers answer the keyboard', async ({ page, request }) => {
    await page.goto('/nl/te-koop/?city=Elsene|1050&type=3');
    const list = listOf(page);
    const elsene = await apiPage(request, 'lang=nl&goal=0&city=Elsene|1050&type=3');
    await expect(list.getByText(elsene.total === 1 ? '1 pand' : `${elsene.total} panden`)).toBeVisible({ timeout: 20_000 });
    await expect(list.getByLabel('Type pand')).toHaveValue('3');

    await page.goto('/nl/te-koop/');
    const sale = await apiPage(request, 'lang=nl&goal=0');
    expect(sale.pageCount).toBeGreaterThan(1);
    await expect(list.getByText(`pagina 1 van ${sale.pageCount}`)).toBeVisible({ timeout: 20_000 });
    await list.getByRole('link', { name: 'Kaart' }).click();
    await expect.poll(() => decodedUrl(page)).toBe('/nl/te-koop/?view=map');
    const map = list.getByRole('region', { name: 'Kaart van de panden' });
    // No tile server in the tests: the markers are drawn on a plain background all the same.
    await expect(map).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    // Every property for sale, not the twelve of the first page; no paging under a map of them all.
    await expect(map).toHaveAttribute('data-marker-count', String(sale.total));
    await expect(list.getByText(`${sale.total} panden op de kaart`)).toBeVisible();
    await expect(list.getByText(`pagina 1 van ${sale.pageCount}`)).toBeHidden();
    await expect(map.locator('canvas').first()).toBeVisible();
    // Tiles come through the site (never from a tile server the visitor's browser would contact),
    // and a background that cannot load is said, not left "loading".
    await expect(map).toHaveAttribute('data-tiles', 'failed', { timeout: 15_000 });
    await expect(list.getByText('De achtergrondkaart kon niet worden geladen; de panden staan er wel op.', { exact: false })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The map view reloaded as a deep link hydrates as the server rendered it, and asks for no card.
    const problems = watchConsole(page);
    await page.reload();
    await expect(map).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    expect(problems.filter((problem) => /hydrat|Minified React error #(418|423|425)|^400 /i.test(problem))).toEqual([]);

    // The keyboard reaches the markers: a group zooms in to what it holds, a single marker opens
    // its card, Escape gives the focus back to the marker.
    const markers = map.locator('button.map-marker');
    await expect(markers.first()).toBeAttached();
    await map.focus();
    // After the zoom buttons, the markers, north to south.
    const onMarker = () => page.evaluate(() => document.activeElement?.classList.contains('map-marker') ?? false);
    for (let step = 0; step < 4 && !(await onMarker()); step += 1) await page.keyboard.press('Tab');
    await expect(markers.first()).toBeFocused();
    const popup = map.locator('xpath=..').getByTestId('map-popup');
    // Located while the popup is hidden too (a role query leaves hidden elements out).
    const close = popup.locator('button', { hasText: 'Sluiten' });
    const focusedKey = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.key ?? 'none');
    for (let step = 0; step < 8 && !(await close.evaluate((button) => button === document.activeElement)); step += 1) {
      const name = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
      const key = await focusedKey();
      if (/^Pand, /.test(name)) {
        await page.keyboard.press('Enter');
        break;
      }
      expect(name).toMatch(/^\d+ panden hier$/);
      await page.keyboard.press('Enter');
      // Zoomed in (the focus on the first marker of what the group became), or the popup of a
      // group whose properties share one point.
      await expect.poll(focusedKey).not.toBe(key);
    }
    await expect(close).toBeFocused();
    await expect(popup.getByRole('link').first()).toHaveAttribute('href', /^\/nl\/.*\/\d+\/$/);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(page.locator('button.map-marker:focus')).toHaveAttribute('aria-label', /^(Pand, |\d+ panden hier)/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('fr: the map view’s markers are targets of 24 px or more that do not cover each other (WCAG 2.5.8), at 390 and 1366 px', async ({ page }) => {
    for (const [width, height] of [
      [390, 844],
      [1366, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const list of ['/fr/a-vendre/?view=map', '/fr/a-louer/?view=map']) {
        await page.goto(list);
        const map = listOf(page).getByRole('region', { name: 'Carte des biens' });
        await expect(map).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
        const markers = map.locator('button.map-marker');
        await expect(markers.first()).toBeAttached();
        expect(await seriousViolations(page), `${list} at ${width} px`).toEqual([]);
        // Each marker's box whole and apart from the others' (axe's target-size counts a marker
        // another one covers as the part left over).
        const boxes = await markers.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect));
        for (const [index, box] of boxes.entries()) {
          expect(Math.min(box.width, box.height), `marker ${index} at ${width} px`).toBeGreaterThanOrEqual(24);
          for (const other of boxes.slice(index + 1)) {
            const apart = box.right <= other.left || other.right <= box.left || box.bottom <= other.top || other.bottom <= box.top;
            expect(apart, `markers overlap at ${width} px on ${list}: ${JSON.stringify([box, other])}`).toBe(true);
          }
        }
      }
    }
  });

  test('fr: the home counts what is on the market; the list keeps the sold ones, marked, and says how many', async ({ page, request }) => {
    const sale = await apiPage(request, 'lang=fr&goal=0');
    const rent = await apiPage(request, 'lang=fr&goal=1');
    expect(sale.offMarket).toBeGreaterThan(0);
    await page.goto('/fr/');
    await expect(page.getByText(`${sale.total - sale.offMarket} biens à vendre et ${rent.total - rent.offMarket} à louer`)).toBeVisible({
      timeout: 20_000,
    });
    await page.goto('/fr/a-vendre/');
    const list = listOf(page);
    await expect(list.getByRole('heading', { name: `${sale.total} biens, dont ${sale.offMarket} vendus` })).toBeVisible({ timeout: 20_000 });
    await page.goto('/nl/te-huur/');
    await expect(list.getByRole('heading', { name: `${rent.total} panden, waarvan ${rent.offMarket} verhuurd` })).toBeVisible({ timeout: 20_000 });
  });

  test('fr: no results found, and the way back to every property', async ({ page }) => {
    await page.goto('/fr/a-louer/?type=7&priceMax=1');
    const list = listOf(page);
    await expect(list.getByRole('heading', { name: 'Aucun résultat trouvé' })).toBeVisible({ timeout: 20_000 });
    await list.getByRole('link', { name: 'Voir tous les biens' }).click();
    await expect.poll(() => decodedUrl(page)).toBe('/fr/a-louer/');
    await expect(list.getByRole('article').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('a property', () => {
  test('fr: opened from the list, with its lightbox moved through by keyboard and a print view', async ({ page }) => {
    await page.goto('/fr/a-vendre/?city=Ixelles|1050&type=3');
    const first = listOf(page).getByRole('article').first().getByRole('link');
    await expect(first).toBeVisible({ timeout: 20_000 });
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/fr\/a-vendre\/ixelles\/[^/]+\/\d+\/$/);
    const detail = page.locator(DETAIL);
    await expect(detail.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
    await expect(detail.getByRole('heading', { name: 'Caractéristiques' })).toBeVisible();
    await expect(detail.getByRole('heading', { name: 'Performance énergétique' })).toBeVisible();

    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await detail.getByRole('button', { name: /^Ouvrir la photo 1 sur (\d+)$/ }).click();
    const current = page.locator('.lg-counter-current');
    await expect(current).toHaveText('1');
    // As large as the screen allows between the toolbar and the thumbnails, not a small photo at the top.
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    await expect
      .poll(async () => ((await page.locator('.lg-current .lg-object').boundingBox())?.height ?? 0) / viewport.height)
      .toBeGreaterThan(0.7);
    const total = Number(await page.locator('.lg-counter-all').textContent());
    expect(total).toBeGreaterThan(2);
    // lightGallery ignores keys while a slide is moving: press again until the photo has changed.
    const press = async (key: string, expected: string) => {
      await expect(async () => {
        if ((await current.textContent()) !== expected) await page.keyboard.press(key);
        await expect(current).toHaveText(expected, { timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
    };
    await press('ArrowRight', '2');
    await press('ArrowRight', '3');
    await press('ArrowLeft', '2');
    await expect(page.locator('.lg-thumb-item')).toHaveCount(total);
    await page.keyboard.press('Escape');
    await expect(page.locator('.lg-container.lg-show')).toHaveCount(0);
    // Its stylesheet's assets (the icon font, the loading image) come with the build.
    expect(failed).toEqual([]);

    await page.evaluate(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
    });
    await detail.getByRole('button', { name: 'Imprimer' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    await expect(detail.getByRole('heading', { name: 'Votre contact' })).toBeVisible();
    await expect(detail.getByRole('heading', { name: 'Ce bien vous intéresse ?' })).toBeHidden();
    await expect(detail.getByRole('button', { name: 'Imprimer' })).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    // The brochure names the property: its title, price and reference; the site's search box stays out.
    await expect(detail.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(detail.getByText(/€\s?\d/).first()).toBeVisible();
    await expect(detail.getByText(/^Réf/)).toBeVisible();
    await expect(page.locator('[data-remote="mf_search/SearchBox"]')).toBeHidden();
    // The brochure: one or two A4 pages.
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    const pages = pdf.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    await page.emulateMedia({ media: 'screen' });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('nl: a project, its price list and one of its units under the project', async ({ page }) => {
    await page.goto('/nl/projecten/');
    const project = page.locator('[data-remote="mf_listings/ProjectList"]').getByRole('link', { name: 'Canal Side' });
    await expect(project).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await project.click();
    await expect(page).toHaveURL(/\/nl\/project\/101\/$/);
    const detail = page.locator('[data-remote="mf_listings/ProjectDetail"]');
    await expect(detail.getByRole('heading', { level: 1, name: 'Canal Side' })).toBeVisible({ timeout: 20_000 });
    const priceList = detail.getByRole('table');
    await expect(priceList.getByRole('row').nth(1)).toContainText('Verkocht');
    expect(await seriousViolations(page)).toEqual([]);
    const unit = priceList.getByRole('row').nth(1).getByRole('link');
    const unitTitle = (await unit.textContent()) ?? '';
    await unit.click();
    await expect(page).toHaveURL(/\/nl\/property\/\d+\/$/);
    await expect(page.locator(DETAIL).getByRole('heading', { level: 1, name: unitTitle })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator(DETAIL).getByText('Dit pand is verkocht.')).toBeVisible();
    await expect(page.locator(DETAIL).getByRole('link', { name: 'Onderdeel van het project Canal Side' })).toBeVisible();
  });

  test('fr: a unit at its path under the project', async ({ page }) => {
    await page.goto('/fr/projects/anderlecht/canal-side/101/');
    const unit = page.locator('[data-remote="mf_listings/ProjectDetail"]').getByRole('table').getByRole('row').nth(1).getByRole('link');
    await expect(unit).toBeVisible({ timeout: 20_000 });
    await expect(unit).toHaveAttribute('href', /^\/fr\/projects\/anderlecht\/canal-side\/101\/[^/]+\/\d+\/$/);
    await unit.click();
    await expect(page.locator(DETAIL).getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  });

  test('fr: a missing property id is a 404 that says "not found or sold"', async ({ page }) => {
    const response = await page.goto('/fr/property/999999/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /introuvable|non trouvée/i }).first()).toBeVisible({ timeout: 20_000 });
  });
});
