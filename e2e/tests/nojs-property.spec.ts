import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { enquiryForm, mailTo, renderedOnServer, sendWithoutScripts as send, spelledNumbers, test, withSavedConsent, type Slot, visitorOfItsOwn } from './support';

// A property's tasks without scripts: its page carries the visit slots and every enquiry form as
// HTML, each posts to the page, and the server answers with the thank-you page, or the page again
// with the messages and what was typed.
test.use({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] }, ...visitorOfItsOwn() });

const WIDTHS = [390, 1366] as const;
/** The cookie withSavedConsent gives the browser: the page it is served is the one rendered for it. */
const SAVED_CONSENT = 'consent=necessary';

/**
 * A property for sale with free private visits, and the one a test at this width books: each width
 * its own, from the end of the list, so tests running beside it (which book the first) keep theirs.
 */
async function propertyAndSlot(request: APIRequestContext, width: number): Promise<{ id: number; slot: Slot }> {
  const list = await (await request.get('/api/properties?goal=0&lang=fr&pageSize=48')).json();
  for (const { ID } of list.items as { ID: number }[]) {
    const { slots } = (await (await request.get(`/api/properties/${ID}/visit-slots`)).json()) as { slots: Slot[] };
    const visits = slots.filter((candidate) => candidate.kind === 'visit');
    const slot = visits.at(-1 - WIDTHS.indexOf(width as (typeof WIDTHS)[number]));
    if (slot) return { id: ID, slot };
  }
  throw new Error('the demo agency has no property for sale with two free private visits');
}

async function freeSlots(request: APIRequestContext, id: number): Promise<string[]> {
  return ((await (await request.get(`/api/properties/${id}/visit-slots`)).json()).slots as Slot[]).map((slot) => slot.id);
}

/** Opens an enquiry item of the page, as a visitor does without scripts: its summary. */
async function openItem(page: Page, summary: string): Promise<void> {
  await page.locator('summary', { hasText: summary }).click();
}

async function fillPerson(form: Locator, email: string): Promise<void> {
  await form.getByLabel('Prénom').fill('Anne');
  await form.getByLabel('Nom', { exact: true }).fill('Peeters');
  await form.getByLabel('E-mail', { exact: true }).fill(email);
}

