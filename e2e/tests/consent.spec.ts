import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { test } from './support';

// Every test starts as a first-time visitor: no cookie, no storage, whatever the suite's default.
test.use({ storageState: { cookies: [], origins: [] } });

const SITE_INFO = { analyticsId: 'G-E2E', adsId: 'AW-E2E', tagManagerId: 'GTM-E2E', socialPixelId: '4242' };

const SCRIPTS = {
  analytics: 'https://www.googletagmanager.com/gtag/js?id=G-E2E',
  ads: 'https://www.googletagmanager.com/gtag/js?id=AW-E2E',
  tagManager: 'https://www.googletagmanager.com/gtm.js?id=GTM-E2E',
  socialPixel: 'https://connect.facebook.net/en_US/fbevents.js',
};

const CONSENT_COOKIES = ['consent', 'consentAdUserData', 'consentAdStorage', 'consentAnalyticsStorage', 'consentAdPersonalization'];

/**
 * Answers every request that leaves the site with an empty script, and records it: the vendors'
 * hosts are stubbed, and anything else that is not the site counts as a third-party request too.
 */
async function recordThirdParties(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    },
  );
  return requested;
}

/**
 * The site information as if the agency had configured all four identifiers: in the api's answer,
 * and in the pages, whose server render carries that answer for hydration.
 */
async function configureIdentifiers(page: Page) {
  await page.route(/\/api\/site(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const site = (await response.json()) as { siteInfo: Record<string, string> };
    await route.fulfill({ response, json: { ...site, siteInfo: SITE_INFO } });
  });
  await page.route(
    (url) => url.hostname === '127.0.0.1' && !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/"siteInfo":\{[^}]*\}/g, () => `"siteInfo":${JSON.stringify(SITE_INFO)}`);
      await route.fulfill({ response, body: html });
    },
  );
}

async function consentCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return Object.fromEntries(cookies.filter((cookie) => CONSENT_COOKIES.includes(cookie.name)).map((cookie) => [cookie.name, cookie.value]));
}

/** The Consent Mode commands of the page's data layer, as plain arrays. */
function consentCommands(page: Page) {
  return page.evaluate(() =>
    ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'consent'),
  );
}

/** The French page of the first property of the catalogue with a virtual tour. */
async function firstPropertyWithTour(request: APIRequestContext): Promise<string> {
  const listing = (await (await request.get('/api/listing-data?lang=fr')).json()) as { properties: { ID: number }[] };
  for (const { ID } of listing.properties.slice(0, 200)) {
    const detail = (await (await request.get(`/api/properties/${ID}?lang=fr`)).json()) as { VirtualTourUrl?: string };
    if (detail.VirtualTourUrl) return `/fr/property/${ID}/`;
  }
  throw new Error('None of the first 200 properties has a virtual tour');
}

const dialogFr = (page: Page) => page.getByRole('dialog', { name: 'Les cookies sur ce site' });

const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };
const GRANTED = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' };

