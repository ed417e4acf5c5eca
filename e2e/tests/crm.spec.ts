import { expect } from '@playwright/test';
import { test, withSavedConsent } from './support';

/** The fifth api of playwright.config.ts, a real agency on SweepBright, and the fake CRM that feeds it. */
const SITE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181) + 5}`;
const FAKE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181) + 6}`;

const TITLES = {
  en: 'Bright duplex near Flagey',
  nl: 'Lichtrijke duplex bij Flagey',
  fr: 'Duplex lumineux près de Flagey',
  de: 'Helle Maisonette bei Flagey',
} as const;

interface Listed {
  ID: number;
  TypeDescription: string;
}

// One agency's catalogue, changed by each step: in order.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context }) => {
  await withSavedConsent(context, SITE);
});

test("a webhook puts the estate's page online in four languages within 5 s, its photo served by the site", async ({ page, request }) => {
  const published = await request.post(`${FAKE}/fake/estates/apartment/publish`);
  expect(await published.json()).toMatchObject({ event: 'estate-added', delivered: true, status: 202 });
  const sent = Date.now();
  let id = 0;
  await expect(async () => {
    const list = (await (await request.get(`${SITE}/api/properties?lang=en&goal=0`)).json()) as { items: Listed[] };
    id = list.items.find((item) => item.TypeDescription === TITLES.en)?.ID ?? 0;
    expect(id).toBeGreaterThan(0);
  }).toPass({ intervals: [100], timeout: 5_000 });
  expect(Date.now() - sent).toBeLessThan(5_000);

  for (const [lang, title] of Object.entries(TITLES)) {
    const answer = await page.goto(`${SITE}/${lang}/property/${id}/`);
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  const photo = page.locator('img[src*="/api/images/crm-"]').first();
  await expect(photo).toBeVisible();
  const source = (await photo.getAttribute('src')) ?? '';
  expect(source.startsWith('/api/images/crm-') || source.startsWith(`${SITE}/api/images/crm-`)).toBe(true);
  expect((await request.get(new URL(source, SITE).toString())).status()).toBe(200);
});

test('estate-deleted makes the page answer 410 and leaves the list', async ({ page, request }) => {
  const list = async () => ((await (await request.get(`${SITE}/api/properties?lang=en&goal=0`)).json()) as { items: Listed[] }).items;
  const id = (await list()).find((item) => item.TypeDescription === TITLES.en)?.ID ?? 0;
  expect(id).toBeGreaterThan(0);
  await request.post(`${FAKE}/fake/estates/apartment/delete`);
  await expect(async () => expect((await request.get(`${SITE}/api/properties/${id}?lang=en`)).status()).toBe(410)).toPass({ intervals: [100], timeout: 5_000 });

  const gone = await page.goto(`${SITE}/nl/property/${id}/`);
  expect(gone?.status()).toBe(410);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  expect((await list()).map((item) => item.ID)).not.toContain(id);
  await page.goto(`${SITE}/en/for-sale/`);
  await expect(page.getByRole('heading', { name: TITLES.en })).toHaveCount(0);
  // An id that never existed is no withdrawn page.
  expect((await request.get(`${SITE}/api/properties/${id + 1000}?lang=en`)).status()).toBe(404);
});

test('an enquiry reaches the CRM exactly once across a 30 s outage, and the thank-you page never waits for it', async ({ request }) => {
  test.setTimeout(120_000);
  await request.post(`${FAKE}/fake/estates/house/publish`);
  let id = 0;
  await expect(async () => {
    const list = (await (await request.get(`${SITE}/api/properties?lang=fr&goal=1`)).json()) as { items: Listed[] };
    id = list.items[0]?.ID ?? 0;
    expect(id).toBeGreaterThan(0);
  }).toPass({ intervals: [100], timeout: 5_000 });

  await request.post(`${FAKE}/fake/outage/30`);
  const asked = Date.now();
  const enquiry = await request.post(`${SITE}/api/forms/documents`, {
    headers: { origin: SITE },
    data: { language: 'fr', propertyId: id, values: { title: 'Ms', firstName: 'Lotte', lastName: 'Janssens', email: 'lotte.outage@example.be', phone: '0475 12 34 56' } },
  });
  expect(enquiry.status()).toBe(201);
  expect(Date.now() - asked).toBeLessThan(2_000);

  const contacts = async () => ((await (await request.get(`${FAKE}/fake/contacts`)).json()) as { contact: { email: string } }[]).filter((entry) => entry.contact.email === 'lotte.outage@example.be');
  expect(await contacts()).toEqual([]);
  await expect(async () => expect(await contacts()).toHaveLength(1)).toPass({ intervals: [1_000], timeout: 90_000 });
  expect(Date.now() - asked).toBeGreaterThan(29_000);
  // Given time for a second delivery, none comes.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(await contacts()).toHaveLength(1);
});
