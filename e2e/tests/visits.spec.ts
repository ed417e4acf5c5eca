import { expect } from '@playwright/test';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { enquiryForm, mailTo, propertyWithSlot, seriousViolations, test, withSavedConsent, type Slot } from './support';

/** A booked visit as a visitor lives it: a slot chosen on the page, the mail's invitation, its cancel link. */

test.beforeEach(async ({ context, baseURL }) => {
  await withSavedConsent(context, baseURL ?? '');
});

/** The calendar object a mail carries, read by ical.js with the mail's own VTIMEZONE. */
function calendarOf(mail: ParsedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  if (part === undefined) throw new Error(`no text/calendar part in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
}

test('a visitor books a slot from the property page, gets the invitation for their calendar, and cancels it from the mail', async ({ page, request }) => {
  const { id, slot } = await propertyWithSlot(request);
  const email = `visite-${Date.now()}@example.be`;
  await page.goto(`/fr/property/${id}/`);
  const visits = page.getByRole('region', { name: 'Prochaines visites' });
  const time = new Intl.DateTimeFormat('fr-BE', { timeZone: 'Europe/Brussels', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(slot.startsAt),
  );
  const row = visits.getByRole('listitem').filter({ hasText: time }).filter({ hasText: 'Visite privée' }).first();
  await row.getByRole('link', { name: 'Réserver ce moment' }).click();

  const form = enquiryForm(page, 'Demander une visite');
  const choice = form.getByRole('group', { name: 'Choisissez un moment' }).getByRole('radio', { checked: true });
  await expect(choice).toHaveAccessibleName(new RegExp(`^${time}, \\d\\d:\\d\\d–\\d\\d:\\d\\d · visite privée$`));
  await expect(form.getByRole('group', { name: 'Quand pouvons-nous vous appeler ?' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByRole('radio', { name: 'Madame' }).check();
  await form.getByLabel('Prénom').fill('Anne');
  await form.getByLabel('Nom', { exact: true }).fill('Peeters');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Téléphone').fill('02 512 34 56');
  const chosenSlot = (await choice.getAttribute('value')) ?? '';
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page).toHaveURL(/\/fr\/merci\/rendez-vous\/\?booking=[\w-]+$/);

  const mail = await mailTo(email, (mail) => /^Votre visite du .+ est réservée$/.test(mail.subject ?? ''));
  // From the agency by name, and a reply reaches it.
  const { agency } = (await (await request.get('/api/site')).json()) as { agency: { name: string; email: string } };
  expect(mail.from?.value).toEqual([{ name: agency.name, address: 'noreply@localhost' }]);
  expect(mail.replyTo?.value.map((entry) => entry.address)).toEqual([agency.email]);
  // Right after booking, the thank-you page says what the mail says: when, where, how to cancel or change.
  const place = /à l’adresse (.+?)\. /.exec(mail.text ?? '')?.[1] ?? '';
  expect(place).toMatch(/\d{4} /);
  const justBooked = page.getByRole('region', { name: 'Votre visite' });
  await expect(justBooked).toContainText(new RegExp(`est réservée pour le ${time}, \\d\\d:\\d\\d–\\d\\d:\\d\\d, à l’adresse ${place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.`));
  await expect(justBooked).toContainText('choisissez-en un autre sur la page du bien');
  await expect(justBooked.getByRole('button', { name: 'Annuler cette visite' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const { calendar, event } = calendarOf(mail);
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  expect(event.startDate.zone?.tzid).toBe('Europe/Brussels');
  const booked = (await (await request.get(`/api/properties/${id}/visit-slots`)).json()).slots as Slot[];
  expect(booked.map((free) => free.id)).not.toContain(chosenSlot);
  expect(event.startDate.toJSDate().getTime()).toBeGreaterThan(Date.now());
  const cancelLink = /https?:\/\/[^\s]+\?booking=[\w-]+/.exec(event.description)?.[0];
  expect(cancelLink).toBeDefined();
  expect(mail.text).toContain(cancelLink);

  // The mail's link, opened in the browser: the booking, and the button that cancels it.
  await page.goto(new URL(cancelLink!).pathname + new URL(cancelLink!).search);
  const booking = page.getByRole('region', { name: 'Votre visite' });
  await expect(booking).toContainText(`est réservée pour le ${time}`);
  expect(await seriousViolations(page)).toEqual([]);
  await booking.getByRole('button', { name: 'Annuler cette visite' }).click();
  await expect(booking.getByRole('status')).toContainText(`Votre visite du ${time}`);
  await expect(booking.getByRole('status')).toBeFocused();
  const freed = (await (await request.get(`/api/properties/${id}/visit-slots`)).json()).slots as Slot[];
  expect(freed.map((free) => free.id)).toContain(chosenSlot);

  const cancelled = calendarOf(await mailTo(email, (mail) => /^Votre visite du .+ est annulée$/.test(mail.subject ?? '')));
  expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
  expect(cancelled.event.uid).toBe(event.uid);
});
