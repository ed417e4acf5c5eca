import { expect, type BrowserContext, type Page } from '@playwright/test';
import { renderedForFirstVisit, test, withSavedConsent, visitorOfItsOwn } from './support';

// A visitor whose browser runs no script (or before the scripts run): the HTML alone must do what
// each control says, for a slow phone's visitor presses before the scripts arrive.
test.use({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] }, ...visitorOfItsOwn() });

const LIST = '[data-remote="mf_listings/PropertyList"]';
const DAY_SECONDS = 86_400;
/** The days a choice is kept when the agency configured none (DEFAULT_CONSENT_EXPIRY_DAYS). */
const EXPIRY_DAYS = 182;

async function consentCookies(context: BrowserContext) {
  return (await context.cookies()).filter((cookie) => cookie.name.startsWith('consent'));
}

function decodedUrl(page: Page): string {
  const url = new URL(page.url());
  return decodeURIComponent(url.pathname + url.search);
}

test.describe('the consent dialog without scripts', () => {
  test('"Tout accepter" saves the cookies the dialog writes with scripts, back on the page, which no longer asks', async ({ page, context, request }) => {
    await renderedForFirstVisit(request, '/fr/a-vendre/?type=3');
    await page.goto('/fr/a-vendre/?type=3');
    const dialog = page.getByRole('dialog', { name: 'Les cookies sur ce site' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Tout accepter' }).click();
    await expect.poll(() => decodedUrl(page)).toBe('/fr/a-vendre/?type=3');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator(LIST).getByRole('article').first()).toBeVisible();

    const cookies = await consentCookies(context);
    expect(Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie.value]))).toEqual({
      consent: 'necessary.analytics.marketing.social.unclassified',
      consentAdUserData: 'granted',
      consentAdStorage: 'granted',
      consentAnalyticsStorage: 'granted',
      consentAdPersonalization: 'granted',
    });
    const inAbout = (cookie: { expires: number }) => Math.round((cookie.expires - Date.now() / 1000) / DAY_SECONDS);
    for (const cookie of cookies) {
      expect([cookie.name, cookie.path, cookie.sameSite, cookie.secure, cookie.httpOnly, inAbout(cookie)]).toEqual([cookie.name, '/', 'Lax', false, false, EXPIRY_DAYS]);
    }
    // Another page asks no more either.
    await page.goto('/fr/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('"Weigeren" saves the refusal and goes back to the page in its language', async ({ page, context, request }) => {
    await renderedForFirstVisit(request, '/nl/');
    await page.goto('/nl/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Weigeren' }).click();
    await expect.poll(() => decodedUrl(page)).toBe('/nl/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(Object.fromEntries((await consentCookies(context)).map((cookie) => [cookie.name, cookie.value]))).toEqual({
      consent: 'necessary',
      consentAdUserData: 'denied',
      consentAdStorage: 'denied',
      consentAnalyticsStorage: 'denied',
      consentAdPersonalization: 'denied',
    });
    await page.goto('/nl/te-koop/');
    await expect(page.locator(LIST).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('the search and the lists without scripts', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await withSavedConsent(context, baseURL ?? '');
  });

  test('the home search box sends a commune to the sale list, filtered by it', async ({ page, request }) => {
    const ixelles = (await (await request.get('/api/properties?lang=fr&goal=0&city=Ixelles|1050')).json()) as { total: number };
    await page.goto('/fr/');
    const box = page.getByRole('search', { name: 'Recherche de biens' }).getByRole('combobox');
    await box.fill('elsene');
    await box.press('Enter');
    await expect.poll(() => decodedUrl(page)).toBe('/fr/a-vendre/?city=Ixelles|1050');
    const list = page.locator(LIST);
    await expect(list.getByRole('heading', { name: new RegExp(`^${ixelles.total} biens?\\b`) })).toBeVisible();
    await expect(list.getByLabel('Commune')).toHaveValue('Ixelles|1050');
  });

  test('a list sorts, pages, filters and switches to the map by links and forms', async ({ page, request }) => {
    const cheapest = (await (await request.get('/api/properties?lang=fr&goal=0&sort=price_asc&page=2&pageSize=12')).json()) as {
      pageCount: number;
      items: { TypeDescription: string }[];
    };
    expect(cheapest.pageCount).toBeGreaterThan(1);
    await page.goto('/fr/a-vendre/');
    const list = page.locator(LIST);
    await list.getByLabel('Trier par').selectOption('price_asc');
    await list.getByRole('button', { name: 'Appliquer' }).click();
    await expect.poll(() => decodedUrl(page)).toBe('/fr/a-vendre/?sort=price_asc');
    await expect(list.getByLabel('Trier par')).toHaveValue('price_asc');

    await list.getByRole('link', { name: /Page suivante/ }).click();
    await expect.poll(() => decodedUrl(page)).toBe('/fr/a-vendre/?sort=price_asc&page=2');
    await expect(list.getByText(`page 2 de ${cheapest.pageCount}`)).toBeVisible();
    await expect(list.getByRole('article').first()).toContainText(cheapest.items[0]?.TypeDescription.slice(0, 40) ?? '');

    // The filters keep the sort and start again on page 1.
    await list.getByLabel('Type de bien').selectOption('3');
    await list.getByRole('button', { name: 'Rechercher' }).click();
    await expect.poll(() => decodedUrl(page)).toBe('/fr/a-vendre/?type=3&sort=price_asc');
    await expect(list.getByLabel('Type de bien')).toHaveValue('3');

    await list.getByRole('link', { name: 'Carte' }).click();
    await expect.poll(() => decodedUrl(page)).toBe('/fr/a-vendre/?type=3&sort=price_asc&view=map');
    await expect(list.getByRole('link', { name: 'Carte' })).toHaveAttribute('aria-current', 'true');
  });

  test('on a phone, the folded filters open from their button and search', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fr/a-vendre/');
    const list = page.locator(LIST);
    const filters = list.getByRole('form', { name: 'Affiner la recherche' });
    await expect(filters).toBeHidden();
    await list.getByRole('button', { name: 'Filtres' }).click();
    await expect(filters).toBeVisible();
    await filters.getByLabel('Type de bien').selectOption('2');
    await filters.getByRole('button', { name: 'Rechercher' }).click();
    await expect.poll(() => decodedUrl(page)).toBe('/fr/a-vendre/?type=2');
    // Folded again: the search goes to the list itself, not to the filters' anchor.
    expect(new URL(page.url()).hash).toBe('');
    await expect(list.getByRole('form', { name: 'Affiner la recherche' })).toBeHidden();
  });
});