async function agencyEmail(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/site?lang=fr')).json()) as { agency: { email: string } }).agency.email;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });

    test.beforeEach(async ({ context, baseURL }) => {
      await withSavedConsent(context, baseURL ?? '');
    });

    test('the server’s page carries the visit slots and a form that posts for each task', async ({ request }) => {
      const { id } = await propertyAndSlot(request, width);
      const path = `/fr/property/${id}/`;
      await renderedOnServer(request, path, /id="enquiry-visit"/, SAVED_CONSENT);
      const html = await (await request.get(path, { headers: { accept: 'text/html', cookie: SAVED_CONSENT } })).text();
      const enquiries = /Ce bien vous intéresse.*?<\/section><section class="listing-print-only"/s.exec(html)?.[0] ?? '';
      expect(enquiries).toContain('Prochaines visites');
      for (const kind of ['visit', 'documents', 'send-to-friend', 'purchase-offer']) {
        expect(enquiries).toMatch(new RegExp(`<form id="enquiry-${kind}"[^>]* action="${path}#enquiry-${kind}" method="post"`));
      }
      expect(enquiries).toMatch(/<input type="radio"[^>]* name="visitSlotId" value="[\w-]{36}"/);
      expect(enquiries).toContain('/api/forms/captcha/frame?form=send-to-friend&amp;lang=fr');
    });

    test('a slot of “Prochaines visites” is booked: its link leads to the visit form, whose post books it', async ({ page, request }) => {
      const { id, slot } = await propertyAndSlot(request, width);
      const email = `visite-creneau-${width}-${Date.now()}@example.be`;
      await renderedOnServer(request, `/fr/property/${id}/`, /id="enquiry-visit"/, SAVED_CONSENT);
      await page.goto(`/fr/property/${id}/`);
      const visits = page.getByRole('region', { name: 'Prochaines visites' });
      const row = visits.getByRole('listitem').filter({ has: page.locator(`[id="visit-slot-${slot.id}"]`) });
      await row.getByRole('link', { name: 'Réserver ce moment' }).click();
      await expect(page).toHaveURL(new RegExp(`#enquiry-visit-slot-${slot.id}$`));

      // The browser opened the visit form's item at the slot's choice.
      const form = enquiryForm(page, 'Demander une visite');
      const choice = form.getByRole('group', { name: 'Choisissez un moment' }).locator(`[id="enquiry-visit-slot-${slot.id}"]`).getByRole('radio');
      await expect(choice).toBeInViewport();
      await choice.check();
      await fillPerson(form, email);
      await form.getByLabel('Téléphone').fill('02 512 34 56');
      expect(await send(page, form)).toBe(303);
      await expect(page).toHaveURL(/\/fr\/merci\/rendez-vous\/\?booking=[\w-]+(#.*)?$/);
      await expect(page.getByRole('region', { name: 'Votre visite' })).toContainText('est réservée pour le');
      expect(await freeSlots(request, id)).not.toContain(slot.id);
      await mailTo(email, (mail) => /^Votre visite du .+ est réservée$/.test(mail.subject ?? ''));
    });

    test('a visit is requested: sent incomplete, the page again with its form open, the messages and what was typed; then thanks', async ({ page, request }) => {
      const { id } = await propertyAndSlot(request, width);
      const email = `visite-rappel-${width}-${Date.now()}@example.be`;
      await renderedOnServer(request, `/fr/property/${id}/`, /id="enquiry-visit"/, SAVED_CONSENT);
      await page.goto(`/fr/property/${id}/`);
      await openItem(page, 'Demander une visite');
      let form = enquiryForm(page, 'Demander une visite');
      await form.getByRole('radio', { name: 'Aucun de ces moments : rappelez-moi pour en convenir' }).check();
      await fillPerson(form, email);
      expect(await send(page, form)).toBe(400);

      form = enquiryForm(page, 'Demander une visite');
      await expect(form).toBeVisible();
      await expect(form.getByTestId('error-summary').getByRole('link', { name: 'Vous n’avez pas saisi votre numéro de téléphone' })).toBeVisible();
      await expect(form.getByLabel('Prénom')).toHaveValue('Anne');
      await expect(form.getByLabel('E-mail', { exact: true })).toHaveValue(email);
      await form.getByLabel('Téléphone').fill('02 512 34 56');
      await form.getByRole('group', { name: 'Quand pouvons-nous vous appeler ?' }).getByRole('checkbox').first().check();
      expect(await send(page, form)).toBe(303);
      await expect(page).toHaveURL(/\/fr\/merci\/[^?#]+\/(#.*)?$/);
      await mailTo(await agencyEmail(request), (mail) => (mail.text ?? '').includes(email));
    });

    test('the documents are requested', async ({ page, request }) => {
      const { id } = await propertyAndSlot(request, width);
      const email = `documents-${width}-${Date.now()}@example.be`;
      await renderedOnServer(request, `/fr/property/${id}/`, /id="enquiry-documents"/, SAVED_CONSENT);
      await page.goto(`/fr/property/${id}/`);
      await openItem(page, 'Demander les documents');
      const form = enquiryForm(page, 'Recevoir les documents par e-mail');
      await fillPerson(form, email);
      await form.getByLabel('Téléphone').fill('02 512 34 56');
      expect(await send(page, form)).toBe(303);
      await expect(page).toHaveURL(/\/fr\/merci\/[^?#]+\/(#.*)?$/);
      await mailTo(await agencyEmail(request), (mail) => (mail.text ?? '').includes(email));
    });

    test('the property is sent to a friend, its captcha answered from the frame made for this browser', async ({ page, request }) => {
      const { id } = await propertyAndSlot(request, width);
      const friend = `ami-${width}-${Date.now()}@example.be`;
      await renderedOnServer(request, `/fr/property/${id}/`, /id="enquiry-send-to-friend"/, SAVED_CONSENT);
      await page.goto(`/fr/property/${id}/`);
      await openItem(page, 'Envoyer à un ami');
      const form = enquiryForm(page, 'Envoyer ce bien à un ami');
      const frame = form.frameLocator('iframe[title="Contrôle de sécurité"]');
      await expect(frame.getByRole('img', { name: 'Tapez les caractères de l’image' })).toBeVisible();
      const terms = spelledNumbers(((await frame.getByText(/^Ou répondez à cette question/).textContent()) ?? '').split(':')[1] ?? '');
      expect(terms).toHaveLength(2);
      await fillPerson(form, `expediteur-${width}@example.be`);
      await form.getByLabel('E-mail de votre ami').fill(friend);
      await form.getByLabel('Tapez les caractères de l’image').fill(String(terms[0]! + terms[1]!));
      expect(await send(page, form)).toBe(303);
      await expect(page).toHaveURL(/\/fr\/merci\/[^?#]+\/(#.*)?$/);
      await mailTo(friend, () => true);
    });

    test('an offer is made', async ({ page, request }) => {
      const { id } = await propertyAndSlot(request, width);
      const email = `offre-${width}-${Date.now()}@example.be`;
      await renderedOnServer(request, `/fr/property/${id}/`, /id="enquiry-purchase-offer"/, SAVED_CONSENT);
      await page.goto(`/fr/property/${id}/`);
      await openItem(page, 'Faire une offre');
      const form = enquiryForm(page, 'Faire une offre d’achat');
      await fillPerson(form, email);
      await form.getByLabel('Téléphone').fill('02 512 34 56');
      await form.getByLabel('Rue et numéro').fill('Rue Haute 12');
      await form.getByLabel('Code postal').fill('1000');
      await form.getByLabel('Ville').fill('Bruxelles');
      await form.getByLabel('Montant offert (€)').fill('350000');
      await form.locator('input[name="advanceAccepted"]').check();
      expect(await send(page, form)).toBe(303);
      await expect(page).toHaveURL(/\/fr\/merci\/[^?#]+\/(#.*)?$/);
      await mailTo(await agencyEmail(request), (mail) => (mail.text ?? '').includes(email));
    });
  });
}
