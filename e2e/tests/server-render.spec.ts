import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { FALLBACK_TITLE_FR, test, watchConsole, withSavedConsent } from './support';

const LIST = '[data-remote="mf_listings/PropertyList"]';
const DETAIL = '[data-remote="mf_listings/PropertyDetail"]';

/** The api of playwright.config.ts whose mf_search server container points at nothing. */
const DEGRADED_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181) + 1}`;

const LANGUAGES = [
  { lang: 'fr', home: '/fr/', list: '/fr/a-vendre/' },
  { lang: 'nl', home: '/nl/', list: '/nl/te-koop/' },
  { lang: 'en', home: '/en/', list: '/en/for-sale/' },
  { lang: 'de', home: '/de/', list: '/de/zu-verkaufen/' },
] as const;

/** React reports a hydration mismatch by name in development and by error number (418, 423, 425) in production. */
const HYDRATION_PROBLEM = /hydrat|Minified React error #(418|423|425)/i;

/** The first property card's detail link of a list page, as the server rendered it. */
async function firstPropertyPath(page: Page, listPath: string): Promise<string> {
  await page.goto(listPath);
  const href = await page.locator(LIST).getByRole('article').first().getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/\/\d+\/$/);
  return href ?? '';
}

test.describe('pages arrive rendered: without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.beforeEach(async ({ context, baseURL }) => {
    await withSavedConsent(context, baseURL ?? '');
  });

  test('the home page shows the agency, the search and the latest properties with prices, photos and links', async ({ page }) => {
    const response = await page.goto('/fr/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-banner] h1')).not.toBeEmpty();
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/fr/');
    await expect(page.locator('[data-remote="mf_search/SearchBlock"]')).not.toBeEmpty();
    const cards = page.locator(LIST).getByRole('article');
    await expect(cards).not.toHaveCount(0);
    await expect(cards.first()).toContainText('€');
    await expect(cards.first().locator('img').first()).toHaveAttribute('src', /\/api\/images\/property-\d+-1/);
    await expect(cards.first().getByRole('link').first()).toHaveAttribute('href', /^\/fr\/a-(vendre|louer)\/.+\/\d+\/$/);
  });

  test('a list shows its title, a full page of cards with prices and photos, and paging links', async ({ page }) => {
    await page.goto('/fr/a-vendre/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('À vendre');
    const cards = page.locator(LIST).getByRole('article');
    await expect(cards).toHaveCount(12);
    for (const card of (await cards.all()).slice(0, 3)) {
      await expect(card).toContainText('€');
      await expect(card.locator('img').first()).toHaveAttribute('src', /\/api\/images\//);
    }
    await expect(page.locator(LIST).locator('a[rel="next"]')).toHaveAttribute('href', /page=2/);
  });

  test('a list page the list would not write moves to its one address; page 1 has no parameter', async ({ page, request }) => {
    for (const [asked, location] of [
      ['/fr/a-vendre/?page=0', '/fr/a-vendre/'],
      ['/fr/a-vendre/?page=abc', '/fr/a-vendre/'],
      ['/nl/te-huur/?page=1', '/nl/te-huur/'],
      ['/fr/a-vendre/?page=2&sort=nonsense', '/fr/a-vendre/?page=2'],
    ] as const) {
      const response = await request.get(asked, { maxRedirects: 0 });
      expect({ asked, status: response.status(), location: response.headers().location }).toEqual({ asked, status: 301, location });
    }
    await page.goto('/fr/a-vendre/?page=-1&utm_source=mail');
    await expect(page).toHaveURL(/\/fr\/a-vendre\/\?utm_source=mail$/);
    await expect(page.locator(LIST).getByRole('article')).toHaveCount(12);
  });

  test('a property page shows its title, price, photos and its links', async ({ page }) => {
    const path = await firstPropertyPath(page, '/fr/a-vendre/');
    const id = /\/(\d+)\/$/.exec(path)?.[1];
    const firstPhotos = new Set<string>();
    page.on('request', (request) => {
      if (request.url().includes(`/api/images/property-${id}-1?`)) firstPhotos.add(request.url());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const detail = page.locator(DETAIL);
    await expect(detail.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(detail).toContainText('€');
    await expect(detail.locator('img[src*="/api/images/property-"]').first()).toBeVisible();
    // The photo that paints the page is asked once, in the one width its srcset chooses.
    expect([...firstPhotos]).toHaveLength(1);
    await expect(page.getByTestId('breadcrumb').getByRole('link', { name: 'À vendre' })).toHaveAttribute('href', '/fr/a-vendre/');
  });

  test('a path that does not exist shows the not-found page with its status, in the language of its prefix', async ({ page }) => {
    const response = await page.goto('/fr/nulle-part/');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    const english = await page.goto('/en/nowhere/');
    expect(english?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Page not found – Lambermont Immobilier');
    await expect(page.getByTestId('not-found').getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test.describe('pages hydrate cleanly', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await withSavedConsent(context, baseURL ?? '');
  });

  test('an address without a language prefix opens in the language chosen before, rendered in it', async ({ page, context }) => {
    const problems = watchConsole(page);
    await page.goto('/fr/');
    await expect(page.locator('#root [data-remote]').first()).toBeVisible();
    // Visiting a page in a language tells the server nothing; picking it in the switcher does.
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('language');
    await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: /^NL/ }).click();
    await expect(page).toHaveURL(/\/nl\/$/);
    const response = await page.goto('/for-sale/');
    expect(new URL(page.url()).pathname).toBe('/nl/te-koop/');
    // The server's own page, in Dutch from its first byte: not French switched after load.
    expect(await response?.text()).toContain('<html lang="nl"');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Te koop');
    expect(problems.filter((problem) => HYDRATION_PROBLEM.test(problem))).toEqual([]);
  });

  for (const { lang, home, list } of LANGUAGES) {
    test(`${lang}: home, list and property page hydrate without a mismatch and without asking again for their data`, async ({ page }) => {
      const problems = watchConsole(page);
      const firstViewRequests: string[] = [];
      page.on('request', (request) => {
        // The first view's own data is in the page: asking for it again would mean it was not used.
        // A property's visit slots are not part of it: their places change with every booking, so
        // the browser asks for them (docs/features.md, "Visits in the agency's slots").
        if (/\/api\/(site\?|pages|properties\/?\?|properties\/\d+(?![\d/]))/.test(request.url())) firstViewRequests.push(request.url());
      });
      const path = await firstPropertyPath(page, list);
      for (const visited of [home, list, path]) {
        await page.goto(visited);
        await expect(page.locator('#root [data-remote]').first()).toBeVisible();
      }
      expect(problems.filter((problem) => HYDRATION_PROBLEM.test(problem))).toEqual([]);
      expect(firstViewRequests).toEqual([]);
    });
  }

  test("a property's similar properties hydrate when they come near the screen, and their hearts then work", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(await firstPropertyPath(page, '/fr/a-vendre/'));
    // React marks the elements it has made live; the server's markup alone has no such mark.
    const live = (selector: string) =>
      page.locator(selector).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));
    await expect.poll(() => live(`${DETAIL} button[aria-pressed]`)).toBe(true);
    const similar = page.locator('#similar-properties');
    await expect(similar.getByRole('article')).not.toHaveCount(0);
    expect(await live('#similar-properties button')).toBe(false);

    await similar.scrollIntoViewIfNeeded();
    await expect.poll(() => live('#similar-properties button')).toBe(true);
    const heart = similar.getByRole('article').first().getByRole('button', { name: /^Favori\s: / });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-favourites-count]')).toHaveText(/Favoris \(1\)/);
    // The map passed on the way has no tiles on this closed network: only hydration is judged here.
    expect(problems.filter((problem) => HYDRATION_PROBLEM.test(problem))).toEqual([]);
  });

  test('a list hydrated from the server still filters, sorts and pages in the browser', async ({ page }) => {
    await page.goto('/fr/a-vendre/');
    const list = page.locator(LIST);
    await list.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(/page=2/);
    await expect(list.getByRole('article')).toHaveCount(12);
  });
});

test.describe('a remote whose server bundle cannot be loaded', () => {
  test('still gives a 200 page, with that remote fallback in place and the rest rendered, saying so and never kept', async ({ page, context }) => {
    await withSavedConsent(context, DEGRADED_ORIGIN);
    // A render that retries the remote may pass its budget and go out as the browser shell (also
    // a 200); the renders after it skip the remote for a while and arrive rendered.
    let html = '';
    let headers: Record<string, string> = {};
    const home = () => page.request.get(`${DEGRADED_ORIGIN}/fr/`, { headers: { accept: 'text/html' } });
    await expect
      .poll(async () => {
        const response = await home();
        expect(response.status()).toBe(200);
        html = await response.text();
        headers = response.headers();
        return html;
      })
      .toMatch(/data-remote="mf_search\/SearchBlock"[^>]*><!--\$--><section role="status" data-remote-fallback=""/);
    expect(html).toContain(FALLBACK_TITLE_FR);
    // Not the page as it should be: no cache keeps it, the answer names the part, and
    // the next visitor gets a new render, not this one again.
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-degraded-parts']?.split(', ')).toContain('mf_search/SearchBlock');
    const again = (await home()).headers();
    expect(again['x-degraded-parts']?.split(', ')).toContain('mf_search/SearchBlock');
    expect(again.age).toBeUndefined();
    expect(html).toMatch(/data-remote="mf_listings\/PropertyList"[^>]*>(?:(?!data-remote-fallback).)*<article/s);

    await page.goto(`${DEGRADED_ORIGIN}/fr/`);
    // The browser tried again and could not load it either: the fallback stays, with its retry button.
    const block = page.locator('[data-remote="mf_search/SearchBlock"]');
    await expect(block.getByRole('heading', { name: FALLBACK_TITLE_FR })).toBeVisible({ timeout: 20_000 });
    await expect(block.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(page.locator(LIST).getByRole('article').first()).toBeVisible();
  });
});

test.describe('a page the server did not render (server rendering off, over its budget or failed)', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('draws its top bar, header and list toolbar where they stay: nothing above the results moves as the data arrives', async ({
    page,
    context,
    baseURL,
  }) => {
    await withSavedConsent(context, baseURL ?? '');
    // What the api sends when it does not render: the shell's page, its root empty.
    const browserShell = readFileSync(path.resolve(import.meta.dirname, '..', '..', 'shell', 'dist', 'index.html'), 'utf8');
    expect(browserShell).toMatch(/<div id=(?:"root"|root)><\/div>/);
    await page.route(
      (url) => url.pathname === '/fr/a-vendre/',
      (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: browserShell }),
    );
    await page.addInitScript(() => {
      const shifts: { value: number; moved: string[] }[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node | null }[] })[]) {
          shifts.push({ value: entry.value, moved: entry.sources.map((source) => source.node?.nodeName ?? '') });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/fr/a-vendre/');
    await expect(page.locator(LIST).getByRole('article').first()).toBeVisible();
    await expect(page.locator(LIST).getByRole('heading', { name: /\d+ biens/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts);
    // The footer, below a page still loading, may come into view and go as the results push it
    // down; what the visitor reads above the results does not move.
    const aboveTheFooter = shifts.filter(({ moved }) => moved.some((name) => name !== 'FOOTER'));
    expect(aboveTheFooter.reduce((sum, { value }) => sum + value, 0), JSON.stringify(aboveTheFooter)).toBeLessThan(0.02);
  });
});
