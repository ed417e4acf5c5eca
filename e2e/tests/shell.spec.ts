import { expect, type Page } from '@playwright/test';
import { FIXED_PATH_ROUTES, LANGUAGES, localizePath, type Language, type PropertyListPage } from 'shared-kernel';
import { seriousViolations, test, withSavedConsent } from './support';

const AGENCY = 'Lambermont Immobilier';

test.beforeEach(async ({ context, baseURL }) => {
  await withSavedConsent(context, baseURL ?? '');
});

function breadcrumb(page: Page) {
  return page.getByTestId('breadcrumb');
}

/** The header's link to the same page in another language (named "NL – Nederlands"). */
function languageLink(page: Page, lang: Language) {
  return page.getByRole('link', { name: new RegExp(`^${lang.toUpperCase()} – `) }).first();
}

test.describe('every route of the route table', () => {
  const routes = FIXED_PATH_ROUTES.filter((candidate) => candidate.original !== '/');
  for (const [index, entry] of routes.entries()) {
    // Each route opens in the browser in one language, a different one from route to route so that
    // every language is rendered by the server and hydrated, then goes through the others by the
    // header's language links as a visitor would; the server answers every language's address too.
    const languages = LANGUAGES.map((_, offset) => LANGUAGES[(index + offset) % LANGUAGES.length]!);
    test(`${entry.original} answers in every language with its breadcrumb`, async ({ page, request }) => {
      for (const lang of languages) {
        const path = localizePath(entry.original, lang);
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        expect(await response.text(), path).toMatch(new RegExp(`<html[^>]*\\blang="${lang}"`));
      }
      for (const [position, lang] of languages.entries()) {
        const path = localizePath(entry.original, lang);
        if (position === 0) await page.goto(path);
        else await languageLink(page, lang).click();
        await expect(page, path).toHaveURL(new URL(path, page.url()).href);
        await expect(breadcrumb(page).locator('[aria-current="page"]'), path).toHaveText(entry.breadcrumb[lang]);
        await expect(breadcrumb(page).getByRole('link').first()).toHaveAttribute('href', localizePath('/', lang));
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
      }
    });
  }

  test('the home page answers in every language', async ({ page }) => {
    for (const lang of LANGUAGES) {
      const response = await page.goto(localizePath('/', lang));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
  });

  test('a property answers at its French path and its original path, under for sale or for rent', async ({ page, request }) => {
    const list = (await (await request.get('/api/properties?lang=fr')).json()) as PropertyListPage;
    const property = list.items.find((item) => !item.ProjectID) ?? list.items[0];
    expect(property).toBeDefined();
    if (!property) return;
    const response = await page.goto(`/nl/property/${property.ID}/`);
    expect(response?.status()).toBe(200);
    const nlTrail = breadcrumb(page).getByRole('listitem');
    await expect(nlTrail.nth(1)).toHaveText(property.Goal === 0 ? 'Te koop' : 'Te huur');
    await expect(nlTrail.nth(2)).not.toHaveText('');

    await page.goto(`/fr/property/${property.ID}/`);
    await expect(breadcrumb(page).getByRole('listitem').nth(1)).toHaveText(property.Goal === 0 ? 'À vendre' : 'À louer');
    await expect(page).toHaveTitle(new RegExp(`– ${AGENCY}$`));
  });

  test('a project and its units answer under Projects', async ({ page, request }) => {
    const projects = (await (await request.get('/api/projects?lang=fr')).json()) as { ID: number; Name: string }[];
    const project = projects[0];
    expect(project).toBeDefined();
    if (!project) return;
    expect((await page.goto(`/en/project/${project.ID}/`))?.status()).toBe(200);
    await expect(breadcrumb(page).getByRole('listitem').nth(1)).toHaveText('Projects');
    await page.goto(`/fr/projects/bruxelles/projet/${project.ID}/`);
    await expect(breadcrumb(page).getByRole('listitem').nth(1)).toHaveText('Projets');
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText(project.Name);
  });
});

test.describe('language', () => {
  test('the language switch keeps the page and the query, and remembers the choice', async ({ page }) => {
    await page.goto('/fr/a-vendre/?type=3');
    await page.getByRole('link', { name: 'Nederlands' }).first().click();
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?type=3$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Te koop');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('nl');
    await page.getByRole('link', { name: 'Deutsch' }).first().click();
    await expect(page).toHaveURL(/\/de\/zu-verkaufen\/\?type=3$/);
    await page.getByRole('link', { name: 'Français' }).first().click();
    await expect(page).toHaveURL(/\/fr\/a-vendre\/\?type=3$/);
  });

  test('sets the document title of each page in its language after navigation', async ({ page }) => {
    await page.goto('/fr/');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'À louer' }).click();
    await expect(page).toHaveURL(/\/fr\/a-louer\/$/);
    await expect(page).toHaveTitle(`À louer – ${AGENCY}`);
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveTitle(`For rent – ${AGENCY}`);
  });
});

