import { expect, type Page } from '@playwright/test';
import { expectRemoteLoaded, seriousViolations, test, watchConsole, withSavedConsent } from './support';

/** A demo owner of the seeded agency (demo-agency/src/content/owners.ts): four properties. */
const SOPHIE = { email: 'sophie.dubois@example.be', password: 'Sophie-Louise-1967', name: 'Sophie Dubois' };
// A login checks a scrypt hash on purpose (half a second alone, seconds on a busy machine).
const LOGIN_TIMEOUT = { timeout: 30_000 };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const WORDS = {
  fr: {
    login: '/fr/login/',
    portal: /\/fr\/espace-proprietaire\/$/,
    email: 'Adresse électronique',
    password: 'Mot de passe',
    submit: 'Se connecter',
    failed: "L'adresse électronique et/ou le mot de passe sont incorrects.",
    hello: 'Bonjour Sophie Dubois',
    property: 'Bien',
    today: "Aujourd'hui",
    graph: 'Visites des 30 derniers jours',
    table: 'Visites par jour sur les 30 derniers jours',
    visits: 'Visites',
    page: (page: number, count: number) => `Page ${page} sur ${count}`,
    next: 'Page suivante',
    logout: 'Se déconnecter',
    loggedOut: 'Vous êtes déconnecté.',
  },
  en: {
    login: '/en/login/',
    portal: /\/en\/portal\/$/,
    email: 'E-mail address',
    password: 'Password',
    submit: 'Log in',
    failed: 'The e-mail address and/or the password are not correct.',
    hello: 'Hello Sophie Dubois',
    property: 'Property',
    today: 'Today',
    graph: 'Visits over the last 30 days',
    table: 'Visits per day over the last 30 days',
    visits: 'Visits',
    page: (page: number, count: number) => `Page ${page} of ${count}`,
    next: 'Next page',
    logout: 'Log out',
    loggedOut: 'You are logged out.',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

async function logIn(page: Page, words: Words, password = SOPHIE.password): Promise<void> {
  await page.goto(words.login);
  await expectRemoteLoaded(page, 'mf_portal/OwnerLogin');
  await page.getByLabel(words.email).fill(SOPHIE.email);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: words.submit }).click();
}

test.beforeEach(async ({ context, baseURL }) => {
  await withSavedConsent(context, baseURL ?? '');
});

for (const [lang, words] of Object.entries(WORDS)) {
  test.describe(`the owner portal in ${lang}`, () => {
    test('a demo owner logs in, switches property, sees the counters and the graph, pages through a history and logs out', async ({ page }) => {
      await logIn(page, words);
      await expect(page).toHaveURL(words.portal, LOGIN_TIMEOUT);
      await expect(page.getByRole('heading', { name: words.hello })).toBeVisible();

      // A property whose visits fill two pages, seen once more today through the detail page's beacon.
      const properties = await (await page.request.get(`/api/portal/properties?lang=${lang}`)).json();
      expect(properties).toHaveLength(4);
      let chosen: number | undefined;
      for (const { id } of properties as { id: number }[]) {
        const visits = await (await page.request.get(`/api/portal/properties/${id}/visits`)).json();
        if (visits.pageCount > 1 && id !== properties[0].id) chosen = id;
      }
      chosen ??= properties[1].id;
      const beacon = await page.request.post('/api/track/property-view', {
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER },
        data: JSON.stringify({ propertyId: chosen }),
      });
      expect(beacon.status()).toBe(204);

      await page.getByLabel(words.property, { exact: true }).selectOption(String(chosen));
      const today = page.locator('[data-counter="today"]');
      await expect(today).not.toHaveText('0');
      await expect(page.locator('[data-counter="total"]')).toHaveText(/^[\d.,]+$/);
      await expect(page.getByRole('img', { name: words.graph })).toBeVisible();
      await expect(page.getByRole('table', { name: words.table }).getByRole('row')).toHaveCount(31);

      const visits = page.getByRole('region', { name: words.visits, exact: true });
      const pages = (await (await page.request.get(`/api/portal/properties/${chosen}/visits`)).json()).pageCount as number;
      if (pages > 1) {
        await expect(visits.getByText(words.page(1, pages))).toBeVisible();
        await visits.getByRole('button', { name: words.next }).click();
        await expect(visits.getByText(words.page(2, pages))).toBeVisible();
      } else {
        await expect(visits.getByText(words.page(1, 1))).toBeVisible();
      }

      await page.getByRole('main').getByRole('button', { name: words.logout, exact: true }).click();
      await expect(page.getByText(words.loggedOut)).toBeVisible();
      expect((await page.request.get('/api/auth/session')).status()).toBe(401);
    });

    test("a wrong password shows the spec's message and nothing else", async ({ page }) => {
      await logIn(page, words, 'not-the-password');
      await expect(page.getByRole('alert')).toHaveText(words.failed, LOGIN_TIMEOUT);
      await expect(page).toHaveURL(new RegExp(`${words.login}$`));
      await expect(page.getByLabel(words.email)).toHaveValue(SOPHIE.email);
    });
  });
}

test.describe('accessibility of the owner screens', () => {
  test('the login page has no serious or critical violation, and no console error', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/fr/login/');
    await expectRemoteLoaded(page, 'mf_portal/OwnerLogin');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the portal has no serious or critical violation', async ({ page }) => {
    await logIn(page, WORDS.en);
    await expect(page.getByRole('heading', { name: WORDS.en.hello })).toBeVisible(LOGIN_TIMEOUT);
    await expect(page.getByRole('img', { name: WORDS.en.graph })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the top bar says which owner is logged in, on every page, and logs out', async ({ page }) => {
  await logIn(page, WORDS.fr);
  await expect(page).toHaveURL(WORDS.fr.portal, LOGIN_TIMEOUT);
  const topBar = page.getByTestId('top-bar');
  await expect(topBar.getByRole('link', { name: `Connecté : ${SOPHIE.name}` })).toBeVisible();
  await page.goto('/fr/contact/');
  await expect(topBar.getByRole('link', { name: `Connecté : ${SOPHIE.name}` })).toHaveAttribute('href', '/fr/espace-proprietaire/');
  await topBar.getByRole('button', { name: WORDS.fr.logout }).click();
  await expect(page).toHaveURL(/\/fr\/login\/$/);
  await expect(topBar.getByRole('link', { name: 'Accès propriétaire' })).toBeVisible();
});

