import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { answerWordedCaptcha, enquiryForm, mailTo, propertyWithSlot, renderedForFirstVisit, renderedOnServer, spelledNumbers, test, withSavedConsent, visitorOfItsOwn } from './support';

// Tasks a visitor starts without scripts complete without them: the server answers each post with
// its page, in the visitor's language, keeping what was typed.
test.use({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] }, ...visitorOfItsOwn() });

const WIDTHS = [390, 1366] as const;
const NNBSP = '\u202f';
/** The cookie withSavedConsent gives the browser: the page it is served is the one rendered for it. */
const SAVED_CONSENT = 'consent=necessary';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

async function consentCookies(context: BrowserContext): Promise<Record<string, string>> {
  return Object.fromEntries((await context.cookies()).filter((cookie) => cookie.name.startsWith('consent')).map((cookie) => [cookie.name, cookie.value]));
}

/** The answer to a press of a submit button: the status of its post (303 when it goes on to another page). */
async function post(page: Page, button: Locator): Promise<number> {
  const [response] = await Promise.all([page.waitForResponse((candidate) => candidate.request().method() === 'POST'), button.click()]);
  await page.waitForLoadState();
  return response.status();
}


for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });

    test('the detailed cookie settings: from the dialog to the cookie policy’s form, whose choice is saved as the dialog saves it', async ({ page, context, request }) => {
      await renderedForFirstVisit(request, '/fr/a-vendre/');
      await renderedOnServer(request, '/fr/politique-cookies/', /id="cookie-settings"/);
      await page.goto('/fr/a-vendre/');
      const dialog = page.getByRole('dialog', { name: 'Les cookies sur ce site' });
      await dialog.getByRole('link', { name: 'Modifier les paramètres' }).click();
      await expect(page).toHaveURL(/\/fr\/politique-cookies\/#cookie-settings$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const settings = page.getByRole('region', { name: 'Vos paramètres de cookies' });
      await expect(settings).toBeInViewport();
      await expect(settings.getByRole('checkbox', { name: 'Strictement nécessaires (toujours actifs)' })).toBeDisabled();
      await settings.getByRole('checkbox', { name: 'Statistiques' }).check();
      expect(await post(page, settings.getByRole('button', { name: 'Accepter en partie' }))).toBe(303);
      await expect(page).toHaveURL(/\/fr\/politique-cookies\/$/);
      expect(await consentCookies(context)).toMatchObject({ consent: 'necessary.analytics', consentAnalyticsStorage: 'granted', consentAdStorage: 'denied' });

      // The footer's link leads to the same form, which now shows the saved choice.
      const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Paramètres des cookies' });
      await expect(footerLink).toHaveAttribute('href', '/fr/politique-cookies/#cookie-settings');
      await footerLink.click();
      await expect(settings.getByRole('checkbox', { name: 'Statistiques' })).toBeChecked();
      await expect(settings.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
      await settings.getByRole('checkbox', { name: 'Statistiques' }).uncheck();
      await settings.getByRole('checkbox', { name: 'Réseaux sociaux' }).check();
      expect(await post(page, settings.getByRole('button', { name: 'Accepter en partie' }))).toBe(303);
      expect(await consentCookies(context)).toMatchObject({ consent: 'necessary.social', consentAnalyticsStorage: 'denied' });
    });

    test('the contact form’s first send: its captcha, a frame made for this browser, answered, and no title needed', async ({ page, context, baseURL, request }) => {
      await withSavedConsent(context, baseURL ?? '');
      await renderedOnServer(request, '/fr/contact/', /captcha\/frame/, SAVED_CONSENT);
      await page.goto('/fr/contact/');
      const form = enquiryForm(page, 'Contactez-nous');
      const frame = form.frameLocator('iframe[title="Contrôle de sécurité"]');
      await expect(frame.getByRole('img', { name: 'Tapez les caractères de l’image' })).toBeVisible();
      const question = (await frame.getByText(/^Ou répondez à cette question/).textContent()) ?? '';
      const terms = spelledNumbers(question.split(':')[1]!);
      expect(terms).toHaveLength(2);
      await form.getByLabel('Prénom').fill('Anne');
      await form.getByLabel('Nom', { exact: true }).fill('Peeters');
      await form.getByLabel('E-mail').fill(`premier-envoi-${width}@example.be`);
      await form.getByLabel('Téléphone').fill('02 512 34 56');
      await form.getByLabel('Votre message').fill('Bonjour, pouvez-vous me rappeler ?');
      await form.getByLabel('Tapez les caractères de l’image').fill(String(terms[0]! + terms[1]!));
      expect(await post(page, form.getByRole('button', { name: 'Envoyer' }))).toBe(303);
      await expect(page).toHaveURL(/\/fr\/merci\/contact\/(#.*)?$/);
    });

    test('the title is optional: a neutral choice checked, no "Mademoiselle", and French punctuation spaced', async ({ page, context, baseURL, request }) => {
      await withSavedConsent(context, baseURL ?? '');
      await renderedOnServer(request, '/fr/contact/', /captcha\/frame/, SAVED_CONSENT);
      await page.goto('/fr/contact/');
      const titles = enquiryForm(page, 'Contactez-nous').getByRole('group', { name: 'Civilité (facultatif)' });
      await expect(titles.getByRole('radio', { name: 'Ne pas préciser' })).toBeChecked();
      await expect(titles.getByRole('radio')).toHaveCount(3);
      await expect(titles.getByRole('radio', { name: 'Mademoiselle' })).toHaveCount(0);
      await expect(titles.getByRole('radio', { name: 'Ne pas préciser' })).toBeVisible();
      // A narrow no-break space before the page's high punctuation, as French typography wants.
      const toggle = enquiryForm(page, 'Contactez-nous').getByTestId('captcha-toggle');
      expect(await toggle.textContent()).toBe(`Je ne peux pas lire l’image${NNBSP}: posez-moi plutôt une question`);
    });
  });
}

test('cancelling a booked visit from its mail: the page shows the booking and its button cancels it, without scripts', async ({ page, request, context, baseURL }) => {
  await withSavedConsent(context, baseURL ?? '');
  const { id, slot } = await propertyWithSlot(request);
  const email = `visite-sans-script-${Date.now()}@example.be`;
  const booked = await request.post('/api/forms/visit', {
    data: { language: 'fr', propertyId: id, values: { firstName: 'Anne', lastName: 'Peeters', email, phone: '02 512 34 56', visitSlotId: slot.id } },
  });
  expect(booked.status()).toBe(201);
  const mail = await mailTo(email, (candidate) => /^Votre visite du .+ est réservée$/.test(candidate.subject ?? ''));
  const link = /https?:\/\/\S+\/fr\/merci\/rendez-vous\/\?booking=[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeDefined();
  // The mail's labels are French too: a narrow no-break space before their colon.
  expect(mail.text).toContain(`Annuler ma visite${NNBSP}:\n${link}`);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const response = await page.goto(new URL(link!).pathname + new URL(link!).search);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    const booking = page.getByRole('region', { name: 'Votre visite' });
    await expect(booking).toContainText('est réservée pour le');
    await expect(booking.getByRole('button', { name: 'Annuler cette visite' })).toBeVisible();
  }
  expect(await post(page, page.getByRole('region', { name: 'Votre visite' }).getByRole('button', { name: 'Annuler cette visite' }))).toBe(303);
  await expect(page.getByRole('region', { name: 'Votre visite' })).toContainText('est annulée');
  await expect(page.getByRole('button', { name: 'Annuler cette visite' })).toHaveCount(0);
  await mailTo(email, (candidate) => /^Votre visite du .+ est annulée$/.test(candidate.subject ?? ''));
  const free = (await (await request.get(`/api/properties/${id}/visit-slots`)).json()) as { slots: { id: string }[] };
  expect(free.slots.map((one) => one.id)).toContain(slot.id);
});

test('applying for a job with a CV without scripts: the file goes with the form, is kept through a refusal, and the application is sent', async ({ page, request, context, baseURL }) => {
  await withSavedConsent(context, baseURL ?? '');
  const email = `candidat-${Date.now()}@example.be`;
  await renderedOnServer(request, "/fr/l'agence/", /encType="multipart\/form-data"/i, SAVED_CONSENT);
  await page.goto("/fr/l'agence/");
  let form = enquiryForm(page, 'Postuler');
  await form.getByLabel('Prénom').fill('Anne');
  await form.getByLabel('Nom', { exact: true }).fill('Peeters');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Téléphone').fill('02 512 34 56');
  await form.getByLabel('Pourquoi souhaitez-vous nous rejoindre ?').fill('J’aime Bruxelles et ses logements.');
  await form.getByLabel('Votre CV (PDF, DOC, DOCX ou ODT, 5 Mo au plus)').setInputFiles({ name: 'mon-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  // Sent without the captcha's answer: the page again, with what was typed and the CV kept.
  expect(await post(page, form.getByRole('button', { name: 'Envoyer' }))).toBe(400);

  form = enquiryForm(page, 'Postuler');
  await expect(form.getByLabel('E-mail')).toHaveValue(email);
  await expect(form.getByText('Votre CV est déjà reçu : inutile de le choisir à nouveau.')).toBeVisible();
  await expect(form.getByTestId('error-summary').getByRole('link', { name: 'Ajoutez votre CV' })).toHaveCount(0);
  await answerWordedCaptcha(form);
  expect(await post(page, form.getByRole('button', { name: 'Envoyer' }))).toBe(303);
  await expect(page).toHaveURL(/\/fr\/merci\//);

  const { agency } = (await (await request.get('/api/site?lang=fr')).json()) as { agency: { email: string } };
  const application = await mailTo(agency.email, (candidate) => (candidate.text ?? '').includes(email));
  expect(application.text).toContain(`E-mail${NNBSP}: ${email}`);
});

test.describe('with scripts', () => {
  test.use({ javaScriptEnabled: true });

  test('a booking link of an older mail, its secret in the fragment, still shows the booking', async ({ page, request, context, baseURL }) => {
    await withSavedConsent(context, baseURL ?? '');
    const { id, slot } = await propertyWithSlot(request);
    const email = `visite-ancien-lien-${Date.now()}@example.be`;
    const booked = await request.post('/api/forms/visit', {
      data: { language: 'fr', propertyId: id, values: { firstName: 'Anne', lastName: 'Peeters', email, phone: '02 512 34 56', visitSlotId: slot.id } },
    });
    expect(booked.status()).toBe(201);
    const token = new URL((await booked.json()).thankYouPath as string, baseURL).searchParams.get('booking');
    await page.goto(`/fr/merci/rendez-vous/#booking=${token}`);
    const booking = page.getByRole('region', { name: 'Votre visite' });
    await expect(booking).toContainText('est réservée pour le');
    await expect(booking.getByRole('button', { name: 'Annuler cette visite' })).toBeVisible();
  });
});