test.describe('cookie consent for a first-time visitor', () => {
  test('asks before anything tracks: no third-party request, only strictly necessary storage, Consent Mode denied', async ({
    page,
    context,
  }) => {
    const thirdParties = await recordThirdParties(context);
    await configureIdentifiers(page);
    await page.goto('/fr/');
    const dialog = dialogFr(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Les cookies sur ce site' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Tout accepter' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Refuser' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(thirdParties).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await consentCommands(page)).toEqual([['consent', 'default', { ...DENIED, wait_for_update: 500 }]]);
  });

  test("stands where the server's markup put it: making it modal moves nothing on the screen", async ({ browser, baseURL }) => {
    for (const width of [390, 1366]) {
      const boxes = [];
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width, height: 800 } });
        const page = await context.newPage();
        await page.goto('/fr/a-vendre/');
        if (javaScriptEnabled) await expect(page.locator('dialog[open]')).toHaveAttribute('aria-modal', 'true');
        boxes.push(await page.locator('dialog[open]').boundingBox());
        await context.close();
      }
      // A dialog that jumps once the scripts run is a layout shift the visitor sees on every first visit.
      expect(boxes[1], `at ${width} px`).toEqual(boxes[0]);
    }
  });

  test('gives Agree all and Decline the same prominence', async ({ page }) => {
    await page.goto('/fr/');
    const agree = dialogFr(page).getByRole('button', { name: 'Tout accepter' });
    const decline = dialogFr(page).getByRole('button', { name: 'Refuser' });
    const look = (button: typeof agree) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return { background: style.backgroundColor, color: style.color, font: style.font, height: box.height, width: Math.round(box.width) };
      });
    expect(await look(decline)).toEqual(await look(agree));
  });

  test('Decline saves only the necessary option, denies the four signals for 182 days, and loads nothing', async ({
    page,
    context,
  }) => {
    const thirdParties = await recordThirdParties(context);
    await configureIdentifiers(page);
    await page.goto('/fr/');
    await dialogFr(page).getByRole('button', { name: 'Refuser' }).click();
    await expect(dialogFr(page)).toBeHidden();

    expect(await consentCookies(context)).toEqual({
      consent: 'necessary',
      consentAdUserData: 'denied',
      consentAdStorage: 'denied',
      consentAnalyticsStorage: 'denied',
      consentAdPersonalization: 'denied',
    });
    const days = (expires: number) => Math.round((expires * 1000 - Date.now()) / 86_400_000);
    for (const cookie of await context.cookies()) expect({ name: cookie.name, days: days(cookie.expires) }).toEqual({ name: cookie.name, days: 182 });
    expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', DENIED]);

    await page.reload();
    await expect(page.locator('footer')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(dialogFr(page)).toHaveCount(0);
    expect(thirdParties).toEqual([]);
  });

  test('Agree all grants the four signals and then, only then, loads each configured script once', async ({ page, context }) => {
    const thirdParties = await recordThirdParties(context);
    await configureIdentifiers(page);
    await page.goto('/fr/');
    await expect(dialogFr(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(thirdParties).toEqual([]);

    await dialogFr(page).getByRole('button', { name: 'Tout accepter' }).click();
    await expect.poll(() => thirdParties.length).toBe(4);
    expect([...thirdParties].sort()).toEqual(Object.values(SCRIPTS).sort());
    expect(await consentCookies(context)).toEqual({
      consent: 'necessary.analytics.marketing.social.unclassified',
      consentAdUserData: 'granted',
      consentAdStorage: 'granted',
      consentAnalyticsStorage: 'granted',
      consentAdPersonalization: 'granted',
    });
    expect(await consentCommands(page)).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
      ['consent', 'update', GRANTED],
    ]);
  });

  test('Agree partly saves the ticked options only and loads only their scripts', async ({ page, context }) => {
    const thirdParties = await recordThirdParties(context);
    await configureIdentifiers(page);
    await page.goto('/fr/');
    // A link to the cookie policy's form without scripts; with them, it opens the dialog's settings.
    await dialogFr(page).getByRole('link', { name: 'Modifier les paramètres' }).click();
    const settings = page.getByRole('dialog', { name: 'Vos paramètres de cookies' });
    const boxes = settings.getByRole('checkbox');
    await expect(boxes).toHaveCount(5);
    await expect(settings.getByRole('checkbox', { name: /Strictement nécessaires/ })).toBeChecked();
    await expect(settings.getByRole('checkbox', { name: /Strictement nécessaires/ })).toBeDisabled();
    for (const name of ['Statistiques', 'Marketing', 'Réseaux sociaux', 'Non classés']) {
      await expect(settings.getByRole('checkbox', { name })).not.toBeChecked();
    }
    expect(thirdParties).toEqual([]);

    await settings.getByRole('checkbox', { name: 'Statistiques' }).check();
    await settings.getByRole('button', { name: 'Accepter en partie' }).click();
    await expect(settings).toBeHidden();
    await expect.poll(() => [...thirdParties].sort()).toEqual([SCRIPTS.analytics, SCRIPTS.tagManager]);
    expect(await consentCookies(context)).toEqual({
      consent: 'necessary.analytics',
      consentAdUserData: 'denied',
      consentAdStorage: 'denied',
      consentAnalyticsStorage: 'granted',
      consentAdPersonalization: 'denied',
    });
    expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', { ...DENIED, analytics_storage: 'granted' }]);
  });

  test('keeps focus inside, and Escape neither closes it nor accepts anything: it needs a choice', async ({ page, context }) => {
    const thirdParties = await recordThirdParties(context);
    await configureIdentifiers(page);
    await page.goto('/fr/');
    const dialog = dialogFr(page);
    await expect(dialog.getByRole('heading', { name: 'Les cookies sur ce site' })).toBeFocused();
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await context.cookies()).toEqual([]);
    expect(thirdParties).toEqual([]);
    await page.reload();
    await expect(dialogFr(page)).toBeVisible();
  });

  test('the footer link reopens the settings, and a withdrawn consent stops the scripts', async ({ page, context }) => {
    const thirdParties = await recordThirdParties(context);
    await configureIdentifiers(page);
    await page.goto('/fr/');
    await dialogFr(page).getByRole('button', { name: 'Tout accepter' }).click();
    await expect.poll(() => thirdParties.length).toBe(4);

    await page.getByRole('link', { name: 'Paramètres des cookies' }).click();
    const settings = page.getByRole('dialog', { name: 'Vos paramètres de cookies' });
    await expect(settings.getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
    thirdParties.length = 0;
    await Promise.all([page.waitForEvent('load'), settings.getByRole('button', { name: 'Refuser' }).click()]);
    await expect(page.locator('footer')).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect((await consentCookies(context)).consent).toBe('necessary');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(thirdParties).toEqual([]);
  });

  test('?setcookies forgets the saved choice and asks again', async ({ page, context }) => {
    await page.goto('/fr/');
    await dialogFr(page).getByRole('button', { name: 'Tout accepter' }).click();
    await expect.poll(async () => (await consentCookies(context)).consent).toContain('analytics');

    await page.goto('/fr/?setcookies');
    await expect(dialogFr(page)).toBeVisible();
    // The server's page shows the dialog at once; the choice is forgotten once the dialog has hydrated.
    await expect.poll(() => consentCookies(context)).toEqual({});
  });

  test("loads no video player or virtual tour of another site before consent: a placeholder shows it on request", async ({
    page,
    context,
    request,
  }) => {
    const thirdParties = await recordThirdParties(context);
    const tourPage = await firstPropertyWithTour(request);
    await page.goto(tourPage);
    await dialogFr(page).getByRole('button', { name: 'Refuser' }).click();
    const placeholder = page.getByRole('group', { name: 'Visite virtuelle' });
    await expect(placeholder).toContainText('my.matterport.com');
    await page.waitForLoadState('networkidle');
    expect(thirdParties).toEqual([]);
    await placeholder.getByRole('button', { name: 'Afficher : Visite virtuelle' }).click();
    await expect(page.locator('iframe[title="Visite virtuelle"]')).toBeAttached();
    await expect.poll(() => thirdParties.filter((url) => new URL(url).hostname === 'my.matterport.com').length).toBe(1);
  });

  test('a preview page shows no dialog', async ({ page }) => {
    await page.goto('/fr/?preview=1');
    await expect(page.locator('footer')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('speaks the page language', async ({ page }) => {
    const titles: [path: string, title: string][] = [
      ['/nl/', 'Cookies op deze site'],
      ['/de/', 'Cookies auf dieser Website'],
      ['/en/', 'Cookies on this site'],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    }
  });

  test('keeps the campaign of the landing URL for the forms', async ({ page }) => {
    await page.goto('/fr/?utm_source=newsletter&utm_medium=email');
    await expect(dialogFr(page)).toBeVisible();
    // The dialog is in the server's page; the capture runs once its part of the page has hydrated.
    await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('utm_parameters') ?? 'null'))).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
    });
  });

  test('the dialog links to a readable cookie policy that lists what each category stores', async ({ page, context }) => {
    await page.goto('/fr/');
    await dialogFr(page).getByRole('link', { name: 'Lire notre politique de cookies' }).click();
    await expect(page).toHaveURL(/\/fr\/politique-cookies\/$/);
    await expect(dialogFr(page)).toBeHidden();
    const necessary = page.getByRole('table', { name: 'Enregistré pour la catégorie Strictement nécessaires' });
    await expect(necessary.getByRole('row', { name: /^consent / })).toContainText('182 jours');
    await expect(necessary.getByRole('row', { name: /utm_parameters/ })).toContainText('Stockage de session');
    await expect(page.getByRole('table', { name: 'Enregistré pour la catégorie Statistiques' })).toContainText('_ga');
    await expect(page.getByRole('table', { name: 'Enregistré pour la catégorie Réseaux sociaux' })).toContainText('_fbp');

    // The policy holds the settings themselves, as a form: nothing ticked but what is needed.
    const settings = page.getByRole('region', { name: 'Vos paramètres de cookies' });
    await expect(settings.getByRole('checkbox', { name: 'Statistiques' })).not.toBeChecked();
    await Promise.all([page.waitForURL(/\/fr\/politique-cookies\/$/), settings.getByRole('button', { name: 'Accepter en partie' }).click()]);
    await expect.poll(async () => (await consentCookies(context)).consent).toBe('necessary');
  });

  test('has no serious or critical accessibility violation with either layer open', async ({ page }) => {
    await page.goto('/fr/');
    await expect(dialogFr(page)).toBeVisible();
    const seriousViolations = async () => {
      const { violations } = await new AxeBuilder({ page }).analyze();
      return violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((violation) => `${violation.id}: ${violation.help}`);
    };
    expect(await seriousViolations()).toEqual([]);
    await dialogFr(page).getByRole('link', { name: 'Modifier les paramètres' }).click();
    await expect(page.getByRole('dialog', { name: 'Vos paramètres de cookies' })).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });
});
