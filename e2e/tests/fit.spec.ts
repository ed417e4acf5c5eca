import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { LANGUAGES, localizePath, projectHref, type Language } from 'shared-kernel';
import { test, withSavedConsent } from './support';

/**
 * Every page shape fits a small phone in every language (WCAG 2.2 reflow, 1.4.10: 320 CSS px, as
 * a desktop at 400 % zoom), the owner portal included, and the floating scroll-to-top button never
 * sits on a control.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await withSavedConsent(context, baseURL ?? '');
});

/** The demo agency's owners (docs/features.md, "Trying the owner portal"), one who reads each language. */
const OWNERS: Record<Language, { email: string; password: string; labels: [email: string, password: string, submit: string]; table: string }> = {
  fr: { email: 'sophie.dubois@example.be', password: 'Sophie-Louise-1967', labels: ['Adresse électronique', 'Mot de passe', 'Se connecter'], table: 'Médias en ligne' },
  nl: { email: 'pieter.janssens@example.be', password: 'Pieter-Zavel-1967', labels: ['E-mailadres', 'Wachtwoord', 'Aanmelden'], table: 'Online media' },
  de: { email: 'thomas.becker@example.be', password: 'Thomas-Eupen-1967', labels: ['E-Mail-Adresse', 'Passwort', 'Anmelden'], table: 'Online-Medien' },
  en: { email: 'claire.lambert@example.be', password: 'Claire-Gestion-1967', labels: ['E-mail address', 'Password', 'Log in'], table: 'Online media' },
};

/** Lists, text pages (the cookie policy with its tables), enquiry forms and a thank-you page: one of each shape. */
const SHAPES = ['/', '/for-sale/', '/for-rent/', '/projects/', '/contact/', '/contact-demand/', '/Privacy/', '/cookie-policy/', '/feedback/site-contact/'];

/**
 * How far the page, or a box inside it, reaches past the viewport's right edge, and what sticks
 * out: a box that scrolls sideways inside the page hides the same problem from the page's width.
 */
async function sideways(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    const elements = [...document.querySelectorAll('body *')];
    const culprits = elements
      .filter((element) => element.getBoundingClientRect().right > width + 1 && ![...element.children].some((child) => child.getBoundingClientRect().right > width + 1))
      .slice(0, 5)
      .map((element) => `${describe(element)} ends at ${Math.round(element.getBoundingClientRect().right)}px`);
    const scrollers = elements.filter((element) => {
      const { overflowX } = getComputedStyle(element);
      return (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1;
    });
    return {
      overflow: Math.max(document.documentElement.scrollWidth - width, ...scrollers.map((element) => element.scrollWidth - element.clientWidth)),
      culprits: [...culprits, ...scrollers.map((element) => `${describe(element)} scrolls sideways`)],
    };
  });
}

async function expectFits(page: Page, what: string): Promise<void> {
  const { overflow, culprits } = await sideways(page);
  expect(overflow, `${what}: ${culprits.join(', ')}`).toBeLessThanOrEqual(0);
}

/** A property with a video (its player waits for consent behind a placeholder that names its host) and a project. */
async function catalogueShapes(request: APIRequestContext): Promise<{ video: number; project: { ID: number; City: string; Name: string } }> {
  const listing = (await (await request.get('/api/listing-data?lang=fr')).json()) as { properties: { ID: number }[] };
  let video: number | undefined;
  for (const { ID } of listing.properties.slice(0, 50)) {
    const detail = (await (await request.get(`/api/properties/${ID}?lang=fr`)).json()) as { VideoUrls?: string[] };
    if (detail.VideoUrls?.length) {
      video = ID;
      break;
    }
  }
  const [project] = (await (await request.get('/api/projects?lang=fr')).json()) as { ID: number; City: string; Name: string }[];
  if (video === undefined || !project) throw new Error('the seeded catalogue has no property with a video or no project');
  return { video, project };
}

