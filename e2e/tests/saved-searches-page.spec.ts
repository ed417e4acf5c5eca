import { mkdir } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { PropertyListPage } from 'shared-kernel';
import { mailsTo, mailTo, seriousViolations, test, withSavedConsent } from './support';

/** Where the screenshots of the page go for the review: beside the notes, never in the repository. */
const SCREENS = process.env.SCREENS_DIR ?? '';

/** The first link of `pattern` in a mail's text. */
const linkIn = (text: string | undefined, pattern: RegExp) => pattern.exec(text ?? '')?.[0] ?? '';

/** Saves a list's search and follows a property for `email` in `language`, as the site's forms do; answers the property. */
async function saveAndConfirm(request: APIRequestContext, email: string, language: 'fr' | 'nl', listPath: string) {
  const sale = (await (await request.get(`/api/properties?lang=${language}&goal=0&pageSize=1`)).json()) as PropertyListPage;
  const followed = sale.items[0];
  if (followed === undefined) throw new Error('the demo agency has no property for sale');
  for (const data of [
    { email, frequency: 'weekly', language, goal: 0, listPath },
    { email, frequency: 'instant', language, propertyId: followed.ID },
  ]) {
    expect((await request.post('/api/alerts', { data })).status()).toBe(201);
  }
  return followed;
}

/** Confirms every saved search of `email` by its opt-in mail's link; answers where each link leads. */
async function confirmAll(request: APIRequestContext, email: string): Promise<string[]> {
  let mails: Awaited<ReturnType<typeof mailsTo>> = [];
  await expect.poll(async () => (mails = (await mailsTo(email)).filter((mail) => /\/api\/alerts\/confirm\?/.test(mail.text ?? ''))).length, { timeout: 20_000 }).toBe(2);
  const outcomes: string[] = [];
  for (const mail of mails) {
    const confirm = await request.get(linkIn(mail.text, /https?:\/\/\S+\/api\/alerts\/confirm\?token=\S+/), { maxRedirects: 0 });
    outcomes.push(confirm.headers().location ?? '');
  }
  return outcomes;
}

