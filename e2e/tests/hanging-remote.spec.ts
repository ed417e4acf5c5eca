import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { FALLBACK_TITLE_FR } from './support';

// A remote whose host never answers holds up only its own part of the page. The shell
// hydrates without waiting for the remotes, each slot is a Suspense boundary of its own, and the
// hanging one shows its fallback once its loading attempts have timed out.

// The suite's `test` waits for the whole first view, hanging part included: these visits do not.
const test = base;
test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 800 } });

/** Leaves every request to mf-search's host unanswered, as a hung server does. */
async function hangSearchHost(page: Page): Promise<void> {
  await page.route(/\/(remotes|releases)\/mf-search\//, () => new Promise<void>(() => {}));
}

/** Milliseconds from the page's load event until `element` is live (React has taken it over). */
async function liveAfterLoad(page: Page, element: Locator): Promise<number> {
  await element.waitFor({ state: 'attached' });
  const handle = await element.elementHandle();
  await page.waitForFunction((node) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactProps')), handle, {
    polling: 10,
    timeout: 15_000,
  });
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance.now() - (navigation?.loadEventEnd ?? 0);
  });
}

test('with mf-search hanging, the rest of the page is live within a second of its load, and its own slot falls back in time', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const dialogOf = (visit: Page) => visit.getByRole('dialog', { name: 'Les cookies sur ce site' });
  // The same page with every remote answering, on this machine at this moment: how soon it is live.
  const healthy = await browser.newPage({ baseURL, viewport: { width: 390, height: 800 } });
  await healthy.goto('/fr/', { waitUntil: 'load' });
  const healthyMs = await liveAfterLoad(healthy, dialogOf(healthy).getByRole('button', { name: 'Tout accepter' }));
  await healthy.close();

  await hangSearchHost(page);
  await page.goto('/fr/', { waitUntil: 'load' });
  const dialog = dialogOf(page);
  const accept = dialog.getByRole('button', { name: 'Tout accepter' });
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  const menuMs = await liveAfterLoad(page, menu);
  const acceptMs = await liveAfterLoad(page, accept);
  test.info().annotations.push({
    type: 'live after load (ms)',
    description: `all remotes answering: "Tout accepter" ${Math.round(healthyMs)}; mf-search hanging: the menu ${Math.round(menuMs)}, "Tout accepter" ${Math.round(acceptMs)}`,
  });
  // A second on an idle machine; on a busy one the page is slower anyway, so the hanging host may
  // cost at most a second more than that (it cost twelve when hydration waited for every remote).
  expect(menuMs, 'the header menu').toBeLessThan(Math.max(1000, healthyMs + 1000));
  expect(acceptMs, '"Tout accepter"').toBeLessThan(Math.max(1000, healthyMs + 1000));
  await accept.click();
  await expect(dialog).toBeHidden();
  expect((await context.cookies()).find((cookie) => cookie.name === 'consent')?.value).toBe('necessary.analytics.marketing.social.unclassified');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // Its own slot keeps the server's search box until its time is up (three attempts of 4 s).
  const searchBox = page.locator('[data-remote="mf_search/SearchBox"]');
  await expect(searchBox.locator('[data-remote-fallback]')).toHaveCount(0);
  await expect(searchBox.locator('[data-remote-fallback]')).toHaveCount(1, { timeout: 20_000 });
  const searchBlock = page.locator('[data-remote="mf_search/SearchBlock"]');
  await expect(searchBlock.getByRole('heading', { name: FALLBACK_TITLE_FR })).toBeVisible();
});

test('with mf-search hanging, a navigation goes at once, not held by the parts still dehydrated', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'consent', value: 'necessary', url: baseURL ?? '' }]);
  await hangSearchHost(page);
  await page.goto('/fr/', { waitUntil: 'load' });
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await liveAfterLoad(page, menu);
  await menu.click();
  // Neither the hanging search box nor the footer's form, not near the screen yet, holds it back.
  await page.getByRole('link', { name: 'À vendre', exact: true }).filter({ visible: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'À vendre' })).toBeVisible({ timeout: 3000 });
  await expect(page).toHaveURL(/\/fr\/a-vendre\/$/);
});