test.describe('menus', () => {
  test('show only Published pages, in their sort order', async ({ page, request }) => {
    const { pages } = (await (await request.get('/api/pages?lang=fr')).json()) as {
      pages: { status: string; sort: number; params: { title: string } }[];
    };
    const published = pages
      .filter((candidate) => candidate.status === 'Published')
      .sort((a, b) => a.sort - b.sort)
      .map((candidate) => candidate.params.title);
    expect(published.length).toBeLessThan(pages.length);
    await page.goto('/fr/');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    // What does not fit on the row is under "Plus", in the same order.
    const more = menu.getByRole('button', { name: 'Plus' });
    if (await more.isVisible()) await more.click();
    await expect(menu.getByRole('link')).toHaveText(published);
    await expect(menu.getByRole('link', { name: 'Vie privée' })).toHaveCount(0);
    await expect(page.getByTestId('app-bar').getByRole('link', { name: 'Estimation gratuite' })).toHaveAttribute(
      'href',
      '/fr/estimation-gratuite/',
    );
  });
});

test.describe('scrolling', () => {
  async function scrollTo(page: Page, y: number) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // The scroll handler is throttled to 100 ms.
    await page.waitForTimeout(250);
  }

  test('shows scroll-to-top after 10 px, shrinks the logo and fixes the header after 30 px', async ({ page }) => {
    await page.goto('/fr/contact/');
    await expect(page.getByTestId('footer-column').first()).toBeVisible();
    const toTop = page.getByRole('button', { name: 'Retour en haut de la page' });
    await scrollTo(page, 10);
    await expect(toTop).toHaveCount(0);
    await expect(page.getByTestId('app-bar')).toHaveAttribute('data-fixed', 'false');
    await scrollTo(page, 11);
    await expect(toTop).toBeVisible();
    await scrollTo(page, 30);
    await expect(page.getByTestId('logo')).toHaveAttribute('data-shrunk', 'false');
    await scrollTo(page, 31);
    await expect(page.getByTestId('logo')).toHaveAttribute('data-shrunk', 'true');
    await expect(page.getByTestId('app-bar')).toHaveAttribute('data-fixed', 'true');
    await expect(page.getByTestId('app-bar')).toHaveCSS('position', 'fixed');

    await scrollTo(page, 600);
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2_000 }).toBe(0);
    await expect(toTop).toHaveCount(0);
  });

  test('shows the logo of the home page only after scrolling, as configured', async ({ page }) => {
    await page.goto('/fr/');
    await expect(page.getByTestId('logo')).toBeHidden();
    await scrollTo(page, 40);
    await expect(page.getByTestId('logo')).toBeVisible();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer holds the menu, the free evaluation button and the languages', async ({ page }) => {
    await page.goto('/fr/');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Estimation gratuite' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Nederlands' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/fr\/contact\/$/);
    await expect(drawer).toBeHidden();
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('the 404 page', () => {
  for (const [lang, title] of [
    ['fr', 'Page non trouvée'],
    ['nl', 'Pagina niet gevonden'],
  ] as [Language, string][]) {
    test(`answers HTTP 404 with a search form and a link home (${lang})`, async ({ page }) => {
      const response = await page.goto(`/${lang}/nowhere-to-be-found/`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByTestId('not-found').locator('[data-remote="mf_search/SearchBox"]')).toBeAttached();
      await expect(page.getByTestId('not-found').getByRole('link')).toHaveAttribute('href', `/${lang}/`);
      await expect(page).toHaveTitle(`${title} – ${AGENCY}`);
    });
  }
});

test.describe('accessibility', () => {
  for (const path of ['/fr/', '/fr/a-vendre/', "/fr/l'agence/", '/fr/vie-privee/', '/fr/nowhere/']) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