async function screenshot(page: Page, name: string) {
  if (!SCREENS) return;
  await mkdir(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

for (const width of [390, 1366]) {
  test.describe(`the page of one's saved searches at ${width} px, without scripts`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width, height: width === 390 ? 844 : 900 } });

    test('is a page of the site that names each search in words and each followed property by title and photo; its forms change and delete', async ({
      page,
      request,
      context,
      baseURL,
    }) => {
      await withSavedConsent(context, baseURL ?? '');
      const email = `page-${width}-${Date.now()}@example.be`;
      const followed = await saveAndConfirm(request, email, 'fr', '/fr/a-vendre/?city=Ixelles|1050&type=3&priceMax=450000&bedrooms=2');
      // A followed property's confirmation says what following it sends, not a list's words.
      expect((await confirmAll(request, email)).sort()).toEqual(['/fr/merci/recherche/?subscription=confirmed', '/fr/merci/recherche/?subscription=followConfirmed']);
      await page.goto('/fr/merci/recherche/?subscription=followConfirmed');
      await expect(page.getByText("si le prix de ce bien change ou s'il est vendu ou loué")).toBeVisible();
      await expect(page.getByText('nouveau bien qui y correspond')).toHaveCount(0);

      // The opt-in mail names the list's search as the page does.
      const optIn = await mailTo(email, (mail) => (mail.text ?? '').includes('Votre recherche'));
      expect(optIn.text).toContain('Appartements à vendre à Ixelles, 2 chambres ou plus, jusqu’à €\u00a0450.000');
      const manage = linkIn(optIn.text, /https?:\/\/\S+\/fr\/mes-recherches\/\?\S+/);
      expect(manage).not.toBe('');

      await page.goto(manage);
      // The site's header, menu, language switcher and footer around it.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Mes recherches sauvegardées' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Langue' }).first().locator('a[hreflang="nl"]')).toHaveAttribute('href', /^\/nl\/mijn-zoekopdrachten\//);
      const list = page.getByRole('article', { name: 'Appartements à vendre à Ixelles, 2 chambres ou plus, jusqu’à €\u00a0450.000' });
      await expect(list).toBeVisible();
      await expect(list.getByRole('link')).toHaveAttribute('href', '/fr/a-vendre/?city=Ixelles|1050&type=3&priceMax=450000&bedrooms=2');
      const property = page.getByRole('article', { name: new RegExp(followed.TypeDescription.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
      await expect(property.locator('img')).toHaveJSProperty('complete', true);
      await expect(property.getByText('Vous recevez les changements de prix de ce bien et sa vente ou sa location.')).toBeVisible();
      await screenshot(page, `saved-searches-fr-${width}`);

      await list.getByLabel('Fréquence des e-mails').selectOption('daily');
      await list.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Votre recherche sauvegardée a été modifiée.');
      await expect(list.getByLabel('Fréquence des e-mails')).toHaveValue('daily');
      await list.getByRole('button', { name: 'Supprimer' }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Votre recherche sauvegardée a été supprimée.');
      await expect(page.getByRole('article')).toHaveCount(1);
    });

    test('has no serious accessibility fault and nothing sideways, once its scripts run too', async ({ browser, request, baseURL }) => {
      // The describe's options turn scripts off for the contexts it makes: this one turns them on again.
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: true });
      await withSavedConsent(context, baseURL ?? '');
      const page = await context.newPage();
      const email = `axe-${width}-${Date.now()}@example.be`;
      await saveAndConfirm(request, email, 'fr', '/fr/a-vendre/?type=3');
      await confirmAll(request, email);
      const optIn = await mailTo(email, (mail) => (mail.text ?? '').includes('Votre recherche'));
      await page.goto(linkIn(optIn.text, /https?:\/\/\S+\/fr\/mes-recherches\/\?\S+/));
      await expect(page.getByRole('article')).toHaveCount(2);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    });

    test('in Dutch, and reached by the old address of the mails sent before it', async ({ page, request, context, baseURL }) => {
      await withSavedConsent(context, baseURL ?? '');
      const email = `pagina-${width}-${Date.now()}@example.be`;
      await saveAndConfirm(request, email, 'nl', '/nl/te-koop/?city=Elsene|1050&type=1');
      await confirmAll(request, email);
      const optIn = await mailTo(email, (mail) => (mail.text ?? '').includes('Uw zoekopdracht'));
      const manage = new URL(linkIn(optIn.text, /https?:\/\/\S+\/nl\/mijn-zoekopdrachten\/\?\S+/));
      const old = `/api/alerts/manage?email=${encodeURIComponent(email)}&lang=nl&signature=${manage.searchParams.get('signature') ?? ''}`;
      await page.goto(old);
      await expect(page).toHaveURL(/\/nl\/mijn-zoekopdrachten\/\?email=/);
      await expect(page.getByRole('heading', { level: 1, name: 'Mijn zoekopdrachten' })).toBeVisible();
      await expect(page.getByRole('article', { name: 'Huizen en villa’s te koop in Elsene' })).toBeVisible();
      await screenshot(page, `saved-searches-nl-${width}`);
    });

    test('opening the unsubscribe link of a mail’s body stops nothing: its page’s button does', async ({ page, request, context, baseURL }) => {
      await withSavedConsent(context, baseURL ?? '');
      const email = `stop-${width}-${Date.now()}@example.be`;
      await saveAndConfirm(request, email, 'fr', '/fr/a-vendre/?type=2');
      await confirmAll(request, email);
      const optIn = await mailTo(email, (mail) => (mail.text ?? '').includes('Votre recherche'));
      const unsubscribe = linkIn(optIn.text, /https?:\/\/\S+\/api\/alerts\/unsubscribe\?token=\S+/);
      // A mail scanner's visit.
      expect((await request.get(unsubscribe)).status()).toBe(200);
      const token = new URL(unsubscribe).searchParams.get('token') ?? '';
      expect(((await (await request.get(`/api/alerts/searches?lang=fr&stop=${token}`)).json()) as { searches: { state: string }[] }).searches[0]?.state).toBe('active');

      await page.goto(unsubscribe);
      await expect(page.getByText('Voulez-vous arrêter les e-mails de cette recherche ?')).toBeVisible();
      await expect(page.getByRole('article', { name: 'Studios à vendre' })).toBeVisible();
      await page.getByRole('button', { name: 'Arrêter cette alerte' }).click();
      await expect(page).toHaveURL(/\/fr\/merci\/recherche\/\?subscription=unsubscribed$/);
      await expect(page.getByText('Vous êtes désinscrit.')).toBeVisible();
      expect(((await (await request.get(`/api/alerts/searches?lang=fr&stop=${token}`)).json()) as { searches: { state: string }[] }).searches[0]?.state).toBe('stopped');
    });
  });
}