for (const width of [320, 390]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 740 } });

    for (const lang of LANGUAGES) {
      test(`no page shape scrolls sideways in ${lang}, the owner portal included`, async ({ page, request }) => {
        test.setTimeout(90_000);
        const { video, project } = await catalogueShapes(request);
        const paths = [
          ...SHAPES.map((original) => localizePath(original, lang)),
          // German and Dutch compounds and the unique code in the attribute tables, which once made the page wider than a phone.
          `/${lang}/property/1242/`,
          `/${lang}/property/${video}/`,
          projectHref(project, lang),
          `/${lang}/nowhere/`,
        ];
        for (const path of paths) {
          await page.goto(encodeURI(path));
          await expectFits(page, path);
        }

        const owner = OWNERS[lang];
        const [emailLabel, passwordLabel, submit] = owner.labels;
        await page.goto(localizePath('/login/', lang));
        await expectFits(page, 'the login page');
        await page.getByLabel(emailLabel).fill(owner.email);
        await page.getByLabel(passwordLabel, { exact: true }).fill(owner.password);
        await page.getByRole('button', { name: submit }).click();
        await expect(page).toHaveURL(localizePath('/portal/', lang), { timeout: 30_000 });
        await expect(page.getByRole('table', { name: owner.table })).toBeVisible();
        await expectFits(page, 'the owner portal');
      });
    }
  });
}

const HEADER_WORDS: Record<Language, { menu: string; languages: string }> = {
  fr: { menu: 'Menu', languages: 'Langue' },
  nl: { menu: 'Menu', languages: 'Taal' },
  en: { menu: 'Menu', languages: 'Language' },
  de: { menu: 'Menü', languages: 'Sprache' },
};

test("at 320 px the header keeps the agency's logo, the menu button and the language switch, and the top bar stays compact", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  for (const lang of LANGUAGES) {
    const words = HEADER_WORDS[lang];
    await page.goto(localizePath('/contact/', lang));
    const bar = page.getByTestId('app-bar');
    for (const part of [bar.getByTestId('logo'), bar.getByRole('button', { name: words.menu }), bar.getByRole('navigation', { name: words.languages })]) {
      await expect(part, lang).toBeInViewport({ ratio: 1 });
    }
    // Two rows at most (it was four, 164 px, in French).
    expect((await page.getByTestId('top-bar').boundingBox())?.height ?? 0, lang).toBeLessThan(72);
    const languages = bar.getByRole('navigation', { name: words.languages });
    const other = lang === 'fr' ? 'NL' : 'FR';
    // The current language opens the list of the others (a disclosure).
    await expect(languages.locator('summary')).toHaveText(new RegExp(`^${lang.toUpperCase()}`));
    await languages.locator('summary').click();
    await languages.getByRole('link', { name: new RegExp(`^${other}`) }).click();
    await expect(page).toHaveURL(localizePath('/contact/', other.toLowerCase() as Language));
  }
});

test('the scroll-to-top button leaves the last line of the page free, and steps aside while typing', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/fr/contact/');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = page.getByRole('button', { name: 'Retour en haut de la page' });
  await expect(button).toBeVisible();
  const cookieSettings = await page.getByRole('link', { name: 'Paramètres des cookies' }).boundingBox();
  const floating = await button.boundingBox();
  expect(cookieSettings !== null && floating !== null && !overlap(cookieSettings, floating)).toBe(true);

  await page.setViewportSize({ width: 390, height: 740 });
  await page.getByLabel('Votre message').focus();
  await expect(button).toBeHidden();
  await page.getByLabel('Votre message').blur();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(button).toBeVisible();
});

test('on a phone the scroll-to-top button stays in the gutter the page keeps free, so a tap on a control reaches it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 740 });
  await page.goto('/fr/contact/');
  const button = page.getByRole('button', { name: 'Retour en haut de la page' });
  const phone = page.getByLabel('Téléphone', { exact: true });
  // The phone field's last line just above the bottom of the screen, beside the button.
  await page.evaluate(() => window.scrollTo(0, 200));
  const field = await phone.boundingBox();
  await page.evaluate((bottom) => window.scrollBy(0, bottom - (window.innerHeight - 30)), (field?.y ?? 0) + (field?.height ?? 0));
  await expect(button).toBeVisible();
  const end = await phone.boundingBox();
  const floating = await button.boundingBox();
  expect(end !== null && floating !== null && !overlap(end, floating)).toBe(true);
  await page.mouse.click((end?.x ?? 0) + (end?.width ?? 0) - 10, (end?.y ?? 0) + (end?.height ?? 0) / 2);
  await expect(phone).toBeFocused();
});

/** Whether two boxes of the page share any point. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
